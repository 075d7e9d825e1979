"""English wording of continuous changes to power, toughness and abilities, written as predicates
of their object (the kinds of :mod:`scryc.ast.changes`)."""

from __future__ import annotations

from ... import ast
from ..base import CREWED, RenderError
from .base import article, plural_of, series


class EnglishChanges:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.changes`."""

    def predicate(self, node: ast.Node, plural: bool, bare: bool = False) -> str:
        """A continuous effect's verb phrase: "gets +1/+1", "have flying"; ``bare``: the verb
        in its bare form whatever the subject ("have it become …")."""
        base = plural or bare
        if isinstance(node, ast.ModifyPT):
            more = "an additional " if node.additional else ""
            return f"{'get' if base else 'gets'} {more}{node.power}/{node.toughness}"
        if isinstance(node, ast.BasePT):
            pt = f"{node.power}/{node.toughness}"
            return f"{'have' if base else 'has'} base power and toughness {pt}"
        if isinstance(node, ast.AllColors):
            return f"{'are' if plural else 'is'} all colors"
        if isinstance(node, ast.BaseStat):  # "has base power 8"
            return f"{'have' if base else 'has'} base {node.stat} {node.value}"
        if isinstance(node, ast.GainAbility):
            verb = node.verb or ("gain" if node.duration is not None else "have")
            if not base:
                verb = "has" if verb == "have" else "gains"
            if node.each_if:  # "trample if you control a Dwarf and hexproof if …"
                parts = [self.granted_if(p) for p in node.each_if]
                return f"{verb} {series(parts, 'and')}"
            also = "also " if self.own(node.also) else ""  # "it also gains lifelink"
            return f"{also}{verb} {self.granted_list(node.abilities)}"
        if isinstance(node, ast.LoseAbility):
            lost = "all abilities" if node.all_abilities else self.granted_list(node.abilities)
            return f"{'lose' if base else 'loses'} {lost}"
        if isinstance(node, ast.EveryType):  # "is every creature type", "gains all …"
            if self.own(node.verb, "gain" if node.duration else "is") == "gain":
                return f"{'gain' if base else 'gains'} all {node.types} types"
            others = f" in addition to {'their' if plural else 'its'} other types"
            addition = others if node.in_addition else ""
            return f"{'are' if plural else 'is'} every {node.types} type{addition}"
        if isinstance(node, ast.Restriction):
            rule = (self.own(node.plural_form) or node.plural_rule()) if base else node.rule
            if node.only is not None and node.rule == "can't be blocked":
                return f"{rule} except by {self.bare_plural(node.only)}"
            if node.only is not None:  # "can block only creatures with flying"
                return f"{rule} {self.bare_plural(node.only)}"
            if node.rule in (ast.BLOCKS_IF_ABLE, ast.ATTACKS_IF_ABLE) and base:
                rule = node.rule.replace("s if", " if", 1)  # "… block this turn if able"
            if node.blocks is not None:  # "blocks ~ this turn if able"
                return rule.replace(" if able", f" {self.object(node.blocks)} if able")
            if node.by is not None and "attack" in rule and "if able" in rule:  # "attacks you"
                verb, _, rest = rule.partition(" ")
                return f"{verb} {self.object(node.by)} {rest}"
            if node.by is None:
                return rule
            if node.rule == "can't block" and isinstance(node.by, ast.Objects):
                return f"{rule} {self.bare_plural(node.by)}"  # "can't block Walls"
            if isinstance(node.by, ast.SelfRef) and self.own(node.by.pronoun):
                return f"{rule} it"  # "… can't block it": the card itself
            if node.rule in ("can't attack", "can't block", ast.UNTARGETABLE):  # "can't attack you"
                return f"{rule} {self.object(node.by)}"
            each_combat = " each combat" if self.own(node.each_combat) else ""
            return f"{rule} by {self.bare_plural(node.by)}{each_combat}"
        if isinstance(node, ast.CantHave):  # "can't have or gain flying"
            gain = " or gain" if node.or_gain else ""
            return f"can't have{gain} {series([self.granted(a) for a in node.abilities], 'or')}"
        if isinstance(node, ast.GainChoice):  # "gains your choice of flying or haste"
            verb = ("lose" if base else "loses") if node.lose else ("gain" if base else "gains")
            options = series([self.granted(a) for a in node.options], "or")
            return f"{verb} your choice of {options}"
        if isinstance(node, ast.BecomesSized):  # "becomes an artifact creature with power …"
            inner = node.becomes.model_copy(update={"in_addition": False})
            amount = self.amount(node.amount)
            text = f"{self.predicate(inner, plural, bare)} with power and toughness each equal to"
            if node.becomes.in_addition:
                amount += f" in addition to {'their' if plural else 'its'} other types"
            return f"{text} {amount}"
        if isinstance(node, ast.Becomes) and node.copy_of is not None:
            copies = "copies" if plural else "a copy"
            text = f"{'become' if base else 'becomes'} {copies} of {self.object(node.copy_of)}"
            if node.copy_exception is not None:
                text += f", except {self.copy_exception(node.copy_exception)}"
            return text
        if isinstance(node, ast.Becomes) and node.chosen is not None:
            what = f"the {node.chosen} of your choice"
            if node.in_addition:
                what += f" in addition to {'their' if plural else 'its'} other types"
            return f"{'become' if base else 'becomes'} {what}"
        if isinstance(node, ast.Becomes):
            colors = node.colors
            if node.power_toughness and len(colors) == 2:  # "a 2/1 blue and red Elemental"
                colors = [" and ".join(colors)]
            types = list(node.types)
            if plural and types:  # "they become 5/5 Elemental creatures"
                types[-1] = plural_of(types[-1])
            base_pt = self.own(node.base_written) and node.power_toughness
            pt = None if base_pt else node.power_toughness
            what = " ".join(filter(None, [pt, *colors, *types]))
            what = f"{article(what)} {what}" if node.types and not plural else what
            if node.named is not None:  # "a land named Moon"
                what += f" {self.named(node.named)}"
            if node.abilities:
                what += f" with {self.granted_list(node.abilities)}"
            if base_pt:  # "a Spirit Warrior with base power and toughness 2/2"
                what += f" with base power and toughness {node.power_toughness}"
            if node.in_addition:
                others = "colors and types" if node.colors_added else "types"
                what += f" in addition to {'their' if plural else 'its'} other {others}"
            if node.state:  # "is an Angel in addition to its other types"
                return f"{'are' if plural else 'is'} {what}"
            return f"{'become' if base else 'becomes'} {what}"
        if isinstance(node, ast.CrewsAsThough):  # "saddles Mounts and crews Vehicles as …"
            acts = [f"{a if base else a + 's'} {CREWED[a][0]}" for a in node.actions]
            its = "their" if plural else "its"
            greater = f"{self.amount(node.amount)} greater"
            return f"{' and '.join(acts)} as though {its} power were {greater}"
        if isinstance(node, ast.AssignsAsUnblocked):
            assign = "assign" if base else "assigns"
            return f"{assign} its combat damage as though it weren't blocked"
        raise RenderError(f"{node.kind!r} is not a predicate")

    def granted_if(self, node: ast.GrantedIf) -> str:
        """ "trample if you control a Dwarf"."""
        return f"{self.granted_list(node.abilities)} if {self.render(node.condition)}"

    def modify_pt(self, node: ast.ModifyPT) -> str:
        """A predicate on its own: its object, then :meth:`predicate` ("it gets +1/+1")."""
        return self.clause([node], [0], [])

    base_pt = gain_ability = lose_ability = every_type = becomes_sized = gain_choice = cant_have = (
        base_stat
    ) = all_colors = modify_pt

    def abilities_of(self, node: ast.AbilitiesOf) -> str:
        """ "all activated abilities of that card"."""
        return f"all activated abilities of {self.object(node.object)}"

    def change_text(self, node: ast.ChangeText) -> str:
        """ "change the text of target permanent by replacing all instances of one color word
        with another [or one basic land type with another] [until end of turn]"."""
        words = " or ".join(f"one {word} with another" for word in node.words)
        text = (
            f"change the text of {self.object(node.object)} by replacing all instances of {words}"
        )
        return text if node.duration is None else f"{text} {self.render(node.duration)}"

    def pay_to_end(self, node: ast.PayToEnd, bare: bool = False) -> str:
        """ "pay {W} to end this effect"."""
        return self.act(node.player, "pay", f"{node.symbols} to end this effect", bare)

    def change_target(self, node: ast.ChangeTarget) -> str:
        """ "change the target of target spell with a single target"."""
        return f"change the target of {self.object(node.object)}"
