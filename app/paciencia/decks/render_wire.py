"""What the UI process and the render helper say to each other, and how it is framed.

A frame is a 4-byte big-endian length, then that many bytes of pickle. Pickle
because both ends are this same app (one executable, one pipe between them)
and it carries a ``DeckEntry``, a ``Reason`` and raw pixel bytes as they are.

UI → helper::

    ("load", job, priority, entry | None, faces, home)     check + parse, like CardRenderer.load
    ("render", job, priority, (faces, back, aspect), width, dpr, elements)
    ("cancel", [job, ...])

helper → UI::

    ("ready", pid)                                          once, when it can take work
    ("loaded", job, entry | None, aspect)
    ("image", job, element, width, height, bytes_per_line, pixels)   ARGB32 premultiplied
    ("done", job)                                           every image of a render job sent
    ("error", job, (kind, value))                           see error_payload

``faces``/``back`` name a deck as ``(path, origin, kind)`` (what ``open_deck``
takes); ``home`` is the UI's ``PACIENCIA_HOME`` so verdicts land in its cache.
Lower priority numbers go first: 0 a card painted synchronously, 1 what the
table waits for, 2 the background prefetch.
"""

from __future__ import annotations

import pickle
import struct
from typing import Any

HEADER = struct.Struct(">I")
URGENT, NORMAL, BACKGROUND = 0, 1, 2


def frame(message: tuple[Any, ...]) -> bytes:
    body = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    return HEADER.pack(len(body)) + body


class Frames:
    """Bytes in as they arrive from a pipe, whole messages out."""

    def __init__(self) -> None:
        self.buffer = bytearray()

    def feed(self, data: bytes) -> list[tuple[Any, ...]]:
        self.buffer += data
        out = []
        while len(self.buffer) >= HEADER.size:
            (length,) = HEADER.unpack_from(self.buffer)
            end = HEADER.size + length
            if len(self.buffer) < end:
                break
            out.append(pickle.loads(self.buffer[HEADER.size:end]))
            del self.buffer[:end]
        return out


class HelperError(Exception):
    """An unexpected failure in the helper, with its text (a DeckError comes back as itself)."""


def error_payload(error: BaseException) -> tuple[str, Any]:
    """An exception as plain data: a DeckError keeps its Reason, so the UI translates it as before."""
    from .sources import DeckError

    if isinstance(error, DeckError):
        return "deck", error.reason
    return "other", str(error) or error.__class__.__name__


def error_from(payload: tuple[str, Any]) -> Exception:
    from .sources import DeckError

    kind, value = payload
    return DeckError(value) if kind == "deck" else HelperError(str(value))
