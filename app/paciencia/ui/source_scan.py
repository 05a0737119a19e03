"""PySide6's scan of every module imported after it, spared for the modules whose answer is
known (issue 11): a file read and about 30 ms of CPU at every launch otherwise."""

from __future__ import annotations

import sys


def spare_source_scan() -> None:
    """PySide6 6.x reads the source file of every module imported after it (``inspect.getsource``)
    to learn whether the module may use ``from __feature__ import …``: for the two hundred modules
    a launch imports after Qt (this package's and the standard library's), a file read each and
    about 30 ms of CPU at every launch (``bench/startup.py``). This package never uses
    ``__feature__`` and no module of the standard library names PySide6, so those are answered
    without being read: a module of this package naming PySide6 gets the answer the scan gives,
    the others of the package a "uses it" that changes nothing while no feature is selected, the
    standard library's the "does not" the scan would give. Other modules are scanned as before;
    a PySide6 without that scan (another version) is left alone."""
    feature = sys.modules.get("shibokensupport.feature")
    scan = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(scan) or getattr(scan, "spared", False):
        return
    ours = __name__.split(".")[0] + "."  # this package
    stdlib = sys.stdlib_module_names

    def uses_pyside(module: object) -> bool:
        name = getattr(module, "__name__", "")
        if not isinstance(name, str):
            return bool(scan(module))
        if name.startswith(ours):
            return True
        return False if name.partition(".")[0] in stdlib else bool(scan(module))

    uses_pyside.spared = True  # type: ignore[attr-defined]
    setattr(feature, "_mod_uses_pyside", uses_pyside)  # noqa: B010 (a private hook mypy cannot see)
