"""The toolbar's own icons: every toolbar action shows one of resources/icons/toolbar, at every size
drawn, and tools/make_toolbar_icons.py gives back the committed files byte for byte."""


from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon, QImage
from PySide6.QtWidgets import QToolBar

from paciencia.paths import resources_dir
from paciencia.ui.window.actions import ICON_SIZES
from tool_scripts import load_tool

ICONS = resources_dir() / "icons" / "toolbar"
TOOLBAR = ("choose", "new", "restart", "undo", "redo", "hint", "auto")


def load_script():
    return load_tool("make_toolbar_icons")


def same_picture(a: QImage, b: QImage) -> bool:
    fmt = QImage.Format.Format_ARGB32_Premultiplied
    return a.size() == b.size() and a.convertToFormat(fmt) == b.convertToFormat(fmt)


def test_every_toolbar_action_shows_our_icon_at_every_size(window):
    bar = window.findChild(QToolBar, "toolbar")
    names = [a.objectName() for a in bar.actions() if not a.isSeparator()]
    assert names == list(TOOLBAR)
    for action in bar.actions():
        if action.isSeparator():
            continue
        name = action.objectName()
        icon = action.icon()
        assert not icon.isNull(), name
        assert sorted(s.width() for s in icon.availableSizes()) == list(ICON_SIZES), name
        for size in ICON_SIZES:
            # each size is the very picture drawn for it, at 1x and (for the smaller ones) at 2x
            drawn = QImage(str(ICONS / f"{name}-{size}.png"))
            assert not drawn.isNull(), f"missing {name}-{size}.png; run tools/make_toolbar_icons.py"
            assert same_picture(icon.pixmap(QSize(size, size), 1.0).toImage(), drawn), (name, size)
            if size * 2 in ICON_SIZES:
                pixmap = icon.pixmap(QSize(size, size), 2.0)
                assert pixmap.devicePixelRatio() == 2.0, (name, size)
                assert same_picture(pixmap.toImage(), QImage(str(ICONS / f"{name}-{size * 2}.png"))), (name, size)


def test_disabled_redo_is_drawn_greyed(window):
    redo = next(a for a in window.actions() if a.objectName() == "redo")
    assert not redo.isEnabled()
    normal = redo.icon().pixmap(QSize(24, 24), 1.0, QIcon.Mode.Normal).toImage()
    disabled = redo.icon().pixmap(QSize(24, 24), 1.0, QIcon.Mode.Disabled).toImage()
    assert not disabled.isNull() and disabled.size() == normal.size()
    assert not same_picture(disabled, normal)
    # still visible: the arrow keeps its shape (same opaque pixels), only its colour changes
    opaque = [(x, y) for y in range(24) for x in range(24) if normal.pixelColor(x, y).alpha() > 128]
    assert opaque and all(disabled.pixelColor(x, y).alpha() > 64 for x, y in opaque)


def test_generator_is_reproducible(tmp_path):
    make_icons = load_script()
    make_icons.generate(tmp_path / "first")
    assert make_icons.main(out_dir=tmp_path / "again") == 0
    produced = sorted(p.name for p in (tmp_path / "first").iterdir())
    expected = sorted(
        [f"{n}.svg" for n in TOOLBAR]
        + [f"{n}-small.svg" for n in TOOLBAR]
        + [f"{n}-{s}.png" for n in TOOLBAR for s in ICON_SIZES]
    )
    assert produced == expected
    committed = sorted(p.name for p in ICONS.iterdir())
    assert committed == expected, "resources/icons/toolbar holds other files than the generator writes"
    for filename in produced:
        data = (tmp_path / "first" / filename).read_bytes()
        assert data == (tmp_path / "again" / filename).read_bytes(), f"{filename} is not deterministic"
        assert make_icons.matches(filename, data, ICONS / filename), (
            f"resources/icons/toolbar/{filename} is stale; run .venv/bin/python tools/make_toolbar_icons.py"
        )
    assert make_icons.main(argv=["--check"]) == 0


def test_a_committed_png_matches_a_render_that_rounds_a_pixel_otherwise(tmp_path):
    # PySide6 6.11.3 on another CPU drew 1-10 pixels of some icons one level apart; a changed
    # drawing must still show as stale.
    from PySide6.QtGui import QColor, QImage

    make_icons = load_script()
    data = (ICONS / "undo-24.png").read_bytes()
    image = QImage.fromData(data).convertToFormat(QImage.Format.Format_ARGB32)
    near, far = image.copy(), image.copy()
    c = image.pixelColor(12, 12)
    near.setPixelColor(12, 12, QColor(c.red() ^ 1, c.green(), c.blue(), c.alpha()))
    far.setPixelColor(12, 12, QColor(255 - c.red(), c.green(), c.blue(), 255))
    near.save(str(tmp_path / "near.png"))
    far.save(str(tmp_path / "far.png"))
    assert make_icons.matches("undo-24.png", data, tmp_path / "near.png")
    assert not make_icons.matches("undo-24.png", data, tmp_path / "far.png")
    assert not make_icons.matches("undo.svg", b"<svg/>", ICONS / "undo.svg")


def test_svgs_use_only_what_qtsvg_draws():
    for path in sorted(ICONS.glob("*.svg")):
        text = path.read_text(encoding="utf-8")
        for construct in ("<text", "<use", "<filter", "<mask", "<clipPath", "<pattern", "Gradient", "<style"):
            assert construct not in text, f"{path.name} uses {construct}"
