"""``python -m scryc``: the command line."""

from .cli import main

main()
