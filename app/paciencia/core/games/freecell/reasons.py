"""FreeCell's own words (C-4): the kit's roles (:mod:`paciencia.core.kit.words`) say the rest."""

from __future__ import annotations

from ...text import QT_TRANSLATE_NOOP

NO_SUCH_PILE = QT_TRANSLATE_NOOP("rules", "There is no pile called {pile} in FreeCell.")
