"""The table's sounds on the window (U-7): the Settings menu's toggle, and the sounds the
session's signals call for while it is on.

Nothing here changes the game: it listens to the session as the screen reader's announcer
does (``changed`` for every step, undo and new deal; ``message`` for refusals; ``ended`` for
the win), works out the sounds of what changed (:mod:`.cues`) and plays each when the scene
shows it. With sound off it only keeps track of the game on the table, and QtMultimedia is
never imported (:mod:`.player`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from ...core.loading import Feature
from ..scene import animation as anim
from ..table.history_watch import HistoryWatch
from .cues import Cue, Sound, StepSounds, step_cues, win_cue

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QWidget

    from ...core.rules.base import Hint
    from ...play.flow import GameFlow
    from ...storage.settings import Settings
    from ..scene.table_scene import TableScene
    from ..table.session import Session
    from .player import SoundPlayer

PLAYER = "paciencia.ui.sound.player"
"""The player (QtMultimedia, an optional extra), loaded when sound is first turned on (U-7)."""
AVAILABLE: Feature[Callable[[], bool]] = Feature(f"{PLAYER}:available")
HOW_TO_GET_SOUND: Feature[Callable[[], str]] = Feature(f"{PLAYER}:how_to_get_sound")
SOUND_PLAYER: Feature[type[SoundPlayer]] = Feature(f"{PLAYER}:SoundPlayer")

PRELOAD_MS = 1500
"""With sound on at launch, the sounds are loaded this long after the window is built: the
first frame does not wait for QtMultimedia."""


class TableSounds:
    """Plays the table's sounds while :attr:`enabled`. ``play``: how a sound is played (tests
    pass their own); by default QtMultimedia's, loaded when first needed.

    Built with every window, so it costs nothing until sound is on: a plain class (a QObject
    subclass costs PySide a fraction of a millisecond to make), and the player (:mod:`.player`,
    QtMultimedia: an optional extra) is imported when sound is first turned on."""

    def __init__(self, window: QWidget, session: Session, scene: TableScene, action: QAction,
                 say: Callable[[str], None], flow: GameFlow, play: Callable[[Sound], None] | None = None) -> None:
        """``window``: the owner of the player and the timers; ``action``: Settings ▸ Play
        sounds; ``say``: the status line; ``flow``: where the setting is kept."""
        self.window = window
        self.session = session
        self.scene = scene
        self.say = say
        self.flow = flow
        self.play = play
        self.enabled = False
        self._player: SoundPlayer | None = None
        self._launched = False
        self._watch = HistoryWatch()
        self._hint: Hint | None = None
        self._step: StepSounds | None = None  # the sounds of the last step (the win follows them)
        self._round = 0  # a new deal silences what the previous one still had to play
        session.changed.connect(self._changed)
        session.message.connect(self._message)
        session.ended.connect(self._ended)
        self.action = action
        self.action.setCheckable(True)
        self.action.setEnabled(True)
        self.action.toggled.connect(self._toggled)

    # -- the setting ----------------------------------------------------------------
    def apply(self, settings: Settings) -> None:
        """The setting as stored (at launch, and after Preferences)."""
        self.action.blockSignals(True)
        self.action.setChecked(settings.sound)
        self.action.blockSignals(False)
        self.enabled = settings.sound
        if self.enabled and self.play is None and self._player is None:
            QTimer.singleShot(PRELOAD_MS if not self._launched else 0, self.window, self._load)
        self._launched = True

    def _toggled(self, on: bool) -> None:
        """Settings ▸ Play sounds."""
        if on and self.play is None and not AVAILABLE()():
            self.action.blockSignals(True)
            self.action.setChecked(False)
            self.action.blockSignals(False)
            self.say(HOW_TO_GET_SOUND()())
            return
        current = self.flow.current
        current.replace(current.value._replace(sound=on))  # stored by the controller
        self.apply(current.value)

    def _load(self) -> SoundPlayer | None:
        if self._player is None and self.enabled:
            player = SOUND_PLAYER()
            try:
                self._player = player(self.window)
            except ImportError as e:  # the extra is missing, or a library it needs (libpulse)
                self.enabled = False
                self.action.setChecked(False)
                self.say(f"{HOW_TO_GET_SOUND()()} ({e})")
        return self._player

    # -- what the session says ------------------------------------------------------
    def _changed(self) -> None:
        session = self.session
        game, layout = session.table.game, session.table.layout
        if game is None or layout is None:
            return
        change = self._watch.observe(game)
        history = game.history
        if not self.enabled:
            return
        speed = self.scene.animator.speed
        if change.new_round:
            self._round += 1
            self._step = None
            if history.index == 0 and not game.over:  # a new deal or a restart; not a game resumed
                self._cue([Cue(Sound.DEAL, 0)])
        elif change.one_step:
            before, after = history.snapshots[change.before], history.snapshots[change.after]
            self._step = step_cues(layout, game.state(before.position), game.steps(before.position, after.actions),
                                   speed)
            self._cue(self._step.cues)
        elif change.moved:  # undone, redone several, rewound: the cards go back
            ms = anim.scaled(anim.MOVE, speed)
            self._step = StepSounds([Cue(Sound.PLACE, ms)], ms)
            self._cue(self._step.cues)

    def catch_up(self) -> None:
        """Made after the game was put on the table (:mod:`..main_window`): its sounds, as if
        it had just changed (a new deal's, while its cards still fly)."""
        self._changed()

    def _message(self, text: str) -> None:
        """A status line message from the session: a refusal, unless it is a hint's."""
        hint = self.session.table.last_hint
        if hint is not self._hint:
            self._hint = hint
            return
        if text and self.enabled:
            self._cue([Cue(Sound.REFUSE, 0)])

    def _ended(self, won: bool) -> None:
        if won and self.enabled:
            step = self._step or StepSounds([], 0)
            self._cue([win_cue(step, self.scene.animator.speed)])

    # -- playing ----------------------------------------------------------------------
    def _cue(self, cues: list[Cue]) -> None:
        serial = self._round
        for cue in cues:
            if cue.delay_ms <= 0:
                self._play(cue.sound)
            else:
                # the window as context: a timer still due when it closes never fires
                QTimer.singleShot(
                    cue.delay_ms, self.window, lambda s=cue.sound: self._play(s) if serial == self._round else None
                )

    def _play(self, sound: Sound) -> None:
        if not self.enabled:
            return
        if self.play is not None:
            self.play(sound)
            return
        player = self._load()
        if player is not None:
            player.play(sound)
