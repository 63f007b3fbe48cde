"""The engine: knows no game.  State, zones, the chain, decisions, apply and view; the card
vocabulary, the card file's load and lint, typed events, replays and atomic storage."""
from game.engine.core import (
    GAMES, PRIVATE, PUBLIC, SECRET, Action, Card, ChainItem, Decision, GameError, IllegalAction, Rules, Setting,
    State, Zone, ability_of, add_counter, apply, check, deref, end_game, fire, hidden_from, insert_extra_turn,
    legal_actions, move, new_game, push_effect, ref, register, replace, reveal, set_counter, set_face, set_owner,
    set_prop, settle, show, shuffle, swap_cards, view, visible_seats, winner_names)
from game.engine.effects import NULL

__all__ = [
    "GAMES", "PRIVATE", "PUBLIC", "SECRET", "Action", "Card", "ChainItem", "Decision", "GameError", "IllegalAction",
    "Rules", "Setting", "State", "Zone", "ability_of", "add_counter", "apply", "check", "deref", "end_game", "fire",
    "hidden_from", "insert_extra_turn", "legal_actions", "move", "new_game", "push_effect", "ref", "register",
    "replace", "reveal", "set_counter", "set_face", "set_owner", "set_prop", "settle", "show", "shuffle",
    "swap_cards", "view", "visible_seats", "winner_names", "NULL"]
