"""Pariahs at the table: the eight Locations in their pairs, each side's piles, the round and the Initiative.

The opponent's side runs along the top, yours above your hand; between them a
ledger strip (the round, the Initiative Deck, who holds the Tie-Breaker) and
the Locations, two pairs to a row, each printed with its Influence and effect.
Drag a card from your hand onto a lit Location to place it; a choice an effect
asks for is made on the table (click a Supplicant, a placed card; drag a card
to the Location it goes to) or with the buttons and the keyboard.
"""
from __future__ import annotations

import pygame

from game import engine
from game.engine import events as ev
from game.pariahs import board
from game.pariahs.rules import FRAME_COLORS, location_text

from scenes import cardface, theme
from scenes.table.layout import Gesture, TableLayout
from scenes.pariahs.draw import (
    draw_locations, draw_pile_label, draw_side_plaque, draw_strip, glow_rect, ring_card, tie_tag)
from scenes.table.sprites import Banner

LOCATIONS = 8
PAIR_GAP = 14
HEADER = 24               # the name ribbon over a pair of Locations
BAND_LABEL = 18
MIN_CARD = 32


def location_region(i: int) -> str:
    return board.location_zone(i)


def seat_color(seat: int) -> tuple:
    return FRAME_COLORS[seat]


class PariahsLayout(TableLayout):
    game = "pariahs"

    def __init__(self, table):
        super().__init__(table)
        self.glow: dict[int, float] = {}          # Location -> seconds its effect stays lit
        self.choice_cache = (None, None)
        self.anchors: dict = {}
        self.lifted = None                          # the card picked up for the Location under the pointer

    # -- geometry ---------------------------------------------------------------
    def resize(self, rect):
        super().resize(rect)
        r = self.rect
        gap = max(5, r.h // 110)
        self.strip_h = 34 if r.h < 700 else 38
        fixed = 2 * (BAND_LABEL + 14) + self.strip_h + 2 * (HEADER + 16) + 8 + 6 + 5 * gap
        by_height = (r.h - fixed) / (0.85 * 1.4 + 2 * 1.15 * 1.4 + 1.4 + 1.45 * 1.4)
        self.plaque_w = max(104, min(170, int(r.w * 0.15)))
        mine = (r.w - self.plaque_w - 6 * 16 - 6 * 4) / 9.4
        theirs = (r.w - self.plaque_w - 7 * 16 - 7 * 4) / 11.2
        m = max(MIN_CARD, min(by_height, mine, 96))
        self.mw = int(m)                            # your piles and Supplicants
        self.ow = int(max(MIN_CARD * 0.85, min(m * 0.85, theirs)))    # the opponent's
        self.lw = int(m * 1.15)                     # a card at a Location
        self.hw = int(m * 1.45)                     # your hand
        _, oh = cardface.card_size(self.ow)
        _, mh = cardface.card_size(self.mw)
        _, lh = cardface.card_size(self.lw)
        _, hh = cardface.card_size(self.hw)
        self.oh, self.mh, self.lh, self.hh = oh, mh, lh, hh
        y = r.y
        self.opp_band = pygame.Rect(r.x, y, r.w, BAND_LABEL + oh + 14)
        y = self.opp_band.bottom + gap
        self.strip = pygame.Rect(r.x, y, r.w, self.strip_h)
        y = self.strip.bottom + gap
        used = (self.opp_band.h + self.strip_h + 2 * (HEADER + lh + 16) + 8 + BAND_LABEL + mh + 14 + hh + 6
                + 5 * gap)
        row_h = HEADER + lh + 16 + max(0, min(36, (r.h - used) // 2))     # room to spare goes to the Locations
        self.loc_block = pygame.Rect(r.x, y, r.w, 2 * row_h + 8)
        self._lay_locations(row_h)
        y = self.loc_block.bottom + gap
        self.my_band = pygame.Rect(r.x, y, r.w, BAND_LABEL + mh + 14)
        self.hand_y = r.bottom - hh * 0.5 - 2
        self.fan_w = max(self.hw * 3, min(r.w * 0.62, self.hw * 7))
        self.boxes = {"me": self._band_boxes(self.my_band, self.mw, False),
                      "opp": self._band_boxes(self.opp_band, self.ow, True)}
        self._lay_strip()

    def _lay_locations(self, row_h):
        r = self.loc_block
        pair_w = (r.w - PAIR_GAP) // 2
        self.pairs = []
        self.plaques = {}
        self.slots = {}
        for k in range(4):
            row, col = divmod(k, 2)
            pair = pygame.Rect(r.x + col * (pair_w + PAIR_GAP), r.y + row * (row_h + 8), pair_w, row_h)
            self.pairs.append(pair)
            inner_w = (pair.w - 18) // 2
            for side in range(2):
                i = 2 * k + side
                plaque = pygame.Rect(pair.x + 6 + side * (inner_w + 6), pair.y + HEADER + 2, inner_w,
                                     pair.h - HEADER - 8)
                self.plaques[i] = plaque
                slot = pygame.Rect(0, 0, self.lw + 8, self.lh + 8)
                slot.midleft = (plaque.x + 6, plaque.centery)
                self.slots[i] = slot
        self.regions = {location_region(i): self.plaques[i] for i in range(LOCATIONS)}

    def _band_boxes(self, band, cw, with_hand) -> dict:
        """The boxes of one side's band, left to right: the plaque, (hand), deck, Supplicant Deck,
        Supplicants, Devotees, Converts, Support."""
        one = cw + 16
        kinds = [("plaque", self.plaque_w)]
        if with_hand:
            kinds.append(("hand", int(cw * 1.8) + 16))
        kinds += [("deck", one), ("supdeck", one), ("supplicants", int(cw * 3.2) + 16),
                  ("devotees", int(cw * 2.2) + 16), ("converts", one), ("support", one)]
        total = sum(w for _, w in kinds)
        spare = max(0, band.w - total) // (len(kinds) - 1) if len(kinds) > 1 else 0
        spare = min(spare, 18)
        used = total + spare * (len(kinds) - 1)
        x = band.x + max(0, (band.w - used) // 2)
        boxes = {}
        for kind, w in kinds:
            boxes[kind] = pygame.Rect(x, band.y, w, band.h)
            x += w + spare
        return boxes

    def _lay_strip(self):
        s = self.strip
        small = max(24, int(self.strip_h * 0.62 / cardface.RATIO * 1.0))
        self.init_w = small
        self.init_pos = (s.centerx, s.centery)
        fits = int((self.loc_block.h - 20) / cardface.RATIO)
        self.stage_w = max(self.lw + 10, min(fits, 190))
        sw, sh = cardface.card_size(self.stage_w)
        room = min(self.loc_block.w - 40, sw + 40 + 560)
        left = self.loc_block.centerx - room // 2
        self.stage_pos = (left + sw // 2, self.loc_block.centery)
        self.stage_bar = (min(left + sw + 40 + 270, self.loc_block.right - 270), self.loc_block.centery + 34)

    def card_width(self) -> int:
        return self.mw

    def hand_width(self) -> int:
        return self.hw

    def warm_widths(self):
        return [self.hw, self.mw, self.ow, self.lw, self.stage_w]

    def hover_width(self):
        return max(220, min(300, int(self.rect.h * 0.42)))

    def decision_anchor(self):
        """Buttons go where they hide nothing the decision is about."""
        state = self.table.match.state
        pending = state.pending
        r = self.rect
        over_hand = (r.centerx, int(self.hand_y + self.hh * 0.05))
        over_locations = (self.loc_block.centerx, self.loc_block.centery + 10)
        if pending is None:
            return over_hand
        if pending.kind == "initiative":
            return self.stage_bar
        kind, movers = self.choice(state)
        if kind == "card" and any(state.cards[a.args[0]].zone.startswith("hand:") for a in pending.options):
            return over_locations
        if kind == "location" and any(u is not None and state.cards[u].zone.startswith("hand:")
                                      for u in movers.values()):
            return (r.centerx, self.my_band.centery)
        return over_hand

    # -- the cards ----------------------------------------------------------------
    def spot(self, shown, uid, viewer, x, y, w, angle=0.0, z=0, visible=True, force_back=False):
        s = super().spot(shown, uid, viewer, x, y, w, angle, z, visible, force_back)
        card = shown.cards[uid]
        s.back = "pariahs" if card.zone == "initiative" else board.COLORS[card.owner].lower()
        return s

    def place(self, shown, viewer):
        me = viewer if viewer is not None else 0
        opp = 1 - me
        z = shown.zones
        spots = {}
        for i in range(LOCATIONS):
            slot = self.slots[i]
            for uid in z[location_region(i)].cards:
                spots[uid] = self.spot(shown, uid, viewer, slot.centerx, slot.centery, self.lw, z=500 + i)
        for seat, key, cw in ((me, "me", self.mw), (opp, "opp", self.ow)):
            spots.update(self._side(shown, viewer, seat, self.boxes[key], cw))
        spots.update(self.fan(shown, z[f"hand:{me}"].cards, viewer, self.rect.centerx, self.hand_y, self.fan_w,
                              self.hw, z0=1000))
        hand = pygame.Rect(0, 0, int(self.fan_w + self.hw), int(self.hh))
        hand.center = (self.rect.centerx, int(self.hand_y))
        self.regions[f"hand:{me}"] = hand
        self.regions.pop(f"hand:{opp}", None)
        box = self.boxes["opp"]["hand"]
        inner = box.inflate(-10, -BAND_LABEL - 6).move(0, BAND_LABEL // 2)
        spots.update(self.row(shown, z[f"hand:{opp}"].cards, viewer, inner, self.ow, z0=900))
        spots.update(self.stack(shown, z["initiative"].cards, viewer, self.init_pos, self.init_w, z0=1200))
        for uid in z["revealed"].cards:
            spots[uid] = self.spot(shown, uid, viewer, *self.stage_pos, self.stage_w, z=1500)
        return spots

    def _side(self, shown, viewer, seat, boxes, cw) -> dict:
        z = shown.zones
        spots = {}
        for kind in ("deck", "supdeck", "converts", "support"):
            box = boxes[kind]
            self.regions[f"{kind}:{seat}"] = box
            center = (box.centerx, box.y + BAND_LABEL + 4 + cardface.card_size(cw)[1] // 2)
            spots.update(self.stack(shown, z[f"{kind}:{seat}"].cards, viewer, center, cw, z0=100 + 20 * seat))
        for kind in ("supplicants", "devotees"):
            box = boxes[kind]
            self.regions[f"{kind}:{seat}"] = box
            inner = box.inflate(-12, -BAND_LABEL - 8).move(0, BAND_LABEL // 2)
            cards = list(z[f"{kind}:{seat}"].cards)
            if kind == "devotees":
                cards.sort(key=lambda u: (board.class_of(shown, u) if shown.cards[u].card_id else 0, u))
            spots.update(self.row(shown, cards, viewer, inner, cw, z0=300 + 40 * seat + (20 if kind == "devotees"
                                                                                        else 0)))
        return spots

    # -- gestures ---------------------------------------------------------------------
    def choice(self, state):
        """What the pending 'choose' asks for: ('card', {}), ('location', {option: card moving there})
        or ('other', {})."""
        key = (id(state), state.step, id(state.pending))
        if self.choice_cache[0] == key:
            return self.choice_cache[1]
        result = ("other", {})
        pending = state.pending
        if pending is not None and pending.kind == "choose" and pending.options:
            opts = pending.options
            if all(_is_card_option(state, a) for a in opts):
                result = ("card", {})
            elif all(_is_location_option(state, a) for a in opts):
                result = ("location", {a.args[0]: _mover(state, a) for a in opts})
        self.choice_cache = (key, result)
        return result

    def gesture(self, action, state, viewer):
        if action.kind == "place":
            uid, i = action.args
            return Gesture("drag", uid, location_region(i))
        if action.kind in ("initiative", "may"):
            return Gesture("button")
        if action.kind == "concede":
            return Gesture("none")
        if action.kind == "choose":
            kind, movers = self.choice(state)
            if kind == "card":
                uid = action.args[0]
                spot = self.table.spots.get(uid)
                if spot is not None and spot.visible and spot.face is not None:
                    return Gesture("click", uid)
            elif kind == "location" and movers.get(action.args[0]) is not None:
                return Gesture("drag", movers[action.args[0]], location_region(action.args[0]))
            return Gesture("button")
        return super().gesture(action, state, viewer)

    def drop_action(self, uid, target, state, viewer):
        """A drop on a Location that is not lit: the move it would be, so the rules can say why not."""
        if not target.startswith("location:"):
            return None
        i = int(target.partition(":")[2])
        seat = viewer if viewer is not None else state.rules.to_move(state)
        if state.pending is not None:
            return engine.Action("choose", seat, (i,))
        return engine.Action("place", seat, (uid, i))

    def button_label(self, action):
        if action.kind == "initiative":
            return "Shun it · go first" if action.args[0] == "shun" else "Take it · go second"
        return str(action)

    def is_cancel(self, action):
        if action.kind in ("initiative", "choose", "order"):
            return False
        return super().is_cancel(action)

    # -- events -------------------------------------------------------------------------
    def on_event(self, shown, e):
        d = shown.data
        if isinstance(e, ev.PhaseBegan) and e.phase == "round":
            d["round"] = d.get("round", 0) + 1
            d["phase"] = "initiative"
        elif isinstance(e, ev.PhaseBegan) and e.phase == "round_end":
            d["phase"] = "round_end"
        elif isinstance(e, ev.TurnBegan):
            if d.get("phase") == "initiative":          # the round's first turn
                d["first"] = e.seat
            d["turn"], d["phase"] = e.seat, "turns"
        elif isinstance(e, ev.TriggerQueued) and e.trigger == "placed":
            card = shown.cards.get(e.card)
            if card is not None and card.zone.startswith("location:"):
                self.glow[int(card.zone.partition(":")[2])] = 1.2 * max(0.4, self.table.speed)

    def event_time(self, e):
        if isinstance(e, ev.CardMoved):
            return {"round_end": 0.07, "draw": 0.16, "refill": 0.22, "support": 0.35}.get(e.reason)
        if isinstance(e, ev.PhaseBegan):
            return 0.7 if e.phase == "round" else 0.5
        if isinstance(e, ev.Message) and e.text.startswith("Influence:"):
            return 1.0
        if isinstance(e, ev.TriggerQueued) and e.trigger == "placed":
            return 0.45
        return None

    def effects(self, e, shown, viewer):
        if isinstance(e, ev.PhaseBegan) and e.phase in ("round", "round_end"):
            return [Banner(e.detail, self.loc_block, 1.3, 32)]
        if isinstance(e, ev.Message) and e.text.startswith("Influence:"):
            return [Banner(self._influence_verdict(shown, viewer), self.loc_block, 1.8, 28, theme.CREAM)]
        if isinstance(e, ev.ActionTaken) and e.action == "initiative":
            return [Banner(e.text.rstrip("."), self.loc_block, 1.3, 26, theme.HIGHLIGHT)]
        return super().effects(e, shown, viewer)

    def _influence_verdict(self, shown, viewer) -> str:
        """The round's Influence in words, while the cards still stand at the Locations."""
        names = self._names(shown, viewer)
        scores = [board.influence(shown, s) for s in range(2)]
        if scores[0] != scores[1]:
            win = 0 if scores[0] > scores[1] else 1
            return f"{names[win]} {'win' if names[win] == 'You' else 'wins'} the Influence, " \
                   f"{scores[win]} to {scores[1 - win]}"
        tb = board.tie_breaker(shown)
        holder = board.occupant(shown, tb) if tb is not None else None
        if holder is None:
            return f"Influence tied at {scores[0]}: nobody holds the Tie-Breaker"
        win = shown.cards[holder].owner
        return f"Influence tied at {scores[0]}: the Tie-Breaker gives it to {names[win]}"

    def to_move(self, shown):
        """Who acts on the position shown (while the queue plays, the turn the events have reached)."""
        if shown.over:
            return None
        if self.table.synced:
            return shown.rules.to_move(shown)
        return shown.data.get("turn") if shown.data.get("phase") == "turns" else None

    def update(self, dt):
        for i in list(self.glow):
            self.glow[i] -= dt
            if self.glow[i] <= 0:
                del self.glow[i]
        self._lift_for_location()

    def _lift_for_location(self):
        """While the pointer rests on a Location a decision offers, the card that would go there is
        picked up: the Location lights and a click sends the card there."""
        table = self.table
        mover = None
        if table.actions_ready and table.dragging is None and table.my_turn():
            kind, movers = self.choice(table.match.state)
            if kind == "location":
                for i, uid in movers.items():
                    if uid in table.drags and self.plaques[i].collidepoint(table.mouse):
                        mover = uid
        if mover is not None and table.selected is None:
            table.selected = self.lifted = mover
        elif mover is None and self.lifted is not None:
            if table.selected == self.lifted:
                table.selected = None
            self.lifted = None

    def counter_anchor(self, name, seat):
        return self.anchors.get((name, seat))

    # -- drawing --------------------------------------------------------------------------
    def static_key(self):
        return (tuple(self.rect), self.mw)

    def draw_static(self, surface):
        state = self.table.match.state
        locations = state.defs.constants["locations"]
        texts = [location_text(state, i) for i in range(LOCATIONS)]
        draw_locations(surface, self.pairs, locations, texts, self.plaques, self.slots)
        for key in ("me", "opp"):
            for kind, box in self.boxes[key].items():
                if kind != "plaque":
                    self.zone_box(surface, box, "")

    def sides(self, viewer):
        me = viewer if viewer is not None else 0
        return ((me, self.boxes["me"], self.mw), (1 - me, self.boxes["opp"], self.ow))

    def draw_under(self, surface, shown, viewer):
        to_move = self.to_move(shown)
        if shown.zones["revealed"].cards:
            theme.panel(surface, self.loc_block.inflate(6, 6), (6, 10, 9), 170, 14)
        lit = set(self.table.lit_targets())
        for i, seconds in self.glow.items():
            glow_rect(surface, self.plaques[i], theme.HIGHLIGHT, min(1.0, seconds * 2))
        ready = self.table.my_turn() and self.table.actions_ready
        kind, movers = self.choice(self.table.match.state) if ready else ("other", {})
        if kind == "location" and not lit:
            for i in movers:
                glow_rect(surface, self.plaques[i], theme.TARGET, 0.45)
        tb = board.tie_breaker(shown)
        holder = board.occupant(shown, tb) if tb is not None else None
        tb_seat = shown.cards[holder].owner if holder is not None else None
        for seat, boxes, cw in self.sides(viewer):
            self._draw_side(surface, shown, viewer, seat, boxes, cw, seat == to_move, tb_seat)
        total = board.const(shown, "rounds")
        first = shown.data.get("first") if shown.data.get("phase") in ("turns", "turn_over") else None
        draw_strip(surface, self.strip, shown.data.get("round", 0), total, self.init_w, tb_seat, first,
                   tuple(self._names(shown, viewer)))
        if tb is not None and tb_seat is not None:
            tie_tag(surface, self.plaques[tb], seat_color(tb_seat), board.COLORS[tb_seat])

    def _names(self, shown, viewer):
        humans = self.table.match.humans
        return [("You" if s == viewer and len(humans) == 1 else shown.seats[s]) for s in range(2)]

    def _draw_side(self, surface, shown, viewer, seat, boxes, cw, moving, tb_seat):
        z = shown.zones
        rows = {"hand": "Hand", "supplicants": "Supplicants", "devotees": "Devotees"}
        piles = {"deck": "Deck", "supdeck": "Supplicant Deck", "converts": "Converts", "support": "Support"}
        for kind, box in boxes.items():
            if kind in rows:
                draw_pile_label(surface, box, rows[kind], len(z[f"{kind}:{seat}"].cards), BAND_LABEL)
            elif kind in piles:
                draw_pile_label(surface, box, piles[kind], None, BAND_LABEL)
        influence = board.influence(shown, seat)
        name = self._names(shown, viewer)[seat]
        choosing = shown.pending is not None and self.table.synced
        doing = ("to choose" if choosing else "to place") if moving else ""
        self.anchors[("support", seat)] = draw_side_plaque(
            surface, boxes["plaque"], name, board.COLORS[seat], seat_color(seat), influence,
            board.support(shown, seat), doing, tb_seat == seat)

    def draw_over(self, surface, shown, viewer):
        z = shown.zones
        for seat, boxes, cw in self.sides(viewer):
            _, ch = cardface.card_size(cw)
            counts = {"deck": len(z[f"deck:{seat}"].cards), "supdeck": len(z[f"supdeck:{seat}"].cards),
                      "converts": f"{len(z[f'converts:{seat}'].cards)}/{board.const(shown, 'converts_needed')}",
                      "support": board.support(shown, seat)}
            for kind, n in counts.items():
                box = boxes[kind]
                self.badge(surface, (box.centerx, box.y + BAND_LABEL + 4 + ch), str(n),
                           theme.GOLD if kind != "support" else seat_color(seat))
        for i in range(LOCATIONS):
            uid = board.occupant(shown, i)
            if uid is None or shown.cards[uid].card_id is None:
                continue
            slot = self.slots[i]
            total = shown.defs.constants["locations"][i]["influence"] + board.influence_of(shown, uid)
            owner = shown.cards[uid].owner
            self.badge(surface, (slot.centerx, slot.bottom - 2), f"+{total}", seat_color(owner))
        if self.table.my_turn() and self.table.actions_ready:
            kind, movers = self.choice(self.table.match.state)
            rings = [(uid, theme.TARGET) for uid in self.table.clicks]
            rings += [(uid, theme.HIGHLIGHT) for uid in set(movers.values())
                      if uid is not None and uid != self.table.selected]
            for uid, color in rings:
                sprite = self.table.sprites.get(uid)
                if sprite is not None and sprite.spot.visible and not sprite.dragging:
                    ring_card(surface, sprite.rect(), color)
        if z["initiative"].cards:
            self.badge(surface, (self.init_pos[0] + self.init_w * 0.9, self.init_pos[1] + 8),
                       str(len(z["initiative"].cards)))

    def status(self, shown, viewer):
        if shown.over:
            return "The game is over."
        seat = shown.rules.to_move(shown)
        if seat is None:
            return ""
        names = self._names(shown, viewer)
        who = names[seat]
        rnd = f"Round {shown.data.get('round', 0)} · "
        if shown.pending is not None:
            return f"{rnd}{who}: {shown.pending.prompt}"
        if seat == viewer:
            return f"{rnd}{who} to place: drag a card from your hand onto a lit Location."
        return f"{rnd}{who} ({board.COLORS[seat]}) to place."


def _is_card_option(state, action) -> bool:
    arg = action.args[0] if action.args else None
    return (isinstance(arg, int) and not isinstance(arg, bool) and arg in state.cards
            and action.label == board.card_name(state, arg))


def _is_location_option(state, action) -> bool:
    arg = action.args[0] if action.args else None
    return (isinstance(arg, int) and not isinstance(arg, bool) and 0 <= arg < LOCATIONS
            and action.label == board.location_label(state, arg))


def _mover(state, action):
    """The card that goes to the chosen Location if this answer is given (a dry run)."""
    trial = state.clone()
    try:
        events = engine.apply(trial, action)
    except engine.IllegalAction:
        return None
    dst = location_region(action.args[0])
    return next((e.card for e in events if isinstance(e, ev.CardMoved) and e.dst == dst), None)


LAYOUT = PariahsLayout


def finish(table):
    """Where each side's Support came from, for the result screen."""
    state = table.match.state
    ledger = state.data.get("ledger", {})
    words = {"influence": "Influence", "classes": "all four Classes", "converts": "Converts", "devotees": "Devotees",
             "deck": "the deck", "setup": "the set-up"}
    lines = []
    for seat in range(2):
        parts = [f"{ledger[w][seat]} from {words[w]}" for w in words if w in ledger and ledger[w][seat]]
        total = board.support(state, seat)
        lines.append(f"{state.seats[seat]} ({board.COLORS[seat]}): {total} Support"
                     + (f" — {', '.join(parts)}." if parts else "."))
    table.finish_lines = lines
