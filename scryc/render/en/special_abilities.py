"""English wording of abilities with templates of their own: replacement, "as … enters", ability
words, chapters, additional and alternative costs (the kinds of
:mod:`scryc.ast.special_abilities`)."""

from __future__ import annotations

from ... import ast
from ..base import ROMAN


class EnglishSpecialAbilities:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.special_abilities`."""

    def kicked_with(self, node: ast.KickedWith) -> str:
        return f"{self.object(node.object)} was kicked with its {node.cost} kicker"

    def prototype(self, node: ast.Prototype) -> str:
        line = f"Prototype {self.mana_cost(node.cost)} — {node.size}"
        return self.finish([line], node.reminder)

    def as_enters_ability(self, node: ast.AsEntersAbility) -> str:
        effect = node.effect
        if isinstance(effect, ast.Conditional) and isinstance(effect.condition, ast.DayNight):
            # Oracle writes the day/night check first: "If it's neither day nor night, it
            # becomes day as ~ enters the battlefield." (CR 727.2)
            head = f"if {self.render(effect.condition)}, {self.render(effect.effect)}"
            entering = f"as {self.object(node.object)} enters the battlefield"
            return self.finish([f"{head} {entering}."], node.reminder)
        sentences = self.body(node.effect)
        sentences[0] = f"as {self.object(node.object)} enters, {sentences[0]}"
        return self.finish(sentences, node.reminder)

    def as_attacks_ability(self, node: ast.AsAttacksAbility) -> str:
        sentences = self.body(node.effect)
        sentences[0] = f"{sentences[0].removesuffix('.')} as it attacks."
        return self.finish(sentences, node.reminder)

    def replacement_ability(self, node: ast.ReplacementAbility) -> str:
        sentences = self.body(node.replacement)
        first = sentences[0][:-1] if sentences[0].endswith(".") else sentences[0]
        sentences[0] = (
            f"if {self.would(node.event)}, {first} {self.instead(node.event, node.replacement)}."
        )
        if node.prevents():  # a prevention
            sentences[0] = f"if {self.would(node.event)}, {first}."
        elif self.own(node.instead_first):
            sentences[0] = f"if {self.would(node.event)}, instead {first}."
        return self.finish(sentences, node.reminder)

    def replace_next_time(self, node: ast.ReplaceNextTime) -> str:
        """ "the next time you would draw a card this turn, <replacement> instead"."""
        lasting = f" {self.render(node.duration)}" if node.duration is not None else ""
        replacement = self.render(node.replacement)
        if self.own(node.instead_first):
            return f"the next time {self.would(node.event)}{lasting}, instead {replacement}"
        return f"the next time {self.would(node.event)}{lasting}, {replacement} instead"

    def ability_word_ability(self, node: ast.AbilityWordAbility) -> str:
        return f"{self.ability_word(node.word)} — {self.render(node.ability)}"

    def spree_mode(self, node: ast.SpreeMode) -> str:
        return f"+ {self.render(node.cost)} — {self.finish(self.body(node.effect), node.reminder)}"

    def chapter_ability(self, node: ast.ChapterAbility) -> str:
        chapters = ", ".join(ROMAN[c] for c in node.chapters)
        return f"{chapters} — {self.render(node.ability)}"

    def station_ability(self, node: ast.StationAbility) -> str:
        """ "STATION 8+" over its abilities (the P/T box is the card's power and toughness)."""
        return "\n".join([f"STATION {node.threshold}+", *map(self.render, node.abilities)])

    def level_ability(self, node: ast.LevelAbility) -> str:
        """ "LEVEL 1-4" over its box and abilities (the card's own box is its power and
        toughness)."""
        levels = f"{node.low}-{node.high}" if node.high is not None else f"{node.low}+"
        return "\n".join([f"LEVEL {levels}", node.size, *map(self.render, node.abilities)])

    def class_level(self, node: ast.ClassLevel) -> str:
        """ "{1}{R}: Level 2" over the abilities of that level."""
        line = f"{self.render(node.cost)}: Level {node.level}"
        return "\n".join([line, *map(self.render, node.abilities)])

    def class_becomes_level(self, node: ast.ClassBecomesLevel) -> str:
        return f"{self.object(node.object)} becomes level {node.level}"

    def reminder_only(self, node: ast.ReminderOnly) -> str:
        return self.finish([], node.reminder)

    def alternative_cost(self, node: ast.AlternativeCost) -> str:
        head = f"if {self.render(node.condition)}, you" if node.condition else "you"
        sentence = f"{head} may {self.chain(node.cost)} rather than pay this spell's mana cost."
        return self.finish([sentence], node.reminder)

    def alternative_cost_for(self, node: ast.AlternativeCostFor) -> str:
        spells = self.object(node.spells)
        sentence = f"you may {self.chain(node.cost)} rather than pay the mana cost for {spells}."
        return self.finish([sentence], node.reminder)

    def additional_cost(self, node: ast.AdditionalCost) -> str:
        sentence = f"as an additional cost to cast this spell, {self.chain(node.cost)}."
        return self.finish([sentence], node.reminder)

    def dungeon_entry(self, node: ast.DungeonEntry) -> str:
        venture = self.step(node.venture, bare=True)
        sentence = f'you can\'t enter this dungeon unless you "{venture}."'
        return self.finish([sentence], node.reminder)

    def cast_restriction(self, node: ast.CastRestriction) -> str:
        if node.condition is not None and node.window is not None:  # a window and a condition
            when = f"{node.window} and only if {self.render(node.condition)}"
        elif node.condition is not None:
            when = f"if {self.render(node.condition)}"
        elif node.player is not None:
            when = f"during {self.possessive(node.player)} {node.window}"
        else:
            when = node.window
        return self.finish([f"cast this spell only {when}."], node.reminder)
