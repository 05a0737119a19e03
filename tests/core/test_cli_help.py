"""``paciencia --help`` (V-6, C-2): it tells how the window starts, not only the subcommands."""

import subprocess
import sys

import pytest

from paciencia.cli import main
from paciencia.core.registry import ids


def test_help_names_the_link_argument_and_game_option(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    assert text.startswith("usage: paciencia [paciencia://CODE] [--game GAME]")
    assert "paciencia paciencia://CODE" in text and "paciencia --game GAME" in text
    for game in ids():
        assert game in text
    for command in ("deal", "replay", "solve", "decks"):
        assert command in text


def test_help_loads_no_qt():
    probe = "import sys\nfrom paciencia.cli import main\ntry:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
    probe += "assert 'PySide6' not in sys.modules, 'Qt loaded for --help'\n"
    subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True)
