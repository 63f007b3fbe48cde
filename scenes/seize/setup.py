"""A Bandit's Seize before and after a game: each seat's profile and the ante, then settling the pot.

The catalog's hooks for the seat set-up (``setup_panel``), the start (``prepare``)
and the end (``finish``) of a game with profiles at stake.
"""
from __future__ import annotations

import pygame

from game.ai import parse_seat
from game.seize import profiles
from game.seize.cardset import table as seize_table
from scenes.dialogs import ask_text
from scenes.result import changed_hands
from scenes.seize.collection import ProfileScene
from scenes.table.seating import seat_names
from scenes.widgets import Button, ButtonBar, Chooser

NO_PROFILE = ""


class SeizeSetup:
    """The seat set-up's Seize part: the ante, and each seat's profile (or a fresh deck) with its own
    buttons to make a new profile for that seat and to look at its collection.  A computer seat nobody
    chose a profile for plays The House (made on first use) whenever a person at the table plays a profile."""

    def __init__(self, scene):
        self.scene = scene
        self.app = scene.app
        t = seize_table(self.app.cards.game("seize"))
        lo, hi = t.ante_range
        antes = list(range(lo, hi + 1))
        self.ante = Chooser("Ante", antes, antes.index(t.default_ante) if t.default_ante in antes else 0,
                            names=[f"{n} cards from each deck" for n in antes])
        self.choosers: list = []
        self.chosen_by_hand: set[int] = set()   # computer seats whose profile a player picked
        self.housed: set[int] = set()           # computer seats given The House by the rule above
        self.new_buttons: list[Button] = []
        self.view_buttons: list[Button] = []
        self.buttons = ButtonBar([])
        self.seats_changed()

    def _names(self):
        try:
            return profiles.list_profiles(self.app.data_dir)
        except (OSError, profiles.ProfileError):
            return []

    def _is_computer(self, seat):
        return parse_seat(self.scene.specs()[seat])[0] != "human"

    def seats_changed(self, keep=None):
        specs = self.scene.specs()
        old = [c.value for c in self.choosers]
        names = [n for n in self._names() if n != profiles.HOUSE]
        self.choosers = []
        for i in range(len(specs)):
            if self._is_computer(i):
                options = [NO_PROFILE, profiles.HOUSE] + names
            else:
                options = [NO_PROFILE] + names + [profiles.HOUSE]
                self.chosen_by_hand.discard(i)
            labels = ["A fresh deck (no profile)"] + options[1:]
            chooser = Chooser("Profile", options, 0, names=labels, on_change=lambda _, i=i: self._picked(i))
            want = (keep or {}).get(i) or (old[i] if i < len(old) and i not in self.housed else None)
            if want in options:
                chooser.set_value(want)
            self.choosers.append(chooser)
        self.new_buttons = [Button("New…", lambda i=i: self._new(i), size=15) for i in range(len(specs))]
        self.view_buttons = [Button("Collection", lambda i=i: self._view(i), size=15) for i in range(len(specs))]
        self.buttons.set(self.new_buttons + self.view_buttons)
        for b in self.buttons.buttons:
            b.focus = False
        self._changed()
        if getattr(self.scene, "panel", None) is self and self.scene._felt is not None:
            self.scene.resize(self.app.size)

    def _picked(self, seat):
        if self._is_computer(seat):
            self.chosen_by_hand.add(seat)
        self._changed()

    def _changed(self):
        """A computer seat left to itself plays The House when a person plays a profile, else a fresh deck;
        a seat nobody named takes its profile's name."""
        people_play_profiles = any(c.value for i, c in enumerate(self.choosers) if not self._is_computer(i))
        self.housed = set()
        for i, c in enumerate(self.choosers):
            if self._is_computer(i) and i not in self.chosen_by_hand:
                c.set_value(profiles.HOUSE if people_play_profiles else NO_PROFILE)
                if people_play_profiles:
                    self.housed.add(i)
        for i, c in enumerate(self.choosers):
            self.view_buttons[i].enabled = bool(c.value)
            row = self.scene.rows[i] if i < len(self.scene.rows) else None
            if row is not None and getattr(row, "auto_name", True):
                row.name.text = c.value or seat_names(self.scene.specs())[i]

    def widgets(self):
        return [self.ante] + self.choosers

    def labels(self):
        return ["Ante"] + [f"Seat {i + 1} profile" for i in range(len(self.choosers))]

    def layout(self, form, y):
        self.ante.rect = form.row(y, min(form.field_w, 300))
        y += form.row_h + form.gap
        button_h = form.row_h - 2
        for c, new, view in zip(self.choosers, self.new_buttons, self.view_buttons):
            new_w = max(70, min(110, new.natural_size()[0]))
            view_w = max(100, min(150, view.natural_size()[0]))
            c.rect = form.row(y, form.field_w - new_w - view_w - 20)
            new.rect = pygame.Rect(c.rect.right + 10, y + 1, new_w, button_h)
            view.rect = pygame.Rect(new.rect.right + 10, y + 1, view_w, button_h)
            y += form.row_h + form.gap
        return y

    def draw(self, surface, now, form):
        form.label(surface, "Ante", self.ante.rect)
        self.ante.draw(surface)
        form.widget("ante", self.ante)
        for i, c in enumerate(self.choosers):
            form.label(surface, f"Seat {i + 1} profile", c.rect)
            c.draw(surface)
            form.widget(f"seat {i + 1} profile", c)
        self.buttons.draw(surface)
        for i, b in enumerate(self.buttons.buttons):
            form.widget(f"button {i} {b.label}", b)

    def handle(self, event):
        return self.buttons.handle(event) if event.type != pygame.KEYDOWN else False

    def _new(self, seat):
        """A new profile, made for ``seat`` (asked from its row): that seat plays it; no other seat changes."""

        def made(name):
            if not name:
                return
            try:
                profile = profiles.create_profile(name, folder=self.app.data_dir, cards=self.app.cards)
            except profiles.ProfileError as err:
                self.scene.error = str(err)
                return
            if self._is_computer(seat):
                self.chosen_by_hand.add(seat)
            self.seats_changed(keep={seat: profile.name})
            self.scene.error = ""
        ask_text(self.app, f"A new profile for seat {seat + 1}", origin_text(self.app.cards), made)

    def _view(self, seat):
        name = self.choosers[seat].value
        if not name:
            return
        try:
            profile = self._load(name)
        except profiles.ProfileError as err:
            self.scene.error = str(err)
            return
        self.app.push(ProfileScene(self.app, profile))

    def _load(self, name):
        if name == profiles.HOUSE:
            return profiles.house(self.app.data_dir, self.app.cards)
        return profiles.load_profile(name, self.app.data_dir, self.app.cards)

    def check(self):
        chosen = [c.value for c in self.choosers]
        if not any(chosen):
            return None
        if not all(chosen):
            return "Either every seat plays a profile or none does (the pot must go to a collection)."
        if len(set(chosen)) != len(chosen):
            return "Each seat needs its own profile."
        for name in chosen:
            try:
                ok, why = profiles.can_sit(self._load(name), self.ante.value, self.app.cards)
            except profiles.ProfileError as err:
                return str(err)
            if not ok:
                return why
        return None

    def options(self):
        return {"ante": self.ante.value}

    def context(self):
        return {"profiles": [c.value for c in self.choosers]}


def origin_text(cards) -> str:
    """What a new profile starts with, in words (the rulebook's 'bought origin')."""
    t = seize_table(cards.game("seize"))
    values, suits = len(t.by_value), len(t.suit_ids)
    return (f"Its name. A profile keeps a collection of cards that are won and lost at the table. It starts with "
            f"a bought origin: a fresh deck of {values * suits} cards, each of the {values} values in each of the "
            f"{suits} suits, unmarked.")


def setup_panel(scene):
    return SeizeSetup(scene)


def prepare(app, game, specs, names, options, context):
    """Profiles chosen: load them (fresh from disk, so a rematch sees the last result) and bring their decks.
    A seat playing a profile is called by the profile's name (``names`` is renamed in place), so the table,
    the log and the settling of the pot name it alike."""
    chosen = list(context.get("profiles") or [])
    if not any(chosen):
        return options, context
    loaded = []
    for name in chosen:
        loaded.append(profiles.house(app.data_dir, app.cards) if name == profiles.HOUSE
                      else profiles.load_profile(name, app.data_dir, app.cards))
    names[:len(loaded)] = [profile.name for profile in loaded]
    ante = options.get("ante")
    for profile in loaded:
        ok, why = profiles.can_sit(profile, ante or 3, app.cards)
        if not ok:
            raise profiles.ProfileError(why)
    options = dict(options, decks=[profiles.deck_for_table(profile, cards=app.cards) for profile in loaded])
    return options, dict(context, identities=chosen, loaded=loaded, warnings=[w for pr in loaded for w in pr.warnings],
                         stakes=True)          # real cards change hands: no move is taken back


def finish(table):
    """The game is over: the pot changes owner in the profiles; say what changed hands."""
    context = getattr(table.match, "context", {}) or {}
    lines = list(context.get("warnings", ()))
    loaded = context.get("loaded")
    if loaded:
        try:
            lines += profiles.settle(loaded, table.match.state, table.app.data_dir, cards=table.app.cards)
        except (profiles.ProfileError, OSError) as err:
            lines.append(f"The profiles could not be updated: {err}")
    else:
        lines += changed_hands(table) or ["No card changed hands (no profiles were at stake)."]
    table.finish_lines = lines
