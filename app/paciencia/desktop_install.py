"""The desktop integration (X-2, issue 33 §4 and §5): the menu entry, the icons, the AppStream
data, the man page and the ``paciencia://`` handler, installed into a ``share/`` folder.

One implementation for every way in:

* ``paciencia --install-desktop`` / ``--uninstall-desktop`` (:func:`run_flag`): a pip or pipx
  install, into ``$XDG_DATA_HOME`` (default ``~/.local/share``), its menu entry running this
  very install's ``paciencia``; what it made is listed in a manifest in the app's data folder
  there (``paciencia/desktop-install.manifest``), which ``--uninstall-desktop`` removes exactly;
* ``packaging/install.sh`` (the bundle: ``python3 -m paciencia.desktop_install --exec …``,
  appending to the bundle's manifest); its ``uninstall.sh`` only finds that manifest and hands it
  to the installed program, ``paciencia --uninstall-desktop --manifest FILE``, so that removing
  is written once, here (:func:`remove`), for the bundle's tree and link too;
* ``make install-data DESTDIR=… PREFIX=…`` (distribution packages, from the source tree):
  the shipped files as they are, ``Exec=paciencia``.

The files are package data, ``resources/share/`` laid out as under ``share/`` (the wheel carries
them): copies of ``packaging/linux/`` and ``packaging/icons/hicolor/``, which stay the source,
and the man page generated from the argument parser (``tools/make_share_files.py`` writes them,
a test checks they are up to date); the scalable icon is the window's own SVG.

A manifest line is ``KIND PATH``: ``dir`` (a folder made here, removed if empty), ``file``,
``cache`` (an icon or MIME cache that did not exist before), ``mime`` (the scheme's association
in ``mimeapps.list``); install.sh adds ``link`` (the command's symbolic link, removed while it is
one) and ``tree`` (the bundle's folder, removed only when it is named ``paciencia`` and holds
an install manifest, so a damaged manifest cannot remove anything else).

Standard library only, and no Qt: the bundle's frozen app, a source tree's ``python3`` and a
venv all run it.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from . import APP_ID, paths
from .cli_common import BAD_INPUT, DESKTOP_FLAGS

DESKTOP = f"applications/{APP_ID}.desktop"
METAINFO = f"metainfo/{APP_ID}.metainfo.xml"
MAN_PAGE = "man/man6/paciencia.6"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The freedesktop icon theme sizes ``packaging/make_icons.py`` renders."""
SCHEME = "x-scheme-handler/paciencia"
MANIFEST = Path("paciencia") / "desktop-install.manifest"
"""Under ``$XDG_DATA_HOME``: the app's data folder there (platformdirs' on Linux)."""
BUNDLE_MANIFEST = ".install-manifest"
"""In the bundle's folder: what packaging/install.sh made (``uninstall.sh`` finds it there)."""
SAFE = re.compile(r"[A-Za-z0-9_./+@,:=-]+")
"""An Exec argument of only these characters needs no quotes (the spec reserves ``~`` too)."""

Say = Callable[[str], None]


def share_dir() -> Path:
    """The package's copy of the share/ files."""
    return paths.resources_dir() / "share"


def data_files(man: bool = True) -> list[tuple[Path, str]]:
    """(file in the package, path under share/) of every file installed, in the order installed."""
    files = [(share_dir() / DESKTOP, DESKTOP), (share_dir() / METAINFO, METAINFO)]
    for size in ICON_SIZES:
        name = f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"
        files.append((share_dir() / name, name))
    files.append((paths.icon_file(), f"icons/hicolor/scalable/apps/{APP_ID}.svg"))
    if man:
        files.append((share_dir() / MAN_PAGE, MAN_PAGE))
    return files


def user_data_home() -> Path:
    """``$XDG_DATA_HOME``, else ``~/.local/share`` (a relative value is ignored, as the spec says)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def this_command() -> list[str]:
    """The command line that starts this installation of the app, absolute: the frozen app, the
    ``paciencia`` script that runs now (a pipx link resolved to its venv's), the script of this
    Python's environment, else this Python with ``-m paciencia``."""
    if getattr(sys, "frozen", False):
        return [os.path.realpath(sys.executable)]
    script = sys.argv[0] if sys.argv else ""
    if os.path.basename(script) == "paciencia" and os.access(script, os.X_OK):
        return [os.path.realpath(script)]
    beside = Path(sysconfig.get_path("scripts")) / "paciencia"
    if os.access(beside, os.X_OK):
        return [os.path.realpath(beside)]
    return [os.path.realpath(sys.executable), "-m", "paciencia"]


def exec_value(command: Sequence[str]) -> str:
    """``command`` as a desktop entry's Exec value: an argument with a reserved character in
    double quotes (``"`` `` ` `` ``$`` ``\\`` escaped inside), ``%`` doubled, then every backslash
    doubled by the string escaping the spec applies first."""
    words = []
    for arg in command:
        if any(ord(c) < 32 or ord(c) == 127 for c in arg):
            raise ValueError(f"no menu entry can run a path with a control character: {arg!r}")
        word = arg if SAFE.fullmatch(arg) else '"' + re.sub(r'([\\"`$])', r"\\\1", arg) + '"'
        words.append(word.replace("%", "%%").replace("\\", "\\\\"))
    return " ".join(words)


def desktop_entry(text: str, command: Sequence[str] | None) -> str:
    """The desktop entry with every ``Exec=paciencia …`` running ``command`` instead."""
    if command is None:
        return text
    value = exec_value(command)
    return re.sub(r"^Exec=paciencia(?= |$)", lambda _: "Exec=" + value, text, flags=re.MULTILINE)


class Installer:
    """Installs into ``destdir``/``share`` (``destdir`` staging for a package, else empty) and
    lists what it made, by its final path."""

    def __init__(self, share: Path, destdir: str = "", say: Say = print) -> None:
        self.share = share
        self.destdir = destdir
        self.say = say
        self.entries: list[str] = []

    def staged(self, path: Path) -> Path:
        return Path(self.destdir + str(path)) if self.destdir else path

    def note(self, kind: str, path: Path | str) -> None:
        self.entries.append(f"{kind} {path}")

    def make_dir(self, folder: Path) -> None:
        """``mkdir -p`` that notes every folder it makes, outermost first (none when staging:
        the package owns them)."""
        if self.destdir:
            self.staged(folder).mkdir(parents=True, exist_ok=True)
            return
        missing = []
        while not folder.is_dir():
            missing.append(folder)
            folder = folder.parent
        for made in reversed(missing):
            made.mkdir()
            self.note("dir", made)

    def put(self, data: bytes, name: str) -> Path:
        target = self.share / name
        self.make_dir(target.parent)
        staged = self.staged(target)
        staged.unlink(missing_ok=True)  # a link or a read-only file left by something else
        staged.write_bytes(data)
        staged.chmod(0o644)
        self.note("file", target)
        return target

    def install(self, command: Sequence[str] | None, man: bool) -> None:
        for source, name in data_files(man):
            data = source.read_bytes()
            if name == DESKTOP:
                data = desktop_entry(data.decode("utf-8"), command).encode("utf-8")
            self.put(data, name)
        self.say(f"menu entry: {self.share / DESKTOP}"
                 + (f" (runs {' '.join(command)})" if command else ""))
        self.say(f"icons: {self.share / 'icons/hicolor'}/{{{ICON_SIZES[0]}x{ICON_SIZES[0]}…scalable}}/apps")
        self.say(f"AppStream data: {self.share / METAINFO}")
        if man:
            self.say(f"man page: {self.share / MAN_PAGE}")

    def refresh_caches(self) -> None:
        """Rebuild the menu's MIME cache and the icon cache, each where its tool exists; a cache
        that did not exist before is noted, so that removing goes back to none."""
        for cache, run in _caches(self.share):
            had = cache.exists()
            if run():
                self.say(f"updated {cache}")
            if not had and cache.exists():
                self.note("cache", cache)

    def associate(self) -> None:
        """``paciencia://`` links open with the entry (xdg-mime, where installed)."""
        if shutil.which("xdg-mime") and _quiet_run(["xdg-mime", "default", f"{APP_ID}.desktop", SCHEME]):
            self.note("mime", SCHEME)
            self.say(f"paciencia:// links open with {APP_ID}.desktop")


def _quiet_run(command: list[str]) -> bool:
    try:
        return subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=60).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def _caches(share: Path) -> list[tuple[Path, Callable[[], bool]]]:
    applications, hicolor = share / "applications", share / "icons" / "hicolor"
    found = []
    if shutil.which("update-desktop-database") and applications.is_dir():
        found.append((applications / "mimeinfo.cache",
                      lambda: _quiet_run(["update-desktop-database", "-q", str(applications)])))
    if shutil.which("gtk-update-icon-cache") and hicolor.is_dir():
        found.append((hicolor / "icon-theme.cache",
                      lambda: _quiet_run(["gtk-update-icon-cache", "-q", "-f", "-t", str(hicolor)])))
    return found


def remove(entries: Iterable[str], say: Say = print, refresh: bool = True) -> None:
    """Undo what a manifest lists, newest first: the link, the bundle's tree, files, caches and
    the association, then the folders made for them if now empty; then (``refresh``) rebuild the caches of the folders
    that stay."""
    entries = list(reversed(list(entries)))
    ours: set[Path] = set()
    touched: set[Path] = set()
    for kind, path in (_split(entry) for entry in entries):
        if kind == "link":
            if path.is_symlink():
                path.unlink()
        elif kind == "tree":
            if path.name == "paciencia" and (path / BUNDLE_MANIFEST).is_file() and not path.is_symlink():
                shutil.rmtree(path)
        elif kind in ("file", "cache"):
            path.unlink(missing_ok=True)
            if kind == "cache":
                ours.add(path)
            touched |= {folder.parent for folder in path.parents if folder.name in ("applications", "icons")}
        elif kind == "mime":
            _forget_association(str(path))
    for kind, folder in (_split(entry) for entry in entries):
        if kind == "dir" and folder.is_dir():
            left = [p.name for p in folder.iterdir()]
            if left in (["mimeinfo.cache"], ["icon-theme.cache"]):
                (folder / left[0]).unlink()  # a cache of nothing but what went
            try:
                folder.rmdir()
            except OSError:
                pass  # something else lives there
    for share in sorted(touched) if refresh else ():
        for cache, run in _caches(share):
            if cache not in ours:
                run()
    say("removed the menu entry, icons, AppStream data and man page")


def _split(entry: str) -> tuple[str, Path]:
    kind, _, name = entry.partition(" ")
    return kind, Path(name)


def _forget_association(scheme: str) -> None:
    """Take our entry out of the ``mimeapps.list`` files xdg-mime writes, and nothing else."""
    config = os.environ.get("XDG_CONFIG_HOME", "")
    config_home = Path(config) if os.path.isabs(config) else Path.home() / ".config"
    ours = f"{APP_ID}.desktop"
    for listing in (config_home / "mimeapps.list", user_data_home() / "applications" / "mimeapps.list"):
        try:
            lines = listing.read_text(encoding="utf-8").splitlines(keepends=True)
        except OSError:
            continue
        kept = []
        for line in lines:
            key, eq, value = line.rstrip("\n").partition("=")
            if eq and key.strip() == scheme and ours in value.split(";"):
                others = [v for v in value.split(";") if v and v != ours]
                if not others:
                    continue
                line = f"{key}={';'.join(others)};\n"
            kept.append(line)
        if kept != lines:
            listing.write_text("".join(kept), encoding="utf-8")


def read_manifest(path: Path) -> list[str]:
    return [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def run_flag(argv: Sequence[str]) -> int:
    """``paciencia --install-desktop`` or ``--uninstall-desktop``, for the user who runs it."""
    flag = argv[0]
    if flag == DESKTOP_FLAGS[1] and len(argv) > 1 and argv[1] == "--manifest":
        return _uninstall_manifest(argv[2:])
    if len(argv) > 1:
        print(f"paciencia: {flag} takes no other argument", file=sys.stderr)
        return BAD_INPUT
    share = user_data_home()
    manifest = share / MANIFEST
    try:
        if manifest.is_file():  # an earlier install: removed first, its manifest with it
            entries = read_manifest(manifest)
            manifest.unlink()
            remove(entries, say=lambda _: None)
        elif flag == DESKTOP_FLAGS[1]:
            print(f"paciencia: the desktop entry is not installed (no {manifest})", file=sys.stderr)
            return 1
        if flag == DESKTOP_FLAGS[1]:
            print(f"Removed Paciência's menu entry, icons, AppStream data and man page from {share}")
            return 0
        installer = Installer(share)
        installer.make_dir(manifest.parent)
        try:
            installer.install(this_command(), man=True)
            installer.refresh_caches()
            installer.associate()
        finally:  # what was made, even halfway, is listed for --uninstall-desktop
            manifest.write_text("".join(e + "\n" for e in installer.entries), encoding="utf-8")
    except (OSError, ValueError) as e:
        print(f"paciencia: {flag}: {e}", file=sys.stderr)
        return 1
    print(f"Installed Paciência's menu entry, icons and paciencia:// handler in {share}")
    print("Remove them with: paciencia --uninstall-desktop")
    return 0


def _uninstall_manifest(rest: Sequence[str]) -> int:
    """``paciencia --uninstall-desktop --manifest FILE [--quiet]``: remove what FILE lists (the
    bundle's ``uninstall.sh`` runs this with the installation's own manifest)."""
    if not rest or rest[0].startswith("-") or any(word != "--quiet" for word in rest[1:]):
        print("paciencia: --uninstall-desktop --manifest takes a file, then --quiet at most", file=sys.stderr)
        return BAD_INPUT
    try:
        entries = read_manifest(Path(rest[0]))
        remove(entries, say=lambda _: None)
    except (OSError, UnicodeDecodeError) as e:
        print(f"paciencia: --uninstall-desktop: {e}", file=sys.stderr)
        return 1
    if "--quiet" not in rest:
        print("Paciência removed.")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python3 -m paciencia.desktop_install``: what packaging/install.sh and the Makefile run."""
    p = argparse.ArgumentParser(prog="python3 -m paciencia.desktop_install", description=__doc__.split("\n\n")[0])
    p.add_argument("--data-dir", required=True, type=Path, help="the share/ folder, absolute (e.g. /usr/local/share)")
    p.add_argument("--destdir", default="", help="stage under this folder (a package's build root)")
    p.add_argument("--exec", dest="command", help="the menu entry runs this program (default: paciencia, on PATH)")
    p.add_argument("--man", action="store_true", help="install the man page too")
    p.add_argument("--refresh", action="store_true", help="rebuild the MIME and icon caches (never when staging)")
    p.add_argument("--mime", action="store_true", help="make it the user's paciencia:// handler (xdg-mime)")
    p.add_argument("--manifest", type=Path, help="append what was made to this manifest")
    p.add_argument("--uninstall", action="store_true",
                   help="remove the files of --data-dir (those the manifest lists, else every file installed)")
    p.add_argument("--quiet", "-q", action="store_true")
    args = p.parse_args(argv)
    if not args.data_dir.is_absolute():
        p.error("--data-dir must be absolute")
    say: Say = (lambda _: None) if args.quiet else print
    if args.uninstall:
        if args.manifest:
            entries = read_manifest(args.manifest)
        else:
            entries = [f"file {args.destdir}{args.data_dir / name}" for _, name in data_files()]
        remove(entries, say, refresh=args.refresh and not args.destdir)
        return 0
    installer = Installer(args.data_dir, args.destdir, say)
    installer.install([args.command] if args.command else None, args.man)
    if not args.destdir:
        if args.refresh:
            installer.refresh_caches()
        if args.mime:
            installer.associate()
    if args.manifest:
        with args.manifest.open("a", encoding="utf-8") as out:
            out.writelines(e + "\n" for e in installer.entries)
    return 0


if __name__ == "__main__":
    sys.exit(main())
