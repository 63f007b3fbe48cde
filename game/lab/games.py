"""The games the lab measures, by name: how each one's cards are counted and how its positions are written.

The lab imports the games, never the reverse; a game missing here is counted with the defaults
(``BalanceFacts()``) and its positions cannot be saved.
"""
from __future__ import annotations

from game.lab import banished_facts, pariahs_facts, seize_facts

BALANCE = {"seize": seize_facts.BALANCE, "banished": banished_facts.BALANCE, "pariahs": pariahs_facts.BALANCE}
POSITIONS = {"seize": seize_facts.POSITIONS, "banished": banished_facts.POSITIONS, "pariahs": pariahs_facts.POSITIONS}
