"""Sounds: the project's own WAV files, made by its script; off by default; volume; players."""

from __future__ import annotations

import importlib.util
import wave
from pathlib import Path

import pytest

from paigow_desktop.storage import Settings
from paigow_desktop.ui.sound import SOUND_NAMES, SOUNDS_DIR, Sounds, find_player, scaled_wav

ROOT = Path(__file__).resolve().parent.parent


def peak(path: Path) -> int:
    import array

    with wave.open(str(path), "rb") as wav:
        samples = array.array("h")
        samples.frombytes(wav.readframes(wav.getnframes()))
    return max(abs(s) for s in samples)


def test_every_sound_ships_as_short_16_bit_mono_wav() -> None:
    for name in SOUND_NAMES:
        with wave.open(str(SOUNDS_DIR / f"{name}.wav"), "rb") as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 44_100)
            assert 0.05 < wav.getnframes() / 44_100 < 1.0


def test_the_script_makes_the_shipped_sounds(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for path in module.write_sounds(tmp_path):
        assert path.read_bytes() == (SOUNDS_DIR / path.name).read_bytes()  # the same bytes every time


def test_volume_scales_the_samples(tmp_path: Path) -> None:
    full = peak(SOUNDS_DIR / "tile.wav")
    scaled_wav(SOUNDS_DIR / "tile.wav", 50, tmp_path / "half.wav")
    assert abs(peak(tmp_path / "half.wav") - full // 2) <= 1
    scaled_wav(SOUNDS_DIR / "tile.wav", 0, tmp_path / "none.wav")
    assert peak(tmp_path / "none.wav") == 0


def test_sound_is_off_by_default_and_plays_only_when_on() -> None:
    assert Settings().sound is False
    played: list[Path] = []
    sounds = Sounds(player=played.append)
    assert not sounds.play("dice")
    sounds.configure(enabled=True, volume=40)
    assert sounds.play("dice") and played[-1].name == "dice-40.wav" and played[-1].exists()
    sounds.configure(enabled=True, volume=0)
    assert not sounds.play("tile")
    with pytest.raises(ValueError):
        sounds.file_for("trumpet")
    sounds.close()
    assert not played[-1].exists()


def test_no_player_means_silence_not_an_error() -> None:
    sounds = Sounds(enabled=True, find=lambda: None)
    assert not sounds.available and not sounds.play("chips")


def test_finding_a_player_per_platform() -> None:
    assert find_player("linux", lambda name: None) is None
    assert find_player("linux", lambda name: f"/usr/bin/{name}" if name == "paplay" else None) is not None
    assert find_player("darwin", lambda name: "/usr/bin/afplay" if name == "afplay" else None) is not None
