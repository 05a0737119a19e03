"""The translations (X-1): ``translations/*.ts`` are the source of truth; this keeps them current.

Where the files are: translators edit ``translations/paciencia_<lang>.ts`` at the top of the
repository (the sdist carries them; the app never reads them). The compiled catalogues go
into the package, ``app/paciencia/translations/paciencia_<lang>.qm``, where the app loads them
(``paciencia/paths.py``) and the wheel and the bundle carry them (X-3).

    make translations                              # = .venv/bin/python tools/translate.py
    .venv/bin/python tools/translate.py --todo     # what is left to translate (exit 1 if anything)
    .venv/bin/python tools/translate.py --check    # change nothing; fail unless complete and current

How the work goes
    The code says every text in English: ``tr(context, text)`` and ``tr_n(context, text, n)``
    (``ui/text.py``), ``QT_TRANSLATE_NOOP(context, text)`` in the core. ``make translations``
    runs ``pyside6-lupdate`` over ``app/paciencia``: it keeps every translation already in the
    ``.ts`` files, adds new messages as *unfinished* and drops the ones gone from the code
    (``-no-obsolete``). A changed English text is a new message; lupdate fills it with the old
    translation, still unfinished, when the texts are similar. Then every translation is
    checked and ``pyside6-lrelease`` compiles the ``.qm`` files (an unfinished message
    stays English in the app). A translator opens ``translations/paciencia_<lang>.ts`` in Qt
    Linguist (or edits the XML), translates, marks the messages done, saves, and runs
    ``make translations``. The rules of each game are HTML files in the game's package
    (``core/games/<game>/manual/<lang>.html``, see ``paciencia.core.manual``), checked here too.

Checks (``--check``, ``tests/ui/test_i18n.py``, and ``make translations`` before compiling)
    * no message unfinished, empty or missing, and lupdate has nothing to change (the ``.ts``
      files are current), and the ``.qm`` files are what lrelease makes of them;
    * a translation keeps every ``{placeholder}``, the ``%n`` of a plural message (in every form),
      the number of ``&`` shortcuts, the HTML tags and the line breaks of its source; a plural
      message has one form per plural form of its language;
    * every game has a manual in English and in every language, and each translation has the
      HTML tags of the English file (the same block elements in the same order).
    A translation that fails the second check stops ``make translations`` before lrelease.

Decisions
    * ``-locations none``: the ``.ts`` files record no file name or line number. Several people
      change the code at once; with locations every moved line rewrote both ``.ts`` files and
      their merges conflicted. Linguist then shows no source line: the context (``menu``,
      ``prefs``, ``rules``…) and the English say where a text is. ``-sort-messages`` sorts the
      messages of a context by their English, so messages added on two branches land in two
      different places of the file instead of both at its end.
    * Plurals: pyside6-lupdate's Python parser takes a name in the count position of
      ``translate(context, text, None, n)`` for an encoding argument and never marks the
      message plural. So this tool finds the ``tr_n(…)`` calls itself (``ast``) and gives lupdate
      one more, generated file where each is written ``translate(context, text, None, 1)``,
      which it reads as plural. English, the source language, has ``paciencia_en.ts`` with only
      the plural messages (``-pluralonly``): "1 game" is a translation of "%n games" too.
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "app" / "paciencia"
TRANSLATIONS = ROOT / "translations"
"""The ``.ts`` files translators edit."""
COMPILED = SOURCES / "translations"
"""The ``.qm`` files the app loads: package data."""
GAMES = SOURCES / "core" / "games"
LANGUAGES = ("pt_BR", "pt_PT")
"""The complete translations."""
SOURCE_LANGUAGE = "en"
"""The source language: its catalogue holds only the plural forms."""
CATALOGUES = (SOURCE_LANGUAGE, *LANGUAGES)
PLURAL_FORMS = {"en": 2, "pt_BR": 2, "pt_PT": 2}  # Qt's numerus forms: one, other
BIN = Path(sys.executable).parent

LUPDATE_OPTIONS = [
    "-no-obsolete", "-locations", "none", "-sort-messages", "-tr-function-alias", "translate+=tr", "-silent",
]
PLURAL_HELPERS = ("tr_n", "QT_TRANSLATE_N_NOOP")
"""Calls ``(context, text, …)`` whose text has a ``%n``: the UI's helper, and the marker a core
message with a count would use (lupdate's Python parser knows neither as plural)."""


def ts_path(lang: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"paciencia_{lang}.ts"


def qm_path(ts: Path) -> Path:
    """Where the catalogue compiled from ``ts`` goes: into the package for the repository's
    ``.ts`` files, beside the ``.ts`` for any other folder (the tests work on copies)."""
    if ts.parent.resolve() == TRANSLATIONS.resolve():
        return COMPILED / ts.with_suffix(".qm").name
    return ts.with_suffix(".qm")


def tool(name: str) -> str:
    """Qt's ``lupdate`` / ``lrelease`` as PySide6 ships them, else ``pyside6-<name>`` on PATH.

    The ``pyside6-lupdate`` command is a Python script that starts the program in PySide6's
    folder; starting that program directly saves half a second a run (the tests run it often).
    """
    spec = importlib.util.find_spec("PySide6")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        exe = Path(folder) / (name + (".exe" if sys.platform == "win32" else ""))
        if exe.is_file():
            return str(exe)
    for wrapper in (BIN / f"pyside6-{name}", shutil.which(f"pyside6-{name}")):
        if wrapper and Path(wrapper).exists():
            return str(wrapper)
    raise SystemExit(f"translate: pyside6-{name} not found (install PySide6 in .venv: make test sets it up)")


def source_files(root: Path = SOURCES) -> list[Path]:
    return sorted(p for p in root.rglob("*.py") if "__pycache__" not in p.parts)


# -- running lupdate and lrelease ----------------------------------------------------------------
def plural_calls(files: list[Path]) -> list[tuple[str, str]]:
    """``(context, text)`` of every ``tr_n(context, text, n)`` (or ``QT_TRANSLATE_N_NOOP``) call."""
    found = []
    for path in files:
        code = path.read_text(encoding="utf-8")
        if not any(helper in code for helper in PLURAL_HELPERS):
            continue  # most files: parsing all of them would double the time of a run
        tree = ast.parse(code, str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if name not in PLURAL_HELPERS:
                continue
            args = node.args[:2]
            if len(args) < 2 or not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
                raise SystemExit(f"translate: {path}:{node.lineno}: {name} needs a literal context and text")
            context, text = (a.value for a in args)  # type: ignore[attr-defined]
            if "%n" not in text:
                raise SystemExit(f"translate: {path}:{node.lineno}: a {name} text must hold %n: {text!r}")
            found.append((context, text))
    return found


def _literal(text: str) -> str:
    """A Python string literal that lupdate reads back as ``text`` (it knows \\n and \\", not \\u)."""
    if any(ord(c) < 32 and c != "\n" for c in text):
        raise SystemExit(f"translate: control character in a plural message: {text!r}")
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def plural_shim(files: list[Path], folder: Path) -> Path:
    """The generated file through which lupdate sees the ``tr_n`` calls as plural messages."""
    shim = folder / "paciencia_plurals.py"
    lines = [f"QCoreApplication.translate({_literal(c)}, {_literal(t)}, None, 1)" for c, t in plural_calls(files)]
    shim.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return shim


def _skeleton(ts: Path, lang: str) -> None:
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        f'<TS version="2.1" language="{lang}" sourcelanguage="{SOURCE_LANGUAGE}">\n</TS>\n',
        encoding="utf-8",
    )


def lupdate(folder: Path = TRANSLATIONS, sources: list[Path] | None = None) -> list[Path]:
    """Bring the ``.ts`` files in ``folder`` up to date with ``sources``; return them."""
    files = source_files() if sources is None else sources
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for lang in CATALOGUES:
        ts = ts_path(lang, folder)
        if not ts.exists():
            _skeleton(ts, lang)
        out.append(ts)
    with tempfile.TemporaryDirectory() as tmp:
        inputs = [str(p) for p in files] + [str(plural_shim(files, Path(tmp)))]
        run = [tool("lupdate"), *inputs, *LUPDATE_OPTIONS]
        subprocess.run([*run, "-ts", *(str(ts) for ts in out[1:])], check=True)
        subprocess.run([*run, "-pluralonly", "-ts", str(out[0])], check=True)
    return out


def lrelease(ts_files: list[Path]) -> None:
    for ts in ts_files:
        subprocess.run([tool("lrelease"), "-silent", str(ts), "-qm", str(qm_path(ts))], check=True)


# -- reading a .ts -------------------------------------------------------------------------------
def messages(ts: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [(ctx.findtext("name") or "", m) for ctx in root.findall("context") for m in ctx.findall("message")]


def forms(message: ET.Element) -> list[str]:
    """The translation of a message: one text, or one text per plural form."""
    t = message.find("translation")
    if t is None:
        return []
    numerus = t.findall("numerusform")
    return [f.text or "" for f in numerus] if numerus else [t.text or ""]


def language_of(ts: Path) -> str:
    return ts.stem.split("_", 1)[1]


def _name(ctx: str, m: ET.Element) -> str:
    return f"[{ctx}] {(m.findtext('source') or '')[:70]!r}"


def unfinished(ts: Path) -> list[str]:
    """Messages without a finished translation: unfinished, vanished, obsolete, missing or empty."""
    bad = []
    for ctx, m in messages(ts):
        t = m.find("translation")
        kind = "missing" if t is None else t.get("type") or ""
        if kind or not all(text.strip() for text in forms(m)):
            plural = " (plural)" if m.get("numerus") == "yes" else ""
            bad.append(f"{ts.name}: {_name(ctx, m)}{plural}: {kind or 'empty'}")
    return bad


# -- checking one translation --------------------------------------------------------------------
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)[^>]*>")
BLOCK_TAGS = {"h1", "h2", "h3", "h4", "p", "ul", "ol", "li", "table", "tr", "td", "th", "br", "hr"}


def accelerators(text: str) -> int:
    return len(re.findall(r"&(?!&)[^&\s;]", text.replace("&&", "")))


def tags(text: str) -> Counter[str]:
    return Counter(m.group(0).split()[0].rstrip(">").lower() for m in TAG.finditer(text))


def mismatch(source: str, text: str, numerus: bool) -> list[str]:
    why = []
    if Counter(PLACEHOLDER.findall(source)) != Counter(PLACEHOLDER.findall(text)):
        why.append(f"placeholders {sorted(PLACEHOLDER.findall(source))} vs {sorted(PLACEHOLDER.findall(text))}")
    if numerus and "%n" in source and "%n" not in text:
        why.append("no %n")
    if accelerators(source) != accelerators(text):
        why.append("the & shortcut")
    if tags(source) != tags(text):
        diff = (tags(source) - tags(text)) + (tags(text) - tags(source))
        why.append(f"HTML tags differ: {dict(diff)}")
    if source.count("\n") and not text.count("\n"):
        why.append("line breaks")
    return why


def wrong(ts: Path) -> list[str]:
    """Finished translations that would show wrongly: see :func:`mismatch`; plural form counts."""
    lang = language_of(ts)
    bad = []
    for ctx, m in messages(ts):
        t = m.find("translation")
        if t is None or t.get("type"):
            continue
        source = m.findtext("source") or ""
        numerus = m.get("numerus") == "yes"
        texts = forms(m)
        if numerus and len(t.findall("numerusform")) != PLURAL_FORMS[lang]:
            bad.append(f"{ts.name}: {_name(ctx, m)}: needs {PLURAL_FORMS[lang]} plural forms, has {len(texts)}")
        for text in texts:
            bad += [f"{ts.name}: {_name(ctx, m)}: {w}" for w in mismatch(source, text, numerus)]
    return bad


# -- the manuals ---------------------------------------------------------------------------------
def block_tags(text: str) -> list[str]:
    return [m.group(0).split()[0].rstrip(">").lower() for m in TAG.finditer(text) if m.group(1).lower() in BLOCK_TAGS]


def manual_problems(games: Path = GAMES, languages: tuple[str, ...] = LANGUAGES) -> list[str]:
    """Every game package has ``manual/en.html`` and a translation per language with its tags."""
    bad = []
    for package in sorted(p for p in games.iterdir() if (p / "__init__.py").is_file()):
        folder = package / "manual"
        en = folder / f"{SOURCE_LANGUAGE}.html"
        if not en.is_file():
            bad.append(f"{en.relative_to(games)}: missing (the rules of the game, in English)")
            continue
        source = en.read_text(encoding="utf-8")
        for lang in languages:
            path = folder / f"{lang}.html"
            name = path.relative_to(games)
            if not path.is_file():
                bad.append(f"{name}: missing (translate {en.relative_to(games)})")
                continue
            text = path.read_text(encoding="utf-8")
            if not text.strip():
                bad.append(f"{name}: empty")
            elif block_tags(source) != block_tags(text):
                want, got = block_tags(source), block_tags(text)
                pairs = enumerate(zip(want, got, strict=False))
                at = next((i for i, (a, b) in pairs if a != b), min(len(want), len(got)))
                bad.append(f"{name}: block tag {at + 1} is {got[at] + '>' if at < len(got) else 'missing'},"
                           f" the English has {want[at] + '>' if at < len(want) else 'no more'}")
            elif tags(source) != tags(text):
                diff = (tags(source) - tags(text)) + (tags(text) - tags(source))
                bad.append(f"{name}: HTML tags differ from {en.name}: {dict(diff)}")
    return bad


# -- the commands --------------------------------------------------------------------------------
def update(folder: Path = TRANSLATIONS, sources: list[Path] | None = None, release: bool = True) -> int:
    """``make translations``: lupdate, check, lrelease. 0 when compiled (unfinished ones noted)."""
    files = lupdate(folder, sources)
    broken = [w for ts in files for w in wrong(ts)]
    if broken:
        print(f"translate: {len(broken)} translation(s) to fix; nothing compiled:", file=sys.stderr)
        print("\n".join("  " + b for b in broken), file=sys.stderr)
        return 1
    if release:
        lrelease(files)
    left = [u for ts in files for u in unfinished(ts)]
    total = {language_of(ts): len(messages(ts)) for ts in files}
    print("translate: " + ", ".join(f"{lang} {n} messages" for lang, n in total.items())
          + (", compiled" if release else ""))
    if left:
        print(f"translate: {len(left)} message(s) still to translate (they show in English);"
              " list them with tools/translate.py --todo", file=sys.stderr)
    for line in manual_problems():
        print(f"translate: manual: {line}", file=sys.stderr)
    return 0


def _updated_copies(folder: Path, tmp: Path, sources: list[Path] | None) -> list[tuple[Path, Path]]:
    """lupdate into copies of the committed ``.ts`` in ``tmp``; (committed, updated copy) pairs."""
    for lang in CATALOGUES:
        if ts_path(lang, folder).exists():
            shutil.copy(ts_path(lang, folder), ts_path(lang, tmp))
    return list(zip((ts_path(lang, folder) for lang in CATALOGUES), lupdate(tmp, sources), strict=True))


def problems(folder: Path = TRANSLATIONS, sources: list[Path] | None = None) -> list[str]:
    """Everything ``--check`` fails on; empty when the translations are complete and current."""
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        for committed, copy in _updated_copies(folder, Path(tmp), sources):
            if not committed.exists():
                bad.append(f"{committed.name}: missing")
                continue
            if committed.read_bytes() != copy.read_bytes():
                bad.append(f"{committed.name}: not current (messages added or gone in the code)")
            bad += unfinished(copy) + wrong(copy)
            qm = qm_path(committed)
            fresh = Path(tmp) / f"{committed.stem}.fresh.qm"
            subprocess.run([tool("lrelease"), "-silent", str(committed), "-qm", str(fresh)], check=True)
            if not qm.exists() or qm.read_bytes() != fresh.read_bytes():
                bad.append(f"{qm.name}: older than {committed.name}")
    return bad + [f"manual: {line}" for line in manual_problems()]


def check() -> int:
    bad = problems()
    if bad:
        print("translate: the translations are not complete and current (make translations; --todo):", file=sys.stderr)
        print("\n".join("  " + b for b in bad), file=sys.stderr)
        return 1
    print("translate: the translations are complete and current")
    return 0


def todo(folder: Path = TRANSLATIONS, sources: list[Path] | None = None) -> int:
    """What a developer or translator has left to do, including strings not yet in the ``.ts``."""
    with tempfile.TemporaryDirectory() as tmp:
        pairs = _updated_copies(folder, Path(tmp), sources)
        left = {committed.name: unfinished(copy) + wrong(copy) for committed, copy in pairs}
    manuals = manual_problems()
    for name, lines in left.items():
        if lines:
            print(f"{name}: {len(lines)} to translate or fix (Qt Linguist: {Path('translations') / name})")
            print("\n".join("  " + line.split(": ", 1)[1] for line in lines))
    if manuals:
        print(f"manuals ({GAMES.relative_to(ROOT)}):")
        print("\n".join("  " + line for line in manuals))
    if not manuals and not any(left.values()):
        print("translate: nothing to translate")
        return 0
    print("then: make translations")
    return 1


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="change nothing; fail unless complete and current")
    ap.add_argument("--todo", action="store_true", help="list the messages and manuals left to translate")
    ap.add_argument("--no-release", action="store_true", help="update the .ts files but do not compile the .qm")
    args = ap.parse_args(argv)
    if args.check:
        return check()
    if args.todo:
        return todo()
    return update(release=not args.no_release)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
