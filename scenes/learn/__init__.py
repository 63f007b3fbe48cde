"""Learning the games in the app: How to play (pages read from docs/howto/<game>.md, pictured with real table
frames) and the chooser that opens it or a guided first game."""
