"""A Bandit's Seize at the table: where each card lies, what the moves look like, and the catalog's hooks.

The trick sits in the middle with the Seize spot beside it (drop a weaker card
there to seize: it turns 90 degrees); the wheel on the right shows the Trump
and the Tonic; the table deck and the pot on the left; each well beside its
player's hand; the flames under the wheel.  The wheel and the Seize spot are
drawn by ``scenes.seize.paint``, the players' plates by ``scenes.seize.panel``; the profiles before and after a game are
``scenes.seize.setup`` and ``scenes.seize.collection``.
"""
from __future__ import annotations

import random

import pygame

from game import engine
from game.engine.describe import describe_to, takes
from game.seize import events as sev
from game.seize import state as seize
from game.seize.cardset import table as seize_table

from scenes import cardface, theme
from scenes.seize.paint import Wheel, draw_seize_spot, seize_cost
from scenes.seize.panel import draw_plate, plate_room
from scenes.table.layout import Gesture, TableLayout, asked_line
from scenes.table.sprites import Banner

SEIZE_TARGET = "seize"
ANNOUNCED = (sev.SeizeDeclared, sev.NegationPlayed)      # told in a banner, and held a moment


class SeizeLayout(TableLayout):
    game = "seize"

    def __init__(self, view):
        super().__init__(view)
        self.wheel = Wheel()

    # -- geometry ---------------------------------------------------------------
    def card_width(self) -> int:
        """As large as the left column allows: the opponent's well, the deck, the pot and your well."""
        return max(56, min(super().card_width(), int((self.rect.h - 200) / 5.4)))

    def resize(self, rect):
        super().resize(rect)
        r = self.rect
        cw = self.card_width()
        _, ch = cardface.card_size(cw)
        hw = self.hand_width()
        _, hh = cardface.card_size(hw)
        ow = int(cw * 0.8)
        _, oh = cardface.card_size(ow)
        self.cw, self.ch, self.hw, self.hh, self.ow, self.oh = cw, ch, hw, hh, ow, oh
        self.my_hand_y = r.bottom - hh * 0.5 - 2
        self.opp_hand_y = r.top + oh * 0.5 + 4 + plate_room()
        mid_top = self.opp_hand_y + oh * 0.5 + 14
        mid_bottom = r.bottom - hh - 64
        self.mid = pygame.Rect(r.x, mid_top, r.w, max(ch + 40, mid_bottom - mid_top))
        left_x = r.x + max(cw * 0.72, max(cw + 16, 100) / 2 + 2)     # the piles' boxes keep inside the table
        self.deck_pos = (left_x, self.mid.y + ch * 0.5 + 28)
        self.pot_pos = (left_x, self.deck_pos[1] + ch + 46)
        self.wheel_r = int(max(40, min(cw * 0.85, (self.mid.y - r.top + self.mid.h * 0.3) * 0.36)))
        self.wheel_c = (r.right - int(self.wheel_r * 1.35) - 8, r.top + int(self.wheel_r * 1.32) + 4)
        self.wheel.center, self.wheel.radius, self.wheel.right = self.wheel_c, self.wheel_r, r.right
        trick_w = int(cw * 3.3)
        seize_w = ch + 26
        span = trick_w + int(cw * 0.18) + seize_w
        free_left = r.x + cw * 1.6
        x0 = free_left + max(0, (r.right - free_left - span) / 2)
        trick = pygame.Rect(int(x0), 0, trick_w, ch + 40)
        labels_bottom = self.wheel_c[1] + int(self.wheel_r * 1.32) + 52
        trick.centery = min(max(self.mid.centery, labels_bottom + (cw + 56) // 2 + 8),
                            self.mid.bottom - (ch + 40) // 2 + 10)
        seize = pygame.Rect(0, 0, seize_w, cw + 56)
        seize.midleft = (trick.right + int(cw * 0.18), trick.centery)
        flames_x = r.right - max(cw * 0.85, (max(cw + 16, 100) + int(cw * 0.4)) / 2 + 1)
        self.flames_pos = (flames_x, min(self.my_hand_y, r.bottom + 4 - (ch + 48) / 2))
        fan_room = r.w - 2 * int(cw * 2.6)
        self.fan_w = max(hw * 2.5, min(fan_room, hw * 6))
        self.my_well = (left_x, min(self.my_hand_y, r.bottom + 12 - (ch + 54) / 2))     # its box keeps on the table
        self.opp_well = (r.x + max(ow * 0.72 + 4, max(ow + 16, 100) / 2 + 2), self.opp_hand_y)
        self.regions = {
            "trick": trick,
            SEIZE_TARGET: seize,
            "deck": self._box(self.deck_pos, cw),
            "pot": self._box(self.pot_pos, cw),
            "flames": self._box(self.flames_pos, cw).inflate(int(cw * 0.4), 10),
        }

    def _box(self, center, w, label_room=24):
        """The outline round a pile: room for its label above the card, its count below."""
        cw, ch = cardface.card_size(w)
        r = pygame.Rect(0, 0, max(cw + 16, 100), ch + label_room + 14)
        r.center = (int(center[0]), int(center[1] - label_room // 2 + 7))
        return r

    def warm_widths(self):
        return [self.hw, self.cw, self.ow, int(self.cw * 0.9)]

    def decision_anchor(self):
        return (self.rect.centerx, int(self.rect.bottom - self.hh - 34))

    # -- placing cards ------------------------------------------------------------
    def place(self, shown, viewer):
        me = viewer if viewer is not None else 0
        opp = 1 - me
        z = shown.zones
        spots = {}
        regions = self.regions
        for name in ("hand:0", "hand:1", "well:0", "well:1", "welldeck:0", "welldeck:1"):
            regions.pop(name, None)
        spots.update(self.fan(shown, z[f"hand:{me}"].cards, viewer, self.rect.centerx, self.my_hand_y,
                              self.fan_w, self.hw, z0=1000))
        regions[f"hand:{me}"] = pygame.Rect(0, 0, int(self.fan_w), int(self.hh))
        regions[f"hand:{me}"].center = (self.rect.centerx, int(self.my_hand_y))
        opp_fan = self.fan(shown, z[f"hand:{opp}"].cards, viewer, self.rect.centerx, self.opp_hand_y,
                           self.fan_w * 0.7, self.ow, z0=900)
        for s in opp_fan.values():
            s.angle = -s.angle
            s.y = self.opp_hand_y - (s.y - self.opp_hand_y)
        spots.update(opp_fan)
        spots.update(self.stack(shown, z["deck"].cards, viewer, self.deck_pos, self.cw, z0=100))
        spots.update(self.stack(shown, z["pot"].cards, viewer, self._pot_spot(shown, me), self.cw, z0=200,
                                force_back=True))
        for seat, pos, w in ((me, self.my_well, self.cw), (opp, self.opp_well, self.ow)):
            well = z[f"well:{seat}"].cards
            spots.update(self.stack(shown, well, viewer, pos, w, z0=300 + 50 * seat))
            regions[f"well:{seat}"] = self._box(pos, w, plate_room())
            wd = z[f"welldeck:{seat}"].cards
            if wd:
                wpos = (pos[0] + w * 1.2, pos[1])
                spots.update(self.stack(shown, wd, viewer, wpos, w, z0=400 + 50 * seat))
                regions[f"welldeck:{seat}"] = self._box(wpos, w)
        spots.update(self._trick(shown, viewer))
        spots.update(self._flames(shown, viewer))
        return spots

    def _pot_spot(self, shown, me):
        """Where the pot lies: on its place, or once taken beside the winner's hand."""
        winner = pot_winner(shown)
        if winner is None:
            return self.pot_pos
        y = self.my_hand_y if winner == me else self.opp_hand_y
        return (self.rect.centerx - self.fan_w * 0.5 - self.cw * 0.9, y)

    def _trick(self, shown, viewer):
        """The played cards side by side, the seizing one turned 90 degrees (it takes a card's height)."""
        cards = shown.zones["trick"].cards
        rect = self.regions["trick"].inflate(-16, -30).move(0, 8)
        seizing = seize.seizing(shown)
        cw, ch = self.cw, self.ch
        widths = [ch if uid == seizing else cw for uid in cards]
        gap = cw * 0.08
        total = sum(widths) + gap * max(0, len(cards) - 1)
        step = 1.0 if total <= rect.w else (rect.w - widths[-1]) / max(1, total - widths[-1])
        x = rect.centerx - min(total, rect.w) / 2
        spots = {}
        for i, (uid, w) in enumerate(zip(cards, widths)):
            spots[uid] = self.spot(shown, uid, viewer, x + w / 2, rect.centery, cw, 90.0 if uid == seizing else 0.0,
                                   600 + i)
            x += (w + gap) * step
        return spots

    def _flames(self, shown, viewer):
        cards = shown.zones["flames"].cards
        spots = {}
        n = len(cards)
        for i, uid in enumerate(cards):
            rng = random.Random(uid * 7919)
            x = self.flames_pos[0] + rng.uniform(-8, 8)
            y = self.flames_pos[1] + rng.uniform(-6, 6)
            spots[uid] = self.spot(shown, uid, viewer, x, y, int(self.cw * 0.9), rng.uniform(-14, 14), 700 + i,
                                   visible=n - i <= 4)
        return spots

    # -- gestures -------------------------------------------------------------------
    def gesture(self, action, state, viewer):
        if action.kind in ("lead", "play"):
            return Gesture("drag", action.args[0], "trick")
        if action.kind == "seize":
            return Gesture("drag", action.args[0], SEIZE_TARGET)
        if action.kind == "concede":
            return Gesture("none")
        if action.kind == "extra" and action.card in state.cards:
            moved = super().gesture(action, state, viewer)          # a card retired: dragged to the flames
            target = moved.target if moved.kind == "drag" else "deck"     # a look: dragged onto the deck
            return Gesture("drag", action.card, target, also_button=True)
        return super().gesture(action, state, viewer)

    def drop_action(self, uid, target, state, viewer):
        seat = viewer if viewer is not None else state.rules.to_move(state)
        if target == "trick":
            kind = "lead" if seize.phase(state) == "lead" else "play"
            return engine.Action(kind, seat, (uid,))
        if target == SEIZE_TARGET:
            return engine.Action("seize", seat, (uid,))
        return None

    def button_label(self, action) -> str:
        """Short words on the button; the whole ability shows when the mouse rests on it."""
        label = str(action)
        if action.kind == "extra":
            return "Use " + label.split(":")[0]
        if action.kind == "answer" and action.args:
            return label.split(":")[0]
        return label

    def drop_caption(self, action, shown) -> str:
        if action.kind == "seize":
            suit = seize.suit_of(shown, action.args[0])
            cost = seize_cost(shown, suit)
            name = _suit_names(shown).get(suit, suit)
            return f"Seize: the Trump turns to {name}" + (f" ({cost})" if cost else "")
        return super().drop_caption(action, shown)

    def keep_clear(self):
        return [self.wheel.labels_rect()]

    # -- events ---------------------------------------------------------------------
    def event_time(self, e):
        if isinstance(e, ANNOUNCED):
            return 0.35
        if isinstance(e, (sev.SeizeTurnedBack, sev.SeizeRecognized)):
            return 0.05
        return None

    def effects(self, e, shown, viewer):
        if isinstance(e, sev.TrumpTurned):
            t = _suit_names(shown)
            if e.old is None:
                text = f"Trump and Tonic: {t.get(e.new, e.new)}"
            else:
                text = f"The Trump turns to {t.get(e.new, e.new)}"
            return [Banner(text, self.banner_rect(), 1.5)]
        if isinstance(e, ANNOUNCED):
            return [Banner(describe_to(shown, e, self.view.you_seat()), self.banner_rect(), 1.3, 26, theme.HIGHLIGHT)]
        return super().effects(e, shown, viewer)

    def banner_rect(self):
        """Between the other hand and the trick, left of the wheel: it covers no card in play."""
        top = self.opp_hand_y + self.oh * 0.5
        bottom = self.regions["trick"].top
        right = self.wheel_c[0] - int(self.wheel_r * 1.4)
        return pygame.Rect(self.rect.x, int(top), right - self.rect.x, max(40, int(bottom - top)))

    def update(self, dt):
        self.wheel.update(dt)

    # -- drawing --------------------------------------------------------------------
    def draw_static(self, surface):
        self.zone_box(surface, self.regions["trick"], "The trick")
        self.zone_box(surface, self.regions["deck"], "Table deck")
        self.zone_box(surface, self.regions["pot"], "The pot")
        self.zone_box(surface, self.regions["flames"], "The flames")
        for seat in (0, 1):
            for kind, label in (("well", ""), ("welldeck", "Well-deck")):
                box = self.regions.get(f"{kind}:{seat}")
                if box is not None:
                    self.zone_box(surface, box, label)

    def draw_under(self, surface, shown, viewer):
        lit = set(self.view.lit_targets())
        held = self.view.held
        suit = seize.suit_of(shown, held) if held in shown.cards and SEIZE_TARGET in lit else None
        if SEIZE_TARGET in lit or self._responding(shown, viewer):
            draw_seize_spot(surface, self.regions[SEIZE_TARGET], SEIZE_TARGET in lit,
                            _turn_text(shown, suit))
        to_move = shown.rules.to_move(shown) if not shown.over else None
        for seat in (0, 1):
            box = self.regions.get(f"well:{seat}")
            if box is not None:
                draw_plate(surface, shown, seat, self.seat_name(shown, seat), box, seat == to_move)
        self.wheel.draw(surface, shown, self.view.speed, seizing_suit=suit)

    def _responding(self, shown, viewer):
        return (viewer is not None and seize.phase(shown) == "respond"
                and shown.rules.to_move(shown) == viewer)

    def draw_over(self, surface, shown, viewer):
        me = viewer if viewer is not None else 0
        opp = 1 - me
        z = shown.zones
        cw = self.cw
        self.badge(surface, (self.deck_pos[0], self.deck_pos[1] + self.ch * 0.5 + 2), str(len(z["deck"].cards)))
        winner = pot_winner(shown)
        self.badge(surface, (self.pot_pos[0], self.pot_pos[1] + self.ch * 0.5 + 2),
                   "0" if winner is not None else str(len(z["pot"].cards)))
        if winner is not None:
            x, y = self._pot_spot(shown, me)
            who = self.seat_name(shown, winner)
            self.badge(surface, (x, y + self.ch * 0.5 + 2), f"{who} {takes(who)} {len(z['pot'].cards)}")
        self.badge(surface, (self.flames_pos[0], self.flames_pos[1] + self.ch * 0.5 + 2),
                   str(len(z["flames"].cards)), theme.RED)
        for seat, pos, w in ((me, self.my_well, cw), (opp, self.opp_well, self.ow)):
            _, h = cardface.card_size(w)
            n = len(z[f"well:{seat}"].cards)
            self.badge(surface, (pos[0], pos[1] + h * 0.5 + 2), str(n))
            wd = z[f"welldeck:{seat}"].cards
            if wd:
                self.badge(surface, (pos[0] + w * 1.2, pos[1] + h * 0.5 + 2), str(len(wd)))
        n_opp = len(z[f"hand:{opp}"].cards)
        self.badge(surface, (self.rect.centerx + self.fan_w * 0.35 + self.ow * 0.5, self.opp_hand_y + self.oh * 0.3),
                   f"{n_opp} in hand")

    def status(self, shown, viewer):
        if shown.over:
            return "The game is over."
        seat = shown.rules.to_move(shown)
        if seat is None:
            return ""
        who = self.seat_name(shown, seat)
        if shown.pending is not None:
            return asked_line(self.view, shown, who)
        phase = seize.phase(shown)
        if seat not in self.view.humans:
            return f"{who} {'leads' if phase == 'lead' else 'responds'}…"
        if phase == "lead":
            return f"{who} to lead: drag a card onto the trick."
        return f"{who} to respond: play onto the trick, or drop a weaker card on Seize."


def _turn_text(shown, suit) -> str:
    """'To The Demon ϑ: kin, costs nothing': the turn a held card would make, for the Seize spot."""
    cost = seize_cost(shown, suit)
    return f"to {_suit_names(shown).get(suit, suit)}: {cost}" if cost else ""


def pot_winner(shown):
    """The seat that has taken the pot (the game is over and every card in it is theirs), else None."""
    cards = shown.zones["pot"].cards
    if not shown.over or len(shown.winners) != 1 or not cards:
        return None
    winner = shown.winners[0]
    return winner if all(shown.cards[u].owner == winner for u in cards) else None


def _suit_names(shown) -> dict:
    """Each suit's name with its sign, never parted by a line's end: 'The Demon ╲'."""
    t = seize_table(shown.defs)
    return {suit: t.suit_signed(suit) for suit in t.suits}


LAYOUT = SeizeLayout
