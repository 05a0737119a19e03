"""The kit of pile roles (issue 38 §1): a game is a page of declarations.

A game's board is a list of piles, each with a *role* (:mod:`.roles`): a foundation, a
tableau column with its build and space policies, a free cell… A role answers four
questions about a move, each with ``None`` (allowed) or the :class:`~paciencia.core.text.Reason`
a player reads, so the rule and its words are written once, together:

1. ``give``: may this pile let ``n`` cards go, to a pile of that kind? (a cell holds one card,
   a foundation gives back only with the take-back option…)
2. ``room``: may this pile receive ``n`` cards at once? (a cell or a foundation takes one)
3. ``unit``: do the top ``n`` cards of this pile hold together as one unit? (a run)
4. ``accept``: may these cards rest here? (the build, the space policy)

then the board's own limit (:mod:`.limits`: FreeCell's (F + 1) × 2^E) is asked last. The
:class:`~.board.Board` derives both the move list (``moves_from``) and the refusal
(``refusal``) from those answers, so they cannot disagree; the rules' judge
(:class:`~paciencia.core.rules.base.Rules`) asks them through the game's rules class.

Pure Python, no Qt. A role reads a position only through a :class:`~.board.View` (the cards
of a pile, bottom first, and where its face-up cards begin), so each game keeps the compact
position its solver needs.
"""
