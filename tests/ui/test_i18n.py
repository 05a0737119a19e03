"""X-1: the Portuguese translations are complete and current, loaded at start, and Qt's own buttons too.

The .ts check runs ``pyside6-lupdate`` over the sources into a temporary copy of each
committed ``.ts`` (the same options as ``make translations``): any message that comes out
unfinished (a string added or changed in the code) or vanished fails the test. Fix: run
``make translations`` and add the missing Portuguese to ``tools/translations_table.py``.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QToolBar

from paciencia.paths import translations_dir
from paciencia.storage.settings import Settings, save_settings
from paciencia.ui import i18n
from paciencia.ui.dialogs.help import RulesDialog, about_text, keyboard_text, rules_text
from paciencia.ui.main_window import MainWindow

from .helpers import open_game

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("pt_BR", "pt_PT")


def _translate_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("paciencia_translate_tool", ROOT / "tools" / "translate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _translate_tool()


HAVE_LUPDATE = (Path(sys.executable).parent / "pyside6-lupdate").exists() or bool(shutil.which("pyside6-lupdate"))


# -- the catalogues ----------------------------------------------------------------------------
@pytest.mark.skipif(not HAVE_LUPDATE, reason="pyside6-lupdate not installed")
def test_committed_ts_files_are_complete_and_current(tmp_path: Path) -> None:
    copies = []
    for lang in LANGS:
        committed = TOOL.ts_path(lang)
        assert committed.is_file(), f"{committed} missing: run make translations"
        copy = TOOL.ts_path(lang, tmp_path)
        shutil.copy(committed, copy)
        copies.append(copy)
    TOOL.lupdate(copies)
    problems = [p for ts in copies for p in TOOL.problems_in(ts)]
    assert not problems, "run make translations; not translated or not current:\n" + "\n".join(problems)
    for ts in copies:
        assert len(TOOL.messages(ts)) > 300


def test_translations_keep_placeholders_shortcuts_and_tags() -> None:
    for lang in LANGS:
        for ctx, m in TOOL.messages(TOOL.ts_path(lang)):
            source = m.findtext("source") or ""
            t = m.find("translation")
            assert t is not None
            forms = [f.text or "" for f in t.findall("numerusform")] or [t.text or ""]
            for text in forms:
                wrong = TOOL.mismatch(source, text, m.get("numerus") == "yes")
                assert not wrong, f"{lang} [{ctx}] {source[:60]!r}: {wrong}"


def test_compiled_qm_files_match_the_ts_files(tmp_path: Path) -> None:
    """The committed .qm are what lrelease makes of the committed .ts (the app loads only the .qm)."""
    for lang in LANGS:
        ts = TOOL.ts_path(lang)
        qm = translations_dir() / f"paciencia_{lang}.qm"
        assert qm.is_file(), f"{qm} missing: run make translations"
        fresh = tmp_path / qm.name
        subprocess.run([TOOL.tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(fresh)], check=True)
        assert fresh.read_bytes() == qm.read_bytes(), f"{qm.name} is older than {ts.name}: run make translations"


def test_every_message_has_a_plural_form_per_numerus() -> None:
    for lang in LANGS:
        for _ctx, m in TOOL.messages(TOOL.ts_path(lang)):
            if m.get("numerus") == "yes":
                forms = m.find("translation").findall("numerusform")  # type: ignore[union-attr]
                assert len(forms) == 2 and all(f.text for f in forms)


def test_pt_pt_differs_from_pt_br_where_usage_differs() -> None:
    def table(lang: str) -> dict[tuple[str, str], str]:
        root = ET.parse(TOOL.ts_path(lang)).getroot()
        return {
            (c.findtext("name") or "", m.findtext("source") or ""): m.findtext("translation") or ""
            for c in root.findall("context")
            for m in c.findall("message")
        }

    br, pt = table("pt_BR"), table("pt_PT")
    assert br[("menu", "&Undo")] == "&Desfazer" and pt[("menu", "&Undo")] == "&Anular"
    assert br[("menu", "&Settings")] == "&Configurações" and pt[("menu", "&Settings")] == "&Definições"
    assert "arquivo" in br[("notices", "The file {name} could not be read.")]
    assert "ficheiro" in pt[("notices", "The file {name} could not be read.")]
    assert "salvar" in br[("window", "Could not save the game: {error}")]
    assert "guardar" in pt[("window", "Could not save the game: {error}")]
    assert sum(br[k] != pt[k] for k in br) > 100


# -- choosing the language ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("setting", "system", "expected"),
    [
        ("system", "pt_PT", "pt_PT"),
        ("system", "pt_BR", "pt_BR"),
        ("system", "pt_AO", "pt_BR"),
        ("system", "pt", "pt_BR"),
        ("system", "de_DE", "en"),
        ("system", "C", "en"),
        ("en", "pt_BR", "en"),
        ("pt_PT", "en_US", "pt_PT"),
        ("pt_BR", "pt_PT", "pt_BR"),
        ("klingon", "pt_PT", "pt_PT"),
    ],
)
def test_choose_language(setting: str, system: str, expected: str) -> None:
    assert i18n.choose_language(setting, system) == expected


def test_the_stored_setting_is_read_without_touching_a_damaged_file(tmp_path: Path) -> None:
    from paciencia.storage.settings import settings_path

    assert i18n.stored_language() == "system"
    save_settings(Settings(language="pt_PT"))
    assert i18n.stored_language() == "pt_PT"
    settings_path().write_text("{garbage", encoding="utf-8")
    assert i18n.stored_language() == "system"
    assert settings_path().read_text(encoding="utf-8") == "{garbage"  # the window sets it aside and says so


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Any]:
    """Install one language's catalogues; the next tests get English back."""
    yield lambda lang: i18n.install_translators(qapp, lang)
    i18n.remove_translators(qapp)


def _window(qtbot: Any, lang: str) -> MainWindow:
    w = MainWindow(Settings(language=lang, animation_speed="off"))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


EXPECTED = {
    "pt_BR": {
        "menus": ["&Jogo", "&Editar", "&Configurações", "Aj&uda"],
        "undo": "&Desfazer",
        "new": "&Nova partida",
        "games": "Jogos",
        "names": {"klondike": "Clássica", "freecell": "Campo livre", "spider": "Aranha", "pyramid": "Pirâmide"},
        "moves": "Jogadas: 0",
        "pyramid_level": "Aleatória",
    },
    "pt_PT": {
        "menus": ["&Jogo", "&Editar", "&Definições", "Aj&uda"],
        "undo": "&Anular",
        "new": "&Novo jogo",
        "games": "Jogos",
        "names": {"klondike": "Clássica", "freecell": "Campo livre", "spider": "Aranha", "pyramid": "Pirâmide"},
        "moves": "Movimentos: 0",
        "pyramid_level": "Aleatória",
    },
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_window_speaks_portuguese(qtbot: Any, speak: Any, lang: str) -> None:
    assert speak(lang) == lang
    names = [Path(f).name for f in i18n.installed_catalogues()]
    assert f"paciencia_{lang}.qm" in names and "qtbase_pt_BR.qm" in names
    want = EXPECTED[lang]
    w = _window(qtbot, lang)
    try:
        assert [a.text() for a in w.menuBar().actions()] == want["menus"]
        assert w.acts["undo"].text() == want["undo"]
        assert w.acts["new"].text() == want["new"]
        toolbar = w.findChild(QToolBar, "toolbar")
        assert toolbar is not None
        assert want["games"] in [a.iconText() for a in toolbar.actions()]
        assert want["undo"] in [a.text() for a in toolbar.actions()]
        for game, name in want["names"].items():
            open_game(w, game)
            assert w.status.game.text().startswith(name), w.status.game.text()
        assert want["pyramid_level"] in w.status.game.text()
        assert w.status.moves.text() == want["moves"]
        assert name in w.windowTitle()
    finally:
        w.scene.animator.finish()
        w.close()


@pytest.mark.parametrize("lang", LANGS)
def test_help_texts_are_translated(speak: Any, lang: str) -> None:
    speak(lang)
    assert rules_text("klondike").startswith("<h3>Clássica</h3>")
    assert rules_text("freecell").startswith("<h3>Campo livre</h3>")
    assert rules_text("spider").startswith("<h3>Aranha</h3>")
    assert rules_text("pyramid").startswith("<h3>Pirâmide</h3>")
    assert "<h3>Teclado</h3>" in keyboard_text()
    assert "Paciência 9.9" in about_text("9.9")
    undo = {"pt_BR": "desfazer", "pt_PT": "anular"}[lang]
    assert undo in keyboard_text()


def test_rules_dialog_shows_the_rules_in_the_language(qtbot: Any, speak: Any) -> None:
    speak("pt_PT")
    dialog = RulesDialog("pyramid")
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Regras"
    assert "Pirâmide" in dialog.browser.toPlainText() and "passagens" in dialog.browser.toPlainText()


def test_help_texts_in_english_without_catalogues(speak: Any) -> None:
    speak("en")
    assert rules_text("klondike").startswith("<h3>Klondike</h3>")
    assert rules_text("pyramid").startswith("<h3>Pyramid</h3>")


@pytest.mark.parametrize("lang", LANGS)
def test_qt_dialog_buttons_are_translated(qapp: QApplication, speak: Any, lang: str) -> None:
    speak(lang)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel | QDialogButtonBox.StandardButton.Close)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    close = box.button(QDialogButtonBox.StandardButton.Close)
    assert cancel is not None and close is not None
    assert cancel.text().replace("&", "") == "Cancelar"
    assert close.text().replace("&", "") == "Fechar"
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    msg = QMessageBox(QMessageBox.Icon.Question, "t", "t", buttons)
    yes = msg.button(QMessageBox.StandardButton.Yes)
    assert yes is not None and yes.text().replace("&", "") == "Sim"


def test_english_leaves_qt_and_the_app_in_english(qapp: QApplication, speak: Any) -> None:
    assert speak("en") == "en"
    assert i18n.installed_catalogues() == []
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel is not None and cancel.text().replace("&", "") == "Cancel"
