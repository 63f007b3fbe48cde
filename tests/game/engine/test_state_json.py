"""`replay --json`: the whole public state of a position, per seat, at any step."""
import json
import subprocess
import sys

import pytest

from game import engine
from game.engine.replay import Replay, save
from game.engine.state_json import state_json
from tests.pinned import pinned_cards


def played(game, seats, seed):
    """A whole game between random seats, with its actions."""
    from game.ai import make_player
    cards = pinned_cards()
    players = [make_player("ai:random", seed + i) for i in range(seats)]
    state = engine.new_game(game, [f"P{i}" for i in range(seats)], seed, cards)
    actions = []
    while not state.over:
        seat = state.rules.to_move(state)
        action = players[seat].choose(engine.view(state, seat))
        engine.apply(state, action)
        actions.append(action)
    return state, actions


def test_shared_locations_are_shared_zones_not_a_seats_own():
    state, _ = played("pariahs", 2, 3)
    data = state_json(state)
    assert "location:0" in data["zones"] and "location:1" in data["zones"]
    assert all("location" not in p["zones"] for p in data["players"])
    on_stage = data["zones"]["location:0"]["cards"]
    by_uid = {c["uid"]: c for c in data["cards"]}
    assert all(by_uid[u]["zone"] == "location:0" for u in on_stage)


def test_every_card_is_listed_once_with_its_zone_owner_and_fields():
    state, _ = played("seize", 2, 5)
    data = state_json(state)
    assert sorted(c["uid"] for c in data["cards"]) == sorted(state.cards)
    for c in data["cards"]:
        card = state.cards[c["uid"]]
        assert (c["id"], c["owner"], c["zone"]) == (card.card_id, card.owner, card.zone)
        for prop, value in card.props.items():
            if prop != "seen_by":
                assert c[prop] == json.loads(json.dumps(value))
    assert data["status"] == "over" and data["winners"] == list(state.winners)
    assert data["end_reason"]


def test_a_seats_view_shows_its_own_hand_and_the_others_as_backs():
    state = engine.new_game("seize", ["Ann", "Bob"], 9, pinned_cards())
    data = state_json(state, seat=0)
    mine = data["players"][0]["zones"]["hand"]["ids"]
    theirs = data["players"][1]["zones"]["hand"]["ids"]
    assert mine and all(mine) and theirs and not any(theirs)
    assert data["viewer"] == 0 and data["legal"] == []


@pytest.mark.slow
def test_the_command_stops_at_a_step_and_shows_a_seats_view(tmp_path):
    state, actions = played("banished", 3, 4)
    path = tmp_path / "game.yaml"
    save(str(path), Replay.of(state, actions, ["ai:random"] * 3))
    out = subprocess.run([sys.executable, "main.py", "replay", str(path), "--json", "--step", "5", "--seat", "1"],
                         capture_output=True, text=True, check=True).stdout
    data = json.loads(out)
    assert data["step"] == 5 and data["viewer"] == 1 and data["status"] == "running"
    text = subprocess.run([sys.executable, "main.py", "replay", str(path), "--step", "3"],
                          capture_output=True, text=True, check=True).stdout
    assert "   4." not in text and "   3." in text
    assert "(" not in text.splitlines()[0], "an action is told by its label, not its uids"
    bad = subprocess.run([sys.executable, "main.py", "replay", str(path), "--json", "--seat", "7"],
                         capture_output=True, text=True)
    assert bad.returncode == 1 and "seats 0 to 2" in bad.stderr
