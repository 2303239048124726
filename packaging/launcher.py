"""PyInstaller's entry script: the frozen app starts here, exactly as the ``paigow-desktop`` command does."""

from paigow_desktop.__main__ import main

if __name__ == "__main__":
    main()
