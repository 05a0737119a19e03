"""Recognising a deck file or folder and opening it as a DeckSource.

Formats, as installed by the Debian packages (read on Debian 12):

* KDE (``kdegames-card-data-kf5``): ``/usr/share/carddecks/<dir>/index.desktop``
  with a ``[KDE Backdeck]`` group whose ``SVG=`` key names a ``.svgz`` beside
  it (``Name=``, ``Back=``, ``Preview=11.png`` too); ids ``1_club`` …
  ``king_spade``, ``back``, sometimes ``joker``.
* AisleRiot (``gnome-cards-data``): ``/usr/share/aisleriot/cards/<name>.svgz``,
  ids ``club_1`` … ``spade_king``, ``back``, ``joker_black``, ``joker_red``.
* PySol cardsets (PySolFC's "Cardset Customization" page): ``config.txt`` =
  ``PySol[FC] solitaire cardset;VERSION;EXT;TYPE;NCARDS;…`` then
  ``ident;name``, ``W H DEPTH``, ``XOFF YOFF SXOFF SYOFF``, the default back,
  the list of backs; images ``01c.gif`` … ``13s.gif`` (rank, suit letter).
  Versions before 3 carry no EXT and use ``.gif``. TYPE 1 is the French deck.

Everything here is cheap (small text files, ``stat``) so discovery can call
it for every deck at start-up; the heavy checks live in validate.py.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.loading import Feature
from ..core.slotted import Frozen
from .deck_files import check_file, read_text, usable_file
from .names import readable
from .refusals import (
    MSG_DESKTOP_MALFORMED,
    MSG_NO_BACKDECK,
    MSG_NO_SUCH,
    MSG_NO_SVG_KEY,
    MSG_PYSOL_CONFIG,
    MSG_PYSOL_TYPE,
    MSG_SVG_MISSING,
    MSG_UNKNOWN,
    MSG_UNREADABLE,
    DeckError,
    deck_reason,
)
from .sources import FACE_IDS, AisleriotSource, PysolSource, SvgSource, read_svg_bytes

if TYPE_CHECKING:
    from configparser import ConfigParser
    from configparser import Error as ConfigError

# KDE decks only: not loaded at a launch with a built-in deck.
CONFIG_PARSER: Feature[type[ConfigParser]] = Feature("configparser:ConfigParser")
CONFIG_ERROR: Feature[type[ConfigError]] = Feature("configparser:Error")

SVG_SUFFIXES = (".svg", ".svgz")
KDE_ID = re.compile(rb'id\s*=\s*["\'](?:1|king)_(?:club|diamond|heart|spade)["\']')
AISLERIOT_ID = re.compile(rb'id\s*=\s*["\'](?:club|diamond|heart|spade)_(?:1|king)["\']')


def unknown_format(path: Path) -> DeckError:
    return DeckError(deck_reason(MSG_UNKNOWN, path=str(path)))


def cannot_read(path: Path, error: OSError | UnicodeDecodeError) -> DeckError:
    text = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return DeckError(deck_reason(MSG_UNREADABLE, path=str(path), error=text))


def humanize(stem: str) -> str:
    """A file name's stem as a deck's name (``anglo_poker`` -> ``Anglo poker``), readable
    whatever bytes the name holds."""
    text = readable(stem).replace("_", " ").replace("-", " ").strip()
    return text[:1].upper() + text[1:] if text else stem


def detect_kind(path: Path) -> str:
    """"kde", "aisleriot" or "pysol" for a deck file or folder; DeckError otherwise."""
    if not path.exists():
        raise DeckError(deck_reason(MSG_NO_SUCH, path=str(path)))
    if path.is_dir():
        if (path / "index.desktop").is_file():
            return "kde"
        if (path / "config.txt").is_file():
            return "pysol"
        raise unknown_format(path)
    if path.suffix.lower() in SVG_SUFFIXES:
        # A bare SVG: its ids say whose it is. An SVG with neither naming is
        # still opened as AisleRiot so the validator can name what is missing.
        head = read_svg_bytes(path)
        if KDE_ID.search(head) and not AISLERIOT_ID.search(head):
            return "kde"
        return "aisleriot"
    if path.name == "index.desktop":
        return "kde"
    if path.name == "config.txt":
        return "pysol"
    raise unknown_format(path)


def open_deck(path: Path, origin: str = "imported", kind: str | None = None) -> SvgSource | PysolSource:
    """The DeckSource for a deck file or folder (cheap: nothing is rendered)."""
    kind = kind or detect_kind(path)
    if path.is_file() and path.name in ("index.desktop", "config.txt"):
        path = path.parent
    if kind == "kde":
        return open_kde(path, origin)
    if kind == "pysol":
        return open_pysol(path, origin)
    if kind == "aisleriot":
        return AisleriotSource(humanize(path.name.split(".")[0]), origin, path)
    if kind == "builtin":
        return SvgSource(humanize(path.stem), origin, path, "builtin")
    raise unknown_format(path)


# -- KDE ------------------------------------------------------------------

def read_desktop(folder: Path) -> dict[str, str]:
    """The ``[KDE Backdeck]`` group of a deck's index.desktop."""
    desktop = folder / "index.desktop"
    parser = CONFIG_PARSER()(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    try:
        parser.read_string(read_text(desktop, folder), source=str(desktop))
    except CONFIG_ERROR() as e:
        raise DeckError(deck_reason(MSG_DESKTOP_MALFORMED, path=str(desktop),
                                    error=str(e).splitlines()[0])) from e
    if not parser.has_section("KDE Backdeck"):
        raise DeckError(deck_reason(MSG_NO_BACKDECK, path=str(desktop)))
    return dict(parser.items("KDE Backdeck"))


def open_kde(path: Path, origin: str) -> SvgSource:
    if path.is_file():  # a bare SVG with KDE ids
        return SvgSource(humanize(path.name.split(".")[0]), origin, path, "kde")
    group = read_desktop(path)
    svg = group.get("SVG", "").strip()
    if not svg:
        raise DeckError(deck_reason(MSG_NO_SVG_KEY, path=str(path / "index.desktop")))
    svg_file = path / svg
    if "/" in svg or not svg_file.exists():
        raise DeckError(deck_reason(MSG_SVG_MISSING, file=svg, path=str(path / "index.desktop")))
    check_file(path, svg_file)  # never a link out of the folder, never a FIFO
    name = group.get("Name", "").strip() or humanize(path.name)
    return SvgSource(name, "system" if origin == "system" else origin, path, "kde", svg_file)


# -- PySol ----------------------------------------------------------------

class PysolConfig(Frozen):
    """The header of a PySol card set's ``config.txt``: the fields the app reads."""

    __slots__ = ("version", "ext", "type", "ncards", "name", "width", "height", "back")

    version: int
    ext: str
    type: int
    ncards: int
    name: str
    width: int
    height: int
    back: str

    def __init__(
        self, version: int, ext: str, type: int, ncards: int, name: str, width: int, height: int, back: str,
    ) -> None:
        self.version, self.ext, self.type, self.ncards, self.name = version, ext, type, ncards, name
        self.width, self.height, self.back = width, height, back


def parse_pysol_config(text: str, path: Path) -> PysolConfig:
    def bad(line: int) -> DeckError:
        return DeckError(deck_reason(MSG_PYSOL_CONFIG, path=str(path), line=line))

    lines = [ln.strip() for ln in text.splitlines()]
    if not lines:
        raise bad(1)
    head = [f.strip() for f in lines[0].split(";")]
    if head[0] not in ("PySol solitaire cardset", "PySolFC solitaire cardset") or len(head) < 2:
        raise bad(1)
    try:
        version = int(head[1])
        ext, type_, ncards = ".gif", 1, 52
        if version >= 3:
            ext = head[2] or ".gif"
            type_, ncards = int(head[3]), int(head[4])
    except (ValueError, IndexError) as e:
        raise bad(1) from e
    if not ext.startswith(".") or "/" in ext:
        raise bad(1)
    if len(lines) < 3:
        raise bad(len(lines) + 1)
    ident = lines[1].split(";")
    name = (ident[1] if len(ident) > 1 else ident[0]).strip()
    try:
        width, height = (int(v) for v in lines[2].split()[:2])
    except ValueError as e:
        raise bad(3) from e
    back = lines[4] if len(lines) > 4 and lines[4] else f"back01{ext}"
    return PysolConfig(version, ext, type_, ncards, name, width, height, back)


def open_pysol(path: Path, origin: str) -> PysolSource:
    config_file = path / "config.txt"
    config = parse_pysol_config(read_text(config_file, path), config_file)
    if config.type != 1 or config.ncards < 52:
        raise DeckError(deck_reason(MSG_PYSOL_TYPE, path=str(path), type=config.type, count=config.ncards))
    try:
        listed = {p.name.lower(): p for p in path.iterdir()}
    except OSError as e:
        raise cannot_read(path, e) from e
    # Only ordinary files inside the folder count; a card that links out of it refuses the set.
    present = {n: p for n, p in listed.items() if usable_file(path, p)}
    for element in FACE_IDS:
        linked = listed.get(PysolSource.file_stem(element) + config.ext.lower())
        if linked is not None and linked.name.lower() not in present:
            check_file(path, linked)
    files: dict[str, Path] = {}
    for element in FACE_IDS:
        found = present.get(PysolSource.file_stem(element) + config.ext.lower())
        if found is not None:
            files[element] = found
    # config.txt's default back first, else any back image of the set's format
    backs = [p for n, p in sorted(present.items()) if n.startswith("back") and n.endswith(config.ext.lower())]
    back = present.get(config.back.lower()) or (backs[0] if backs else None)
    if back is not None:
        files["back"] = back
    expected = {e: PysolSource.file_stem(e) + config.ext for e in FACE_IDS}
    expected["back"] = config.back
    return PysolSource(config.name or humanize(path.name), origin, path, files, expected,
                       (config.width, config.height))
