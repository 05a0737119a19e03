"""Python's cycle collector during a window's launch (issue 26 §3).

A launch makes tens of thousands of objects that live as long as the process (modules,
classes, Qt's enums, the window) and next to no garbage: the collector ran about 75 times
before a linked deal's first frame, about 8 ms spent finding nothing to free
(``bench/startup.py``). So it is held off from the launch's start (:func:`hold`, before Qt
is imported) until the table's first frame is on screen (:func:`release`). What exists then
is moved out of its sight (``gc.freeze``), so that the first collection after it does not
walk all of it during the deal's animation; once the table has been idle a few seconds
(:mod:`.ui.warm_up`), :func:`sweep` puts them back in its sight and frees the launch's few
garbage cycles: from then on it collects as in any Python program (nothing stays set aside
for good: the first game's own cycles must be freed when it is replaced)."""

from __future__ import annotations

import gc

_held = [False]


def hold() -> None:
    """Stop collecting until :func:`release` (if the collector was on)."""
    if gc.isenabled():
        gc.disable()
        _held[0] = True


def release() -> None:
    """Collect again, the objects made so far set aside (once, after :func:`hold`)."""
    if _held[0]:
        _held[0] = False
        gc.freeze()
        gc.enable()


def sweep() -> None:
    """Everything back in the collector's sight, and one full collection (at an idle moment:
    it takes a few tens of milliseconds)."""
    gc.unfreeze()
    gc.collect()
