#!/bin/sh
# The oldest glibc that the ELF files under PATH can run on: the highest GLIBC_x.y[.z] symbol
# version that any of them requires (its "version needs", .gnu.version_r), compared as numbers
# (2.34 is newer than 2.4). `make smoke` prints it for the bundle, and the bundle's README.txt
# states it (packaging/paciencia.spec); docs/packaging.md says what it is and why.
#
#   packaging/glibc_floor.sh [--tool readelf|objdump] PATH...
#
# Prints "VERSION FILE" (e.g. "2.36 dist/paciencia/_internal/libstdc++.so.6": the file that
# requires it, the first one met). Reads with readelf (binutils), else objdump; --tool picks.
# Exit status: 0; 1 when no ELF file there requires glibc; 2 without readelf or objdump.
set -eu

TOOL=
case ${1:-} in
  --tool) [ $# -ge 2 ] || { echo "glibc_floor: --tool needs readelf or objdump" >&2; exit 2; }
          TOOL=$2; shift 2 ;;
  --tool=*) TOOL=${1#--tool=}; shift ;;
esac
if [ -z "$TOOL" ]; then
  for candidate in readelf objdump; do
    if command -v "$candidate" >/dev/null 2>&1; then TOOL=$candidate; break; fi
  done
fi
case $TOOL in
  readelf|objdump) command -v "$TOOL" >/dev/null 2>&1 || TOOL= ;;
  *) TOOL= ;;
esac
if [ -z "$TOOL" ]; then
  echo "glibc_floor: needs readelf or objdump (Debian: binutils)" >&2
  exit 2
fi

# "VERSION FILE" for each GLIBC_ version that each ELF file requires, from one run of the tool
# per batch of files (find -exec … +). /dev/null goes first, so that readelf names every file,
# even a batch of one ("File: NAME"); a file that is not ELF gives nothing.
if [ "$TOOL" = readelf ]; then
  # "Version needs section '.gnu.version_r' …", then lines such as
  # "  0x0010:   Name: GLIBC_2.34  Flags: none  Version: 3"
  requirements() {
    find -H "$@" -type f -size +0 -exec sh -c 'LC_ALL=C readelf --version-info --wide /dev/null "$@" 2>/dev/null' \
      sh {} + | awk '
      /^File: / { file = substr($0, 7); inside = 0; next }
      /^Version needs section/ { inside = 1; next }
      /^Version [a-z]+ section/ { inside = 0 }
      inside { for (i = 1; i <= NF; i++) if ($i ~ /^GLIBC_[0-9]/) print substr($i, 7) " " file }'
  }
else
  # "NAME:     file format elf64-…", then "Version References:", "  required from libc.so.6:",
  # "    0x… 0x00 03 GLIBC_2.34", up to a blank line
  requirements() {
    find -H "$@" -type f -size +0 -exec sh -c 'LC_ALL=C objdump -p /dev/null "$@" 2>/dev/null' sh {} + | awk '
      /:     file format / { file = $0; sub(/:     file format .*$/, "", file); inside = 0; next }
      /^Version References:/ { inside = 1; next }
      inside && NF == 0 { inside = 0 }
      inside && $NF ~ /^GLIBC_[0-9]/ { print substr($NF, 7) " " file }'
  }
fi

# The highest version, compared as numbers; the first file met that requires it.
found=$(requirements "$@" | sort -s -t ' ' -k1,1Vr | head -n 1)
if [ -z "$found" ]; then
  echo "glibc_floor: no ELF file under $* requires glibc" >&2
  exit 1
fi
echo "$found"
