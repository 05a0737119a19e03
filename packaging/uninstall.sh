#!/bin/sh
# Remove what packaging/install.sh installed, exactly: the files, link and folders listed in
# its manifest (<lib>/paciencia/.install-manifest), nothing else.
#
#   packaging/uninstall.sh               your installation (~/.local/lib/paciencia)
#   sudo packaging/uninstall.sh --system the system one (/usr/local/lib/paciencia)
#   packaging/uninstall.sh --prefix DIR  the one in DIR/lib/paciencia
#   ~/.local/lib/paciencia/uninstall.sh  the installation this copy sits in
#
# Options: --manifest FILE (use this manifest), --quiet.
# The installed program does the removing (paciencia --uninstall-desktop --manifest FILE): this
# script only finds the manifest, so there is one implementation of what "remove" means.
# Your settings, statistics and saved game (~/.config/paciencia, ~/.local/share/paciencia)
# are yours and stay.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
MODE=
PREFIX=
MANIFEST=
QUIET=

usage() { sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit "${1:-0}"; }
say() { [ -n "$QUIET" ] || echo "$@"; }

while [ $# -gt 0 ]; do
  case $1 in
    --system) MODE=system ;;
    --user) MODE=user ;;
    --prefix) [ $# -ge 2 ] || usage 2; MODE=prefix; PREFIX=$2; shift ;;
    --prefix=*) MODE=prefix; PREFIX=${1#--prefix=} ;;
    --manifest) [ $# -ge 2 ] || usage 2; MANIFEST=$2; shift ;;
    --quiet|-q) QUIET=1 ;;
    -h|--help) usage 0 ;;
    *) echo "uninstall.sh: unknown option $1" >&2; usage 2 ;;
  esac
  shift
done

if [ -z "$MANIFEST" ]; then
  if [ -z "$MODE" ] && [ -f "$HERE/.install-manifest" ]; then
    MANIFEST=$HERE/.install-manifest  # the copy inside an installation
  else
    case ${MODE:-user} in
      user) LIB=$HOME/.local/lib/paciencia ;;
      system) LIB=/usr/local/lib/paciencia ;;
      prefix)
        case $PREFIX in /*) ;; *) PREFIX=$(pwd)/$PREFIX ;; esac
        LIB=$PREFIX/lib/paciencia ;;
    esac
    MANIFEST=$LIB/.install-manifest
  fi
fi
if [ ! -f "$MANIFEST" ]; then
  echo "uninstall.sh: nothing to remove (no $MANIFEST)" >&2
  exit 1
fi

# Removing is written once, in the program (paciencia.desktop_install.remove): the installed
# paciencia reads the whole manifest first, then removes what it lists, its own folder too.
PROGRAM=$(dirname "$MANIFEST")/paciencia
if [ ! -x "$PROGRAM" ]; then
  echo "uninstall.sh: $PROGRAM is missing, so this installation cannot remove itself;" >&2
  echo "  the files it made are listed in $MANIFEST" >&2
  exit 1
fi
"$PROGRAM" --uninstall-desktop --manifest "$MANIFEST" --quiet
say "Paciência removed."
