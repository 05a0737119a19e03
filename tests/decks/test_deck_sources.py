"""Deck formats, validation of hand-made broken decks, discovery, import and removal.

Every deck here is written into a temporary folder by the helpers below: a
small but complete KDE deck, AisleRiot grid theme and PySol cardset, then
one broken variant per failure kind, each refused with its own message.
"""

import argparse
import gzip
import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSize  # noqa: E402
from PySide6.QtGui import QColor, QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.decks import cli, refusals, sources  # noqa: E402
from paciencia.decks import discover as disc  # noqa: E402
from paciencia.decks.importer import import_deck, remove_deck  # noqa: E402
from paciencia.decks.refusals import DeckError  # noqa: E402
from paciencia.decks.sources import CANONICAL_IDS, RANKS, SUITS  # noqa: E402
from paciencia.decks.validate import check_path  # noqa: E402

S = sources
R = refusals


@pytest.fixture(scope="module", autouse=True)
def app():
    S.quiet_svg_warnings()
    return QApplication.instance() or QApplication([])  # not QGuiApplication: it outlives the module, aborting UI tests


# -- deck makers ----------------------------------------------------------

def kde_svg(ids=CANONICAL_IDS, w=100, h=140, fill="#3a6") -> str:
    cards = "".join(f'<rect id="{e}" x="{i * (w + 10)}" y="0" width="{w}" height="{h}" fill="{fill}"/>'
                    for i, e in enumerate(ids))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{len(ids) * (w + 10)}" height="{h}">'
            f"{cards}</svg>")


def make_kde(folder: Path, svg: str | bytes | None = None, desktop: str | None = None) -> Path:
    folder.mkdir(parents=True)
    default = "[KDE Backdeck]\nName=Test Deck\nName[pt]=Baralho\nSVG=deck.svgz\n"
    (folder / "index.desktop").write_text(desktop if desktop is not None else default)
    data = (svg if svg is not None else kde_svg())
    (folder / "deck.svgz").write_bytes(gzip.compress(data.encode() if isinstance(data, str) else data))
    (folder / "notes.txt").write_text("not part of the deck")
    return folder


def aisleriot_svg(skip=()) -> str:
    """A 13 × 5 grid, 10 × 14 units a cell; every cell its own colour."""
    cells = [(f"{s}_{r}", row, col) for row, s in enumerate(SUITS) for col, r in enumerate(RANKS)]
    cells.append(("back", 4, 2))
    rects = "".join(f'<rect id="{i}" x="{col * 10}" y="{row * 14}" width="10" height="14" '
                    f'fill="rgb({row * 50},{col * 19},200)"/>' for i, row, col in cells if i not in skip)
    head = '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="70" viewBox="0 0 130 70">'
    return f"{head}{rects}</svg>"


def make_aisleriot(path: Path, text: str | None = None) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(gzip.compress((text or aisleriot_svg()).encode()))
    return path


def make_pysol(folder: Path, size=(40, 56), skip=(), type_=1, ext=".png") -> Path:
    folder.mkdir(parents=True)
    (folder / "config.txt").write_text(
        f"PySolFC solitaire cardset;4;{ext};{type_};52;7\n123-test;Test Set\n{size[0]} {size[1]} 8\n"
        f"16 25 7 7\nback01{ext}\nback01{ext}\n")
    image = QImage(max(size[0], 1), max(size[1], 1), QImage.Format.Format_ARGB32)
    image.fill(QColor("navy"))
    names = [f"{n:02d}{letter}{ext}" for letter in "cdhs" for n in range(1, 14)] + [f"back01{ext}"]
    for name in names:
        if name not in skip:
            image.save(str(folder / name))
    return folder


def refused(path: Path, msgid: str, **args) -> str:
    source, verdict = check_path(path)
    assert not verdict.usable
    assert verdict.reason.msgid == msgid, verdict.text()
    for k, v in args.items():
        got = verdict.reason.count if k == "count" and verdict.reason.count is not None else verdict.reason.args[k]
        assert got == v, verdict.text()
    return str(verdict.reason)


# -- good decks -----------------------------------------------------------

def test_kde_folder_aisleriot_file_and_pysol_set_are_usable(tmp_path):
    for path, kind in ((make_kde(tmp_path / "kde"), "kde"),
                       (make_aisleriot(tmp_path / "theme.svgz"), "aisleriot"),
                       (make_pysol(tmp_path / "cardset-test"), "pysol")):
        source, verdict = check_path(path)
        assert verdict.usable, verdict.text()
        assert source.kind == kind and sorted(source.element_ids()) == sorted(CANONICAL_IDS)
        assert abs(source.aspect() - 1.4) < 1e-6
        image = source.render("king_heart", QSize(20, 28))
        assert image.size() == QSize(20, 28) and not image.isNull()


def test_aisleriot_ids_map_to_their_grid_cell(tmp_path):
    source, _ = check_path(make_aisleriot(tmp_path / "grid.svg"))
    for element, row, col in (("king_heart", 2, 12), ("1_club", 0, 0), ("10_spade", 3, 9), ("back", 4, 2)):
        pixel = source.render(element, QSize(20, 28)).pixelColor(10, 14)
        assert (pixel.red(), pixel.green(), pixel.blue()) == (row * 50, col * 19, 200), element


# -- broken decks: one per failure kind -----------------------------------

def test_malformed_xml_names_the_line(tmp_path):
    text = aisleriot_svg().replace("<rect", "\n<rect", 3)[:400]
    message = refused(make_aisleriot(tmp_path / "cut.svgz", text), R.MSG_NOT_XML)
    assert "line" in message


def test_missing_elements_are_named(tmp_path):
    gone = ["queen_heart", "7_club", "1_spade", "king_diamond", "2_heart", "10_spade", "jack_club"]
    deck = make_kde(tmp_path / "short", kde_svg([e for e in CANONICAL_IDS if e not in gone]))
    message = refused(deck, R.MSG_MISSING, count=7)
    assert message.startswith("Missing 7 elements: ") and all(g in message for g in gone)


def test_missing_back_in_aisleriot_theme(tmp_path):
    refused(make_aisleriot(tmp_path / "noback.svgz", aisleriot_svg(skip=("back",))), R.MSG_MISSING,
            count=1, names="back")


def test_zero_size_canvas_and_elements(tmp_path):
    zero_canvas = kde_svg().replace('width="5830" height="140"', 'width="0" height="0" viewBox="0 0 0 0"')
    refused(make_kde(tmp_path / "a", zero_canvas), R.MSG_ZERO_SIZE)
    flat = kde_svg(w=0, h=0)
    refused(make_kde(tmp_path / "b", flat), R.MSG_ZERO_SIZE)
    refused(make_pysol(tmp_path / "c", size=(0, 0)), R.MSG_ZERO_SIZE)


def test_enormous_canvas_image_and_file(tmp_path, monkeypatch):
    huge = kde_svg().replace('width="5830" height="140"', 'width="9e6" height="140" viewBox="0 0 9e6 140"')
    refused(make_kde(tmp_path / "a", huge), R.MSG_CANVAS_HUGE, limit=200_000)
    big = make_pysol(tmp_path / "b", size=(4200, 20))
    refused(big, R.MSG_IMAGE_HUGE, width=4200, limit=4096)
    monkeypatch.setattr(S, "MAX_SVG_BYTES", 1000)  # a decompression bomb, scaled down
    refused(make_kde(tmp_path / "c"), R.MSG_FILE_TOO_LARGE)


def test_unreadable_files(tmp_path):
    bad_gzip = make_kde(tmp_path / "a")
    (bad_gzip / "deck.svgz").write_bytes(gzip.compress(kde_svg().encode())[:300])  # cut short
    assert "Cannot read" in refused(bad_gzip, R.MSG_UNREADABLE)


def test_unreadable_permissions(tmp_path):
    theme = make_aisleriot(tmp_path / "locked.svgz")
    theme.chmod(0)
    try:
        if os.access(theme, os.R_OK):
            pytest.skip("running as root: permissions do not stop reading")
        refused(theme, R.MSG_UNREADABLE)
    finally:
        theme.chmod(0o644)


def test_unknown_formats_and_missing_paths(tmp_path):
    (tmp_path / "folder").mkdir()
    (tmp_path / "folder" / "README").write_text("hello")
    refused(tmp_path / "folder", R.MSG_UNKNOWN)
    (tmp_path / "deck.zip").write_bytes(b"PK\x03\x04")
    refused(tmp_path / "deck.zip", R.MSG_UNKNOWN)
    refused(tmp_path / "nowhere", R.MSG_NO_SUCH)
    (tmp_path / "page.svg").write_text("<html><body id='1_spade'/></html>")
    refused(tmp_path / "page.svg", R.MSG_NOT_SVG)


def test_kde_desktop_problems(tmp_path):
    refused(make_kde(tmp_path / "a", desktop="[Desktop Entry]\nName=x\n"), R.MSG_NO_BACKDECK)
    refused(make_kde(tmp_path / "b", desktop="[KDE Backdeck]\nName=Old PNG deck\nBack=x\n"), R.MSG_NO_SVG_KEY)
    refused(make_kde(tmp_path / "c", desktop="[KDE Backdeck]\nSVG=other.svgz\n"), R.MSG_SVG_MISSING)
    refused(make_kde(tmp_path / "d", desktop="Name=x\n[KDE Backdeck\n"), R.MSG_DESKTOP_MALFORMED)


def test_pysol_problems(tmp_path):
    message = refused(make_pysol(tmp_path / "a", skip=("07h.png",)), R.MSG_MISSING_IMAGES, count=1)
    assert "07h.png" in message
    refused(make_pysol(tmp_path / "b", type_=2), R.MSG_PYSOL_TYPE, type=2)
    deck = make_pysol(tmp_path / "c")
    (deck / "config.txt").write_text("Some other game's config\n")
    refused(deck, R.MSG_PYSOL_CONFIG, line=1)
    broken = make_pysol(tmp_path / "d")
    (broken / "01s.png").write_bytes(b"\x89PNG\r\n\x1a\n garbage")
    refused(broken, R.MSG_IMAGE_BAD, file="01s.png")
    refused(make_pysol(tmp_path / "e", size=(8, 11)), R.MSG_IMAGE_SMALL, limit=16)


def test_odd_proportions_and_invisible_cards(tmp_path):
    refused(make_kde(tmp_path / "a", kde_svg(w=100, h=20)), R.MSG_ODD_SHAPE)
    refused(make_kde(tmp_path / "b", kde_svg(fill="none")), R.MSG_BLANK)


def test_check_command_says_what_is_wrong(tmp_path, capsys):
    good, bad = make_kde(tmp_path / "good"), make_pysol(tmp_path / "bad", skip=("13s.png",))
    assert cli.run(argparse.Namespace(check=str(good))) == 0
    assert capsys.readouterr().out.startswith("usable: Test Deck (kde)")
    assert cli.run(argparse.Namespace(check=str(bad))) == 1
    out = capsys.readouterr().out
    assert out.startswith("refused:") and "Missing 1 card images: 13s.png." in out


# -- discovery, import, removal -------------------------------------------

def test_system_discovery_follows_xdg_precedence(tmp_path):
    first, second = tmp_path / "first", tmp_path / "second"
    make_kde(first / "carddecks" / "mine")
    make_kde(second / "carddecks" / "mine", desktop="[KDE Backdeck]\nName=Shadowed\nSVG=deck.svgz\n")
    make_aisleriot(second / "aisleriot" / "cards" / "grid.svgz")
    make_pysol(second / "PySolFC" / "cardset-test", skip=("01c.png",))
    entries = {e.key: e for e in disc.system_entries([first, second])}
    mine = entries["kde:mine"]
    assert mine.name == "Test Deck" and mine.path == first / "carddecks" / "mine"
    assert entries["aisleriot:grid"].usable and not entries["aisleriot:grid"].checked
    assert not entries["pysol:cardset-test"].usable  # a missing image is seen without decoding anything
    assert entries["pysol:cardset-test"].reason.msgid == R.MSG_MISSING_IMAGES


def test_full_check_is_cached_until_the_files_change(tmp_path):
    theme = make_aisleriot(tmp_path / "share" / "aisleriot" / "cards" / "grid.svgz")
    entries = disc.discover([tmp_path / "share"])
    entry = next(e for e in entries if e.key == "aisleriot:grid")
    assert not entry.checked
    checked = disc.check(entry)
    assert checked.checked and checked.usable and abs(checked.aspect - 1.4) < 1e-6
    again = next(e for e in disc.discover([tmp_path / "share"]) if e.key == "aisleriot:grid")
    assert again.checked and again.usable  # from deck-checks.json
    make_aisleriot(theme, aisleriot_svg(skip=("heart_5",)))
    os.utime(theme, ns=(1, 1))  # a different time as well as a different size
    changed = next(e for e in disc.discover([tmp_path / "share"]) if e.key == "aisleriot:grid")
    assert not changed.checked
    assert disc.check(changed).reason.msgid == R.MSG_MISSING


def test_import_list_and_remove_round_trip(tmp_path, home):
    kde = make_kde(tmp_path / "src" / "kde")
    theme = make_aisleriot(tmp_path / "src" / "Fancy Thème.svgz")
    pysol = make_pysol(tmp_path / "src" / "cardset-test")
    imported = [import_deck(kde), import_deck(theme), import_deck(pysol), import_deck(kde)]
    assert [e.key for e in imported] == ["imported:test-deck", "imported:fancy-theme", "imported:test-set",
                                         "imported:test-deck-2"]
    assert not (home / "data" / "decks" / "test-deck" / "notes.txt").exists()  # only the deck's files
    listed = {e.key: e for e in disc.discover([]) if e.origin == "imported"}
    assert set(listed) == {e.key for e in imported}
    assert all(e.usable and e.checked for e in listed.values())
    assert listed["imported:fancy-theme"].kind == "aisleriot"
    source = listed["imported:test-set"].open()
    assert source.render("1_spade", QSize(10, 14)).pixelColor(5, 5) == QColor("navy")
    remove_deck("imported:test-deck")
    assert "imported:test-deck" not in {e.key for e in disc.discover([])}
    with pytest.raises(DeckError):
        remove_deck("imported:test-deck")
    with pytest.raises(DeckError):
        remove_deck("builtin:classic")
    assert not [p for p in (home / "data" / "decks").iterdir() if p.name.startswith(".")]


def test_a_refused_import_copies_nothing(tmp_path, home):
    with pytest.raises(DeckError) as info:
        import_deck(make_pysol(tmp_path / "bad", skip=("12d.png", "back01.png")))
    assert info.value.reason.msgid == R.MSG_MISSING_IMAGES and info.value.reason.count == 2
    assert not (home / "data" / "decks").exists() or not any((home / "data" / "decks").iterdir())


def test_rendering_from_worker_threads(tmp_path):
    """The UI renders a new deck off its thread; one source is shared, guarded by its lock."""
    from concurrent.futures import ThreadPoolExecutor

    source, _ = check_path(make_aisleriot(tmp_path / "grid.svgz"))
    with ThreadPoolExecutor(max_workers=4) as pool:
        images = list(pool.map(lambda e: source.render(e, QSize(20, 28)), CANONICAL_IDS))
    for element, image in zip(CANONICAL_IDS, images, strict=True):
        assert image.pixelColor(10, 14) == source.render(element, QSize(20, 28)).pixelColor(10, 14)
