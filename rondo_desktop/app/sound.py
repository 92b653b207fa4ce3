"""Sound effects, synthesised in code at start-up: no sound files to ship or license.

``Sounds`` is made once per app context (the table scene asks ``Sounds.for_context(ctx)``,
which keeps it on the context) and plays a named effect at the player's sound volume. When the
mixer cannot start (no sound card, ``SDL_AUDIODRIVER=dummy`` on some systems, a missing
SDL_mixer) every ``play`` is silently nothing: sound is a nicety, never a reason to fail.

The effects are short envelopes of sines and noise: a soft card *deal* swish, a wooden *place*
knock, a *tick* for the last seconds of the sand timer, a rising *success* chord and a low
*refusal* buzz, and a *knock*: two raps of a knuckle on the table top (Allegra's knock).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt
import pygame

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

log = logging.getLogger(__name__)

RATE = 44100
EFFECTS = ("deal", "place", "tick", "success", "refusal", "knock")

Wave = npt.NDArray[np.float64]  # samples as floats in [-1, 1]


def _envelope(n: int, attack: float, rate: int) -> Wave:
    """A quick rise then an exponential fade: how a plucked or knocked thing sounds."""
    t = np.arange(n) / rate
    rise: Wave = np.clip(t / max(attack, 1e-4), 0, 1)
    fade: Wave = np.exp(-t * 5.0 / max(t[-1], 1e-4))
    return rise * fade


def _tone(freqs: list[float], seconds: float, rate: int, attack: float = 0.005) -> Wave:
    n = int(seconds * rate)
    t = np.arange(n) / rate
    wave = sum(np.sin(2 * np.pi * f * t) for f in freqs) / max(1, len(freqs))
    return wave * _envelope(n, attack, rate)


def synthesise(name: str, rate: int = RATE) -> Wave:
    """The mono waveform of an effect, floats in [-1, 1]."""
    rng = np.random.default_rng(len(name))
    if name == "deal":
        n = int(0.09 * rate)
        noise = rng.uniform(-1, 1, n)
        # A crude low-pass (running mean) turns hiss into the swish of card on cloth.
        swish = np.convolve(noise, np.ones(12) / 12, mode="same")
        return 0.9 * swish * _envelope(n, 0.01, rate)
    if name == "place":
        knock = _tone([180.0, 340.0], 0.12, rate, attack=0.001)
        n = knock.shape[0]
        click = rng.uniform(-1, 1, n) * _envelope(n, 0.0005, rate) * np.exp(-np.arange(n) / 90)
        return 0.7 * knock + 0.3 * click
    if name == "tick":
        return 0.5 * _tone([1800.0], 0.04, rate, attack=0.0005)
    if name == "success":
        notes = [523.25, 659.25, 783.99]  # C E G, one after the other
        parts = [_tone([f, f * 2], 0.22, rate) * 0.6 for f in notes]
        step = int(0.07 * rate)
        out = np.zeros(step * (len(parts) - 1) + parts[-1].shape[0])
        for i, part in enumerate(parts):
            out[i * step : i * step + part.shape[0]] += part
        return out / max(1.0, float(np.abs(out).max()))
    if name == "refusal":
        n = int(0.22 * rate)
        t = np.arange(n) / rate
        buzz = np.sign(np.sin(2 * np.pi * 110 * t)) * 0.3 + np.sin(2 * np.pi * 98 * t) * 0.4
        return buzz * _envelope(n, 0.005, rate)
    if name == "knock":
        return _knock(rate, rng)
    raise ValueError(f"no sound effect {name!r}")


def _knock(rate: int, rng: np.random.Generator) -> Wave:
    """Two raps of a knuckle on wood: a low thud with a short woody click, the second rap a
    little softer, 0.13 s after the first."""
    n = int(0.11 * rate)
    t = np.arange(n) / rate
    # The table top rings low and dies fast; the knuckle's click is a burst of filtered noise.
    body = np.sin(2 * np.pi * 95 * t) * 0.8 + np.sin(2 * np.pi * 210 * t) * 0.35
    body *= np.exp(-t * 38)
    click = np.convolve(rng.uniform(-1, 1, n), np.ones(4) / 4, mode="same") * np.exp(-t * 260)
    rap = body + 0.5 * click
    step = int(0.13 * rate)
    out = np.zeros(step + n)
    out[:n] += rap
    out[step : step + n] += 0.75 * rap
    return out / max(1.0, float(np.abs(out).max()))


def _to_mixer_format(wave: Wave, size: int, channels: int) -> np.ndarray:
    """Samples in the mixer's own format (what ``sndarray.make_sound`` insists on)."""
    wave = np.clip(wave, -1.0, 1.0)
    if size == -16:
        data = (wave * 32767 * 0.8).astype(np.int16)
    elif size == 16:
        data = ((wave * 0.8 + 1) * 32767.5).astype(np.uint16)
    elif size == -8:
        data = (wave * 127 * 0.8).astype(np.int8)
    elif size == 8:
        data = ((wave * 0.8 + 1) * 127.5).astype(np.uint8)
    elif size == 32:
        data = (wave * 0.8).astype(np.float32)
    else:
        raise ValueError(f"unsupported mixer sample size {size}")
    if channels > 1:
        data = np.repeat(data[:, None], channels, axis=1)
    return np.ascontiguousarray(data)


class Sounds:
    def __init__(self, volume: Callable[[], float]) -> None:
        """Start the mixer if needed and synthesise every effect; silent when that fails."""
        self._volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
            init = pygame.mixer.get_init()
            if not init:
                return
            frequency, size, channels = init
            for name in EFFECTS:
                samples = _to_mixer_format(synthesise(name, frequency), size, channels)
                self._sounds[name] = pygame.sndarray.make_sound(samples)
        except (pygame.error, ValueError, NotImplementedError, ImportError) as error:
            log.info("sound effects are off: %s", error)
            self._sounds = {}

    @property
    def available(self) -> bool:
        return bool(self._sounds)

    def play(self, name: str) -> None:
        sound = self._sounds.get(name)
        volume = self._volume()
        if sound is None or volume <= 0:
            return
        try:
            sound.set_volume(volume)
            sound.play()
        except pygame.error as error:  # the device went away mid-game: stay quiet
            log.info("cannot play %s: %s", name, error)

    @classmethod
    def for_context(cls, ctx: AppContext) -> Sounds:
        """The context's sounds, made on first use (so menus never start the mixer)."""
        existing = getattr(ctx, "sounds", None)
        if isinstance(existing, Sounds):
            return existing
        sounds = cls(lambda: ctx.settings.sound_volume)
        # AppContext is a plain dataclass; the sounds live as long as it does.
        ctx.sounds = sounds  # type: ignore[attr-defined]
        return sounds
