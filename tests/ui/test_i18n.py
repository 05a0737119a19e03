"""X-1: the translations are complete and current, loaded at start, and Qt's own buttons too.

``translations/*.ts`` are the source of truth (``tools/translate.py``). The check runs
``pyside6-lupdate`` over the sources into a temporary copy of each committed ``.ts`` (the
options of ``make translations``): a message that comes out unfinished (a string added or
changed in the code), a file lupdate would change, a translation that loses a placeholder,
``%n``, ``&`` shortcut or HTML tag, a stale ``.qm`` or a game manual missing a language fails.
Fix: ``make translations``; ``tools/translate.py --todo`` lists what is left to translate.
The pipeline itself (a translator's edit survives, the checks catch mistakes) is tested in
``test_i18n_pipeline.py``.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMenuBar, QMessageBox, QToolBar

from paciencia.core.manual import languages, rules_html
from paciencia.core.registry import ids
from paciencia.storage.settings import Settings, save_settings
from paciencia.storage.stats import VariantStats
from paciencia.ui.dialogs.end_dialog import rate_text
from paciencia.ui.dialogs.help import RulesDialog, about_text, keyboard_text, rules_text
from paciencia.ui.launch import i18n
from paciencia.ui.text import tr, tr_n
from paciencia.ui.window.main_window import MainWindow

from .helpers import open_game

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("pt_BR", "pt_PT")


def translate_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("paciencia_translate_tool", ROOT / "tools" / "translate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = translate_tool()


HAVE_LUPDATE = (Path(sys.executable).parent / "pyside6-lupdate").exists() or bool(shutil.which("pyside6-lupdate"))


# -- the catalogues ----------------------------------------------------------------------------
@pytest.mark.skipif(not HAVE_LUPDATE, reason="pyside6-lupdate not installed")
def test_translations_are_complete_and_current() -> None:
    """What ``tools/translate.py --check`` says: nothing unfinished, stale or broken."""
    problems = TOOL.problems()
    assert not problems, "run make translations; tools/translate.py --todo:\n" + "\n".join(problems)
    for lang in LANGS:
        assert len(TOOL.messages(TOOL.ts_path(lang))) > 300


def test_translations_keep_placeholders_shortcuts_and_tags() -> None:
    for lang in TOOL.CATALOGUES:
        wrong = TOOL.wrong(TOOL.ts_path(lang))
        assert not wrong, "\n".join(wrong)


def test_the_ts_files_record_no_source_locations() -> None:
    """-locations none: moving code does not rewrite the .ts files (several people edit the code)."""
    for lang in TOOL.CATALOGUES:
        text = TOOL.ts_path(lang).read_text(encoding="utf-8")
        assert "<location" not in text


def test_every_plural_message_has_a_form_per_plural_form() -> None:
    plural = set()
    for lang in TOOL.CATALOGUES:
        for ctx, m in TOOL.messages(TOOL.ts_path(lang)):
            if m.get("numerus") == "yes":
                plural.add((lang, ctx, m.findtext("source")))
                forms = TOOL.forms(m)
                assert len(forms) == 2 and all("%n" in f for f in forms), (lang, ctx, m.findtext("source"))
    # English, the source language, carries exactly the plural messages (its "1 game")
    english = {(c, s) for lang, c, s in plural if lang == "en"}
    assert english and all({(c, s) for lang, c, s in plural if lang == other} == english for other in LANGS)
    assert all(m.get("numerus") == "yes" for _c, m in TOOL.messages(TOOL.ts_path("en")))


def test_every_game_has_its_rules_in_every_language_with_the_english_tags() -> None:
    assert TOOL.manual_problems() == []
    for game_id in ids():
        assert set(languages(game_id)) == {"en", *LANGS}, game_id
        english = rules_html(game_id, "en")
        for lang in LANGS:
            assert rules_html(game_id, lang) != english


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
    assert "salvar" in br[("window", "Could not save: {error}")]
    assert "guardar" in pt[("window", "Could not save: {error}")]
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
def test_help_texts_are_translated(speak: Any, qtbot: Any, lang: str) -> None:
    speak(lang)
    menus = QMenuBar()
    qtbot.addWidget(menus)
    menus.addMenu("Edit").addAction(tr("menu", "&Undo")).setShortcut("Z")
    assert rules_text("klondike").startswith("<h3>Clássica</h3>")
    assert rules_text("freecell").startswith("<h3>Campo livre</h3>")
    assert rules_text("spider").startswith("<h3>Aranha</h3>")
    assert rules_text("pyramid").startswith("<h3>Pirâmide</h3>")
    assert "<h3>Teclado</h3>" in keyboard_text(menus)
    assert "Paciência 9.9" in about_text("9.9")
    undo = {"pt_BR": "Desfazer", "pt_PT": "Anular"}[lang]
    assert undo in keyboard_text(menus)
    assert "<b>Setas</b>" in keyboard_text(menus)


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
    """English loads only the app's plural forms ("1 game"), none of Qt's catalogues."""
    assert speak("en") == "en"
    assert [Path(f).name for f in i18n.installed_catalogues()] == ["paciencia_en.qm"]
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel is not None and cancel.text().replace("&", "") == "Cancel"


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "3 won out of the last 1 game", "3 won out of the last 2 games"),
        ("pt_BR", "3 vencida em 1 partida", "3 vencidas nas últimas 2 partidas"),
        ("pt_PT", "3 ganho em 1 jogo", "3 ganhos nos últimos 2 jogos"),
    ],
)
def test_counts_take_the_plural_form_of_the_language(speak: Any, lang: str, one: str, two: str) -> None:
    speak(lang)
    assert i18n.current_language() == lang
    text = "{won} won out of the last %n games"
    assert tr_n("stats", text, 1).format(won=3) == one
    assert tr_n("stats", text, 2).format(won=3) == two
    assert rate_text(VariantStats(played=5, won=3)).startswith("60 % (3 ")
    deals = {"en": ("1 deal left", "4 deals left"), "pt_BR": ("falta 1 rodada", "faltam 4 rodadas"),
             "pt_PT": ("falta 1 distribuição", "faltam 4 distribuições")}
    assert (tr_n("table", "%n deals left", 1), tr_n("table", "%n deals left", 4)) == deals[lang]


def test_without_catalogues_a_count_still_shows_its_number(speak: Any) -> None:
    i18n.remove_translators()
    assert i18n.current_language() == "en"
    assert tr_n("stats", "{won} won out of the last %n games", 7).format(won=1) == "1 won out of the last 7 games"
