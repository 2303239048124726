"""One window per data folder: a second launch on a folder that is in use hands over to the first.

The first process holds the folder's lock (:mod:`paigow_desktop.storage.datalock`) and listens on a
local socket named after the folder (:func:`server_name`).  A second launch that finds the
folder locked connects there, asks the first to come to the front and exits; the first raises
its window and answers, so the second knows it was heard.  When nobody answers (the holder is
not a window of ours, or is stuck), the second launch says which process holds the folder and
exits; either way it changes nothing in the folder.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

__all__ = ["ASK", "HEARD", "InstanceServer", "hand_over", "server_name"]

#: What the second launch says, and what the first answers.
ASK = b"raise\n"
HEARD = b"raised\n"
#: How long the second launch waits for the first (milliseconds).
WAIT_MS = 3000


def server_name(directory: Path) -> str:
    """The local socket's name for ``directory``: the same for every spelling of the folder's
    path, different per folder and per user."""
    try:
        resolved = Path(directory).resolve()
    except OSError:
        resolved = Path(os.path.abspath(directory))
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    digest = hashlib.sha256(f"{user}\0{resolved}".encode("utf-8", "surrogateescape")).hexdigest()
    return f"paigow-desktop-{digest[:24]}"


class InstanceServer(QObject):
    """Listens for later launches on the same folder and calls ``bring_to_front`` for each."""

    raise_requested = Signal()

    def __init__(
        self, directory: Path, bring_to_front: Callable[[], None], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.name = server_name(directory)
        self._bring_to_front = bring_to_front
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connected)

    def listen(self) -> bool:
        """Start listening; False when the name cannot be taken (the app still works)."""
        # Only the folder's owner gets here, so a socket file left by a killed owner is stale.
        QLocalServer.removeServer(self.name)
        return self.server.listen(self.name)

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        request = bytes(socket.readLine().data())
        if request == ASK:
            self._bring_to_front()
            self.raise_requested.emit()
            socket.write(HEARD)
            socket.flush()
        socket.disconnectFromServer()

    def close(self) -> None:
        self.server.close()


def hand_over(directory: Path, wait_ms: int = WAIT_MS) -> bool:
    """Ask the window that holds ``directory`` to come to the front; True once it answered."""
    socket = QLocalSocket()
    socket.connectToServer(server_name(directory))
    if not socket.waitForConnected(wait_ms):
        return False
    try:
        socket.write(ASK)
        if not socket.waitForBytesWritten(wait_ms):
            return False
        answer = b""
        while not answer.endswith(b"\n"):
            if not socket.waitForReadyRead(wait_ms):
                return False
            answer += bytes(socket.readAll().data())
        return answer == HEARD
    finally:
        socket.abort()
