"""Banished: a tarot deck builder for two to four seats."""
