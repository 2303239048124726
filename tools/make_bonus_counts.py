"""Write ``paigow_desktop/games/paigow_poker/bonus_counts.json``: the Fortune bonus's categories and
the queen-high pai gows counted exactly over all 154,143,080 seven-card hands (a few seconds).

Run it when the bonus evaluator or the house-way classes change; ``tests/paigow_poker/test_bonus.py``
recounts and holds the file to the count.
"""

from __future__ import annotations

import json

from paigow_desktop.games.paigow_poker.bonus import (
    ALL_HANDS,
    COUNTS_FILE,
    count_bonus_hands,
    queens_dragon_count,
)


def main() -> None:
    counts = count_bonus_hands()
    data = {
        "hands": ALL_HANDS,
        "categories": {category.value: count for category, count in counts.items()},
        "queens_dragon": queens_dragon_count(),
    }
    COUNTS_FILE.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {COUNTS_FILE}")


if __name__ == "__main__":
    main()
