"""Short stable digests (cache file names, the single-instance socket name, the daily deal).

``hashlib`` loads OpenSSL's libcrypto on import: 3.6 MB resident for the
whole life of the app and 5 ms of the first launch (the chooser's daily deals),
for digests of short strings. BLAKE2 and SHA-256 come with CPython as its own small
modules (``_blake2``; ``_sha2`` from 3.12, ``_sha256`` before) and cost next to nothing;
``hashlib`` stays the fallback for a Python built without them. They give the
same digests as ``hashlib``'s (``tests/test_digest.py``).
"""

from __future__ import annotations

try:
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - every CPython build we ship has it
    from hashlib import blake2b
try:
    from _sha2 import sha256  # type: ignore[import-not-found, unused-ignore]
except ImportError:
    try:
        from _sha256 import sha256  # type: ignore[import-not-found, no-redef, unused-ignore]
    except ImportError:  # pragma: no cover - a CPython built without its own SHA-256
        from hashlib import sha256  # type: ignore[assignment, unused-ignore]

__all__ = ["blake2b", "sha256", "short_digest"]


def short_digest(text: str, size: int = 10) -> str:
    """Hex digest of ``text``, ``2 * size`` characters long."""
    return blake2b(text.encode("utf-8"), digest_size=size).hexdigest()
