"""B-6 check: walk the AT-SPI tree (what Orca reads) with gdbus; see atspi_tree.sh.

    python tools/atspi_walk.py BUS_ADDRESS [DEPTH]
"""

import re
import subprocess
import sys

ADDR = sys.argv[1]
DEPTH = int(sys.argv[2]) if len(sys.argv) > 2 else 4
KIDS_SHOWN = 16  # enough to see every pile of a table and how its cards read


def call(dest: str, path: str, method: str, *args: str) -> str:
    out = subprocess.run(
        ["gdbus", "call", "--address", ADDR, "--dest", dest, "--object-path", path, "--method", method, *args],
        capture_output=True, text=True, timeout=10,
    )
    return out.stdout.strip()


def children(dest: str, path: str) -> list[tuple[str, str]]:
    out = call(dest, path, "org.a11y.atspi.Accessible.GetChildren")
    return re.findall(r"\('([^']*)', (?:objectpath )?'([^']*)'\)", out)


def walk(dest: str, path: str, depth: int) -> None:
    name = call(dest, path, "org.freedesktop.DBus.Properties.Get", "org.a11y.atspi.Accessible", "Name")
    role = call(dest, path, "org.a11y.atspi.Accessible.GetRoleName")
    found = re.search(r"<'(.*)'>", name)
    print("  " * depth + f"{role.strip('(),')} {found.group(1) if found else ''!r}")
    if depth < DEPTH:
        for d, p in children(dest, path)[:KIDS_SHOWN]:
            walk(d, p, depth + 1)


for d, p in children("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root"):
    walk(d, p, 0)
