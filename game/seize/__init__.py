"""A Bandit's Seize: two-player trick taking where the weaker card may Seize the Trump."""
