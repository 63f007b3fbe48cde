"""The settings screen: animation speed, sound volume and mute, text size, undo and hints; saved at each change."""
from __future__ import annotations

from scenes import fonts, settings as settings_mod, sound, theme
from scenes.button_screen import ButtonScreen
from scenes.widgets import Button

ROWS = (
    ("speed", "Animation speed", lambda v: v),
    ("volume", "Sound volume", lambda v: f"{v}%"),
    ("mute", "Sound", lambda v: "muted" if v else "on"),
    ("scale", "Text size", lambda v: f"{v}%"),
    ("undo", "Undo (Ctrl+Z)", lambda v: "on" if v else "off"),
    ("hints", "Hints", lambda v: "on" if v else "off"),
)
TIPS = {
    "speed": "How long each step on the table is shown",
    "volume": "How loud the table's sounds are",
    "mute": "Silence every sound",
    "scale": "The size of the words everywhere but on the cards (100–150%)",
    "undo": "Whether your last move can be taken back (never while profiles are at stake)",
    "hints": "Whether the table offers a hint (what would the hard player do?)",
}


class SettingsScene(ButtonScreen):
    """Each setting is a button: Enter or a click steps it to its next value."""

    def __init__(self, app):
        self.app = app
        self.buttons = {name: Button(self._label(name), lambda n=name: self.step(n), size=17, tooltip=TIPS[name])
                        for name, _, _ in ROWS}
        super().__init__(app, list(self.buttons.values()) + [Button("Back", app.pop, cancel=True, size=17)])

    def title(self) -> str:
        return "Settings"

    def _label(self, name: str) -> str:
        title, shown = next((t, f) for n, t, f in ROWS if n == name)
        return f"{title}: {shown(self.app.settings.get(name))}"

    def step(self, name: str) -> None:
        """Move setting ``name`` on to its next value, save, and show it at once."""
        value = self.app.settings.cycle(name)
        settings_mod.save(self.app.data_dir, self.app.settings)
        self.app.settings.notice = ""                 # the file is whole again
        if name == "scale":
            fonts.set_scale(value / 100)
            for scene in self.app.stack:
                scene.resize(self.app.size)
        if name in ("volume", "mute"):
            sound.BOARD.play("flip", settings_mod.volume(self.app.settings))
        for key, button in self.buttons.items():
            button.label = self._label(key)

    def resize(self, size):
        super().resize(size)
        w, h = size
        height = max(34, min(50, (h - 220) // len(self.bar.buttons) - 10))
        self.bar.layout_column((w // 2 - 230, 150), 460, height, gap=10)

    def draw(self, surface):
        self.draw_ground(surface, 80)
        w, h = self.app.size
        self.bar.draw(surface)
        focused = self.bar.buttons[self.bar.focus] if self.bar.buttons else None
        tip = getattr(focused, "tooltip", "")
        if tip:
            t = fonts.fit("italic", tip, w - 60, 18)
            img = t.render(tip, theme.TEXT_DIM)
            last = self.bar.buttons[-1].rect
            surface.blit(img, img.get_rect(midtop=(w // 2, last.bottom + 14)))
        hint = fonts.render("ui", 13, "Enter or a click changes · arrows move · Esc goes back", theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 12)))
