#!/bin/sh
# Smoke-test the frozen bundle headless (`make smoke`): run its self-test offscreen with a
# throw-away settings folder, then print the bundle's size, the time from launch to the
# self-test's exit, and the oldest glibc it runs on (glibc_floor.sh), which its README.txt must
# state. Exit status: the self-test's, or 1 if the README does not state that glibc.
#
#   packaging/smoke.sh [BUNDLE_DIR]      (default: dist/paciencia)
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
BUNDLE=${1:-$(dirname "$HERE")/dist/paciencia}
EXE=$BUNDLE/paciencia
if [ ! -x "$EXE" ]; then
  echo "smoke: no bundle at $BUNDLE (build it with: make bundle)" >&2
  exit 1
fi

HOME_DIR=$(mktemp -d)
trap 'rm -rf "$HOME_DIR"' EXIT
now() { date +%s.%N; }

start=$(now)
set +e
QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} PACIENCIA_HOME=$HOME_DIR "$EXE" --self-test
status=$?
set -e
end=$(now)

# A second, warm run of the smallest command shows the bundle's own start-up cost
# (no window): unpacked Python, imports, argument parsing.
wstart=$(now)
"$EXE" deal paciencia://freecell/1 > /dev/null
wend=$(now)

# The oldest glibc the bundle runs on: the newest GLIBC_ version its ELF files require
# (readelf or objdump, from binutils). The README that paciencia.spec wrote says the same.
if floor=$(sh "$HERE/glibc_floor.sh" "$BUNDLE" 2>&1); then
  glibc=${floor%% *}
  by=${floor#* }
  echo "glibc floor: $glibc (the newest GLIBC_ version required, by ${by#"$BUNDLE"/})"
  if ! grep -qF "glibc $glibc or newer" "$BUNDLE/README.txt" 2>/dev/null; then
    echo "smoke: $BUNDLE/README.txt does not say that the bundle needs glibc $glibc or newer" >&2
    [ "$status" -ne 0 ] || status=1
  fi
else
  echo "glibc floor: not measured ($floor)"
fi

echo "bundle size: $(du -sh "$BUNDLE" | cut -f1) ($BUNDLE)"
awk -v s="$start" -v e="$end" 'BEGIN { printf "launch to self-test exit: %.2f s\n", e - s }'
awk -v s="$wstart" -v e="$wend" 'BEGIN { printf "command-line start (deal, no window): %.2f s\n", e - s }'
if [ "$status" -eq 0 ]; then echo "smoke: passed"; else echo "smoke: FAILED (status $status)"; fi
exit "$status"
