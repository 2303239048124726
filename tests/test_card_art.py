"""Playing-card art for Pai Gow Poker: sizes, corners, colours, the cache, fonts, Qt-free."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from paigow_desktop.games.paigow_poker.cards import DECK, JOKER, Card
from paigow_desktop.ui.art import Theme, TileArt, canonical_name, card_shapes
from paigow_desktop.ui.art.card_shapes import PIP_LAYOUTS
from paigow_desktop.ui.games.paigow_poker.card_art import (
    CARD_BACK,
    card_height,
    card_kind,
    card_names,
    card_palette,
    parse_card_kind,
    render_card,
    render_contact_sheet,
)

ROOT = Path(__file__).resolve().parent.parent
WIDTHS = (24, 48, 72, 150)
FACES: list[Card | None] = [*DECK, None]


def pixels(image: Image.Image) -> np.ndarray:
    return np.asarray(image.convert("RGBA")).astype(int)


def red_pixels(image: Image.Image) -> int:
    """Opaque pixels clearly red: much more red than green and blue."""
    a = pixels(image)
    r, g, b, alpha = a[..., 0], a[..., 1], a[..., 2], a[..., 3]
    return int(((alpha > 200) & (r > 120) & (r - g > 70) & (r - b > 70)).sum())


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("theme", list(Theme))
def test_size_and_round_corners(width: int, theme: Theme) -> None:
    for card in (Card.parse("As"), Card.parse("Kh"), JOKER, None):
        image = render_card(card, width, theme)
        assert image.mode == "RGBA"
        assert image.size == (width, card_height(width))
        a = pixels(image)[..., 3]
        h = image.height
        # Rounded corners are clear; the middle of every edge and the centre are opaque.
        for x, y in ((0, 0), (width - 1, 0), (0, h - 1), (width - 1, h - 1)):
            assert a[y, x] == 0, (card, width, x, y)
        for x, y in (
            (width // 2, 0),
            (width // 2, h - 1),
            (0, h // 2),
            (width - 1, h // 2),
            (width // 2, h // 2),
        ):
            assert a[y, x] > 200, (card, width, x, y)


def test_poker_proportions() -> None:
    assert card_height(635) == 889
    assert card_height(72) == round(72 * 88.9 / 63.5)


@pytest.mark.parametrize("width", (24, 72))
def test_red_suits_red_black_suits_not(width: int) -> None:
    for card in DECK:
        if card.joker:
            continue
        found = red_pixels(render_card(card, width))
        if card.suit in (1, 2):
            assert found > width // 2, (card, found)
        else:
            # Black suits carry no red (the court cards' gold trim is not red).
            assert found == 0, (card, found)
    assert red_pixels(render_card(JOKER, width)) > 0


@pytest.mark.parametrize("theme", list(Theme))
def test_distinct_cards_distinct_images(theme: Theme) -> None:
    seen = {render_card(card, 48, theme).tobytes() for card in FACES}
    assert len(seen) == len(FACES)


def test_themes_differ_in_paper_and_back() -> None:
    for card in (Card.parse("2c"), None):
        casino, ivory = (pixels(render_card(card, 72, t)) for t in Theme)
        assert not np.array_equal(casino, ivory)
    # A back is mostly its theme's colour: red for the casino, blue for ivory.
    casino_back, ivory_back = (pixels(render_card(None, 72, t))[30:70, 20:50] for t in Theme)
    assert casino_back[..., 0].mean() > casino_back[..., 2].mean() + 40
    assert ivory_back[..., 2].mean() > ivory_back[..., 0].mean() + 40


def test_back_is_the_same_after_a_half_turn() -> None:
    back = pixels(render_card(None, 72))
    turned = pixels(render_card(None, 72).rotate(180))
    assert np.abs(back - turned).mean() < 6


def test_bottom_index_is_the_top_one_turned() -> None:
    """The index sits in the top-left corner and again, turned, in the bottom-right."""
    image = render_card(Card.parse("7d"), 150)
    a = pixels(image)
    corner = (slice(8, 60), slice(6, 30))
    top = a[corner]
    bottom = pixels(image.rotate(180))[corner]
    assert red_pixels(Image.fromarray(top.astype(np.uint8))) > 30
    assert np.abs(top - bottom).mean() < 8


@pytest.mark.parametrize("rank", range(2, 11))
def test_pip_layouts_as_on_real_cards(rank: int) -> None:
    layout = PIP_LAYOUTS[rank]
    assert len(layout) == rank
    # Symmetric left to right, and (but for the odd middle pip of 7) top to bottom.
    mirrored = {(round(1 - x, 6), round(y, 6)) for x, y in layout}
    assert mirrored == {(round(x, 6), round(y, 6)) for x, y in layout}
    if rank != 7:
        flipped = {(round(x, 6), round(1 - y, 6)) for x, y in layout}
        assert flipped == {(round(x, 6), round(y, 6)) for x, y in layout}
    # Each pip sits clear of the corner indices.
    assert all(0.25 <= x <= 0.75 and 0.15 <= y <= 0.85 for x, y in layout)


def test_pips_are_drawn_where_the_layout_says() -> None:
    card = Card.parse("9h")
    width = 150
    a = pixels(render_card(card, width))
    h = card_height(width)
    for fx, fy in PIP_LAYOUTS[9]:
        r, g, b, _ = a[round(fy * h), round(fx * width)]
        assert r > 150 and g < 90 and b < 90, (fx, fy)
    # Between the two columns, off the middle, the paper shows.
    r, g, b, _ = a[round(0.3 * h), width // 2]
    assert min(r, g, b) > 230


def test_ace_of_spades_larger_than_other_aces() -> None:
    def ink(card: str) -> int:
        a = pixels(render_card(Card.parse(card), 96))[30:-30, 20:-20]
        return int((a[..., :3].max(axis=2) < 120).sum() + ((a[..., 0] - a[..., 1]) > 80).sum())

    assert ink("As") > 1.5 * ink("Ac")
    assert ink("As") > 1.5 * ink("Ah")


def test_names_and_parsing() -> None:
    assert card_kind(Card.parse("As")) == "card-As"
    assert card_kind(JOKER) == "card-JK"
    assert card_kind(None) == CARD_BACK == "card-back"
    assert len(card_names()) == 54
    assert all(parse_card_kind(card_kind(c)) == c for c in FACES)
    assert canonical_name("card-as") == "card-As"
    assert canonical_name("card-10h") == "card-Th"
    assert canonical_name("CARD-BACK") == "card-back"
    with pytest.raises(ValueError):
        parse_card_kind("card-Zz")
    with pytest.raises(ValueError):
        parse_card_kind("6-6")


def test_cache_reuses_images_and_honours_dpr() -> None:
    art = TileArt()
    first = art.image("card-As", 48, Theme.CASINO)
    assert art.image("card-as", 48, Theme.CASINO) is first
    assert art.renders == 1
    double = art.image("card-As", 48, Theme.CASINO, dpr=2.0)
    assert double.size == (96, card_height(96))
    assert art.image("card-As", 48, Theme.IVORY) is not first
    assert art.renders == 3
    # Cards have no shadow, whatever is asked.
    assert art.image("card-As", 48, Theme.CASINO, shadow=False) is first
    # Tiles are untouched.
    assert art.image("6-6", 40, Theme.CASINO).size != first.size


def test_cache_drops_the_least_recently_used() -> None:
    art = TileArt(max_entries=2)
    a = art.image("card-2c", 24, Theme.CASINO)
    art.image("card-3c", 24, Theme.CASINO)
    art.image("card-2c", 24, Theme.CASINO)
    art.image("card-4c", 24, Theme.CASINO)  # drops 3c
    assert art.image("card-2c", 24, Theme.CASINO) is a
    assert len(art) == 2


@pytest.mark.parametrize("theme", list(Theme))
def test_contact_sheet(theme: Theme) -> None:
    width = 24
    sheet = render_contact_sheet(width, theme)
    gap = max(2, round(width * 0.1))
    h = card_height(width)
    assert sheet.size == (13 * width + 14 * gap, 5 * h + 6 * gap)
    a = pixels(sheet)
    assert a[0, 0, 3] == 0  # clear between cards
    # Each of the 54 cells holds the card drawn on its own.
    cells = [(c.suit, c.rank - 2, c) for c in DECK if not c.joker] + [(4, 0, JOKER), (4, 1, None)]
    for row, column, card in cells:
        x, y = gap + column * (width + gap), gap + row * (h + gap)
        assert np.array_equal(a[y : y + h, x : x + width], pixels(render_card(card, width, theme))), card
    assert (
        a[gap + 4 * (h + gap) + h // 2, gap + 2 * (width + gap) + width // 2, 3] == 0
    )  # nothing after the back
    on_felt = render_contact_sheet(width, theme, background=(0, 90, 40))
    assert pixels(on_felt)[0, 0].tolist() == [0, 90, 40, 255]


def test_font_fallback_without_system_fonts(monkeypatch: pytest.MonkeyPatch) -> None:
    """With no font file found, Pillow's own font draws the indices; without FreeType, its
    bitmap font does (scaled), and the cards still render."""
    card_shapes._font.cache_clear()
    monkeypatch.setattr(card_shapes, "FONT_FILES", ("no-such-font-file.ttf",))
    image = render_card(Card.parse("Td"), 72)
    assert red_pixels(image.crop((0, 0, 20, 20))) > 5
    mask = card_shapes.text_mask("10", 30, 40)
    assert mask.height == 40 and 0 < mask.width <= 30 and mask.getbbox() is not None

    from PIL import ImageFont

    bitmap = ImageFont.load_default_imagefont()

    def no_freetype(size: float | None = None) -> ImageFont.ImageFont:
        if size is not None:
            raise ImportError("no FreeType")
        return bitmap

    card_shapes._font.cache_clear()
    monkeypatch.setattr(ImageFont, "load_default", no_freetype)
    mask = card_shapes.text_mask("K", 30, 40)
    assert mask.height == 40 and mask.getbbox() is not None
    assert render_card(Card.parse("Kc"), 48).size == (48, card_height(48))
    card_shapes._font.cache_clear()


def test_sizes_out_of_range_are_refused() -> None:
    for bad in (0, -3, 5000):
        with pytest.raises(ValueError):
            render_card(None, bad)


def test_renderer_never_imports_qt() -> None:
    code = (
        "import json, sys\n"
        "import paigow_desktop.ui.games.paigow_poker.card_art, paigow_desktop.ui.art.card_shapes\n"
        "from paigow_desktop.ui.games.paigow_poker.card_art import render_contact_sheet, render_card\n"
        "render_card(None, 16)\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert json.loads(done.stdout) == []


def test_scene_artwork_card_pixmap(qapp: object) -> None:
    from paigow_desktop.ui.qt_art import SceneArtwork

    art = TileArt()
    scene_art = SceneArtwork(art, Theme.IVORY)
    pixmap = scene_art.card("card-Qs", 71, 2.0)
    assert (pixmap.width(), pixmap.height()) == (72, card_height(72))
    assert pixmap.devicePixelRatio() == 2.0
    assert scene_art.card("card-qs", 72, 2.0) is pixmap
    assert art.renders == 1
    scene_art.set_theme(Theme.CASINO)
    assert scene_art.card("card-Qs", 72, 2.0) is not pixmap


def test_palettes_red_and_black() -> None:
    for theme in Theme:
        pal = card_palette(theme)
        assert pal.red[0] > 150 and pal.red[1] < 60
        assert max(pal.black) < 40


@pytest.mark.parametrize("width", [24, 40, 56, 72])
@pytest.mark.parametrize("name", ["Qs", "Kh", "Jd", "Qc", "Js", "Kc"])
def test_a_small_court_card_shows_its_suit_large_on_its_face(width: int, name: str) -> None:
    """At a table's sizes a court card's figure cannot be read, and its suit was read off the
    tiny corner index alone (Q♠ taken for a diamond): the panel's half beside the letter is now
    largely the suit's symbol, in the suit's colour."""
    from paigow_desktop.games.paigow_poker.cards import parse_cards

    (card,) = parse_cards(name)
    image = render_card(card, width).convert("RGB")
    palette = card_palette(Theme.CASINO)
    ink = palette.red if card.suit in (1, 2) else palette.black
    w, h = image.size
    x0, y0, x1 = w * 0.23, h * 0.1, w - w * 0.23
    pw, ph = x1 - x0, h / 2 - y0
    area = [
        image.getpixel((x, y))
        for x in range(int(x0 + pw * 0.5), int(x1))
        for y in range(int(y0 + ph * 0.3), int(h / 2))
    ]
    inked = sum(1 for p in area if sum(abs(a - b) for a, b in zip(p, ink, strict=True)) < 60)
    assert inked / len(area) >= 0.19
