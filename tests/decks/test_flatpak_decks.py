"""The deck search in the Flatpak (issue 33 §2): the sandbox reads nothing of the host unless
the player grants it (``flatpak override --filesystem=host-os:ro``), and then the decks that other
games installed on the host are found at /run/host/usr/share; outside a Flatpak that folder is
never read. A deck is made in a temporary folder that stands for /run/host/usr."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from paciencia.decks import discover as disc
from paciencia.decks.sources import CANONICAL_IDS


def make_kde(folder: Path, name: str) -> None:
    folder.mkdir(parents=True)
    (folder / "index.desktop").write_text(f"[KDE Backdeck]\nName={name}\nSVG=deck.svgz\n")
    cards = "".join(f'<rect id="{e}" x="{i * 110}" y="0" width="100" height="140"/>'
                    for i, e in enumerate(CANONICAL_IDS))
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" width="{len(CANONICAL_IDS) * 110}" height="140">{cards}</svg>'
    (folder / "deck.svgz").write_bytes(gzip.compress(svg.encode()))


@pytest.fixture
def host(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Where the host's /usr would be (absent until a test makes it); the sandbox's own data
    folders empty."""
    usr = tmp_path / "run-host-usr"
    monkeypatch.setattr(disc, "HOST_USR", usr)
    monkeypatch.setattr(disc, "FLATPAK_INFO", tmp_path / "flatpak-info")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data-home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "app-share"))
    return usr


def test_in_the_flatpak_the_hosts_decks_are_found_once_the_player_grants_them(host: Path, tmp_path: Path) -> None:
    (tmp_path / "flatpak-info").write_text("[Application]\nname=io.github.paciencia.Paciencia\n")
    make_kde(host / "share" / "carddecks" / "svg-host", "Host Deck")  # --filesystem=host-os:ro granted
    assert disc.xdg_data_dirs()[-1] == host / "share"
    entries = {e.key: e for e in disc.system_entries()}
    assert entries["kde:svg-host"].name == "Host Deck"
    assert entries["kde:svg-host"].path == host / "share" / "carddecks" / "svg-host"


def test_in_the_flatpak_without_the_grant_nothing_of_the_host_is_looked_for(host: Path, tmp_path: Path) -> None:
    (tmp_path / "flatpak-info").write_text("[Application]\nname=io.github.paciencia.Paciencia\n")
    assert not host.exists()  # no host-os: the sandbox has no /run/host/usr
    assert disc.xdg_data_dirs() == [tmp_path / "data-home", tmp_path / "app-share"]
    assert disc.system_entries() == []


def test_outside_a_flatpak_run_host_is_not_read(host: Path, tmp_path: Path) -> None:
    make_kde(host / "share" / "carddecks" / "svg-host", "Host Deck")  # a toolbox sees its host there
    assert disc.xdg_data_dirs() == [tmp_path / "data-home", tmp_path / "app-share"]
    assert "kde:svg-host" not in {e.key for e in disc.system_entries()}
