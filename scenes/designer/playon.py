"""Playing on from a sandbox position: a match that starts at an edited state, and the game's own table
for it, which goes back to the sandbox when left."""
from __future__ import annotations

from game import engine
from game.ai import make_player, player_seed
from game.lab.positions import position_of

from scenes.table.match import Match
from scenes.table.scene import TableScene




class SandboxMatch(Match):
    """A match that starts from a position laid out in the sandbox rather than from a deal."""

    def __init__(self, state: engine.State, specs, cards):
        self.game = state.game
        self.specs = list(specs)
        self.seed = state.seed
        self.options = {}
        self.cards = cards
        self.state = state.clone()
        self.state.log = []
        self.state._legal_cache = None
        try:
            self.setup, notes = position_of(state)
            if notes:
                self.setup = None
        except engine.GameError:
            self.setup = None
        self.players = [make_player(spec, player_seed(self.seed, i)) for i, spec in enumerate(self.specs)]
        self.actions = []


class SandboxTable(TableScene):
    """The game's own table, playing on from the sandbox; leaving it goes back to the sandbox."""
    process_search = False     # the search process rebuilds games from deals; this one began in the sandbox

    def __init__(self, app, match, layout_cls, sandbox):
        self.sandbox = sandbox
        super().__init__(app, match, layout_cls, rematch=lambda: sandbox.table())

    def _save_replay(self):
        return None

    def _leave(self):
        if self.sandbox in self.app.stack:
            while self.app.top is not self.sandbox:
                self.app.pop()
        else:
            self.app.reset(self.sandbox)
