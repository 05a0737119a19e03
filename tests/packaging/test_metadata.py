"""X-3: what PyPI, Flathub and a software centre read about the app agrees with itself.

pyproject.toml's metadata and package data, the licence, the AppStream data and the Flatpak
manifest, which must pass Flathub's linter (its offline rules: flathub_lint.py, beside this
file; the linter itself too, where it is installed); fast (nothing is built here: test_wheel.py
builds).
"""

from __future__ import annotations

import fnmatch
import json
import re
import shutil
import subprocess
import tempfile
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from flathub_lint import finish_args_errors, manifest_errors

import paciencia
from paciencia import APP_ID

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "app" / "paciencia"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
PROJECT = PYPROJECT["project"]
METAINFO = ET.parse(ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml").getroot()
MANIFEST = ROOT / "packaging" / "flatpak" / f"{APP_ID}.yml"
HOMEPAGE = "https://github.com/paciencia/paciencia"
"""The project's placeholder address (no public host yet; docs/packaging.md)."""


def package_data_patterns() -> list[str]:
    return list(PYPROJECT["tool"]["setuptools"]["package-data"]["paciencia"])


def data_files() -> list[Path]:
    """Every file of the package that is not Python: what the app may load at run time."""
    return sorted(
        p for p in PACKAGE.rglob("*")
        if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts
    )


# -- the package data ---------------------------------------------------------------------
def test_every_data_file_of_the_package_is_package_data() -> None:
    """A file the app loads but the wheel leaves out is the bug a pip install met (issue 24)."""
    patterns = package_data_patterns()
    missing = [
        str(p.relative_to(PACKAGE)) for p in data_files()
        if not any(fnmatch.fnmatch(str(p.relative_to(PACKAGE).as_posix()), pat) for pat in patterns)
    ]
    assert not missing, f"not in pyproject.toml's package-data: {missing}"
    for pattern in patterns:
        assert list(PACKAGE.glob(pattern)), f"package-data pattern {pattern!r} matches nothing"


def test_the_wheel_takes_only_the_listed_data() -> None:
    assert PYPROJECT["tool"]["setuptools"]["include-package-data"] is False


# -- metadata and licence ------------------------------------------------------------------
def test_licence_file_and_metadata() -> None:
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in licence and "Version 3, 29 June 2007" in licence
    assert "END OF TERMS AND CONDITIONS" in licence
    assert PROJECT["license"] == "GPL-3.0-or-later"
    assert METAINFO.findtext("project_license") == PROJECT["license"]
    assert PROJECT["license-files"] == ["LICENSE", "CREDITS.md"]
    assert all((ROOT / name).is_file() for name in PROJECT["license-files"])


def test_pypi_metadata() -> None:
    classifiers = PROJECT["classifiers"]
    for wanted in (
        "Topic :: Games/Entertainment :: Board Games",
        "Environment :: X11 Applications :: Qt",
        "Programming Language :: Python :: 3.11",
    ):
        assert wanted in classifiers
    assert not any(c.startswith("License ::") for c in classifiers), "PEP 639: the licence is the expression"
    assert PROJECT["authors"] and PROJECT["dynamic"] == ["version"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "paciencia.__version__"}
    urls = PROJECT["urls"]
    assert urls["Homepage"] == urls["Source"] == HOMEPAGE
    assert urls["Issues"] == f"{HOMEPAGE}/issues"
    assert PROJECT["scripts"] == {"paciencia": "paciencia.cli:main"}


# -- AppStream --------------------------------------------------------------------------------
def test_metainfo_addresses_are_the_projects() -> None:
    urls = {u.get("type"): u.text for u in METAINFO.findall("url")}
    assert urls["homepage"] == PROJECT["urls"]["Homepage"]
    assert urls["bugtracker"] == PROJECT["urls"]["Issues"]
    assert urls["vcs-browser"] == PROJECT["urls"]["Source"]


def test_metainfo_screenshots_are_the_readmes_at_the_release_tag() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shots = METAINFO.findall("screenshots/screenshot")
    assert len(shots) >= 4 and [s.get("type") for s in shots].count("default") == 1
    for shot in shots:
        image = shot.find("image")
        assert image is not None and shot.findtext("caption")
        url = image.text or ""
        prefix = f"https://raw.githubusercontent.com/paciencia/paciencia/v{paciencia.__version__}/"
        assert url.startswith(prefix), url
        local = url.removeprefix(prefix)
        assert (ROOT / local).is_file() and f"({local})" in readme, local


def test_metainfo_release_rating_launchable_provides() -> None:
    releases = METAINFO.findall("releases/release")
    assert releases[0].get("version") == paciencia.__version__, "the newest release is the package's version"
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date") or "")
    assert releases[0].find("description") is not None
    assert METAINFO.find("content_rating").get("type") == "oars-1.1"  # type: ignore[union-attr]
    assert METAINFO.findtext("launchable") == f"{APP_ID}.desktop"
    assert METAINFO.findtext("provides/binary") in PROJECT["scripts"]
    assert METAINFO.findtext("provides/mediatype") == "x-scheme-handler/paciencia"
    assert METAINFO.findtext("developer/name")


# -- the Flatpak manifest ------------------------------------------------------------------------
def manifest() -> dict[str, Any]:
    """The manifest as flatpak-builder reads it (it parses YAML, and prints JSON)."""
    with tempfile.TemporaryDirectory() as tmp:  # it makes its .flatpak-builder folder where it runs
        run = subprocess.run(
            ["flatpak-builder", "--show-manifest", str(MANIFEST)], capture_output=True, text=True, timeout=60,
            cwd=tmp,
        )
    # flatpak-builder warns of a property it does not know (the linter's manifest-unknown-properties)
    assert run.returncode == 0 and "WARNING" not in run.stderr, run.stderr
    return dict(json.loads(run.stdout))


needs_flatpak_builder = pytest.mark.skipif(not shutil.which("flatpak-builder"), reason="flatpak-builder not installed")


def version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


FINISH_ARGS = {"--socket=wayland", "--socket=fallback-x11", "--share=ipc", "--device=dri", "--socket=pulseaudio"}
"""The window (Wayland, else X11 and its shared memory), the GPU, the sound; no file of the host
(the decks: docs/packaging.md, "The Flatpak"), no network."""
PEERS = {
    "org.kde.kpat": ["--device=dri", "--share=ipc", "--share=network", "--socket=fallback-x11",
                     "--socket=pulseaudio", "--socket=wayland"],
    "org.gnome.Aisleriot": ["--share=ipc", "--socket=x11", "--socket=wayland", "--device=dri",
                            "--socket=pulseaudio", "--talk-name=org.gnome.GConf"],
    "io.sourceforge.pysolfc.PySolFC": ["--share=ipc", "--socket=x11", "--socket=pulseaudio", "--device=dri",
                                       "--persist=.PySolFC"],
}
"""The finish-args of KPatience, AisleRiot and PySolFC in their Flathub manifests."""


@needs_flatpak_builder
def test_flatpak_manifest_names_the_app() -> None:
    m = manifest()
    assert m["id"] == APP_ID and m["command"] == "paciencia"
    assert set(m["finish-args"]) == FINISH_ARGS
    # PySide6 comes from the base app: its version is one pyproject.toml accepts
    assert m["base"] == "io.qt.PySide.BaseApp" and m["base-version"] == m["runtime-version"]
    low, high = re.findall(r">=([\d.]+),<([\d.]+)", " ".join(PROJECT["dependencies"]))[0]
    assert version(low) <= version(m["base-version"]) < version(high)


@needs_flatpak_builder
def test_flatpak_sources_are_pinned_and_checksummed() -> None:
    modules = manifest()["modules"]
    wheels = {}
    for module in modules:
        for source in module["sources"]:
            if "url" in source:
                assert source["url"].startswith("https://files.pythonhosted.org/packages/"), source["url"]
                assert re.fullmatch(r"[0-9a-f]{64}", source.get("sha256", "")), source
                name, got = Path(source["url"]).name.split("-")[:2]
                wheels[name] = version(got)
            else:  # the app itself: this checkout
                assert source["type"] == "dir" and (MANIFEST.parent / source["path"]).resolve() == ROOT
        for command in module["build-commands"]:
            if command.startswith("pip3 install"):
                assert "--no-deps" in command and "--no-index" in command, command
    # the dependencies the wheel declares (PySide6 aside) and the build backend, in versions it accepts
    platformdirs = re.search(r"platformdirs>=([\d.]+)", " ".join(PROJECT["dependencies"]))
    assert platformdirs and wheels["platformdirs"] >= version(platformdirs.group(1))
    setuptools = re.search(r"setuptools>=([\d.]+)", " ".join(PYPROJECT["build-system"]["requires"]))
    assert setuptools and wheels["setuptools"] >= version(setuptools.group(1))


@needs_flatpak_builder
def test_flatpak_installs_files_that_exist() -> None:
    app = manifest()["modules"][-1]
    named = set()
    for command in app["build-commands"]:
        named |= set(re.findall(r"(?:packaging|app)/[\w./${}-]+", command.replace("${FLATPAK_ID}", APP_ID)))
    named = {n.replace("${size}x${size}", "48x48") for n in named}
    assert {f"packaging/linux/{APP_ID}.desktop", f"packaging/linux/{APP_ID}.metainfo.xml"} <= named
    for name in named:
        assert (ROOT / name).is_file(), name
    # The command is the one pip installs (/app/bin/paciencia): no wrapper adds host folders.
    assert not any("libexec" in command or "XDG_DATA_DIRS" in command for command in app["build-commands"])


# -- Flathub's linter ---------------------------------------------------------------------------
@needs_flatpak_builder
def test_flatpak_manifest_passes_flathubs_linter_rules() -> None:
    assert manifest_errors(manifest(), MANIFEST.name) == set()


def test_flatpak_finish_args_are_what_the_peers_ask_for_and_no_more() -> None:
    asked = set().union(*PEERS.values())
    assert FINISH_ARGS <= asked
    assert set.intersection(*map(set, PEERS.values())) <= FINISH_ARGS  # what all three need, we need too
    assert finish_args_errors({"id": "org.kde.kpat", "finish-args": PEERS["org.kde.kpat"]}) == set()
    # AisleRiot's older X11 socket beside Wayland is what Flathub's linter now refuses
    assert finish_args_errors({"id": "org.gnome.Aisleriot", "finish-args": PEERS["org.gnome.Aisleriot"]}) == {
        "finish-args-contains-both-x11-and-wayland"}


@pytest.mark.parametrize("args, error", [
    (["--filesystem=host-os:ro"], "finish-args-host-os-ro-filesystem-access"),  # what this manifest had
    (["--filesystem=host"], "finish-args-host-filesystem-access"),
    (["--filesystem=home:ro"], "finish-args-home-ro-filesystem-access"),
    (["--filesystem=~"], "finish-args-home-filesystem-access"),
    (["--filesystem=host-etc:ro"], "finish-args-host-etc-ro-filesystem-access"),
    (["--filesystem=xdg-data/carddecks:ro"], "finish-args-unnecessary-xdg-data-carddecks-ro-access"),
    (["--filesystem=xdg-data"], "finish-args-arbitrary-xdg-data-rw-access"),
    (["--filesystem=/usr/share/carddecks:ro"], "finish-args-reserved-usr"),
    (["--filesystem=/run/host/usr/share:ro"], "finish-args-reserved-run/host"),
    (["--filesystem=~/.local/share"], "finish-args-full-home-local-share-access"),
    (["--filesystem=home/.var/app/x"], "finish-args-flatpak-appdata-folder-access"),
    (["--filesystem=/tmp"], "finish-args-host-tmp-access"),
    (["--socket=x11", "--socket=wayland", "--share=ipc"], "finish-args-contains-both-x11-and-wayland"),
    (["--socket=x11", "--socket=fallback-x11", "--socket=wayland", "--share=ipc"],
     "finish-args-contains-both-x11-and-fallback"),
    (["--socket=fallback-x11", "--share=ipc"], "finish-args-fallback-x11-without-wayland"),
    (["--socket=wayland", "--socket=fallback-x11"], "finish-args-x11-without-ipc"),
    (["--socket=wayland"], "finish-args-only-wayland"),
    (["--socket=session-bus"], "finish-args-arbitrary-dbus-access"),
    (["--nosocket=pulseaudio"], "finish-args-has-nosocket-pulseaudio"),
    (["--device=input"], "finish-args-no-required-flatpak"),
    (["--talk-name=org.freedesktop.portal.Desktop"], "finish-args-portal-talk-name"),
    (["--talk-name=org.freedesktop.Flatpak"], "finish-args-flatpak-spawn-access"),
    (["--talk-name=org.kde.*"], "finish-args-wildcard-kde-talk-name"),
    (["--talk-name=" + APP_ID], "finish-args-unnecessary-appid-talk-name"),
    (["--own-name=org.example.Other"], "finish-args-own-name-org.example.Other"),
])
def test_the_linter_rules_refuse_what_flathub_refuses(args: list[str], error: str) -> None:
    assert error in finish_args_errors({"id": APP_ID, "finish-args": args})


def test_the_linter_rules_read_the_top_level_and_the_sources() -> None:
    good = {"id": APP_ID, "command": "paciencia", "finish-args": sorted(FINISH_ARGS),
            "modules": [{"name": "m", "sources": [{"type": "git", "url": "https://x/y.git", "tag": "v1"}]}]}
    assert manifest_errors(good, f"{APP_ID}.yml") == set()
    assert manifest_errors(good, "other.yml") == {"appid-filename-mismatch"}
    bad = {**good, "id": "com.github.x.Y", "command": "/app/bin/y", "branch": "master",
           "modules": [{"name": "m", "sources": [{"type": "git", "url": "git@host:y.git", "branch": "main"},
                                                 {"type": "archive", "url": "https://x/a.tgz", "sha1": "0" * 40}]}]}
    assert manifest_errors(bad, "com.github.x.Y.json") == {
        "appid-uses-code-hosting-domain", "toplevel-command-is-path", "toplevel-unnecessary-branch",
        "module-m-source-git-branch", "module-m-source-git-url-not-http", "module-m-source-sha1-deprecated"}
    assert finish_args_errors({"id": APP_ID}) == {"finish-args-not-defined"}


@pytest.mark.skipif(not shutil.which("flatpak-builder-lint"), reason="flatpak-builder-lint not installed "
                    "(it ships as the Flatpak org.flatpak.Builder, not on PyPI nor in Debian)")
def test_flatpak_manifest_passes_flatpak_builder_lint() -> None:
    run = subprocess.run(["flatpak-builder-lint", "--exceptions", "manifest", str(MANIFEST)], capture_output=True,
                         text=True, timeout=300)
    found = json.loads(run.stdout or "{}")
    online = [e for e in found.get("errors", []) if e.startswith("appid-url")]  # the placeholder address
    assert set(found.get("errors", [])) - set(online) == set(), run.stdout + run.stderr
