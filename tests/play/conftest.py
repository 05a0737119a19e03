import pytest


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    """Every test gets its own folders: the player's files are never touched."""
    monkeypatch.setenv("PACIENCIA_HOME", str(tmp_path / "home"))
