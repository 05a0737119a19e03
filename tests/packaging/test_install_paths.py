"""Issue 33 §5 and §7: a packager's ``make install-data DESTDIR=… PREFIX=…`` (no bundle, no
venv), ``install.sh --system`` under /usr/local only, and the Makefile's two install steps
(``make run`` the app and its sound, ``make test`` the tools on top)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from paciencia import APP_ID
from paciencia.desktop_install import data_files

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"

needs_make = pytest.mark.skipif(not shutil.which("make"), reason="make not installed")


def files(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if not p.is_dir())


def make(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    run = subprocess.run(["make", "--no-print-directory", *args], cwd=cwd, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    return run


# -- make install-data ---------------------------------------------------------------------------
@needs_make
@pytest.mark.parametrize(("prefix", "share"), [(None, "usr/local/share"), ("/usr", "usr/share")])
def test_install_data_stages_the_data_files(tmp_path: Path, prefix: str | None, share: str) -> None:
    stage = tmp_path / "stage"
    make("install-data", f"DESTDIR={stage}", f"PY={sys.executable}", *([f"PREFIX={prefix}"] if prefix else []))
    wanted = sorted(f"{share}/{name}" for _, name in data_files())
    assert files(stage) == wanted  # nothing else: no cache, no manifest, nothing outside share/
    for source, name in data_files():
        assert (stage / share / name).read_bytes() == source.read_bytes(), name
    desktop = (stage / share / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert desktop == (PACKAGING / "linux" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert "Exec=paciencia %u" in desktop  # the distribution's paciencia, on the PATH
    assert (stage / share / "man" / "man6" / "paciencia.6").is_file()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(stage / share / "applications" / f"{APP_ID}.desktop")],
                               capture_output=True, text=True)
        assert check.returncode == 0, check.stdout

    make("uninstall-data", f"DESTDIR={stage}", f"PY={sys.executable}", *([f"PREFIX={prefix}"] if prefix else []))
    assert files(stage) == []


# -- install.sh --system ---------------------------------------------------------------------------
def fake_bundle(tmp_path: Path) -> Path:
    bundle = tmp_path / "bundle" / "paciencia"
    (bundle / "_internal").mkdir(parents=True)
    exe = bundle / "paciencia"
    exe.write_text('#!/bin/sh\necho fake paciencia "$@"\n')
    exe.chmod(0o755)
    return bundle


def test_install_sh_system_stays_under_usr_local(tmp_path: Path) -> None:
    """Staged with DESTDIR: every file under /usr/local (the package manager's /usr/share is not
    touched), the entry and the link naming the final place, the manifest too."""
    stage = tmp_path / "stage"
    env = dict(os.environ, DESTDIR=str(stage), PYTHON=sys.executable, HOME=str(tmp_path / "home"))
    run = subprocess.run(["sh", str(PACKAGING / "install.sh"), "--system", "--bundle", str(fake_bundle(tmp_path))],
                         env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert {p.split("/")[:2] == ["usr", "local"] for p in files(stage)} == {True}
    share = stage / "usr" / "local" / "share"
    desktop = (share / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert "Exec=/usr/local/lib/paciencia/paciencia %u" in desktop
    assert (share / "man" / "man6" / "paciencia.6").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert os.readlink(stage / "usr" / "local" / "bin" / "paciencia") == "/usr/local/lib/paciencia/paciencia"
    manifest = (stage / "usr" / "local" / "lib" / "paciencia" / ".install-manifest").read_text(encoding="utf-8")
    assert f"file /usr/local/share/applications/{APP_ID}.desktop" in manifest
    assert str(stage) not in manifest and "\ndir " not in "\n" + manifest  # the package owns the folders
    assert not (tmp_path / "home").exists()


# -- the Makefile's two steps ------------------------------------------------------------------------
@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    for name in ("Makefile", "pyproject.toml"):
        shutil.copy(ROOT / name, tmp_path / name)
    return tmp_path


def planned(checkout: Path, target: str) -> list[str]:
    """The commands ``make TARGET`` would run (make -n), pip's installs among them."""
    return make("-n", target, "PY=python3", cwd=checkout).stdout.splitlines()


def installs(lines: list[str]) -> list[str]:
    return [line for line in lines if "pip install" in line]


def stamp(checkout: Path, name: str, age: int) -> None:
    path = checkout / ".venv" / name
    path.parent.mkdir(exist_ok=True)
    path.touch()
    when = (checkout / "pyproject.toml").stat().st_mtime + 100 - age
    os.utime(path, (when, when))


@needs_make
def test_make_run_installs_the_app_and_its_sound_only(checkout: Path) -> None:
    lines = installs(planned(checkout, "run"))
    assert lines[-1].endswith("pip install -e '.[sound]'"), lines
    assert not any("test" in line or "dev" in line for line in lines)
    assert not any("--quiet" in line or " -q" in line for line in lines)  # pip's progress shows


@needs_make
def test_make_test_after_make_run_adds_the_tools(checkout: Path) -> None:
    stamp(checkout, ".installed-app", age=10)
    lines = planned(checkout, "test")
    assert installs(lines) == [".venv/bin/python -m pip install -e '.[sound,test,dev]'"]
    assert not any(" -m venv " in line for line in lines)


@needs_make
def test_make_run_after_make_test_installs_nothing(checkout: Path) -> None:
    assert installs(planned(checkout, "test"))[-1].endswith("'.[sound,test,dev]'")
    stamp(checkout, ".installed-app", age=10)
    stamp(checkout, ".installed-dev", age=5)
    assert installs(planned(checkout, "run")) == []
    assert installs(planned(checkout, "lint")) == []
    assert installs(planned(checkout, "test")) == []
