"""Every deck the player can choose: built-in, on this system, imported.

Start-up must not wait for decks: the full check of the 46 decks that
``kdegames-card-data-kf5`` and ``gnome-cards-data`` install takes about 20 s
(parsing and loading up to 11 MB of SVG each). So :func:`discover` only does
the cheap part (read ``index.desktop``/``config.txt``, ``stat`` files) and
marks an entry ``checked=False``; :func:`check` runs the full validation
when a deck is about to be used or previewed, and remembers the verdict in
``deck-checks.json`` (:mod:`.verdict_cache`) keyed by the files' size and
modification time, so a deck is fully checked once per change, not once per
launch.

Keys are stable strings for the settings: ``builtin:classic``,
``kde:svg-oxygen``, ``aisleriot:anglo``, ``pysol:cardset-dondorf``,
``imported:my-deck``; a file name that is not UTF-8 is written with ``\\xNN``
escapes in its key and shown with U+FFFD in its name (:mod:`.names`).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.loading import Feature
from ..paths import resources_dir
from ..storage import files
from .corner_index import builtin_depth
from .entry import DeckEntry as DeckEntry  # the record of a deck, known by this name to the window
from .formats import SVG_SUFFIXES, humanize, open_deck
from .names import readable, storable
from .refusals import MSG_FILE_TOO_LARGE, MSG_UNREADABLE, DeckError, deck_reason
from .sources import CANONICAL_IDS, MAX_SVG_BYTES, DeckSource, PysolSource, SvgSource

if TYPE_CHECKING:
    from .validate import Verdict
    from .verdict_cache import VerdictCache

RESOURCES = resources_dir()
GROUPS = ("builtin", "system", "imported")
VALIDATE: Feature[Callable[[DeckSource, bool], Verdict]] = Feature("paciencia.decks.validate:validate")
"""The full check (every image parsed and drawn small): loaded for the first deck checked."""
VERDICTS: Feature[Callable[[], VerdictCache]] = Feature("paciencia.decks.verdict_cache:VerdictCache.load")
"""The full checks' verdicts kept on disk: loaded for the first list of every deck."""


# -- where decks live -----------------------------------------------------

def xdg_data_dirs() -> list[Path]:
    """$XDG_DATA_HOME then $XDG_DATA_DIRS, with the spec's defaults, in precedence order;
    in the Flatpak, then the host's own (:func:`host_data_dirs`)."""
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    dirs = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    return [Path(home)] + [Path(d) for d in dirs.split(":") if d] + host_data_dirs()


FLATPAK_INFO = Path("/.flatpak-info")
"""The file that every Flatpak sandbox has at its root (flatpak-metadata(5))."""
HOST_USR = Path("/run/host/usr")
"""Where a Flatpak sandbox shows the host's ``/usr``, when it may see it (``host-os``)."""


def host_data_dirs() -> list[Path]:
    """In the Flatpak, the host system's data folders, if the player let the app see them.

    The Flatpak reads nothing of the host (Flathub's rules; docs/packaging.md): it offers the
    built-in decks and the imported ones, which the file chooser portal reaches anywhere. A
    player who wants the decks that other games installed on the system offered as they are
    grants it once, ``flatpak override --user --filesystem=host-os:ro
    io.github.paciencia.Paciencia``, and the host's ``/usr`` appears at ``/run/host/usr``.
    Outside a Flatpak, ``/run/host`` (a toolbox's view of its host, say) is not read."""
    if not FLATPAK_INFO.is_file():
        return []
    return [d for d in (HOST_USR / "local" / "share", HOST_USR / "share") if d.is_dir()]


def imported_dir() -> Path:
    return files.data_dir() / "decks"


def _listdir(path: Path) -> list[Path]:
    try:
        return sorted(path.iterdir())
    except OSError:
        return []  # a folder that is absent or unreadable simply holds no decks


# -- discovery ------------------------------------------------------------

def builtin_entries() -> list[DeckEntry]:
    # Trusted: tests/decks/test_builtin_decks.py checks every element of these.
    return [DeckEntry(f"builtin:{p.stem}", humanize(p.stem), "builtin", "builtin", p, True, checked=True,
                      aspect=1.4, index_depth=builtin_depth(p.stem))
            for p in _listdir(RESOURCES / "decks") if p.suffix == ".svg"]


def builtin_backs() -> list[DeckEntry]:
    """The card backs, choosable apart from the face (each file holds one ``back``)."""
    return [DeckEntry(f"builtin:{p.stem}", humanize(p.stem), "builtin", "builtin", p, True, checked=True,
                      aspect=1.4)
            for p in _listdir(RESOURCES / "backs") if p.suffix == ".svg"]


def system_entries(data_dirs: list[Path] | None = None) -> list[DeckEntry]:
    out: dict[str, DeckEntry] = {}
    for base in data_dirs if data_dirs is not None else xdg_data_dirs():
        found: list[tuple[str, str, Path]] = []
        found += [("kde", f"kde:{storable(d.name)}", d) for d in _listdir(base / "carddecks")
                  if (d / "index.desktop").is_file()]
        for folder in (base / "aisleriot" / "cards", base / "gnome-games-common" / "cards"):
            found += [("aisleriot", f"aisleriot:{storable(f.name.split('.')[0])}", f) for f in _listdir(folder)
                      if f.suffix.lower() in SVG_SUFFIXES]
        found += [("pysol", f"pysol:{storable(d.name)}", d) for d in _listdir(base / "PySolFC")
                  if d.name.startswith("cardset-") and (d / "config.txt").is_file()]
        for kind, key, path in found:
            if key not in out:  # an earlier XDG dir overrides a later one, as the spec says
                out[key] = quick_entry(key, "system", kind, path)
    return list(out.values())


def imported_entries(folder: Path | None = None) -> list[DeckEntry]:
    out = []
    for d in _listdir(folder or imported_dir()):
        if not d.is_dir() or d.name.startswith("."):
            continue  # the importer's temporary folders start with a dot
        path, kind = imported_deck_path(d)
        out.append(quick_entry(f"imported:{storable(d.name)}", "imported", kind, path))
    return out


def imported_deck_path(folder: Path) -> tuple[Path, str | None]:
    """What inside an imported deck's folder is the deck (a folder, or its one SVG file)."""
    if (folder / "index.desktop").is_file() or (folder / "config.txt").is_file():
        return folder, None
    svgs = [p for p in _listdir(folder) if p.suffix.lower() in SVG_SUFFIXES]
    return (svgs[0], None) if len(svgs) == 1 else (folder, None)


def quick_entry(key: str, origin: str, kind: str | None, path: Path) -> DeckEntry:
    """Open the deck's description without parsing any SVG or decoding any image."""
    name = humanize(path.name.split(".")[0])
    try:
        source = open_deck(path, origin, kind)
        name = readable(source.name)
        if isinstance(source, SvgSource) and source.svg_file.stat().st_size > MAX_SVG_BYTES:
            raise DeckError(deck_reason(MSG_FILE_TOO_LARGE, path=str(source.svg_file),
                                        limit=MAX_SVG_BYTES // 2**20))
        if isinstance(source, PysolSource) and len(source.files) < len(CANONICAL_IDS):
            # The set's files are listed already, so naming the missing images is free.
            verdict = VALIDATE()(source, False)  # no drawing
            return DeckEntry(key, name, origin, source.kind, path, False, verdict.reason, checked=True)
        return DeckEntry(key, name, origin, source.kind, path, True)
    except DeckError as e:
        return DeckEntry(key, name, origin, kind or "unknown", path, False, e.reason, checked=True)
    except OSError as e:
        reason = deck_reason(MSG_UNREADABLE, path=str(path), error=e.strerror or str(e))
        return DeckEntry(key, name, origin, kind or "unknown", path, False, reason, checked=True)


def discover(data_dirs: list[Path] | None = None, full: bool = False) -> list[DeckEntry]:
    """Every deck, grouped built-in, system, imported; fast unless ``full``.

    Verdicts of earlier full checks are applied when the files are unchanged;
    with ``full`` every remaining deck is checked now (the CLI's listing).
    """
    entries = builtin_entries() + system_entries(data_dirs) + imported_entries()
    cache = VERDICTS()()
    out = []
    for entry in entries:
        if not entry.checked:
            entry = cache.apply(entry)
        if full and not entry.checked:
            entry = check(entry, cache)
        out.append(entry)
    return out


def find(key: str, entries: list[DeckEntry] | None = None) -> DeckEntry | None:
    for entry in entries if entries is not None else discover():
        if entry.key == key:
            return entry
    return None


# -- full check and its cache ---------------------------------------------

def check(entry: DeckEntry, cache: VerdictCache | None = None, source: DeckSource | None = None) -> DeckEntry:
    """The entry after the full validation (cached by file size and time).

    ``source``: the deck already opened for rendering, so that the validation's
    parse is the one the renderer then uses (a big SVG is parsed once, not twice).
    """
    if entry.checked:
        return entry
    cache = cache or VERDICTS()()
    cached = cache.apply(entry)
    if cached.checked:
        return cached
    try:
        source = source or entry.open()
        verdict = VALIDATE()(source, True)
    except DeckError as e:
        return entry.replace(usable=False, reason=e.reason, checked=True)
    result = entry.replace(usable=verdict.usable, reason=verdict.reason, checked=True, aspect=verdict.aspect,
                            index_depth=verdict.index_depth)
    cache.store(result)
    return result


