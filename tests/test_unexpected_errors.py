"""A bug in the program's own code is told to the player in a few words, once, and its details
are kept in the data folder's errors.log (ui/unexpected.py, storage/error_log.py)."""

from __future__ import annotations

import sys
import threading
from datetime import datetime, timezone
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from paigow_desktop.storage.error_log import ERROR_LOG_NAME, REPORT_MARK, append_error
from paigow_desktop.ui.unexpected import KEPT_PER_FAILURE, UnexpectedErrors

MOMENT = datetime(2026, 11, 24, 5, 6, 7, tzinfo=timezone.utc)


def reports(folder: Path) -> list[str]:
    text = (folder / ERROR_LOG_NAME).read_text(encoding="utf-8")
    return [part for part in text.split(REPORT_MARK) if part]


def test_each_report_is_added_after_the_last_with_its_time(tmp_path: Path) -> None:
    assert append_error(tmp_path, "first\n", MOMENT) == tmp_path / ERROR_LOG_NAME
    append_error(tmp_path, "second", MOMENT)
    kept = reports(tmp_path)
    assert [r.splitlines()[1] for r in kept] == ["first", "second"]
    assert kept[0].startswith("2026-11-24T05:06:07")


def test_the_log_drops_its_oldest_reports_whole_when_it_grows_too_large(tmp_path: Path) -> None:
    for n in range(40):
        append_error(tmp_path, f"report {n}\n" + "x" * 80, MOMENT, max_bytes=2_000)
    size = (tmp_path / ERROR_LOG_NAME).stat().st_size
    kept = reports(tmp_path)
    assert size <= 2_000
    assert kept[-1].splitlines()[1] == "report 39"  # the newest is always there
    numbers = [int(r.splitlines()[1].split()[1]) for r in kept]
    assert numbers == list(range(numbers[0], 40)) and numbers[0] > 0  # whole reports, in order


def test_the_room_is_counted_in_bytes_whatever_the_script(tmp_path: Path) -> None:
    for n in range(30):
        append_error(tmp_path, f"report {n}\n" + "莊" * 250, MOMENT, max_bytes=2_000)
        assert (tmp_path / ERROR_LOG_NAME).stat().st_size <= 2_000  # 3 bytes a character here
    assert reports(tmp_path)[-1].splitlines()[1] == "report 29"


def test_a_report_larger_than_the_room_is_kept_whole(tmp_path: Path) -> None:
    append_error(tmp_path, "small", MOMENT, max_bytes=500)
    append_error(tmp_path, "large\n" + "y" * 900, MOMENT, max_bytes=500)
    kept = reports(tmp_path)
    assert len(kept) == 1 and kept[0].splitlines()[1] == "large" and "y" * 900 in kept[0]


def test_no_folder_or_one_that_cannot_be_written_gives_no_path_and_no_error(tmp_path: Path) -> None:
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("")
    assert append_error(not_a_folder, "lost", MOMENT) is None
    assert append_error(None, "lost", MOMENT) is None


@pytest.fixture
def errors(qtbot: QtBot, tmp_path: Path) -> UnexpectedErrors:
    window = QWidget()
    qtbot.addWidget(window)
    handler = UnexpectedErrors(tmp_path, lambda: window, now=lambda: MOMENT)
    handler.install()
    yield handler
    handler.uninstall()
    for box in list(handler.shown):
        box.close()


def fail_in_a_slot() -> None:
    raise RuntimeError("the felt is on fire")


def test_an_error_in_a_slot_is_told_once_and_kept_every_time(
    qtbot: QtBot, errors: UnexpectedErrors, tmp_path: Path
) -> None:
    QTimer.singleShot(0, fail_in_a_slot)
    qtbot.waitUntil(lambda: len(errors.shown) == 1)
    box = errors.shown[0]
    assert "RuntimeError: the felt is on fire" in box.text()
    assert str(tmp_path / ERROR_LOG_NAME) in box.informativeText()
    assert "bankroll and history are safe" in box.informativeText()
    assert "fail_in_a_slot" in box.detailedText() and "Traceback" in box.detailedText()
    assert not box.isModal()  # the table stays usable
    for _ in range(5):  # the same failure again: kept three times in all, never told again
        QTimer.singleShot(0, fail_in_a_slot)
    qtbot.waitUntil(lambda: errors.failures_seen() == 6)
    kept = reports(tmp_path)
    assert len(kept) == KEPT_PER_FAILURE == 3 and len(errors.shown) == 1
    assert all("fail_in_a_slot" in r and "Python" in r.splitlines()[1] for r in kept)
    assert "seen 3 times" in kept[-1]


def test_another_failure_is_told_too(qtbot: QtBot, errors: UnexpectedErrors) -> None:
    QTimer.singleShot(0, fail_in_a_slot)
    qtbot.waitUntil(lambda: len(errors.shown) == 1)

    def another() -> None:
        raise KeyError("seat 9")

    QTimer.singleShot(0, another)
    qtbot.waitUntil(lambda: len(errors.shown) == 2)
    assert "KeyError: 'seat 9'" in errors.shown[1].text()


def test_an_error_in_a_worker_thread_is_shown_by_the_gui_thread(
    qtbot: QtBot, errors: UnexpectedErrors, tmp_path: Path
) -> None:
    def work() -> None:
        raise ValueError("a worker's bug")

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: len(errors.shown) == 1)
    assert errors.shown[0].thread() is errors.thread()
    assert "a worker's bug" in reports(tmp_path)[0]


def test_a_thread_ended_by_system_exit_is_no_failure(errors: UnexpectedErrors, tmp_path: Path) -> None:
    def leave() -> None:
        raise SystemExit

    worker = threading.Thread(target=leave)
    worker.start()
    worker.join()
    assert errors.failures_seen() == 0 and not (tmp_path / ERROR_LOG_NAME).exists()


def test_ctrl_c_is_left_to_python(errors: UnexpectedErrors, tmp_path: Path) -> None:
    try:
        raise KeyboardInterrupt
    except KeyboardInterrupt:
        errors.handle(*sys.exc_info())  # type: ignore[arg-type]
    assert not (tmp_path / ERROR_LOG_NAME).exists() and not errors.shown


def test_the_hooks_are_given_back(tmp_path: Path) -> None:
    before = (sys.excepthook, threading.excepthook)
    handler = UnexpectedErrors(tmp_path, lambda: None)
    handler.install()
    assert sys.excepthook == handler.handle
    handler.uninstall()
    assert (sys.excepthook, threading.excepthook) == before


def test_the_app_tells_a_failure_keeps_it_in_its_data_folder_and_goes_on(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QApplication, QMessageBox

    from paigow_desktop.__main__ import run as main
    from paigow_desktop.ui import app as app_module

    told: list[str] = []

    def look_then_quit(tries: list[int]) -> None:
        # The event loop still runs after the failure: it shows the message, then this quits.
        boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
        if boxes or tries[0] > 500:
            told.extend(box.text() for box in boxes)
            for box in boxes:
                box.close()
            QApplication.exit(7)
            return
        tries[0] += 1
        QTimer.singleShot(10, lambda: look_then_quit(tries))

    def a_bug(widget: QWidget, path: Path) -> bool:
        QTimer.singleShot(0, lambda: look_then_quit([0]))
        raise RuntimeError("a bug on the first paint")

    monkeypatch.setattr(app_module, "save_screenshot", a_bug)
    before = sys.excepthook
    data = tmp_path / "data"
    status = main(["--data-dir", str(data), "--screenshot", str(tmp_path / "shot.png")])
    assert status == 7
    assert told == ["Something went wrong in the program: RuntimeError: a bug on the first paint"]
    assert "RuntimeError: a bug on the first paint" in (data / ERROR_LOG_NAME).read_text(encoding="utf-8")
    assert sys.excepthook == before


def test_a_failure_as_the_window_goes_is_told_without_it(qtbot: QtBot, tmp_path: Path) -> None:
    from shiboken6 import Shiboken

    window = QWidget()
    handler = UnexpectedErrors(tmp_path, lambda: window, now=lambda: MOMENT)
    handler.install()
    try:
        Shiboken.delete(window)  # the C++ window is gone; the Python name is left
        QTimer.singleShot(0, fail_in_a_slot)
        qtbot.waitUntil(lambda: len(handler.shown) == 1)
        assert handler.shown[0].parent() is None
        assert len(reports(tmp_path)) == 1  # the report of the failure, and no failure of its own
    finally:
        handler.uninstall()
        for box in list(handler.shown):
            box.close()


def test_a_session_in_memory_is_not_promised_the_folder(qtbot: QtBot, tmp_path: Path) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    handler = UnexpectedErrors(tmp_path, lambda: window, in_memory=lambda: True)
    handler.install()
    try:
        QTimer.singleShot(0, fail_in_a_slot)
        qtbot.waitUntil(lambda: len(handler.shown) == 1)
        words = handler.shown[0].informativeText()
        assert "memory only" in words and "written to the data folder" not in words
    finally:
        handler.uninstall()
        for box in list(handler.shown):
            box.close()


def test_an_error_that_cannot_say_itself_or_looks_like_markup_is_told_plainly(
    qtbot: QtBot, errors: UnexpectedErrors
) -> None:
    from PySide6.QtCore import Qt

    class Mute(Exception):
        def __str__(self) -> str:
            raise ValueError("no words")

    def mute() -> None:
        raise Mute

    def markup() -> None:
        raise ValueError("bad <b>verdict</b>")

    QTimer.singleShot(0, mute)
    QTimer.singleShot(0, markup)
    qtbot.waitUntil(lambda: len(errors.shown) == 2)
    texts = sorted(box.text() for box in errors.shown)
    assert texts[0].endswith("Mute") and texts[1].endswith("ValueError: bad <b>verdict</b>")
    assert all(box.textFormat() == Qt.TextFormat.PlainText for box in errors.shown)
