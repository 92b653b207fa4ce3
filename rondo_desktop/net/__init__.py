"""Network play, headless part (issue 17): a host keeps tables, remote seats join over WebSockets.

``protocol`` is the versioned JSON messages and their checks, ``table`` one hosted game with the
spec's engine as its only judge, ``server`` the asyncio host of any number of tables and its
lobby, ``client`` the scripted computer client, ``serve_cli``/``join_cli`` the command lines.
Nothing here names a game: every game comes through the registry and its spec.
"""
