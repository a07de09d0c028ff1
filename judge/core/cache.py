"""The kit's folders in the user's home: the cache (builds, calibrations, toolchain versions,
compiled harnesses, early-start notes: everything in it can be made again; nothing a user saved is
kept there) and the data folder (what the user made: their own cases and problems)."""

from __future__ import annotations

import os


def user_cache(*parts: str) -> str:
    """A path in the kit's cache folder ($XDG_CACHE_HOME/nqueens-judge, else ~/.cache/nqueens-judge)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "nqueens-judge", *parts)


def user_data(*parts: str) -> str:
    """A path in the kit's data folder ($XDG_DATA_HOME/nqueens-judge, else ~/.local/share/nqueens-judge):
    what the user made (their own cases, the problems they added), never rebuilt from anything."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "nqueens-judge", *parts)
