import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from .helpers import make_window  # noqa: E402


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    """Every test gets its own settings folder: the player's files are never touched."""
    monkeypatch.setenv("PACIENCIA_HOME", str(tmp_path / "home"))


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot)
    yield w
    w.scene.animator.finish()
    w.close()
