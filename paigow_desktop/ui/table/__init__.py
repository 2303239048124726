"""What every tile game's table is made of: its items, the base scene that washes, builds and rolls."""
