#!/bin/sh
# The paciencia command inside the Flatpak (io.github.paciencia.Paciencia.yml).
# The card decks that other games installed on the host are visible read only at
# /run/host/usr/share (--filesystem=host-os:ro); the decks' search reads XDG_DATA_DIRS
# (decks/discover.py), so that folder goes last, after the sandbox's own.
XDG_DATA_DIRS="${XDG_DATA_DIRS:-/app/share:/usr/share}:/run/host/usr/share"
export XDG_DATA_DIRS
exec /app/libexec/paciencia "$@"
