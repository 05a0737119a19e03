#!/bin/sh
# X-3: the wheel and the sdist as a user gets them (`make distcheck`, `.ci/run`).
#
#   packaging/check_dist.sh [DIST_DIR]      (default: dist/, which `make dist` fills)
#
# Prints what each holds (size, file count), then, in a temporary folder outside the checkout:
#   1. a fresh venv, `pip install` of the wheel (pip fetches PySide6 and platformdirs as it
#      would for anyone), `paciencia --self-test`;
#   2. `pip install` of the sdist into that venv (pip builds it, in its own isolated build
#      environment), `paciencia --self-test` again;
#   3. with pipx on PATH (or PIPX=/path/to/pipx): `pipx install` of the wheel, in a pipx home
#      of its own, and its self-test;
#   4. for each of python3.12 and python3.13 found on PATH (NEWER_PYTHONS lists others): a fresh
#      venv, `pip install` of the wheel, which resolves the newest PySide6 there (the pin below
#      6.12 holds only on 3.11, issue 33 §1), and its self-test.
# Nothing of the repository is importable there: the app finds its decks, backs, icons and
# translations inside the installed package (its own folder, paciencia/paths.py). PYTHON picks the
# interpreter for the venvs (default: python3). Exit status: 0 when every self-test passed.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
DIST=$(cd "${1:-$(dirname "$HERE")/dist}" && pwd)
PYTHON=${PYTHON:-python3}
WHEEL=$(ls "$DIST"/paciencia-*-py3-none-any.whl 2>/dev/null | tail -n 1)
SDIST=$(ls "$DIST"/paciencia-*.tar.gz 2>/dev/null | tail -n 1)
if [ -z "$WHEEL" ] || [ -z "$SDIST" ]; then
  echo "check_dist: no wheel and sdist in $DIST (build them with: make dist)" >&2
  exit 1
fi

"$PYTHON" - "$WHEEL" "$SDIST" <<'EOF'
import sys, tarfile, zipfile
from pathlib import Path
wheel, sdist = map(Path, sys.argv[1:])
with zipfile.ZipFile(wheel) as z:
    infos = [i for i in z.infolist() if not i.is_dir()]
    data = [i for i in infos if i.filename.startswith("paciencia/") and not i.filename.endswith(".py")]
    print(f"wheel: {wheel.name}, {wheel.stat().st_size / 1e6:.2f} MB, {len(infos)} files "
          f"({len(data)} data files, {sum(i.file_size for i in infos) / 1e6:.2f} MB unpacked)")
with tarfile.open(sdist) as t:
    files = [m for m in t.getmembers() if m.isfile()]
    tops = {}
    for m in files:
        parts = m.name.split("/")
        top = parts[1] if len(parts) > 2 else "(top)"
        tops[top] = tops.get(top, 0) + 1
    print(f"sdist: {sdist.name}, {sdist.stat().st_size / 1e6:.2f} MB, {len(files)} files: "
          + ", ".join(f"{k} {v}" for k, v in sorted(tops.items())))
EOF

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"  # outside the checkout
unset PYTHONPATH

self_test() {  # self_test LABEL COMMAND: the installed app's self-test, offscreen, its own home
  label=$1; shift
  home=$(mktemp -d "$WORK/home.XXXXXX")
  if QT_QPA_PLATFORM=offscreen PACIENCIA_HOME=$home "$@" --self-test > "$WORK/self-test.log" 2>&1; then
    grep -E "^(resources|translations ok|decks ok|self-test passed)" "$WORK/self-test.log" | sed "s/^/  $label: /"
  else
    cat "$WORK/self-test.log"
    echo "check_dist: the self-test of the $label install FAILED" >&2
    exit 1
  fi
}

echo "fresh venv in $WORK/venv: pip install $(basename "$WHEEL")"
"$PYTHON" -m venv "$WORK/venv"
"$WORK/venv/bin/python" -m pip install --quiet "$WHEEL"
self_test wheel "$WORK/venv/bin/paciencia"

echo "the same venv: pip install $(basename "$SDIST") (built by pip)"
"$WORK/venv/bin/python" -m pip install --quiet --force-reinstall --no-deps "$SDIST"
self_test sdist "$WORK/venv/bin/paciencia"

PIPX=${PIPX:-$(command -v pipx || true)}
if [ -n "$PIPX" ]; then
  echo "pipx install $(basename "$WHEEL")"
  PIPX_HOME=$WORK/pipx PIPX_BIN_DIR=$WORK/pipx-bin PIPX_MAN_DIR=$WORK/pipx-man \
    "$PIPX" install --python "$(command -v "$PYTHON")" "$WHEEL" > "$WORK/pipx.log" 2>&1 || { cat "$WORK/pipx.log"; exit 1; }
  self_test pipx "$WORK/pipx-bin/paciencia"
else
  echo "pipx: not installed, skipped"
fi
newer_pythons() {  # on PATH, else a pyenv's own (its shims answer only for the global version)
  for v in 3.12 3.13; do
    for candidate in "python$v" "${PYENV_ROOT:-$HOME/.pyenv}"/versions/"$v".*/bin/python3; do
      if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import venv' 2>/dev/null; then
        echo "$candidate"
        break
      fi
    done
  done
}
for found in ${NEWER_PYTHONS:-$(newer_pythons)}; do
  newer=python$("$found" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
  echo "fresh $newer venv: pip install $(basename "$WHEEL") (the newest PySide6 it resolves)"
  "$found" -m venv "$WORK/venv-$newer"
  "$WORK/venv-$newer/bin/python" -m pip install --quiet "$WHEEL"
  echo "  $newer: PySide6 $("$WORK/venv-$newer/bin/python" -c 'import PySide6; print(PySide6.__version__)')"
  self_test "$newer" "$WORK/venv-$newer/bin/paciencia"
done
echo "check_dist: passed"
