"""The kit's folder in the user's cache: builds, calibrations, toolchain versions, compiled harnesses,
early-start notes. Everything in it can be made again; nothing a user saved is kept there."""

from __future__ import annotations

import os


def user_cache(*parts: str) -> str:
    """A path in the kit's cache folder ($XDG_CACHE_HOME/nqueens-judge, else ~/.cache/nqueens-judge)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "nqueens-judge", *parts)
