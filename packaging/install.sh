#!/bin/sh
# Install the Paciência bundle (dist/paciencia, from `make bundle`) with its desktop integration.
#
#   packaging/install.sh                 for you: ~/.local/lib/paciencia, ~/.local/bin/paciencia,
#                                        ~/.local/share/{applications,icons,metainfo}
#   sudo packaging/install.sh --system   for everyone: /usr/local/lib/paciencia, /usr/local/bin,
#                                        /usr/share/{applications,icons,metainfo}
#   packaging/install.sh --prefix DIR    DIR/lib/paciencia, DIR/bin, DIR/share/… (packagers, tests)
#
# Options: --bundle DIR (default: dist/paciencia next to this script's repository),
#          --quiet.
# Every file, link and folder it creates is listed in <lib>/paciencia/.install-manifest;
# uninstall.sh (also copied to <lib>/paciencia/uninstall.sh) removes exactly those.
# Installing again over an installation first uninstalls it.
set -eu

APP_ID=io.github.paciencia.Paciencia
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$HERE")
BUNDLE=$ROOT/dist/paciencia
MODE=user
PREFIX=
QUIET=

usage() { sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit "${1:-0}"; }
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
    DATA=${XDG_DATA_HOME:-$HOME/.local/share} ;;
  system)
    BIN=/usr/local/bin
    LIB=/usr/local/lib/paciencia
    DATA=/usr/share ;;
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

if [ -f "$LIB/.install-manifest" ]; then
  say "Removing the installation already in $LIB first"
  sh "$HERE/uninstall.sh" --manifest "$LIB/.install-manifest" --quiet
fi

MANIFEST_TMP=$(mktemp)
trap 'rm -f "$MANIFEST_TMP"' EXIT
note() { printf '%s %s\n' "$1" "$2" >> "$MANIFEST_TMP"; }

# mkdir -p that notes every folder it creates (deepest last), so uninstall removes only those.
make_dir() {
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

put() {  # put SOURCE DEST: copy one file, mode 644, and note it
  make_dir "$(dirname "$2")"
  cp "$1" "$2"
  chmod 644 "$2"
  note file "$2"
}

# 1. the bundle
make_dir "$(dirname "$LIB")"
rm -rf "$LIB"
cp -R "$BUNDLE" "$LIB"
note tree "$LIB"
cp "$HERE/uninstall.sh" "$LIB/uninstall.sh"
chmod 755 "$LIB/uninstall.sh"

# 2. the command
make_dir "$BIN"
if [ -e "$BIN/paciencia" ] || [ -L "$BIN/paciencia" ]; then
  if [ "$(readlink "$BIN/paciencia" 2>/dev/null || true)" != "$LIB/paciencia" ]; then
    echo "install.sh: $BIN/paciencia exists and is not ours; leaving it (the menu entry still works)" >&2
  fi
else
  ln -s "$LIB/paciencia" "$BIN/paciencia"
  note link "$BIN/paciencia"
fi

# 3. desktop entry, with Exec pointing at the installed command (the menu may not have BIN in PATH)
case $LIB in
  *[!A-Za-z0-9._/+@~,:-]*)
    # Quoted per the desktop entry spec: \ " ` $ escaped inside the quotes, then every
    # backslash doubled by the string escaping that applies first.
    EXEC=\"$(printf '%s' "$LIB/paciencia" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g')\" ;;
  *) EXEC=$LIB/paciencia ;;
esac
SED_EXEC=$(printf '%s' "$EXEC" | sed 's/[\\&|]/\\&/g')
make_dir "$DATA/applications"
DESKTOP=$DATA/applications/$APP_ID.desktop
sed "s|^Exec=paciencia|Exec=$SED_EXEC|" "$HERE/linux/$APP_ID.desktop" > "$DESKTOP"
chmod 644 "$DESKTOP"
note file "$DESKTOP"

# 4. icons: hicolor sizes and the scalable SVG
for png in "$HERE"/icons/hicolor/*/apps/$APP_ID.png; do
  size=$(basename "$(dirname "$(dirname "$png")")")
  put "$png" "$DATA/icons/hicolor/$size/apps/$APP_ID.png"
done
put "$ROOT/app/paciencia/resources/icons/$APP_ID.svg" "$DATA/icons/hicolor/scalable/apps/$APP_ID.svg"

# 5. AppStream metadata
put "$HERE/linux/$APP_ID.metainfo.xml" "$DATA/metainfo/$APP_ID.metainfo.xml"

# 6. caches and the paciencia:// handler (each only where the tool exists)
refresh() {  # refresh DIR-KIND DIR: rebuild a cache; note a cache file that did not exist before
  case $1 in
    desktop) tool=update-desktop-database; cache=$2/mimeinfo.cache ;;
    icons) tool=gtk-update-icon-cache; cache=$2/icon-theme.cache ;;
  esac
  command -v "$tool" >/dev/null 2>&1 || return 0
  had=; [ -e "$cache" ] && had=1
  if [ "$1" = desktop ]; then
    update-desktop-database -q "$2" 2>/dev/null || true
  else
    gtk-update-icon-cache -q -f -t "$2" 2>/dev/null || true
  fi
  [ -z "$had" ] && [ -e "$cache" ] && note cache "$cache"
  return 0
}
refresh desktop "$DATA/applications"
refresh icons "$DATA/icons/hicolor"

if [ "$MODE" = user ] && command -v xdg-mime >/dev/null 2>&1; then
  if xdg-mime default "$APP_ID.desktop" x-scheme-handler/paciencia 2>/dev/null; then
    note mime x-scheme-handler/paciencia
  fi
fi

# The manifest lists folders before what they hold; uninstall walks it backwards.
cp "$MANIFEST_TMP" "$LIB/.install-manifest"

say "Installed Paciência in $LIB"
say "  command:    $BIN/paciencia"
say "  menu entry: $DESKTOP"
case :$PATH: in
  *:"$BIN":*) ;;
  *) say "  note: $BIN is not on your PATH; the menu entry works anyway" ;;
esac
say "Remove it with: $LIB/uninstall.sh"
