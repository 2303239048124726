"""The table's kept pictures (plates, slots, chips, banners) are copied to the screen pixel for
pixel, at a whole pixel: the view smooths pixmaps for the wash's turned tiles, and Qt sends a
copy asked for with smoothing down its transforming path, about five times slower (a frame
copies a score of kept pictures)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from paigow_desktop.ui.table import items

RED, BLUE = QColor(200, 0, 0), QColor(0, 0, 200)
#: the picture's own two colours and the black it is copied onto: nothing mixed
UNMIXED = {RED.rgb(), BLUE.rgb(), QColor(Qt.GlobalColor.black).rgb()}


def stripes(painter: QPainter) -> None:
    """One-pixel columns, red and blue by turns: any resampling mixes them into purple."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    for x in range(12):
        painter.fillRect(QRectF(x, 0, 1, 8), RED if x % 2 == 0 else BLUE)


class HintsSeen(QPainter):
    """A painter that notes whether each picture was asked to be smoothed as it was drawn."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.smoothed: list[bool] = []

    def drawPixmap(self, *args: object) -> None:  # type: ignore[override]
        hints = self.renderHints()
        self.smoothed.append(bool(hints & QPainter.RenderHint.SmoothPixmapTransform))
        super().drawPixmap(*args)  # type: ignore[call-overload]


def painted(at: QPointF, *, turned: bool = False) -> tuple[QImage, list[bool]]:
    """The stripes kept and copied at ``at`` (turned a little), and whether each copy asked Qt
    to smooth it."""
    image = QImage(40, 24, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.black)
    painter = HintsSeen(image)
    # As the table's view paints its items.
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    painter.translate(at)
    if turned:
        painter.rotate(3)
    items.paint_kept(painter, QRectF(0, 0, 12, 8), ("test-stripes", turned), stripes)
    painter.end()
    return image, painter.smoothed


def colours(image: QImage) -> set[int]:
    return {image.pixel(x, y) for x in range(image.width()) for y in range(image.height())}


@pytest.mark.parametrize("at", [QPointF(10.4, 5.3), QPointF(9.6, 4.7), QPointF(10, 5)])
def test_a_kept_picture_is_copied_whole_at_the_nearest_whole_pixel(qapp: QApplication, at: QPointF) -> None:
    image, _smoothed = painted(at)
    assert colours(image) == UNMIXED
    # Its first column at the whole pixel nearest the point asked for, every column in its place.
    left, top = round(at.x()), round(at.y())
    for x in range(12):
        assert image.pixel(left + x, top + 3) == (RED if x % 2 == 0 else BLUE).rgb()
    assert image.pixel(left - 1, top + 3) == QColor(Qt.GlobalColor.black).rgb()


def test_a_kept_picture_is_copied_without_asking_qt_to_smooth_it(qapp: QApplication) -> None:
    _image, smoothed = painted(QPointF(10.4, 5.3))
    assert smoothed == [False]


def test_a_turned_picture_is_still_smoothed(qapp: QApplication) -> None:
    # A turned picture cannot be copied: it is resampled as the view's hints say, smoothly.
    image, smoothed = painted(QPointF(10.4, 5.3), turned=True)
    assert colours(image) - UNMIXED
    assert smoothed == [True]


@pytest.mark.parametrize(("player", "lit"), [(False, False), (True, False), (False, True)])
def test_a_plates_ground_copied_onto_its_cleared_picture_looks_as_blended(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, player: bool, lit: bool
) -> None:
    # The plate's translucent ground is the first shape on its cleared picture: copied in (Qt
    # blends a translucent fill about eight times slower), it comes out as blending it would,
    # and what is drawn over it (the frame, the words) or under it (a lit plate's glow) is
    # blended as before.  A guard for the copying: the old drawing blended everything.
    from PySide6.QtWidgets import QGraphicsScene

    scene = QGraphicsScene()
    plate = items.Plate(3)
    scene.addItem(plate)
    plate.active, plate.is_player = True, player
    plate.set_lit(lit)
    plate.set_text(title="Seat 3", bet="$10.00")
    area = plate.sceneBoundingRect()

    def drawn() -> QImage:
        items._PICTURES.clear()  # drawn afresh, not taken from the last picture kept
        image = QImage(round(area.width()), round(area.height()), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(30, 90, 50))  # the felt
        painter = QPainter(image)
        scene.render(painter, QRectF(image.rect()), area)
        painter.end()
        return image

    copied = drawn()
    with monkeypatch.context() as patch:  # every shape blended, as Qt does unless told
        patch.setattr(QPainter, "setCompositionMode", lambda _painter, _mode: None)
        blended = drawn()
    assert copied == blended
