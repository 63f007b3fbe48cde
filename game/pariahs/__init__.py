"""Pariahs: two players place Followers on eight Locations over six rounds."""
