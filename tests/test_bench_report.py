"""issue 26 §4: docs/performance.md is written by the benchmarks (bench/report.py)."""

import importlib.util
import sys
from pathlib import Path

spec = importlib.util.spec_from_file_location("report", Path(__file__).resolve().parents[1] / "bench" / "report.py")
assert spec is not None and spec.loader is not None
report = importlib.util.module_from_spec(spec)
spec.loader.exec_module(report)


def test_a_run_replaces_its_own_section_and_leaves_the_rest(tmp_path: Path, monkeypatch, capsys) -> None:
    page = tmp_path / "performance.md"
    page.write_text("# Performance\n\nHand-written text.\n")
    monkeypatch.setattr(report, "PAGE", page)
    monkeypatch.setattr(sys, "argv", ["bench/x.py", "--deals", "3"])
    report.recorded("x", lambda: print("figure 1"))
    report.recorded("y", lambda: print("other"))
    monkeypatch.setattr(sys, "argv", ["bench/x.py"])
    report.recorded("x", lambda: print("figure 2"))
    text = page.read_text()
    assert "Hand-written text." in text and text.count("<!-- bench:x -->") == 1
    assert "figure 2" in text and "figure 1" not in text and "other" in text
    assert "figure 2" in capsys.readouterr().out  # still printed


def test_a_failed_or_unrecorded_run_changes_nothing(tmp_path: Path, monkeypatch) -> None:
    page = tmp_path / "performance.md"
    page.write_text("# Performance\n")
    monkeypatch.setattr(report, "PAGE", page)
    monkeypatch.setattr(sys, "argv", ["bench/x.py", "--no-record"])
    report.recorded("x", lambda: print("quick try"))
    monkeypatch.setattr(sys, "argv", ["bench/x.py"])
    report.recorded("x", lambda: 1)  # the benchmark said it failed
    assert page.read_text() == "# Performance\n"
