"""A failed self-test check: what the self-test prints and exits 1 with (X-2)."""

from __future__ import annotations


class SelfTestError(Exception):
    """A check that did not hold; the message names it."""


def check(ok: bool, what: str) -> None:
    """Fail the self-test with ``what`` unless ``ok``."""
    if not ok:
        raise SelfTestError(what)
