"""Games are known by their manifests: the built-in list, a game registered from outside, the declared hooks."""
import ast
import pathlib

from game import engine, games
from game.engine import effects
from game.engine.cards import parse_cards
from game.engine.events import Message
from game.engine.faces import Face
from tests.game.engine.toy_game import MANIFEST as TOY, toy_cards

ENGINE = pathlib.Path(__file__).resolve().parents[3] / "game" / "engine"


def test_each_built_in_manifest_names_its_rules_and_its_card_section():
    assert games.names() == tuple(m.name for m in games.GAMES)
    for m in games.GAMES:
        assert m.rules.name == m.name and m.schema.game == m.name
        assert games.find(m.name) is m and engine.GAMES[m.name] is m.rules


def test_a_game_registered_from_outside_is_found_and_played():
    assert games.find("toy") is TOY and "toy" in engine.registered()
    cards = toy_cards("    - {id: a, name: A, family: thing, value: 2}\n")
    state = engine.new_game("toy", ("Ann", "Bob"), 1, cards, hands=[["a"], []])
    play = [a for a in engine.legal_actions(state) if a.kind == "play"]
    engine.apply(state, play[0])
    assert state.zones["play:0"].cards == list(play[0].args)


def test_every_hook_has_a_default_a_game_without_it_gets():
    cards = toy_cards("    - {id: a, name: A, family: thing, value: 2}\n")
    state = engine.new_game("toy", ("Ann", "Bob"), 1, cards, hands=[["a"], []])
    rules = state.rules
    assert rules.describe(state, Message("hi")) is None
    assert rules.zone_label(state, "hand:1") == "Bob's hand" and rules.zone_label(state, "crypt") == "the crypt"
    assert rules.stats(state) == {} and rules.always_legal(state) == [] and rules.settings(state) == []
    face = rules.face(cards.game("toy").cards["a"])
    assert isinstance(face, Face) and (face.title, face.corner, face.back) == ("A", "2", "toy")


def test_the_engine_imports_no_game():
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            assert not any(n.startswith("game.") and not n.startswith("game.engine") and n != "game.engine"
                           for n in names), f"{path.name} imports {names}"


def test_a_card_names_a_verb_of_its_games_language_or_of_the_shared_one_but_never_anothers():
    @effects.SHARED.instruction("shared_gain", "Gain {amount} point{s}", amount=effects.Param("amount"))
    def _shared_gain(ctx, amount):
        engine.add_counter(ctx.state, "points", ctx.you, amount)

    try:
        assert effects.language_of("toy").lookup("instruction", "shared_gain").game == "*"
        assert effects.language_of("pariahs").lookup("instruction", "shared_gain").game == "*"
        assert effects.language_of("pariahs").lookup("instruction", "banish_it") is None
        cards = toy_cards("    - {id: a, name: A, family: thing, value: 2,\n"
                          "       abilities: [{trigger: when_played, do: [{shared_gain: 3}]}]}\n")
        state = engine.new_game("toy", ("Ann", "Bob"), 1, cards, hands=[["a"], []])
        engine.apply(state, next(a for a in engine.legal_actions(state) if a.kind == "play"))
        assert state.counter("points", 0) == 3
        _, problems = parse_cards("pariahs:\n  cards:\n    - {id: x, name: X, family: location,"
                                  " abilities: [{trigger: used, do: [banish_it]}]}\n", "p.yaml")
        assert any(p.code == "E303" and "unknown instruction 'banish_it' for pariahs" in p.message for p in problems)
    finally:
        del effects.SHARED.specs["instruction"]["shared_gain"]
