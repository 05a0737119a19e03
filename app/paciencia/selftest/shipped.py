"""What the app ships, checked where it was installed (X-2, X-3): the resources and each
game's data, the compiled translations and the rules pages, the icon, every built-in
deck and back drawn, and the render helper process drawing a card.

Each check prints one line when it passes and raises :class:`.SelfTestError` when it
does not."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTranslator
from PySide6.QtSvg import QSvgRenderer

from ..core import registry
from ..core.cards import Card
from ..core.codes import GameCode
from ..core.manual import languages
from ..core.options import DEAL
from ..core.registry import ids
from ..decks import render_process
from ..decks.discover import builtin_backs, builtin_entries
from ..decks.renderer import CardRenderer
from ..paths import icon_file, resources_dir, translations_dir
from ..ui.launch.i18n import LANGUAGES
from .failure import check

CARD_WIDTH = 120


def check_resources(out: Callable[[str], None]) -> None:
    base = resources_dir()
    check(base.is_dir(), f"no resources folder at {base}")
    for folder in ("decks", "backs"):
        svgs = sorted((base / folder).glob("*.svg"))
        check(bool(svgs), f"no built-in {folder} in {base / folder}")

    for info in registry.games():  # each game's own data (Pyramid's lists) is there and deals
        proven = 0
        for option in (o for o in info.options if o.scope == DEAL and o.choices):
            for choice in option.choices:
                values = info.full_options({option.name: choice.value})
                number = info.pick_number(values, 12345) if info.pick_number is not None else 1
                GameCode.make(info.id, number, **{o.name: values[o.name] for o in info.options if o.scope == DEAL})
                proven += info.proven is not None and info.proven(number, values)
        check(info.proven is None or proven > 0, f"{info.id}: no proven deal list could be read")
    out(f"resources ok: decks, backs, {len(registry.games())} games' data")


def check_translations(out: Callable[[str], None]) -> None:
    found = sorted(translations_dir().glob("*.qm"))
    for qm in found:
        check(QTranslator().load(str(qm)), f"translation {qm.name} does not load")
    for lang in ("pt_BR", "pt_PT"):
        translator = QTranslator()
        qm = translations_dir() / f"paciencia_{lang}.qm"
        check(translator.load(str(qm)), f"no {lang} translation at {qm}")
        check(bool(translator.translate("menu", "&Undo")), f"the {lang} translation translates nothing")
    out(f"translations ok: {', '.join(q.stem for q in found)}")

    for game_id in ids():  # the rules files travel in the bundle as data
        missing = set(LANGUAGES) - set(languages(game_id))
        check(not missing, f"the rules of {game_id} are missing in {sorted(missing)}")
    out(f"rules ok: {len(ids())} games in {', '.join(LANGUAGES)}")


def check_icon(out: Callable[[str], None]) -> None:
    path = icon_file()
    check(path.is_file(), f"no app icon at {path}")
    check(QSvgRenderer(str(path)).isValid(), f"the app icon {path} is not valid SVG")
    out("icon ok")


def check_decks(out: Callable[[str], None]) -> None:
    """Every built-in deck and back renders real cards (no missing-element placeholder)."""
    decks, backs = builtin_entries(), builtin_backs()
    check(bool(decks) and bool(backs), "the built-in decks or backs are missing")
    sample = [Card.parse(t) for t in ("AC", "TD", "QH", "KS")]
    for deck in decks:
        svg = QSvgRenderer(str(deck.path))
        check(svg.isValid(), f"deck {deck.key} is not valid SVG")
        for card in sample:
            check(svg.elementExists(card.element_id), f"deck {deck.key} has no {card.element_id}")
        renderer = CardRenderer(deck.path, backs[0].path)
        for card in sample:
            _check_pixmap(renderer.card_pixmap(card.id, True, CARD_WIDTH), f"{deck.key} {card}")
    for back in backs:
        check(QSvgRenderer(str(back.path)).elementExists("back"), f"back {back.key} has no back")
        renderer = CardRenderer(decks[0].path, back.path)
        _check_pixmap(renderer.card_pixmap(0, False, CARD_WIDTH), f"back {back.key}")
    out(f"decks ok: {len(decks)} decks, {len(backs)} backs rendered")


def check_render_helper(out: Callable[[str], None]) -> None:
    """The helper that renders decks not built in starts from this build and draws a card."""
    if not render_process.enabled():
        out("render helper: not used here (decks render on worker threads)")
        return
    clock = QElapsedTimer()
    clock.start()
    helper = render_process.client()
    faces = (str(builtin_entries()[0].path), "builtin", "builtin")
    got: dict[str, Any] = {}
    ended: list[Any] = []
    job = helper.render((faces, None, 1.4), CARD_WIDTH, 1.0, ["1_spade"], False,
                        lambda images: got.update(images) is None, ended.append,
                        lambda rest: ended.append("the helper stopped"))
    program, args = render_process.command()
    check(job is not None, f"the render helper ({' '.join([program, *args])}) did not start")
    while not ended and clock.elapsed() < 20_000:
        QCoreApplication.processEvents()
        helper.wait_for_reply(50)
    helper.shutdown()
    check(ended == [None], f"the render helper failed: {ended or 'no answer in 20 s'}")
    image = got.get("1_spade")
    check(image is not None and image.width() == CARD_WIDTH, "the render helper sent no card")
    assert image is not None
    centre = image.pixelColor(image.width() // 2, image.height() // 2)
    check(centre.alpha() > 0, "the render helper's card is empty")
    out(f"render helper ok: a card drawn in another process in {clock.elapsed() / 1000:.2f} s")


def _check_pixmap(pm: Any, what: str) -> None:
    check(not pm.isNull(), f"{what}: empty pixmap")
    check(pm.width() == CARD_WIDTH, f"{what}: {pm.width()} px wide, not {CARD_WIDTH}")
    image = pm.toImage()
    centre = image.pixelColor(image.width() // 2, image.height() // 2)
    check(centre.alpha() > 0, f"{what}: nothing drawn")
