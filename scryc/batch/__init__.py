"""What the batch commands share: a process pool over every core, and an incremental cache."""

from .cache import Cache, cache_dir
from .incremental import Codec, pair, run_cached
from .pool import Done, default_jobs, run

__all__ = [
    "Cache",
    "Codec",
    "Done",
    "cache_dir",
    "default_jobs",
    "load_parsers",
    "pair",
    "run",
    "run_cached",
]


def load_parsers(*langs: str) -> None:
    """A pool's setup: the parse tables of ``langs``, loaded and decoded whole, once."""
    from ..parse import parser
    from ..parse.table import decode_all

    for lang in langs:
        decode_all(parser(lang))  # type: ignore[arg-type]
