"""ARCHITECTURE: modules stay small enough to read in one sitting (issue 26). No module of
the package is over LIMIT lines; one that grows past it is split by what it holds (a
responsibility of its own, in a module named for it), not trimmed to fit."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "app" / "paciencia"
LIMIT = 400


def lines(path: Path) -> int:
    """Lines as ``wc -l`` counts them."""
    return path.read_bytes().count(b"\n")


def test_no_module_is_over_the_limit() -> None:
    over = {str(p.relative_to(PACKAGE.parent)): n for p in sorted(PACKAGE.rglob("*.py")) if (n := lines(p)) > LIMIT}
    assert over == {}


def test_the_count_is_wc_l(tmp_path: Path) -> None:
    probe = tmp_path / "m.py"
    probe.write_text("a = 1\n" * (LIMIT + 1), encoding="utf-8")
    assert lines(probe) == LIMIT + 1 > LIMIT
    assert any(lines(p) > 100 for p in PACKAGE.rglob("*.py"))  # the walk sees the package's modules
