"""Issue 33 §4 and §6: the files the package installs into share/ (the wheel carries them) are
packaging/'s desktop entry, AppStream data and icons, and the man page generated from the
argument parser; ``tools/make_share_files.py --check`` says so, like the translations' check."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from paciencia import APP_ID
from paciencia.cli_parser import build_parser
from paciencia.desktop_install import ICON_SIZES, MAN_PAGE, data_files, share_dir
from tool_scripts import load_tool

ROOT = Path(__file__).resolve().parents[2]
TOOL = load_tool("make_share_files")
MAN = share_dir() / MAN_PAGE


def test_the_share_files_are_up_to_date() -> None:
    problems = TOOL.problems()
    assert not problems, "run .venv/bin/python tools/make_share_files.py:\n" + "\n".join(problems)


def test_the_package_copies_are_packagings() -> None:
    """packaging/ stays the source: each copy is byte for byte its file, every icon size too."""
    packaging = ROOT / "packaging"
    assert (share_dir() / f"applications/{APP_ID}.desktop").read_bytes() == \
        (packaging / "linux" / f"{APP_ID}.desktop").read_bytes()
    assert (share_dir() / f"metainfo/{APP_ID}.metainfo.xml").read_bytes() == \
        (packaging / "linux" / f"{APP_ID}.metainfo.xml").read_bytes()
    shipped = sorted(p.parent.parent.name for p in (packaging / "icons" / "hicolor").glob(f"*/apps/{APP_ID}.png"))
    assert shipped == sorted(f"{n}x{n}" for n in ICON_SIZES)
    for size in shipped:
        name = f"icons/hicolor/{size}/apps/{APP_ID}.png"
        assert (share_dir() / name).read_bytes() == (packaging / name).read_bytes(), name
    assert all(source.is_file() for source, _ in data_files())


def test_the_man_page_is_the_parsers() -> None:
    assert MAN.read_text(encoding="ascii") == TOOL.man_page(), "run tools/make_share_files.py"


def test_the_man_page_names_every_command_and_option() -> None:
    text = MAN.read_text(encoding="ascii").replace("\\-", "-")
    parser = build_parser()
    for name, command in parser.commands.items():
        assert f".SS {name}\n" in text
        for action in command._actions:
            for option in action.option_strings:
                if option not in ("-h", "--help", "--here"):
                    assert f"\\fB{option}\\fR" in text, (name, option)
    for option in ("--game", "--fullscreen", "--self-test", "--install-desktop", "--uninstall-desktop",
                   "--version", "--help"):
        assert f"\\fB{option}\\fR" in text, option
    for section in ("NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "FILES"):
        assert f".SH {section}\n" in text
    assert "PACIENCIA_HOME" in text and "settings.json" in text
    assert "--here" not in text  # the hidden option stays hidden


def test_roff_escapes() -> None:
    assert TOOL.roff("a-b \\ .x\n.y 'z\n'w é →") == "a\\-b \\e .x\n\\&.y 'z\n\\&'w \\[u00E9] \\[u2192]"
    assert TOOL.term("[paciencia://CODE] [--game GAME]") == \
        "[\\fBpaciencia://\\fR\\fICODE\\fR] [\\fB\\-\\-game\\fR \\fIGAME\\fR]"


@pytest.mark.skipif(not shutil.which("groff"), reason="groff not installed")
def test_the_man_page_renders_without_warnings() -> None:
    run = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z", str(MAN)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stderr == "", run.stderr
    page = subprocess.run(["groff", "-man", "-Tutf8", str(MAN)], capture_output=True, text=True, timeout=60).stdout
    plain = re.sub(".\b", "", page)  # bold and underline are overstrikes
    assert "Paciência plays Klondike" in plain and "paciencia --install-desktop" in plain


@pytest.mark.skipif(not shutil.which("man"), reason="man not installed")
def test_man_reads_it() -> None:
    run = subprocess.run(["man", "--warnings", "-l", "-P", "cat", str(MAN)], capture_output=True, text=True,
                         timeout=60, env={"PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LC_ALL": "C.UTF-8"})
    assert run.returncode == 0 and run.stderr == "", run.stderr
    assert "paciencia deal CODE" in re.sub(".\b", "", run.stdout)
