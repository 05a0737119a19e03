"""Plain slotted classes that compare and print by their fields (their ``__slots__``).

The app's mutable records that a launch makes before its first frame (the table's state, the
statistics) are written so rather than as dataclasses: Python 3.11 compiles a dataclass's
methods from source when its class is made, 2 to 5 M instructions a class, and the module
``dataclasses`` costs 11 M to import (issue 38's start-up budget, docs/performance.md). This
base gives them what a dataclass would have: equality of the same class with equal fields,
no hash (they change), a repr naming every field, and the fields as a dict.
"""

from __future__ import annotations


class Slotted:
    """Equality, repr and :meth:`fields` from ``__slots__`` (a subclass names its fields there)."""

    __slots__: tuple[str, ...] = ()

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self.__slots__)

    __hash__ = None  # type: ignore[assignment]  # mutable: equal now, maybe not later

    def __repr__(self) -> str:
        return f"{type(self).__name__}(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in self.__slots__) + ")"

    def fields(self) -> dict[str, object]:
        """Every field by name, as a dataclass's ``asdict`` gives them (not copied)."""
        return {f: getattr(self, f) for f in self.__slots__}
