"""Issue 33 §4: ``paciencia --install-desktop`` and ``--uninstall-desktop`` give a pip or pipx
install its menu entry, icons, AppStream data, man page and ``paciencia://`` handler, in a
temporary ``$XDG_DATA_HOME`` here, and take back exactly them."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from paciencia import APP_ID, cli, desktop_install
from paciencia.desktop_install import DESKTOP, data_files, exec_value, share_dir, this_command

SCRIPT = Path(sys.executable).parent / "paciencia"
"""This venv's console script, as pip and pipx make it."""


def tree(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) + ("/" if p.is_dir() else "") for p in root.rglob("*"))


def user_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / ".local" / "share"), XDG_CONFIG_HOME=str(home / ".config"))
    return env


def desktop_entry(path: Path) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return parser


# -- the Exec value ------------------------------------------------------------------------------
def read_exec(value: str) -> list[str]:
    """The arguments a desktop reads from an Exec value (the spec: string escapes first, then
    quoting; ``%%`` is a literal ``%``)."""
    value = value.replace("\\\\", "\\")
    args, word, quoted, i, started = [], "", False, 0, False
    while i < len(value):
        c = value[i]
        if quoted and c == "\\":
            word += value[i + 1]
            i += 1
        elif c == '"':
            quoted, started = not quoted, True
        elif c == " " and not quoted:
            if started or word:
                args.append(word)
            word, started = "", False
        else:
            word += c
        i += 1
    if started or word:
        args.append(word)
    return [a.replace("%%", "%") for a in args]


@pytest.mark.parametrize("path", [
    "/usr/local/lib/paciencia/paciencia",
    "/home/ana/.local/pipx/venvs/paciencia/bin/paciencia",
    "/tmp/pre fix/bin/paciencia",
    '/odd/"quoted" $HOME `cmd` back\\slash/100%/~tilde/paciencia',
])
def test_exec_value_reads_back_as_the_path(path: str, tmp_path: Path) -> None:
    value = exec_value([path, "-m", "paciencia"])
    assert read_exec(value) == [path, "-m", "paciencia"]
    plain = re.fullmatch(r"[A-Za-z0-9_./+@,:=-]+", path)
    assert value.startswith('"') != bool(plain)
    if shutil.which("desktop-file-validate"):
        entry = tmp_path / f"{APP_ID}.desktop"
        entry.write_text(desktop_install.desktop_entry((share_dir() / DESKTOP).read_text(encoding="utf-8"),
                                                       [path]), encoding="utf-8")
        check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr


def test_exec_value_refuses_a_control_character() -> None:
    with pytest.raises(ValueError, match="control character"):
        exec_value(["/tmp/a\nb"])


def test_the_command_is_this_installs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    script = tmp_path / "venv" / "bin" / "paciencia"
    script.parent.mkdir(parents=True)
    script.write_text("#!/bin/sh\n")
    script.chmod(0o755)
    link = tmp_path / "bin" / "paciencia"  # pipx's ~/.local/bin/paciencia
    link.parent.mkdir()
    link.symlink_to(script)
    monkeypatch.setattr(sys, "argv", [str(link), "--install-desktop"])
    assert this_command() == [str(script)]
    monkeypatch.setattr(sys, "argv", ["/somewhere/paciencia/__main__.py"])  # python -m paciencia
    monkeypatch.setattr(desktop_install.sysconfig, "get_path", lambda _: str(script.parent))
    assert this_command() == [str(script)]
    monkeypatch.setattr(desktop_install.sysconfig, "get_path", lambda _: str(tmp_path / "none"))
    assert this_command() == [os.path.realpath(sys.executable), "-m", "paciencia"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)  # the bundle
    assert this_command() == [os.path.realpath(sys.executable)]


# -- the flags --------------------------------------------------------------------------------------
def test_each_flag_comes_alone(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--install-desktop", "--game", "spider"]) == 2
    assert "--install-desktop takes no other argument" in capsys.readouterr().err
    with pytest.raises(cli.LaunchError, match="--uninstall-desktop takes no other argument"):
        cli.read_launch(["--fullscreen", "--uninstall-desktop"])
    assert cli.main(["--install-desktp"]) == 2
    assert "did you mean '--install-desktop'" in capsys.readouterr().err


def test_uninstall_without_an_install_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    assert cli.main(["--uninstall-desktop"]) == 1
    assert "not installed" in capsys.readouterr().err
    assert not (tmp_path / "share").exists()


def test_a_folder_that_cannot_be_made_is_said_in_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "file").write_text("")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "file" / "share"))  # under a file
    assert cli.main(["--install-desktop"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("paciencia: --install-desktop: ") and err.count("\n") == 1


# -- a round trip, as a pip install runs it ---------------------------------------------------------
@pytest.mark.skipif(not os.access(SCRIPT, os.X_OK), reason="no paciencia script beside this Python (pip install -e .)")
def test_install_and_uninstall_desktop_for_a_pip_install(tmp_path: Path) -> None:
    home = tmp_path / "home"
    share = home / ".local" / "share"
    # what is already there stays: another app's entry and icon, the player's statistics
    (share / "applications").mkdir(parents=True)
    (share / "applications" / "other.desktop").write_text("[Desktop Entry]\nType=Application\nName=O\nExec=o\n")
    (share / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (share / "icons" / "hicolor" / "48x48" / "apps" / "other.png").write_bytes(b"png")
    (share / "paciencia").mkdir()
    (share / "paciencia" / "statistics.json").write_text("{}")
    before = tree(home)
    env = user_env(home)

    run = subprocess.run([str(SCRIPT), "--install-desktop"], env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    installed = share / DESKTOP
    assert f"menu entry: {installed}" in run.stdout and "--uninstall-desktop" in run.stdout
    for source, name in data_files():
        assert (share / name).is_file(), name
        if name != DESKTOP:
            assert (share / name).read_bytes() == source.read_bytes(), name
    entry = desktop_entry(installed)
    command = os.path.realpath(SCRIPT)
    assert entry["Desktop Entry"]["Exec"] == f"{exec_value([command])} %u"
    assert entry["Desktop Action pyramid"]["Exec"] == f"{exec_value([command])} --game pyramid"
    assert (share / "man" / "man6" / "paciencia.6").is_file()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(installed)], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr
    if shutil.which("xdg-mime"):
        query = subprocess.run(["xdg-mime", "query", "default", "x-scheme-handler/paciencia"],
                               env=env, capture_output=True, text=True, timeout=60)
        assert query.stdout.strip() == f"{APP_ID}.desktop"

    # again: a clean reinstall over the first
    again = subprocess.run([str(SCRIPT), "--install-desktop"], env=env, capture_output=True, text=True, timeout=120)
    assert again.returncode == 0, again.stderr

    gone = subprocess.run([str(SCRIPT), "--uninstall-desktop"], env=env, capture_output=True, text=True, timeout=120)
    assert gone.returncode == 0, gone.stderr
    after = tree(home)
    # xdg-mime (where installed) leaves its mimeapps.list behind, without our association
    mimeapps = home / ".config" / "mimeapps.list"
    if mimeapps.exists():
        assert f"x-scheme-handler/paciencia={APP_ID}" not in mimeapps.read_text(encoding="utf-8")
        after = [n for n in after if n not in (".config/", ".config/mimeapps.list")]
    assert after == before


# -- one removal for every install path (issue 33 §4) ---------------------------------------------
def test_the_bundles_manifest_is_removed_by_the_program(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``uninstall.sh`` hands its manifest to ``paciencia --uninstall-desktop --manifest``: the
    link and the bundle's tree go with the files; a tree entry that is not an installation stays."""
    lib = tmp_path / "lib" / "paciencia"
    (lib / "_internal").mkdir(parents=True)
    (lib / "_internal" / "x").write_text("x")
    (lib / ".install-manifest").write_text("")
    stranger = tmp_path / "home" / "paciencia"  # named alike but holds no install manifest
    stranger.mkdir(parents=True)
    (stranger / "mine.txt").write_text("keep")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "paciencia").symlink_to(lib / "paciencia")
    (bin_dir / "not-a-link").write_text("keep")
    manifest = tmp_path / "manifest"
    manifest.write_text(
        f"dir {tmp_path / 'lib'}\ntree {lib}\ntree {stranger}\nlink {bin_dir / 'paciencia'}\n"
        f"link {bin_dir / 'not-a-link'}\n"
    )
    assert cli.main(["--uninstall-desktop", "--manifest", str(manifest)]) == 0
    assert "Paciência removed." in capsys.readouterr().out
    assert not (tmp_path / "lib").exists()
    assert not (bin_dir / "paciencia").is_symlink()
    assert (stranger / "mine.txt").read_text() == "keep" and (bin_dir / "not-a-link").is_file()


def test_a_bad_manifest_argument_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--uninstall-desktop", "--manifest"]) == 2
    assert cli.main(["--uninstall-desktop", "--manifest", "x", "--game"]) == 2
    assert "takes a file" in capsys.readouterr().err
    assert cli.main(["--uninstall-desktop", "--manifest", str(tmp_path / "none")]) == 1
    assert "--uninstall-desktop:" in capsys.readouterr().err
