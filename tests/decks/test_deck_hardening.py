"""A hostile deck reads nothing outside its folder, cannot hang a check, and is refused clearly
(hardening issue, part A; T-2).

Each case here was accepted (or hung) before: an ``<image>`` naming a file by path, one naming
a FIFO, 3.75 million tiny shapes, links out of a deck folder copied by the importer.
"""

import gzip
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice  # noqa: E402
from PySide6.QtGui import QColor, QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.decks import cli, deck_job, refusals, sources  # noqa: E402
from paciencia.decks import discover as disc  # noqa: E402
from paciencia.decks.formats import open_deck  # noqa: E402
from paciencia.decks.importer import import_deck  # noqa: E402
from paciencia.decks.refusals import DeckError  # noqa: E402
from paciencia.decks.sources import CANONICAL_IDS  # noqa: E402
from paciencia.decks.svg_safety import MAX_ELEMENTS  # noqa: E402
from paciencia.decks.validate import check_path  # noqa: E402
from paciencia.paths import resources_dir  # noqa: E402

S = sources
R = refusals
APP_DIR = str(Path(__file__).resolve().parents[2] / "app")
HANGS = (sys.executable, ["-c", "import time; time.sleep(60)"])
XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"'


@pytest.fixture(scope="module", autouse=True)
def app():
    S.quiet_svg_warnings()
    return QApplication.instance() or QApplication([])


def png_bytes(colour="crimson") -> bytes:
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    image.fill(QColor(colour))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def deck_svg(extra_in_back="", head="", rects=CANONICAL_IDS) -> str:
    """A complete small KDE-style deck; ``extra_in_back`` is drawn inside the back."""
    cards = []
    for i, e in enumerate(rects):
        inner = extra_in_back if e == "back" else ""
        cards.append(f'<g id="{e}"><rect x="{i * 110}" y="0" width="100" height="140" fill="#3a6"/>'
                     f'{inner.replace("X0", str(i * 110))}</g>')
    return (f'{head}<svg xmlns="http://www.w3.org/2000/svg" {XLINK} width="{len(rects) * 110}" height="140">'
            f'{"".join(cards)}</svg>')


def write(path: Path, text: str, compress=False) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(gzip.compress(text.encode()) if compress else text.encode())
    return path


def refusal(path: Path) -> str:
    source, verdict = check_path(path)
    assert not verdict.usable, f"{path.name} was accepted"
    return verdict.reason.msgid


# -- SVG that reaches out ---------------------------------------------------------------

def test_an_image_by_path_is_refused_before_qtsvg_sees_it(tmp_path, monkeypatch):
    picture = tmp_path / "secret.png"
    picture.write_bytes(png_bytes())
    for n, href in enumerate([str(picture), "secret.png", "../secret.png", f"file://{picture}",
                              "other.svg#back"]):
        image = f'<image x="X0" y="0" width="100" height="140" xlink:href="{href}"/>'
        deck = write(tmp_path / f"d{n}" / "deck.svg", deck_svg(image))
        monkeypatch.chdir(tmp_path)  # where a relative path used to be looked up
        assert refusal(deck) == R.MSG_EXTERNAL, href
        with pytest.raises(DeckError):
            open_deck(deck, "imported").renderer()  # no path reaches QtSvg without the scan


def test_an_image_naming_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    deck = write(tmp_path / "fifo.svg", deck_svg(f'<image width="10" height="10" xlink:href="{fifo}"/>'))
    # Opening the FIFO would block for ever: an answer at all means it was never opened (the
    # timeout only bounds that hang).
    out = subprocess.run([sys.executable, "-P", "-m", "paciencia", "decks", "--check", str(deck)],
                         capture_output=True, text=True, timeout=120, env=dict(os.environ, PYTHONPATH=APP_DIR))
    assert out.returncode == 1 and "uses pictures from other files" in out.stdout, out.stdout + out.stderr
    # the FIFO itself, as a deck or as the SVG of a KDE folder, is not an ordinary file
    assert refusal(fifo) == R.MSG_UNKNOWN
    folder = tmp_path / "kde"
    folder.mkdir()
    (folder / "index.desktop").write_text("[KDE Backdeck]\nName=Fifo\nSVG=deck.svg\n")
    os.mkfifo(folder / "deck.svg")
    assert refusal(folder) == R.MSG_NOT_A_FILE


def test_embedded_pictures_must_be_pictures(tmp_path):
    import base64

    png = base64.b64encode(png_bytes()).decode()
    good = f'<image x="X0" width="100" height="140" xlink:href="data:image/png;base64,\n  {png}"/>'
    source, verdict = check_path(write(tmp_path / "good.svg", deck_svg(good)))
    assert verdict.usable, verdict.text()
    inner = base64.b64encode(b'<svg xmlns="http://www.w3.org/2000/svg"><image href="/etc/passwd"/></svg>').decode()
    for n, href in enumerate([f"data:image/png;base64,{inner}", "data:image/svg+xml;utf8,&lt;svg/&gt;",
                              "data:text/plain,hello"]):
        bad = write(tmp_path / f"bad{n}.svg", deck_svg(f'<image width="10" height="10" xlink:href="{href}"/>'))
        assert refusal(bad) == R.MSG_EXTERNAL, href


def test_entities_and_css_imports_are_refused(tmp_path):
    laughs = '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>'
    assert refusal(write(tmp_path / "e.svg", deck_svg("&b;".join(["", ""]), head=laughs))) == R.MSG_ENTITIES
    external = '<!DOCTYPE svg [<!ENTITY x SYSTEM "/etc/passwd">]>'
    assert refusal(write(tmp_path / "x.svg", deck_svg(head=external))) == R.MSG_ENTITIES
    css = '<style>@import url("/tmp/x.css");</style>'
    assert refusal(write(tmp_path / "c.svg", deck_svg(css))) == R.MSG_EXTERNAL


def test_millions_of_shapes_are_refused_quickly(tmp_path):
    """Bytes alone were the limit: 150 MB of tiny rectangles passed the check in 12 s and 3.4 GB.
    Now the scan stops at the element past the limit: what follows is never read (here, XML
    that is not well-formed, which the scan would otherwise refuse as such)."""
    rects = '<rect width="1" height="1"/>' * (MAX_ELEMENTS + 10)
    deck = write(tmp_path / "many.svgz", deck_svg(rects + "<unclosed"), compress=True)  # 1.7 MB of SVG, 20 kB on disk
    assert refusal(deck) == R.MSG_TOO_COMPLEX
    assert "too complex to draw" in R.MSG_TOO_COMPLEX


def test_the_largest_system_deck_is_within_the_limits():
    dondorf = Path("/usr/share/carddecks/svg-dondorf")
    if not dondorf.is_dir():
        pytest.skip("kdegames-card-data-kf5 not installed")
    from paciencia.decks.svg_safety import scan

    found = scan(S.read_svg_bytes(dondorf / "dondorf.svgz"), dondorf)
    assert found.elements < MAX_ELEMENTS / 5 and "back" in found.ids


# -- links out of the deck's folder ---------------------------------------------------------

def kde_folder(folder: Path) -> Path:
    folder.mkdir(parents=True)
    shutil.copy(resources_dir() / "decks" / "classic.svg", folder / "classic.svg")
    (folder / "index.desktop").write_text("[KDE Backdeck]\nName=Linked\nSVG=classic.svg\nPreview=preview.png\n")
    return folder


def test_the_importer_never_copies_a_link_out_of_the_folder(tmp_path, home):
    secret = tmp_path / "secret.txt"
    secret.write_text("the player's private notes")
    deck = kde_folder(tmp_path / "deck")
    (deck / "preview.png").symlink_to(secret)
    (deck / "COPYRIGHT").symlink_to(secret)
    entry = import_deck(deck)
    copied = disc.imported_dir() / entry.key.split(":", 1)[1]
    assert sorted(p.name for p in copied.iterdir()) == ["classic.svg", "index.desktop"]
    for p in home.rglob("*"):
        assert not p.is_file() or b"private notes" not in p.read_bytes(), p


def test_a_deck_file_linked_out_of_its_folder_is_refused(tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    shutil.copy(resources_dir() / "decks" / "classic.svg", elsewhere / "real.svg")
    deck = tmp_path / "deck"
    deck.mkdir()
    (deck / "index.desktop").write_text("[KDE Backdeck]\nName=Linked\nSVG=classic.svg\n")
    (deck / "classic.svg").symlink_to(elsewhere / "real.svg")
    assert refusal(deck) == R.MSG_LINK_OUT
    (deck / "index.desktop").unlink()
    (deck / "index.desktop").symlink_to(elsewhere / "real.svg")
    assert refusal(deck) == R.MSG_LINK_OUT


def test_a_pysol_set_linking_out_is_refused_and_its_extras_skipped(tmp_path, home):
    folder = tmp_path / "set"
    folder.mkdir()
    (folder / "config.txt").write_text("PySolFC solitaire cardset;4;.png;1;52;7\n123-x;Linked Set\n40 56 8\n"
                                       "16 25 7 7\nback01.png\nback01.png\n")
    image = QImage(40, 56, QImage.Format.Format_ARGB32)
    image.fill(QColor("navy"))
    for name in [f"{n:02d}{s}.png" for s in "cdhs" for n in range(1, 14)] + ["back01.png"]:
        image.save(str(folder / name))
    secret = tmp_path / "secret.png"
    image.save(str(secret))
    (folder / "back02.png").symlink_to(secret)  # an extra back: skipped
    (folder / "back03.png").symlink_to(folder / "back01.png")  # inside the folder: fine
    entry = import_deck(folder)
    copied = sorted(p.name for p in (disc.imported_dir() / entry.key.split(":", 1)[1]).iterdir())
    assert "back02.png" not in copied and "back03.png" in copied and len(copied) == 55
    (folder / "07h.png").unlink()
    (folder / "07h.png").symlink_to(secret)
    assert refusal(folder) == R.MSG_LINK_OUT
    (folder / "07h.png").unlink()
    os.mkfifo(folder / "07h.png")  # never opened: it would block
    assert refusal(folder) == R.MSG_NOT_A_FILE


# -- checks and imports in a child with a time limit ---------------------------------------

def test_import_command_copies_or_says_why_in_one_line(tmp_path, home, capsys):
    env = dict(os.environ, PYTHONPATH=APP_DIR)
    deck = kde_folder(tmp_path / "deck")
    ok = subprocess.run([sys.executable, "-P", "-m", "paciencia", "decks", "--import", str(deck)],
                        capture_output=True, text=True, timeout=60, env=env)
    assert ok.returncode == 0 and ok.stdout.startswith("imported: Linked (kde) as imported:linked"), ok.stdout
    assert (disc.imported_dir() / "linked" / "classic.svg").is_file()
    bad = write(tmp_path / "bad.svg", "<svg><g id='x'></svg>")
    assert cli.one_deck("import", bad) != 0  # what ``decks --import`` runs, here in the test's process
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and out.startswith("not imported: ") and "not well-formed XML" in out


def test_a_check_that_hangs_is_stopped_at_the_time_limit(tmp_path, monkeypatch):
    """The child would sleep a minute: "too slow" is the answer only the time limit gives."""
    monkeypatch.setattr(deck_job, "command", lambda action, path: HANGS)
    answer = deck_job.run_in_child("check", tmp_path, time_limit=1.0)
    assert not answer.usable and answer.reasons[0].msgid == R.MSG_TOO_SLOW


def test_an_import_that_hangs_never_freezes_the_window(qtbot, tmp_path, monkeypatch):
    from paciencia.ui.dialogs import deck_import

    monkeypatch.setattr(deck_job, "command", lambda action, path: HANGS)
    got = []
    deck_import.do_import(tmp_path, got.append, time_limit_s=1.0)
    ticks = []
    qtbot.waitUntil(lambda: ticks.append(1) or bool(got), timeout=10000)
    assert isinstance(got[0], DeckError) and got[0].reason.msgid == R.MSG_TOO_SLOW
    assert len(ticks) > 5  # the event loop ran all along
    assert not deck_import._running
