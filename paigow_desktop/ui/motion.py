"""How fast the table moves: the speed setting, the command line, and the desktop's reduced motion."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from paigow_desktop.storage import Settings
from paigow_desktop.ui.timings import Speed

__all__ = ["desktop_prefers_reduced_motion", "speed_for"]


def desktop_prefers_reduced_motion() -> bool:
    """Whether the desktop asks applications to reduce motion.

    Qt reports it from 6.12 on; with an older Qt this is False, and the
    "reduced motion" setting (on, off, or auto) is what counts.
    """
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return False
    accessibility = getattr(app.styleHints(), "accessibility", None)
    preference = getattr(accessibility(), "motionPreference", None) if accessibility is not None else None
    if preference is None:
        return False
    # Qt.MotionPreference exists from Qt 6.12 on; compared by name so older stubs type-check
    return bool(getattr(preference(), "name", "") == "ReducedMotion")


def speed_for(settings: Settings, asked: Speed | None) -> Speed:
    """The command line's speed, else reduced motion (setting or desktop), else the setting."""
    if asked is not None:
        return asked
    if settings.reduced_motion == "on" or (
        settings.reduced_motion == "auto" and desktop_prefers_reduced_motion()
    ):
        return Speed.INSTANT
    return Speed(settings.animation_speed)
