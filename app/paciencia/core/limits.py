"""The largest whole number the app stores (games played, moves, seconds, points, undos):
one limit for the writers and the readers of every stored file, so nothing the app writes is
ever refused when it is read back (issue 36 §7)."""

from __future__ import annotations

MAX_COUNT = 10**9
"""Every stored whole number is from 0 to this (seconds: 31 years)."""


def saturated(n: int) -> int:
    """``n`` within what is stored: a count at the limit stays there instead of overflowing it."""
    return max(0, min(n, MAX_COUNT))
