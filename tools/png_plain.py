"""PNG files that are quick to read: 8-bit RGBA, every row stored with filter type 0 (None).

The pictures a launch reads before its first frame (the game chooser's previews, the toolbar
icons) are written this way by ``tools/make_previews.py`` and ``tools/make_toolbar_icons.py``.
Qt's own PNG writer lets libpng pick a filter per row, mostly Paeth, which the reader must undo
byte by byte: twelve 220 x 159 previews cost 69 M instructions to decode written by Qt, 29 M
written here (docs/performance.md), and these files come out smaller too, since the previews'
large transparent areas deflate as well unfiltered. ``tests/ui/test_previews.py`` checks that
every shipped file is stored so.
"""

from __future__ import annotations

import struct
import zlib

from PySide6.QtGui import QImage

SIGNATURE = b"\x89PNG\r\n\x1a\n"
RGBA = 6
"""PNG colour type: red, green, blue and alpha."""


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def unfiltered_png(image: QImage) -> bytes:
    """``image`` as PNG bytes: 8-bit RGBA (not premultiplied), no row filters, deflated at level 9."""
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    width, height, stride = rgba.width(), rgba.height(), rgba.bytesPerLine()
    bits = bytes(rgba.constBits())
    row = width * 4
    raw = b"".join(b"\0" + bits[y * stride:y * stride + row] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, RGBA, 0, 0, 0)
    return SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(raw, 9)) + _chunk(b"IEND", b"")


def row_filters(data: bytes) -> set[int]:
    """The filter types the rows of PNG ``data`` use (8-bit RGBA files only; others raise)."""
    if not data.startswith(SIGNATURE):
        raise ValueError("not a PNG file")
    at, idat, width, height = len(SIGNATURE), b"", 0, 0
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if (depth, colour) != (8, RGBA):
                raise ValueError(f"not 8-bit RGBA (depth {depth}, colour type {colour})")
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    raw = zlib.decompress(idat)
    row = 1 + width * 4
    return {raw[y * row] for y in range(height)}
