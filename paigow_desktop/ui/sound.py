"""The app's sounds, played through what the desktop already has; off by default.

The sounds are WAV files the project makes itself (``tools/make_sounds.py``).  They
are played without any extra library: ``winsound`` on Windows (the standard
library), ``afplay`` on macOS, and ``pw-play``, ``paplay`` or ``aplay`` on Linux,
whichever is installed.  With none of them the app stays silent and says so in the
settings.  Volume is applied to the samples, so it works with every player.
"""

from __future__ import annotations

import importlib
import shutil
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from paigow_desktop.ui import PACKAGE_DIR

__all__ = ["SOUNDS_DIR", "SOUND_NAMES", "Sounds", "find_player", "scaled_wav"]

SOUNDS_DIR = PACKAGE_DIR / "sounds"
SOUND_NAMES = ("tile", "dice", "chips")
_LINUX_PLAYERS = ("pw-play", "paplay", "aplay")

Player = Callable[[Path], None]


def scaled_wav(source: Path, volume: int, target: Path) -> None:
    """Write ``source`` with its 16-bit samples scaled to ``volume`` percent."""
    import array  # here, as subprocess below: the window's start plays no sound
    import wave

    with wave.open(str(source), "rb") as wav:
        params = wav.getparams()
        frames = wav.readframes(params.nframes)
    if params.sampwidth != 2:
        raise ValueError(f"{source.name}: only 16-bit sounds are supported")
    samples = array.array("h")
    samples.frombytes(frames)
    if sys.byteorder != "little":
        samples.byteswap()
    factor = max(0, min(100, volume)) / 100
    samples = array.array("h", (int(s * factor) for s in samples))
    if sys.byteorder != "little":
        samples.byteswap()
    with wave.open(str(target), "wb") as out:
        out.setparams(params)
        out.writeframes(samples.tobytes())


def find_player(
    platform: str = sys.platform, which: Callable[[str], str | None] = shutil.which
) -> Player | None:
    """How to play a WAV file here without waiting for it, or None when nothing can."""
    if platform.startswith("win"):
        try:
            # imported by name: the module exists only on Windows, where type checkers on other
            # systems cannot see its functions
            winsound = importlib.import_module("winsound")
        except ImportError:
            return None

        def play_windows(path: Path) -> None:
            winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)

        return play_windows
    candidates: Sequence[str] = ("afplay",) if platform == "darwin" else _LINUX_PLAYERS
    for name in candidates:
        program = which(name)
        if program is not None:
            quiet = ["-q"] if name == "aplay" else []

            def play_program(path: Path, program: str = program, quiet: list[str] = quiet) -> None:
                import subprocess

                subprocess.Popen(
                    [program, *quiet, str(path)],
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    start_new_session=True,
                )

            return play_program
    return None


class Sounds:
    """Plays the app's sounds when enabled, at a volume from 0 to 100."""

    def __init__(
        self,
        *,
        enabled: bool = False,
        volume: int = 70,
        player: Player | None = None,
        find: Callable[[], Player | None] = find_player,
    ) -> None:
        self.enabled = enabled
        self.volume = volume
        self._player = player
        self._find = find
        self._looked = player is not None
        self._folder: tempfile.TemporaryDirectory[str] | None = None
        self._files: dict[tuple[str, int], Path] = {}

    @property
    def available(self) -> bool:
        """Whether this desktop has a way to play them."""
        if not self._looked:
            self._player, self._looked = self._find(), True
        return self._player is not None

    def configure(self, *, enabled: bool, volume: int) -> None:
        self.enabled, self.volume = enabled, volume

    def file_for(self, name: str) -> Path:
        """The sound at the current volume, written once per volume."""
        if name not in SOUND_NAMES:
            raise ValueError(f"no sound called {name!r}")
        key = (name, self.volume)
        found = self._files.get(key)
        if found is None:
            if self._folder is None:
                self._folder = tempfile.TemporaryDirectory(prefix="paigow-sounds-")
            found = Path(self._folder.name) / f"{name}-{self.volume}.wav"
            scaled_wav(SOUNDS_DIR / f"{name}.wav", self.volume, found)
            self._files[key] = found
        return found

    def play(self, name: str) -> bool:
        """Play a sound if sound is on and possible; True when it was started."""
        if not self.enabled or self.volume <= 0 or not self.available:
            return False
        assert self._player is not None
        try:
            self._player(self.file_for(name))
        except OSError:
            return False  # a sound that cannot play is never worth an error message mid-round
        return True

    def close(self) -> None:
        if self._folder is not None:
            self._folder.cleanup()
            self._folder = None
            self._files.clear()
