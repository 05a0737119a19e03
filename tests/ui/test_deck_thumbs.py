"""The preferences' deck thumbnails come promptly (T-2; the table issue's defect 2): a deck drawn
before is read from the disk at once, and rows on screen are drawn before rows scrolled past."""

from __future__ import annotations

import shutil
import threading

from paciencia.decks.discover import check, quick_entry
from paciencia.paths import resources_dir
from paciencia.ui.dialogs import deck_thumbs
from paciencia.ui.dialogs.deck_thumbs import SAMPLES, Thumbs


def copies(tmp_path, n):
    out = []
    for k in range(n):
        path = tmp_path / f"copy{k}.svg"
        shutil.copy(resources_dir() / "decks" / "classic.svg", path)
        out.append(quick_entry(f"imported:copy{k}", "imported", None, path))
    return out


def test_thumbnails_drawn_once_are_read_from_the_disk(qtbot, qapp, tmp_path):
    entry = copies(tmp_path, 1)[0]
    first = Thumbs(lambda checked: None, 1.0)
    assert first.get(entry) is None
    qtbot.waitUntil(lambda: entry.key in first.pixmaps, timeout=30000)
    qtbot.waitUntil(lambda: not [t for t in threading.enumerate() if t.name == "thumbs-cache"], timeout=5000)
    again = Thumbs(lambda checked: None, 1.0)  # the dialog opened again, or the next launch
    found = again.get(check(entry))
    assert found is not None and set(found) == set(SAMPLES) and not again.queue and not again.busy
    for element in SAMPLES:
        assert found[element].toImage() == first.pixmaps[entry.key][element].toImage(), element


def test_a_row_painted_again_is_drawn_next(qapp, tmp_path, monkeypatch):
    started = []
    monkeypatch.setattr(deck_thumbs.render_link, "samples", lambda entry, *args: started.append(entry.key) or True)
    entries = copies(tmp_path, 4)
    thumbs = Thumbs(lambda checked: None, 1.0)
    for entry in entries:
        thumbs.get(entry)  # the rows first painted, in order
    thumbs.get(entries[3])  # scrolled: only the last is on screen now
    thumbs._next()
    assert started == ["imported:copy3"]
