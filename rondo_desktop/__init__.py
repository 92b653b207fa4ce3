"""Rondo Desktop: the German word card game Rondo for Windows, macOS and Linux."""

from importlib import metadata

try:
    __version__ = metadata.version("rondo-desktop")
except metadata.PackageNotFoundError:  # running from a PyInstaller bundle without metadata
    __version__ = "0.2.0"
