"""Tests you can trust (issue 38 §5): every assert can fail, and no test waits on the clock.

Every Python file under tests/ is read with ``ast`` (code only: a child process's script in a
string is not looked at) and three things fail the run:

* **An ``or`` that is always true.** An ``assert`` whose test is an ``or`` with a truthy
  constant operand (``assert x == 1 or True``); and anywhere else, a ``BoolOp`` ``or`` with the
  constant ``True`` among its operands (``x or True`` is true whatever ``x`` is, so what it
  feeds cannot fail: ``self._ended(record(...) is not None or True)``), except as the whole
  body of a ``lambda``, where it is a stand-in's answer (``lambda p: calls.append(p) or True``
  records a call and answers True).
* **``time.sleep``.** A call of ``time.sleep``, or of ``sleep`` imported from ``time``. Tests
  wait on a condition or a signal (``qtbot.waitUntil``, ``qtbot.waitSignal``, an event, or
  ``tests/waits.py``'s ``wait_until``, the one module allowed to pause between two looks).
* **An assert on elapsed wall-clock time.** A *clock read* is a call of ``time.time``,
  ``time.monotonic``, ``time.perf_counter``, ``time.process_time``, ``time.thread_time`` (and
  their ``_ns`` forms, also when imported by name), or ``.elapsed()`` / ``.nsecsElapsed()`` of a
  name bound to a ``QElapsedTimer()``, or a call of a function or method of the same file
  that returns a clock-derived value. Within one top-level function or class (or the module's
  own statements), a name or attribute is *clock-derived* when it is assigned an expression that
  holds a clock read or a clock-derived name (each name of a tuple target), or when a clock read
  is appended, inserted, added or extended into it. An ``assert`` fails the check when a
  comparison in its test has a clock read or a clock-derived name on either side:
  ``assert time.monotonic() - start < 2``, ``took = perf_counter() - t0; assert took < 1``,
  ``assert max(gaps) < 0.5`` after ``gaps.append(clock.elapsed())``, ``seconds, _ = run();
  assert seconds < 0.35`` where ``run`` returns ``time.time() - pressed``. Reading a clock to
  bound a wait is fine; asserting on it is not (a loaded machine fails it). What must be quick
  is checked by what makes it quick: a count of work, a clock the test controls
  (``tests/clock.py``), or a stop that alone can end the work.

The unit tests below prove each rule catches its case (and leaves the fixed forms alone).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
ALLOWED_SLEEP = {TESTS / "waits.py"}
CLOCKS = {"time", "monotonic", "perf_counter", "process_time", "thread_time"}
CLOCKS |= {f"{name}_ns" for name in CLOCKS}
TIMER_READS = {"elapsed", "nsecsElapsed"}
GROWING = {"append", "extend", "insert", "add", "appendleft"}


def _from_time(tree: ast.AST) -> dict[str, str]:
    """Names bound by ``from time import x [as y]``: local name -> time's name."""
    found: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "time":
            for alias in node.names:
                found[alias.asname or alias.name] = alias.name
    return found


def _time_call(node: ast.AST, imported: dict[str, str]) -> str | None:
    """``time``'s function a call makes (``time.sleep(…)``, or ``sleep(…)`` imported), else None."""
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "time":
        return func.attr
    if isinstance(func, ast.Name) and func.id in imported:
        return imported[func.id]
    return None


def _scopes(tree: ast.Module) -> Iterator[list[ast.stmt]]:
    """Each top-level function or class, and the module's other statements, as one scope."""
    rest: list[ast.stmt] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            yield [node]
        else:
            rest.append(node)
    yield rest


Clocks = Mapping[str, "frozenset[int] | None"]
"""The file's functions and methods whose answer reads the clock: None, the whole answer; else
the places of a returned tuple that do (``return time.time() - t0, pid``: {0})."""


def _targets(target: ast.expr) -> set[str]:
    if isinstance(target, ast.Tuple | ast.List):
        return {name for element in target.elts for name in _targets(element)}
    if isinstance(target, ast.Starred):
        return _targets(target.value)
    return {ast.unparse(target)}


def _called(node: ast.AST) -> str | None:
    if isinstance(node, ast.Call):
        if isinstance(node.func, ast.Name):
            return node.func.id
        if isinstance(node.func, ast.Attribute):
            return node.func.attr
    return None


def _clock_derived(scope: list[ast.stmt], imported: dict[str, str], clocks: Clocks) -> tuple[set[str], set[str]]:
    """The scope's clock-derived names, and its names bound to a QElapsedTimer()."""
    nodes = [n for stmt in scope for n in ast.walk(stmt)]
    timers = {
        ast.unparse(target)
        for n in nodes if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call)
        and ast.unparse(n.value.func).rsplit(".", 1)[-1] == "QElapsedTimer"
        for target in n.targets
    }
    derived: set[str] = set()
    while True:
        before = len(derived)
        for n in nodes:
            if isinstance(n, ast.Assign | ast.AnnAssign | ast.AugAssign) and n.value is not None:
                targets = n.targets if isinstance(n, ast.Assign) else [n.target]
                places = clocks.get(_called(n.value) or "")
                if places is not None and len(targets) == 1 and isinstance(targets[0], ast.Tuple):
                    derived |= {name for i, t in enumerate(targets[0].elts) if i in places for name in _targets(t)}
                elif _reads_clock(n.value, imported, timers, derived, clocks):
                    derived |= {name for t in targets for name in _targets(t)}
            elif (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in GROWING
                  and any(_reads_clock(a, imported, timers, derived, clocks) for a in n.args)):
                derived.add(ast.unparse(n.func.value))
        if len(derived) == before:
            return derived, timers


def _clock_functions(tree: ast.Module, imported: dict[str, str]) -> Clocks:
    """The file's functions and methods that return a clock-derived value (see :data:`Clocks`)."""
    clocks: dict[str, frozenset[int] | None] = {}
    while True:
        before = dict(clocks)
        for scope in _scopes(tree):
            functions = [n for s in scope for n in ast.walk(s) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
            if not functions:
                continue
            derived, timers = _clock_derived(scope, imported, clocks)

            def reads(node: ast.AST, derived: set[str] = derived, timers: set[str] = timers) -> bool:
                return _reads_clock(node, imported, timers, derived, clocks)

            for function in functions:
                for n in ast.walk(function):
                    if not isinstance(n, ast.Return) or n.value is None:
                        continue
                    if isinstance(n.value, ast.Tuple):
                        places = frozenset(i for i, element in enumerate(n.value.elts) if reads(element))
                        if places and clocks.get(function.name, frozenset()) is not None:
                            clocks[function.name] = places | (clocks.get(function.name) or frozenset())
                    elif reads(n.value):
                        clocks[function.name] = None
        if clocks == before:
            return clocks


def _reads_clock(node: ast.AST, imported: dict[str, str], timers: set[str], derived: set[str],
                 clocks: Clocks) -> bool:
    for n in ast.walk(node):
        if _time_call(n, imported) in CLOCKS:
            return True
        name = _called(n)
        if name is not None and name in clocks and clocks[name] is None:
            return True
        if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in TIMER_READS
                and ast.unparse(n.func.value) in timers):
            return True
        if isinstance(n, ast.Name | ast.Attribute) and ast.unparse(n) in derived:
            return True
    return False


def _always_true(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value is True


def faults(source: str, name: str = "<test>", sleep_allowed: bool = False) -> list[str]:
    """What the three rules find in ``source``, as ``name:line: what`` lines."""
    tree = ast.parse(source)
    imported = _from_time(tree)
    found: list[str] = []

    def fault(node: ast.AST, what: str) -> None:
        found.append(f"{name}:{getattr(node, 'lineno', 0)}: {what}")

    answers = {id(n.body) for n in ast.walk(tree) if isinstance(n, ast.Lambda)}
    asserted = {id(n.test) for n in ast.walk(tree) if isinstance(n, ast.Assert)}
    for node in ast.walk(tree):
        if (isinstance(node, ast.Assert) and isinstance(node.test, ast.BoolOp) and isinstance(node.test.op, ast.Or)
                and any(isinstance(v, ast.Constant) and v.value for v in node.test.values)):
            fault(node, f"an assert that cannot fail: {ast.unparse(node.test)[:80]}")
        elif (isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or) and any(map(_always_true, node.values))
              and id(node) not in answers and id(node) not in asserted):
            fault(node, f"'or True' is always true: {ast.unparse(node)[:80]}")
        if not sleep_allowed and _time_call(node, imported) == "sleep":
            fault(node, "time.sleep: wait on a condition or a signal instead")
    if not imported and "QElapsedTimer" not in source and not any(
        isinstance(n, ast.Import) and any(a.name == "time" for a in n.names) for n in ast.walk(tree)
    ):
        return found  # no clock in this file
    clocks = _clock_functions(tree, imported)
    for scope in _scopes(tree):
        derived, timers = _clock_derived(scope, imported, clocks)
        for stmt in scope:
            for node in ast.walk(stmt):
                if not isinstance(node, ast.Assert):
                    continue
                for compare in ast.walk(node.test):
                    if isinstance(compare, ast.Compare) and any(
                        _reads_clock(side, imported, timers, derived, clocks)
                        for side in [compare.left, *compare.comparators]
                    ):
                        fault(node, f"an assert on elapsed wall-clock time: {ast.unparse(compare)[:80]}")
                        break
    return found


def test_no_test_has_an_assert_that_cannot_fail_a_sleep_or_a_stopwatch() -> None:
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        found += faults(path.read_text(encoding="utf-8"), str(path.relative_to(TESTS.parent)),
                        sleep_allowed=path in ALLOWED_SLEEP)
    assert not found, "\n".join(found)


# -- each rule catches its case --------------------------------------------------------------
CAUGHT = {
    "or True in a call": "def test():\n    ended(record(game) is not None or True)\n",
    "or True in an assert": "def test():\n    assert x == 1 or True\n",
    "an assert or a truthy constant": "def test():\n    assert check() or 'reason'\n",
    "time.sleep": "import time\ndef test():\n    time.sleep(0.05)\n",
    "sleep imported": "from time import sleep\ndef test():\n    sleep(1)\n",
    "a clock read compared": "import time\ndef test():\n    start = time.perf_counter()\n    run()\n"
                             "    assert time.perf_counter() - start < 2\n",
    "an elapsed name": "import time\ndef test():\n    t0 = time.monotonic()\n    run()\n"
                       "    took = time.monotonic() - t0\n    assert took < 1.0, took\n",
    "in a chain": "import time\ndef test():\n    s = time.monotonic()\n    assert 0.3 <= time.monotonic() - s < 5\n",
    "inside and": "import time\ndef test():\n    s = time.time()\n    assert done() and time.time() - s < 2\n",
    "clock imported by name": "from time import perf_counter as now\ndef test():\n    a = now()\n"
                              "    assert now() - a < 1\n",
    "stamps gathered": "import time\ndef test():\n    stamps = []\n"
                       "    tick = lambda: stamps.append(time.perf_counter())\n"
                       "    gap = max(b - a for a, b in zip(stamps, stamps[1:]))\n    assert gap < 0.5\n",
    "an attribute gathered": "import time\nclass Ticker:\n    def __init__(self):\n"
                             "        self.times = [time.monotonic()]\n    def check(self):\n"
                             "        assert max(self.times) - min(self.times) < 0.5\n",
    "a helper's stopwatch": "import time\ndef run():\n    pressed = press()\n    return time.time() - pressed, 7\n"
                            "def test():\n    seconds, pid = run()\n    assert seconds < 0.35\n",
    "a method's gap": "import time\nclass Ticker:\n    def gap(self):\n        return time.monotonic() - self.last\n"
                      "def test():\n    ticker = Ticker()\n    assert ticker.gap() < 0.5\n",
    "a QElapsedTimer": "def test():\n    clock = QElapsedTimer()\n    clock.start()\n    run()\n"
                       "    assert clock.elapsed() < 100\n",
}

LEFT_ALONE = {
    "an or with a value": "def test():\n    name = given or 'unknown'\n    assert name\n",
    "a stand-in's answer": "def test(mp):\n    mp.setattr(m, 'f', lambda p: calls.append(p) or True)\n",
    "an assert or a false constant": "def test():\n    assert a or b or None\n",
    "a bounded wait": "import time\ndef test():\n    deadline = time.monotonic() + 30\n"
                      "    while not done() and time.monotonic() < deadline:\n        poll(0.05)\n    assert done()\n",
    "a child's script": "def test():\n    run(['python', '-c', 'import time; time.sleep(60)'])\n",
    "a counted budget": "def test(monkeypatch):\n    clock = ticking(monkeypatch)\n    solve()\n"
                        "    assert clock.reads <= clock.most_reads(0.2)\n",
    "the other part of a stopwatch's answer": "import time\ndef run():\n    return time.time() - t0, 7\n"
                                              "def test():\n    seconds, pid = run()\n    assert pid > 0\n",
    "a game's own clock": "def test():\n    assert table.clock.elapsed() == 0.0\n",
    "the same name elsewhere": "import time\ndef first():\n    start = time.monotonic()\n"
                               "def test():\n    start = 3\n    assert start < 4\n",
}


@pytest.mark.parametrize("source", CAUGHT.values(), ids=CAUGHT.keys())
def test_each_rule_catches_its_case(source: str) -> None:
    assert len(faults(source)) == 1, faults(source)


@pytest.mark.parametrize("source", LEFT_ALONE.values(), ids=LEFT_ALONE.keys())
def test_what_the_rules_leave_alone(source: str) -> None:
    assert faults(source) == []


def test_the_wait_module_alone_may_pause() -> None:
    source = "import time\ndef wait_until(condition):\n    while not condition():\n        time.sleep(0.01)\n"
    assert faults(source, sleep_allowed=True) == [] and len(faults(source)) == 1
