"""Python's cycle collector, held off while the app needs it quiet: during a window's launch,
and while a search runs (issue 26 §3, V-7). This module alone turns it off and on again.

A launch makes tens of thousands of objects that live as long as the process (modules,
classes, Qt's enums, the window) and next to no garbage: the collector ran about 75 times
before a linked deal's first frame, about 8 ms spent finding nothing to free
(``bench/startup.py``). So the launch holds it from its start (:func:`hold`, before Qt is
imported) until the table's first frame is on screen (:func:`release`). What exists then is
moved out of its sight (``gc.freeze``), so that the first collection after it does not walk
all of it during the deal's animation; once the table has been idle a few seconds
(:mod:`.ui.warm_up`), :func:`sweep` puts them back in its sight and frees the launch's few
garbage cycles: from then on it collects as in any Python program (nothing stays set aside
for good: the first game's own cycles must be freed when it is replaced).

A search holds it too, from its request until it returns (:func:`pause`, :func:`resume`,
from ``ui/aids/solver_worker.py``): a collection on a search's thread could free the UI's Qt
objects there, and it stalls every thread. Klondike's solvers hold it themselves as well (:func:`paused`)
(wherever they run: the command line, the proof workers, the benchmarks), since the collections
their own tables trigger cost them a quarter of their time (issue 35). The collector comes back on when the last
holder lets go, and only if it was on before the first took it.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()  # a search returns on its pool thread
_launch = [False]  # the launch holds it: hold() … release()
_searches = [0]  # searches running, each holding it
_was_on = [True]  # the collector's state when the first holder took it
_set_aside = [False]  # the launch is over: set what exists aside when it comes back on
_swept = [False]  # the table was idle and everything is back in sight: nothing is set aside any more


def _held() -> bool:
    return _launch[0] or _searches[0] > 0


def _take() -> None:
    if not _held():
        _was_on[0] = gc.isenabled()
        gc.disable()


def _give_back() -> None:
    if not _held() and _was_on[0]:
        if _set_aside[0]:
            _set_aside[0] = False
            gc.freeze()
        gc.enable()


def hold() -> None:
    """The launch begins: no collection until :func:`release` (if the collector is on)."""
    with _lock:
        if gc.isenabled() and not _launch[0]:
            _take()
            _launch[0] = True


def release(set_aside: bool = True) -> None:
    """The launch's first frame is on screen: collect again (once, after :func:`hold`), or
    when the last search running returns; what exists then is set aside unless
    ``set_aside`` is False (a launch that ended before any frame: nothing to spare)."""
    with _lock:
        if _launch[0]:
            _launch[0] = False
            _set_aside[0] = set_aside and not _swept[0]
            _give_back()


def pause() -> None:
    """A search begins: no collection until it returns (:func:`resume`)."""
    with _lock:
        _take()
        _searches[0] += 1


def resume() -> None:
    """A search returned."""
    with _lock:
        if _searches[0] > 0:
            _searches[0] -= 1
            _give_back()


@contextmanager
def paused() -> Iterator[None]:
    """:func:`pause` … :func:`resume` around a search run in the caller's own thread (a
    ``with`` block, or a decorator on the search), given back whatever the search raises."""
    pause()
    try:
        yield
    finally:
        resume()


def sweep() -> None:
    """Everything back in the collector's sight, and one full collection (at an idle moment:
    it takes a few tens of milliseconds). Nothing is set aside after it, even by a release
    that comes later (the table's aids made after an idle moment, a search that was running
    through the launch's release): from then on the collector works as in any program."""
    with _lock:
        _set_aside[0] = False
        _swept[0] = True
    gc.unfreeze()
    gc.collect()
