"""The player's language (X-1): which catalogues to load, loaded before any widget exists.

The language comes from the ``language`` setting: ``"system"`` (the default)
follows the system locale, or one of ``"en"``, ``"pt_BR"``, ``"pt_PT"``. With
``"system"``, a European Portuguese locale (``pt_PT``) gets European Portuguese,
any other Portuguese locale (``pt``, ``pt_BR``, ``pt_AO``…) gets Brazilian
Portuguese, anything else English (the source language: no catalogue).

Two kinds of catalogue are installed:

* the app's own, ``paciencia_<lang>.qm`` from :func:`paths.translations_dir`
  (compiled by ``make translations`` from ``translations/*.ts``). English, the
  source language, has one too: ``paciencia_en.qm`` holds only the plural
  forms of the messages with a count (``%n``: "1 game", "2 games"), which the
  source text alone cannot give;
* Qt's own (``qtbase_*``), for the texts Qt draws itself: the standard dialog
  buttons (OK, Cancel, Yes, No, Close…), the line edit's context menu, the
  file dialog. They come from the Qt translations folder shipped with
  PySide6 (:class:`QLibraryInfo`), which the bundle keeps for Portuguese.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ...paths import translations_dir
from ...storage.files import parse_json, read_bounded
from ...storage.settings import FORMAT, settings_path

LANGUAGES = ("en", "pt_BR", "pt_PT")
"""The languages the app speaks; ``"system"`` picks one of these."""

_installed: list[QTranslator] = []
_language = ["en"]  # what install_translators chose last (the rules dialog picks its file by it)
_locale_before: list[QLocale] = []  # the default locale to restore, when we changed it


def choose_language(setting: str, system_locale: str | None = None) -> str:
    """``"en"``, ``"pt_BR"`` or ``"pt_PT"`` for a ``language`` setting.

    ``system_locale`` is a locale name such as ``"pt_PT"`` or ``"de_DE"``;
    by default :meth:`QLocale.system`. An unknown setting counts as ``"system"``.
    """
    if setting in LANGUAGES:
        return setting
    name = system_locale if system_locale is not None else QLocale.system().name()
    name = name.replace("-", "_")
    if name == "pt_PT" or name.startswith("pt_PT."):
        return "pt_PT"
    if name == "pt" or name.startswith("pt_") or name.startswith("pt."):
        return "pt_BR"
    return "en"


def stored_language() -> str:
    """The ``language`` setting as saved, read without side effects.

    The settings loader sets a damaged file aside and tells the player once;
    that is the window's job (it loads the settings right after this), so here
    a file that cannot be read simply means ``"system"``.
    """
    try:  # the storage's bounded reader: no content can raise here (T-3)
        doc = parse_json(read_bounded(Path(settings_path()), FORMAT.limit), FORMAT.limit)
        value = doc["data"]["language"]
    except (OSError, ValueError, KeyError, TypeError):
        return "system"
    return value if isinstance(value, str) else "system"


def qt_catalogues(language: str) -> list[str]:
    """Qt's own catalogues for ``language``, lowest priority first.

    Brazilian Portuguese: ``qtbase_pt_BR``, complete in the PySide6 wheel.

    European Portuguese: the wheel has no ``qtbase_pt_PT`` (nor ``qtbase_pt``).
    Decision: load ``qtbase_pt_BR`` as the base, the closest complete catalogue:
    the standard buttons read "Cancelar", "Fechar", "Sim", "Não", "Aplicar",
    identical in both variants. On top of it, with priority, goes
    ``qt_pt_PT`` when present: an older, partial European Portuguese catalogue
    that Qt still ships; it covers only some contexts (QDialogButtonBox,
    QFileDialog…) but where it has a text, that text is European. A
    ``qtbase_pt`` or ``qtbase_pt_PT``, should a later Qt ship one, goes on top
    of both.
    """
    if language == "pt_BR":
        return ["qtbase_pt_BR"]
    if language == "pt_PT":
        return ["qtbase_pt_BR", "qt_pt_PT", "qtbase_pt", "qtbase_pt_PT"]
    return []


def qt_translations_dirs() -> list[Path]:
    """Where Qt's own catalogues may be: PySide6's folder, then the app's (a bundle may put them there)."""
    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)), translations_dir()]
    return [d for d in dirs if str(d)]


def _load(name: str, dirs: list[Path]) -> QTranslator | None:
    for d in dirs:
        if (d / f"{name}.qm").is_file():
            translator = QTranslator()
            if translator.load(name, str(d)):
                return translator
    return None


def install_translators(app: QCoreApplication | None = None, setting: str | None = None) -> str:
    """Install the catalogues for ``setting`` (default: the stored setting); return the language used.

    Call it after the application object exists and before any widget is made:
    texts are translated when widgets are built. Calling it again replaces the
    catalogues installed before (the tests switch languages this way).
    """
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_translators needs a QCoreApplication")
    remove_translators(app)
    language = choose_language(stored_language() if setting is None else setting)
    _language[0] = language
    # Qt searches the most recently installed translator first: Qt's catalogues go in
    # lowest priority first, the app's own last, so its words win over Qt's.
    wanted: list[tuple[str, list[Path]]] = [(n, qt_translations_dirs()) for n in qt_catalogues(language)]
    wanted.append((f"paciencia_{language}", [translations_dir()]))
    for name, dirs in wanted:
        translator = _load(name, dirs)
        if translator is not None and app.installTranslator(translator):
            _installed.append(translator)
    chosen = setting in LANGUAGES or (setting is None and stored_language() in LANGUAGES)
    if chosen and language != "en":
        # A Portuguese chosen by hand also sets the formats (dates in the statistics and the
        # leaderboard); "system" and English leave the system's own locale alone.
        _locale_before.append(QLocale())
        QLocale.setDefault(QLocale(language))
    return language


def remove_translators(app: QCoreApplication | None = None) -> None:
    """Take out what :func:`install_translators` put in."""
    app = app or QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)
    while _locale_before:
        QLocale.setDefault(_locale_before.pop())
    _language[0] = "en"


def current_language() -> str:
    """The language of the installed catalogues: ``"en"``, ``"pt_BR"`` or ``"pt_PT"``."""
    return _language[0]


def installed_catalogues() -> list[str]:
    """The files of the catalogues now installed (for the tests and the self-test)."""
    return [t.filePath() for t in _installed]
