"""The scenes of the app shell, registered explicitly (PyInstaller cannot see a directory scan)."""
