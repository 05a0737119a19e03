"""The built-in digests the app uses instead of ``hashlib`` give hashlib's answers
(the daily deal's mapping, B-4, and the cache names must not change with the module)."""

from __future__ import annotations

import hashlib

from hypothesis import given
from hypothesis import strategies as st

from paciencia.digest import blake2b, sha256


@given(st.binary(max_size=300))
def test_sha256_is_hashlibs(data: bytes) -> None:
    assert sha256(data).digest() == hashlib.sha256(data).digest()


@given(st.binary(max_size=300), st.integers(min_value=1, max_value=64))
def test_blake2b_is_hashlibs(data: bytes, size: int) -> None:
    assert blake2b(data, digest_size=size).digest() == hashlib.blake2b(data, digest_size=size).digest()


def test_the_launch_does_not_load_openssl_for_a_daily_code() -> None:
    import subprocess
    import sys

    code = ("import sys; from datetime import date; from paciencia.core.daily import daily_code; "
            "daily_code('klondike', {}, date(2026, 5, 1)); print('_hashlib' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
