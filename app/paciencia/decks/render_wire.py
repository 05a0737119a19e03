"""What the UI process and the render helper say to each other, and how it is framed.

Plain data only: neither end ever unpickles or evaluates what the other sends, and
every size is checked before anything is kept, so a helper gone wrong (a bug, a
hostile module, memory corruption) can waste its own time but cannot make the
window run code or swallow memory. A frame is::

    b"PW" | meta length (u32, big-endian) | data length (u32) | meta | data

``meta`` is a JSON array (UTF-8, at most :data:`MAX_META` bytes) whose first item
names the message; ``data`` is raw pixels (only in ``image``) and at most what the
reader allows (:attr:`Frames.max_data`: 0 towards the helper, the largest card the
window asked for towards the window). Anything else is a :class:`WireError`, and
the reader stops at once: no resynchronising on a stream that lied.

UI → helper::

    ["load", job, priority, entry | null, faces, home]      check + parse, like CardRenderer.load
    ["render", job, priority, [faces, back | null, aspect], width, dpr, [element, ...]]
    ["cancel", [job, ...]]

helper → UI::

    ["ready", pid]                                           once, when it can take work
    ["loaded", job, entry | null, aspect]
    ["image", job, element, width, height] + width × height × 4 bytes, ARGB32 premultiplied
    ["done", job]                                            every image of a render job sent
    ["error", job, "deck", reason] / ["error", job, "other", text]

``faces``/``back`` name a deck as ``[path, origin, kind]`` (what ``open_deck``
takes); ``entry`` is a DeckEntry as a JSON object; ``home`` is the UI's
``PACIENCIA_HOME`` so verdicts land in its cache. Lower priority numbers go first:
0 a card painted synchronously and the preferences' sample cards (a row on screen, a few
cards), 1 what the table waits for (it shows legible stand-ins meanwhile), 2 the prefetch.
"""

from __future__ import annotations

import json
import math
import struct
from collections.abc import Sequence
from pathlib import Path

from ..core.text import Reason
from .entry import DeckEntry
from .refusals import DeckError

HEADER = struct.Struct(">2sII")
MAGIC = b"PW"
MAX_META = 1 << 20
"""Largest JSON part of a frame (a request names at most 53 elements and one deck entry)."""
MAX_SIDE = 8192
"""Largest side of a card image in device pixels, either way (a 4K screen at ratio 2 is far less)."""
URGENT, NORMAL, BACKGROUND = 0, 1, 2

Desc = tuple[str, str, str]  # path, origin, kind: what open_deck takes
Spec = tuple[Desc, "Desc | None", float]  # faces, back, aspect
Message = list[object]
"""A message as it came off the wire: its name first, then plain JSON values, checked by
the functions below before anything is kept."""


class WireError(ValueError):
    """The other end sent something that is not a frame this protocol allows."""


def frame(message: Sequence[object], data: bytes = b"") -> bytes:
    meta = json.dumps(list(message), separators=(",", ":"), allow_nan=False).encode()
    return HEADER.pack(MAGIC, len(meta), len(data)) + meta + data


class Frames:
    """Bytes in as they arrive from a pipe, whole checked messages out; never holds more
    than one frame of at most ``MAX_META + max_data`` bytes."""

    def __init__(self, max_data: int = 0) -> None:
        self.buffer = bytearray()
        self.max_data = max_data

    def feed(self, data: bytes) -> list[tuple[Message, bytes]]:
        self.buffer += data
        out: list[tuple[Message, bytes]] = []
        while len(self.buffer) >= HEADER.size:
            magic, meta_len, data_len = HEADER.unpack_from(self.buffer)
            if magic != MAGIC:
                raise WireError("not a frame (bad magic)")
            if meta_len > MAX_META or data_len > self.max_data:
                raise WireError(f"frame too large: {meta_len} + {data_len} bytes")
            end = HEADER.size + meta_len + data_len
            if len(self.buffer) < end:
                break
            meta = bytes(self.buffer[HEADER.size:HEADER.size + meta_len])
            pixels = bytes(self.buffer[HEADER.size + meta_len:end])
            del self.buffer[:end]
            try:
                message: object = json.loads(meta.decode("utf-8"))
            except (UnicodeDecodeError, ValueError) as e:
                raise WireError(f"not JSON: {e}") from e
            if not isinstance(message, list) or not message or not isinstance(message[0], str):
                raise WireError("a message is a list that starts with its name")
            out.append((message, pixels))
        return out


# -- checked fields ------------------------------------------------------------------

def _int(value: object, low: int = 0, high: int = 2**53) -> int:
    if type(value) is not int or not low <= value <= high:
        raise WireError(f"bad number: {value!r}")
    return value


def _float(value: object, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) \
            or not low <= value <= high:
        raise WireError(f"bad number: {value!r}")
    return float(value)


def _str(value: object, limit: int = 4096) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise WireError(f"bad text: {value!r:.80}")
    return value


def _opt_str(value: object) -> str | None:
    return None if value is None else _str(value)


def desc(value: object) -> Desc:
    """A deck as ``(path, origin, kind)``."""
    if not isinstance(value, list) or len(value) != 3:
        raise WireError("a deck is [path, origin, kind]")
    return _str(value[0]), _str(value[1], 16), _str(value[2], 16)


def elements(value: object) -> list[str]:
    if not isinstance(value, list) or len(value) > 256:
        raise WireError("bad element list")
    return [_str(e, 64) for e in value]


def job_ids(value: object) -> list[int]:
    if not isinstance(value, list) or len(value) > 100_000:
        raise WireError("bad job list")
    return [_int(j) for j in value]


def render_args(message: Message) -> tuple[int, int, Spec, int, float, list[str]]:
    """job, priority, (faces, back, aspect), width, dpr, elements of a render request."""
    decks = message[3] if len(message) == 7 else None
    if not isinstance(decks, list) or len(decks) != 3:
        raise WireError("bad render request")
    faces, back, aspect = decks
    spec: Spec = (desc(faces), None if back is None else desc(back), _float(aspect, 0.1, 10.0))
    width, dpr = _int(message[4], 1, MAX_SIDE), _float(message[5], 0.25, 8.0)
    if width * dpr > MAX_SIDE or width * dpr * spec[2] > MAX_SIDE:
        raise WireError("card too large")
    return _int(message[1]), _int(message[2], 0, 9), spec, width, dpr, elements(message[6])


def load_args(message: Message) -> tuple[int, int, DeckEntry | None, Desc, str | None]:
    """job, priority, entry, faces, home of a load request."""
    if len(message) != 6:
        raise WireError("bad load request")
    return (_int(message[1]), _int(message[2], 0, 9), entry_from_wire(message[3]), desc(message[4]),
            _opt_str(message[5]))


# -- deck entries and reasons ----------------------------------------------------------

def reason_to_wire(reason: Reason | None) -> dict[str, object] | None:
    if reason is None:
        return None
    return {"msgid": reason.msgid, "context": reason.context, "args": reason.args, "count": reason.count}


def reason_from_wire(value: object) -> Reason | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise WireError("bad reason")
    args = value.get("args")
    if not isinstance(args, dict) or len(args) > 32:
        raise WireError("bad reason arguments")
    plain = {_str(k, 64): v for k, v in args.items() if type(v) in (str, int, float, bool)}
    if len(plain) != len(args) or any(isinstance(v, str) and len(v) > 4096 for v in plain.values()):
        raise WireError("bad reason arguments")
    reason = Reason(_str(value.get("msgid")), context=_str(value.get("context"), 64), **plain)
    count = value.get("count")
    if count is not None:  # a plural message's count (%n)
        if type(count) is not int or not 0 <= count <= 10**9:
            raise WireError("bad reason count")
        reason.count = count
    return reason


def entry_to_wire(entry: DeckEntry | None) -> dict[str, object] | None:
    if entry is None:
        return None
    return {"key": entry.key, "name": entry.name, "origin": entry.origin, "kind": entry.kind,
            "path": str(entry.path), "usable": entry.usable, "reason": reason_to_wire(entry.reason),
            "checked": entry.checked, "aspect": entry.aspect, "index": entry.index_depth}


def entry_from_wire(value: object) -> DeckEntry | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise WireError("bad deck entry")
    aspect, index = value.get("aspect"), value.get("index")
    if type(value.get("usable")) is not bool or type(value.get("checked")) is not bool:
        raise WireError("bad deck entry")
    return DeckEntry(_str(value.get("key"), 512), _str(value.get("name"), 512), _str(value.get("origin"), 16),
                     _str(value.get("kind"), 16), Path(_str(value.get("path"))), value["usable"],
                     reason_from_wire(value.get("reason")), value["checked"],
                     None if aspect is None else _float(aspect, 0.01, 100.0),
                     None if index is None else _float(index, 0.0, 1.0))


# -- errors ----------------------------------------------------------------------------

class HelperError(Exception):
    """An unexpected failure in the helper, with its text (a DeckError comes back as itself)."""


def error_payload(error: BaseException) -> Message:
    """An exception as plain data: a DeckError keeps its Reason, so the UI translates it as before."""
    if isinstance(error, DeckError):
        return ["deck", reason_to_wire(error.reason)]
    return ["other", (str(error) or error.__class__.__name__)[:4000]]


def error_from(kind: object, value: object) -> Exception:
    if kind == "deck":
        reason = reason_from_wire(value)
        if reason is None:
            raise WireError("a deck refused without its reason")
        return DeckError(reason)
    return HelperError(_str(value))
