"""The engine: knows no game.  State, zones, the chain, decisions, apply and view; the card
vocabulary, the card file's load and lint, typed events, replays and atomic storage.

A game becomes known by ``register_game(manifest)`` (``game/games.py`` does it for
the built-in games); everything the engine asks of it is on its ``Rules`` class.
"""
from game.engine.chain import ability_of, check, fire, push_effect, replace, settle
from game.engine.effects import NULL, deref, ref
from game.engine.manifest import GameManifest
from game.engine.play import apply, legal_actions, new_game, swap_cards, tell_changes, winner_names
from game.engine.views import view
from game.engine.primitives import (
    add_counter, end_game, happen, hidden_from, insert_extra_turn, move, reveal, set_counter, set_face, set_owner,
    set_prop, show, shuffle, visible_seats)
from game.engine.registry import GAMES, manifest_of, register_game, registered
from game.engine.rules import Rules, Setting
from game.engine.visibility import PRIVATE, PUBLIC, SECRET
from game.engine.action import Action
from game.engine.pieces import Card, ChainItem, Decision, Zone
from game.engine.state import GameError, IllegalAction, SharedData, State, new_seed

__all__ = [
    "new_seed",
    "GAMES", "PRIVATE", "PUBLIC", "SECRET", "Action", "Card", "ChainItem", "Decision", "GameError", "GameManifest",
    "IllegalAction", "Rules", "Setting", "SharedData", "State", "Zone", "ability_of", "add_counter", "apply", "check",
    "deref", "end_game", "happen", "fire", "hidden_from", "insert_extra_turn", "legal_actions", "manifest_of", "move",
    "new_game", "push_effect", "ref", "register_game", "registered", "replace", "reveal", "set_counter",
    "set_face", "set_owner", "set_prop", "settle", "show", "shuffle", "swap_cards", "tell_changes", "view",
    "visible_seats",
    "winner_names",
    "NULL"]
