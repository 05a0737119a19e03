"""Every deck that kdegames-card-data-kf5 and gnome-cards-data install loads and draws.

CI installs both Debian packages; elsewhere the test skips. Each deck goes
through the full validation, then all 53 elements are rendered small and
must be visible and fill their card (a fragment or a smear would not).
"""

import glob
import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSize  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.decks import sources  # noqa: E402
from paciencia.decks import validate as validate_module  # noqa: E402
from paciencia.decks.discover import discover, system_entries  # noqa: E402
from paciencia.decks.refusals import MSG_SPILL  # noqa: E402
from paciencia.decks.sources import CANONICAL_IDS, quiet_svg_warnings  # noqa: E402
from paciencia.decks.validate import validate  # noqa: E402

KDE = sorted(glob.glob("/usr/share/carddecks/*/index.desktop"))
AISLERIOT = sorted(glob.glob("/usr/share/aisleriot/cards/*.svg*"))
SYSTEM = [Path(p).parent for p in KDE] + [Path(p) for p in AISLERIOT]

# QtSvg draws <use> of a <symbol> that has its own viewBox unscaled, so the
# suit signs of these two AisleRiot themes come out many cards wide. They are
# refused with a message saying so rather than shown as black smears.
QT_CANNOT_DRAW = {"anglo_poker.svgz", "simplistic.svgz"}
WIDTH = 24  # px: small keeps the whole file within seconds per deck

needs_packages = pytest.mark.skipif(not KDE or not AISLERIOT,
                                    reason="kdegames-card-data-kf5 / gnome-cards-data not installed")


@pytest.fixture(scope="module", autouse=True)
def app():
    quiet_svg_warnings()
    return QApplication.instance() or QApplication([])  # not QGuiApplication: it outlives the module, aborting UI tests


def opaque_box(image: QImage) -> tuple[int, int]:
    """Width and height of the smallest box holding every non-transparent pixel."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    w, h = image.width(), image.height()
    alpha = bytes(image.constBits())[3::4]
    cols = [x for x in range(w) if any(alpha[y * w + x] for y in range(h))]
    rows = [y for y in range(h) if any(alpha[y * w:(y + 1) * w])]
    return (cols[-1] - cols[0] + 1 if cols else 0), (rows[-1] - rows[0] + 1 if rows else 0)


@needs_packages
@pytest.mark.parametrize("path", SYSTEM, ids=[p.name for p in SYSTEM])
def test_system_deck_loads_and_renders(path: Path):
    kind = "kde" if path.is_dir() else "aisleriot"
    entry = next(e for e in system_entries([Path("/usr/share")]) if e.path == path)
    assert entry.kind == kind and entry.origin == "system"
    source = entry.open()
    verdict = validate(source, render=False)
    if path.name in QT_CANNOT_DRAW:
        assert not verdict.usable and verdict.reason.msgid == MSG_SPILL
        return
    assert verdict.usable, verdict.text()
    assert sorted(source.element_ids()) == sorted(CANONICAL_IDS)
    aspect = source.aspect()
    assert 0.5 <= aspect <= 2.5
    size = QSize(WIDTH, round(WIDTH * aspect))
    for element in CANONICAL_IDS:
        image = source.render(element, size)
        assert image.size() == size
        w, h = opaque_box(image)
        # The drawing fills its card: an element drawn as a fragment of the
        # card (a wrong cell) or empty would leave most of the box clear.
        assert w >= 0.8 * size.width() and h >= 0.8 * size.height(), (element, w, h, size)


@needs_packages
def test_discovery_is_instant_and_finds_every_system_deck(monkeypatch):
    """Instant: discovery reads each deck's description only. No SVG is parsed and no deck
    gets the full check (a validation that renders), which is what takes time."""
    drawn, rendering_checks = [], []

    def no_renderer(*args):
        drawn.append(args)
        raise AssertionError("discovery parsed an SVG")

    def validation(source, *args, **kwargs):
        if kwargs.get("render", True):
            rendering_checks.append(source)
        return checked(source, *args, **kwargs)

    checked = validate_module.validate
    with monkeypatch.context() as patched:
        patched.setattr(sources.SvgSource, "renderer", no_renderer)
        patched.setattr(validate_module, "validate", validation)
        entries = discover()
    assert drawn == [] and rendering_checks == []
    found = {e.path for e in entries if e.origin == "system"}
    assert set(SYSTEM) <= found
    assert {e.key for e in entries if e.origin == "builtin"} >= {"builtin:classic", "builtin:large_index",
                                                                   "builtin:four_colour"}
