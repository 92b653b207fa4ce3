"""Ronda, the Moroccan fishing game: its pure engine, computer players, spec and trace.

The package itself stays light (the registry and saves ask for ``NAME`` without loading the
engine); the registry builds Ronda's spec from :mod:`rondo_desktop.games.ronda.spec`.
"""

NAME = "ronda"  # the registry's name for Ronda, in saves, statistics, ``--game`` and traces
