"""``menu``, ``gallery`` and ``sandbox``: the window at the main menu or at a designer's tool."""
from __future__ import annotations

import os
import sys

from cli.common import GAMES
from cli.window import add_window_args, open_window


def add_menu_parser(sub) -> None:
    p = sub.add_parser("menu", help="open the window at the main menu (what `make play` runs)")
    add_window_args(p)
    p.set_defaults(func=menu)


def add_gallery_parser(sub) -> None:
    p = sub.add_parser("gallery", help="open the window at a game's card gallery (designers)")
    p.add_argument("game", nargs="?", choices=GAMES)
    add_window_args(p)
    p.set_defaults(func=gallery)


def add_sandbox_parser(sub) -> None:
    p = sub.add_parser("sandbox", help="open the sandbox table: set up any position and play on (designers)")
    p.add_argument("game", nargs="?", choices=GAMES)
    p.add_argument("--position", help="start from this position or replay file")
    add_window_args(p)
    p.set_defaults(func=sandbox)


def menu(args) -> int:
    def factory(app):
        from scenes.menu import MenuScene
        return MenuScene(app)
    return open_window(factory, args)


def gallery(args) -> int:
    def factory(app):
        from scenes.designer.gallery import GalleryScene
        return GalleryScene(app, args.game)
    return open_window(factory, args)


def sandbox(args) -> int:
    if args.position and not os.path.exists(args.position):
        print(f"error: {args.position}: no such position or replay file", file=sys.stderr)
        return 1

    def factory(app):
        from scenes.designer.sandbox import SandboxScene
        scene = SandboxScene(app, args.game)
        if args.position:
            scene.open_file(args.position)
        return scene
    return open_window(factory, args)
