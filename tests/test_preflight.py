"""Before Qt starts: missing X11 libraries are named, with the one apt line that installs them."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable

from paigow_desktop.__main__ import QT_LIBRARIES_HINT
from paigow_desktop.ui.preflight import APT_LINE, LIBRARIES, missing_libraries, preflight_message


def finder(*missing: str) -> Callable[[str], str | None]:
    return lambda name: None if name in missing else f"lib{name}.so"


def test_nothing_is_said_when_every_library_is_there() -> None:
    assert missing_libraries(finder()) == []
    assert preflight_message("linux", {}, finder()) is None


def test_the_missing_ones_are_named_with_the_apt_line() -> None:
    message = preflight_message("linux", {"QT_QPA_PLATFORM": "xcb"}, finder("xcb-icccm", "xcb-keysyms"))
    assert message is not None
    assert "libxcb-icccm4, libxcb-keysyms1" in message and APT_LINE in message
    assert "libxcb-cursor0," not in message  # not blamed when it is there


def test_other_platforms_and_systems_are_not_checked() -> None:
    everything_missing = finder(*LIBRARIES)
    assert preflight_message("linux", {"QT_QPA_PLATFORM": "offscreen"}, everything_missing) is None
    assert preflight_message("linux", {"QT_QPA_PLATFORM": "wayland"}, everything_missing) is None
    assert preflight_message("win32", {}, everything_missing) is None
    assert preflight_message("linux", {}, everything_missing) is not None


def test_the_readme_line_and_the_entry_points_hint_name_the_same_packages() -> None:
    assert sorted(APT_LINE.split()[3:]) == sorted(QT_LIBRARIES_HINT.split("install ")[1].split())


def test_the_window_refuses_to_start_with_a_line_not_a_qt_abort(tmp_path: object) -> None:
    # Simulate a desktop without libxcb-icccm4: the check runs before Qt is imported.
    program = (
        "import sys, ctypes.util\n"
        "real = ctypes.util.find_library\n"
        "ctypes.util.find_library = lambda n: None if n == 'xcb-icccm' else (real(n) or 'found')\n"
        "from paigow_desktop.__main__ import run\n"
        "code = run(['--screenshot', 'never.png'])\n"
        "assert 'PySide6' not in sys.modules\n"
        "sys.exit(code)\n"
    )
    env = {"PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "xcb", "PYTHONPATH": ":".join(sys.path)}
    done = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 1, done.stderr
    assert (
        done.stderr.count("\n") == 1 and "libxcb-icccm4" in done.stderr and "sudo apt install" in done.stderr
    )
