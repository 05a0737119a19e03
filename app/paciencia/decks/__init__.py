"""Card decks: discovery, validation and rendering (QtSvg allowed here)."""
