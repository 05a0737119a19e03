"""Issue 37 §10 (U-4): how far down its cards a deck's corner index reaches, measured once.

A face-up step of a fanned column must keep the whole index (rank and suit symbol) in
view, and decks draw it from a seventh of the card (KDE's Oxygen) to nearly a third
(KDE's Standard, Penguins). The built-in decks declare theirs; every other deck is
measured on its own cards when it is checked, and the depth is kept with its verdict.
"""

import glob
import json
import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.decks import corner_index, importer  # noqa: E402
from paciencia.decks import discover as disc  # noqa: E402
from paciencia.decks.render_wire import entry_from_wire, entry_to_wire  # noqa: E402
from paciencia.decks.sources import quiet_svg_warnings  # noqa: E402
from paciencia.decks.verdict_cache import VerdictCache  # noqa: E402
from paciencia.paths import resources_dir  # noqa: E402
from paciencia.storage import files  # noqa: E402

KDE = Path("/usr/share/carddecks")
needs_kde = pytest.mark.skipif(not glob.glob(str(KDE / "*/index.desktop")),
                               reason="kdegames-card-data-kf5 not installed")


@pytest.fixture(scope="module", autouse=True)
def app():
    quiet_svg_warnings()
    return QApplication.instance() or QApplication([])


@pytest.mark.parametrize("stem", sorted(corner_index.BUILTIN))
def test_a_builtin_deck_declares_the_depth_its_cards_show(stem):
    """The declared depth is what the measure finds on the deck's cards (within a percent
    of the card), and never shallower: the index's suit symbol stays in view."""
    entry = disc.find(f"builtin:{stem}", disc.builtin_entries())
    assert entry is not None and entry.index_depth == corner_index.BUILTIN[stem]
    measured = corner_index.measure(entry.open())
    assert measured is not None
    assert abs(measured - entry.index_depth) <= 0.01, f"{stem}: declared {entry.index_depth}, measured {measured:.3f}"


@needs_kde
@pytest.mark.parametrize(
    ("folder", "low", "high"),
    [("svg-oxygen", 0.12, 0.19), ("svg-standard", 0.27, 0.33), ("svg-penguins", 0.26, 0.32)],
)
def test_a_system_deck_is_measured_on_its_own_cards(folder, low, high):
    """KDE's decks: Oxygen's small rank alone in the corner, Standard's and Penguins' tall
    rank over a suit symbol reaching nearly a third of the way down (looked at: the depth
    ends under the suit symbol of every suit, a few pixels below it)."""
    entry = next(e for e in disc.system_entries([Path("/usr/share")]) if e.path == KDE / folder)
    checked = disc.check(entry)
    assert checked.usable and checked.index_depth is not None
    assert low <= checked.index_depth <= high, f"{folder}: {checked.index_depth:.3f}"


def _stored() -> dict:
    return json.loads((files.data_dir() / "deck-checks.json").read_text())["data"]


def test_the_depth_is_kept_with_the_verdict_and_measured_again_when_missing():
    """Measured once: the check stores it in deck-checks.json and the next discovery reads it
    back; a verdict stored before depths were measured is not used, so the deck is checked
    (and measured) again."""
    entry = importer.import_deck(resources_dir() / "decks" / "classic.svg")
    assert entry.index_depth == pytest.approx(corner_index.BUILTIN["classic"], abs=0.01)
    stored = _stored()[entry.key]
    assert stored["index"] == entry.index_depth
    again = VerdictCache.load().apply(entry.replace(checked=False, index_depth=None))
    assert again.checked and again.index_depth == entry.index_depth

    old = VerdictCache.load()
    del old.data[entry.key]["index"]
    assert not old.apply(entry.replace(checked=False, index_depth=None)).checked
    rechecked = disc.check(entry.replace(checked=False, index_depth=None), old)
    assert rechecked.index_depth == entry.index_depth and _stored()[entry.key]["index"] == entry.index_depth


def test_the_depth_crosses_to_the_render_helper_and_back():
    entry = disc.builtin_entries()[0].replace(index_depth=0.23)
    assert entry_from_wire(json.loads(json.dumps(entry_to_wire(entry)))).index_depth == 0.23
    assert entry_from_wire(json.loads(json.dumps(entry_to_wire(entry.replace(index_depth=None))))).index_depth is None


def test_a_deck_not_measured_keeps_every_face_up_step_it_was_laid_out_for():
    """Until a deck is measured (or when nothing tells), its index is taken as deep as the
    games' face-up fans (a quarter of a card): no face-up step is squeezed for it."""
    assert corner_index.held(None) == corner_index.UNKNOWN == 0.25
    assert corner_index.held(0.9) == corner_index.MOST and corner_index.held(0.01) == corner_index.LEAST
