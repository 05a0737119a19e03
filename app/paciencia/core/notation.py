"""Move files shared by every game (V-6, F-9).

A move file is moves separated by white space; ``#`` starts a comment that
runs to the end of the line. Each game reads the tokens with its own
``parse_move``; an unreadable token is reported with its line and column.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Token:
    text: str
    line: int
    column: int
    index: int  # 1-based position among the moves

    def where(self) -> str:
        return f"move {self.index} (line {self.line}, column {self.column})"


def tokenize(text: str) -> list[Token]:
    tokens: list[Token] = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        body = line.split("#", 1)[0]
        col = 0
        for part in body.split():
            col = body.index(part, col)
            tokens.append(Token(part, lineno, col + 1, len(tokens) + 1))
            col += len(part)
    return tokens
