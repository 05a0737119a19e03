"""Plays the table's sounds through QtMultimedia (U-7), the one module that imports it.

QtMultimedia comes with the PyPI package PySide6-Addons, not PySide6-Essentials, so it is an
optional extra (``pip install 'paciencia[sound]'``). It is imported when sound is first turned
on, never at start-up with sound off (the launch stays as fast: bench/startup.py). Whether it is
there is asked without importing it (:func:`available`).

The sounds are short 16-bit WAV files, so :class:`QSoundEffect` plays them with low latency and
without QtMultimedia's FFmpeg media backend (which the bundle leaves out): Qt's own WAV reader and
the system's audio output are enough. A machine without an audio device plays nothing, quietly.
"""

from __future__ import annotations

import importlib.util
from contextlib import ExitStack
from importlib import resources

from PySide6.QtCore import QObject, QUrl

from ..text import tr
from .cues import Sound

VOLUME = 0.8
"""Of the system's volume: the files are soft already (peaks at -7 to -10 dBFS)."""


def available() -> bool:
    """Whether QtMultimedia can be imported (found on the path; not imported by asking)."""
    try:
        return importlib.util.find_spec("PySide6.QtMultimedia") is not None
    except (ImportError, ValueError):
        return False


def how_to_get_sound() -> str:
    """What a player without QtMultimedia reads next to the sound toggle."""
    return tr(
        "sound",
        "Sound needs Qt Multimedia (the PySide6-Addons package), which is not installed. "
        "Install it with “pipx inject paciencia PySide6-Addons” or “pip install 'paciencia[sound]'”, "
        "then start Paciência again.",
    )


class EffectPlayer:
    """One :class:`QSoundEffect` a sound, loaded when made (QtMultimedia imported then)."""

    def __init__(self, parent: QObject) -> None:
        from PySide6.QtMultimedia import QSoundEffect  # only now: the optional extra (U-7)

        self._files = ExitStack()  # the WAV files as real paths, for as long as the player lives
        folder = resources.files("paciencia") / "resources" / "sounds"
        self.effects: dict[Sound, QSoundEffect] = {}
        for sound in Sound:
            path = self._files.enter_context(resources.as_file(folder / f"{sound.value}.wav"))
            effect = QSoundEffect(parent)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(VOLUME)
            self.effects[sound] = effect

    def play(self, sound: Sound) -> None:
        self.effects[sound].play()

    def close(self) -> None:
        for effect in self.effects.values():
            effect.stop()
            effect.deleteLater()
        self.effects.clear()
        self._files.close()
