"""Where things go on the table: a layout per game maps zones to screen regions.

``TableLayout`` is the machinery every game's table shares: it reads where a
card's action sends it (``action.card``, ``action.to``), turns actions into gestures
(drag a card onto a region, click a card, press a button), and places cards
in fans, rows and stacks.  ``GenericLayout`` lays out any game from its zones
alone; a game's own layout (``scenes/<game>/layout.py``) subclasses it and
draws its table properly.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import engine
from game.engine import events as ev
from game.engine.describe import YOU, describe_to, zone_name

from scenes import cardface, fonts, theme
from scenes.table.visibility import face_shown
from scenes.table.sprites import Banner, Effect, FloatText, Spot

CANCEL_WORDS = ("decline", "no", "don't", "pass", "cancel", "skip", "refuse", "shun", "not", "let", "none")


@dataclass(frozen=True)
class Gesture:
    """How the player makes an action: drag ``card`` onto region ``target``, click ``card``, or a button."""
    kind: str                     # drag | click | button
    card: int | None = None
    target: str | None = None
    also_button: bool = False     # a drag offered as a button as well (an extra: every way to use it shows)
    also_click: bool = False      # a drag that a click on its card makes as well (when it is the card's only move)


class TableLayout:
    game = "*"
    hand_kinds = ("hand",)
    told_moves: frozenset = frozenset()       # action kinds whose sentence in the log already tells their card's move

    def __init__(self, view):
        self.view = view
        self.rect = pygame.Rect(0, 0, 1000, 700)
        self.regions: dict[str, pygame.Rect] = {}
        self._faces: dict = {}

    # -- geometry ---------------------------------------------------------------
    def resize(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def card_width(self) -> int:
        """The width of a card on the table at this window size."""
        return max(56, min(180, int(min(self.rect.w / 9.5, self.rect.h / 6.2))))

    def hand_width(self) -> int:
        return int(self.card_width() * 1.12)

    def warm_widths(self) -> list[int]:
        """The widths faces are drawn at on this table (drawn ahead of need)."""
        return [self.card_width(), self.hand_width()]

    def hover_width(self) -> int:
        return max(220, min(340, int(self.rect.h * 0.42)))

    # -- cards ------------------------------------------------------------------
    def face(self, shown: engine.State, uid: int):
        card = shown.cards[uid]
        key = (card.card_id, tuple(sorted((k, v) for k, v in card.props.items() if k != "seen_by")))
        face = self._faces.get(key)
        if face is None:
            face = cardface.face_of(shown, uid)
            self._faces[key] = face
        return face

    def spot(self, shown, uid, viewer, x, y, w, angle=0.0, z=0, visible=True, force_back=False) -> Spot:
        up = not force_back and face_shown(shown, uid, viewer)
        return Spot(x, y, w, angle, z, visible, self.face(shown, uid) if up else None, self.back(shown))

    def back(self, shown) -> str:
        return shown.game

    def fan(self, shown, uids, viewer, center_x, base_y, width, card_w, spread=26.0, z0=0, step_max=0.78) -> dict:
        """A hand held in a fan: cards tilt out from the middle along a shallow arc, each ``step_max`` card
        widths from the next at most (above 1 they do not overlap)."""
        out = {}
        n = len(uids)
        if not n:
            return out
        step = min(card_w * step_max, (width - card_w) / max(1, n - 1)) if n > 1 else 0
        total_angle = min(spread, 4.0 * (n - 1))
        for i, uid in enumerate(uids):
            k = (i - (n - 1) / 2)
            angle = (total_angle * k / max(1, (n - 1) / 2)) / 2 if n > 1 else 0.0
            x = center_x + k * step
            y = base_y + (abs(k) ** 2) * card_w * 0.012 * (8 / max(8, n))
            out[uid] = self.spot(shown, uid, viewer, x, y, card_w, angle, z0 + i)
        return out

    def row(self, shown, uids, viewer, rect: pygame.Rect, card_w, z0=0, align="center") -> dict:
        """Cards side by side in ``rect``, overlapping when there are many."""
        out = {}
        n = len(uids)
        if not n:
            return out
        _, card_h = cardface.card_size(card_w)
        gap = card_w * 1.08
        if n > 1 and (n - 1) * gap + card_w > rect.w:
            gap = (rect.w - card_w) / (n - 1)
        total = (n - 1) * gap + card_w
        x0 = rect.x + (rect.w - total) / 2 if align == "center" else rect.x
        for i, uid in enumerate(uids):
            out[uid] = self.spot(shown, uid, viewer, x0 + card_w / 2 + i * gap, rect.centery, card_w, 0.0, z0 + i)
        return out

    def stack(self, shown, uids, viewer, center, card_w, z0=0, shown_on_top=2, force_back=False) -> dict:
        """A pile: every card at one place, only the top ones drawn."""
        out = {}
        n = len(uids)
        for i, uid in enumerate(uids):
            depth = n - 1 - i
            off = min(depth, 3) * 1.5
            out[uid] = self.spot(shown, uid, viewer, center[0] - off, center[1] - off, card_w, 0.0, z0 + i,
                                 visible=depth < shown_on_top, force_back=force_back)
        return out

    def place(self, shown: engine.State, viewer) -> dict[int, Spot]:
        raise NotImplementedError

    # -- drawing ----------------------------------------------------------------
    def draw_static(self, surface) -> None:
        """What never changes until the window is laid out again (zone outlines): drawn once, kept."""

    def static_key(self):
        return tuple(sorted((k, tuple(r)) for k, r in self.regions.items()))

    def draw_under(self, surface, shown, viewer) -> None:
        """What lies under the cards and changes: labels, lit places."""

    def draw_over(self, surface, shown, viewer) -> None:
        """What lies over the cards: counts, counters, the Trump."""

    def mark(self, kind: str, owner: str, rect, text: str = "") -> None:
        """Note an element drawn this frame (``scenes/table/marks.py``)."""
        self.view.mark(kind, owner, rect, text)

    def zone_box(self, surface, rect, label, count=None, lit=False):
        surface.blit(_box_layer(tuple(rect.size)), rect.topleft)
        if label:
            text = label if count is None else f"{label} · {count}"
            img = fonts.fit("ui", text, rect.w - 16, 13).render(text, theme.TEXT_DIM)
            surface.blit(img, (rect.x + 10, rect.y + 5))

    def badge(self, surface, center, text, color=theme.GOLD) -> pygame.Rect:
        img = fonts.render("ui_bold", 14, text, theme.INK)
        r = img.get_rect(center=center).inflate(12, 4)
        pygame.draw.rect(surface, color, r, border_radius=r.h // 2)
        pygame.draw.rect(surface, theme.INK, r, width=1, border_radius=r.h // 2)
        surface.blit(img, img.get_rect(center=r.center))
        return r

    # -- actions as gestures ------------------------------------------------------
    def action_card(self, action: engine.Action, state: engine.State) -> int | None:
        """The card an action is about, as the action declares it (``action.card``)."""
        uid = action.card
        return uid if uid in state.cards else None

    def destination(self, action: engine.Action, state: engine.State) -> str | None:
        """Where the action moves its card, as the action declares it (``action.to``), or None."""
        return action.to

    def target_for_zone(self, zone: str) -> str | None:
        """The drop region where cards going to ``zone`` are dropped."""
        return zone if zone in self.regions else None

    def gesture(self, action: engine.Action, state: engine.State, viewer) -> Gesture:
        uid = self.action_card(action, state)
        if uid is None:
            return Gesture("button")
        zone = state.cards[uid].zone
        mine = zone.partition(":")[0] in self.hand_kinds and state.zones[zone].owner == viewer
        if mine:
            dst = self.destination(action, state)
            target = self.target_for_zone(dst) if dst and dst != zone else None
            if target:
                return Gesture("drag", uid, target)
        if state.pending is not None and uid in self.view.sprites:
            return Gesture("click", uid)
        return Gesture("button")

    def drop_action(self, uid: int, target: str, state: engine.State, viewer) -> engine.Action | None:
        """The action a drop of ``uid`` on ``target`` would mean, to explain why it is not legal."""
        return None

    def decision_anchor(self) -> tuple | None:
        """Where the decision buttons stand (their row's centre); None: above the bottom of the table."""
        return None

    def button_label(self, action: engine.Action) -> str:
        return str(action)

    def drop_caption(self, action: engine.Action, shown: engine.State) -> str:
        """What dropping the held card here does, said over the card (the place's own label lies under it)."""
        return str(action)

    def seat_name(self, shown: engine.State, seat: int) -> str:
        """What the table calls ``seat``: 'You' for the person alone against the computer, else its name."""
        return YOU if seat is not None and seat == self.view.you_seat() else shown.seats[seat]

    def told(self, shown: engine.State, said) -> str:
        """An event, or a sentence naming seats by name, said as the log says it to this table: the seat the
        table calls 'You' addressed, its verbs agreeing ('You win', 'your Supplicants')."""
        e = said if isinstance(said, ev.Event) else ev.Message(said)
        return describe_to(shown, e, self.view.you_seat())

    def keep_clear(self) -> list:
        """Rects on the table that a dragged card's caption must not cover (besides the place it drops on)."""
        return []

    def update(self, dt: float) -> None:
        """Advance the layout's own animations (a needle turning)."""

    def is_cancel(self, action: engine.Action) -> bool:
        """Is this the answer Esc gives (decline, no, pass)?"""
        first = (action.label or action.kind).lower().replace("’", "'").split(" ")[0]
        return first in CANCEL_WORDS or action.kind in CANCEL_WORDS or (bool(action.args) and action.args[-1] is False)

    # -- events -----------------------------------------------------------------
    def on_event(self, shown: engine.State, e: ev.Event) -> None:
        """Bring what the game keeps of its own up to date with ``e`` on the shown copy."""

    def event_time(self, e: ev.Event) -> float | None:
        """How long ``e`` holds the queue at normal speed (None: the table's default)."""
        return None

    def counter_anchor(self, name: str, seat) -> tuple | None:
        return None

    def banner_rect(self) -> pygame.Rect:
        """Where banners ("the Trump turns…") cross the table."""
        return self.rect

    def effects(self, e: ev.Event, shown: engine.State, viewer) -> list[Effect]:
        out: list[Effect] = []
        if isinstance(e, ev.CounterChanged):
            anchor = self.counter_anchor(e.name, e.seat)
            if anchor:
                delta = e.new - e.old
                out.append(FloatText(f"{'+' if delta > 0 else '−'}{abs(delta)}", anchor,
                                     theme.TARGET if delta > 0 else theme.RED))
        elif isinstance(e, ev.GameOver):
            out.append(Banner(self.told(shown, e.banner(shown)), self.banner_rect(), 2.0, 40))
        else:
            text = e.banner(shown)
            if text:
                out.append(Banner(self.told(shown, text), self.banner_rect(), 1.4))
        return out

    def playing_status(self, shown: engine.State, viewer, seat, turn_began=False) -> str:
        """The status line while events play: the question they have reached, else the turn they have
        begun (``turn_began``) or the move they show, ``seat``'s."""
        if shown.over:
            return "The game is over."
        if shown.pending is not None:
            return asked_line(self.view, shown, self.seat_name(shown, shown.pending.seat))
        if seat is None:
            return ""
        you = seat == self.view.you_seat()
        if turn_began:
            return "Your turn." if you else f"{shown.seats[seat]}'s turn."
        return "Playing your move…" if you else f"Playing {shown.seats[seat]}'s move…"

    def status(self, shown: engine.State, viewer) -> str:
        """A line saying whose move it is."""
        if shown.over:
            return "The game is over."
        seat = shown.rules.to_move(shown)
        if seat is None:
            return ""
        if shown.pending is not None:
            return asked_line(self.view, shown, shown.seats[seat])
        return f"{shown.seats[seat]} to play."


def _box_layer(size) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    if pygame.display.get_surface() is not None:
        layer = layer.convert_alpha()
    pygame.draw.rect(layer, (0, 0, 0, 46), layer.get_rect(), border_radius=12)
    pygame.draw.rect(layer, (*theme.FELT_LINE, 255), layer.get_rect(), width=2, border_radius=12)
    return layer


class GenericLayout(TableLayout):
    """Any game, from its zones alone: your zones below, the others' above, shared ones between."""

    def seat_order(self, shown, viewer) -> list[int]:
        me = viewer if viewer is not None else 0
        return [(me + i) % shown.players for i in range(shown.players)]

    def _zones(self, shown, owner):
        return [z for z in shown.zones.values() if z.owner == owner]

    def place(self, shown, viewer):
        self.regions = {}
        self.bands = {}
        spots: dict[int, Spot] = {}
        r = self.rect
        cw = self.card_width()
        _, ch = cardface.card_size(cw)
        seats = self.seat_order(shown, viewer)
        me = seats[0]
        hand_h = int(ch * 1.0)
        bands = 2 + (len(seats) - 1)
        rest_h = r.h - hand_h
        band_h = rest_h // max(1, bands)
        # my hand, fanned
        hand = [z for z in self._zones(shown, me) if z.name.partition(":")[0] in self.hand_kinds]
        hand_rect = pygame.Rect(r.x, r.bottom - hand_h, r.w, hand_h)
        for z in hand:
            self.regions[z.name] = hand_rect
            spots.update(self.fan(shown, z.cards, viewer, hand_rect.centerx, hand_rect.centery + ch * 0.12,
                                  min(r.w * 0.7, cw * 9), self.hand_width(), z0=1000))
        y = r.bottom - hand_h - band_h
        self.bands[me] = pygame.Rect(r.x, y, r.w, band_h)
        spots.update(self._band(shown, viewer, [z for z in self._zones(shown, me) if z not in hand],
                                self.bands[me], cw))
        y -= band_h
        self.bands[None] = pygame.Rect(r.x, y, r.w, band_h)
        spots.update(self._band(shown, viewer, self._zones(shown, None), self.bands[None], cw))
        for seat in seats[1:]:
            y -= band_h
            self.bands[seat] = pygame.Rect(r.x, y, r.w, band_h)
            spots.update(self._band(shown, viewer, self._zones(shown, seat), self.bands[seat], cw))
        return spots

    def draw_over(self, surface, shown, viewer):
        """Each seat's counters (life, support…) at the foot of its band; they tick there."""
        self.anchors = {}
        for seat, band in getattr(self, "bands", {}).items():
            items = sorted((name, v) for (name, s), v in shown.counters.items() if s == seat)
            x = band.right - 12
            for name, value in reversed(items):
                img = fonts.render("ui_bold", 14, f"{name.replace('_', ' ')} {value}", theme.GOLD)
                rect = img.get_rect(bottomright=(x, band.bottom - 8))
                theme.panel(surface, rect.inflate(10, 4), theme.PANEL, 200, 6)
                surface.blit(img, rect)
                self.anchors[(name, seat)] = rect.center
                x = rect.x - 16

    def counter_anchor(self, name, seat):
        anchors = getattr(self, "anchors", {})
        if (name, seat) in anchors:
            return anchors[(name, seat)]
        band = getattr(self, "bands", {}).get(seat)
        return (band.right - 40, band.bottom - 16) if band else None

    def _band(self, shown, viewer, zones, rect, cw):
        spots = {}
        zones = [z for z in zones if z.cards or z.visibility != engine.SECRET or True]
        if not zones:
            return spots
        weights = [1 if z.visibility == engine.SECRET or not z.ordered else max(1, min(4, len(z.cards))) for z in zones]
        unit = (rect.w - 10) / max(1, sum(weights))
        x = rect.x + 5
        size = max(40, min(cw, int(rect.h * 0.62 / cardface.RATIO)))
        for z, wgt in zip(zones, weights):
            box = pygame.Rect(int(x) + 4, rect.y + 4, int(unit * wgt) - 8, rect.h - 8)
            self.regions[z.name] = box
            inner = box.inflate(-12, -24).move(0, 8)
            if z.visibility == engine.SECRET:
                spots.update(self.stack(shown, z.cards, viewer, inner.center, size))
            else:
                spots.update(self.row(shown, z.cards, viewer, inner, size))
            x += unit * wgt
        return spots

    def draw_under(self, surface, shown, viewer):
        named = set()
        for name, rect in self.regions.items():
            zone = shown.zones.get(name)
            if zone is None or name.partition(":")[0] in self.hand_kinds and zone.owner == viewer:
                continue
            kind = name.partition(":")[0].replace("_", " ")
            label = kind.capitalize() if zone.owner is not None else zone_name(shown, name).capitalize()
            if zone.owner is not None and zone.owner not in named:
                named.add(zone.owner)
                label = f"{shown.seats[zone.owner]} · {kind}"
            self.zone_box(surface, rect, label, len(zone.cards))


def asked_line(view, shown, name: str) -> str:
    """The status line while ``name`` is asked a question: the question itself to a person, and to
    everyone else that a computer seat is choosing (its question speaks to it, not to the person)."""
    if shown.pending.seat in view.humans:
        return f"{name}: {shown.pending.prompt}"
    return f"{name} is choosing…"
