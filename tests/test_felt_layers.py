"""The felt is one base scene for every game, with the tiles and the cards as layers on it: a tile
game's table has the 32 tiles, a card game's has the cards and makes no tiles to hide."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from paigow_desktop.ui.qt_art import SceneArtwork


@pytest.mark.usefixtures("qapp")
def test_the_card_table_lays_no_tiles_on_its_felt(artwork: SceneArtwork) -> None:
    from paigow_desktop.ui.games.paigow_poker.card_item import CardItem
    from paigow_desktop.ui.games.paigow_poker.scene import PokerScene
    from paigow_desktop.ui.table.card_layer import CardLayer
    from paigow_desktop.ui.table.felt import FeltScene
    from paigow_desktop.ui.table.items import TileItem
    from paigow_desktop.ui.table.scene import TileTableScene

    scene = PokerScene(artwork)
    assert isinstance(scene, FeltScene) and not isinstance(scene, TileTableScene)
    assert not [i for i in scene.items() if isinstance(i, TileItem)]
    assert isinstance(scene.card_layer, CardLayer) and scene.card_layer in scene.layers
    assert len([i for i in scene.items() if isinstance(i, CardItem)]) == 53


@pytest.mark.usefixtures("qapp")
def test_the_tile_tables_lay_the_32_tiles_on_the_felt(artwork: SceneArtwork) -> None:
    from paigow_desktop.ui.games.paigow.table_scene import TableScene
    from paigow_desktop.ui.games.tiengow.scene import TienGowScene
    from paigow_desktop.ui.table.felt import FeltScene
    from paigow_desktop.ui.table.items import TileItem
    from paigow_desktop.ui.table.tile_layer import TileLayer

    for scene in (TableScene(artwork), TienGowScene(artwork)):
        assert isinstance(scene, FeltScene)
        assert isinstance(scene.tile_layer, TileLayer) and scene.tile_layer in scene.layers
        tiles = [i for i in scene.items() if isinstance(i, TileItem)]
        assert len(tiles) == 32 and all(t.isVisible() for t in tiles)
