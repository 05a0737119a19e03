"""ARCHITECTURE: core, solvers, storage and play import without PySide6."""

import subprocess
import sys
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "app"

SCRIPT = """
import builtins, importlib, pkgutil, sys
real = builtins.__import__
def guard(name, *a, **k):
    if name.split('.')[0] in ('PySide6', 'shiboken6'):
        raise ImportError('Qt imported: ' + name)
    return real(name, *a, **k)
builtins.__import__ = guard
import paciencia.core, paciencia.storage, paciencia.solvers, paciencia.play
pkgs = [paciencia.core, paciencia.storage, paciencia.solvers, paciencia.play]
for pkg in pkgs:
    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):
        importlib.import_module(m.name)
print('ok', sorted(k for k in sys.modules if k.startswith('paciencia.')).__len__())
"""


def test_core_solvers_storage_and_play_import_without_qt():
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=APP, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("ok")
