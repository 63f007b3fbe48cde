"""The hard player's search settings for Banished, measured with benchmarks/ai.py.

The evaluation's values sit close to 0.5, so a small exploration constant keeps
the search from spreading evenly.  ``iterations`` is what the default 1 s a
decision searched on the project's 2-core machine (docs/AI.md), for reproducible runs.
``greedy_follow_ups``: `greedy` answers its own follow-up questions, two deep, before it scores
an action (62.8% [55.9, 69.2] of 200 games against the scoring without, at 1.2 times the CPU; docs/AI.md).
``greedy_keep``: `greedy` scores every action on one deal and only the two best on the others (with
follow-ups answered, 55.2% [48, 62] of 200 games against every action on every deal, where keeping
the two best for a second deal only, ``top2/top1``, measured 44.5% [38, 51] on the same seeds;
docs/notes/2026-12-02-greedy.md).
``greedy_carry``: a decision right after the seat's own action goes on from the last decision's deals with
that action played on them (53.2% [49.2, 57.1] of 600 games against dealing afresh, at 0.95x its CPU;
carrying the answers its follow-up search found too measured 47.4% of 900, not adopted;
docs/notes/2026-12-02-greedy.md).
"""
from game.ai.ismcts import Settings

SETTINGS = Settings(exploration=0.15, prior_deals=3, node_priors=True, prior_weight=2, reuse_legal=True,
                    remembered_deals=True, iterations=1700, greedy_follow_ups=2, greedy_keep="top2",
                    greedy_carry="deals")
