"""The desktop app shell: window, scene stack, menus, settings, layouts and translations.

Import ``rondo_desktop.app.app`` for ``App``/``run_game``; importing this package has no side
effects and does not initialise pygame.
"""
