"""Render the app icon (app/paciencia/resources/icons/io.github.paciencia.Paciencia.svg) for every platform.

    .venv/bin/python packaging/make_icons.py          # writes the files below
    .venv/bin/python packaging/make_icons.py --check  # exit 1 if any is missing or stale

The SVG is package data (the window loads it, ``paciencia/paths.py``). Writes, into
``packaging/icons/`` (the desktop's icon theme and the bundles take them from there):

* ``hicolor/<n>x<n>/apps/io.github.paciencia.Paciencia.png`` for n in 16 22 24 32 48 64 128 256 512
  (the freedesktop icon theme sizes; the SVG itself goes to ``hicolor/scalable/apps``);
* ``paciencia.ico`` (Windows: PNG images 16–256 in one ICO file);
* ``paciencia.icns`` (macOS: PNG images 16–1024, 1× and 2× slots, as ``iconutil`` lays them).

Rendering uses QtSvg offscreen, so it needs only PySide6; the ICO and ICNS
containers are written here directly (both are a small header and a table of
PNG images), so Pillow is not needed. The output is deterministic for a given
Qt version; commit the results.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
ICONS = HERE / "icons"
APP_ID = "io.github.paciencia.Paciencia"
SVG = HERE.parent / "app" / "paciencia" / "resources" / "icons" / f"{APP_ID}.svg"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS types that hold PNG data: (type, pixel size).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 @2x
    (b"ic11", 32),  # 16 @2x
    (b"ic12", 64),  # 32 @2x
    (b"ic13", 256),  # 128 @2x
    (b"ic14", 512),  # 256 @2x
)


def render_png(size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {SVG} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buf, "PNG"):
        raise SystemExit(f"make_icons: could not encode the {size} px PNG")
    buf.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR + ICONDIRENTRY table + PNG images (Windows Vista and later read PNG entries)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    table, blobs = b"", b""
    for n in sizes:
        data = pngs[n]
        dim = 0 if n >= 256 else n  # 0 means 256
        table += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + table + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b""
    for kind, n in ICNS_TYPES:
        data = pngs[n]
        body += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def outputs() -> dict[Path, bytes]:
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    needed = set(HICOLOR_SIZES) | set(ICO_SIZES) | {n for _, n in ICNS_TYPES}
    pngs = {n: render_png(n) for n in sorted(needed)}
    out: dict[Path, bytes] = {}
    for n in HICOLOR_SIZES:
        out[ICONS / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png"] = pngs[n]
    out[ICONS / "paciencia.ico"] = ico_bytes({n: pngs[n] for n in ICO_SIZES})
    out[ICONS / "paciencia.icns"] = icns_bytes(pngs)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether the files are up to date")
    args = parser.parse_args(argv)
    stale = []
    for path, data in outputs().items():
        if path.exists() and path.read_bytes() == data:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            print(f"wrote {path.relative_to(HERE.parent)} ({len(data)} bytes)")
    if args.check and stale:
        for path in stale:
            print(f"stale or missing: {path.relative_to(HERE.parent)}")
        return 1
    if not stale:
        print("icons up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
