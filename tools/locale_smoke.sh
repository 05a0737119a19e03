#!/bin/sh
# Issue 36 §1: run a smoke subset of the suite with the whole process in tr_TR.UTF-8 and in C.
# Turkish is compiled with localedef into a temporary LOCPATH (Debian's locales package has the
# source), so neither root nor locale-gen is needed; without it, only C runs.
set -eu
PY=${1:-.venv/bin/python}
TESTS="tests/ui/test_locales.py tests/ui/test_relaunch.py tests/core/test_cli_input.py tests/ui/test_win_games.py"
LOC=$(mktemp -d)
trap 'rm -rf "$LOC"' EXIT
if command -v localedef >/dev/null && localedef -i tr_TR -f UTF-8 "$LOC/tr_TR.UTF-8" 2>/dev/null; then
  echo "locale smoke: tr_TR.UTF-8"
  LOCPATH=$LOC LANG=tr_TR.UTF-8 LC_ALL=tr_TR.UTF-8 "$PY" -m pytest -q $TESTS
else
  echo "locale smoke: tr_TR.UTF-8 cannot be compiled here (no localedef or locale source): skipped"
fi
echo "locale smoke: C"
LANG=C LC_ALL=C "$PY" -m pytest -q $TESTS
