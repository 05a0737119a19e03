"""Synthesise Paciência's table sounds (U-7) as small WAV files, pure standard library.

Run from the repository root::

    python tools/make_sounds.py            # writes app/paciencia/resources/sounds/*.wav
    python tools/make_sounds.py --out DIR  # writes into DIR
    python tools/make_sounds.py --check    # only says whether the committed files are up to date

Every sound is made here from sine waves and filtered noise, so the project owns them outright
(they are released under CC0-1.0: see ``LICENSE.md`` beside them). The noise comes from a seeded
generator and nothing depends on the clock, so running the script twice gives byte-identical files.

The sounds are short and soft, as at a quiet card table (KPatience and AisleRiot keep theirs in the
same register):

* ``deal.wav``: cards slid out one after another, a few short bursts of band-passed noise;
* ``place.wav``: a card laid down, a soft low tap;
* ``turn.wav``: a card flicked over, a brighter and quicker noise with a rising edge;
* ``refuse.wav``: a drop that is not allowed, a low soft thud falling in pitch;
* ``leave.wav``: a run or a pair leaving the table, a rising whoosh ending in a small chime;
* ``win.wav``: the win, a small bell-like arpeggio up a major chord.

Format: mono, 22050 Hz, 16-bit PCM. Each sound starts and ends at silence (short fades, no DC
offset), so nothing clicks; peaks stay well under full scale (the loudest about -7 dBFS).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "app" / "paciencia" / "resources" / "sounds"

Signal = list[float]


# -- building blocks --------------------------------------------------------------------
def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def noise(seconds: float, seed: int) -> Signal:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def tone(freq: float | Callable[[float], float], seconds: float, phase: float = 0.0) -> Signal:
    """A sine wave; ``freq`` may be a function of time (a glide), integrated sample by sample."""
    out = []
    for n in range(int(seconds * RATE)):
        f = freq(n / RATE) if callable(freq) else freq
        phase += 2 * math.pi * f / RATE
        out.append(math.sin(phase))
    return out


def envelope(sig: Signal, attack: float, decay: float) -> Signal:
    """A fast linear rise over ``attack`` seconds, then an exponential fall (time constant ``decay``)."""
    a = max(1, int(attack * RATE))
    return [s * (n / a if n < a else math.exp(-(n - a) / (decay * RATE))) for n, s in enumerate(sig)]


def biquad(sig: Signal, kind: str, freq: float | Callable[[float], float], q: float = 0.707) -> Signal:
    """A second-order filter (the RBJ audio-EQ cookbook's low-pass, high-pass and band-pass);
    ``freq`` may move with time (the whoosh's rising band)."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for n, x in enumerate(sig):
        f = freq(n / RATE) if callable(freq) else freq
        w = 2 * math.pi * min(f, RATE * 0.45) / RATE
        alpha = math.sin(w) / (2 * q)
        cw = math.cos(w)
        if kind == "low":
            b0, b1, b2 = (1 - cw) / 2, 1 - cw, (1 - cw) / 2
        elif kind == "high":
            b0, b1, b2 = (1 + cw) / 2, -(1 + cw), (1 + cw) / 2
        else:  # band-pass, 0 dB at the peak
            b0, b1, b2 = alpha, 0.0, -alpha
        a0, a1, a2 = 1 + alpha, -2 * cw, 1 - alpha
        y = (b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def mix(length: float, *parts: tuple[float, Signal, float]) -> Signal:
    """``(start seconds, signal, gain)`` parts added into one signal ``length`` seconds long."""
    out = [0.0] * int(length * RATE)
    for start, sig, gain in parts:
        k = int(start * RATE)
        for n, s in enumerate(sig[: max(0, len(out) - k)]):
            out[k + n] += s * gain
    return out


def finish(sig: Signal, peak: float, fade_in: float = 0.002, fade_out: float = 0.02) -> Signal:
    """No DC offset, scaled to ``peak`` (of full scale), faded in and out so nothing clicks."""
    mean = sum(sig) / len(sig)
    sig = [s - mean for s in sig]
    top = max(abs(s) for s in sig) or 1.0
    sig = [s * peak / top for s in sig]
    fi, fo = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    n = len(sig)
    for i in range(min(fi, n)):
        sig[i] *= i / fi
    for i in range(min(fo, n)):
        sig[n - 1 - i] *= i / fo
    return sig


# -- the sounds -------------------------------------------------------------------------
def slide(seconds: float, seed: int) -> Signal:
    """One card sliding: band-passed noise that swells quickly and fades."""
    swish = biquad(noise(seconds, seed), "band", lambda t: 2600 - 1400 * t / seconds, q=0.9)
    return envelope(swish, 0.008, seconds / 4)


def deal() -> Signal:
    starts = (0.0, 0.07, 0.13, 0.2, 0.26, 0.33)
    parts = [(t, slide(0.09, 11 + k), 1.0 - 0.08 * k) for k, t in enumerate(starts)]
    return finish(mix(0.42, *parts), peak=0.3)


def place() -> Signal:
    thump = envelope(tone(lambda t: 190 - 60 * min(1.0, t / 0.05), 0.12), 0.002, 0.025)
    tap = envelope(biquad(noise(0.12, 21), "low", 1800), 0.001, 0.012)
    return finish(mix(0.13, (0, thump, 1.0), (0, tap, 0.6)), peak=0.38)


def turn() -> Signal:
    flick = biquad(noise(0.09, 31), "band", lambda t: 1500 + 30000 * t, q=1.2)
    flick = envelope(flick, 0.012, 0.02)
    snap = envelope(biquad(noise(0.03, 32), "high", 3000), 0.001, 0.004)
    return finish(mix(0.1, (0, flick, 1.0), (0.014, snap, 0.35)), peak=0.3)


def refuse() -> Signal:
    body = envelope(tone(lambda t: 120 - 45 * min(1.0, t / 0.15), 0.26), 0.006, 0.06)
    muffle = envelope(biquad(noise(0.26, 41), "low", 400), 0.004, 0.03)
    return finish(mix(0.27, (0, body, 1.0), (0, muffle, 0.5)), peak=0.42)


def bell(freq: float, seconds: float, decay: float) -> Signal:
    """A soft bell: the note, a quieter octave and a faint fifth above it, each dying away."""
    return mix(
        seconds,
        (0, envelope(tone(freq, seconds), 0.004, decay), 1.0),
        (0, envelope(tone(2 * freq, seconds), 0.003, decay / 2.5), 0.25),
        (0, envelope(tone(3 * freq, seconds), 0.002, decay / 4), 0.08),
    )


def leave() -> Signal:
    whoosh = biquad(noise(0.36, 51), "band", lambda t: 350 * (9 ** (t / 0.36)), q=1.4)
    whoosh = [s * math.sin(math.pi * n / len(whoosh)) ** 2 for n, s in enumerate(whoosh)]
    chime = mix(0.22, (0, bell(1318.5, 0.22, 0.07), 1.0), (0.03, bell(1760.0, 0.19, 0.06), 0.7))
    return finish(mix(0.56, (0, whoosh, 1.0), (0.32, chime, 0.35)), peak=0.3, fade_out=0.03)


def win() -> Signal:
    notes = (523.25, 659.25, 783.99, 1046.5)  # C5 E5 G5 C6
    parts = [(0.13 * k, bell(f, 0.9, 0.22), 1.0) for k, f in enumerate(notes)]
    parts.append((0.52, bell(783.99, 0.9, 0.25), 0.45))  # the fifth again under the top note
    return finish(mix(1.5, *parts), peak=0.45, fade_out=0.2)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "deal": deal, "place": place, "turn": turn, "refuse": refuse, "leave": leave, "win": win,
}


# -- files ------------------------------------------------------------------------------
def wav_bytes(sig: Signal) -> bytes:
    frames = bytearray()
    for s in sig:
        frames += max(-32767, min(32767, round(s * 32767))).to_bytes(2, "little", signed=True)
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))
    return buf.getvalue()


def outputs() -> dict[str, bytes]:
    """Every file this script writes, by file name."""
    return {f"{name}.wav": wav_bytes(make()) for name, make in SOUNDS.items()}


def generate(out_dir: Path | str) -> list[Path]:
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for filename, data in outputs().items():
        path = out_dir / filename
        path.write_bytes(data)
        written.append(path)
    return written


def _same(path: Path, data: bytes) -> bool:
    return path.is_file() and path.read_bytes() == data


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (default: %(default)s)")
    parser.add_argument("--check", action="store_true", help="only say whether the files are up to date")
    args = parser.parse_args(argv)
    if args.check:
        stale = [f for f, data in outputs().items() if not _same(args.out / f, data)]
        for filename in stale:
            print(f"stale or missing: {args.out / filename}")
        if not stale:
            print("sounds up to date")
        return 1 if stale else 0
    for path in generate(args.out):
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
