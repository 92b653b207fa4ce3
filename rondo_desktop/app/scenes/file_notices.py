"""What happened to the player's settings and statistics files, told in a notice.

The stores only record it (moved aside, stuck in place, unreadable now, from a newer version,
repaired with the original kept); every screen that reads a file tells the player the same
way through these functions: the app at start-up, the statistics and the results screens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from rondo_desktop.app.scenes.dialog import show_notice

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.recent import RecentGames
    from rondo_desktop.app.settings import SettingsStore
    from rondo_desktop.app.stats import StatsStore


def show_file_notice(
    ctx: AppContext, store: SettingsStore | StatsStore, kind: Literal["settings", "stats"]
) -> None:
    """At most one notice for what the store's last load() found, the most serious first."""
    if store.quarantined_to is not None:
        # Stuck: the folder refused the move, so the notice must not claim the file moved.
        body = f"notice.{kind}_stuck.body" if store.stuck else f"notice.{kind}_reset.body"
        show_notice(ctx, f"notice.{kind}_reset.title", body, file=store.quarantined_to.name)
    elif store.unreadable:
        show_notice(
            ctx,
            f"notice.{kind}_unreadable.title",
            f"notice.{kind}_unreadable.body",
            file=store.path.name,
        )
    elif store.newer:
        show_notice(
            ctx, f"notice.{kind}_newer.title", f"notice.{kind}_newer.body", file=store.path.name
        )
    elif store.original_kept is not None:
        show_notice(
            ctx,
            f"notice.{kind}_repaired.title",
            f"notice.{kind}_repaired.body",
            file=store.original_kept.name,
        )


def show_stats_notice(ctx: AppContext, store: StatsStore | None = None) -> None:
    """What became of stats.json when ``store`` (the app's, or another game's section of the
    same file) last read or wrote it."""
    show_file_notice(ctx, store if store is not None else ctx.stats_store, "stats")


def show_read_only_notice(ctx: AppContext) -> None:
    """Once per run, at the start: nothing the player does now will be kept."""
    show_notice(ctx, "notice.read_only.title", "notice.read_only.body", folder=str(ctx.data_dir))


def show_recent_notice(ctx: AppContext, recent: RecentGames) -> None:
    """What the recent games' last ``entries()`` or ``load()`` found: at most one notice,
    naming the first file set aside (or left in place when it could not be moved)."""
    if recent.set_aside:
        show_notice(
            ctx,
            "notice.recent_reset.title",
            "notice.recent_reset.body",
            file=recent.set_aside[0].name,
            count=len(recent.set_aside),
        )
    elif recent.stuck:
        show_notice(
            ctx,
            "notice.recent_reset.title",
            "notice.recent_stuck.body",
            file=recent.stuck[0].name,
            count=len(recent.stuck),
        )
