"""Banished at the table, for two to four seats: the layout, the gestures and how Combat is told.

Drag a Spread card onto your discard to Conjure it (onto your hand for
double; a Curse onto an opponent's discard), a card from hand onto your Obol
to Dispel it, onto your Banished pile to Banish it, onto your Grim or Bond
slots to play it, and a Wand or Curse onto the altar to play it.  At set-up a
click on a 4-Value Grim takes it.  Questions asked in the middle of an effect
are buttons (and a click on the card they name).  Combat brings every card in
play to the arena in the centre, each seat's cards on its own side and numbered
in the order the seats reveal, and tells each ability, each seat's Power and
the damage in the order the engine resolved them.

Where things lie: ``geometry``; how they are drawn: ``paint``, with ``plates``, ``offer`` and ``arena``; how events are
told: ``telling``.
"""
from __future__ import annotations

import pygame

from game import engine
from game.banished import progress

from scenes.banished.geometry import LABEL, Board, build, card_rect, outline
from scenes.banished.paint import BanishedPainting
from scenes.banished.telling import BanishedTelling
from scenes.table.layout import Gesture, TableLayout, asked_line
from scenes.table.visibility import face_shown, knows
from scenes.table.sprites import Spot

DROP_ON = {"dispel": "obol"}          # dropped elsewhere than the zone the card goes to
TARGET_ACTION = {"obol": "dispel", "banished": "banish", "grim": "play_grim", "bonds": "play_bond",
                 "discard": "dispel"}


class BanishedLayout(BanishedTelling, BanishedPainting, TableLayout):
    game = "banished"

    def __init__(self, view):
        super().__init__(view)
        self.board: Board | None = None
        self.me = 0
        self.phase = "turn"
        self.cells = {}
        self.veiled: list[int] = []        # the viewer's own face-down cards in play (drawn with a veil)
        self.anchors: dict = {}
        self._told: list = []                  # abilities whose caption is already showing

    # -- geometry ---------------------------------------------------------------
    def resize(self, rect):
        super().resize(rect)
        self.board = None
        self._build(self.view.viewer)

    def _build(self, viewer):
        me = viewer if viewer is not None else 0
        if self.board is not None and me == self.me:
            return
        self.me = me
        players = self.view.truth.players
        self.board = build(self.rect, players, me)
        b = self.board
        regions = {}
        for seat, st in b.stations.items():
            for kind, card in st.piles.items():
                regions[f"{kind}:{seat}"] = outline(card)
            regions[f"grim:{seat}"] = outline(st.slots[0])
            regions[f"bonds:{seat}"] = outline(st.slots[1]).union(outline(st.slots[2]))
            regions[f"hand:{seat}"] = pygame.Rect(st.hand)
        mine = b.stations[me]
        regions[f"obol:{me}"] = mine.obol.inflate(10, 6)
        regions[f"life:{me}"] = mine.life.inflate(10, 6)
        regions["crypt"] = outline(b.crypt)
        regions["spread"] = outline(b.spread[0]).union(outline(b.spread[-1]))
        regions["table"] = pygame.Rect(b.altar)
        self.regions = regions

    def card_width(self) -> int:
        return self.board.unit if self.board else super().card_width()

    def hand_width(self) -> int:
        return self.board.stations[self.me].hand_w if self.board else super().hand_width()

    def warm_widths(self):
        b = self.board
        if b is None:
            return super().warm_widths()
        mine = b.stations[self.me]
        others = {st.slot_w for s, st in b.stations.items() if s != self.me}
        arena = {cell.card_w for cell in b.cells({s: st.side for s, st in b.stations.items()}).values()}
        return [mine.hand_w, b.spread_w, mine.slot_w] + sorted(others | arena | {b.mini_w, b.crypt_w})

    def decision_anchor(self):
        if self.board is None:
            return None
        asking = self.view.pending is not None or self.view.watch
        return self.board.decision if asking else self.board.end_turn

    def static_key(self):
        return (super().static_key(), self.phase)

    # -- placing cards ------------------------------------------------------------
    def place(self, shown, viewer):
        self._build(viewer)
        self.phase = shown_phase(shown)
        b, z, me = self.board, shown.zones, self.me
        spots = {}
        self.veiled = []
        combat = self.phase == "combat"
        self.cells = b.cells({seat: st.side for seat, st in b.stations.items()}) if combat else {}
        for seat, st in b.stations.items():
            hand = z[f"hand:{seat}"].cards
            if seat == me:
                spots.update(self.fan(shown, hand, viewer, st.hand.centerx, st.hand.centery,
                                      st.hand.w - st.hand_w // 2, st.hand_w, z0=1000))
            else:
                spots.update(self._backs(shown, hand, viewer, st))
            for kind in ("deck", "discard", "banished"):
                spots.update(self.stack(shown, z[f"{kind}:{seat}"].cards, viewer, st.piles[kind].center,
                                        st.pile_w, z0=100 + 40 * seat + (20 if kind == "banished" else 0),
                                        force_back=kind == "deck"))
            cell = self.cells.get(seat)
            places, width = (cell.cards, cell.card_w) if cell else (st.slots, st.slot_w)
            for i, uid in enumerate(z[f"grim:{seat}"].cards):
                x, y = places[0].center
                spots[uid] = self._in_play(shown, uid, viewer, (x + 6 * i, y), width, 600 + 10 * seat + i)
            for i, uid in enumerate(z[f"bonds:{seat}"].cards):
                x, y = places[min(1 + i, 2)].center
                spots[uid] = self._in_play(shown, uid, viewer, (x + 6 * max(0, i - 1), y), width,
                                           603 + 10 * seat + i)
        crypt = self.stack(shown, z["crypt"].cards, viewer, (b.mini_crypt if combat else b.crypt).center,
                           b.mini_w if combat else b.crypt_w, z0=400, force_back=True)
        if self.phase == "choose":
            for spot in crypt.values():
                spot.visible = False
        spots.update(crypt)
        row = b.mini if combat else b.spread
        width = b.mini_w if combat else b.spread_w
        for i, uid in enumerate(z["spread"].cards):
            place = row[min(i, len(row) - 1)]
            spots[uid] = self.spot(shown, uid, viewer, place.centerx, place.centery, width, z=450 + i)
        altar = card_rect((b.altar.centerx, b.altar.centery + LABEL // 2), b.crypt_w)
        for i, uid in enumerate(z["table"].cards):
            spots[uid] = self.spot(shown, uid, viewer, altar.centerx + 8 * i, altar.centery, b.crypt_w, z=800 + i)
        spots.update(self._offer(shown, z["choices"].cards, viewer))
        return spots

    def reveal_order(self, shown) -> list[int]:
        favor = progress.favor(shown) or 0
        return [(favor + i) % shown.players for i in range(shown.players)]

    def _in_play(self, shown, uid, viewer, center, width, z):
        """A card in play; its owner sees it even face down (under a veil that says so)."""
        card = shown.cards[uid]
        own = viewer is not None and card.owner == viewer and knows(shown, uid, viewer)
        up = face_shown(shown, uid, viewer) or own
        if own and not card.face_up:
            self.veiled.append(uid)
        return Spot(center[0], center[1], width, 0.0, z, True, self.face(shown, uid) if up else None,
                    self.back(shown))

    def _backs(self, shown, uids, viewer, st):
        """Another seat's hand: small backs side by side on its plate."""
        out = {}
        n = len(uids)
        if not n:
            return out
        w = st.hand_w
        room = st.hand.w - 52
        step = min(w * 0.62, (room - w) / max(1, n - 1)) if n > 1 else 0
        x0 = st.hand.x + 52 + w / 2
        for i, uid in enumerate(uids):
            out[uid] = self.spot(shown, uid, viewer, x0 + i * step, st.hand.centery, w, 0.0, 900 + i)
        return out

    def _offer(self, shown, uids, viewer):
        """The 4-Value Grim on offer at set-up, in two rows across the stage."""
        out = {}
        n = len(uids)
        if not n:
            return out
        stage = self.board.stage
        gap = 14
        head = self.stage_head(shown, viewer)
        room = stage.h - head - 10

        def width(rows):
            cols = -(-n // rows)
            return int(min((stage.w - (cols + 1) * gap) / cols, (room - (rows - 1) * gap) / rows / 1.4, 170))
        rows = max((1, 2, 3), key=width)
        cols = -(-n // rows)
        w = width(rows)
        _, h = card_rect((0, 0), w).size
        top = stage.y + head + (room - rows * h - (rows - 1) * gap) / 2
        for i, uid in enumerate(uids):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            x0 = stage.centerx - (in_row * w + (in_row - 1) * gap) / 2 + w / 2
            out[uid] = self.spot(shown, uid, viewer, x0 + c * (w + gap), top + h / 2 + r * (h + gap), w, 0.0,
                                 1500 + i)
        return out

    # -- gestures -------------------------------------------------------------------
    def gesture(self, action, state, viewer):
        """A move that moves a card is a drag of it to where it goes (a Dispel: onto the Obol it earns)."""
        kind, seat = action.kind, action.seat
        if action.card is not None and action.to is not None:
            return Gesture("drag", action.card, f"{DROP_ON[kind]}:{seat}" if kind in DROP_ON else action.to,
                           also_click=kind == "choose_grim")            # a click takes a Grim, as a drag does
        if kind == "choose" and not self._is_seat_choice(action, state):
            uid = action.args[0]
            if uid in state.cards and uid in self.view.sprites:
                return Gesture("click", uid)
        if kind == "order" and action.args[0] in self.view.sprites:
            return Gesture("click", action.args[0])
        return Gesture("button")

    @staticmethod
    def _is_seat_choice(action, state) -> bool:
        """An answer that names a seat: a whole number below the seat count that is not about a card."""
        option = action.args[0] if action.args else None
        return (action.card is None and isinstance(option, int) and not isinstance(option, bool)
                and 0 <= option < state.players)

    def drop_action(self, uid, target, state, viewer):
        seat = viewer if viewer is not None else state.rules.to_move(state)
        zone = state.cards[uid].zone
        kind, _, owner = target.partition(":")
        if zone == "choices":
            return engine.Action("choose_grim", seat, (uid,)) if target == f"deck:{seat}" else None
        if zone == "spread":
            if kind == "discard" and owner.isdigit():
                return engine.Action("conjure", seat, (uid, "discard", int(owner)))
            if target == f"hand:{seat}":
                return engine.Action("conjure", seat, (uid, "hand", seat))
            self.view.say("Conjure by dropping a Spread card on your discard, or on your hand for double.")
            return None
        if zone != f"hand:{seat}":
            return None
        if target == "table":
            return engine.Action("use", seat, (uid,))
        if kind in TARGET_ACTION and owner == str(seat):
            return engine.Action(TARGET_ACTION[kind], seat, (uid,))
        if owner.isdigit() and owner != str(seat):
            self.view.say("That is another seat's: your cards go to your own places.")
        return None

    def button_label(self, action) -> str:
        label = str(action)
        if action.kind == "choose" and len(label) > 34:
            return label[:32] + "…"
        return label

    def is_cancel(self, action) -> bool:
        if action.kind == "end_turn":
            return False
        return super().is_cancel(action)

    # -- the status line --------------------------------------------------------------------
    def playing_status(self, shown, viewer, seat, turn_began=False):
        return self.status(shown, viewer, settled=False)

    def status(self, shown, viewer, settled=True):
        """Whose move it is and what they may do; while events play (not ``settled``) the question
        of the move before is no longer asked, and the turn is the one the events have reached."""
        if shown.over:
            return "The game is over."
        phase = shown_phase(shown)
        alone = len(self.view.humans) == 1
        if settled:
            seat = shown.rules.to_move(shown)
            if seat is not None and shown.pending is not None:
                who = self.seat_name(shown, seat)
                return asked_line(self.view, shown, who)
        else:
            seat = progress.turn_seat(shown)
        if phase == "turn" and progress.phase(shown) == "choose":
            return "Every Grim is chosen: dealing the Spread."
        if phase == "choose":
            choosers = progress.choosers(shown)
            seat = choosers[0] if seat is None and choosers else seat        # the seat the offer names
            if seat is not None and seat == viewer:
                return "Choose your 4-Value Grim: click it."
            return f"{shown.seats[seat]} chooses a 4-Value Grim." if seat is not None else "Choosing the 4-Value Grim."
        if phase == "combat":
            step = self.told_step
            return f"Combat, Round {progress.round_number(shown)}" + (f": {step[:1].upper()}{step[1:]}" if step else "")
        if seat is None:
            return ""
        if seat == viewer and settled:
            who = "Your" if alone else shown.seats[seat] + ", your"
            if _curse_waits(shown, seat):
                return f"{who} turn: the Curse in your hand must be played (drop it on the altar) before it ends."
            return f"{who} turn: drag from the Spread to Conjure, play a Grim and Bond Cards, then End turn."
        return f"{shown.seats[seat]}'s turn (Round {progress.round_number(shown)})."


def shown_phase(shown) -> str:
    """The phase the table shows: the game's, but "turn" once every Grim is taken (the offer goes before the
    deal, which plays while the game's phase still says "choose")."""
    phase = progress.phase(shown) or "turn"
    return "turn" if phase == "choose" and not shown.zones["choices"].cards else phase


def _curse_waits(shown, seat) -> bool:
    """A Curse in hand not yet played this turn: the turn cannot end."""
    used = progress.used(shown)
    return any(shown.cards[u].card_id is not None and shown.defs.cards[shown.cards[u].card_id].family == "curse"
               and u not in used for u in shown.zones[f"hand:{seat}"].cards)


LAYOUT = BanishedLayout
