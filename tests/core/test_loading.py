"""Declarations name what they load (issue 38 §1): every name resolves to what its field
promises, and a load that names nothing says so."""

from __future__ import annotations

import inspect

import pytest

from paciencia.core import registry
from paciencia.core.clicks import ClickPolicy
from paciencia.core.declaration import TAP_TO_BEST_PLACE
from paciencia.core.games import BUILTIN
from paciencia.core.loading import Load, resolve
from paciencia.core.rules.base import Rules
from paciencia.core.table import TableLayout


def test_every_builtin_declaration_loads_by_name():
    ids = [load().id for load in BUILTIN]
    assert ids[:4] == ["klondike", "freecell", "spider", "pyramid"]  # the four first; issue 34's follow
    assert ids == [load.target.split(":")[0].split(".")[-2] for load in BUILTIN]  # each named by its package


@pytest.mark.parametrize("game", registry.ids())
def test_each_declared_load_gives_what_its_field_promises(game):
    info = registry.info(game)
    rules = info.rules({})
    assert isinstance(rules, Rules)
    assert inspect.isclass(info.table()) and issubclass(info.table(), TableLayout)
    assert isinstance(info.layout(rules, {}), TableLayout)
    assert isinstance(info.click_policy(), ClickPolicy)
    for field in (info.solver, info.winnable):
        if field is not None:
            assert len(inspect.signature(field()).parameters) >= 3  # (rules, position, …, stop)
    if info.hint_search is not None:
        assert len(inspect.signature(info.hint_search().run).parameters) == 3
    if info.guarantee is not None and info.guarantee.prover is not None:
        assert callable(info.guarantee.prover())


def test_a_load_is_resolved_once_and_kept():
    load: Load[object] = Load("paciencia.core.cards:Card.from_id")
    assert load() is load()
    assert load()(0).pretty() == "A♣"
    assert isinstance(TAP_TO_BEST_PLACE(), type)


@pytest.mark.parametrize("target", ["paciencia.core.cards", ":Card", "paciencia.core.cards:"])
def test_a_target_without_module_and_name_is_refused(target):
    with pytest.raises(ValueError, match="module:attribute"):
        resolve(target)


def test_a_missing_name_raises_at_the_first_call_not_at_declaration():
    load: Load[object] = Load("paciencia.core.cards:NoSuchThing")
    with pytest.raises(AttributeError):
        load()
