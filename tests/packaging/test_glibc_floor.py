"""The bundle's glibc floor (issue 33 §9): ``packaging/glibc_floor.sh`` finds the newest
``GLIBC_`` version that ELF files require, ``make smoke`` prints it and checks that the bundle's
README states it, and the README's template (``packaging/bundle-README.txt``) says it.

Run on small ELF files of this machine (the venv's Python, a PySide6 module); fast."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
PYTHON = Path(sys.executable).resolve()
QTCORE = Path(__import__("PySide6").__file__).parent / "QtCore.abi3.so"
TOOLS = [tool for tool in ("readelf", "objdump") if shutil.which(tool)]
LIBSTDCXX = next((p for pattern in ("lib*/libstdc++.so.6", "lib*/*/libstdc++.so.6")
                  for p in sorted(Path("/usr").glob(pattern))), None)
"""The C++ runtime the bundle collects: it requires both GLIBC_2.4 and a GLIBC_2.3x."""

needs_binutils = pytest.mark.skipif(not TOOLS, reason="binutils (readelf, objdump) not installed")


def floor(*paths: Path, tool: str | None = None) -> subprocess.CompletedProcess[str]:
    args = ["--tool", tool] if tool else []
    return subprocess.run(["sh", str(PACKAGING / "glibc_floor.sh"), *args, *map(str, paths)],
                          capture_output=True, text=True, timeout=120)


def version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def required(path: Path) -> set[str]:
    """The GLIBC_ versions ``path`` requires, read here on their own (readelf's version needs)."""
    tool = "readelf" if "readelf" in TOOLS else "objdump"
    if tool == "readelf":
        out = subprocess.run(["readelf", "--version-info", "--wide", str(path)], capture_output=True, text=True,
                             check=True).stdout
        needs = out.split("Version needs section", 1)[1]
        return set(re.findall(r"Name: GLIBC_([\d.]+)", needs))
    out = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True, check=True).stdout
    return set(re.findall(r"\bGLIBC_([\d.]+)$", out.split("Version References:", 1)[1], re.MULTILINE))


@needs_binutils
@pytest.mark.parametrize("tool", ["readelf", "objdump"])
def test_the_floor_is_the_newest_glibc_version_a_file_requires(tool: str, tmp_path: Path) -> None:
    if tool not in TOOLS:
        pytest.skip(f"{tool} not installed")
    folder = tmp_path / "bundle"
    (folder / "_internal").mkdir(parents=True)
    shutil.copy(PYTHON, folder / "paciencia")
    shutil.copy(QTCORE, folder / "_internal" / QTCORE.name)
    (folder / "_internal" / "notes.txt").write_text("GLIBC_9.99 is not needed by a text file\n")
    (folder / "_internal" / "link.so").symlink_to(QTCORE.name)
    versions = required(PYTHON) | required(QTCORE)
    if LIBSTDCXX:
        shutil.copy(LIBSTDCXX, folder / "_internal" / "libstdc++.so.6")
        versions |= required(LIBSTDCXX)
        assert max(versions) != max(versions, key=version)  # as text 2.4 is newest, as numbers 2.3x
    done = floor(folder, tool=tool)
    assert done.returncode == 0, done.stderr
    got, by = done.stdout.strip().split(" ", 1)
    newest = max(versions, key=version)
    assert got == newest and len(versions) > 1, (got, versions)
    assert folder in Path(by).parents and newest in required(Path(by)), by
    # one file alone, named directly
    alone = floor(folder / "paciencia", tool=tool)
    assert alone.stdout.split() == [max(required(PYTHON), key=version), str(folder / "paciencia")]


@needs_binutils
def test_no_elf_file_no_floor(tmp_path: Path) -> None:
    (tmp_path / "README.txt").write_text("text\n")
    done = floor(tmp_path)
    assert done.returncode == 1 and done.stdout == "" and "no ELF file" in done.stderr


def test_without_binutils_the_floor_says_what_it_needs(tmp_path: Path) -> None:
    bare = tmp_path / "bin"
    bare.mkdir()
    for tool in ("find", "awk", "sort", "head", "sh"):  # what the script needs, binutils left out
        found = shutil.which(tool)
        assert found, tool
        (bare / tool).symlink_to(found)
    done = subprocess.run([str(bare / "sh"), str(PACKAGING / "glibc_floor.sh"), str(tmp_path)],
                          capture_output=True, text=True, timeout=60, env={**os.environ, "PATH": str(bare)})
    assert done.returncode == 2 and "readelf or objdump" in done.stderr, done.stderr


# -- the README and make smoke ---------------------------------------------------------------

def readme(glibc: str) -> str:
    return (PACKAGING / "bundle-README.txt").read_text(encoding="utf-8").format(
        version="9.9.9", arch="x86_64", glibc=glibc)


def test_the_bundles_readme_states_the_glibc_it_needs() -> None:
    text = readme("2.36")
    assert "glibc 2.36 or newer" in text and "`GLIBC_2.36' not found" in text
    assert "paciencia-9.9.9-py3-none-any.whl" in text and "{" not in text
    spec = (PACKAGING / "paciencia.spec").read_text(encoding="utf-8")
    assert '"bundle-README.txt"' in spec and '"glibc_floor.sh"' in spec and '"README.txt"' in spec
    docs = (ROOT / "docs" / "packaging.md").read_text(encoding="utf-8")
    assert "glibc 2.36 or newer" in docs and "bundle-README.txt" in docs


@needs_binutils
@pytest.mark.parametrize("stated", [True, False])
def test_make_smoke_prints_the_floor_and_holds_the_readme_to_it(stated: bool, tmp_path: Path) -> None:
    bundle = tmp_path / "paciencia"
    (bundle / "_internal").mkdir(parents=True)
    shutil.copy(PYTHON, bundle / "_internal" / "python")  # the ELF file that sets the floor
    exe = bundle / "paciencia"
    exe.write_text("#!/bin/sh\nexit 0\n")  # a self-test that passes, a deal that prints nothing
    exe.chmod(0o755)
    newest = max(required(PYTHON), key=version)
    if stated:
        (bundle / "README.txt").write_text(readme(newest), encoding="utf-8")
    done = subprocess.run(["sh", str(PACKAGING / "smoke.sh"), str(bundle)], capture_output=True, text=True,
                          timeout=120)
    assert f"glibc floor: {newest} (the newest GLIBC_ version required, by _internal/python)" in done.stdout
    if stated:
        assert done.returncode == 0 and "smoke: passed" in done.stdout, done.stdout + done.stderr
    else:
        assert done.returncode == 1 and f"needs glibc {newest} or newer" in done.stderr, done.stdout + done.stderr
