"""Plain slotted classes that compare and print by their fields (their ``__slots__``).

The app's records that a launch makes before its first frame (the table's state, the
statistics, the games' declarations, the stored files' records) are written so rather than as
dataclasses or typed named tuples: Python 3.11 compiles a dataclass's methods from source when
its class is made, 2 to 5 M instructions a class (and the module ``dataclasses`` costs 11 M to
import), and ``typing.NamedTuple`` compiles each field's annotation and the class's
constructor, about 1 M a class; a slotted class with its own ``__init__`` costs 0.1 M (issue
38's start-up budget, docs/performance.md). :class:`Slotted` gives a mutable record what a
dataclass would have: equality of the same class with equal fields, no hash (it changes), a
repr naming every field, and the fields as a dict. :class:`Frozen` is one that does not
change once made (nothing assigns its fields after ``__init__``): it hashes by its fields, and
:meth:`Frozen.replace` makes a changed copy.

The records whose speed counts in the solvers' inner loops (moves, cards, positions, steps)
stay named tuples: a tuple compares and hashes in C.
"""

from __future__ import annotations

from typing import Self


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


class Frozen(Slotted):
    """A slotted record that does not change once made: equal records hash alike.

    Nothing stops an assignment to a field (an ``__setattr__`` that refused would make every
    ``__init__`` slower): the convention is the guard, as for any Python object, and a record
    used as a key must stay as it was hashed."""

    __slots__: tuple[str, ...] = ()

    def __hash__(self) -> int:  # type: ignore[override]  # Slotted's records change, these do not
        return hash((type(self), *(getattr(self, f) for f in self.__slots__)))

    def replace(self, **changes: object) -> Self:
        """A copy with ``changes`` (field name to value), the rest as in this record."""
        copy = object.__new__(type(self))
        for f in self.__slots__:
            setattr(copy, f, changes.pop(f) if f in changes else getattr(self, f))
        if changes:
            raise TypeError(f"{type(self).__name__} has no field {', '.join(changes)}")
        return copy
