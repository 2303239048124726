"""Entry point: ``paigow-desktop`` and ``python -m paigow_desktop``."""

from __future__ import annotations

import sys

from .cli import main as _main


def main() -> None:
    sys.exit(_main(sys.argv[1:]))


if __name__ == "__main__":
    main()
