"""Draw the game chooser's previews of the built-in decks to PNG (ui/chooser/previews.py ships them).

Run from the repository root after a built-in deck or a game's preview cards change::

    .venv/bin/python tools/make_previews.py            # writes app/paciencia/resources/previews
    .venv/bin/python tools/make_previews.py --check    # exit 1 if a file is missing or differs

Each file is ``<deck>/<game>@<ratio>x.png``: what ``paciencia.ui.chooser.previews.preview`` draws
for that built-in deck, game and device pixel ratio (1 and 2), rendered offscreen with QtSvg,
stored unfiltered (``tools/png_plain.py``: the chooser decodes them before its first frame).
``tests/ui/test_previews.py`` makes the same comparison as ``--check`` in the test run.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "app"))
sys.path.insert(0, str(ROOT / "tools"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from png_plain import unfiltered_png  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage  # noqa: E402

from paciencia.core import registry  # noqa: E402
from paciencia.decks.choice import renderer_for_keys  # noqa: E402
from paciencia.decks.discover import builtin_entries  # noqa: E402
from paciencia.decks.renderer import DEFAULT_BACK  # noqa: E402
from paciencia.ui.chooser.previews import SHIPPED_RATIOS, preview, shipped_file  # noqa: E402

TOLERANCE = 8
"""Largest difference of one colour channel that still counts as the same pixel (anti-aliasing
can move by a step or two between Qt versions; a changed deck moves far more)."""


def drawings() -> Iterator[tuple[Path, QImage]]:
    """Every shipped preview's file and the picture it must hold."""
    for entry in builtin_entries():
        renderer = renderer_for_keys(entry.key, DEFAULT_BACK)
        for game in registry.ids():
            for dpr in SHIPPED_RATIOS:
                path = shipped_file(entry.key, game, dpr)
                assert path is not None
                yield path, preview(renderer, game, dpr=dpr).toImage()


def differs(a: QImage, b: QImage) -> bool:
    """Whether two previews differ by more than :data:`TOLERANCE` anywhere (or in size)."""
    fmt = QImage.Format.Format_ARGB32
    a, b = a.convertToFormat(fmt), b.convertToFormat(fmt)
    if a.size() != b.size():
        return True
    pa, pb = bytes(a.constBits()), bytes(b.constBits())
    return any(abs(x - y) > TOLERANCE for x, y in zip(pa, pb, strict=True))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether the files are up to date")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication([])
    stale = []
    for path, image in drawings():
        if args.check:
            if not path.is_file() or differs(QImage(str(path)), image):
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(unfiltered_png(image))  # quick to decode at a launch (png_plain.py)
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    for path in stale:
        print(f"stale or missing: {path}")
    if args.check and not stale:
        print("previews up to date")
    del app
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
