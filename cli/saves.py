"""``saves``: the games in progress, saved after every move."""
from __future__ import annotations


def add_parser(sub) -> None:
    p = sub.add_parser("saves", help="list the games in progress, saved after every move (play --resume ID)")
    p.set_defaults(func=run)


def run(args) -> int:
    from game.engine.storage import data_dir
    from scenes.table.autosave import saved_games, saves_dir
    games_saved = saved_games(data_dir())
    if not games_saved:
        print(f"no game is saved in {saves_dir(data_dir())}")
        return 0
    for g in games_saved:
        print(f"{g.id}  {g.game}  {', '.join(g.seats)}  step {g.step}  {g.when}")
    print("continue one: main.py play --resume ID")
    return 0
