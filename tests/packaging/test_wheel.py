"""X-3: the sdist and the wheel that ``python -m build`` makes, and the app installed from the
wheel without the repository around it.

A copy of the project is built in a temporary folder (offline: ``--no-isolation`` uses this
environment's setuptools and ``build``, which the ``test`` extra installs). The wheel must hold
every file the app loads, the sdist the whole project; the wheel, unpacked into a folder of
its own (a wheel is a zip of what pip installs), must run ``paciencia --self-test`` with no
path into the repository: its decks, backs, icons and translations come through
importlib.resources from the installed package. ``.ci/run`` does the same with pip, in a fresh
venv outside the checkout (``packaging/check_dist.sh``).
"""

from __future__ import annotations

import fnmatch
import importlib.util
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import paciencia

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "app" / "paciencia"
NAME = f"paciencia-{paciencia.__version__}"

pytestmark = pytest.mark.slow


def _setuptools_is_recent() -> bool:
    try:
        from importlib.metadata import version

        return int(version("setuptools").split(".")[0]) >= 77
    except Exception:
        return False


needs_build = pytest.mark.skipif(
    importlib.util.find_spec("build") is None or not _setuptools_is_recent(),
    reason="build and setuptools>=77 not installed (pip install -e '.[test]')",
)


@dataclass
class Dist:
    wheel: Path
    sdist: Path

    def wheel_names(self) -> list[str]:
        with zipfile.ZipFile(self.wheel) as z:
            return z.namelist()

    def sdist_names(self) -> list[str]:
        with tarfile.open(self.sdist) as t:
            return [m.name.removeprefix(f"{NAME}/") for m in t.getmembers() if m.isfile()]


NOT_SOURCES = (
    ".git", ".venv", "build", "dist", "__pycache__", "*.pyc", "*.egg-info", ".mypy_cache", ".ruff_cache",
    ".hypothesis", ".flatpak-builder",
)
"""What a working copy holds besides the project (tools' caches, build output)."""
IGNORED = shutil.ignore_patterns(*NOT_SOURCES)


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Dist]:
    if importlib.util.find_spec("build") is None or not _setuptools_is_recent():
        pytest.skip("build and setuptools>=77 not installed (pip install -e '.[test]')")
    tmp = tmp_path_factory.mktemp("dist")
    source = tmp / "source"
    shutil.copytree(ROOT, source, ignore=IGNORED, symlinks=True)
    out = tmp / "out"
    run = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(source)],
        capture_output=True, text=True, timeout=120,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    yield Dist(out / f"{NAME}-py3-none-any.whl", out / f"{NAME}.tar.gz")


def repo_files(folder: Path) -> list[str]:
    return sorted(
        str(p.relative_to(ROOT).as_posix()) for p in folder.rglob("*")
        if p.is_file() and not any(fnmatch.fnmatch(part, pattern) for part in p.relative_to(ROOT).parts
                                   for pattern in NOT_SOURCES)
    )


def test_the_wheel_holds_what_the_app_loads(dist: Dist) -> None:
    names = set(dist.wheel_names())
    for deck in ("classic", "large_index", "four_colour"):
        assert f"paciencia/resources/decks/{deck}.svg" in names
    for back in ("blue", "red", "green", "geometric"):
        assert f"paciencia/resources/backs/{back}.svg" in names
    assert f"paciencia/resources/icons/{paciencia.APP_ID}.svg" in names
    for lang in ("en", "pt_BR", "pt_PT"):
        assert f"paciencia/translations/paciencia_{lang}.qm" in names
    # every data file of the package, whatever is added later (decks, icons, manuals, lists)
    data = [n.removeprefix("app/") for n in repo_files(PACKAGE) if not n.endswith(".py")]
    assert data and not [n for n in data if n not in names]
    modules = [n.removeprefix("app/") for n in repo_files(PACKAGE) if n.endswith(".py")]
    assert not [n for n in modules if n not in names]
    # nothing of the repository's other folders, nor the translators' sources
    assert all(n.startswith(("paciencia/", f"{NAME}.dist-info/")) for n in names)
    assert not [n for n in names if n.endswith(".ts")]


def test_the_wheel_metadata_names_the_licence(dist: Dist) -> None:
    with zipfile.ZipFile(dist.wheel) as z:
        metadata = z.read(f"{NAME}.dist-info/METADATA").decode()
        licence = z.read(f"{NAME}.dist-info/licenses/LICENSE").decode()
        entry_points = z.read(f"{NAME}.dist-info/entry_points.txt").decode()
    assert "License-Expression: GPL-3.0-or-later" in metadata
    assert "License-File: LICENSE" in metadata and "License-File: CREDITS.md" in metadata
    assert "GNU GENERAL PUBLIC LICENSE" in licence
    assert f"Version: {paciencia.__version__}" in metadata
    assert "Classifier: Topic :: Games/Entertainment :: Board Games" in metadata
    assert "Project-URL: Issues, https://github.com/paciencia/paciencia/issues" in metadata
    assert "paciencia = paciencia.cli:main" in entry_points


def test_the_sdist_holds_the_whole_project(dist: Dist) -> None:
    names = set(dist.sdist_names())
    for folder in ("tests", "docs", "tools", "packaging", "translations", "bench", "app"):
        missing = [n for n in repo_files(ROOT / folder) if n not in names]
        assert not missing, f"{folder}: {missing[:5]}"
    for name in ("LICENSE", "CREDITS.md", "CHANGELOG.md", "README.md", "MANIFEST.in", "Makefile", "pyproject.toml",
                 ".ci/run"):
        assert name in names
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    # Issue 33 §8 (what check-manifest checks): every file git tracks is in the sdist, so its
    # tests (tests/test_docs.py reads CHANGELOG.md) pass in an unpacked sdist too.
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True)
    if tracked.returncode == 0:
        missing = [n for n in tracked.stdout.splitlines() if n not in names and (ROOT / n).exists()]
        assert not missing, f"tracked but not in the sdist: {missing[:8]}"


def test_the_installed_wheel_runs_without_the_repository(dist: Dist, tmp_path: Path) -> None:
    """A wheel unpacked is the package pip installs: the self-test passes there, from a folder
    outside the repository, with nothing of the repository on the path."""
    site = tmp_path / "site-packages"
    with zipfile.ZipFile(dist.wheel) as z:
        z.extractall(site)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(QT_QPA_PLATFORM="offscreen", PACIENCIA_HOME=str(tmp_path / "home"), PYTHONPATH=str(site))
    where = subprocess.run(
        [sys.executable, "-P", "-c", "import paciencia.paths as p; print(p.package_dir()); print(p.resources_dir())"],
        env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60,
    )
    assert where.stdout.split() == [str(site / "paciencia"), str(site / "paciencia" / "resources")], where.stderr
    run = subprocess.run(
        [sys.executable, "-P", "-m", "paciencia", "--self-test"],
        env=env, cwd=tmp_path, capture_output=True, text=True, timeout=90,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert f"resources: {site / 'paciencia' / 'resources'}" in run.stdout
    assert "translations ok: paciencia_en, paciencia_pt_BR, paciencia_pt_PT" in run.stdout
    assert "decks ok: 3 decks, 4 backs rendered" in run.stdout
    assert "self-test passed" in run.stdout
