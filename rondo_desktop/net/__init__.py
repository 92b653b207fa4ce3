"""Network play (issue 17): a host keeps tables, remote seats join over WebSockets.

``protocol`` is the versioned JSON messages, their checks and the table codes; ``table`` one
hosted game with the spec's engine as its only judge (``seats`` its seats and settings,
``messages`` what it tells them, ``events`` each seat's events, ``clock`` the host's sand
timer, ``setup`` an ``open`` checked); ``server`` the asyncio host of any number of tables and
its lobby; ``client`` the scripted computer client; ``serve_cli``/``join_cli`` the command
lines; ``discovery`` zeroconf on the home network; ``embedded`` the app's own host.
Nothing here names a game: every game comes through the registry and its spec.
"""
