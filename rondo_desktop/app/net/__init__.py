"""Network play as a player sees it (issue 17): the connection to a host (``link``), the seat
tokens kept in the data folder (``tokens``), addresses and table codes as people type them
(``addresses``). The scenes are ``app/scenes/host.py``, ``join.py`` and ``lobby.py``."""
