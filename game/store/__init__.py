"""What the app keeps on disk between runs, in SQLite: the played games' records, A Bandit's Seize
profiles, and the database helper both use (one file each, a schema version, migrations in a transaction).

Atomic writes of single files (saves, replays, card files) are ``game.engine.storage``'s."""
