"""C-13 at launch, without a window: a link replaces an untouched saved deal without dealing
it again (its rules are not even imported before the link's first frame), and never
replaces a game in progress or a resigned one unnoticed."""

import sys

import pytest

from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.play.flow import GameFlow
from paciencia.storage.saved_game import journal_path, saved_game_path
from paciencia.storage.settings import Settings


def saved(code: str, moves: int = 0, resigned: bool = False) -> None:
    flow = GameFlow(Settings())
    game = Game(parse(code))
    for move in game.rules.legal_moves(game.position)[:moves]:
        game.play(move)
    if resigned:
        game.resign()
    assert flow.save(game, 12.0)


@pytest.fixture
def no_redeal(monkeypatch):
    """Dealing the saved game again fails the test."""
    import paciencia.storage.saved_game as module

    monkeypatch.setattr(module, "restore_game", lambda *a, **k: pytest.fail("the untouched deal was dealt again"))


def test_a_link_finds_an_untouched_deal_making_way_and_leaves_its_files(no_redeal):
    saved("paciencia://pyramid/5")
    assert GameFlow(Settings()).load(replacing=True) is None
    assert saved_game_path().exists()  # replaced when the link's deal is saved, not before


def test_an_untouched_deal_still_comes_back_without_a_link():
    saved("paciencia://pyramid/5")
    game, elapsed = GameFlow(Settings()).load()
    assert str(game.code).startswith("paciencia://pyramid/5") and game.moves == 0 and elapsed == 12.0


def test_a_game_in_progress_comes_back_for_a_link_to_ask_about():
    saved("paciencia://klondike/8", moves=1)
    loaded = GameFlow(Settings()).load(replacing=True)
    assert loaded is not None and loaded[0].moves == 1  # C-13: the player is asked first


def test_a_resigned_untouched_deal_is_still_recorded():
    saved("paciencia://klondike/8", resigned=True)
    flow = GameFlow(Settings())
    assert flow.load(replacing=True) is None
    assert flow.stats.of("klondike?draw=1&passes=0").played == 1  # the loss counts once, link or not


def test_a_damaged_untouched_deal_with_a_link_is_left_for_the_link_to_replace(no_redeal):
    saved("paciencia://freecell/9")
    journal_path().write_text("not json\n", encoding="utf-8")
    assert GameFlow(Settings()).load(replacing=True) is None


def test_an_untouched_deal_makes_way_before_its_rules_are_imported(monkeypatch):
    saved("paciencia://spider/3?suits=1")
    for name in [m for m in sys.modules if m.startswith("paciencia.core.games.spider.")]:
        monkeypatch.delitem(sys.modules, name)
    GameFlow(Settings()).load(replacing=True)
    assert "paciencia.core.games.spider.rules" not in sys.modules


def test_a_link_whose_deal_cannot_be_saved_loses_neither_game(monkeypatch):
    """T-6 on this path: the untouched deal's files stay until the link's deal is written; a
    full disk leaves them whole, and the next save that works writes the link's deal."""
    from faults import Disk

    saved("paciencia://pyramid/5")
    disk = Disk(monkeypatch)
    flow = GameFlow(Settings())
    assert flow.load(replacing=True) is None
    link = Game(parse("paciencia://freecell/617"))
    disk.fill(20)
    assert not flow.save(link, 1.0) and flow.failing
    back, _ = GameFlow(Settings()).load()  # a launch now: the untouched deal, as it was
    assert str(back.code).startswith("paciencia://pyramid/5") and back.moves == 0
    disk.free()
    assert flow.save(link, 2.0)
    game, elapsed = GameFlow(Settings()).load()
    assert str(game.code) == "paciencia://freecell/617" and elapsed == 2.0


def test_short_writes_still_put_the_links_deal_on_disk(monkeypatch):
    from faults import Disk

    saved("paciencia://pyramid/5")
    flow = GameFlow(Settings())
    assert flow.load(replacing=True) is None
    Disk(monkeypatch).mode = "short"  # seven bytes a write: the writer goes on until all are down
    assert flow.save(Game(parse("paciencia://freecell/617")), 3.0)
    game, _ = GameFlow(Settings()).load()
    assert str(game.code) == "paciencia://freecell/617"
