"""Issue 38 §2: a part of the app loaded when first used is a :class:`~paciencia.core.loading.Feature`
declared at module level where it is used, never an import inside a function. This loads every
feature the package declares and checks what it gets against the type written at its
declaration: a class or a value is an instance of it, a function takes the arguments declared
(their annotated types, where it has them) and gives the result declared."""

from __future__ import annotations

import ast
import collections.abc
import importlib
import inspect
import types
import typing
from pathlib import Path
from types import ModuleType

import pytest

from paciencia.core.loading import Feature

PACKAGE = Path(__file__).resolve().parents[1] / "app" / "paciencia"


def modules() -> list[str]:
    names = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__main__":
            continue
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


def names_for_types(module: ModuleType) -> dict[str, object]:
    """The names a declaration's type may use: the module's own, ``typing``'s, and those its
    ``if TYPE_CHECKING:`` block imports (imported here, as a type checker would read them)."""
    space: dict[str, object] = {**vars(typing), **vars(module)}
    tree = ast.parse(Path(module.__file__ or "").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
            exec(compile(ast.Module(node.body, []), module.__file__ or "", "exec"), space)
    return space


def declared(module: ModuleType) -> list[tuple[str, Feature[object], object]]:
    """Each feature ``module`` declares at its top level (alone, or as the values of a dict),
    with its name and the type written for it (evaluated in the module)."""
    found = []
    notes = getattr(module, "__annotations__", {})
    space: dict[str, object] | None = None
    for name, value in vars(module).items():
        many = isinstance(value, dict) and any(isinstance(v, Feature) for v in value.values())
        if not (isinstance(value, Feature) or many) or name not in notes:  # not declared here (imported)
            continue
        written = notes[name]
        if space is None:
            space = names_for_types(module)
        kind = eval(written, space) if isinstance(written, str) else written
        if isinstance(value, Feature):
            found.append((name, value, typing.get_args(kind)[0]))
        elif isinstance(value, dict):
            inner = typing.get_args(typing.get_args(kind)[1])[0]  # dict[key, Feature[inner]]
            found += [(f"{name}[{key!r}]", v, inner) for key, v in value.items()]
    return found


def every_feature() -> list[tuple[str, Feature[object], object]]:
    out = []
    for name in modules():
        module = importlib.import_module(name)
        out += [(f"{name}.{what}", feature, kind) for what, feature, kind in declared(module)]
    return out


FEATURES = every_feature()


def test_the_package_declares_its_features() -> None:
    names = {name for name, _, _ in FEATURES}
    assert {"paciencia.cli.COMMANDS", "paciencia.cli.WINDOW", "paciencia.app.SELF_TEST"} <= names


def same(written: object, hint: object) -> bool:
    """Whether an annotation of the real object says what the declaration wrote."""
    written = type(None) if written is None else written  # get_type_hints writes None so
    if written == hint or written is typing.Any:
        return True
    if typing.get_origin(hint) in (typing.Union, types.UnionType):  # the real one takes more
        return any(same(written, h) for h in typing.get_args(hint))
    if isinstance(written, type) and isinstance(hint, type):
        return issubclass(hint, written) or issubclass(written, hint)
    origin_w, origin_h = typing.get_origin(written), typing.get_origin(hint)
    if origin_w is not None and origin_w == origin_h:
        return all(same(w, h) for w, h in zip(typing.get_args(written), typing.get_args(hint), strict=False))
    return False


def check(feature: Feature[object], kind: object) -> None:
    found = feature()
    origin = typing.get_origin(kind)
    if origin is collections.abc.Callable:
        assert callable(found), f"{feature}: not a function"
        params, result = typing.get_args(kind)
        try:
            signature = inspect.signature(found)
        except (TypeError, ValueError):  # a function of an extension module: no signature to read
            return
        signature.bind(*params)  # takes that many arguments (TypeError if not)
        try:
            hints = typing.get_type_hints(found)
        except (NameError, TypeError):  # names only its own module's TYPE_CHECKING block has
            return
        positional = [p.name for p in signature.parameters.values()][: len(params)]
        for param, name in zip(params, positional, strict=True):
            if name in hints:
                assert same(param, hints[name]), f"{feature}: {name} is {hints[name]}, declared {param}"
        if "return" in hints:
            assert same(result, hints["return"]), f"{feature}: gives {hints['return']}, declared {result}"
    elif getattr(kind, "_is_protocol", False) and "__call__" in vars(kind):  # a function with keywords
        assert callable(found), f"{feature}: not a function"
        wanted = list(inspect.signature(vars(kind)["__call__"]).parameters.values())[1:]
        positional = [p.name for p in wanted if p.kind is not inspect.Parameter.KEYWORD_ONLY]
        keywords = {p.name: p.name for p in wanted if p.kind is inspect.Parameter.KEYWORD_ONLY}
        inspect.signature(found).bind(*positional, **keywords)  # TypeError if it takes other arguments
    elif origin is type:
        (cls,) = typing.get_args(kind)
        assert isinstance(found, type) and issubclass(found, cls), f"{feature}: {found!r} is no {cls}"
    elif isinstance(kind, type):
        assert isinstance(found, kind), f"{feature}: {found!r} is no {kind.__name__}"


@pytest.mark.parametrize(("name", "feature", "kind"), FEATURES, ids=[name for name, _, _ in FEATURES])
def test_every_feature_loads_as_declared(name: str, feature: Feature[object], kind: object) -> None:
    check(feature, kind)


def test_the_check_sees_a_wrong_declaration() -> None:
    with pytest.raises(AssertionError):
        check(Feature("paciencia.cli_common:quote"), typing.Callable[[str, int], int])
    with pytest.raises(TypeError):
        check(Feature("paciencia.cli_common:quote"), typing.Callable[[str, int, int], str])
    with pytest.raises(AssertionError):
        check(Feature("paciencia.cli_common:BAD_INPUT"), str)
    check(Feature("paciencia.cli_common:quote"), typing.Callable[[str, int], str])
