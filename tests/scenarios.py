"""Test positions written as scenarios in words (docs/REPLAYS.md): a YAML file under a test folder's
``scenarios/``, read with every field checked, its written actions played."""
from __future__ import annotations

import pathlib

from game.engine.replay import loads
from tests.pinned import pinned_cards


def scenario(folder, name: str, cards=None):
    """The state the scenario ``folder/scenarios/NAME.yaml`` reaches after its actions."""
    cards = pinned_cards() if cards is None else cards
    path = pathlib.Path(folder) / "scenarios" / f"{name}.yaml"
    replay = loads(path.read_text(encoding="utf-8"), str(path), cards)
    state = replay.new_state(cards)
    for _ in replay.steps_on(state):
        pass
    return state
