"""What the batch commands share: a process pool over every core, and an incremental cache."""

from .cache import Cache, cache_dir
from .pool import Done, default_jobs, run

__all__ = ["Cache", "Done", "cache_dir", "default_jobs", "run"]
