"""What an SVG deck must not contain before QtSvg may see it.

QtSvg draws ``<image>`` from any file a plain or relative path names (relative to
the current folder, as a deck is loaded from memory), blocks for ever on a FIFO,
decodes a ``data:`` picture by its content (an SVG inside one loads files in turn),
and parses any number of elements (3.75 million tiny rectangles took 12 s and
3.4 GB). So every SVG deck is first read by expat, which stops at the first of:

* a reference to anything but the document itself (``href`` other than ``#id``),
  or a ``data:`` picture that is not PNG, JPEG, GIF, BMP or WebP by its first bytes;
* an XML entity declaration (QtSvg expands them: "billion laughs"), or a CSS
  ``@import`` in a ``<style>``;
* more than :data:`MAX_ELEMENTS` elements (the largest deck known has 8 545).

Each refusal is a :class:`~paciencia.decks.refusals.DeckError` the player can read.
The scan also gives the validator the root element and every id (one parse).
"""

from __future__ import annotations

import base64
import binascii
import re
import xml.parsers.expat
from dataclasses import dataclass, field
from pathlib import Path

from .refusals import MSG_ENTITIES, MSG_EXTERNAL, MSG_NOT_XML, MSG_TOO_COMPLEX, DeckError, deck_reason

MAX_ELEMENTS = 60_000
"""Elements in one SVG deck: seven times the largest known (Ancient Egyptians, 8 545)."""
PICTURES = (b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff", b"GIF87a", b"GIF89a", b"BM")
DATA_URL = re.compile(r"data:([^,;]*)((?:;[^,;]*)*),", re.IGNORECASE)


@dataclass
class Scan:
    """What the safety scan of an SVG file saw: its root, attributes, ids and size."""

    root: str = ""
    attrs: dict[str, str] = field(default_factory=dict)
    ids: set[str] = field(default_factory=set)
    elements: int = 0


class _Refused(Exception):
    def __init__(self, error: DeckError) -> None:
        super().__init__(str(error))
        self.error = error


def scan(data: bytes, path: Path) -> Scan:
    """Read the document once; DeckError for malformed XML or anything above."""
    found = Scan()
    in_style = [0]

    def refuse(msgid: str, **args: object) -> None:
        raise _Refused(DeckError(deck_reason(msgid, path=str(path), **args)))

    def start(name: str, attrs: dict[str, str]) -> None:
        found.elements += 1
        if found.elements > MAX_ELEMENTS:
            refuse(MSG_TOO_COMPLEX, limit=f"{MAX_ELEMENTS:,}".replace(",", " "))
        if not found.root:
            found.root, found.attrs = name, attrs
        ident = attrs.get("id")
        if ident:
            found.ids.add(ident)
        local = name.rpartition(":")[2]
        if local == "style":
            in_style[0] += 1
        if local == "a":
            return  # a hyperlink is never followed while drawing
        for key, value in attrs.items():
            if key.rpartition(":")[2] == "href" and not _local(value):
                refuse(MSG_EXTERNAL, what=_shown(value))

    def end(name: str) -> None:
        if name.rpartition(":")[2] == "style":
            in_style[0] -= 1

    def text(data: str) -> None:
        if in_style[0] and "@import" in data:
            refuse(MSG_EXTERNAL, what="@import")

    def entity(*_args: object) -> None:
        refuse(MSG_ENTITIES)

    parser = xml.parsers.expat.ParserCreate()
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = text
    parser.EntityDeclHandler = entity
    parser.UnparsedEntityDeclHandler = entity
    parser.ExternalEntityRefHandler = lambda *_: refuse(MSG_ENTITIES)  # type: ignore[assignment]
    try:
        parser.Parse(data, True)
    except _Refused as e:
        raise e.error from None
    except xml.parsers.expat.ExpatError as e:
        raise DeckError(deck_reason(MSG_NOT_XML, path=str(path), line=e.lineno,
                                    error=xml.parsers.expat.ErrorString(e.code))) from e
    return found


def _local(href: str) -> bool:
    """A reference inside the document, or an embedded raster picture."""
    href = href.strip()
    if href.startswith("#") or not href:
        return True
    match = DATA_URL.match(href)
    if match is None:
        return False
    payload = re.sub(r"\s", "", href[match.end():match.end() + 256])[:64]
    if ";base64" in match.group(2).lower():
        try:
            head = base64.b64decode(payload[: len(payload) // 4 * 4], validate=False)
        except (binascii.Error, ValueError):
            return False
    else:
        head = payload.encode("latin-1", errors="replace")
    return head.startswith(PICTURES) or (head[:4] == b"RIFF" and head[8:12] == b"WEBP")


def _shown(href: str) -> str:
    """The reference as the message shows it: short, and a data URL by its type only."""
    href = href.strip()
    if href[:5].lower() == "data:":
        return href.split(",", 1)[0][:60]
    return href if len(href) <= 80 else href[:77] + "…"
