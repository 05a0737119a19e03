"""docs/rules.md explains every requirement id the project cites, so a newcomer can resolve
``K-8`` or ``P-7`` from the repository alone (the architecture issue "The project explains
itself")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
RULES = DOCS / "rules.md"
CITING = ("app", "tests", "tools", "bench", "packaging")
SECTIONS = ("C", "K", "F", "S", "P", "TP", "GF", "YK", "BG", "EO", "SE", "FT", "BD", "U", "T", "X", "V", "B")
"""The contract's sections, in the order rules.md lists them (issue 34's games have two letters)."""

# An id is a section letter, a hyphen and a number. Two kinds of text look alike and are skipped:
# SVG path data, where "C" is a curve command followed by a coordinate pair ("C-8,31"), and
# FreeCell board text ("Foundations: H-6 C-9 D-2 S-0"), where C and S are clubs and spades; such a
# line also names a hearts or diamonds foundation (letters no section uses), which gives it away.
CITED_ID = re.compile(
    r"\b(?:" + "|".join(sorted((s for s in SECTIONS if len(s) > 1), key=len, reverse=True))
    + r"|[" + "".join(s for s in SECTIONS if len(s) == 1) + r"])-\d+\b(?![.,]-?\d)"
)
BOARD_LINE = re.compile(r"\b[HD]-[0-9A-Z-]")
SUIT_TOKEN = re.compile(r"\b[CDHS]-[0-9A-Z-]+")
DEFINED = re.compile(r"^### ([A-Z]{1,2})-(\d+) \S", re.MULTILINE)
SECTION = re.compile(r"^## ([A-Z]{1,2})\. ", re.MULTILINE)


def cited_ids(text: str) -> set[str]:
    found: set[str] = set()
    for line in text.splitlines():
        if BOARD_LINE.search(line):
            line = SUIT_TOKEN.sub("", line)
        found.update(CITED_ID.findall(line))
    return found


def citing_files() -> list[Path]:
    files = []
    for top in CITING:
        for path in sorted((ROOT / top).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                files.append(path)
    return files


def read_text(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:  # icons, compiled translations: nothing to cite there
        return None


def defined_ids() -> list[str]:
    return [f"{letter}-{number}" for letter, number in DEFINED.findall(RULES.read_text(encoding="utf-8"))]


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    text = path.read_text(encoding="utf-8")
    return {slug(h) for h in re.findall(r"^#+ (.+)$", text, re.MULTILINE)}


def test_the_non_ids_are_recognised() -> None:
    assert cited_ids("K-8 and F-4, see P-10.") == {"K-8", "F-4", "P-10"}
    assert cited_ids('"M0,44 C-8,31 -46,9 C-46,-36 -33,-46"') == set()
    assert cited_ids("Foundations: H-6 C-9 D-2 S-0  # F-9") == {"F-9"}
    assert cited_ids("TP-3 and BD-9, not XTP-3") == {"TP-3", "BD-9"}


def test_every_cited_id_is_defined_in_rules_md() -> None:
    defined = set(defined_ids())
    missing: dict[str, list[str]] = {}
    for path in citing_files():
        text = read_text(path)
        for rid in cited_ids(text or "") - defined:
            missing.setdefault(rid, []).append(str(path.relative_to(ROOT)))
    assert not missing, f"cited but not defined in docs/rules.md: {missing}"


def test_ids_are_defined_once_in_their_section_and_numbered_from_one() -> None:
    text = RULES.read_text(encoding="utf-8")
    ids = defined_ids()
    assert len(ids) == len(set(ids)), "an id is defined twice"
    sections = [(m.group(1), m.start()) for m in SECTION.finditer(text)]
    assert [letter for letter, _ in sections] == list(SECTIONS)
    for m in DEFINED.finditer(text):
        letter = max((s for s in sections if s[1] < m.start()), key=lambda s: s[1])[0]
        assert m.group(1) == letter, f"{m.group(1)}-{m.group(2)} is under section {letter}"
    for letter in SECTIONS:
        numbers = [int(n) for lt, n in DEFINED.findall(text) if lt == letter]
        assert numbers == list(range(1, len(numbers) + 1)), f"section {letter} numbers {numbers}"


@pytest.mark.parametrize("doc", sorted(DOCS.glob("*.md")), ids=lambda p: p.name)
def test_links_in_docs_lead_somewhere(doc: Path) -> None:
    for target in re.findall(r"\]\(([^)\s]+)\)", doc.read_text(encoding="utf-8")):
        if "://" in target:
            continue
        file_part, _, anchor = target.partition("#")
        linked = (doc.parent / file_part).resolve() if file_part else doc
        assert linked.exists(), f"{doc.name}: {target} points nowhere"
        if anchor:
            assert anchor in anchors(linked), f"{doc.name}: no heading for #{anchor}"


def test_module_paths_named_in_rules_md_exist() -> None:
    # The games with modules of their own (a variant or a kit game reuses its parent's or the kit's).
    games = [p.name for p in (ROOT / "app/paciencia/core/games").iterdir() if (p / "notation.py").exists()]
    top_level = {p.name for p in ROOT.iterdir() if p.is_dir()}
    for name in re.findall(r"`([\w.<>/-]+)`", RULES.read_text(encoding="utf-8")):
        if "/" not in name or name.startswith("paciencia"):
            continue
        base = ROOT if name.split("/")[0] in top_level else ROOT / "app/paciencia"
        for game in games if "<game>" in name else [""]:
            path = base / name.replace("<game>", game)
            assert path.exists(), f"docs/rules.md names {name}, but {path.relative_to(ROOT)} is missing"


def test_the_project_readme_points_to_the_docs() -> None:
    assert "(docs/README.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
