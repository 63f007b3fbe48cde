"""How the Pariahs table is drawn: the Locations as printed, each side's plaque and piles with their
counts, the ledger strip, the lit Locations and the cards a decision is about."""
from __future__ import annotations

from game.pariahs import board, progress
from game.pariahs.rules import location_text

from scenes import cardface, theme
from scenes.pariahs.draw import (
    draw_locations, draw_pile_label, draw_side_plaque, draw_strip, glow_rect, ring_card, tie_tag)
from scenes.pariahs.art import color_sign
from scenes.pariahs.geometry import BAND_LABEL, LOCATIONS, seat_color
from scenes.table.layout import asked_line


class PariahsPainting:
    """The drawing half of ``PariahsLayout``."""

    def static_key(self):
        return (tuple(self.rect), self.mw)

    def draw_static(self, surface):
        state = self.view.truth
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
        lit = set(self.view.lit_targets())
        for i, seconds in self.glow.items():
            glow_rect(surface, self.plaques[i], theme.HIGHLIGHT, min(1.0, seconds * 2))
        ready = self.view.my_turn() and self.view.actions_ready
        kind, movers = self.choice(self.view.truth) if ready else ("other", {})
        if kind == "location" and not lit:
            for i in movers:
                glow_rect(surface, self.plaques[i], theme.TARGET, 0.45)
        tb = board.tie_breaker(shown)
        holder = board.occupant(shown, tb) if tb is not None else None
        tb_seat = shown.cards[holder].owner if holder is not None else None
        for seat, boxes, cw in self.sides(viewer):
            self._draw_side(surface, shown, viewer, seat, boxes, cw, seat == to_move, tb_seat)
        total = board.const(shown, "rounds")
        first = progress.first(shown)
        draw_strip(surface, self.strip, progress.round_number(shown), total, self.init_w, tb_seat, first,
                   tuple(self._names(shown, viewer)))
        if tb is not None and tb_seat is not None:
            tie_tag(surface, self.plaques[tb], seat_color(tb_seat), board.COLORS[tb_seat])

    def _names(self, shown, viewer):
        return [self.seat_name(shown, s) for s in range(2)]

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
        choosing = shown.pending is not None and self.view.synced
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
            self.badge(surface, (slot.centerx, slot.bottom - 2), f"{color_sign(owner)} +{total}", seat_color(owner))
        if self.view.my_turn() and self.view.actions_ready:
            kind, movers = self.choice(self.view.truth)
            rings = [(uid, theme.TARGET) for uid in self.view.clicks]
            rings += [(uid, theme.HIGHLIGHT) for uid in set(movers.values())
                      if uid is not None and uid != self.view.selected]
            for uid, color in rings:
                sprite = self.view.sprites.get(uid)
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
        rnd = f"Round {progress.round_number(shown)} · "
        if shown.pending is not None:
            return rnd + asked_line(self.view, shown, who)
        if seat == viewer:
            return f"{rnd}{who} to place: drag a card from your hand onto a lit Location."
        return f"{rnd}{who} ({board.COLORS[seat]}) to place."
