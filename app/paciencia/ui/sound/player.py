"""Plays the table's sounds through QtMultimedia (U-7), the one module that imports it.

QtMultimedia comes with the PyPI package PySide6-Addons, not PySide6-Essentials, so it is an
optional extra (``pip install 'paciencia[sound]'``). It is imported when sound is first turned
on, never at start-up with sound off (the launch stays as fast: bench/startup.py). Whether it is
there is asked without importing it (:func:`available`).

One audio stream (a :class:`QAudioSink` fed from the main thread) plays every sound, mixed here:
sounds that overlap (a card placed as another turns up) are added together. Not one
``QSoundEffect`` a sound: with Qt 6.11 and PulseAudio, a second ``QSoundEffect`` playing wedges
the event loop for good (an endless "QSocketNotifier: Invalid socket" from Qt's audio thread; the
window stops answering), and each would hold a stream open besides. The WAV files are read with
the standard library, so QtMultimedia's FFmpeg media backend is not needed (the bundle leaves it
out). A machine without an audio output plays nothing, quietly.
"""

from __future__ import annotations

import importlib.util
import wave
from array import array
from typing import TYPE_CHECKING

import PySide6
from PySide6.QtCore import QObject, QTimer

from ...paths import resources_dir
from ...system_libs import apt_command, missing_for_sound
from ..text import tr
from .cues import Sound

if TYPE_CHECKING:
    from PySide6.QtCore import QIODevice
    from PySide6.QtMultimedia import QAudioFormat, QAudioSink

VOLUME = 0.8
"""Of the system's volume: the files are soft already (peaks at -7 to -10 dBFS)."""
RATE = 22050
"""The sounds' own rate (tools/make_sounds.py); the stream asks for it, else converts."""
TICK_MS = 15
"""How often the mix is topped up while sounds play."""
BUFFER_MS = 80
"""The stream's buffer: short, so a sound starts with little delay."""


def installed() -> bool:
    """Whether QtMultimedia is on the path (the sound extra; not imported by asking)."""
    try:
        return importlib.util.find_spec("PySide6.QtMultimedia") is not None
    except (ImportError, ValueError):
        return False


def available() -> bool:
    """Whether QtMultimedia can be imported: installed, and the system library it loads is
    there (a minimal system lacks PulseAudio's client library, and the import then fails)."""
    return installed() and not missing_for_sound()


def how_to_get_sound() -> str:
    """What a player without QtMultimedia reads next to the sound toggle: the command names
    the PySide6-Addons of the very version installed (an unpinned one pulls in another Qt,
    which may not run on this Python, issue 33 §1), or the system library it lacks."""
    absent = missing_for_sound() if installed() else {}
    if absent:
        return tr(
            "sound",
            "Sound needs the system library {libraries}, which is not installed. On Debian or Ubuntu: "
            "{command}, then start Paciência again.",
        ).format(libraries=", ".join(sorted(absent)), command=apt_command(absent.values()))
    return tr(
        "sound",
        "Sound needs Qt Multimedia (the PySide6-Addons package), which is not installed. "
        "Install it with “pipx inject paciencia PySide6-Addons=={version}” or “pip install 'paciencia[sound]'”, "
        "then start Paciência again.",
    ).format(version=PySide6.__version__)


def read_sound(sound: Sound) -> array[int]:
    """A sound's samples (mono, 16-bit, at :data:`RATE`), from the package."""
    path = resources_dir() / "sounds" / f"{sound.value}.wav"
    with wave.open(str(path)) as w:
        if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path}: not mono 16-bit {RATE} Hz")
        frames = w.readframes(w.getnframes())
    samples = array("h")
    samples.frombytes(frames)
    return samples


class SoundPlayer:
    """One stream to the default audio output; :meth:`play` adds a sound to what it plays."""

    def __init__(self, parent: QObject) -> None:
        # The optional extra, probed only now (U-7): an ImportError (the extra, or the system
        # library it loads, missing) is told to the player by the table's sounds. Not a Feature:
        # tests/test_features.py loads every Feature, and the extra may be absent there.
        from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices

        self.clips = {sound: read_sound(sound) for sound in Sound}
        self.voices: list[tuple[array[int], float]] = []  # each sound playing, and where it is
        self.sink: QAudioSink | None = None
        self._out: QIODevice | None = None
        self._timer = QTimer(parent)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._feed)
        device = QMediaDevices.defaultAudioOutput()
        if device.isNull():
            return  # no audio output: nothing to play on
        fmt = QAudioFormat()
        fmt.setSampleRate(RATE)
        fmt.setChannelCount(1)
        fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        if not device.isFormatSupported(fmt):
            fmt = device.preferredFormat()
        self.format: QAudioFormat = fmt
        self._float = fmt.sampleFormat() == QAudioFormat.SampleFormat.Float
        if not self._float and fmt.sampleFormat() != QAudioFormat.SampleFormat.Int16:
            return  # an output that takes neither 16-bit nor float samples: silent
        self._step = RATE / fmt.sampleRate()  # source samples per output frame
        self._channels = max(1, fmt.channelCount())
        self.sink = QAudioSink(device, fmt, parent)
        self.sink.setBufferSize(fmt.bytesForDuration(BUFFER_MS * 1000))
        self.sink.setVolume(VOLUME)
        self._out = self.sink.start()  # push mode: written to from here, on the main thread

    def play(self, sound: Sound) -> None:
        if self.sink is None or self._out is None:
            return
        self.voices.append((self.clips[sound], 0.0))
        self._feed()
        self._timer.start()

    def _feed(self) -> None:
        """Write as much of the mix as the stream has room for."""
        sink, out = self.sink, self._out
        if sink is None or out is None:
            return
        frames = sink.bytesFree() // self.format.bytesPerFrame()
        if frames <= 0:
            return
        mix = [0.0] * frames
        playing = []
        for clip, pos in self.voices:
            for i in range(frames):
                k = int(pos)
                if k >= len(clip):
                    break
                mix[i] += clip[k]
                pos += self._step
            if pos < len(clip):
                playing.append((clip, pos))
        self.voices = playing
        out.write(self._encode(mix))
        if not self.voices:
            self._timer.stop()

    def _encode(self, mix: list[float]) -> bytes:
        n = self._channels
        if self._float:
            return array("f", (max(-1.0, min(1.0, s / 32768)) for s in mix for _ in range(n))).tobytes()
        return array("h", (max(-32768, min(32767, int(s))) for s in mix for _ in range(n))).tobytes()

    def close(self) -> None:
        self._timer.stop()
        self.voices.clear()
        if self.sink is not None:
            self.sink.stop()
