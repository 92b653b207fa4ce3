"""Rondo, the German word card game: its engine, computer players, table and rule pages.

The package itself stays light: ``rondo-desktop solve`` (Rondo's own command, in ``solve``) is
imported whenever the command line is built, and must not pay for the players or the spec.
The registry builds Rondo's spec from :mod:`rondo_desktop.games.rondo.spec` when asked.
"""

NAME = "rondo"  # the registry's name for Rondo, in saves, statistics and ``--game``
