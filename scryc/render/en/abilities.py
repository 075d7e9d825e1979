"""English wording of the kinds of ability, keywords and granted abilities, and replaced events
(the kinds of :mod:`scryc.ast.abilities`)."""

from __future__ import annotations

from typing import Any

from ... import ast
from ..base import RenderError, trigger_word
from .base import article, capitalize, series


def _protection(pair: list[Any]) -> bool:
    """Whether both are protection keywords (Oracle text joins them: "… and from black")."""
    return len(pair) == 2 and all(
        isinstance(k, ast.Keyword) and k.name == "protection from" for k in pair
    )


#: Keyword names whose words Oracle capitalises as proper names when the keyword opens a line
#: ("Background" is a subtype; the title keeps "the" lower-case).
CAPITALISED = {
    "choose a background": "Choose a Background",
    "more than meets the eye": "More Than Meets the Eye",
}


class EnglishAbilities:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.abilities`."""

    def keyword(self, node: ast.Keyword) -> str:
        case = self.own(node.case)
        name = node.name.title() if case == "title" else node.name
        name = capitalize(name) if case == "capitalized" else name
        name = CAPITALISED.get(node.name, name) if case != "lower" else name
        if node.name == "craft" and node.filter is not None:  # "Craft with two creatures {5}{B}"
            plural = node.amount is not None and getattr(node.amount, "value", None) != 1
            count = f"{self.amount(node.amount)} " if node.amount is not None else ""
            quality = f"{count}{self.filter(node.filter, plural or None)}"
            return f"{name} with {quality} {self.render(node.cost)}"
        if node.cost is not None and node.amount is not None:  # "Suspend 4—{U}"
            return f"{name} {self.amount(node.amount)}—{self.render(node.cost)}"
        if node.cost is not None and node.filter is not None:  # "Splice onto Arcane {1}{U}"
            return f"{name} {self.filter(node.filter)} {self.render(node.cost)}"
        if node.cost is not None:
            return f"{name} {self.render(node.cost)}"
        if node.costs:  # "Escape—{3}{B}{B}, Exile four other cards from your graveyard."
            return f"{name}—{self.cost_separator.join(self.cost(c) for c in node.costs)}."
        if node.amount is not None:
            return f"{name} {self.amount(node.amount)}"
        if node.name == "offering" and node.filter is not None:  # "Artifact offering"
            quality = f"{self.filter(node.filter)} offering"
            return capitalize(quality) if case == "capitalized" else quality
        if node.name == "champion" and node.filter is not None:  # "Champion a Goblin"
            champion = self.filter(node.filter)
            return f"{name} {article(champion)} {champion}"
        if node.filter is not None:  # "affinity for artifacts": the plural
            plural = True if node.name == "affinity for" else None
            return f"{name} {self.filter(node.filter, plural)}"
        if node.player is not None:
            return f"{name} {node.player}"
        if node.card_name is not None:  # "Partner with Blaring Recruiter"
            return f"{name} {node.card_name}"
        return name

    def granted(self, node: ast.Node) -> str:
        """A granted keyword ("flying") or a quoted ability."""
        if isinstance(node, ast.Keyword):
            return self.keyword(node)
        if isinstance(node, ast.ThisAbility):
            return self.this_ability(node)
        if isinstance(node, ast.AbilitiesOf):
            return self.abilities_of(node)
        text = self.render(node)
        if self.own(getattr(node, "no_period", False)):
            text = text.removesuffix(".")
        return f'"{text}"'

    def this_ability(self, node: ast.ThisAbility) -> str:
        return "this ability"

    def granted_list(self, abilities: list[ast.Node]) -> str:
        return series(self.joined_keywords(abilities, self.granted), "and")

    def joined_keywords(self, abilities: list[Any], say: Any) -> list[str]:
        """Each ability as written; "protection from blue and from black" is one phrase."""
        out: list[str] = []
        for i, a in enumerate(abilities):
            if not isinstance(a, ast.Keyword):
                out.append(say(a))
                continue
            joined = self.own(a.and_from) if self.surface else _protection(abilities[i - 1 : i + 1])
            if joined and out:
                out[-1] += f" and from {self.filter(a.filter)}"
            else:
                out.append(say(a))
        return out

    def keyword_list(self, node: ast.KeywordList) -> str:
        words = self.joined_keywords(node.keywords, self.keyword)
        if not any(self.own(k.case) for k in node.keywords):
            words[0] = capitalize(words[0])
        if self.own(node.separator) == "and/or":  # "Kicker {2}{U} and/or {1}{B}"
            words = [words[0], *(self.render(k.cost) for k in node.keywords[1:])]
            return self.finish([" and/or ".join(words)], node.reminder)
        line = f"{self.own(node.separator) or ','} ".join(words)
        return self.finish([line], node.reminder)

    def spell_ability(self, node: ast.SpellAbility) -> str:
        return self.finish(self.body(node.effect), node.reminder)

    def static_ability(self, node: ast.StaticAbility) -> str:
        sentences = self.body(node.effect)
        # "… costs {1} less to cast if …": "if" comes last (a lasting effect under 「…なら」
        # is "as long as …" first)
        cost_if = node.condition_last == "if" and isinstance(node.effect, ast.CostChange)
        after = self.own(node.condition_last) or cost_if
        if node.condition is not None and node.unless:  # "… can't block unless …"
            sentences[-1] = (
                f"{sentences[-1].removesuffix('.')} unless {self.render(node.condition)}."
            )
        elif node.condition is not None and after:
            words = f"if {self.render(node.condition)}"
            if node.condition_last != "if":
                words = self.static_condition(node.condition)
            sentences[-1] = f"{sentences[-1].removesuffix('.')} {words}."
        elif node.condition is not None:
            sentences[0] = f"{self.static_condition(node.condition)}, {sentences[0]}"
        return self.finish(sentences, node.reminder)

    def static_condition(self, node: ast.Node) -> str:
        if isinstance(node, ast.YourTurn) and self.own(node.during):
            return "during your turn"
        return f"as long as {self.render(node)}"

    def would(self, node: ast.Node) -> str:
        """The replaced event: "you would scry N", "<object> would enter the battlefield"."""
        if isinstance(node, ast.Scry):
            return f"you would scry {self.scry_amount(node.amount)}"
        if isinstance(node, ast.Draw):  # "a player would draw a card"
            return f"{self.object(node.player)} would draw {self.counted(node.amount, 'card')}"
        if isinstance(node, ast.Move):
            old = self.surface and node.verb != "enter"  # "would enter" is the current wording
            battlefield = " the battlefield" if old else ""
            return f"{self.object(node.object)} would enter{battlefield}"
        if isinstance(node, ast.WouldDie):
            return self.would_die(node)
        if isinstance(node, ast.WouldLeave):
            return self.would_leave(node)
        if isinstance(node, ast.Explore):
            return f"{self.object(node.object)} would explore"
        if isinstance(node, ast.WouldBePut) and node.from_anywhere:
            return f"{self.would_be_put(node)} from anywhere"
        if isinstance(node, ast.WouldBeDealtDamage):
            return self.would_be_dealt_damage(node)
        raise RenderError(f"no English wording for a replaced {node.kind!r}")

    def would_die(self, node: ast.WouldDie) -> str:
        """ "<object> would die this turn", the replaced event."""
        duration = f" {self.render(node.duration)}" if node.duration else ""
        return f"{self.object(node.object)} would die{duration}"

    def would_leave(self, node: ast.WouldLeave) -> str:
        """ "<object> would leave the battlefield", the replaced event."""
        return f"{self.object(node.object)} would leave the battlefield"

    def instead(self, event: ast.Node, replacement: ast.Node) -> str:
        """ "instead" after a replacement; "instead of putting it anywhere else" after the
        exile of a leaving (the Oracle wording, unless parsed from "exile ~ instead")."""
        if not isinstance(event, ast.WouldLeave) or not isinstance(replacement, ast.Exile):
            return "instead"
        if self.surface and event.elsewhere is None:
            return "instead"
        return f"instead of putting {self.pronoun(replacement.object)} anywhere else"

    def activation_restriction(self, node: ast.ActivationRestriction) -> str:
        if node.timing in ast.ACTIVATION_LIMITS:
            return f"activate no more than {node.timing}."  # nothing else goes with it
        when = []
        windowed = node.during is not None or node.window is not None
        if node.condition is not None and not windowed:
            when.append(f"if {self.render(node.condition)}")
        if node.during is not None:
            when.append(f"during {node.during}")
        if node.window is not None:  # "during your turn, before attackers are declared"
            window = f"{when.pop()}, {node.window}" if node.during else node.window
            when.append(window)
        if node.condition is not None and windowed:  # "during your upkeep and only if …"
            when.append(f"if {self.render(node.condition)}")
        if node.timing in ("sorcery", ast.SORCERY_ONCE):
            when.insert(0 if node.sorcery_first else len(when), "as a sorcery")
        if node.timing == ast.SORCERY_ONCE:
            when.append("once each turn")
        elif node.timing not in (None, "sorcery"):
            when.append(node.timing)
        if node.any_player:  # "Any player may activate this ability [but only as a sorcery]."
            but = f" but only {' and only '.join(when)}" if when else ""
            return f"any player may activate this ability{but}."
        return f"activate only {' and only '.join(when)}."

    def triggered_ability(self, node: ast.TriggeredAbility) -> str:
        sentences = self.body(node.effect)
        trigger = f"{trigger_word(node)} {self.render(node.trigger)}"
        if node.duration is not None and self.own(node.duration.first):  # "Until end of turn, …"
            head = f"{self.render(node.duration)}, {trigger}, "
        else:
            duration = f" {self.render(node.duration)}" if node.duration is not None else ""
            if node.during is not None:  # "Whenever you gain life during your turn, …"
                duration += f" during {node.during}"
            head = f"{trigger}{duration}, "
        if node.condition is not None:
            head += f"if {self.render(node.condition)}, "
        sentences[0] = head + sentences[0]
        if node.once_each_turn:
            sentences.append("this ability triggers only once each turn.")
        if node.effect_once_each_turn:
            sentences.append("do this only once each turn.")
        return self.finish(sentences, node.reminder)
