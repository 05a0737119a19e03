#!/bin/sh
# Install the Paciência bundle (dist/paciencia, from `make bundle`) with its desktop integration.
#
#   packaging/install.sh                 for you: ~/.local/lib/paciencia, ~/.local/bin/paciencia,
#                                        ~/.local/share/{applications,icons,metainfo,man}
#   sudo packaging/install.sh --system   for everyone: /usr/local/lib/paciencia, /usr/local/bin,
#                                        /usr/local/share/{applications,icons,metainfo,man}
#   packaging/install.sh --prefix DIR    DIR/lib/paciencia, DIR/bin, DIR/share/… (packagers, tests)
#
# Options: --bundle DIR (default: dist/paciencia next to this script's repository),
#          --quiet. DESTDIR=STAGE in the environment stages the files under STAGE (a package's
#          build root): the menu entry and the link still name the final place, no cache is
#          rebuilt and nothing already there is uninstalled.
# Every file, link and folder it creates is listed in <lib>/paciencia/.install-manifest;
# uninstall.sh (also copied to <lib>/paciencia/uninstall.sh) removes exactly those.
# Installing again over an installation first uninstalls it.
# The desktop files (menu entry, icons, AppStream data, man page) are installed by the same code
# as `paciencia --install-desktop` and `make install-data` (app/paciencia/desktop_install.py),
# run with python3 ($PYTHON) from this repository.
set -eu

APP_ID=io.github.paciencia.Paciencia
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$HERE")
BUNDLE=$ROOT/dist/paciencia
MODE=user
PREFIX=
QUIET=
DESTDIR=${DESTDIR:-}
PYTHON=${PYTHON:-python3}

usage() { sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit "${1:-0}"; }
say() { [ -n "$QUIET" ] || echo "$@"; }

while [ $# -gt 0 ]; do
  case $1 in
    --system) MODE=system ;;
    --user) MODE=user ;;
    --prefix) [ $# -ge 2 ] || usage 2; MODE=prefix; PREFIX=$2; shift ;;
    --prefix=*) MODE=prefix; PREFIX=${1#--prefix=} ;;
    --bundle) [ $# -ge 2 ] || usage 2; BUNDLE=$2; shift ;;
    --bundle=*) BUNDLE=${1#--bundle=} ;;
    --quiet|-q) QUIET=1 ;;
    -h|--help) usage 0 ;;
    *) echo "install.sh: unknown option $1" >&2; usage 2 ;;
  esac
  shift
done

case $MODE in
  user)
    BIN=$HOME/.local/bin
    LIB=$HOME/.local/lib/paciencia
    case ${XDG_DATA_HOME:-} in  # a relative value is ignored, as the XDG spec says
      /*) DATA=$XDG_DATA_HOME ;;
      *) DATA=$HOME/.local/share ;;
    esac ;;
  system)
    BIN=/usr/local/bin
    LIB=/usr/local/lib/paciencia
    DATA=/usr/local/share ;;
  prefix)
    case $PREFIX in /*) ;; *) PREFIX=$(pwd)/$PREFIX ;; esac
    BIN=$PREFIX/bin
    LIB=$PREFIX/lib/paciencia
    DATA=$PREFIX/share ;;
esac

if [ ! -x "$BUNDLE/paciencia" ]; then
  echo "install.sh: no bundle at $BUNDLE (build it with: make bundle)" >&2
  exit 1
fi
BUNDLE=$(cd "$BUNDLE" && pwd)
if ! command -v "$PYTHON" >/dev/null 2>&1; then
  echo "install.sh: $PYTHON not found (it installs the menu entry; set PYTHON=…)" >&2
  exit 1
fi
case $DESTDIR in ''|/*) ;; *) DESTDIR=$(pwd)/$DESTDIR ;; esac
DESTDIR=${DESTDIR%/}

if [ -z "$DESTDIR" ] && [ -f "$LIB/.install-manifest" ]; then
  say "Removing the installation already in $LIB first"
  sh "$HERE/uninstall.sh" --manifest "$LIB/.install-manifest" --quiet
fi

MANIFEST_TMP=$(mktemp)
trap 'rm -f "$MANIFEST_TMP"' EXIT
note() { printf '%s %s\n' "$1" "$2" >> "$MANIFEST_TMP"; }

# mkdir -p of a final path (under DESTDIR) that notes every folder it creates (deepest last), so
# uninstall removes only those; when staging, the package owns the folders: none is noted.
make_dir() {
  if [ -n "$DESTDIR" ]; then mkdir -p "$DESTDIR$1"; return 0; fi
  missing=
  d=$1
  while [ ! -d "$d" ]; do
    missing="$d
$missing"
    d=$(dirname "$d")
  done
  [ -z "$missing" ] && return 0
  mkdir -p "$1"
  printf '%s' "$missing" | while IFS= read -r m; do
    [ -n "$m" ] && note dir "$m"
  done
  return 0
}

# 1. the bundle
make_dir "$(dirname "$LIB")"
rm -rf "$DESTDIR$LIB"
cp -R "$BUNDLE" "$DESTDIR$LIB"
note tree "$LIB"
cp "$HERE/uninstall.sh" "$DESTDIR$LIB/uninstall.sh"
chmod 755 "$DESTDIR$LIB/uninstall.sh"

# 2. the command
make_dir "$BIN"
if [ -e "$DESTDIR$BIN/paciencia" ] || [ -L "$DESTDIR$BIN/paciencia" ]; then
  if [ "$(readlink "$DESTDIR$BIN/paciencia" 2>/dev/null || true)" != "$LIB/paciencia" ]; then
    echo "install.sh: $BIN/paciencia exists and is not ours; leaving it (the menu entry still works)" >&2
  fi
else
  ln -s "$LIB/paciencia" "$DESTDIR$BIN/paciencia"
  note link "$BIN/paciencia"
fi

# 3. the menu entry (Exec: the installed command, as the menu may not have BIN in PATH), icons,
#    AppStream data and man page; the caches and, for you, the paciencia:// handler
set -- --data-dir "$DATA" --exec "$LIB/paciencia" --man --manifest "$MANIFEST_TMP"
if [ -n "$DESTDIR" ]; then set -- "$@" --destdir "$DESTDIR"; else set -- "$@" --refresh; fi
if [ "$MODE" = user ]; then set -- "$@" --mime; fi
if [ -n "$QUIET" ]; then set -- "$@" --quiet; fi
PYTHONPATH="$ROOT/app${PYTHONPATH:+:$PYTHONPATH}" "$PYTHON" -m paciencia.desktop_install "$@"

# The manifest lists folders before what they hold; uninstall walks it backwards.
cp "$MANIFEST_TMP" "$DESTDIR$LIB/.install-manifest"

say "Installed Paciência in $DESTDIR$LIB"
say "  command:    $DESTDIR$BIN/paciencia"
case :$PATH: in
  *:"$BIN":*) ;;
  *) say "  note: $BIN is not on your PATH; the menu entry works anyway" ;;
esac
say "Remove it with: $LIB/uninstall.sh"
