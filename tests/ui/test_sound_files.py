"""U-7: the table's sounds are the project's own (tools/make_sounds.py gives back the committed files
byte for byte, with their licence beside them), short, soft, small and free of clicks."""

import math
import wave
from importlib import resources

import pytest

from paciencia.ui.sound.cues import Sound
from tool_scripts import load_tool

FOLDER = resources.files("paciencia") / "resources" / "sounds"


def load_script():
    return load_tool("make_sounds")


def samples(sound: Sound):
    with resources.as_file(FOLDER / f"{sound.value}.wav") as path, wave.open(str(path)) as w:
        params = w.getparams()
        frames = w.readframes(w.getnframes())
    return params, [int.from_bytes(frames[i:i + 2], "little", signed=True) for i in range(0, len(frames), 2)]


def test_the_script_makes_the_committed_files():
    made = load_script().outputs()
    assert set(made) == {f"{s.value}.wav" for s in Sound}
    for name, data in made.items():
        assert (FOLDER / name).read_bytes() == data, f"{name} differs: run tools/make_sounds.py"
    assert "CC0-1.0" in (FOLDER / "LICENSE.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("sound", list(Sound))
def test_each_sound_is_short_soft_and_clean(sound):
    params, data = samples(sound)
    assert (params.nchannels, params.framerate, params.sampwidth) == (1, 22050, 2)
    seconds = len(data) / params.framerate
    assert 0.05 < seconds < (2.0 if sound is Sound.WIN else 0.6)
    peak = max(abs(s) for s in data) / 32767
    assert 0.2 < peak < 0.5, f"peak {20 * math.log10(peak):.1f} dBFS"  # heard, never loud
    assert abs(sum(data) / len(data)) < 30  # no DC offset
    # starts and ends at silence (fades): no click at either end
    assert max(abs(s) for s in data[:3]) < 50 and max(abs(s) for s in data[-20:]) < 50


def test_the_sounds_are_small():
    total = sum(len((FOLDER / f"{s.value}.wav").read_bytes()) for s in Sound)
    assert total < 300_000
