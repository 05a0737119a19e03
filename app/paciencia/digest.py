"""Short stable digests (cache file names, the single-instance socket name).

``hashlib`` loads OpenSSL's libcrypto on import: 3.6 MB resident for the
whole life of the app, for two digests of short strings. BLAKE2 is built into
CPython as ``_blake2`` and costs next to nothing; ``hashlib`` stays the
fallback for a Python built without it.
"""

from __future__ import annotations

try:
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - every CPython build we ship has it
    from hashlib import blake2b

__all__ = ["blake2b", "short_digest"]


def short_digest(text: str, size: int = 10) -> str:
    """Hex digest of ``text``, ``2 * size`` characters long."""
    return blake2b(text.encode("utf-8"), digest_size=size).hexdigest()
