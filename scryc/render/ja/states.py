"""Japanese for :mod:`scryc.ast.states`: whose turn it is, the monarch, the initiative, the
city's blessing, a completed dungeon, day and night."""

from __future__ import annotations

from ... import ast
from .conjugate import Clause

#: Day and night (CR 727).
DAY_NIGHT = {"day": "昼", "night": "夜"}


class JapaneseStates:
    """``JapaneseRenderer``'s methods for the kinds of :mod:`scryc.ast.states`."""

    def your_turn(self, node: ast.YourTurn) -> str:
        return "あなたのターンである"

    def is_monarch(self, node: ast.IsMonarch) -> str:
        return f"{self.clause_subject(node.player)}が統治者{'であった' if node.past else 'である'}"

    def attacked_this_step(self, node: ast.AttackedThisStep) -> str:
        return f"{self.clause_subject(node.player)}がこのステップで攻撃されている"

    def has_city_blessing(self, node: ast.HasCityBlessing) -> str:
        return f"{self.clause_subject(node.player)}が都市の承認を持っている"

    def has_initiative(self, node: ast.HasInitiative) -> str:
        if self.own(node.holds):
            return f"{self.clause_subject(node.player)}がイニシアチブを持っている"
        return f"{self.clause_subject(node.player)}にイニシアチブがある"

    def completed_dungeon(self, node: ast.CompletedDungeon) -> str:
        return f"{self.clause_subject(node.player)}がダンジョンを踏破したことがある"

    def not_turn_of(self, node: ast.NotTurnOf) -> str:
        return f"{self.possessive(node.player)}ターンでない"

    def day_night(self, node: ast.DayNight) -> str:
        if node.state == "neither":
            return "昼でも夜でもない"
        return f"{DAY_NIGHT[node.state]}である"

    def becomes_day_night(self, node: ast.BecomesDayNight) -> Clause:
        return Clause(f"{DAY_NIGHT[node.becomes]}に", "なる")

    def day_night_changes(self, node: ast.DayNightChanges) -> Clause:
        """「昼が夜になるか夜が昼になる」 (before 「たび」)."""
        return Clause("昼が夜になるか夜が昼に", "なる")

    def tribute_not_paid(self, node: ast.TributeNotPaid) -> str:
        return "貢納が支払われていない"

    def attacked_or_blocked(self, node: ast.AttackedOrBlocked) -> str:
        when = "この戦闘で" if node.during == "combat" else "このターンに"
        if node.object_first:
            return f"{self.object(node.object)}が{when}攻撃したかブロックした"
        return f"{when}{self.object(node.object)}が攻撃かブロックした"

    def treasure_mana_spent(self, node: ast.TreasureManaSpent) -> str:
        return f"{self.object(node.object)}を唱えるために宝物からのマナが支払われていた"
