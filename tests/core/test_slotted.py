"""The slotted records (core/slotted.py) keep what the named tuples and dataclasses they replace
gave their callers (issue 38): equality by fields, a hash for the frozen ones, a changed copy."""

from __future__ import annotations

import pickle

import pytest

from paciencia.core.options import Choice
from paciencia.core.slotted import Frozen
from paciencia.storage.leaderboard import Entry
from paciencia.storage.stats import Result, Statistics


def test_equal_records_are_equal_and_hash_alike() -> None:
    a, b = Result("2026-12-07T10:00:00", True, 61, 90, 700), Result("2026-12-07T10:00:00", True, 61, 90, 700)
    assert a == b and not a != b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != a.replace(moves=91) and a != ("2026-12-07T10:00:00", True, 61, 90, 700)
    assert Choice("1", "One", "1") != Entry(1, "c", "v", "d", 1, 1, "p")  # another class is never equal


def test_replace_changes_only_what_it_names() -> None:
    won = Result("2026-12-07T10:00:00", True, 61, 90, 700)
    helped = won.replace(assisted=True)
    assert (helped.assisted, helped.won, helped.moves, won.assisted) == (True, True, 90, False)
    assert not helped.clean and won.clean  # B-5: only the record without help is clean
    with pytest.raises(TypeError, match="no field winner"):
        won.replace(winner=True)


def test_records_print_and_store_their_fields() -> None:
    entry = Entry(700, "paciencia://klondike/1", "klondike", "2026-12-07", 61, 90, "Ana", "abc")
    assert repr(entry).startswith("Entry(score=700, code='paciencia://klondike/1'")
    assert entry.fields() == {"score": 700, "code": "paciencia://klondike/1", "variant": "klondike",
                              "date": "2026-12-07", "seconds": 61, "moves": 90, "player": "Ana", "id": "abc"}
    assert pickle.loads(pickle.dumps(entry)) == entry


def test_mutable_records_have_no_hash() -> None:
    with pytest.raises(TypeError):
        hash(Statistics())
    assert not isinstance(Statistics(), Frozen)
