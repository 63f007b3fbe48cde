"""The table's sounds, synthesised here (no files): a card moving, a flip, a Seize, a hit in Combat, a win.

A sound is chosen from the typed event the table plays back (each event class declares its ``sound`` by
name), never from words.  The mixer is opened on the first sound; where
it cannot open (no audio device) every sound is silently skipped.
"""
from __future__ import annotations

import math
import random
import sys
import time
from array import array

import pygame

from scenes import settings as settings_mod

RATE = 22050
PEAK = 0.55                      # the loudest a sound gets, as a share of full scale
FADE = 0.006                     # seconds of fade in and out at each end: no click
REPEAT = 0.07                    # one sound is not started again within this many seconds

def sound_for(event) -> str | None:
    """The sound ``event`` makes, as the event declares it (None: it is silent)."""
    return event.sound


# -- synthesis --------------------------------------------------------------------
def _envelope(i: int, n: int, attack: float, decay: float) -> float:
    """Quick rise, exponential fall, and a short fade to zero at both ends."""
    t = i / RATE
    rise = min(1.0, t / attack) if attack > 0 else 1.0
    fall = math.exp(-t / decay)
    edge = min(1.0, i / (FADE * RATE), (n - 1 - i) / (FADE * RATE))
    return rise * fall * max(0.0, edge)


def _tone(freq: float, seconds: float, attack=0.004, decay=0.12, bend=0.0, harmonics=(1.0, 0.3, 0.1)):
    """A soft bell-like note: a few harmonics under an envelope; ``bend`` glides the pitch (octaves)."""
    n = int(seconds * RATE)
    out = [0.0] * n
    phase = 0.0
    total = sum(harmonics)
    for i in range(n):
        f = freq * 2 ** (bend * i / n)
        phase += 2 * math.pi * f / RATE
        s = sum(a * math.sin(phase * (k + 1)) for k, a in enumerate(harmonics)) / total
        out[i] = s * _envelope(i, n, attack, decay)
    return out


def _noise(seconds: float, decay=0.02, smooth=0.6, seed=1):
    """A soft brush of noise (a card sliding): low-passed so it hisses less."""
    rng = random.Random(seed)
    n = int(seconds * RATE)
    out = [0.0] * n
    last = 0.0
    for i in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out[i] = last * 2.2 * _envelope(i, n, 0.003, decay)
    return out


def _mix(*parts, offsets=None):
    offsets = offsets or [0.0] * len(parts)
    n = max(int(o * RATE) + len(p) for p, o in zip(parts, offsets))
    out = [0.0] * n
    for part, offset in zip(parts, offsets):
        start = int(offset * RATE)
        for i, s in enumerate(part):
            out[start + i] += s
    return out


def _note(name: str) -> float:
    semitones = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]] + 12 * (int(name[1]) - 4)
    return 440.0 * 2 ** (semitones / 12)


def _samples(name: str) -> list[float]:
    """The sound ``name`` as floats in [-1, 1] at RATE."""
    if name == "move":
        return _noise(0.07, decay=0.018, smooth=0.75, seed=3)
    if name == "flip":
        return _mix(_noise(0.05, decay=0.01, smooth=0.55, seed=5), _noise(0.06, decay=0.014, smooth=0.7, seed=8),
                    offsets=[0.0, 0.045])
    if name == "chime":
        return _mix(_tone(_note("E5"), 0.22, decay=0.09), _tone(_note("B5"), 0.34, decay=0.14),
                    offsets=[0.0, 0.09])
    if name == "hit":
        return _mix(_tone(150, 0.22, attack=0.002, decay=0.07, bend=-1.0, harmonics=(1.0, 0.5, 0.25)),
                    _noise(0.06, decay=0.015, smooth=0.85, seed=13))
    if name == "win":
        notes = ("C5", "E5", "G5", "C6")
        return _mix(*[_tone(_note(n), 0.5 if i == 3 else 0.3, decay=0.25 if i == 3 else 0.12)
                      for i, n in enumerate(notes)], offsets=[0.0, 0.11, 0.22, 0.33])
    raise KeyError(f"no sound is called {name!r}")


NAMES = ("move", "flip", "chime", "hit", "win")


def pcm(name: str, channels: int = 1) -> array:
    """The sound as signed 16-bit samples (``channels`` interleaved), peaking at PEAK of full scale."""
    samples = _samples(name)
    loudest = max(1e-9, max(abs(s) for s in samples))
    gain = PEAK * 32767 / loudest
    out = array("h")
    for s in samples:
        out.extend([int(round(s * gain))] * channels)
    return out


class SoundBoard:
    """The sounds, made on first use; silent when the mixer cannot open."""

    def __init__(self):
        self.ready: bool | None = None           # None: not tried yet
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.started: dict[str, float] = {}
        self.played: list[str] = []              # every sound started (what a test can see)

    def _open(self) -> bool:
        if self.ready and not pygame.mixer.get_init():         # the window closed the mixer: open it again
            self.ready, self.sounds = None, {}
        if self.ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
                freq, size, self.channels = pygame.mixer.get_init()
                self.ready = freq == RATE and size == -16
                if not self.ready:
                    print(f"sound is off: the mixer opened at {freq} Hz, {size} bits", file=sys.stderr)
            except (pygame.error, TypeError) as err:
                print(f"sound is off: {err}", file=sys.stderr)
                self.ready = False
        return self.ready

    def play(self, name: str, volume: float) -> bool:
        """Start ``name`` at ``volume`` (0–1); True when a sound was started."""
        if volume <= 0 or not self._open():
            return False
        now = time.monotonic()
        if now - self.started.get(name, -1.0) < REPEAT:
            return False
        try:
            sound = self.sounds.get(name)
            if sound is None:
                sound = self.sounds[name] = pygame.mixer.Sound(buffer=pcm(name, self.channels).tobytes())
            sound.set_volume(volume)
            sound.play()
        except pygame.error as err:
            print(f"sound is off: {err}", file=sys.stderr)
            self.ready = False
            return False
        self.started[name] = now
        self.played.append(name)
        del self.played[:-50]
        return True


BOARD = SoundBoard()


def play_event(event, settings) -> str | None:
    """Play the sound of a typed event at the settings' volume; the sound's name, if one started."""
    name = sound_for(event)
    if name is not None and BOARD.play(name, settings_mod.volume(settings)):
        return name
    return None
