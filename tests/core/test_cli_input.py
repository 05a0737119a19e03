"""Whatever a user types to a subcommand (V-6; issue 23 items 12-13): files of any size
or kind, numbers, options. A bad one is one short line on stderr, exit 2 ("bad input", not
1, "not won"), read within bounded memory and time."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from cli_run import one_line, run_command, run_main

from paciencia.cli_commands import MOVE_FILE_LIMIT

CODE = "paciencia://klondike/1"
CYCLE = " ".join(["d"] * 24 + ["r"]) + "\n"
"""Klondike 1's stock turned through and over: legal moves for ever, the cheapest to replay."""


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_not_read_without_end(device: str) -> None:
    """Before: read until MemoryError, exit 1."""
    for args in (("replay", CODE, device), ("solve", CODE, "--budget", "1", "--position", device)):
        done = run_command(*args)
        assert done.returncode == 2, done.stderr[-2000:]
        assert f"cannot read '{device}': not an ordinary file" in one_line(done.stderr)


def test_standard_input_is_read_to_the_bound() -> None:
    with open("/dev/zero", "rb") as zeros:
        done = run_command("replay", CODE, "-", stdin=zeros)
    assert done.returncode == 2, done.stderr[-2000:]
    assert one_line(done.stderr) == f"paciencia: standard input is not a move file: it is larger than " \
                                    f"{MOVE_FILE_LIMIT >> 10} KB"
    with open(os.devnull, "rb") as nothing:
        done = run_command("replay", CODE, "-", stdin=nothing)
    assert done.returncode == 1 and done.stdout.endswith("won: no\n")  # no move: a game not won


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    """Before: ``open`` waited for a writer, for ever."""
    fifo = tmp_path / "moves"
    os.mkfifo(fifo)
    done = run_command("replay", CODE, str(fifo), timeout=10)
    assert done.returncode == 2
    assert "not an ordinary file" in one_line(done.stderr)


def test_a_move_file_over_the_bound_is_refused_unread(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Legal moves all of it: under the bound they replay, over it the file is refused (before:
    replayed, however long)."""
    moves = tmp_path / "moves.txt"
    moves.write_text(CYCLE * (MOVE_FILE_LIMIT // len(CYCLE)), encoding="utf-8")
    code, out, _err = run_main(capsys, "replay", CODE, str(moves))
    assert code == 1 and out.endswith("won: no\n")
    moves.write_text(CYCLE * (MOVE_FILE_LIMIT // len(CYCLE) + 1), encoding="utf-8")
    code, out, err = run_main(capsys, "replay", CODE, str(moves))
    assert (code, out) == (2, "")
    assert one_line(err).endswith(f"is not a move file: it is larger than {MOVE_FILE_LIMIT >> 10} KB")


@pytest.mark.parametrize(("content", "said"), [
    (b"x" * 100_000, "is not a move: not a Klondike move: 'xxx"),  # before: the token echoed whole, twice
    (b"4h " + b"9" * 100_000, "is illegal"),
    (b"\xff\xfe\x00d", "is not a move file: byte 1 is not UTF-8 text"),
    (b"d\x00d\x1b[31m", "is not a move"),
])
def test_a_bad_move_file_is_quoted_short(capsys: pytest.CaptureFixture[str], tmp_path: Path, content: bytes,
                                         said: str) -> None:
    moves = tmp_path / "moves.txt"
    moves.write_bytes(content)
    code, out, err = run_main(capsys, "replay", CODE, str(moves))
    assert (code, out) == (2, "")
    line = one_line(err)
    assert said in line and "\x00" not in line and "\x1b" not in line


def test_a_position_file_over_the_bound_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    position = tmp_path / "position.txt"
    position.write_text("# a comment\n" * 10_000, encoding="utf-8")
    code, _out, err = run_main(capsys, "solve", CODE, "--position", str(position))
    assert code == 2 and "is not a position file: it is larger than" in one_line(err)


@pytest.mark.parametrize(("option", "value"), [
    ("--seconds", "nan"),  # before: no time limit
    ("--seconds", "inf"),
    ("--seconds", "-1"),  # before: ran, "unknown"
    ("--seconds", "0"),
    ("--seconds", "1e9"),
    ("--seconds", "1e999"),
    ("--seconds", "abc"),
    ("--budget", "-5"),
    ("--budget", "0"),
    ("--budget", "2.5"),
    ("--budget", "9" * 5000),  # argparse quoted it whole
    ("--jobs", "0"),  # before: taken as 1
    ("--jobs", "-3"),
    ("--jobs", "100000"),  # a process a candidate, and far more slots than candidates
])
def test_a_number_out_of_its_range_is_refused(capsys: pytest.CaptureFixture[str], option: str, value: str) -> None:
    code, out, err = run_main(capsys, "solve", CODE, option, value)
    assert (code, out) == (2, "")
    line = one_line(err)
    assert line.startswith(f"paciencia solve: {option}: ") and f"not '{value[:20]}" in line


@pytest.mark.parametrize(("argv", "said"), [
    (["solve"], "paciencia solve: the following arguments are required: code (see paciencia solve --help)"),
    (["replay", CODE], "paciencia replay: the following arguments are required: file"),
    (["deal", CODE, "--format", "xml"], "paciencia deal: --format: invalid choice: 'xml'"),
    (["deal", CODE, "--jobs"], "paciencia deal: --jobs: expected one argument"),
    (["solve", CODE, "--secnds", "3"], "paciencia solve: unknown option '--secnds': did you mean '--seconds'?"),
    (["solve", CODE, "--output="], "paciencia solve: --output: a file name, not nothing"),
    (["deal", CODE, "extra"], "paciencia deal: unexpected argument 'extra'"),
    (["daily", "klondike", "--date", "2026-02-30"], "the date must be a day written YYYY-MM-DD"),
    (["daily", "klondik"], "did you mean 'klondike'?"),
    (["daily", "klondike", "--draw", "nan"], "bad value “nan” for --draw"),
    (["deal", "paciencia://klondike/" + "1" * 100_000], "paciencia: "),
])
def test_a_bad_argument_is_one_line(capsys: pytest.CaptureFixture[str], argv: list[str], said: str) -> None:
    """Before: argparse's errors were two lines, with a usage line made of the main usage's
    three lines and the subcommand's name (``paciencia [paciencia://CODE] [--game GAME]\\n
    paciencia {deal,…} ... solve --help``)."""
    code, out, err = run_main(capsys, *argv)
    assert (code, out) == (2, "")
    assert said in one_line(err)


def test_standard_input_holds_one_file_only(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run_main(capsys, "replay", CODE, "-", "--position", "-")
    assert code == 2 and "not both" in one_line(err)


def test_a_good_replay_still_reads_standard_input() -> None:
    """The FIFO-safe reader refuses a named FIFO, not a pipe given as standard input."""
    read, write = os.pipe()
    os.write(write, b"\xef\xbb\xbf# a comment\nd d\n")  # a byte order mark, as some editors save
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        done = run_command("replay", CODE, "-", stdin=pipe)
    assert done.returncode == 1, done.stderr
    assert "moves: 2" in done.stdout
