"""Flathub's linter rules for a Flatpak manifest, as far as they can be checked offline.

``flatpak-builder-lint manifest`` is what Flathub runs on every submission; it is neither on
PyPI nor in Debian (it ships as a Flatpak, ``org.flatpak.Builder``), so CI cannot run it. These
functions report the same error codes for the checks that read only the manifest: its
finish-args (sockets, devices, file system, D-Bus names), its top level, its app id and its
modules' sources. They were written from the linter's documented list of error codes
(docs.flathub.org, "Flatpak builder lint"), not from its code. The online checks (the app id's
domain answering, AppStream, screenshots, the built repository) are left to Flathub.

Each function takes the manifest as ``flatpak-builder --show-manifest`` prints it and returns
the set of error codes; an empty set is a manifest the linter lets through.
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

MODES = (":ro", ":rw", ":create")
NEGATIONS = {"nosocket": "socket", "nodevice": "device", "unshare": "share"}
WHOLE = {"host": "host", "host-os": "host-os", "host-etc": "host-etc", "home": "home", "~": "home"}
"""--filesystem values that open a whole tree: an exception Flathub grants only with a reason."""
RESERVED = ("/.flatpak-info", "/app", "/bin", "/dev", "/etc", "/lib", "/lib32", "/lib64", "/proc",
            "/root", "/run/flatpak", "/run/host", "/sbin", "/usr")
IN_HOME = {  # a folder of the home (~/X or home/X), and the error for it and what it holds
    ".config/autostart": "autostart-filesystem-access", ".config/systemd": "systemd-filesystem-access",
    ".local/share/applications": "desktopfile-filesystem-access", ".ssh": "ssh-filesystem-access",
    ".gnupg": "gnupg-filesystem-access", ".var/app": "flatpak-appdata-folder-access",
    ".icons": "legacy-icon-folder-permission", ".fonts": "legacy-font-folder-permission",
    ".themes": "incorrect-theme-folder-permission", ".local/share/flatpak": "flatpak-user-folder-access",
    ".config/dconf": "direct-dconf-path",
}
WHOLE_IN_HOME = {".config": "full-home-config-access", ".cache": "full-home-cache-access",
                 ".local": "full-home-local-access", ".local/share": "full-home-local-share-access"}
TALK = {  # a bus name, or its prefix, and the error (talk-name; system-talk-name adds "-system")
    "org.freedesktop.DBus": "freedesktop-dbus", "ca.desrt.dconf": "dconf", "org.freedesktop.systemd1": "systemd1",
    "org.freedesktop.login1": "login1", "org.kde.KWin": "kwin", "org.kde.plasmashell": "plasmashell",
}
WILDCARDS = {"org.freedesktop.*": "freedesktop", "org.gnome.*": "gnome", "org.kde.*": "kde"}


def finish_args(manifest: dict[str, Any]) -> dict[str, set[str]]:
    """``--key=value`` options by key (``--nosocket=x`` as socket ``!x``, and so on)."""
    out: dict[str, set[str]] = defaultdict(set)
    for arg in manifest.get("finish-args") or []:
        key, _, value = arg.removeprefix("--").partition("=")
        if key in NEGATIONS:
            key, value = NEGATIONS[key], "!" + value
        out[key].add(value)
    return out


def _under(path: str, prefix: str) -> bool:
    return path == prefix or path.startswith(prefix + "/")


def filesystem_errors(value: str) -> set[str]:
    """The errors for one ``--filesystem=`` value."""
    errors = set()
    mode = next((m for m in MODES if value.endswith(m)), "")
    path = value.removesuffix(mode)
    suffix = "ro-" if mode == ":ro" else ""
    if path in WHOLE:
        errors.add(f"finish-args-{WHOLE[path]}-{suffix}filesystem-access")
    for xdg in ("xdg-data", "xdg-config", "xdg-cache"):
        if value == "xdg-config/kdeglobals:ro":  # the KDE runtime's own, inherited by every app
            break
        how = (mode or ":rw")[1:]
        if path == xdg:
            errors.add(f"finish-args-arbitrary-{xdg}-{how}-access")
        elif path.startswith(xdg + "/"):
            sub = path.split("/")[1]
            errors.add("finish-args-arbitrary-autostart-access" if (xdg, sub) == ("xdg-config", "autostart")
                       else f"finish-args-unnecessary-{xdg}-{sub}-{how}-access")
    errors |= {f"finish-args-reserved-{d.lstrip('/')}" for d in RESERVED if _under(path, d)}
    home = re.match(r"^(?:~|home)/(.+?)/?$", path)
    if home:
        inner = home.group(1)
        errors |= {f"finish-args-{code}" for folder, code in IN_HOME.items() if _under(inner, folder)}
        if inner in WHOLE_IN_HOME:
            errors.add(f"finish-args-{WHOLE_IN_HOME[inner]}")
    if _under(path, "xdg-run/dconf"):
        errors.add("finish-args-direct-dconf-path")
    if _under(path, "/home") or _under(path, "/var/home"):
        errors.add("finish-args-absolute-home-path")
    if re.match(r"^/run/media/[^/]", path):
        errors.add("finish-args-absolute-run-media-path")
    if _under(path, "/var/lib/flatpak"):
        errors.add("finish-args-flatpak-system-folder-access")
    if _under(path, "/tmp"):  # noqa: S108 - a path in a manifest, not a file made here
        errors.add("finish-args-host-tmp-access")
    allowed_var = ("/var/cache", "/var/config", "/var/data", "/var/tmp", "/var/lib/flatpak", "/var/home")  # noqa: S108
    if _under(path, "/var") and not any(_under(path, v) for v in allowed_var):
        errors.add("finish-args-host-var-access")
    return errors


def bus_errors(names: set[str], appid: str, system: bool) -> set[str]:
    """The errors for ``--talk-name`` (or ``--system-talk-name``) values."""
    tail = "-system-talk-name" if system else "-talk-name"
    errors = set()
    for name in names:
        if not system and (name == appid or name.startswith(appid + ".")):
            errors.add("finish-args-unnecessary-appid-talk-name")
        if name in WILDCARDS:
            errors.add(f"finish-args-wildcard-{WILDCARDS[name]}{tail}")
        errors |= {f"finish-args-{code}{tail}" for prefix, code in TALK.items()
                   if name == prefix or name.startswith(prefix + ".")}
        if name == f"org.mpris.MediaPlayer2.{appid}":
            errors.add(f"finish-args-mpris-flatpak-id{tail}")
        if name.startswith("org.freedesktop.impl.portal."):
            errors.add(f"finish-args-portal-impl-{name.rsplit('.', 1)[1].lower()}{tail}")
        if name == "org.freedesktop.Flatpak" or name.startswith("org.freedesktop.Flatpak."):
            errors.add("finish-args-flatpak-system-talk-name" if system
                       else "finish-args-flatpak-spawn-access" if name in ("org.freedesktop.Flatpak",
                                                                           "org.freedesktop.Flatpak.*")
                       else "finish-args-flatpak-talk-name")
        if not system and name.startswith("org.freedesktop.portal."):
            errors.add("finish-args-portal-talk-name")
        if not system and name == "org.gtk.vfs":
            errors.add("finish-args-incorrect-dbus-gvfs")
        if not system and name == "org.freedesktop.Secrets":
            errors.add("finish-args-incorrect-secret-service-talk-name")
    return errors


def own_name_errors(names: set[str], appid: str, system: bool) -> set[str]:
    errors = set()
    prefix = "finish-args-system-own-name-" if system else "finish-args-own-name-"
    for name in names:
        if not system and name == appid:
            errors.add("finish-args-unnecessary-appid-own-name")
        elif not system and name == f"org.mpris.MediaPlayer2.{appid}":
            errors.add("finish-args-unnecessary-appid-mpris-own-name")
        elif not system and (name.startswith(appid + ".") or name.startswith("org.mpris.MediaPlayer2.")):
            continue
        else:
            errors.add(prefix + (f"wildcard-{name[:-2]}" if name.endswith(".*") else name))
    return errors


def finish_args_errors(manifest: dict[str, Any]) -> set[str]:
    """What the linter says of the permissions."""
    if "finish-args" not in manifest:
        return {"finish-args-not-defined"}
    fa = finish_args(manifest)
    appid = str(manifest.get("id") or manifest.get("app-id") or "")
    sockets, share, devices = fa["socket"], fa["share"], fa["device"]
    errors = set()
    rules = {
        "finish-args-contains-both-x11-and-fallback": {"x11", "fallback-x11"} <= sockets,
        "finish-args-contains-both-x11-and-wayland": {"x11", "wayland"} <= sockets,
        "finish-args-x11-without-ipc": bool({"x11", "fallback-x11"} & sockets) and "ipc" not in share,
        "finish-args-fallback-x11-without-wayland": "fallback-x11" in sockets and "wayland" not in sockets,
        "finish-args-only-wayland": "wayland" in sockets and not {"x11", "fallback-x11"} & sockets,
        "finish-args-has-socket-gpg-agent": "gpg-agent" in sockets,
        "finish-args-has-socket-ssh-auth": "ssh-auth" in sockets,
        "finish-args-arbitrary-dbus-access": bool({"session-bus", "system-bus"} & sockets),
        "finish-args-contains-inherit-wayland-socket": "inherit-wayland-socket" in sockets,
        "finish-args-metadata-key": bool(fa["metadata"]),
        "finish-args-uses-no-talk-name": bool(fa["no-talk-name"] | fa["system-no-talk-name"]),
        "finish-args-no-required-flatpak": bool({"input", "usb"} & devices) and not fa["require-version"],
        "finish-args-has-dev-input": "input" in devices,
        "finish-args-has-dev-usb": "usb" in devices,
    }
    errors |= {code for code, broken in rules.items() if broken}
    for kind, values in (("socket", sockets), ("device", devices), ("share", share)):
        word = {"socket": "nosocket", "device": "nodevice", "share": "unshare"}[kind]
        errors |= {f"finish-args-has-{word}-{v[1:]}" for v in values if v.startswith("!")}
    for value in fa["filesystem"]:
        errors |= filesystem_errors(value)
    errors |= bus_errors(fa["talk-name"], appid, system=False) | bus_errors(fa["system-talk-name"], appid, True)
    errors |= own_name_errors(fa["own-name"], appid, False) | own_name_errors(fa["system-own-name"], appid, True)
    return errors


def toplevel_errors(manifest: dict[str, Any], filename: str) -> set[str]:
    """The app id, the command, the branch, the cleanup, the modules."""
    appid = str(manifest.get("id") or manifest.get("app-id") or "")
    parts = appid.split(".")
    rules = {
        "appid-not-defined": not appid,
        "appid-filename-mismatch": bool(appid) and re.sub(r"\.(json|ya?ml)$", "", filename) != appid,
        "appid-less-than-3-components": bool(appid) and len(parts) < 3,
        "appid-ends-with-lowercase-desktop": parts[-1] == "desktop",
        "appid-uses-code-hosting-domain": len(parts) > 1 and (
            (parts[1].lower() in ("github", "gitlab") and parts[0].lower() != "io")
            or (parts[1].lower() == "codeberg" and parts[0].lower() != "page")),
        "appid-code-hosting-too-few-components": len(parts) > 1 and parts[1].lower() in (
            "github", "gitlab", "codeberg") and len(parts) < 4,
        "toplevel-no-command": not manifest.get("command"),
        "toplevel-command-is-path": str(manifest.get("command", "")).startswith("/"),
        "toplevel-unnecessary-branch": manifest.get("branch") not in ("stable", "beta", None)
        or manifest.get("default-branch") not in ("stable", "beta", None),
        "toplevel-cleanup-debug": "/lib/debug" in (manifest.get("cleanup") or []),
        "toplevel-no-modules": not manifest.get("modules"),
        "manifest-toplevel-build-network-access": "--share=network" in (
            manifest.get("build-options", {}).get("build-args") or []),
    }
    return {code for code, broken in rules.items() if broken}


def module_errors(modules: list[Any]) -> set[str]:
    """Each module's sources and build options (nested modules too)."""
    errors = set()
    for module in modules:
        if not isinstance(module, dict):
            continue  # a file name: that file is linted on its own
        name = module.get("name")
        system = module.get("buildsystem", "autotools")
        for opt in module.get("config-opts") or []:
            if system == "autotools" and opt.startswith("--prefix="):
                errors.add(f"module-{name}-autotools-redundant-prefix")
            if system in ("cmake", "cmake-ninja") and opt.startswith("-DCMAKE_INSTALL_PREFIX"):
                errors.add(f"module-{name}-cmake-redundant-prefix")
            if system in ("cmake", "cmake-ninja") and opt.startswith("-DCMAKE_BUILD_TYPE=") and \
                    opt.split("=", 1)[1] not in ("Release", "RelWithDebInfo"):
                errors.add(f"module-{name}-cmake-non-release-build")
        for source in module.get("sources") or []:
            if not isinstance(source, dict):
                continue
            kind = source.get("type")
            if "/" in str(source.get("dest-filename", "")):
                errors.add(f"module-{name}-source-dest-filename-is-path")
            if kind in ("archive", "file"):
                errors |= {f"module-{name}-source-{h}-deprecated" for h in ("sha1", "md5") if source.get(h)}
            if kind == "git":
                pinned = source.get("tag") or source.get("commit")
                branch = str(source.get("branch") or "")
                if branch and (len(branch) != 40 or not pinned):  # a branch moves; a commit's hash does not
                    errors.add(f"module-{name}-source-git-branch")
                elif not branch and not pinned:
                    errors.add(f"module-{name}-source-git-no-commit-or-tag")
                if source.get("path"):
                    errors.add(f"module-{name}-source-git-local-path")
                url = str(source.get("url", ""))
                if not url:
                    errors.add(f"module-{name}-source-git-no-url")
                elif not url.startswith(("https:", "http:")):
                    errors.add(f"module-{name}-source-git-url-not-http")
        errors |= module_errors(module.get("modules") or [])
    return errors


def manifest_errors(manifest: dict[str, Any], filename: str) -> set[str]:
    """Every offline check above, for the manifest in the file named ``filename``."""
    return finish_args_errors(manifest) | toplevel_errors(manifest, filename) | module_errors(
        manifest.get("modules") or [])
