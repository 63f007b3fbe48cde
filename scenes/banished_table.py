"""Banished at the table, for two to four seats: the layout, the gestures and how Combat is told.

Drag a Spread card onto your discard to Conjure it (onto your hand for
double; a Curse onto an opponent's discard), a card from hand onto your Obol
to Dispel it, onto your Banished pile to Banish it, onto your Grim or Bond
slots to play it, and a Wand or Curse onto the altar to play it.  At set-up a
click on a 4-Value Grim takes it.  Questions asked in the middle of an effect
are buttons (and a click on the card they name).  Combat brings every card in
play to the arena in the centre, in the order the seats reveal, and tells each
ability, each seat's Power and the damage in the order the engine resolved them.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game import engine
from game import events as ev

from . import fonts, theme
from .banished_combat import BigNumber, Caption, base_power, card_power, outcome, seat_power
from .banished_geometry import LABEL, Board, build, card_rect, outline
from .banished_seats import finish, setup_panel  # noqa: F401  (the catalog's hooks)
from .layout import Gesture, TableLayout
from .mirror import face_shown, knows
from .sprites import Banner, FloatText, Spot
from .table import EVENT_TIME as TABLE_TIMES

DRAG_TARGET = {"dispel": "obol", "banish": "banished", "play_grim": "grim", "play_bond": "bonds"}
TARGET_ACTION = {"obol": "dispel", "banished": "banish", "grim": "play_grim", "bonds": "play_bond",
                 "discard": "dispel"}
PILE_WORDS = {"deck": "Deck", "discard": "Discard", "banished": "Banished"}
EVENT_TIME = {"card_revealed": 0.34, "trigger_queued": 0.3, "trigger_resolved": 1.1, "replaced": 1.0,
              "turn_began": 0.35, "decision_asked": 0.0}
PHASE_TIME = {"combat": 0.8, "reveal": 0.6, "damage": 1.4, "discard": 0.3, "round": 0.5}
LIFE_RED = (205, 72, 66)
OBOL_GOLD = (226, 186, 84)


class BanishedLayout(TableLayout):
    game = "banished"

    def __init__(self, table):
        super().__init__(table)
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
        self._build(self.table.viewer)

    def _build(self, viewer):
        me = viewer if viewer is not None else 0
        if self.board is not None and me == self.me:
            return
        self.me = me
        players = self.table.match.state.players
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
        asking = self.table.match.state.pending is not None or self.table.watch
        return self.board.decision if asking else self.board.end_turn

    def static_key(self):
        return (super().static_key(), self.phase)

    # -- placing cards ------------------------------------------------------------
    def place(self, shown, viewer):
        self._build(viewer)
        self.phase = shown.data.get("phase") or "turn"
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
        favor = shown.data.get("favor") or 0
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
        room = stage.h - 74

        def width(rows):
            cols = -(-n // rows)
            return int(min((stage.w - (cols + 1) * gap) / cols, (room - (rows - 1) * gap) / rows / 1.4, 170))
        rows = max((1, 2, 3), key=width)
        cols = -(-n // rows)
        w = width(rows)
        _, h = card_rect((0, 0), w).size
        top = stage.y + 64 + (room - rows * h - (rows - 1) * gap) / 2
        for i, uid in enumerate(uids):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            x0 = stage.centerx - (in_row * w + (in_row - 1) * gap) / 2 + w / 2
            out[uid] = self.spot(shown, uid, viewer, x0 + c * (w + gap), top + h / 2 + r * (h + gap), w, 0.0,
                                 1500 + i)
        return out

    # -- gestures -------------------------------------------------------------------
    def gesture(self, action, state, viewer):
        kind, seat = action.kind, action.seat
        if kind == "choose_grim":
            uid = action.args[0]
            self.table.clicks.setdefault(uid, []).append(action)     # a click takes it, as a drag does
            return Gesture("drag", uid, f"deck:{seat}")
        if kind in DRAG_TARGET:
            return Gesture("drag", action.args[0], f"{DRAG_TARGET[kind]}:{seat}")
        if kind == "use":
            return Gesture("drag", action.args[0], "table")
        if kind == "conjure":
            uid, where, target = action.args
            return Gesture("drag", uid, f"hand:{seat}" if where == "hand" else f"discard:{target}")
        if kind == "choose" and not self._is_seat_choice(action, state):
            uid = action.args[0]
            if uid in state.cards and uid in self.table.sprites:
                return Gesture("click", uid)
        if kind == "order" and action.args[0] in self.table.sprites:
            return Gesture("click", action.args[0])
        return Gesture("button")

    @staticmethod
    def _is_seat_choice(action, state) -> bool:
        option = action.args[0] if action.args else None
        return (isinstance(option, int) and 0 <= option < state.players
                and action.label == state.seats[option])

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
            self.table.say("Conjure by dropping a Spread card on your discard, or on your hand for double.")
            return None
        if zone != f"hand:{seat}":
            return None
        if target == "table":
            return engine.Action("use", seat, (uid,))
        if kind in TARGET_ACTION and owner == str(seat):
            return engine.Action(TARGET_ACTION[kind], seat, (uid,))
        if owner.isdigit() and owner != str(seat):
            self.table.say("That is another seat's: your cards go to your own places.")
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

    # -- events -----------------------------------------------------------------------
    def on_event(self, shown, e):
        """Keep what the screen reads of the game's own data in step with the event being shown."""
        self._follow(shown, e)
        if not self.table.watch:
            self.table.bar.set([])                       # the last move's buttons go while its events play
            self.table.prompt = self.status(shown, self.table.viewer, settled=False)

    def _follow(self, shown, e):
        d = shown.data
        if isinstance(e, ev.PhaseBegan):
            if e.phase == "combat":
                d.update(phase="combat", turn=None, outcome={}, step=None, power_at_damage=None)
            elif e.phase == "round":
                truth = self.table.match.state.data
                d.update(phase="turn", favor=truth.get("favor", d.get("favor")), round=truth.get("round"),
                         silenced=[], doubled=[], outcome={}, reveal_current=None, step=None,
                         power_at_damage=None)
            elif e.phase in ("reveal", "discard"):
                d["reveal_current"] = self._seat_named(shown, e.detail) if e.phase == "reveal" else None
                d["step"] = f"{e.phase}, {e.detail}"
            elif e.phase == "damage":
                d.update(reveal_current=None, step="damage", outcome=outcome(shown),
                         power_at_damage={s: seat_power(shown, s) for s in range(shown.players)})
        elif isinstance(e, ev.TurnBegan):
            d.update(turn=e.seat, phase="turn")
        elif isinstance(e, ev.Message) and e.seat is not None and "loses its effects" in e.text:
            d["silenced"] = list(d.get("silenced") or ()) + [e.seat]

    @staticmethod
    def _seat_named(shown, name):
        return next((s for s, n in enumerate(shown.seats) if n == name), None)

    def event_time(self, e):
        if isinstance(e, ev.PhaseBegan):
            return PHASE_TIME.get(e.phase, 0.1)
        if isinstance(e, ev.Damage):
            return 1.0 if self.phase == "combat" else 0.45
        if isinstance(e, ev.Message):
            return 0.9
        if isinstance(e, ev.CardMoved) and e.reason in ("return", "deal") and self.phase == "combat":
            return 0.12
        return EVENT_TIME.get(e.kind)

    def counter_anchor(self, name, seat):
        if (name, seat) in self.anchors:
            return self.anchors[(name, seat)]
        if seat in self.cells:
            return self.cells[seat].rect.midtop
        st = self.board.stations.get(seat) if self.board else None
        return st.plate.center if st else None

    def effects(self, e, shown, viewer):
        bounds = self.rect
        if isinstance(e, (ev.TriggerQueued, ev.TriggerResolved, ev.Replaced)):
            return self._captions(e, shown)
        if isinstance(e, ev.Damage):
            out = []
            if e.seat in self.cells:
                out.append(BigNumber(f"−{e.amount}", self.cells[e.seat].rect.center, LIFE_RED, 1.5, 64))
            anchor = self.counter_anchor("life", e.seat)
            if anchor and e.seat not in self.cells:
                out.append(BigNumber(f"−{e.amount}", anchor, LIFE_RED, 1.0, 36))
            return out
        if isinstance(e, ev.PhaseBegan):
            return self._phase_banner(e, shown)
        if isinstance(e, ev.Message):
            area = self.board.arena if self.phase == "combat" else self.board.centre
            return [Banner(e.text, area, 1.4, 22, theme.CREAM)]
        if isinstance(e, ev.CounterChanged):
            anchor = self.counter_anchor(e.name, e.seat)
            if anchor is None or e.name == "life" and e.new < e.old:
                return []
            delta = e.new - e.old
            word = {"power_bonus": " Power", "damage_bonus": " damage", "shield": " shield"}.get(e.name, "")
            if e.new == 0 and word:
                return []
            return [FloatText(f"{'+' if delta > 0 else '−'}{abs(delta)}{word}", anchor,
                              theme.TARGET if delta > 0 else LIFE_RED, 0.9, 22)]
        if isinstance(e, ev.GameOver):
            return super().effects(e, shown, viewer)
        return []

    def _captions(self, e, shown):
        """An ability is told as it starts to resolve: a replacement at once, a triggered ability as soon
        as the one before it has resolved (the events up to its TriggerResolved are what it does)."""
        if isinstance(e, ev.Replaced):
            return self._caption(shown, e.card, e.card_id, f"Instead: {e.text}", 1.1)
        queue = self.table.queue
        if isinstance(e, ev.TriggerQueued) and queue and isinstance(queue[0], ev.TriggerQueued):
            return []                                 # the batch is still going on the chain
        if isinstance(e, ev.TriggerResolved) and not any(told is e for told in self._told):
            return self._caption(shown, e.card, e.card_id, e.text, 1.0)
        hold = 0.0
        for nxt in queue:
            if isinstance(nxt, ev.TriggerResolved):
                if any(told is nxt for told in self._told):
                    return []
                self._told.append(nxt)
                del self._told[:-16]
                return self._caption(shown, nxt.card, nxt.card_id, nxt.text, hold + 0.7)
            if isinstance(nxt, (ev.PhaseBegan, ev.TurnBegan, ev.TriggerQueued, ev.DecisionAsked)):
                return []
            t = self.event_time(nxt)
            hold += TABLE_TIMES.get(nxt.kind, 0.0) if t is None else t
        return []

    def _caption(self, shown, uid, card_id, text, seconds):
        anchor = self._card_place(uid)
        if anchor is None or card_id not in shown.defs.cards:
            return []
        for old in self.table.effects:                # one ability told at a time
            if isinstance(old, Caption):
                old.t = max(old.t, old.duration - 0.12)
        return [Caption(shown.defs.cards[card_id].name, text, anchor, self.rect, max(1.0, seconds))]

    def _phase_banner(self, e, shown):
        b = self.board
        if e.phase == "combat":
            return [Banner("Combat", b.arena, 1.0, 40)]
        if e.phase == "damage":
            result = outcome(shown)
            winners = [s for s, o in result.items() if o != "lost"]
            if not winners:
                return []
            names = " and ".join(shown.seats[s] for s in winners)
            power = seat_power(shown, winners[0])
            text = (f"{names} {'win' if len(winners) > 1 else 'wins'} Combat with {power} Power"
                    if len(winners) < shown.players else f"Every seat has {power} Power: no one takes damage")
            return [Banner(text, b.arena, 1.6, 30)]
        if e.phase == "round":
            truth = self.table.match.state.data
            favor = truth.get("favor")
            if favor is None:
                return []
            return [Banner(f"Round {truth.get('round')} · {shown.seats[favor]} has Favor", b.centre, 1.0, 28)]
        return []

    def _card_place(self, uid):
        spot = self.table.spots.get(uid)
        return spot.rect if spot is not None and spot.visible else None

    # -- drawing ---------------------------------------------------------------------------
    def draw_static(self, surface):
        b = self.board
        if b is None:
            return
        for seat, st in b.stations.items():
            if self._plate_shown(seat, st):
                theme.panel(surface, st.plate, (14, 22, 19), 200, 12, theme.FELT_LINE)
            for kind, card in st.piles.items():
                self.zone_box(surface, outline(card), "")
            if self.phase != "combat":
                for i, card in enumerate(st.slots):
                    self._slot_box(surface, outline(card), i == 0)
        if self.phase == "combat":
            self.zone_box(surface, outline(b.mini_crypt).union(outline(b.mini[-1])), "")
            theme.panel(surface, b.arena.inflate(8, 8), (10, 16, 14), 215, 16, theme.GOLD_DARK)
            for cell in self.cells.values():
                theme.panel(surface, cell.rect, (24, 36, 31), 230, 12, theme.FELT_LINE)
        elif self.phase == "choose":
            theme.panel(surface, b.stage, (12, 18, 16), 225, 16, theme.GOLD_DARK)
        else:
            self.zone_box(surface, outline(b.crypt), "")
            self.zone_box(surface, outline(b.spread[0]).union(outline(b.spread[-1])), "")
            self._altar(surface, b.altar)

    def _plate_shown(self, seat, st) -> bool:
        """Every plate, but the viewer's while the set-up's offer lies over it."""
        return seat != self.me or self.phase != "choose" or not st.plate.colliderect(self.board.stage)

    def _slot_box(self, surface, rect, grim):
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        fill = (60, 40, 70, 60) if grim else (0, 0, 0, 40)
        pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=10)
        color = (150, 120, 170) if grim else theme.FELT_LINE
        _dashed(layer, layer.get_rect().inflate(-2, -2), (*color, 220))
        surface.blit(layer, rect.topleft)

    def _altar(self, surface, rect):
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.ellipse(layer, (0, 0, 0, 60), layer.get_rect().inflate(-4, -30))
        pygame.draw.ellipse(layer, (*theme.GOLD_DARK, 200), layer.get_rect().inflate(-4, -30), 2)
        surface.blit(layer, rect.topleft)
        if rect.w < 100:
            return
        t = fonts.fit("small", "a Wand or Curse", int(rect.w * 0.62), 13)
        y = rect.centery - t.height
        for line in ("Play", "a Wand or Curse"):
            img = t.render(line, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += t.height

    def draw_under(self, surface, shown, viewer):
        b = self.board
        if b is None:
            return
        d = shown.data
        to_move = shown.rules.to_move(shown) if not shown.over else None
        turn = d.get("turn") if self.phase == "turn" else None
        self.anchors = {}
        for seat, st in b.stations.items():
            if self._plate_shown(seat, st):
                self._plate(surface, shown, seat, st, seat == turn or (seat == to_move and self.phase != "combat"))
            for kind, card in st.piles.items():
                n = len(shown.zones[f"{kind}:{seat}"].cards)
                self._label(surface, outline(card), f"{PILE_WORDS[kind]} · {n}" if n else PILE_WORDS[kind])
            if self.phase != "combat":
                for i, card in enumerate(st.slots):
                    self._label(surface, outline(card), "Grim" if i == 0 else "Bond")
        if self.phase == "choose":
            self._stage(surface, shown, viewer)
        elif self.phase == "combat":
            self._label(surface, outline(b.mini_crypt).union(outline(b.mini[-1])),
                        f"The Crypt · {len(shown.zones['crypt'].cards)}   ·   The Spread")
            self._arena(surface, shown)
        else:
            self._label(surface, outline(b.crypt), f"Crypt · {len(shown.zones['crypt'].cards)}")
            self._label(surface, outline(b.spread[0]).union(outline(b.spread[-1])), "The Spread")
            self._label(surface, b.altar, "Altar", center=True)
        self._tokens(surface, shown)
        self._lit_words(surface, shown)

    def _label(self, surface, rect, text, center=False, color=theme.TEXT_DIM):
        img = fonts.fit("ui", text, rect.w - 12, 13).render(text, color)
        if center:
            surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + 4)))
        else:
            surface.blit(img, (rect.x + 8, rect.y + 4))

    def _plate(self, surface, shown, seat, st, moving):
        d = shown.data
        p = st.plate
        if moving:
            pygame.draw.rect(surface, theme.HIGHLIGHT, p, width=2, border_radius=12)
        name = shown.seats[seat]
        x = p.x + 12
        favor = d.get("favor") == seat
        room = p.w - 24 - (64 if favor else 0)
        t = fonts.fit("title_bold", name, room, 21)
        img = t.render(name, theme.GOLD if moving else theme.CREAM)
        surface.blit(img, (x, p.y + 6 if p.h >= 60 else p.centery - img.get_height() // 2))
        if favor and p.h >= 60:
            _favor_token(surface, (p.right - 62, p.y + 6 + img.get_height() // 2))
        y = p.y + 8 + img.get_height()
        if seat == self.me:
            for i, line in enumerate(self._my_line(shown, seat, moving)):
                t = fonts.fit("small", line, p.w - 24, 14)
                surface.blit(t.render(line, theme.TEXT if i == 0 else theme.TEXT_DIM), (x, y))
                y += 18
            self._chips(surface, shown, seat, x, p.bottom - 26)
            return
        life, obol = shown.counter("life", seat), shown.counter("obol", seat)
        if p.h < 60:                                  # a strip: everything on one line
            roomy = st.hand.x - p.x > 300
            x, y = p.x + 20 + img.get_width() + ((70 if roomy else 32) if favor else 0), p.centery - 12
            if favor:
                _favor_token(surface, (p.x + 30 + img.get_width(), p.centery), word=roomy)
        x2 = _chip(surface, (x, y + 2), "♥", str(life), LIFE_RED)
        self.anchors[("life", seat)] = (x + 24, y + 12)
        x3 = _chip(surface, (x2 + 10, y + 2), "●", str(obol), OBOL_GOLD)
        self.anchors[("obol", seat)] = (x2 + 34, y + 12)
        n = len(shown.zones[f"hand:{seat}"].cards)
        img = fonts.render("small", 13, f"hand {n}", theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midleft=(st.hand.x, st.hand.centery)))
        self._chips(surface, shown, seat, x3 + 10, y + 6)

    def _my_line(self, shown, seat, moving):
        """The Round, and on the viewer's turn what it may still do."""
        d = shown.data
        head = f"Round {d.get('round', 1)}"
        if self.phase == "combat":
            return [f"{head} · Combat"]
        if shown.over or not (moving and d.get("turn") == seat):
            return [head]
        dispel = "done" if d.get("dispelled") else "once this turn"
        banish = "done" if d.get("banished_now") else "once, after a Conjure" if not d.get("conjured") else "ready"
        return [f"{head} · your turn", f"Dispel: {dispel}", f"Banish: {banish}",
                f"Conjured this turn: {d.get('conjured', 0)}"]

    def _chips(self, surface, shown, seat, x, y):
        """This Combat's bonuses, where a seat has any."""
        for name, word in (("power_bonus", "Power"), ("damage_bonus", "damage"), ("shield", "shield")):
            v = shown.counters.get((name, seat), 0)
            if v:
                img = fonts.render("small", 13, f"{'+' if v > 0 and name != 'shield' else ''}{v} {word}",
                                   theme.HIGHLIGHT if v > 0 else LIFE_RED)
                theme.panel(surface, img.get_rect(topleft=(x, y)).inflate(10, 4), (40, 34, 20), 220, 6)
                surface.blit(img, (x, y))
                self.anchors[(name, seat)] = (x + img.get_width() // 2, y)
                x += img.get_width() + 16

    def _tokens(self, surface, shown):
        """The viewer's Obol (a coin: drop a card on it to Dispel) and Life."""
        if self.phase == "choose":
            return
        st = self.board.stations[self.me]
        for rect, name, value, color, word in ((st.obol, "obol", shown.counter("obol", self.me), OBOL_GOLD,
                                                "Obol"),
                                               (st.life, "life", shown.counter("life", self.me), LIFE_RED, "Life")):
            r = rect.w // 2
            c = (rect.centerx, rect.y + r)
            pygame.draw.circle(surface, (0, 0, 0), (c[0] + 2, c[1] + 3), r)
            pygame.draw.circle(surface, theme.mix(color, (20, 20, 20), 0.35), c, r)
            pygame.draw.circle(surface, color, c, r, 3)
            pygame.draw.circle(surface, theme.mix(color, (255, 255, 255), 0.3), c, r - 7, 1)
            big = fonts.render("title_bold", int(r * 1.05), str(value), theme.CREAM)
            surface.blit(big, big.get_rect(center=(c[0], c[1] - 1)))
            cap = f"{word} · max {shown.defs.constants.get('obol_cap', 9)}" if name == "obol" else word
            img = fonts.render("small", 13, cap, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(c[0], c[1] + r + 4)))
            self.anchors[(name, self.me)] = c

    def _lit_words(self, surface, shown):
        """Over each lit place, what dropping the card there does."""
        uid = self.table.dragging if self.table.dragging is not None else self.table.selected
        if uid is None:
            return
        for target, action in self.table.drags.get(uid, []):
            rect = self.regions.get(target)
            if rect is None:
                continue
            text = _short(action)
            img = fonts.render("ui_bold", 13, text, theme.INK)
            box = img.get_rect(midbottom=(rect.centerx, rect.y - 6)).inflate(12, 6)
            box.clamp_ip(self.rect)
            pygame.draw.rect(surface, theme.TARGET, box, border_radius=box.h // 2)
            surface.blit(img, img.get_rect(center=box.center))

    def _stage(self, surface, shown, viewer):
        stage = self.board.stage
        d = shown.data
        choosers = d.get("choosers") or []
        who = choosers[0] if choosers else None
        if who is not None and who == viewer:
            title = "Choose your 4-Value Grim"
            sub = "Click one to take it into your deck · rest the pointer on a card to read it · ← → and Enter work too"
        elif who is not None:
            title = f"{shown.seats[who]} chooses a 4-Value Grim"
            sub = "The seat that plays last chooses first; Favor chooses last."
        else:
            title, sub = "The 4-Value Grim", ""
        img = fonts.render("title", 28, title, theme.GOLD)
        surface.blit(img, img.get_rect(midtop=(stage.centerx, stage.y + 4)))
        small = fonts.render("ui", 14, sub, theme.TEXT_DIM)
        surface.blit(small, small.get_rect(midtop=(stage.centerx, stage.y + 4 + img.get_height())))

    def _arena(self, surface, shown):
        d = shown.data
        current = d.get("reveal_current")
        result = d.get("outcome") or {}
        for i, seat in enumerate(self.reveal_order(shown)):
            cell = self.cells.get(seat)
            if cell is None:
                continue
            hot = seat == current
            edge = theme.HIGHLIGHT if hot else {"won": theme.GOLD, "tied": theme.GOLD, "lost": LIFE_RED}.get(
                result.get(seat), theme.FELT_LINE)
            if hot or result.get(seat):
                pygame.draw.rect(surface, edge, cell.rect, width=2, border_radius=12)
            grim = shown.zones[f"grim:{seat}"].cards
            bonds = shown.zones[f"bonds:{seat}"].cards
            for j, card in enumerate(cell.cards):
                if (j == 0 and not grim) or (j > 0 and j > len(bonds)):
                    _dashed_rect(surface, card, theme.FELT_LINE)
            if not grim and _powers_at_damage(d) is None:
                note = "No Grim in play: 0 Power"
                img = fonts.render("small", 13, note, theme.TEXT_DIM)
                surface.blit(img, img.get_rect(midbottom=(cell.rect.centerx, cell.rect.bottom - 3)))
            favor = " · Favor" if d.get("favor") == seat else ""
            head = f"{i + 1}. {shown.seats[seat]}{favor}"
            img = fonts.fit("title_bold", head, cell.rect.w // 2, 18).render(head, theme.CREAM)
            surface.blit(img, (cell.rect.x + 10, cell.rect.y + 3))

    def draw_over(self, surface, shown, viewer):
        b = self.board
        if b is None:
            return
        for uid in self.veiled:
            sprite = self.table.sprites.get(uid)
            if sprite is None or sprite.moving:
                continue
            r = sprite.rect()
            tag = fonts.render("small", 12, "face down", theme.CREAM)
            box = tag.get_rect(midbottom=(r.centerx, r.bottom - 4)).inflate(10, 4)
            theme.panel(surface, box, (20, 14, 30), 215, 6)
            surface.blit(tag, tag.get_rect(center=box.center))
        n = len(shown.zones[f"hand:{self.me}"].cards)
        if n > 5:
            hand = b.stations[self.me].hand
            self.badge(surface, (hand.right - 10, hand.y + 12), f"{n} in hand")
        self._dear(surface, shown)
        if self.phase == "combat":
            self._powers(surface, shown)
        self._selected_face(surface, shown, viewer)
        if self.table.match.state.pending is not None and self.table.actions_ready:
            for uid in self.table.clicks:               # the cards a question may be answered with
                sprite = self.table.sprites.get(uid)
                if sprite is not None and not sprite.moving:
                    pygame.draw.rect(surface, theme.TARGET, sprite.rect().inflate(8, 8), width=3, border_radius=10)

    def _dear(self, surface, shown):
        """On the viewer's turn, the Spread cards it cannot pay for are dimmed, with their price."""
        if self.phase != "turn" or not self.table.actions_ready or not self.table.my_turn():
            return
        if self.table.match.state.pending is not None:
            return
        for uid in shown.zones["spread"].cards:
            sprite = self.table.sprites.get(uid)
            if uid in self.table.drags or sprite is None or sprite.moving:
                continue
            r = sprite.rect()
            surface.blit(_veil(tuple(r.size)), r.topleft)
            value = shown.defs.cards[shown.cards[uid].card_id].fields.get("value", 0)
            tag = fonts.render("ui_bold", 12, f"{value} Obol", theme.CREAM)
            box = tag.get_rect(midbottom=(r.centerx, r.bottom - 6)).inflate(12, 4)
            pygame.draw.rect(surface, (120, 40, 36), box, border_radius=box.h // 2)
            surface.blit(tag, tag.get_rect(center=box.center))

    def _selected_face(self, surface, shown, viewer):
        """A card picked with the keyboard is shown large beside it, as a card under the pointer is."""
        from .cardface import render_face
        uid = self.table.selected
        if uid is None or self.table.dragging is not None or uid not in self.table.sprites:
            return
        if self.table.hover[0] is not None or not knows(shown, uid, viewer):
            return
        img = render_face(self.face(shown, uid), self.hover_width())
        src = self.table.sprites[uid].rect()
        r = img.get_rect(midleft=(src.right + 12, src.centery - 18))
        if r.right > self.rect.right:
            r.midright = (src.left - 12, src.centery - 18)
        r.clamp_ip(self.rect)
        surface.blit(img, r)

    def _powers(self, surface, shown):
        """Each card's Power under it, and each seat's total in its cell's corner."""
        d = shown.data
        silenced = set(d.get("silenced") or ())
        result = d.get("outcome") or {}
        for seat, cell in self.cells.items():
            uids = shown.zones[f"grim:{seat}"].cards[:1] + shown.zones[f"bonds:{seat}"].cards[:2]
            for uid in uids:
                sprite = self.table.sprites.get(uid)
                if sprite is None or sprite.moving or not shown.cards[uid].face_up:
                    continue
                p, base = card_power(shown, uid), base_power(shown, uid)
                if p is None:
                    continue
                r = sprite.rect()
                text = f"{base}×{p // base if base else 1} = {p}" if base and p != base else str(p)
                self.badge(surface, (r.centerx, r.bottom + 2), text,
                           theme.HIGHLIGHT if p != base else theme.GOLD)
                if seat in silenced and uid in shown.zones[f"grim:{seat}"].cards:
                    tag = fonts.render("ui_bold", 12, "silenced", theme.CREAM)
                    box = tag.get_rect(center=(r.centerx, r.y + r.h // 3)).inflate(10, 4)
                    pygame.draw.rect(surface, (70, 40, 90), box, border_radius=6)
                    surface.blit(tag, tag.get_rect(center=box.center))
            frozen = _powers_at_damage(d)
            total = frozen.get(seat) if frozen is not None else seat_power(shown, seat)
            label = "Power ?" if total is None else f"Power {total}"
            color = {"won": theme.HIGHLIGHT, "tied": theme.HIGHLIGHT, "lost": LIFE_RED}.get(result.get(seat),
                                                                                       theme.CREAM)
            img = fonts.render("ui_bold", 17, label, color)
            right = cell.rect.right - 10
            surface.blit(img, img.get_rect(topright=(right, cell.rect.y + 5)))
            right -= img.get_width() + 10
            word = {"won": "wins", "tied": "ties", "lost": "loses"}.get(result.get(seat))
            if word:
                tag = fonts.render("ui_bold", 13, word, theme.INK)
                box = tag.get_rect(topright=(right - 6, cell.rect.y + 7)).inflate(14, 4)
                pygame.draw.rect(surface, color, box, border_radius=box.h // 2)
                surface.blit(tag, tag.get_rect(center=box.center))
                right = box.x - 8
            bonus = shown.counters.get(("power_bonus", seat), 0)
            if bonus:
                extra = fonts.render("small", 13, f"{'+' if bonus > 0 else ''}{bonus} this Combat", theme.TEXT_DIM)
                surface.blit(extra, extra.get_rect(topright=(cell.rect.right - 10, cell.rect.y + 8 + img.get_height())))

    # -- the status line --------------------------------------------------------------------
    def status(self, shown, viewer, settled=True):
        """Whose move it is and what they may do; while events play (not ``settled``) the question
        of the move before is no longer asked, and the turn is the one the events have reached."""
        if shown.over:
            return "The game is over."
        d = shown.data
        phase = d.get("phase")
        alone = len(self.table.match.humans) == 1
        if settled:
            seat = shown.rules.to_move(shown)
            if seat is not None and shown.pending is not None:
                who = "You" if seat == viewer and alone else shown.seats[seat]
                return f"{who}: {shown.pending.prompt}"
        else:
            seat = d.get("turn") if phase == "turn" else None
        if phase == "choose":
            if seat is not None and seat == viewer:
                return "Choose your 4-Value Grim: click it."
            return f"{shown.seats[seat]} chooses a 4-Value Grim." if seat is not None else "Choosing the 4-Value Grim."
        if phase == "combat":
            step = d.get("step")
            return f"Combat, Round {d.get('round', 1)}" + (f": {step[:1].upper()}{step[1:]}" if step else "")
        if seat is None:
            return ""
        if seat == viewer and settled:
            who = "Your" if alone else shown.seats[seat] + ", your"
            if _curse_waits(shown, seat):
                return f"{who} turn: the Curse in your hand must be played (drop it on the altar) before it ends."
            return f"{who} turn: drag from the Spread to Conjure, play a Grim and Bond Cards, then End turn."
        return f"{shown.seats[seat]}'s turn (Round {d.get('round', 1)})."


def _curse_waits(shown, seat) -> bool:
    """A Curse in hand not yet played this turn: the turn cannot end."""
    used = shown.data.get("used") or ()
    return any(shown.cards[u].card_id is not None and shown.defs.cards[shown.cards[u].card_id].family == "curse"
               and u not in used for u in shown.zones[f"hand:{seat}"].cards)


def _powers_at_damage(d) -> dict | None:
    """Each seat's Power as the Damage step counted it (the cards leave during the Discard step)."""
    if d.get("power_at_damage") is not None:
        return d["power_at_damage"]
    if (d.get("combat") or {}).get("step") in ("discard", "end"):
        return d.get("powers")
    return None


def _short(action) -> str:
    """What a drop does, in a few words."""
    kind = action.kind
    if kind == "dispel":
        value = action.label.rpartition("(+")[2].rstrip(")")
        return f"Dispel (+{value})" if value and value[0].isdigit() else "Dispel"
    if kind == "conjure":
        cost = action.label.rpartition("(")[2].rstrip(")")
        return f"Conjure · {cost}" if action.args[1] == "discard" else f"To hand · {cost}"
    return {"banish": "Banish", "play_grim": "Play as Grim", "play_bond": "Play as Bond", "use": "Play it",
            "choose_grim": "Take it"}.get(kind, str(action))


def _chip(surface, pos, sign, value, color) -> int:
    """A small counter: its sign in colour and its number; returns its right edge."""
    s = fonts.render("ui_bold", 15, sign, color)
    v = fonts.render("ui_bold", 17, value, theme.CREAM)
    w = s.get_width() + v.get_width() + 16
    box = pygame.Rect(pos[0], pos[1], w, 24)
    theme.panel(surface, box, (30, 30, 26), 220, 12, theme.mix(color, (0, 0, 0), 0.3))
    surface.blit(s, s.get_rect(midleft=(box.x + 6, box.centery)))
    surface.blit(v, v.get_rect(midleft=(box.x + 10 + s.get_width(), box.centery)))
    return box.right


def _favor_token(surface, center, word=True):
    x, y = int(center[0]), int(center[1])
    pygame.draw.circle(surface, (0, 0, 0), (x + 1, y + 2), 13)
    pygame.draw.circle(surface, theme.GOLD, (x, y), 13)
    pygame.draw.circle(surface, theme.HIGHLIGHT, (x, y), 13, 2)
    sun = fonts.render("ui_bold", 15, "☀", theme.INK)
    surface.blit(sun, sun.get_rect(center=(x, y)))
    if word:
        img = fonts.render("small", 12, "Favor", theme.GOLD)
        surface.blit(img, img.get_rect(midleft=(x + 16, y)))


def _dashed(layer, rect, color, dash=9):
    for x in range(rect.x, rect.right, dash * 2):
        pygame.draw.line(layer, color, (x, rect.y), (min(x + dash, rect.right), rect.y), 2)
        pygame.draw.line(layer, color, (x, rect.bottom), (min(x + dash, rect.right), rect.bottom), 2)
    for y in range(rect.y, rect.bottom, dash * 2):
        pygame.draw.line(layer, color, (rect.x, y), (rect.x, min(y + dash, rect.bottom)), 2)
        pygame.draw.line(layer, color, (rect.right, y), (rect.right, min(y + dash, rect.bottom)), 2)


def _dashed_rect(surface, rect, color):
    surface.blit(_dashed_layer(tuple(rect.size), tuple(color)), rect.topleft)


@lru_cache(maxsize=8)
def _veil(size):
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (10, 12, 10, 120), layer.get_rect(), border_radius=max(4, size[0] // 14))
    return layer


@lru_cache(maxsize=32)
def _dashed_layer(size, color):
    layer = pygame.Surface(size, pygame.SRCALPHA)
    _dashed(layer, layer.get_rect().inflate(-2, -2), (*color, 200))
    return layer


LAYOUT = BanishedLayout
