"""The card table's command line: one module per sub-command, each with its parser and its command."""
from cli.entry import build_parser, main

__all__ = ["build_parser", "main"]
