"""File names that are not UTF-8, as decks found on a system can have them (an AisleRiot
theme named ``caf\\xe9.svg`` by a Latin-1 system).

Python keeps such a name's bytes as lone surrogates (``"caf\\udce9"``, PEP 383), so the
file can still be opened; but that text cannot be written to a UTF-8 file (the settings,
the verdict cache) nor printed to a UTF-8 terminal. So a deck's name is shown
:func:`readable` and its key and the paths in the verdict cache are kept
:func:`storable`; the :class:`~pathlib.Path` used to open the files is left as it is.
"""

from __future__ import annotations


def _bytes(text: str) -> bytes:
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a lone surrogate no file name decodes to
        return text.encode("utf-8", "surrogatepass")


def readable(text: str) -> str:
    """``text`` with each byte that is not UTF-8 shown as U+FFFD (as GLib and the file
    managers show such names): for a name or a path a person reads."""
    if text.isascii():
        return text
    return _bytes(text).decode("utf-8", "replace")


def storable(text: str) -> str:
    """``text`` with each byte that is not UTF-8 written ``\\xNN``: text that can be
    stored, and still tells two such names apart (a key, a path compared later)."""
    if text.isascii():
        return text
    return _bytes(text).decode("utf-8", "backslashreplace")
