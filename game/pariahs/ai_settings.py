"""The hard player's search settings for Pariahs, measured with benchmarks/ai.py.

The evaluation's values sit close to 0.5, so a small exploration constant keeps
the search from spreading evenly.  ``iterations`` is what the default 1 s a
decision searched on the project's 2-core machine (docs/AI.md), for reproducible runs.
``greedy_follow_ups``: `greedy` answers its own follow-up questions, two deep, before it scores
an action (95.3% [92.3, 97.2] of 300 games against the scoring without, at 3.6 times the CPU; docs/AI.md).
``greedy_keep``: `greedy` scores every action on one deal and only those at most 0.005 below the best on
the next (48.7% of 600 games against every action on every deal, at 0.58x its CPU; docs/notes/2026-12-02-greedy.md).
"""
from game.ai.ismcts import Settings

SETTINGS = Settings(exploration=0.15, iterations=3600, greedy_follow_ups=2, greedy_keep="within0.005")
