"""English wording of states of the game: whose turn it is, the monarch, the initiative, the
city's blessing, a completed dungeon, day and night (the kinds of :mod:`scryc.ast.states`)."""

from __future__ import annotations

from ... import ast


class EnglishStates:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.states`."""

    def your_turn(self, node: ast.YourTurn) -> str:
        return "it's your turn"

    def is_monarch(self, node: ast.IsMonarch) -> str:
        if isinstance(node.player, ast.You):
            return "you're the monarch"
        return f"{self.object(node.player)} is the monarch"

    def attacked_this_step(self, node: ast.AttackedThisStep) -> str:
        return "you've been attacked this step"

    def has_city_blessing(self, node: ast.HasCityBlessing) -> str:
        return f"{self.player_has(node.player)} the city's blessing"

    def has_initiative(self, node: ast.HasInitiative) -> str:
        if isinstance(node.player, ast.You):
            return "you have the initiative"
        return f"{self.object(node.player)} has the initiative"

    def completed_dungeon(self, node: ast.CompletedDungeon) -> str:
        return "you've completed a dungeon"

    def not_turn_of(self, node: ast.NotTurnOf) -> str:
        return f"it's not {self.possessive(node.player)} turn"

    def day_night(self, node: ast.DayNight) -> str:
        return "it's neither day nor night" if node.state == "neither" else f"it's {node.state}"

    def becomes_day_night(self, node: ast.BecomesDayNight) -> str:
        return f"it becomes {node.becomes}"

    def day_night_changes(self, node: ast.DayNightChanges) -> str:
        return "day becomes night or night becomes day"

    def tribute_not_paid(self, node: ast.TributeNotPaid) -> str:
        return "tribute wasn't paid"

    def attacked_or_blocked(self, node: ast.AttackedOrBlocked) -> str:
        return f"{self.object(node.object)} attacked or blocked this {node.during}"

    def treasure_mana_spent(self, node: ast.TreasureManaSpent) -> str:
        return f"mana from a Treasure was spent to cast {self.object(node.object)}"
