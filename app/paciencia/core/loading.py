"""Loading by name (issue 38 §1, §2): what a declaration names is imported when first asked for.

A :class:`Load` is data, ``Load("paciencia.core.games.freecell.table:FreeCellLayout")``: the
module and attribute it stands for, imported by the one function :func:`resolve` the first
time the load is called. A game's declaration names its rules, table, solver and hints this
way, so a launch imports only the game it deals, and no module names another in a function
body (which hides imports from the architecture tests and makes cycles). The type a load
gives is written where it is declared (``Load[type[FreeCellLayout]]``); ``tests/core``
resolves every load the registry holds and checks what it gets.
"""

from __future__ import annotations

import importlib
from typing import Generic, TypeVar, cast

T = TypeVar("T")


def resolve(target: str) -> object:
    """The object ``"package.module:attribute"`` names, its module imported if not yet."""
    module, colon, attribute = target.partition(":")
    if not colon or not module or not attribute:
        raise ValueError(f"a load names 'module:attribute', not {target!r}")
    found: object = importlib.import_module(module)
    for part in attribute.split("."):
        found = getattr(found, part)
    return found


class Load(Generic[T]):
    """A named object, imported on the first call and kept."""

    __slots__ = ("target", "_found")

    def __init__(self, target: str) -> None:
        self.target = target
        self._found: T | None = None

    def __call__(self) -> T:
        if self._found is None:
            self._found = cast(T, resolve(self.target))
        return self._found

    def __repr__(self) -> str:
        return f"Load({self.target!r})"


class Feature(Load[T]):
    """A part of the app loaded when first used (issue 38 §2: a subcommand, a dialog, a search,
    the sound…), named where it is used: looked up at each call, as an import statement would,
    so what its module holds now is what is used. ``tests/test_features.py`` loads every
    feature a module of the package declares and checks it against the type declared."""

    __slots__ = ()

    def __call__(self) -> T:
        return cast(T, resolve(self.target))

    def __repr__(self) -> str:
        return f"Feature({self.target!r})"
