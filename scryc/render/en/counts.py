"""English wording of amounts read from the game: counts, an object's values, devotion, results
(the kinds of :mod:`scryc.ast.counts`)."""

from __future__ import annotations

from ... import ast
from .base import words

#: Values counted by how many different ones there are: "the number of different powers among …".
VALUES = {"power": "powers", "toughness": "toughnesses", "mana value": "mana values"}


class EnglishCounts:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.counts`."""

    def count_of(self, node: ast.CountOf) -> str:
        return f"the number of {self.every(node.objects)}"

    def every(self, objects: ast.Node) -> str:
        """All the objects of a description, in the plural ("creatures you control")."""
        if isinstance(objects, ast.Objects) and not self.surface:
            other = "other" if objects.other else ""
            return words(other, self.filter(objects.filter, True))
        return self.object(objects)

    def total_of(self, node: ast.TotalOf) -> str:
        return f"the total {node.attribute} of {self.every(node.objects)}"

    def value_of(self, node: ast.ValueOf) -> str:
        return f"{self.possessive(node.object)} {node.attribute}"

    def this_way_total(self, node: ast.ThisWayTotal) -> str:
        return f"the {node.event} this way"

    def cards_looked_at(self, node: ast.CardsLookedAt) -> str:
        return "the number of cards looked at while scrying this way"

    def devotion(self, node: ast.Devotion) -> str:
        return f"{self.possessive(node.player)} devotion to {node.color}"

    def counters_on(self, node: ast.CountersOn) -> str:
        kind = f"{node.counter} " if node.counter else ""
        return f"the number of {kind}counters on {self.object(node.object)}"

    def removed_counters(self, node: ast.RemovedCounters) -> str:
        """ "the number of storage counters removed this way" (for "for each": see
        :meth:`removed_each`)."""
        kind = f"{node.counter} " if node.counter else ""
        return f"the number of {kind}counters removed this way"

    def removed_each(self, node: ast.RemovedCounters) -> str:
        """ "each storage counter removed this way" (what "for each" counts)."""
        kind = f"{node.counter} " if node.counter else ""
        return f"each {kind}counter removed this way"

    def damage_dealt(self, node: ast.DamageDealt) -> str:
        source, player = self.object(node.source), self.render(node.player)
        return f"the amount of damage {source} dealt to {player}"

    def times_cast(self, node: ast.TimesCast) -> str:
        cast = "been cast from the command zone this game"
        return f"the number of times {self.object(node.object)}'s {cast}"

    def commander_casts(self, node: ast.CommanderCasts) -> str:
        """ "you've cast your commander from the command zone this game" (after "for each time")."""
        return f"you've cast {node.commander} commander from the command zone this game"

    def times_kicked(self, node: ast.TimesKicked) -> str:
        """ "it was kicked" (after "for each time")."""
        written = self.own(node.written, "it")
        if written == "name":
            written = self.render(ast.SelfRef.model_construct())
        return f"{written} was kicked"

    def die_result(self, node: ast.DieResult) -> str:
        return "the result"

    def doors(self, node: ast.Doors) -> str:
        """ "unlocked doors of Rooms you control" (CR 709.5)."""
        return f"unlocked doors of {self.every(node.rooms)}"

    def types_among(self, node: ast.TypesAmong) -> str:
        among = self.every(node.objects)
        if node.types in VALUES:  # "the number of different powers among …"
            return f"the number of different {VALUES[node.types]} among {among}"
        if node.types == "color":
            return f"the number of colors among {among}"
        return f"the number of {node.types} types among {among}"

    def type_among(self, node: ast.TypesAmong) -> str:
        """ "basic land type among lands you control": the types one by one ("for each …")."""
        if node.types == "color":
            return f"color among {self.every(node.objects)}"
        return f"{node.types} type among {self.every(node.objects)}"

    def greatest_among(self, node: ast.GreatestAmong) -> str:
        word = self.own(node.word, "highest" if node.attribute == "mana value" else "greatest")
        return f"the {word} {node.attribute} among {self.every(node.objects)}"
