"""Time limits from the example solutions, measured on this machine, and `judge verify`."""
