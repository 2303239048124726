"""The games played on the tiles, one package each; a game never imports another game."""
