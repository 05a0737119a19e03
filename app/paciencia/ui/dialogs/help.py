"""Help texts: the rules of each game (Help → Rules, F1), the keyboard, about.

Each text is one HTML message passed to ``tr("help", …)`` so that it lands in the
``.ts`` files whole and is translated there (``tools/translate.py`` holds the
Portuguese). Keep every literal a plain string argument of ``tr``: lupdate reads
adjacent literals as one string, but not a string wrapped in parentheses, a
variable or an f-string. ``{version}`` is filled in after translation.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..text import tr


def rules_text(game_id: str) -> str:
    """The rules of one game as HTML, in the player's language."""
    if game_id == "freecell":
        return tr(
            "help",
            "<h3>FreeCell</h3>"
            "<p><b>Goal.</b> Move all 52 cards to the four foundations, one per suit, from Ace up to King.</p>"
            "<p><b>Layout.</b> Every card is dealt face up into eight columns: the first four get seven cards, "
            "the other four get six. Above them are four free cells, each holding one card, and the four "
            "foundations. There is no stock: nothing is left to chance once the deal is on the table.</p>"
            "<p><b>Moves.</b> Move the last card of a column, or a card from a free cell:</p><ul>"
            "<li>onto a column whose last card is one rank higher and of the other colour (a red 7 on a "
            "black 8);</li>"
            "<li>to an empty column (any card) or to an empty free cell;</li>"
            "<li>to its foundation, when it is the next card of that suit.</li></ul>"
            "<p>A run in order (descending, alternating colours) moves in one go when there is room to move it "
            "card by card: up to (empty free cells + 1) × 2<sup>empty columns</sup> cards. An empty column that "
            "is the destination does not count as room. Click a card to send it to its best place, or drag it "
            "where you want it.</p>"
            "<p><b>Scoring.</b> +10 for each card put on a foundation; −15 for a card taken back from a "
            "foundation. Winning adds a time bonus of 700 points less 2 per second played (never below 0). "
            "The score never drops below zero.</p>"
            "<p><b>Options</b> (Preferences → Games): cards may come back from the foundations (off by "
            "default); safe cards move to the foundations by themselves (on by default).</p>"
            "<p><b>Good to know.</b> Deal numbers 1 to 32000 are the classic deals known to FreeCell players "
            "everywhere. Almost every deal can be won, but not all of them. Undo is free and unlimited. The hint "
            "(D) asks the solver for a move when it answers quickly, and says so when the position has no way "
            "out.</p>"
            "<p><b>Keys.</b> Z undo, D hint, A auto, arrow keys and Enter to move cards, F2 new game.</p>",
        )
    if game_id == "spider":
        return tr(
            "help",
            "<h3>Spider</h3>"
            "<p><b>Goal.</b> Build eight complete runs, each from King down to Ace in a single suit. A "
            "complete run leaves the table at once; the game is won when all eight have left.</p>"
            "<p><b>Cards.</b> 104 cards, as many as two decks, in the suits you choose: with 1 suit they are "
            "all spades; with 2 suits, spades and hearts; with 4 suits, two of each suit.</p>"
            "<p><b>Layout.</b> Ten columns: the first four get six cards, the other six get five, and only the "
            "last card of each is face up. The 50 cards left wait in the stock for five deals of ten.</p>"
            "<p><b>Moves.</b></p><ul>"
            "<li>A card goes onto a card one rank higher, whatever the suit (a 7 of hearts on an 8 of "
            "spades).</li>"
            "<li>Several cards move together only when they are a descending run of one suit.</li>"
            "<li>Any card or one-suit run may go to an empty column.</li>"
            "<li>A face-down card that is uncovered turns over by itself.</li>"
            "<li>Click the stock (or press Space) to deal one card face up onto each of the ten columns. You "
            "cannot deal while a column is empty, unless there are fewer cards on the table than columns.</li>"
            "</ul>"
            "<p><b>Scoring.</b> +5 for each face-down card turned; +5 for each card of a complete run that "
            "leaves (65 for a run). Winning adds a time bonus of 1400 points less 2 per second played (never "
            "below 0).</p>"
            "<p><b>Options</b> (Preferences → Games): 1 suit (gentle), 2 suits (balanced) or 4 suits (hard), "
            "from the next deal.</p>"
            "<p><b>Tips.</b> Join cards of the same suit whenever you can: mixed runs cannot move together. Keep "
            "an empty column for a long run or a King.</p>"
            "<p><b>Keys.</b> Space deal, Z undo, D hint, arrow keys and Enter to move cards, F2 new game.</p>",
        )
    if game_id == "pyramid":
        return tr(
            "help",
            "<h3>Pyramid</h3>"
            "<p><b>Goal.</b> Remove the 28 cards of the pyramid. Cards left in the stock or the waste do not "
            "matter.</p>"
            "<p><b>Layout.</b> 28 cards face up in seven rows, from one card at the top to seven at the bottom; "
            "each card is covered by the two cards below it. The other 24 cards wait face down in the stock, "
            "next to the waste and the discard pile.</p>"
            "<p><b>Values.</b> Ace = 1, 2 to 10 their number, Jack = 11, Queen = 12, King = 13. The suit never "
            "matters.</p>"
            "<p><b>Moves.</b></p><ul>"
            "<li>Only free cards are in play: pyramid cards with both covering cards gone (the whole bottom row "
            "at the start) and the top card of the waste.</li>"
            "<li>Two cards in play that add up to 13 leave together: A + Q, 2 + J, 3 + 10, 4 + 9, 5 + 8, "
            "6 + 7. A King leaves alone.</li>"
            "<li>Click a card and every card that makes 13 with it gets a cyan ring; click one of those to "
            "remove the pair. A King leaves with one click. Click a covered card to see which cards cover it."
            "</li>"
            "<li>A card never pairs with a card that covers it, and the top of the waste never pairs with the "
            "card just under it.</li>"
            "<li>Click the stock (or press Space) to turn one card onto the waste. When the stock is empty, "
            "a click turns the waste back over in the same order: three passes in all.</li></ul>"
            "<p><b>Lost deals.</b> When every card that could partner a card lies under it, that card can never "
            "leave: it shows a padlock and the window offers to go back to just before the mistake. With the "
            "three passes spent and nothing adding up to 13, the deal is lost too; undo still works.</p>"
            "<p><b>Levels</b> (Preferences → Games): Easy and Standard deals come from lists whose solution "
            "was proven by a solver that could see the stock order: a solution exists, but winning is up to "
            "you. Random is any shuffle, unchecked. There is no score; the statistics keep the win rate per "
            "level. The values of A, J, Q and K can be shown beside them (on by default).</p>"
            "<p><b>Keys.</b> Space turn the stock, Z undo, D hint, arrow keys and Enter to pick cards, F2 new "
            "game.</p>",
        )
    return tr(
        "help",
        "<h3>Klondike</h3>"
        "<p><b>Goal.</b> Move all 52 cards to the four foundations, one per suit, from Ace up to King.</p>"
        "<p><b>Layout.</b> Seven columns, dealt one to seven cards, with only the last card of each face up. "
        "The 24 cards left are the stock, face down; the cards you draw go onto the waste.</p>"
        "<p><b>Moves.</b></p><ul>"
        "<li>In the columns, build down in alternating colours: a red 7 on a black 8.</li>"
        "<li>A face-up run moves whole or from any of its cards, as long as its highest card fits. Only a "
        "King, alone or carrying its run, goes to an empty column.</li>"
        "<li>Foundations build up by suit, one card at a time, from the waste or the end of a column.</li>"
        "<li>The top card of a foundation may come back to a column if it fits.</li>"
        "<li>When a face-down card is uncovered it turns over by itself.</li>"
        "<li>Click the stock (or press Space) to draw one or three cards; only the top waste card can be "
        "played. When the stock is empty, the same click turns the waste back into the stock, in the same "
        "order.</li></ul>"
        "<p><b>Auto</b> (A) sends every safe card to the foundations: Aces and 2s, and any card once both "
        "foundations of the other colour have reached the rank just below it. Once every card is face up "
        "and the stock is empty, the game can finish by itself.</p>"
        "<p><b>Scoring.</b> +10 for a card put on a foundation; +5 for a waste card played to a column; +5 "
        "for each face-down card turned; −15 for a card taken back from a foundation; −100 for turning the "
        "waste over when drawing one card (free when drawing three). Winning adds a time bonus: 700 points "
        "(1400 when drawing three) less 2 per second played, never below 0. The score never drops below "
        "zero.</p>"
        "<p><b>Options</b> (Preferences → Games, from the next deal): draw one or three cards; how many "
        "passes through the stock (unlimited by default; 1 means no second pass); only deals whose solution "
        "was proven before play. Auto-finish and the time bonus are under Behaviour.</p>"
        "<p><b>Good to know.</b> Undo is free and unlimited. The hint (D) suggests a simple move, not always "
        "the best; when no move makes progress the window warns you, and you may go on or resign.</p>"
        "<p><b>Keys.</b> Space draw, Z undo, D hint, A auto, arrow keys and Enter to move cards, F2 new "
        "game.</p>",
    )


def keyboard_text() -> str:
    return tr(
        "help",
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
        "<tr><td><b>F1</b></td><td>rules of this game</td></tr></table>",
    )


def about_text(version: str) -> str:
    return tr(
        "help",
        "<h3>Paciência {version}</h3><p>Klondike, FreeCell, Spider and Pyramid in one window.</p>"
        "<p>Every deal has a game code: share it and a friend plays the same cards.</p>"
        "<p>Free software under the GNU GPL, version 3 or later.</p>",
    ).format(version=version)


class RulesDialog(QDialog):
    """The rules of one game in a scrollable, resizable window (a message box cannot scroll)."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("window", "Rules"))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(rules_text(game_id))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        box = QVBoxLayout(self)
        box.addWidget(self.browser)
        box.addWidget(buttons)
        self.resize(560, 620)
