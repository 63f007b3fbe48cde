"""A Bandit's Seize at the table: the layout, the Trump wheel, and profiles before and after a game.

The trick sits in the middle with the Seize spot beside it (drop a weaker card
there to seize: it turns 90 degrees); the wheel on the right shows the Trump
and the Tonic; the table deck and the pot on the left; each well beside its
player's hand; the flames under the wheel.
"""
from __future__ import annotations

import math
import random

import pygame

from game import engine
from game.engine import events as ev

from scenes import cardface, fonts, theme
from scenes.scene import Scene
from scenes.table.layout import Gesture, TableLayout
from scenes.table.sprites import Banner
from scenes.widgets import Button, ButtonBar, Chooser

SEIZE_TARGET = "seize"


def wheel_order(constants) -> list[str]:
    """The suits round the wheel: each kin set a triangle, dissonant pairs opposite."""
    kin = [list(k) for k in constants.get("kin", ())]
    partner = {}
    for a, b in constants.get("dissonant", ()):
        partner[a], partner[b] = b, a
    order = [None] * 6
    if kin and len(kin[0]) == 3:
        for i, suit in enumerate(kin[0]):
            order[2 * i] = suit
            order[(2 * i + 3) % 6] = partner.get(suit)
    if None in order:
        order = [s["id"] for s in constants.get("suits", ())][:6]
    return order


class SeizeLayout(TableLayout):
    game = "seize"

    def __init__(self, table):
        super().__init__(table)
        self.needle = None          # the angle the Trump needle points at now (degrees)
        self.needle_to = None
        self.needle_speed = 0.0

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
        self.opp_hand_y = r.top + oh * 0.5 + 44
        mid_top = self.opp_hand_y + oh * 0.5 + 14
        mid_bottom = r.bottom - hh - 64
        self.mid = pygame.Rect(r.x, mid_top, r.w, max(ch + 40, mid_bottom - mid_top))
        left_x = r.x + cw * 0.72
        self.deck_pos = (left_x, self.mid.y + ch * 0.5 + 28)
        self.pot_pos = (left_x, self.deck_pos[1] + ch + 46)
        self.wheel_r = int(max(40, min(cw * 0.85, (self.mid.y - r.top + self.mid.h * 0.3) * 0.36)))
        self.wheel_c = (r.right - int(self.wheel_r * 1.35) - 8, r.top + int(self.wheel_r * 1.32) + 4)
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
        self.flames_pos = (r.right - cw * 0.85, self.my_hand_y)
        fan_room = r.w - 2 * int(cw * 2.6)
        self.fan_w = max(hw * 2.5, min(fan_room, hw * 6))
        self.my_well = (r.x + cw * 0.72, self.my_hand_y)
        self.opp_well = (r.x + ow * 0.72 + 4, self.opp_hand_y)
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
        d = shown.data
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
        spots.update(self.stack(shown, z["pot"].cards, viewer, self.pot_pos, self.cw, z0=200, force_back=True))
        for seat, pos, w in ((me, self.my_well, self.cw), (opp, self.opp_well, self.ow)):
            well = z[f"well:{seat}"].cards
            spots.update(self.stack(shown, well, viewer, pos, w, z0=300 + 50 * seat))
            regions[f"well:{seat}"] = self._box(pos, w, 40)
            wd = z[f"welldeck:{seat}"].cards
            if wd:
                wpos = (pos[0] + w * 1.2, pos[1])
                spots.update(self.stack(shown, wd, viewer, wpos, w, z0=400 + 50 * seat))
                regions[f"welldeck:{seat}"] = self._box(wpos, w)
        spots.update(self._trick(shown, viewer))
        spots.update(self._flames(shown, viewer))
        return spots

    def _trick(self, shown, viewer):
        """The played cards side by side, the seizing one turned 90 degrees (it takes a card's height)."""
        cards = shown.zones["trick"].cards
        rect = self.regions["trick"].inflate(-16, -30).move(0, 8)
        seizing = shown.data.get("seizing")
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
        return super().gesture(action, state, viewer)

    def drop_action(self, uid, target, state, viewer):
        seat = viewer if viewer is not None else state.rules.to_move(state)
        if target == "trick":
            kind = "lead" if state.data.get("phase") == "lead" else "play"
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

    # -- events ---------------------------------------------------------------------
    def on_event(self, shown, e):
        d = shown.data
        if isinstance(e, ev.TrumpTurned):
            d["trump"] = e.new
            if d.get("tonic") is None:
                d["tonic"] = e.new
        elif isinstance(e, ev.CardMoved):
            if e.reason == "seize":
                d["seizing"] = e.card
            elif e.src == "trick" and d.get("seizing") == e.card:
                d["seizing"] = None

    def event_time(self, e):
        if isinstance(e, ev.Message):
            return 0.35 if "seizes with" in e.text or "negates" in e.text else 0.05
        return None

    def effects(self, e, shown, viewer):
        if isinstance(e, ev.TrumpTurned):
            t = _suit_names(shown)
            if e.old is None:
                text = f"The Tonic: {t.get(e.new, e.new)}"
            else:
                text = f"The Trump turns to {t.get(e.new, e.new)}"
            return [Banner(text, self.banner_rect(), 1.5)]
        if isinstance(e, ev.Message) and ("seizes with" in e.text or "negates" in e.text):
            return [Banner(e.text, self.banner_rect(), 1.3, 26, theme.HIGHLIGHT)]
        return super().effects(e, shown, viewer)

    def banner_rect(self):
        """Between the other hand and the trick, left of the wheel: it covers no card in play."""
        top = self.opp_hand_y + self.oh * 0.5
        bottom = self.regions["trick"].top
        right = self.wheel_c[0] - int(self.wheel_r * 1.4)
        return pygame.Rect(self.rect.x, int(top), right - self.rect.x, max(40, int(bottom - top)))

    def update(self, dt):
        if self.needle_to is None:
            return
        if self.needle is None:
            self.needle = self.needle_to
            return
        diff = (self.needle_to - self.needle + 540) % 360 - 180
        step = 360 * dt * max(0.5, self.needle_speed)
        self.needle = self.needle_to if abs(diff) <= step else self.needle + math.copysign(step, diff)

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
        lit = set(self.table.lit_targets())
        if SEIZE_TARGET in lit or self._responding(shown, viewer):
            self._seize_spot(surface, SEIZE_TARGET in lit)
        to_move = shown.rules.to_move(shown) if not shown.over else None
        for seat in (0, 1):
            box = self.regions.get(f"well:{seat}")
            if box is not None:
                self._plate(surface, shown, seat, box, seat == to_move)
        self._wheel(surface, shown)

    def _responding(self, shown, viewer):
        return (viewer is not None and shown.data.get("phase") == "respond"
                and shown.rules.to_move(shown) == viewer)

    def _seize_spot(self, surface, lit):
        r = self.regions[SEIZE_TARGET]
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        color = theme.HIGHLIGHT if lit else theme.FELT_LINE
        pygame.draw.rect(layer, (0, 0, 0, 50), layer.get_rect(), border_radius=12)
        for i in range(0, 2 * (r.w + r.h), 14):     # a dashed outline
            p = _perimeter(layer.get_rect().inflate(-2, -2), i)
            q = _perimeter(layer.get_rect().inflate(-2, -2), i + 7)
            pygame.draw.line(layer, (*color, 220), p, q, 2)
        surface.blit(layer, r.topleft)
        title = fonts.render("title", 22, "Seize", color)
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + 6)))
        t = fonts.text("small", 12)
        y = r.y + 36
        for line in t.wrap("Drop a weaker card of another suit here to turn the Trump", r.w - 16):
            img = t.render(line, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += t.height

    def _wheel(self, surface, shown):
        c = shown.defs.constants
        suits = {s["id"]: s for s in c.get("suits", ())}
        order = wheel_order(c)
        cx, cy = self.wheel_c
        R = self.wheel_r
        trump, tonic = shown.data.get("trump"), shown.data.get("tonic")
        pygame.draw.circle(surface, (12, 24, 20), (cx, cy), R + 16)
        pygame.draw.circle(surface, theme.GOLD_DARK, (cx, cy), R + 16, 2)
        pygame.draw.circle(surface, theme.FELT_LINE, (cx, cy), int(R * 0.62), 1)
        angle_of = {}
        for i, suit in enumerate(order):
            a = -90 + 60 * i
            angle_of[suit] = a
            x = cx + R * math.cos(math.radians(a))
            y = cy + R * math.sin(math.radians(a))
            color = tuple(suits.get(suit, {}).get("color", (120, 120, 120)))
            big = suit == trump
            rad = int(R * (0.3 if big else 0.22))
            pygame.draw.circle(surface, color, (int(x), int(y)), rad)
            pygame.draw.circle(surface, theme.HIGHLIGHT if big else theme.mix(color, (255, 255, 255), 0.3),
                               (int(x), int(y)), rad, 3 if big else 1)
            if suit == tonic:
                pygame.draw.circle(surface, theme.CREAM, (int(x), int(y)), rad + 5, 2)
            sign = fonts.render("ui_bold", int(rad * 1.15), suits.get(suit, {}).get("sign", "?"), (250, 244, 230))
            surface.blit(sign, sign.get_rect(center=(int(x), int(y))))
        if trump in angle_of:
            self.needle_to = angle_of[trump]
            self.needle_speed = 1.0 / max(0.2, self.table.speed)
            a = math.radians(self.needle if self.needle is not None else angle_of[trump])
            tip = (cx + R * 0.62 * math.cos(a), cy + R * 0.62 * math.sin(a))
            pygame.draw.line(surface, theme.GOLD, (cx, cy), tip, 4)
            pygame.draw.circle(surface, theme.GOLD, (cx, cy), 6)
        names = {k: v.get("name", k) for k, v in suits.items()}
        lines = [("Trump", names.get(trump, "not set yet") if trump else "not set yet"),
                 ("Tonic", names.get(tonic, "not set yet") if tonic else "the first colored card")]
        y = cy + int(R * 1.32) + 6
        for label, value in lines:
            img = fonts.render("ui", 14, f"{label}: ", theme.TEXT_DIM)
            val = fonts.render("title_bold", 17, value, theme.GOLD if label == "Trump" else theme.CREAM)
            total = img.get_width() + val.get_width()
            x = cx - total // 2
            surface.blit(img, (x, y + 2))
            surface.blit(val, (x + img.get_width(), y))
            y += 22

    def draw_over(self, surface, shown, viewer):
        me = viewer if viewer is not None else 0
        opp = 1 - me
        z = shown.zones
        cw = self.cw
        self.badge(surface, (self.deck_pos[0], self.deck_pos[1] + self.ch * 0.5 + 2), str(len(z["deck"].cards)))
        self.badge(surface, (self.pot_pos[0], self.pot_pos[1] + self.ch * 0.5 + 2), str(len(z["pot"].cards)))
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

    def _plate(self, surface, shown, seat, box, moving):
        """The player's name over their well, lit when it is their move."""
        d = shown.data
        role = "leads" if d.get("leader") == seat else "responds"
        bought = d.get("buybacks", [0, 0])[seat]
        img = fonts.render("title_bold", 17, shown.seats[seat], theme.GOLD if moving else theme.TEXT)
        surface.blit(img, (box.x + 8 + (10 if moving else 0), box.y + 3))
        if moving:
            pygame.draw.circle(surface, theme.HIGHLIGHT, (box.x + 10, box.y + 3 + img.get_height() // 2), 4)
        sub = f"{role} · well" + (f" · {bought} buyback{'s' if bought > 1 else ''}" if bought else "")
        surface.blit(fonts.render("small", 12, sub, theme.TEXT_DIM), (box.x + 8, box.y + img.get_height()))

    def status(self, shown, viewer):
        if shown.over:
            return "The game is over."
        seat = shown.rules.to_move(shown)
        if seat is None:
            return ""
        who = "You" if seat == viewer and len(self.table.match.humans) == 1 else shown.seats[seat]
        if shown.pending is not None:
            return f"{who}: {shown.pending.prompt}"
        phase = shown.data.get("phase")
        if seat not in self.table.match.humans:
            return f"{who} {'leads' if phase == 'lead' else 'responds'}…"
        if phase == "lead":
            return f"{who} to lead: drag a card onto the trick."
        return f"{who} to respond: play onto the trick, or drop a weaker card on Seize."


def _suit_names(shown) -> dict:
    return {s["id"]: f"{s.get('name', s['id'])} {s.get('sign', '')}".strip()
            for s in shown.defs.constants.get("suits", ())}


def _perimeter(rect, d):
    w, h = rect.w, rect.h
    d %= 2 * (w + h)
    if d < w:
        return rect.x + d, rect.y
    d -= w
    if d < h:
        return rect.right, rect.y + d
    d -= h
    if d < w:
        return rect.right - d, rect.bottom
    d -= w
    return rect.x, rect.bottom - d


LAYOUT = SeizeLayout


# -----------------------------------------------------------------------------
# Profiles: set-up, the collection view, and settling after the game
# -----------------------------------------------------------------------------

NO_PROFILE = ""


def _profiles():
    from game.seize import profiles
    return profiles


class SeizeSetup:
    """The seat set-up's Seize part: each seat's profile (or a fresh deck), the ante, collections to look at."""

    def __init__(self, scene):
        from game.seize.rules import table as seize_table
        self.scene = scene
        self.app = scene.app
        t = seize_table(self.app.cards.game("seize"))
        lo, hi = t.ante_range
        antes = list(range(lo, hi + 1))
        self.ante = Chooser("Ante", antes, antes.index(t.default_ante) if t.default_ante in antes else 0,
                            names=[f"{n} cards from each deck" for n in antes])
        self.choosers: list = []
        self.buttons = ButtonBar([])
        self.seats_changed()

    def _names(self):
        try:
            return _profiles().list_profiles(self.app.data_dir)
        except OSError:
            return []

    def seats_changed(self, keep=None):
        specs = self.scene.specs()
        old = [c.value for c in self.choosers]
        names = self._names()
        house = _profiles().HOUSE
        self.choosers = []
        for i, spec in enumerate(specs):
            options = [NO_PROFILE] + [n for n in names if n != house] + [house]
            labels = ["A fresh deck (no profile)"] + options[1:]
            chooser = Chooser("Profile", options, 0, names=labels, on_change=lambda _: self._changed())
            want = (keep or {}).get(i) or (old[i] if i < len(old) else None)
            if want in options:
                chooser.set_value(want)
            self.choosers.append(chooser)
        self.buttons.set([Button("New profile…", self._new, size=15)]
                         + [Button(f"Seat {i + 1}: collection", lambda i=i: self._view(i), size=15)
                            for i in range(len(specs))])
        for b in self.buttons.buttons:
            b.focus = False
        self._changed()
        if getattr(self.scene, "panel", None) is self and self.scene._felt is not None:
            self.scene.resize(self.app.size)

    def _changed(self):
        """A seat nobody named takes its profile's name."""
        for i, c in enumerate(self.choosers):
            if i + 1 < len(self.buttons.buttons):
                self.buttons.buttons[i + 1].enabled = bool(c.value)
            row = self.scene.rows[i] if i < len(self.scene.rows) else None
            if row is not None and getattr(row, "auto_name", True):
                from scenes.table.seating import seat_names
                row.name.text = c.value or seat_names(self.scene.specs())[i]

    def widgets(self):
        return [self.ante] + self.choosers

    def layout(self, x, y, width):
        label_w = 160
        self.ante.rect = pygame.Rect(x + label_w, y, 300, 36)
        y += 50
        for c in self.choosers:
            c.rect = pygame.Rect(x + label_w, y, 300, 36)
            y += 46
        self.origin = (x, y)
        self.buttons.layout_row((x + width // 2, y + 22), gap=10, min_width=150)
        return y + 60

    def draw(self, surface, now):
        label = lambda text, r: surface.blit(fonts.render("ui", 16, text, theme.TEXT_DIM),  # noqa: E731
                                             (r.x - 160, r.y + 8))
        label("Ante", self.ante.rect)
        self.ante.draw(surface)
        for i, c in enumerate(self.choosers):
            label(f"Seat {i + 1} profile", c.rect)
            c.draw(surface)
        self.buttons.draw(surface)

    def handle(self, event):
        return self.buttons.handle(event) if event.type != pygame.KEYDOWN else False

    def _new(self):
        from scenes.dialogs import ask_text

        def made(name):
            if not name:
                return
            try:
                profile = _profiles().create_profile(name, folder=self.app.data_dir, cards=self.app.cards)
            except _profiles().ProfileError as err:
                self.scene.error = str(err)
                return
            seat = next((i for i, s in enumerate(self.scene.specs()) if s == "human"), 0)
            self.seats_changed(keep={seat: profile.name})
            self.scene.error = ""
        ask_text(self.app, "A new profile", "Its name (it starts with a bought origin: 42 cards).", made)

    def _view(self, seat):
        name = self.choosers[seat].value
        if not name:
            return
        try:
            profile = self._load(name)
        except _profiles().ProfileError as err:
            self.scene.error = str(err)
            return
        self.app.push(ProfileScene(self.app, profile))

    def _load(self, name):
        p = _profiles()
        if name == p.HOUSE:
            return p.house(self.app.data_dir, self.app.cards)
        return p.load_profile(name, self.app.data_dir, self.app.cards)

    def check(self):
        chosen = [c.value for c in self.choosers]
        if not any(chosen):
            return None
        if not all(chosen):
            return "Either every seat plays a profile or none does (the pot must go to a collection)."
        if len(set(chosen)) != len(chosen):
            return "Each seat needs its own profile."
        p = _profiles()
        for name in chosen:
            try:
                ok, why = p.can_sit(self._load(name), self.ante.value, self.app.cards)
            except p.ProfileError as err:
                return str(err)
            if not ok:
                return why
        return None

    def options(self):
        return {"ante": self.ante.value}

    def context(self):
        return {"profiles": [c.value for c in self.choosers]}


def setup_panel(scene):
    return SeizeSetup(scene)


def prepare(app, game, specs, names, options, context):
    """Profiles chosen: load them (fresh from disk, so a rematch sees the last result) and bring their decks."""
    chosen = list(context.get("profiles") or [])
    if not any(chosen):
        return options, context
    p = _profiles()
    loaded = []
    for name in chosen:
        loaded.append(p.house(app.data_dir, app.cards) if name == p.HOUSE
                      else p.load_profile(name, app.data_dir, app.cards))
    ante = options.get("ante")
    for profile in loaded:
        ok, why = p.can_sit(profile, ante or 3, app.cards)
        if not ok:
            raise p.ProfileError(why)
    options = dict(options, decks=[p.deck_for_table(profile, cards=app.cards) for profile in loaded])
    return options, dict(context, loaded=loaded, warnings=[w for pr in loaded for w in pr.warnings])


def finish(table):
    """The game is over: the pot changes owner in the profiles; say what changed hands."""
    from scenes.result import changed_hands
    context = getattr(table.match, "context", {}) or {}
    lines = list(context.get("warnings", ()))
    loaded = context.get("loaded")
    if loaded:
        p = _profiles()
        try:
            lines += p.settle(loaded, table.match.state, table.app.data_dir, cards=table.app.cards)
        except (p.ProfileError, OSError) as err:
            lines.append(f"The profiles could not be updated: {err}")
    else:
        lines += changed_hands(table) or ["No card changed hands (no profiles were at stake)."]
    table.finish_lines = lines


class ProfileScene(Scene):
    """A profile's collection: every card by value and suit, marks and all; the reserve dimmed."""

    def __init__(self, app, profile):
        super().__init__(app)
        from game.seize.rules import table as seize_table
        self.profile = profile
        self.t = seize_table(app.cards.game("seize"))
        deck = _profiles().deck_for_table(profile, cards=app.cards)
        self.in_deck = {r["id"] for r in deck}
        self.bar = ButtonBar([Button("Back", app.pop, primary=True, cancel=True)])
        self._felt = None

    def resize(self, size):
        self._felt = theme.felt(size)
        self.bar.layout_row((size[0] // 2, size[1] - 36))

    def handle_event(self, event):
        if self.bar.handle(event):
            return
        super().handle_event(event)

    def draw(self, surface):
        from scenes.cardface import face_for, render_face
        surface.blit(self._felt, (0, 0))
        w, h = self.app.size
        p = self.profile
        title = fonts.render("title", 40, p.name, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(w // 2, 12)))
        sub = (f"Run {p.run} · {len(p.collection)} cards · {len(self.in_deck)} in the deck for the table, "
               f"{len(p.collection) - len(self.in_deck)} in reserve · pots won {p.pots_won}, lost {p.pots_lost} · "
               f"{p.flames} lost to the flames")
        img = fonts.fit("ui", sub, w - 40, 15).render(sub, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midtop=(w // 2, 62)))
        t = self.t
        cells = {}
        for rec in p.collection:
            cells.setdefault((rec["card"], rec["suit"]), []).append(rec)
        cols = t.suit_ids
        rows = t.by_value
        top, bottom = 96, h - 80
        cell_h = (bottom - top - 24) // max(1, len(rows))
        card_w = max(30, min(int(cell_h / cardface.RATIO) - 2, 70))
        cell_w = min(150, (w - 160) // max(1, len(cols)))
        x0 = (w - cell_w * len(cols)) // 2 + 40
        for j, suit in enumerate(cols):
            sign = fonts.render("ui_bold", 18, f"{t.sign(suit)} {t.suit_name(suit)}", theme.CREAM)
            surface.blit(sign, sign.get_rect(midtop=(x0 + j * cell_w + cell_w // 2, top)))
        defs = self.app.cards.game("seize").cards
        for i, cid in enumerate(rows):
            y = top + 24 + i * cell_h
            name = fonts.render("title_bold", 17, f"{t.names[cid]} {t.value[cid]}", theme.TEXT)
            surface.blit(name, name.get_rect(midright=(x0 - 12, y + cell_h // 2)))
            for j, suit in enumerate(cols):
                recs = cells.get((cid, suit), [])
                for k, rec in enumerate(recs[:4]):
                    props = {"suit": rec["suit"]}
                    if rec.get("drained"):
                        props["drained"] = True
                    if rec.get("restored_from"):
                        props["restored_from"] = tuple(rec["restored_from"])
                    img = render_face(face_for("seize", defs[cid], props), card_w)
                    if rec["id"] not in self.in_deck:
                        img = img.copy()
                        img.set_alpha(110)
                    surface.blit(img, (x0 + j * cell_w + 8 + k * 12, y + 2 + k * 3))
                if len(recs) > 1:
                    badge = fonts.render("ui_bold", 13, f"×{len(recs)}", theme.GOLD)
                    surface.blit(badge, (x0 + j * cell_w + card_w + 14 + min(3, len(recs) - 1) * 12, y + 4))
        note = fonts.render("ui", 13, "Dimmed cards wait in reserve: a deck holds at most seven of one value.",
                            theme.TEXT_DIM)
        surface.blit(note, note.get_rect(midbottom=(w // 2, h - 64)))
        self.bar.draw(surface)
