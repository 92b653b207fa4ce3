"""Allegra, the Golf game with shared columns and knocking: its pure engine, spec and trace.

The package itself stays light (the registry and saves ask for ``NAME`` without loading the
engine); the registry builds Allegra's spec from :mod:`rondo_desktop.games.allegra.spec`.
"""

NAME = "allegra"  # the registry's name for Allegra, in saves, statistics, ``--game`` and traces
