"""X-1: the rules of each game are HTML files in its package, read by paciencia.core.manual (no Qt)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from paciencia.core import manual
from paciencia.core.manual import ManualError, languages, rules_html
from paciencia.core.registry import ids


def write_manual(package: Path, **files: str) -> Path:
    folder = package / "manual"
    folder.mkdir(parents=True)
    for lang, text in files.items():
        (folder / f"{lang}.html").write_text(text, encoding="utf-8")
    return package


def test_every_game_reads_its_rules_by_id_in_each_language() -> None:
    for game_id in ids():
        english = rules_html(game_id, "en")
        assert english.startswith("<h3>") and english.endswith("</p>"), game_id
        assert rules_html(game_id, "pt_BR") != english != rules_html(game_id, "pt_PT")
    assert rules_html("pyramid", "pt_PT").startswith("<h3>Pirâmide</h3>")
    assert rules_html("freecell", "en").startswith("<h3>FreeCell</h3>")


def test_the_game_id_names_the_package() -> None:
    folder = manual.manual_dir("spider")
    assert folder.name == "manual" and (folder.parent / "__init__.py").is_file()
    assert folder.parent.name == "spider"


def test_a_language_without_a_file_falls_back_to_english(tmp_path: Path) -> None:
    package = write_manual(tmp_path / "solitaire", en="<p>Rules</p>\n", pt_BR="<p>Regras</p>")
    assert rules_html(package, "pt_BR") == "<p>Regras</p>"
    assert rules_html(package, "pt_PT") == "<p>Rules</p>"
    assert rules_html(package, "de") == "<p>Rules</p>"
    assert rules_html("klondike", "fr") == rules_html("klondike", "en")
    assert languages(package) == ["en", "pt_BR"]


def test_an_unreadable_translation_falls_back_to_english(tmp_path: Path) -> None:
    package = write_manual(tmp_path / "solitaire", en="<p>Rules</p>")
    (package / "manual" / "pt_BR.html").write_bytes(b"\xff\xfe not utf-8 \xc3")
    assert rules_html(package, "pt_BR") == "<p>Rules</p>"


@pytest.mark.parametrize(
    "language", ["../en", "en/../../x", "/etc/passwd", "pt_BR.html", "", "EN", "pt-BR", "pt_BR\n", "..", "en\x00"]
)
def test_the_language_never_builds_a_path(tmp_path: Path, language: str) -> None:
    package = write_manual(tmp_path / "g", en="<p>Rules</p>")
    (tmp_path / "g" / "x.html").write_text("<p>outside the manual</p>", encoding="utf-8")
    assert manual.manual_file(package, language) is None
    assert rules_html(package, language) == "<p>Rules</p>"


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links")
def test_a_link_out_of_the_package_is_not_read(tmp_path: Path) -> None:
    package = write_manual(tmp_path / "g", en="<p>Rules</p>")
    secret = tmp_path / "secret.html"
    secret.write_text("<p>secret</p>", encoding="utf-8")
    (package / "manual" / "pt_PT.html").symlink_to(secret)
    assert rules_html(package, "pt_PT") == "<p>Rules</p>"
    assert "pt_PT" not in languages(package)


@pytest.mark.parametrize("game", ["nosuchgame", "../klondike", "Klondike", "klondike/manual", ""])
def test_a_game_without_an_english_manual_is_an_error(game: str) -> None:
    with pytest.raises(ManualError):
        rules_html(game, "en")


def test_a_package_without_english_is_an_error(tmp_path: Path) -> None:
    package = write_manual(tmp_path / "g", pt_BR="<p>Regras</p>")
    assert rules_html(package, "pt_BR") == "<p>Regras</p>"
    with pytest.raises(ManualError, match="en.html"):
        rules_html(package, "pt_PT")
