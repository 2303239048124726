"""Make the app's sounds from scratch: a tile set down, dice rattling in the cup, chips.

    python tools/make_sounds.py [--out DIR]

Writes 16-bit mono WAV files (44.1 kHz) into ``paigow_desktop/sounds/`` (or DIR).  Every
sound is synthesised here from noise and a few resonances with a fixed seed, so the
files are the project's own and the script makes the same bytes every time.
"""

from __future__ import annotations

import argparse
import sys
import wave
from collections.abc import Sequence
from pathlib import Path

import numpy as np

RATE = 44_100
ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "paigow_desktop" / "sounds"


def _envelope(n: int, attack: float, decay: float) -> np.ndarray:
    t = np.arange(n) / RATE
    rise = np.clip(t / max(attack, 1e-6), 0, 1)
    return rise * np.exp(-t / decay)


def _knock(
    rng: np.random.Generator, length: float, pitch: float, decay: float, brightness: float
) -> np.ndarray:
    """A short hard knock: a noise burst through a few damped resonances."""
    n = int(RATE * length)
    t = np.arange(n) / RATE
    noise = rng.standard_normal(n) * _envelope(n, 0.0004, 0.004 * brightness)
    body = sum(
        amp * np.sin(2 * np.pi * pitch * ratio * t + rng.uniform(0, 6.28)) * np.exp(-t / (decay / ratio))
        for ratio, amp in ((1.0, 1.0), (2.31, 0.45), (3.87, 0.25), (5.1, 0.12))
    )
    return noise * 0.6 + body * _envelope(n, 0.0008, decay)


def tile() -> np.ndarray:
    """A tile set down on the felt: a dull, woody knock."""
    rng = np.random.default_rng(1)
    return _knock(rng, 0.16, 520.0, 0.025, 1.0)


def dice() -> np.ndarray:
    """Three dice shaken in a cup: a burst of small knocks, denser in the middle."""
    rng = np.random.default_rng(2)
    total = int(RATE * 0.75)
    out = np.zeros(total)
    for _ in range(34):
        start = int(abs(rng.normal(0.36, 0.17)) * RATE) % (total - RATE // 10)
        hit = _knock(rng, 0.06, rng.uniform(1300, 2300), 0.008, 0.5) * rng.uniform(0.3, 0.9)
        out[start : start + len(hit)] += hit
    return out


def chips() -> np.ndarray:
    """A few clay chips landing on each other: bright clicks with a short ring."""
    rng = np.random.default_rng(3)
    total = int(RATE * 0.45)
    out = np.zeros(total)
    for k in range(5):
        start = int((0.02 + 0.06 * k + rng.uniform(0, 0.02)) * RATE)
        hit = _knock(rng, 0.12, rng.uniform(2600, 3400), 0.018, 0.6) * (0.9 - 0.12 * k)
        out[start : start + len(hit)] += hit[: total - start]
    return out


SOUNDS = {"tile": tile, "dice": dice, "chips": chips}


def to_pcm(samples: np.ndarray) -> bytes:
    """Normalise to -3 dB with short fades at both ends, as 16-bit little-endian PCM."""
    peak = float(np.max(np.abs(samples))) or 1.0
    scaled = samples / peak * 0.7
    fade = min(len(scaled) // 4, int(RATE * 0.005))
    if fade:
        scaled[:fade] *= np.linspace(0, 1, fade)
        scaled[-fade:] *= np.linspace(1, 0, fade)
    return (np.clip(scaled, -1, 1) * 32767).astype("<i2").tobytes()


def write_sounds(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = out / f"{name}.wav"
        with wave.open(str(path), "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(RATE)
            wav.writeframes(to_pcm(make()))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    for path in write_sounds(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
