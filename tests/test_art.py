"""Tile, dice and icon art: sizes, pip colours and places, the caches, and the Qt bridge."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from paigow_desktop.tiles.tile import KINDS, Tile
from paigow_desktop.ui.art import (
    BACK,
    CUP,
    DIE_NAMES,
    PipRole,
    Theme,
    TileArt,
    art_names,
    die_face_rect,
    die_image_size,
    die_pip_centres,
    pip_centres,
    render_dice_cup,
    render_die,
    render_tile,
    shadow_margin,
    tile_face_rect,
    tile_image_size,
)

ROOT = Path(__file__).resolve().parent.parent
FACES: list[Tile | None] = [*KINDS, None]
WIDTHS = (12, 40, 96, 200)
# Pips are sampled on tiles this wide: big enough that a pip's paint covers several pixels.
SAMPLE_WIDTH = 96


def rgb(image: Image.Image, x: float, y: float) -> tuple[int, int, int]:
    r, g, b, _a = image.getpixel((int(x), int(y)))
    return r, g, b


def is_red(c: tuple[int, int, int]) -> bool:
    return c[0] > 150 and c[1] < 90 and c[2] < 90


def is_plain(c: tuple[int, int, int], theme: Theme) -> bool:
    """White paint on the casino theme, black paint on the ivory one."""
    return min(c) > 200 if theme is Theme.CASINO else max(c) < 70


def is_body(c: tuple[int, int, int], theme: Theme) -> bool:
    if theme is Theme.CASINO:  # black, not red
        return max(c) < 75 and c[0] - c[2] < 25
    return min(c) > 150 and c[0] - c[2] < 70  # ivory: light, not red, not black


def role_of(c: tuple[int, int, int], theme: Theme) -> PipRole | None:
    if is_red(c):
        return PipRole.RED
    if is_plain(c, theme):
        return PipRole.PLAIN
    return None


@pytest.fixture(scope="module")
def sampled() -> dict[tuple[str, Theme], Image.Image]:
    """Every face and the back in both themes, SAMPLE_WIDTH wide, drawn once for the module."""
    art = TileArt()
    return {
        (str(t) if t else BACK, theme): art.image(str(t) if t else BACK, SAMPLE_WIDTH, theme)
        for t in FACES
        for theme in Theme
    }


# --------------------------------------------------------------------------- sizes


@pytest.mark.parametrize("theme", list(Theme))
@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_and_the_back_render_at_the_documented_size(width: int, theme: Theme) -> None:
    for tile in FACES:
        image = render_tile(tile, width, theme)
        assert image.mode == "RGBA"
        assert image.size == tile_image_size(width, True)
    x, y, w, h = tile_face_rect(width, True)
    assert (x, y, w, h) == (0, 0, width, round(width * 2.5))
    margin = shadow_margin(width)
    assert margin > 0 and tile_image_size(width, True) == (w + margin, h + margin)


@pytest.mark.parametrize("theme", list(Theme))
def test_without_a_shadow_the_image_is_exactly_the_face(theme: Theme) -> None:
    image = render_tile(Tile.parse("6-6"), 40, theme, shadow=False)
    assert image.size == tile_image_size(40, False) == (40, 100)
    assert tile_face_rect(40, False) == (0, 0, 40, 100)
    alpha = np.asarray(image)[:, :, 3]
    assert alpha[50, 20] == 255  # the body is opaque
    assert alpha[0, 0] < 128  # a rounded corner


@pytest.mark.parametrize("theme", list(Theme))
def test_the_shadow_falls_down_and_right_inside_the_margin(theme: Theme) -> None:
    image = render_tile(Tile.parse("6-6"), SAMPLE_WIDTH, theme)
    alpha = np.asarray(image)[:, :, 3].astype(int)
    x, y, w, h = tile_face_rect(SAMPLE_WIDTH)
    iw, ih = image.size
    assert alpha[y + h // 2, x + w // 2] == 255
    assert 0 < alpha[y + h // 2, x + w + 2] < 255  # soft shadow to the right
    assert 0 < alpha[y + h + 2, x + w // 2] < 255  # and below
    assert alpha[ih - 1, :].max() < 40 and alpha[:, iw - 1].max() < 40  # fading out at the edge
    assert alpha[0, iw - 1] == 0  # nothing up to the right of the face


# --------------------------------------------------------------------------- pips


@pytest.mark.parametrize("theme", list(Theme))
def test_every_pip_has_its_paint(sampled: dict[tuple[str, Theme], Image.Image], theme: Theme) -> None:
    for tile in KINDS:
        image = sampled[str(tile), theme]
        spots = pip_centres(tile, SAMPLE_WIDTH)
        assert len(spots) == tile.high + tile.low
        for x, y, role in spots:
            colour = rgb(image, x, y)
            assert role_of(colour, theme) is role, (str(tile), theme, (x, y), colour)


def test_ones_and_fours_are_red_and_other_ends_plain() -> None:
    for tile in KINDS:
        if str(tile) in ("6-6", "3-3"):
            continue
        spots = pip_centres(tile, SAMPLE_WIDTH)
        top = [s.role for s in spots if s.y < tile_face_rect(SAMPLE_WIDTH)[3] / 2]
        bottom = [s.role for s in spots if s.y > tile_face_rect(SAMPLE_WIDTH)[3] / 2]
        assert len(top) == tile.high and len(bottom) == tile.low  # the higher end on top
        for end, roles in ((tile.high, top), (tile.low, bottom)):
            want = PipRole.RED if end in (1, 4) else PipRole.PLAIN
            assert set(roles) == {want}, str(tile)
    chong = pip_centres(Tile.parse("3-3"), SAMPLE_WIDTH)
    assert {s.role for s in chong} == {PipRole.PLAIN}


@pytest.mark.parametrize("theme", list(Theme))
def test_teen_has_a_red_and_a_plain_column_in_each_six_and_looks_the_same_turned(
    sampled: dict[tuple[str, Theme], Image.Image], theme: Theme
) -> None:
    teen = Tile.parse("6-6")
    x0, y0, w, h = tile_face_rect(SAMPLE_WIDTH)
    face = sampled["6-6", theme].crop((x0, y0, x0 + w, y0 + h))
    turned = face.rotate(180)
    spots = pip_centres(teen, SAMPLE_WIDTH)
    for x, y, role in spots:
        left, top = x < w / 2, y < h / 2
        # Top end: left column red; bottom end: right column red.
        assert (role is PipRole.RED) == (left == top)
        here = role_of(rgb(face, x, y), theme)
        assert here is role
        assert role_of(rgb(turned, x, y), theme) is here
    # The pips themselves land on pips after a half turn.
    places = {(round(x, 3), round(y, 3)) for x, y, _ in spots}
    assert {(round(w - x, 3), round(h - y, 3)) for x, y in places} == places


@pytest.mark.parametrize("theme", list(Theme))
def test_no_bar_between_the_ends(sampled: dict[tuple[str, Theme], Image.Image], theme: Theme) -> None:
    x0, y0, w, h = tile_face_rect(SAMPLE_WIDTH)
    middle = y0 + h // 2
    for tile in KINDS:
        if str(tile) == "3-3":
            continue  # Chong's middle pips lie there by design
        image = sampled[str(tile), theme]
        for y in (middle - 1, middle):
            row = [rgb(image, x, y) for x in range(x0 + round(w * 0.12), x0 + round(w * 0.88))]
            assert all(is_body(c, theme) for c in row), (str(tile), theme)
            spread = np.ptp(np.array(row), axis=0)
            assert spread.max() <= 12, (str(tile), theme, spread)  # one even colour


@pytest.mark.parametrize("theme", list(Theme))
def test_chong_runs_down_the_middle_with_two_pips_across_it(
    sampled: dict[tuple[str, Theme], Image.Image], theme: Theme
) -> None:
    x0, y0, w, h = tile_face_rect(SAMPLE_WIDTH)
    spots = pip_centres(Tile.parse("3-3"), SAMPLE_WIDTH)
    on_line = [s for s in spots if s.x == pytest.approx(x0 + w / 2)]
    across = [s for s in spots if s.y == pytest.approx(y0 + h / 2)]
    assert len(on_line) == 4 and len(across) == 2
    assert sum(s.y < h / 2 for s in on_line) == 2  # two at each end
    assert across[0].x + across[1].x == pytest.approx(2 * (x0 + w / 2))  # side by side, centred
    image = sampled["3-3", theme]
    for x, y, _role in spots:
        assert is_plain(rgb(image, x, y), theme)
    assert is_body(rgb(image, x0 + w / 2, y0 + h / 2), theme)  # between the middle pair


def test_the_one_pip_is_larger_than_the_others() -> None:
    image = np.asarray(render_tile(Tile.parse("4-1"), SAMPLE_WIDTH, Theme.IVORY)).astype(int)
    red = (image[:, :, 0] > 150) & (image[:, :, 1] < 90) & (image[:, :, 2] < 90)
    half = tile_face_rect(SAMPLE_WIDTH)[3] // 2
    four = red[:half].sum() / 4
    one = red[half:].sum()
    assert one > 2 * four


@pytest.mark.parametrize("theme", list(Theme))
def test_the_back_is_plain_with_a_faint_pattern_and_nothing_like_a_pip(
    sampled: dict[tuple[str, Theme], Image.Image], theme: Theme
) -> None:
    assert pip_centres(None, SAMPLE_WIDTH) == []
    back = np.asarray(sampled[BACK, theme]).astype(int)
    blank = np.asarray(_finish_blank(theme)).astype(int)
    inside = blank[:, :, 3] == 255
    difference = np.abs(back[:, :, :3] - blank[:, :, :3]).max(axis=2)[inside]
    assert difference.max() > 8  # a pattern is there
    assert np.percentile(difference, 90) < 40 and difference.max() < 90  # and faint
    red = (back[:, :, 0] > 150) & (back[:, :, 1] < 90) & (back[:, :, 2] < 90)
    assert not red.any()  # no red spot: nothing reads as a face
    x, y, w, h = tile_face_rect(SAMPLE_WIDTH)
    pattern = (back - blank)[y : y + h, x : x + w, :3]
    assert np.abs(pattern - pattern[::-1, ::-1]).mean() < 3  # the same pattern after a half turn


def _finish_blank(theme: Theme) -> Image.Image:
    from paigow_desktop.ui.art.paint import _with_shadow
    from paigow_desktop.ui.art.render import _tile_body

    return _with_shadow(_tile_body(SAMPLE_WIDTH, theme), shadow_margin(SAMPLE_WIDTH, True), 0.55)


# --------------------------------------------------------------------------- dice and cup


@pytest.mark.parametrize("theme", list(Theme))
def test_dice_have_red_ones_and_fours_and_a_large_one(theme: Theme) -> None:
    for face in range(1, 7):
        image = render_die(face, 64, theme)
        assert image.size == die_image_size(64)
        spots = die_pip_centres(face, 64)
        assert len(spots) == face
        for x, y, role in spots:
            colour = rgb(image, x, y)
            if face in (1, 4):
                assert role is PipRole.RED and is_red(colour), (face, colour)
            else:
                assert role is PipRole.PLAIN and max(colour) < 70, (face, colour)
        x, y, w, h = die_face_rect(64)
        corner = rgb(image, x + w * 0.5, y + h * 0.1)
        assert min(corner) > 170  # a white or bone die, whatever the tiles
    arr = np.asarray(render_die(1, 64, theme, shadow=False)).astype(int)
    one = ((arr[:, :, 0] > 150) & (arr[:, :, 1] < 90)).sum()
    arr = np.asarray(render_die(4, 64, theme, shadow=False)).astype(int)
    four = ((arr[:, :, 0] > 150) & (arr[:, :, 1] < 90)).sum() / 4
    assert one > 2.5 * four
    with pytest.raises(ValueError):
        render_die(7, 64, theme)


def test_the_dice_cup_is_a_brown_shape_on_a_clear_square() -> None:
    image = render_dice_cup(64)
    assert image.size == (64, 64) and image.mode == "RGBA"
    r, g, b, a = image.getpixel((32, 40))
    assert a == 255 and r > g > b  # brown
    assert image.getpixel((0, 63))[3] == 0


# --------------------------------------------------------------------------- the cache


def test_the_cache_returns_the_same_image_for_the_same_key() -> None:
    art = TileArt()
    first = art.image("6-6", 40, Theme.CASINO)
    assert art.image("6-6", 40, Theme.CASINO) is first
    assert art.image("66", 40, Theme.CASINO) is first  # one name per tile
    assert art.image("6-6", 20, Theme.CASINO, dpr=2.0) is first  # same pixel size
    assert art.renders == 1
    bigger = art.image("6-6", 44, Theme.CASINO)
    assert bigger is not first and bigger.size == tile_image_size(44)
    assert art.image("6-6", 40, Theme.IVORY) is not first
    assert art.image("6-6", 40, Theme.CASINO, shadow=False).size == (40, 100)
    assert art.renders == 4


def test_every_size_is_drawn_fresh_not_enlarged() -> None:
    art = TileArt()
    art.image("5-1", 100, Theme.IVORY)
    cached = art.image("5-1", 100, Theme.IVORY, dpr=2.0)
    direct = render_tile(Tile.parse("5-1"), 200, Theme.IVORY)
    assert cached.size == direct.size
    assert cached.tobytes() == direct.tobytes()
    # An enlarged small image is blurrier than the real thing.
    enlarged = art.image("5-1", 100, Theme.IVORY).resize(direct.size, Image.Resampling.BICUBIC)
    assert enlarged.tobytes() != direct.tobytes()


def test_the_cache_knows_every_name_and_forgets_the_oldest() -> None:
    art = TileArt(max_entries=3)
    assert len(art_names()) == 21 + 1 + 6 + 1 + 6
    for name in (*DIE_NAMES, CUP, BACK):
        art.image(name, 24, Theme.IVORY)
    assert len(art) == 3
    assert art.image(DIE_NAMES[0], 24, Theme.IVORY).size == die_image_size(24)
    assert art.renders == 9  # die-1 was dropped and drawn again
    assert art.image(CUP, 24, Theme.IVORY).size == (24, 24)
    assert art.renders == 9
    with pytest.raises(ValueError):
        art.image("7-7", 24, Theme.IVORY)
    with pytest.raises(ValueError):
        TileArt(max_entries=0)


def test_sizes_out_of_range_are_refused() -> None:
    with pytest.raises(ValueError):
        render_tile(Tile.parse("6-6"), 0, Theme.CASINO)
    with pytest.raises(ValueError):
        render_tile(Tile.parse("6-6"), 10_000, Theme.CASINO)


# --------------------------------------------------------------------------- Qt


def test_to_qpixmap_keeps_pixels_colours_and_the_ratio(qapp: object) -> None:
    from paigow_desktop.ui.qt_art import to_qpixmap

    image = render_tile(Tile.parse("4-4"), 40, Theme.CASINO)
    pixmap = to_qpixmap(image, 2.0)
    assert (pixmap.width(), pixmap.height()) == image.size
    assert pixmap.devicePixelRatio() == 2.0
    back = pixmap.toImage()
    x, y, _role = pip_centres(Tile.parse("4-4"), 40)[0]
    colour = back.pixelColor(int(x), int(y))
    assert (colour.red(), colour.green(), colour.blue()) == rgb(image, x, y)  # channels in order
    assert back.pixelColor(image.width - 1, 0).alpha() == 0  # transparency kept


def test_scene_artwork_renders_each_on_screen_size_once_never_smaller(qapp: object) -> None:
    from paigow_desktop.ui.qt_art import SceneArtwork

    art = TileArt()
    cache = SceneArtwork(art, Theme.CASINO)
    first, body = cache.tile("6-6", 120, 2.5)
    assert (first.width(), first.height()) == tile_image_size(120)
    assert first.devicePixelRatio() == pytest.approx(2.5)
    x, y, w, h = tile_face_rect(120)
    assert (body.x(), body.y(), body.width(), body.height()) == pytest.approx(
        (x / 2.5, y / 2.5, w / 2.5, h / 2.5)
    )
    assert cache.tile("6-6", 120, 2.5)[0] is first
    assert cache.tile("6-6", 119, 2.5)[0] is first  # 119 px rounds up to 120
    assert art.renders == 1
    for wanted in (121, 33, 77, 30):
        _, body = cache.tile("back", wanted, 1.0)
        assert wanted <= body.width() <= wanted + 1 and body.width() % 2 == 0  # never enlarged
    die = cache.die(4, 30, 1.0)
    assert die.width() >= 30 and die.devicePixelRatio() == 1.0
    cache.set_theme(Theme.IVORY)
    assert cache.tile("6-6", 120, 2.5)[0] is not first


# --------------------------------------------------------------------------- icons


def test_make_icons_writes_every_size(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "tools" / "make_icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--out", str(tmp_path)]) == 0
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        path = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "paigow-desktop.png"
        with Image.open(path) as icon:
            assert icon.size == (size, size) and icon.mode == "RGBA"
            alpha = np.asarray(icon)[:, :, 3]
            assert alpha[0, 0] == 0 and alpha.max() == 255  # a shape on a clear background
    with Image.open(tmp_path / "paigow-desktop.png") as icon:
        assert icon.size == (256, 256)


def test_the_shipped_icons_exist() -> None:
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        assert (
            ROOT / "resources" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "paigow-desktop.png"
        ).is_file()
    assert (ROOT / "resources" / "icons" / "paigow-desktop.png").is_file()


def test_chips_are_drawn_in_their_colours_at_the_size_asked() -> None:
    from paigow_desktop.ui.art import CHIP_ASPECT, CHIP_VALUES, render_chip
    from paigow_desktop.ui.art.palette import CHIP_COLOURS

    for value in CHIP_VALUES:
        for width in (12, 40, 120):
            image = render_chip(value, width)
            assert image.size == (width, round(width * CHIP_ASPECT))
        image = np.asarray(render_chip(value, 120)).astype(int)
        # The middle of the top is the chip's colour; the corners are clear.
        centre = image[round(120 * CHIP_ASPECT * 0.44), 60]
        assert np.abs(centre[:3] - np.array(CHIP_COLOURS[value])).max() < 30 and centre[3] == 255
        assert image[0, 0, 3] == 0 and image[-1, -1, 3] == 0
    art = TileArt()
    assert art.image("chip-25", 40, Theme.CASINO).size == (40, round(40 * CHIP_ASPECT))
