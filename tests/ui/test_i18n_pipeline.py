"""X-1: the translation pipeline of ``tools/translate.py``: a translator's work survives
``make translations``, new strings arrive unfinished, and the checks catch broken translations.

Every test works on a temporary copy of ``translations/`` (``update(folder=…)``), never on the
committed files.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTranslator

from .test_i18n import HAVE_LUPDATE, TOOL

pytestmark = pytest.mark.skipif(not HAVE_LUPDATE, reason="pyside6-lupdate not installed")

NEW_CODE = '''
from paciencia.ui.text import tr, tr_n

def labels(n):
    return tr("menu", "Shuffle the &deck"), tr_n("table", "%n cards in the stock", n)
'''


def copy_catalogues(tmp: Path) -> Path:
    folder = tmp / "translations"
    folder.mkdir()
    for lang in TOOL.CATALOGUES:
        for src in (TOOL.ts_path(lang), TOOL.qm_path(TOOL.ts_path(lang))):
            (folder / src.name).write_bytes(src.read_bytes())
    return folder


def translate_in_linguist(ts: Path, context: str, source: str, *texts: str) -> None:
    """What Linguist does on "done": the translation's text (or plural forms), no longer unfinished."""
    tree = ET.parse(ts)
    for ctx in tree.getroot().findall("context"):
        for m in ctx.findall("message"):
            if ctx.findtext("name") == context and m.findtext("source") == source:
                t = m.find("translation")
                assert t is not None
                t.attrib.pop("type", None)
                numerus = t.findall("numerusform")
                if numerus:
                    for form, text in zip(numerus, texts, strict=True):
                        form.text = text
                else:
                    t.text = texts[0]
                tree.write(ts, encoding="utf-8", xml_declaration=True)
                return
    raise AssertionError(f"no message [{context}] {source!r} in {ts.name}")


def message(ts: Path, context: str, source: str) -> ET.Element | None:
    return next((m for c, m in TOOL.messages(ts) if c == context and m.findtext("source") == source), None)


def loaded(qm: Path) -> QTranslator:
    translator = QTranslator()
    assert translator.load(str(qm))
    return translator


def test_a_translators_edit_survives_make_translations(tmp_path: Path) -> None:
    committed = {lang: TOOL.ts_path(lang).read_bytes() for lang in TOOL.CATALOGUES}
    folder = copy_catalogues(tmp_path)
    pt = TOOL.ts_path("pt_PT", folder)
    # 1. the translator changes a translation by hand, in the XML
    xml = pt.read_text(encoding="utf-8")
    old = "<source>&amp;Undo</source>\n        <translation>&amp;Anular</translation>"
    assert old in xml
    pt.write_text(xml.replace(old, old.replace("&amp;Anular<", "&amp;Anular jogada<")), encoding="utf-8")
    # 2. meanwhile a developer adds two strings; make translations runs
    extra = tmp_path / "new_dialog.py"
    extra.write_text(NEW_CODE, encoding="utf-8")
    sources = [*TOOL.source_files(), extra]
    assert TOOL.update(folder, sources) == 0
    assert TOOL.forms(message(pt, "menu", "&Undo")) == ["&Anular jogada"]  # type: ignore[arg-type]
    assert loaded(pt.with_suffix(".qm")).translate("menu", "&Undo") == "&Anular jogada"
    for lang in TOOL.CATALOGUES:
        ts = TOOL.ts_path(lang, folder)
        plural = message(ts, "table", "%n cards in the stock")
        assert plural is not None and plural.get("numerus") == "yes"
        assert plural.find("translation").get("type") == "unfinished"  # type: ignore[union-attr]
        plain = message(ts, "menu", "Shuffle the &deck")
        assert (plain is None) == (lang == "en")  # English lists only the plural messages
    shuffle = message(pt, "menu", "Shuffle the &deck")
    assert shuffle is not None and shuffle.find("translation").get("type") == "unfinished"  # type: ignore[union-attr]
    assert loaded(pt.with_suffix(".qm")).translate("menu", "Shuffle the &deck") == ""  # shows in English
    # 3. the translator translates the new strings in Linguist; make translations compiles them
    translate_in_linguist(pt, "menu", "Shuffle the &deck", "&Baralhar as cartas")
    translate_in_linguist(pt, "table", "%n cards in the stock", "%n carta no monte", "%n cartas no monte")
    assert TOOL.update(folder, sources) == 0
    qm = loaded(pt.with_suffix(".qm"))
    assert qm.translate("menu", "Shuffle the &deck") == "&Baralhar as cartas"
    assert qm.translate("table", "%n cards in the stock", None, 1) == "%n carta no monte"
    assert qm.translate("table", "%n cards in the stock", None, 5) == "%n cartas no monte"
    assert qm.translate("menu", "&Undo") == "&Anular jogada"
    assert TOOL.forms(message(pt, "menu", "&Undo")) == ["&Anular jogada"]  # type: ignore[arg-type]
    # 4. the developer's string goes away again: so does its message; the rest stays
    assert TOOL.update(folder, release=False) == 0
    assert message(pt, "menu", "Shuffle the &deck") is None
    assert TOOL.forms(message(pt, "menu", "&Undo")) == ["&Anular jogada"]  # type: ignore[arg-type]
    assert {lang: TOOL.ts_path(lang).read_bytes() for lang in TOOL.CATALOGUES} == committed


def test_todo_lists_new_strings_for_every_language(tmp_path: Path, capsys: Any) -> None:
    folder = copy_catalogues(tmp_path)
    extra = tmp_path / "new_dialog.py"
    extra.write_text(NEW_CODE, encoding="utf-8")
    assert TOOL.todo(folder, [*TOOL.source_files(), extra]) == 1
    out = capsys.readouterr().out
    for lang in TOOL.CATALOGUES:
        assert f"paciencia_{lang}.ts" in out
    assert out.count("[table] '%n cards in the stock' (plural): unfinished") == 3
    assert out.count("[menu] 'Shuffle the &deck': unfinished") == 2
    assert TOOL.todo(folder) == 0


TINY = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
<context>
    <name>c</name>
    <message><source>Fine {n}</source><translation>Bem {n}</translation></message>
    <message><source>Lost {name}</source><translation>Perdido {nome}</translation></message>
    <message><source>&amp;Open</source><translation>Abrir</translation></message>
    <message><source>&lt;b&gt;Bold&lt;/b&gt; text</source><translation>texto forte</translation></message>
    <message><source>Two
lines</source><translation>Duas linhas</translation></message>
    <message numerus="yes"><source>%n cards</source><translation>
        <numerusform>%n carta</numerusform><numerusform>cartas</numerusform></translation></message>
    <message numerus="yes"><source>%n runs</source><translation>
        <numerusform>%n sequências</numerusform></translation></message>
    <message><source>Later</source><translation type="unfinished"></translation></message>
    <message><source>Blank</source><translation>  </translation></message>
</context>
</TS>
"""


def test_the_checks_catch_what_would_show_wrongly(tmp_path: Path) -> None:
    ts = tmp_path / "paciencia_pt_PT.ts"
    ts.write_text(TINY, encoding="utf-8")
    wrong = "\n".join(TOOL.wrong(ts))
    assert "Fine" not in wrong
    assert "'Lost {name}': placeholders ['{name}'] vs ['{nome}']" in wrong
    assert "'&Open': the & shortcut" in wrong
    assert "'<b>Bold</b> text': HTML tags differ" in wrong
    assert "'Two\\nlines': line breaks" in wrong
    assert "'%n cards': no %n" in wrong
    assert "'%n runs': needs 2 plural forms, has 1" in wrong
    unfinished = "\n".join(TOOL.unfinished(ts))
    assert "'Later': unfinished" in unfinished and "'Blank': empty" in unfinished
    assert "Fine" not in unfinished


def test_a_plural_call_must_name_its_text_literally(tmp_path: Path) -> None:
    good = tmp_path / "good.py"
    good.write_text(
        'MSG = QT_TRANSLATE_N_NOOP("rules", "Column {column} has only %n cards.")\n'
        'label = tr_n("table", "%n deals" " left", n)\n', encoding="utf-8"
    )
    assert TOOL.plural_calls([good]) == [("rules", "Column {column} has only %n cards."), ("table", "%n deals left")]
    bad = tmp_path / "bad.py"
    bad.write_text('tr_n("stats", TEXT, 3)\n', encoding="utf-8")
    with pytest.raises(SystemExit, match="literal"):
        TOOL.plural_calls([bad])
    bad.write_text('tr_n("stats", "3 games", 3)\n', encoding="utf-8")
    with pytest.raises(SystemExit, match="%n"):
        TOOL.plural_calls([bad])


def test_the_manual_check_wants_every_language_with_the_english_tags(tmp_path: Path) -> None:
    games = tmp_path / "games"
    for name in ("good", "broken", "new"):
        (games / name / "manual").mkdir(parents=True)
        (games / name / "__init__.py").write_text("", encoding="utf-8")
    english = "<h3>Game</h3>\n<p><b>Goal.</b> Win.</p>\n<ul>\n<li>One.</li>\n<li>Two.</li>\n</ul>\n"
    for name in ("good", "broken"):
        (games / name / "manual" / "en.html").write_text(english, encoding="utf-8")
        (games / name / "manual" / "pt_BR.html").write_text(english.replace("Win", "Ganhar"), encoding="utf-8")
    (games / "good" / "manual" / "pt_PT.html").write_text(english.replace("Win", "Vencer"), encoding="utf-8")
    (games / "broken" / "manual" / "pt_PT.html").write_text(
        english.replace("<li>Two.</li>\n", "").replace("<b>Goal.</b>", "Objetivo."), encoding="utf-8"
    )
    assert TOOL.manual_problems(games) == [
        "broken/manual/pt_PT.html: block tag 8 is </ul>, the English has <li>",
        "new/manual/en.html: missing (the rules of the game, in English)",
    ]
    (games / "broken" / "manual" / "pt_PT.html").write_text(english.replace("<b>Goal.</b>", "Objetivo."))
    (games / "new" / "manual" / "en.html").write_text(english, encoding="utf-8")
    assert TOOL.manual_problems(games) == [
        "broken/manual/pt_PT.html: HTML tags differ from en.html: {'<b': 1, '</b': 1}",
        "new/manual/pt_BR.html: missing (translate new/manual/en.html)",
        "new/manual/pt_PT.html: missing (translate new/manual/en.html)",
    ]
