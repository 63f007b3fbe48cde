"""The parser of every sub-command, and the one call that runs a command line."""
from __future__ import annotations

import argparse
import os
import sys

from cli import (
    cards, export, lint, numbers, play, profiles, rank, records, replay, saves, simulate, vocabulary, windows)
from cli.streams import ReaderMayGo
from cli.usage import UsageError
from game.ai import SeatSpecError
from game.lab.baselines import register_lab_levels
from game.engine.errors import CardTableError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="main.py", description="A desktop card table: "
                                     "Banished, A Bandit's Seize and Pariahs. "
                                     "With no sub-command it opens the window at the menu.")
    parser.add_argument("--data-dir", help="where profiles and saves live (default $CARD_TABLE_DATA, "
                        "else ~/.local/share/card-table)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for add in (windows.add_menu_parser, play.add_parser, saves.add_parser, records.add_parser,
                windows.add_gallery_parser, windows.add_sandbox_parser, simulate.add_parser, lint.add_parser,
                vocabulary.add_parser, replay.add_parser, export.add_parser, cards.add_parser, numbers.add_parsers,
                rank.add_parser, profiles.add_parser):
        add(sub)
    return parser


def main(argv=None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    register_lab_levels()                           # the lab's baselines are seat specs too (simulate, --seats)
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "data_dir", None):
        os.environ["CARD_TABLE_DATA"] = args.data_dir
    if not getattr(args, "command", None):         # no sub-command: the window at the menu
        args = parser.parse_args(["menu"])
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = ReaderMayGo(out), ReaderMayGo(err)
    try:
        return args.func(args) or 0
    except CardTableError as failure:
        return say(failure)
    except KeyboardInterrupt:
        return 130
    finally:
        sys.stdout, sys.stderr = out, err


def say(err: CardTableError) -> int:
    """The one place a command's failure becomes a line on stderr and an exit status (2: the command line
    itself asks for something that cannot be)."""
    print(f"error: {err}", file=sys.stderr)
    return 2 if isinstance(err, (UsageError, SeatSpecError)) else 1
