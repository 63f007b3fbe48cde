"""``replay``: a saved game replayed headless, as its events in words, the replay in words, or JSON."""
from __future__ import annotations

import json
import sys

from cli.common import load_cards
from game.engine.cards import DEFAULT_PATH
from game.engine.errors import CardTableError


def add_parser(sub) -> None:
    p = sub.add_parser("replay", help="replay a saved game headless: its events as text, or --json")
    p.add_argument("file")
    p.add_argument("--json", action="store_true",
                   help="print the position reached as JSON: every card, zone, counter and the table's state")
    p.add_argument("--seat", type=int, help="with --json: what this seat sees (hidden cards as backs)")
    p.add_argument("--readable", action="store_true",
                   help="print the replay in words: cards by name (wisdom/arcane, hollow_spirit#2), not uids")
    p.add_argument("--step", type=int, help="stop after this many actions (default: all)")
    p.add_argument("--cards", default=DEFAULT_PATH)
    p.set_defaults(func=run)


def run(args) -> int:
    from game import engine
    from game.engine.describe import describe_event
    from game.engine.replay import ReplayMismatch, extras_key, load
    from game.engine.state_json import state_json
    cards = load_cards(args.cards)
    replay = load(args.file, cards)
    if replay.game not in cards.games:
        raise CardTableError(f"{args.cards} has no cards for {replay.game}", file=args.cards)
    digest = cards.game(replay.game).digest
    if replay.cards_digest and replay.cards_digest != digest:
        print(f"note: {args.file} was recorded with other {replay.game} cards "
              f"({replay.cards_digest}, now {digest}); replaying anyway", file=sys.stderr)
    try:
        state = replay.new_state(cards)
    except (engine.GameError, KeyError, ValueError, TypeError) as err:
        raise CardTableError(f"{args.file}: its set-up cannot start a game: {err}", file=args.file) from None
    if args.readable:
        from game.engine.readable import written_replay
        try:
            print(written_replay(replay, cards), end="")
        except engine.IllegalAction as err:
            raise CardTableError(f"{args.file}: {err}", file=args.file, reason=str(err)) from None
        return 0
    if args.seat is not None and not 0 <= args.seat < len(state.seats):
        raise CardTableError(f"--seat {args.seat}: the game has seats 0 to {len(state.seats) - 1}")
    if args.step is not None and not 0 <= args.step <= len(replay.actions):
        raise CardTableError(f"--step {args.step}: the replay has steps 0 to {len(replay.actions)}")
    try:
        for step, action in replay.steps_on(state, args.step):
            if not args.json:
                print(f"{step:4}. {state.seats[action.seat]}: {action}")
                for e in state.log:
                    text = describe_event(state, e)
                    if text:
                        print(f"        {text}")
    except ReplayMismatch as err:
        if err.place:
            raise
        raise CardTableError(f"{args.file}: {err}", file=args.file, step=err.step, reason=err.reason) from None
    if args.json:
        data = state_json(state, args.seat)
        if replay.seat_extras:
            data[extras_key(replay.game)] = replay.extras_after(state, cards)
        print(json.dumps(data, indent=1, ensure_ascii=False))
    return 0
