"""The second card file a simulation can be compared against (``simulate --cards A --against B``): a chooser
of the card files beside the one in play and in the data folder's ``cards`` folder, to which a file named
by its path or dropped onto the window is added.  Its first choice, no file, compares the run with the
last one before the cards changed."""
from __future__ import annotations

import os

from game.engine.cards import DEFAULT_PATH, CardFileError, load_cards
from game.lab.batch import CardRun

from scenes.widgets import Chooser

CARD_FILE_ENDINGS = (".yaml", ".yml")
LAST_EDIT = "Compare with: the run before the last card edit"


def card_files(cards_path: str | None, data_dir: str) -> list[str]:
    """Absolute paths of the YAML files beside the card file in play and in ``<data>/cards``, and the
    project's own card file, the one in play left out."""
    current = os.path.abspath(cards_path or DEFAULT_PATH)
    found: list[str] = []
    for folder in (os.path.dirname(current), os.path.join(data_dir, "cards")):
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            continue
        found += [os.path.abspath(os.path.join(folder, n)) for n in names if n.endswith(CARD_FILE_ENDINGS)]
    found.append(os.path.abspath(DEFAULT_PATH))
    out: list[str] = []
    for path in found:
        if path != current and path not in out and os.path.isfile(path):
            out.append(path)
    return out


class CompareWith(Chooser):
    """Which cards a run is compared against: ``value`` is None (the run before the last edit) or a path."""

    def __init__(self, cards_path: str | None, data_dir: str):
        files = card_files(cards_path, data_dir)
        super().__init__("Compare with", [None] + files, 0, names=[LAST_EDIT] + [self._name(p) for p in files])

    @staticmethod
    def _name(path: str) -> str:
        return f"Compare with: {os.path.basename(path)}"

    def add(self, path: str) -> None:
        """Offer ``path`` (if it is not offered yet) and choose it."""
        path = os.path.abspath(os.path.expanduser(path))
        if path not in self.options:
            self.options.append(path)
            self.names.append(self._name(path))
        self.set_value(path)

    def run(self, game: str) -> CardRun | None:
        """The chosen file's cards as the batch's ``against`` run; ValueError (a sentence) when they cannot be."""
        path = self.value
        if path is None:
            return None
        name = os.path.basename(path)
        try:
            cards = load_cards(path)
        except CardFileError as err:
            first = str(err).strip().splitlines()[0] if str(err).strip() else "it has problems"
            raise ValueError(f"{name} cannot be compared against: {first} (main.py lint {path})") from err
        if game not in cards.games:
            raise ValueError(f"{name} has no cards for {game}: it cannot be compared against")
        return CardRun(cards, path, label="against")
