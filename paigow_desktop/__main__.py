"""Entry point: ``paigow-desktop`` and ``python -m paigow_desktop``."""

from __future__ import annotations

import sys

from .cli import main as _main
from .cli_streams import discard_unwritten_output


def main() -> None:
    status = _main(sys.argv[1:])
    discard_unwritten_output()
    sys.exit(status)


if __name__ == "__main__":
    main()
