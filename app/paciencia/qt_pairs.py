"""PySide6 releases known to break on a CPython (issue 33 §1): a launch on such a pair says so
in one line, with the command that fixes it, instead of aborting minutes later.

PySide6 6.12.0 leaks a reference to None at every void Qt call on CPython 3.11 and aborts the
interpreter ("Fatal Python error: none_dealloc") after a few thousand calls; 6.11 is sound,
and so is 6.12 on 3.12 and 3.13. pyproject.toml keeps pip from choosing it there; a venv that
got it anyway (``pipx inject`` of an unpinned PySide6-Addons pulls it in) is caught here.
Until a fixed release is known, every PySide6 from 6.12 on counts as broken on 3.11.
Only the PySide6 package is imported, for its version (the command line loads this module
after the window's Qt: :mod:`.cli`).
"""

from __future__ import annotations

import sys

import PySide6

BROKEN = (((6, 12), None), (3, 12))
"""PySide6 versions from the first up to (not including) the second (None: no fixed release
known), on CPython below the given version."""


def _version(text: str) -> tuple[int, ...]:
    parts = []
    for word in text.split(".")[:3]:
        digits = "".join(c for c in word if c.isdigit())
        parts.append(int(digits) if digits else 0)
    return tuple(parts)


def broken_pair(pyside: str, python: tuple[int, int]) -> str | None:
    """One line naming a known-broken PySide6/CPython pair and the command that fixes it."""
    (low, high), below = BROKEN
    v = _version(pyside)
    if python >= below or v[:2] < low or (high is not None and v[:2] >= high):
        return None
    return (f"PySide6 {pyside} is known to crash on Python {python[0]}.{python[1]}; install PySide6 6.11 "
            "into this installation: pipx runpip paciencia install 'PySide6-Essentials<6.12' "
            "'PySide6-Addons<6.12' (pip: python -m pip install 'PySide6-Essentials<6.12' "
            "'PySide6-Addons<6.12'), or use Python 3.12 or newer.")


def check_installed() -> str | None:
    """:func:`broken_pair` for the PySide6 and the Python this process runs."""
    return broken_pair(str(getattr(PySide6, "__version__", "0")), sys.version_info[:2])
