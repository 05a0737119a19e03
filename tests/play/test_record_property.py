"""T-6, the whole promise as one property (issue 23): for any sequence of moves, saves,
injected write failures (short writes, a full disk, I/O errors, the data folder removed)
and relaunches, the resumed game is the game as of the last save that succeeded, and the
statistics hold every finished game whose result was stored, exactly once."""

import shutil

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from faults import EIO, FULL, OK, SHORT, Disk
from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.storage import files
from paciencia.storage.settings import Settings
from paciencia.storage.stats import load_statistics

CODES = ["paciencia://klondike/9?draw=3&passes=0", "paciencia://freecell/8", "paciencia://spider/4?suits=2",
         "paciencia://pyramid/3?level=random"]


def state(game):
    """What a resumed game must equal: its history, where it stands, its counters."""
    return (str(game.code), game.history.snapshots, game.history.index, game.undos, game.hints, game.resigned)


class Record(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.disk = Disk(self.monkeypatch)

    @initialize(code=st.sampled_from(CODES))
    def launch(self, code):
        from paciencia.play.flow import GameFlow

        self.flow = GameFlow(Settings())
        self.game = Game(parse(code))
        self.expected = None  # nothing saved yet
        self.stored: set[str] = set()  # result ids the flow said were stored
        self.finished: set[str] = set()  # result ids of every game that ended
        self.removed = False  # the data folder was removed since the record was last written

    # -- playing ---------------------------------------------------------------------------
    @precondition(lambda self: not self.game.over)
    @rule(n=st.integers(0, 60))
    def move(self, n):
        moves = self.game.rules.legal_moves(self.game.position)
        if moves:
            self.game.play(moves[n % len(moves)])

    @precondition(lambda self: not self.game.over and self.game.history.can_undo())
    @rule()
    def undo(self):
        self.game.undo()

    @precondition(lambda self: not self.game.over and self.game.history.can_redo())
    @rule()
    def redo(self):
        self.game.redo()

    @precondition(lambda self: not self.game.over and self.game.moves > 0)
    @rule()
    def resign(self):
        self.game.resign()
        # K-13, B-5: a resigned game is a loss: it is recorded (counted in the statistics
        # in memory at once, whether or not the disk takes it now) and takes no Top 5 place.
        assert self.flow.record(self.game, 3.0) is None
        assert self.flow.recorded is self.game
        assert self.flow.stats.has(self.flow.result_id(self.game))
        self._ended()

    @rule(code=st.sampled_from(CODES))
    def new_deal(self, code):
        if self.flow.abandon(self.game, 3.0):
            self._ended()
        self.game = Game(parse(code))
        self.flow.new_round()

    def _ended(self):
        self.finished.add(self.flow.result_id(self.game))
        self._note_stored()

    def _note_stored(self):
        if not self.flow.records.waiting:
            self.stored |= self.finished

    # -- the machine ----------------------------------------------------------------------
    @rule(mode=st.sampled_from([OK, OK, SHORT, FULL, EIO]), room=st.integers(0, 200))
    def save(self, mode, room):
        self.disk.mode, self.disk.room = mode, room
        try:
            ok = self.flow.save(self.game, 2.0)
        finally:
            self.disk.free()
        if ok:
            recorded = self.game.over and self.flow.recorded is self.game
            self.expected = None if recorded else (state(self.game), self.flow.result_id(self.game))
            self._note_stored()
            self.removed = False  # the record is written again where it was removed

    @rule()
    def remove_the_data_folder(self):
        shutil.rmtree(files.data_dir(), ignore_errors=True)
        self.expected = None  # the saved game went with it (its record stays in memory)
        self.removed = True

    @rule()
    def quit_and_relaunch(self):
        """Quit saves (on a disk that works now), as the window's shutdown does."""
        self.save(OK, 0)
        self._relaunch()

    @rule()
    def kill_and_relaunch(self):
        if self.removed:  # killed before it could write again what the player deleted
            self.stored &= {r.id for v in load_statistics()[0].variants.values() for r in v.history}
        self._relaunch()

    def _relaunch(self):
        from paciencia.play.flow import GameFlow

        self.flow = GameFlow(Settings())
        loaded = self.flow.load()
        self.removed = False
        if self.expected is not None and self.flow.stats.has(self.expected[1]):
            self.expected = None  # that round ended, and its result is stored: not resumed
        if self.expected is None:
            assert loaded is None
            self.game = Game(parse(CODES[0]))
        else:
            assert loaded is not None
            assert state(loaded[0]) == self.expected[0]
            self.game = loaded[0]
        self.finished = {i for i in self.finished if self.flow.stats.has(i)} | self.stored

    @invariant()
    def each_finished_game_counted_once(self):
        if not hasattr(self, "flow"):
            return
        stats, _ = load_statistics()
        ids = [r.id for v in stats.variants.values() for r in v.history]
        assert len(ids) == len(set(ids))
        if not self.removed:
            assert self.stored <= set(ids)


@pytest.fixture
def machine(tmp_path_factory, monkeypatch):
    counter = iter(range(10**9))

    class Run(Record):
        def __init__(self):
            home = tmp_path_factory.mktemp(f"home{next(counter)}")
            monkeypatch.setenv(files.ENV_HOME, str(home))
            self.monkeypatch = monkeypatch
            super().__init__()

    return Run


def test_the_record_survives_any_sequence_of_failures(machine):
    from hypothesis.stateful import run_state_machine_as_test

    run_state_machine_as_test(machine, settings=settings(
        max_examples=40, stateful_step_count=40, deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]))
