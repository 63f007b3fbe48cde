"""The hard player's search settings for Pariahs, measured with benchmarks/ai.py.

The evaluation's values sit close to 0.5, so a small exploration constant keeps
the search from spreading evenly.  ``iterations`` is what the default 1 s a
decision searched on the project's 2-core machine (docs/AI.md), for reproducible runs.
"""
from game.ai.ismcts import Settings

SETTINGS = Settings(exploration=0.15, iterations=3600, greedy_follow_ups=2)
