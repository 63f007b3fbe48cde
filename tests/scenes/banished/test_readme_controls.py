"""The README's Banished controls are the moves the table makes: each gesture it names, dropped as it says."""
import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine.cards import default_cards
from scenes import games
from scenes.table.driver import Driver
from scenes.table.match import Match
from scenes.table.scene import TableScene

README = os.path.join(os.path.dirname(__file__), "..", "..", "..", "README.md")
# (the README's words, where the card comes from, where it is dropped, the move made)
GESTURES = [("drag a card from the Spread onto your discard to Conjure it", "spread", "discard:0", "conjure"),
            ("(onto your hand for double", "spread", "hand:0", "conjure"),
            ("drag a card from your hand onto the Obol coin to Dispel it", "hand:0", "obol:0", "dispel"),
            ("onto your Banished pile to Banish it", "hand:0", "banished:0", "banish"),
            ("or Bond slot to play it face down", "hand:0", "bonds:0", "play_bond")]


def banished_words() -> str:
    with open(README, encoding="utf-8") as fh:
        text = " ".join(fh.read().split())
    return re.search(r"\*\*Banished\*\* — two to four seats\.(.*?)Combat reveals", text).group(1)


def test_each_banished_gesture_the_readme_names_makes_its_move(app):
    words = banished_words().lower()
    match = Match("banished", ["You", "Bot"], ["human", "human"], 7, app.cards or default_cards())
    table = TableScene(app, match, games.layout_for("banished"))
    app.push(table)
    Driver(app).frames(2)
    state = match.state
    while any(a.kind == "choose_grim" for a in match.legal()):
        match.apply(next(a for a in match.legal() if a.kind == "choose_grim"))
    for phrase, source, target, kind in GESTURES:
        assert phrase.lower() in words, phrase
        uid = state.zones[source].cards[0]
        action = table.layout.drop_action(uid, target, state, 0)
        assert action is not None and action.kind == kind, (phrase, action)
    spread = state.zones["spread"].cards[0]
    for target in ("obol:0", "banished:0"):                 # what the README once said: it springs back
        assert table.layout.drop_action(spread, target, state, 0) is None
