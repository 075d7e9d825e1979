"""English wording of keyword actions on a player's own cards and life: scry, surveil, draw,
discard, mill, life (the kinds of :mod:`scryc.ast.player_actions`)."""

from __future__ import annotations

from ... import ast
from ..base import EQUAL_TO, RenderError
from .base import NUMBER_WORDS


class EnglishPlayerActions:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.player_actions`."""

    def scry_amount(self, amount: ast.Node) -> str:
        if isinstance(amount, ast.Plus):
            return f"{self.amount(amount.left)} cards plus {self.amount(amount.right, 'word')}"
        return self.amount(amount)

    def scry(self, node: ast.Scry, bare: bool = False) -> str:
        if self.own(node.equal_to, isinstance(node.amount, EQUAL_TO)):  # "… equal to the result"
            amount = f"a number of cards equal to {self.amount(node.amount)}"
            return self.act(node.player, "scry", amount, bare)
        return self.act(node.player, "scry", self.scry_amount(node.amount), bare)

    def surveil(self, node: ast.Surveil, bare: bool = False) -> str:
        return self.act(node.player, "surveil", self.amount(node.amount), bare)

    def get_counters(self, node: ast.GetCounters, bare: bool = False) -> str:
        """ "that player gets a poison counter", "you get two experience counters"."""
        counters = self.counted(node.amount, f"{node.counter} counter")
        return self.act(node.player, "get", counters, bare)

    def player_untaps(self, node: ast.PlayerUntaps, bare: bool = False) -> str:
        """ "target player untaps all basic lands they control"."""
        return self.act(node.player, "untap", self.object(node.object), bare)

    def player_searches(self, node: ast.PlayerSearches, bare: bool = False) -> str:
        """ "target player searches their library for a basic land card"."""
        found = f"their library for {self.object(node.object)}"
        return self.act(node.player, "search", found, bare)

    def lose_half_life(self, node: ast.LoseHalfLife, bare: bool = False) -> str:
        """ "each player loses half their life, rounded up"."""
        whose = "your" if isinstance(node.player, ast.You) else "their"
        rounded = f", rounded {node.rounded}" if node.rounded else ""
        return self.act(node.player, "lose", f"half {whose} life{rounded}", bare, you=True)

    def double_life(self, node: ast.DoubleLife, bare: bool = False) -> str:
        """ "double your life total", "double target player's life total"."""
        return f"double {self.possessive(node.player)} life total"

    def skip_step(self, node: ast.SkipStep, bare: bool = False) -> str:
        """ "you skip your next turn", "target player skips their next combat phase"."""
        whose = "your" if isinstance(node.player, ast.You) else "their"
        if isinstance(node.player, ast.Player) and node.player.quantifier == "all":
            steps = "upkeep steps" if node.step == "upkeep" else f"{node.step}s"
            return f"{self.render(node.player)} skip their {steps}"  # "players skip their …"
        if node.step == "combat phases of turn":  # "all combat phases of their next turn"
            turn = f"{whose} {'next ' * node.next}turn"
            return self.act(node.player, "skip", f"all combat phases of {turn}", bare)
        return self.act(node.player, "skip", f"{whose} {'next ' * node.next}{node.step}", bare)

    def additional_phases(self, node: ast.AdditionalPhases, bare: bool = False) -> str:
        """ "after this phase, there is an additional combat phase (followed by an additional
        main phase)"."""
        if node.count == 1:
            added = "there is an additional combat phase"
        else:
            added = f"there are {NUMBER_WORDS[node.count]} additional combat phases"
        main = " followed by an additional main phase" if node.then_main else ""
        return f"after this {node.after}, {added}{main}"

    def separate_piles(self, node: ast.SeparatePiles, bare: bool = False) -> str:
        """ "an opponent separates those cards into two piles"."""
        return self.act(node.player, "separate", f"{self.object(node.object)} into two piles", bare)

    def put_piles(self, node: ast.PutPiles, bare: bool = False) -> str:
        chosen, other = self.zone(node.chosen_to), self.zone(node.other_to)
        return f"put one pile into {chosen} and the other into {other}"

    def draw(self, node: ast.Draw, bare: bool = False) -> str:
        what = "another card" if node.another else self.counted(node.amount, "card")
        if node.additional:  # "an additional card", "two additional cards"
            what = self.counted(node.amount, "additional card")
        return self.act(node.player, "draw", what, bare)

    def discard(self, node: ast.Discard, bare: bool = False) -> str:
        what = self.object(node.object) if node.object else self.counted(node.amount, "card")
        return self.act(node.player, "discard", what + (" at random" if node.random else ""), bare)

    def mill(self, node: ast.Mill, bare: bool = False) -> str:
        return self.act(node.player, "mill", self.counted(node.amount, "card"), bare)

    def life(self, amount: ast.Node) -> str:
        if isinstance(amount, ast.Ref) and amount.noun == "number":
            return "that much life"
        if isinstance(amount, (ast.Number, ast.Variable)):
            return f"{self.amount(amount)} life"
        return f"life equal to {self.amount(amount)}"

    def gain_life(self, node: ast.GainLife, bare: bool = False) -> str:
        return self.act(node.player, "gain", self.life(node.amount), bare, you=True)

    def lose_life(self, node: ast.LoseLife, bare: bool = False) -> str:
        return self.act(node.player, "lose", self.life(node.amount), bare, you=True)

    def modify_life_gain(self, node: ast.ModifyLifeGain, bare: bool = False) -> str:
        """ "if you would gain life, you gain twice that much life instead"."""
        if node.added is not None and node.factor == 1:
            changed = f"that much life plus {self.amount(node.added)}"
        elif node.added is None and node.factor == 2:
            changed = "twice that much life"
        else:
            raise RenderError("no English wording for this change of life gained")
        return f"if you would gain life, you gain {changed} instead"

    def player_activates(self, node: ast.PlayerActivates) -> str:
        """ "you activate an ability", "an opponent activates an ability of an artifact"."""
        ability = self.abilities_activated(node.ability)
        if isinstance(node.player, ast.You):
            return f"you activate {ability}"
        return f"{self.object(node.player)} activates {ability}"

    def abilities_activated(self, node: ast.AbilitiesActivated) -> str:
        """ "an ability that isn't a mana ability", "a loyalty ability of …"."""
        ability = f"a {node.ability_kind} ability" if node.ability_kind else "an ability"
        of = f" of {self.object(node.of)}" if node.of is not None else ""
        return ability + of + (" that isn't a mana ability" if node.non_mana else "")

    def not_mana_ability(self, node: ast.NotManaAbility) -> str:
        return "it isn't a mana ability"

    def keep_unspent_mana(self, node: ast.KeepUnspentMana) -> str:
        """ "You don't lose unspent red mana as steps and phases end."."""
        color = f"{node.color.name} " if node.color is not None else ""
        who = "you" if isinstance(node.player, ast.You) else "players"
        text = f"{who} don't lose unspent {color}mana as steps and phases end"
        return f"{self.render(node.duration)}, {text}" if node.duration else text

    def begin_game_with(self, node: ast.BeginGameWith, bare: bool = False) -> str:
        """ "(you may) begin the game with it on the battlefield"."""
        return "begin the game with it on the battlefield"

    def action_limit(self, node: ast.ActionLimit) -> str:
        """ "each player can't cast more than one spell each turn", "players can't untap more
        than one artifact during their untap steps"."""
        who = "you" if isinstance(node.player, ast.You) else self.render(node.player)
        many = isinstance(node.most, ast.Number) and node.most.value != 1
        what = f"{self.amount(node.most, 'word')} {self.filter(node.filter, many)}"
        per = "each turn" if node.per == "turn" else "during their untap steps"
        return f"{who} can't {node.action} more than {what} {per}"
