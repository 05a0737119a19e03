"""Build the Portuguese translations (X-1): lupdate → fill → lrelease.

    make translations          # or: .venv/bin/python tools/translate.py

1. ``pyside6-lupdate`` extracts every message of ``app/paciencia/**/*.py`` into
   ``translations/paciencia_pt_BR.ts`` and ``paciencia_pt_PT.ts`` (``-no-obsolete``:
   messages gone from the code leave the files). The UI calls the helper
   ``tr(context, text)`` of ``ui/text.py``; ``-tr-function-alias translate+=tr``
   makes lupdate read it as ``QCoreApplication.translate(context, text)``.
   The core marks its messages with ``QT_TRANSLATE_NOOP(context, text)``.
2. Every message gets its translation from the tables in
   ``tools/translations_table.py`` (menus, dialogs, the core's messages) and
   ``tools/translations_help.py`` (the rules and the other help texts), keyed by
   ``(context, source)`` → ``(pt_BR, pt_PT)``; a plural message (``%n``) takes a
   tuple of forms per language. A message with no translation, a translation
   that loses a ``{placeholder}``, a ``%n``, an ``&`` shortcut or an HTML tag of
   its source stops the build with the list of what is wrong.
3. lupdate runs once more over the filled files (it only rewrites them in its own
   layout), then ``pyside6-lrelease`` compiles ``translations/*.qm``. The ``.qm``
   files are committed with the ``.ts``: the app and the bundle load them.

``--check`` changes nothing: it runs lupdate into a temporary copy and fails if
a message is missing, unfinished or vanished (``tests/ui/test_i18n.py`` does the
same). ``--missing`` prints table entries to paste for messages not yet translated.
"""

from __future__ import annotations

import argparse
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
LANGUAGES = ("pt_BR", "pt_PT")
BIN = Path(sys.executable).parent

# QT_TRANSLATE_N_NOOP (core/text.py) marks plural messages in the Qt-free core: read as translate.
LUPDATE_OPTIONS = [
    "-no-obsolete", "-locations", "relative", "-tr-function-alias", "translate+=tr,translate+=QT_TRANSLATE_N_NOOP",
    "-silent",
]

sys.path.insert(0, str(Path(__file__).resolve().parent))
from translations_help import HELP  # noqa: E402
from translations_table import TABLE  # noqa: E402

Entry = tuple[object, object]


def ts_path(lang: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"paciencia_{lang}.ts"


def tool(name: str) -> str:
    """``pyside6-lupdate`` / ``pyside6-lrelease`` beside this Python (the venv), else on PATH."""
    here = BIN / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"translate: {name} not found (install PySide6 in .venv: make test sets it up)")
    return found


def source_files() -> list[str]:
    return sorted(str(p) for p in SOURCES.rglob("*.py") if "__pycache__" not in p.parts)


def lupdate(ts_files: list[Path]) -> None:
    for ts in ts_files:
        if not ts.exists():
            lang = ts.stem.split("_", 1)[1]
            ts.write_text(
                f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="{lang}">\n</TS>\n',
                encoding="utf-8",
            )
    cmd = [tool("pyside6-lupdate"), *source_files(), *LUPDATE_OPTIONS, "-ts", *map(str, ts_files)]
    subprocess.run(cmd, check=True)


def lrelease(ts_files: list[Path]) -> None:
    for ts in ts_files:
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


# -- reading .ts ---------------------------------------------------------------------------------
def messages(ts: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(ts).getroot()
    out = []
    for ctx in root.findall("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.findall("message"):
            out.append((name, m))
    return out


def problems_in(ts: Path) -> list[str]:
    """Messages that are not finished: unfinished, vanished, obsolete, or an empty translation."""
    bad = []
    for ctx, m in messages(ts):
        t = m.find("translation")
        src = m.findtext("source") or ""
        kind = t.get("type") if t is not None else "missing"
        forms = [f.text or "" for f in t.findall("numerusform")] if t is not None else []
        empty = t is None or (not forms and not (t.text or "").strip()) or (forms and not all(forms))
        if kind in ("unfinished", "vanished", "obsolete", "missing") or empty:
            bad.append(f"{ts.name}: [{ctx}] {src[:70]!r}: {kind or 'empty'}")
    return bad


# -- checks on one translation -------------------------------------------------------------------
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
TAG = re.compile(r"</?([a-zA-Z0-9]+)[^>]*>")


def accelerators(text: str) -> int:
    return len(re.findall(r"&(?!&)[^&\s;]", text.replace("&&", "")))


def mismatch(source: str, text: str, numerus: bool) -> list[str]:
    why = []
    if Counter(PLACEHOLDER.findall(source)) != Counter(PLACEHOLDER.findall(text)):
        why.append(f"placeholders {sorted(PLACEHOLDER.findall(source))} vs {sorted(PLACEHOLDER.findall(text))}")
    if numerus and "%n" not in text and "%n" in source:
        why.append("no %n")
    if accelerators(source) != accelerators(text):
        why.append("the & shortcut")
    if Counter(TAG.findall(source)) != Counter(TAG.findall(text)):
        diff = (Counter(TAG.findall(source)) - Counter(TAG.findall(text))) + (
            Counter(TAG.findall(text)) - Counter(TAG.findall(source))
        )
        why.append(f"HTML tags differ: {dict(diff)}")
    if source.count("\n") and not text.count("\n"):
        why.append("line breaks")
    return why


def lookup(ctx: str, source: str, comment: str | None) -> Entry | None:
    for key in ((ctx, source, comment), (ctx, source), ("*", source)):
        if key in HELP:
            return HELP[key]  # type: ignore[index]
        if key in TABLE:
            return TABLE[key]  # type: ignore[index]
    return None


def fill(ts: Path, lang: str) -> tuple[list[str], list[str], Counter[str], set[tuple[str, str]]]:
    """Put the table's translations into ``ts``; (missing, wrong, count per context, keys used)."""
    index = LANGUAGES.index(lang)
    tree = ET.parse(ts)
    missing: list[str] = []
    wrong: list[str] = []
    counts: Counter[str] = Counter()
    used: set[tuple[str, str]] = set()
    for ctx_el in tree.getroot().findall("context"):
        ctx = ctx_el.findtext("name") or ""
        for m in ctx_el.findall("message"):
            source = m.findtext("source") or ""
            comment = m.findtext("comment")
            numerus = m.get("numerus") == "yes"
            counts[ctx] += 1
            entry = lookup(ctx, source, comment)
            if entry is None:
                missing.append(f"[{ctx}] {source!r}" + (f" (comment {comment!r})" if comment else ""))
                continue
            used.add((ctx, source))
            used.add(("*", source))
            value = entry[index]
            t = m.find("translation")
            if t is None:
                t = ET.SubElement(m, "translation")
            for f in list(t):
                t.remove(f)
            t.attrib.pop("type", None)
            if numerus:
                forms = value if isinstance(value, tuple) else (value,)
                n_forms = 2  # Portuguese: one, other
                if len(forms) != n_forms:
                    wrong.append(f"{lang} [{ctx}] {source!r}: needs {n_forms} plural forms")
                    continue
                t.text = None
                for form in forms:
                    ET.SubElement(t, "numerusform").text = str(form)
                    wrong += [f"{lang} [{ctx}] {source[:60]!r}: {w}" for w in mismatch(source, str(form), True)]
            else:
                if not isinstance(value, str) or not value:
                    wrong.append(f"{lang} [{ctx}] {source!r}: not a text")
                    continue
                t.text = value
                wrong += [f"{lang} [{ctx}] {source[:60]!r}: {w}" for w in mismatch(source, value, False)]
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    text = ts.read_text(encoding="utf-8")
    if "<!DOCTYPE TS>" not in text:
        text = text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1)
        ts.write_text(text, encoding="utf-8")
    return missing, wrong, counts, used


def stub(missing_sources: list[tuple[str, str]]) -> str:
    lines = []
    for ctx, src in missing_sources:
        lines.append(f"    ({ctx!r}, {src!r}): (\n        {src!r},\n        {src!r},\n    ),")
    return "\n".join(lines)


def build(release: bool = True) -> int:
    files = [ts_path(lang) for lang in LANGUAGES]
    TRANSLATIONS.mkdir(exist_ok=True)
    lupdate(files)
    failed = False
    counts: Counter[str] = Counter()
    used: set[tuple[str, str]] = set()
    for lang, ts in zip(LANGUAGES, files, strict=True):
        missing, wrong, counts, used_here = fill(ts, lang)
        used |= used_here
        if missing:
            failed = True
            print(f"translate: {len(missing)} message(s) without a {lang} translation:", file=sys.stderr)
            for line in missing:
                print("  " + line, file=sys.stderr)
        if wrong:
            failed = True
            print(f"translate: {len(wrong)} {lang} translation(s) to fix:", file=sys.stderr)
            for line in wrong:
                print("  " + line, file=sys.stderr)
    if failed:
        print(
            "translate: add them to tools/translations_table.py (or translations_help.py) and run again;"
            " `python tools/translate.py --missing` prints entries to paste.",
            file=sys.stderr,
        )
        return 1
    lupdate(files)  # lupdate's own layout for the filled files: diffs stay small
    for ts in files:
        left = problems_in(ts)
        if left:
            print("\n".join(left), file=sys.stderr)
            return 1
    unused = sorted(k for k in list(TABLE) + list(HELP) if (k[0], k[1]) not in used)
    for k in unused:
        print(f"translate: note: table entry no longer in the code: [{k[0]}] {k[1][:60]!r}", file=sys.stderr)
    if release:
        lrelease(files)
    total = sum(counts.values())
    print(f"translate: {total} messages in {len(counts)} contexts, all translated into " + ", ".join(LANGUAGES))
    for ctx, n in sorted(counts.items()):
        print(f"  {ctx:10} {n}")
    return 0


def check() -> int:
    """lupdate into a temporary copy: every message there must be finished (the committed .ts is current)."""
    with tempfile.TemporaryDirectory() as tmp:
        files = []
        for lang in LANGUAGES:
            src = ts_path(lang)
            if not src.exists():
                print(f"translate: {src} is missing; run make translations", file=sys.stderr)
                return 1
            dst = ts_path(lang, Path(tmp))
            shutil.copy(src, dst)
            files.append(dst)
        lupdate(files)
        bad = [p for ts in files for p in problems_in(ts)]
    if bad:
        print("translate: the .ts files are not complete and current (run make translations):", file=sys.stderr)
        print("\n".join("  " + b for b in bad), file=sys.stderr)
        return 1
    print("translate: the .ts files are complete and current")
    return 0


def missing_entries() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        ts = ts_path("pt_BR", Path(tmp))
        lupdate([ts])
        todo = []
        for ctx, m in messages(ts):
            src = m.findtext("source") or ""
            if lookup(ctx, src, m.findtext("comment")) is None:
                todo.append((ctx, src))
    print(stub(todo))
    return 0


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="change nothing; fail if the .ts files are not current")
    ap.add_argument("--missing", action="store_true", help="print table entries for untranslated messages")
    ap.add_argument("--no-release", action="store_true", help="fill the .ts files but do not compile the .qm")
    args = ap.parse_args(argv)
    if args.check:
        return check()
    if args.missing:
        return missing_entries()
    return build(release=not args.no_release)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
