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
# The manifest's desktop lines (file, dir, cache, mime) are those paciencia.desktop_install writes
# for install.sh; this script reads them without Python, from the installed copy too.
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

APP_ID=io.github.paciencia.Paciencia
ENTRIES=$(mktemp)
trap 'rm -f "$ENTRIES"' EXIT
# newest first: contents before the folders that hold them
awk '{ line[NR] = $0 } END { for (i = NR; i > 0; i--) print line[i] }' "$MANIFEST" > "$ENTRIES"

# 1. files, the link, caches, the association, the bundle
touched_desktop=
touched_icons=
ours_desktop_cache=
ours_icon_cache=
while IFS= read -r entry; do
  kind=${entry%% *}
  path=${entry#* }
  case $kind in
    file|cache)
      rm -f "$path"
      if [ "$kind" = cache ]; then
        case $path in
          */mimeinfo.cache) ours_desktop_cache=1 ;;
          */icon-theme.cache) ours_icon_cache=1 ;;
        esac
      fi
      case $path in
        */applications/*) touched_desktop=$(dirname "$path") ;;
        */icons/hicolor/*) touched_icons=${path%%/icons/hicolor/*}/icons/hicolor ;;
      esac ;;
    link)
      if [ -L "$path" ]; then rm -f "$path"; fi ;;
    tree)
      # only a folder named paciencia that holds this manifest's installation
      case $path in
        */paciencia) if [ -f "$path/.install-manifest" ]; then rm -rf "$path"; fi ;;
      esac ;;
    mime)
      for list in "${XDG_CONFIG_HOME:-$HOME/.config}/mimeapps.list" \
                  "${XDG_DATA_HOME:-$HOME/.local/share}/applications/mimeapps.list"; do
        [ -f "$list" ] || continue
        tmp=$list.paciencia-tmp
        grep -v "^$path=$APP_ID\.desktop;\{0,1\}\$" "$list" > "$tmp" || true
        if cmp -s "$tmp" "$list"; then rm -f "$tmp"; else mv "$tmp" "$list"; fi
      done ;;
  esac
done < "$ENTRIES"

# 2. folders install created, if now empty (a cache left in one is rebuilt below, or removed
#    with it when the folder goes)
while IFS= read -r entry; do
  [ "${entry%% *}" = dir ] || continue
  path=${entry#* }
  [ -d "$path" ] || continue
  for cache in "$path/mimeinfo.cache" "$path/icon-theme.cache"; do
    if [ -f "$cache" ] && [ "$(ls -A "$path")" = "$(basename "$cache")" ]; then rm -f "$cache"; fi
  done
  rmdir "$path" 2>/dev/null || true
done < "$ENTRIES"

# 3. caches of folders that stay (a cache that install brought into being stays gone)
if [ -z "$ours_desktop_cache" ] && [ -n "$touched_desktop" ] && [ -d "$touched_desktop" ] && command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$touched_desktop" 2>/dev/null || true
fi
if [ -z "$ours_icon_cache" ] && [ -n "$touched_icons" ] && [ -d "$touched_icons" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
  gtk-update-icon-cache -q -f -t "$touched_icons" 2>/dev/null || true
fi

say "Paciência removed."
