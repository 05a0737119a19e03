"""Why a deck is refused (T-2): every message the player may read about a deck, in the
``decks`` translation context, and the error that carries one. Every module that checks a
deck (its files, its SVG, its pictures, the cache of earlier checks) says it in these words."""

from __future__ import annotations

from ..core.text import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Reason
from .names import readable

# The arguments are filled in after translation.
# ruff: noqa: E501 - a msgid stays one literal so lupdate sees it whole
MSG_NO_SUCH = QT_TRANSLATE_NOOP("decks", "No such file or folder: {path}.")
MSG_UNKNOWN = QT_TRANSLATE_NOOP("decks", "{path}: unknown deck format. Expected a KDE card deck folder (with index.desktop), an AisleRiot SVG theme (.svg or .svgz) or a PySol cardset folder (with config.txt).")
MSG_UNREADABLE = QT_TRANSLATE_NOOP("decks", "Cannot read {path}: {error}.")
MSG_FILE_TOO_LARGE = QT_TRANSLATE_NOOP("decks", "{path} is too large: over {limit} MB (the limit).")
MSG_NOT_XML = QT_TRANSLATE_NOOP("decks", "{path} is not well-formed XML (line {line}: {error}).")
MSG_NOT_SVG = QT_TRANSLATE_NOOP("decks", "{path} is not an SVG image.")
MSG_INVALID_SVG = QT_TRANSLATE_NOOP("decks", "{path} could not be loaded as an SVG image.")
MSG_DESKTOP_MALFORMED = QT_TRANSLATE_NOOP("decks", "{path} is malformed: {error}")
MSG_NO_BACKDECK = QT_TRANSLATE_NOOP("decks", "{path} has no [KDE Backdeck] group.")
MSG_NO_SVG_KEY = QT_TRANSLATE_NOOP("decks", "{path} names no SVG file (SVG= key); KDE decks made of PNG images are not supported.")
MSG_SVG_MISSING = QT_TRANSLATE_NOOP("decks", "The SVG file {file} named by {path} is missing.")
MSG_PYSOL_CONFIG = QT_TRANSLATE_NOOP("decks", "{path}, line {line}: not a PySol cardset description.")
MSG_PYSOL_TYPE = QT_TRANSLATE_NOOP("decks", "{path} is not a French-suited deck of 52 cards (cardset type {type}, {count} cards).")
MSG_MISSING = QT_TRANSLATE_N_NOOP("decks", "Missing %n elements: {names}.", None, 0)
MSG_MISSING_IMAGES = QT_TRANSLATE_N_NOOP("decks", "Missing %n card images: {names}.", None, 0)
MSG_ZERO_SIZE = QT_TRANSLATE_NOOP("decks", "{what} has zero size.")
MSG_CANVAS_HUGE = QT_TRANSLATE_NOOP("decks", "{path} is enormous: {width} × {height} (the limit is {limit} a side).")
MSG_IMAGE_SMALL = QT_TRANSLATE_NOOP("decks", "{file} is too small: {width} × {height} pixels (at least {limit} a side).")
MSG_IMAGE_HUGE = QT_TRANSLATE_NOOP("decks", "{file} is enormous: {width} × {height} pixels (the limit is {limit} a side).")
MSG_IMAGE_BAD = QT_TRANSLATE_NOOP("decks", "{file} cannot be decoded as an image: {error}.")
MSG_ODD_SHAPE = QT_TRANSLATE_NOOP("decks", "The cards have odd proportions: height/width is {aspect} (accepted: {low} to {high}).")
MSG_SPILL = QT_TRANSLATE_NOOP("decks", "{names} draw far outside their card: the deck uses SVG features this app cannot draw.")
MSG_BLANK = QT_TRANSLATE_NOOP("decks", "{element} renders as an empty image.")
MSG_COPY_FAILED = QT_TRANSLATE_NOOP("decks", "Could not copy the deck into {path}: {error}.")
MSG_NOT_IMPORTED = QT_TRANSLATE_NOOP("decks", "{name} is not an imported deck.")
MSG_CHILD_FAILED = QT_TRANSLATE_NOOP("decks", "The deck check stopped unexpectedly ({error}).")
MSG_TOO_SLOW = QT_TRANSLATE_NOOP("decks", "Checking the deck took too long (over {seconds} s): it is damaged or far too complex.")
MSG_TOO_COMPLEX = QT_TRANSLATE_NOOP("decks", "{path} is too complex to draw: over {limit} elements (the largest known deck has about 9 000).")
MSG_EXTERNAL = QT_TRANSLATE_NOOP("decks", "{path} uses pictures from other files ({what}); a deck must hold all its pictures itself.")
MSG_ENTITIES = QT_TRANSLATE_NOOP("decks", "{path} declares XML entities, which card decks may not use.")
MSG_NOT_A_FILE = QT_TRANSLATE_NOOP("decks", "{path} is not an ordinary file.")
MSG_LINK_OUT = QT_TRANSLATE_NOOP("decks", "{path} is a link to a file outside the deck's folder.")


class DeckError(Exception):
    """A deck that cannot be used; ``reason`` is what the player reads."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(str(reason))
        self.reason = reason


def deck_reason(msgid: str, **args: object) -> Reason:
    """A message in the ``decks`` translation context. Its text arguments (paths, names)
    are made readable: a file name that is not UTF-8 must not make the message unprintable,
    nor the verdict cache unwritable (:mod:`.names`)."""
    shown = {k: readable(v) if isinstance(v, str) else v for k, v in args.items()}
    if "%n" in msgid:  # a count, worded in each language's plural forms
        count = shown.pop("count")
        return Reason.plural(msgid, int(count) if isinstance(count, int | float) else 0, "decks", **shown)
    return Reason(msgid, context="decks", **shown)
