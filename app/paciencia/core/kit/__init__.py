"""The kit of pile roles (issue 38 §1): a game is a page of declarations.

A game's board (:class:`~.board.Board`) is its piles in order, each with a *role*
(:mod:`.roles`: a foundation, a tableau column with its build and space policies, a free cell,
a stock and its waste, a dealing stock, a reserve…). A role answers a few questions about a
move (:mod:`.pile`: ``takes_from``, ``give``, ``room``, ``unit``, ``accept``), each with
``None`` (allowed) or the :class:`~paciencia.core.text.Reason` a player reads, so a rule and
its words are written once, together. The board derives both the list of moves
(``moves_from``) and the refusal (``refusal``) from those answers, so they cannot disagree; a
game's rules class (:class:`~paciencia.core.rules.base.Rules`) asks its board for both.

What differs between games is configuration: a build (:mod:`.builds`), a space policy, a words
record (:mod:`.words`), the order refusals are named in, a board-wide limit (:mod:`.limits`).
Pure Python, no Qt. A role reads a position only through a :class:`~.pile.View` (the cards of
a pile, bottom first, where its face-up cards begin, the pass), so each game keeps the compact
position its solver needs.
"""
