"""Modules named by a string where they are looked up in sys.modules (not imported, to keep a
launch lean) exist under those names: a move of the module must move the name with it."""

from __future__ import annotations

import importlib

from paciencia.ui.launch import crash_dialog
from paciencia.ui.window import controller


def test_the_crash_dialog_finds_the_windows_class_where_it_lives() -> None:
    assert importlib.import_module(crash_dialog.WINDOW_MODULE).Window.__name__ == "Window"


def test_the_controller_names_the_searches_module_it_ends() -> None:
    searches = importlib.import_module(controller.SEARCHES)
    assert callable(searches.end_search_dialog) and callable(searches.find_guaranteed_deal)
