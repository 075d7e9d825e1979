"""Factories for windows of the turn (CR 500): "Activate only before attackers are
declared", "Activate only during combat" (CR 602.5d)."""

from __future__ import annotations

from ..abilities import CondFn, Ctx

#: The steps of a window, as the engine names them (``game.step``): before attackers are
#: declared is the beginning phase, the precombat main phase and the beginning of combat
#: step (CR 506.1, 508.1); combat is every step of the combat phase (CR 506.1), whose
#: combat damage step the engine runs within "declare blockers".
WINDOW_STEPS = {
    "before attackers": ("untap", "upkeep", "draw", "precombat main", "beginning of combat"),
    "combat": ("beginning of combat", "declare attackers", "declare blockers", "end of combat"),
}


def turn_window(window: str) -> CondFn:
    """Builds "only before attackers are declared" / "only during combat": the turn is in
    one of the window's steps."""
    steps = WINDOW_STEPS[window]

    def test(ctx: Ctx) -> bool:
        return ctx.game.step in steps

    return test
