#!/bin/sh
# B-6: print the accessible tree a screen reader (Orca) gets over AT-SPI, under Xvfb.
# Needs at-spi2-core, dbus and xvfb (Debian: at-spi2-core dbus-x11 xvfb). Usage:
#   tools/atspi_tree.sh [depth]        (from the project folder, after `make test`)
set -e
depth=${1:-6}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
eval "$(dbus-launch --sh-syntax)"
/usr/libexec/at-spi-bus-launcher --launch-immediately & launcher=$!
sleep 2
addr=$(gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
    --method org.a11y.Bus.GetAddress | sed "s/^('\(.*\)',)$/\1/")
PACIENCIA_HOME=$work QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 \
    xvfb-run -a "$here/.venv/bin/python" "$here/tools/atspi_app.py" > "$work/app.log" 2>&1 & app=$!
sleep 10
"$here/.venv/bin/python" "$here/tools/atspi_walk.py" "$addr" "$depth" || true
kill $app $launcher "$DBUS_SESSION_BUS_PID" 2>/dev/null || true
rm -rf "$work"
