"""Help texts: the rules of each game, the keyboard, about."""

from __future__ import annotations

from ..text import tr


def rules_text(game_id: str) -> str:
    texts = {
        "klondike": tr(
            "help",
            (
                "<h3>Klondike</h3><p>Build the four foundations up by suit from Ace to King.</p>"
                "<p>In the columns, build down in alternating colours. Any face-up run can move when its "
                "highest card fits; only a King goes to an empty column. Click the stock to draw (one or "
                "three cards); when it is empty, click it again to turn the waste over.</p>"
                "<p><b>Auto</b> sends every card that is safe to the foundations.</p>"
            ),
        ),
        "freecell": tr(
            "help",
            (
                "<h3>FreeCell</h3><p>All cards are dealt face up. Build the foundations up by suit.</p>"
                "<p>Columns build down in alternating colours. Each free cell holds one card. A run moves "
                "at once when there is room to move it card by card: (free cells + 1) × 2<sup>empty "
                "columns</sup>.</p>"
            ),
        ),
        "spider": tr(
            "help",
            (
                "<h3>Spider</h3><p>Build complete runs from King down to Ace in one suit; a complete run "
                "leaves the table. Any card goes on a card one rank higher; only runs of one suit move "
                "together. Click the stock to deal a card on every column (not while a column is "
                "empty).</p>"
            ),
        ),
        "pyramid": tr(
            "help",
            (
                "<h3>Pyramid</h3><p>Remove pairs of uncovered cards that add up to 13 (A = 1, J = 11, "
                "Q = 12, K = 13). A King leaves alone. Click a card: its partners get a cyan ring; click "
                "one of them to remove the pair. The stock turns one card at a time onto the waste, in "
                "three passes. Clear the pyramid to win.</p>"
                "<p>A padlock marks a card that can never leave: go back before the mistake.</p>"
            ),
        ),
    }
    return texts[game_id]


def keyboard_text() -> str:
    return tr(
        "help",
        (
            "<h3>Keyboard</h3><table>"
            "<tr><td><b>Arrow keys</b></td><td>move the focus between cards and piles</td></tr>"
            "<tr><td><b>Enter</b></td><td>pick up the cards under the focus; Enter again puts them down "
            "(on the same pile: to their best place)</td></tr>"
            "<tr><td><b>Escape</b></td><td>let go of the cards</td></tr>"
            "<tr><td><b>Space</b></td><td>draw from the stock / deal</td></tr>"
            "<tr><td><b>Z</b>, Ctrl+Z</td><td>undo</td></tr>"
            "<tr><td>Ctrl+Shift+Z, Ctrl+Y</td><td>redo</td></tr>"
            "<tr><td><b>D</b></td><td>hint</td></tr>"
            "<tr><td><b>A</b></td><td>auto (cards up to the foundations)</td></tr>"
            "<tr><td><b>F2</b></td><td>new game</td></tr>"
            "<tr><td><b>F1</b></td><td>rules of this game</td></tr></table>"
        ),
    )


def about_text(version: str) -> str:
    return tr(
        "help",
        (
            "<h3>Paciência {version}</h3><p>Klondike, FreeCell, Spider and Pyramid in one window.</p>"
            "<p>Every deal has a game code: share it and a friend plays the same cards.</p>"
            "<p>Free software under the GNU GPL, version 3 or later.</p>"
        ),
    ).format(version=version)
