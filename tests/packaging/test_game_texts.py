"""Every text that names the games tells the truth about the registry: the ones made by code
(``--help``, the man page, the About box) name every registered game; the static ones (the
desktop entry, the AppStream data, the package's metadata) give the number of built-in games in
words and list each one among their keywords, so a game added to the registry fails here until
they are written anew."""

from __future__ import annotations

import configparser
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from paciencia import APP_ID
from paciencia.cli_parser import build_parser
from paciencia.core.games import builtin
from paciencia.core.registry import games
from paciencia.ui.dialogs.help import about_text

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
MAN = ROOT / "app" / "paciencia" / "resources" / "share" / "man" / "man6" / "paciencia.6"
BUILTIN = builtin()
COUNT = {12: ("twelve", "doze"), 13: ("thirteen", "treze"), 14: ("fourteen", "catorze"), 15: ("fifteen", "quinze")}
"""The number of built-in games in English and Portuguese words, as the static texts write it."""
LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def count_words() -> tuple[str, str]:
    assert len(BUILTIN) in COUNT, "add the number of games to COUNT, and write it in the static texts"
    return COUNT[len(BUILTIN)]


def test_help_names_every_game_and_id_within_a_terminal() -> None:
    description = build_parser().description or ""
    summary, _, rest = description.partition("\n\n")
    flat = " ".join(summary.split())
    assert flat.startswith("Solitaire: ")
    assert all(info.name in flat for info in games())
    by_id = " ".join(line.strip() for line in rest.splitlines() if "--game GAME" in line or line.startswith(" " * 30))
    assert all(info.id in by_id.replace(",", " ").split() for info in games())
    assert max(map(len, description.splitlines())) <= 88


def test_man_page_names_every_game() -> None:
    text = MAN.read_text(encoding="ascii")
    description = text.split(".SH DESCRIPTION\n", 1)[1].split("\n", 1)[0]
    assert all(info.name in description for info in BUILTIN)
    assert "paciencia \\- solitaire card games\n" in text


def test_about_box_names_every_game(qapp: Any) -> None:
    names = [info.name for info in games()]
    text = about_text("9.9")
    assert f"<p>{', '.join(names[:-1])} and {names[-1]} in one window.</p>" in text


def test_desktop_entry_counts_and_keys_every_game() -> None:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    english, portuguese = count_words()
    assert entry["Comment"].lower().startswith(english)
    assert entry["Comment[pt_BR]"].lower().startswith(portuguese)
    assert entry["Comment[pt_PT]"].lower().startswith(portuguese)
    keywords = entry["Keywords"].split(";")
    assert all(info.name.lower() in keywords for info in BUILTIN)
    for locale in ("pt_BR", "pt_PT"):  # the Portuguese names of the actions are keywords there too
        local = entry[f"Keywords[{locale}]"].split(";")
        names = [parser[f"Desktop Action {info.id}"][f"Name[{locale}]"].lower() for info in BUILTIN]
        assert all(name in local for name in names), locale


def test_metainfo_counts_names_and_keys_every_game() -> None:
    root = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    english, portuguese = count_words()
    summaries = {s.get(LANG): s.text or "" for s in root.findall("summary")}
    assert summaries[None].lower().startswith(english)
    assert summaries["pt-BR"].lower().startswith(portuguese) and summaries["pt-PT"].lower().startswith(portuguese)
    description = root.find("description")
    assert description is not None
    first = " ".join((description.find("p").text or "").split())  # type: ignore[union-attr]
    assert f" {english} " in first and all(info.name in first for info in BUILTIN)
    for p in description.findall("p")[1:3]:
        assert f" {portuguese} " in " ".join((p.text or "").split()), p.get(LANG)
    keywords = [k.text for k in root.iter("keyword") if k.get(LANG) is None]
    assert all(info.name.lower() in keywords for info in BUILTIN)


def test_package_metadata_counts_and_keys_every_game() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert f" {count_words()[0]} " in project["description"]
    assert all(info.name.lower() in project["keywords"] for info in BUILTIN)
