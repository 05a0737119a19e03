"""The card shape of the built-in decks, apart from the renderer: the game chooser sizes
its shipped previews with it before any deck is loaded (a first launch's first frame)."""

from __future__ import annotations

CARD_ASPECT = 1.4
"""Height / width of the built-in decks (250 × 350); other decks bring their own."""
