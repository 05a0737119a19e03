import pytest


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    """Deck tests write caches and imported decks into a home of their own."""
    monkeypatch.setenv("PACIENCIA_HOME", str(tmp_path / "home"))
