"""English wording of mana, revealing, looking at and searching cards, and what players may do (the
kinds of :mod:`scryc.ast.looking`)."""

from __future__ import annotations

from ... import ast
from .base import series


class EnglishLooking:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.looking`."""

    def get_emblem(self, node: ast.GetEmblem, bare: bool = False) -> str:
        emblem = f"an emblem with {self.granted_list(node.abilities)}"
        return self.act(node.player, "get", emblem, bare, you=True)

    def gain_energy(self, node: ast.GainEnergy, bare: bool = False) -> str:
        return self.act(node.player, "get", node.symbols, bare, you=True)

    def search(self, node: ast.Search) -> str:
        zones = series(list(node.zones or ["library"]), node.joined or "and/or")
        return f"search {self.possessive(node.player)} {zones} for {self.object(node.object)}"

    def shuffle(self, node: ast.Shuffle, bare: bool = False) -> str:
        library = "your library" if isinstance(node.player, ast.You) else "their library"
        return self.act(node.player, "shuffle", library if node.library else "", bare)

    def shuffle_into(self, node: ast.ShuffleInto, bare: bool = False) -> str:
        into = f"{self.object(node.object)} into {self.zone(node.to)}"
        return self.act(node.player, "shuffle", into, bare)

    def reveal(self, node: ast.Reveal, bare: bool = False) -> str:
        what = self.object(node.object)
        if node.from_zone is not None:  # "reveal this card from your opening hand"
            what += f" from {self.zone(node.from_zone)}"
        return self.act(node.player, "reveal", what, bare)

    def reveal_until(self, node: ast.RevealUntil, bare: bool = False) -> str:
        library = f"the top of {self.possessive(node.owner)} library"
        who = "you" if isinstance(node.player, ast.You) else "they"
        until = f"until {who} {node.action} {self.object(node.until)}"
        return self.act(node.player, node.action, f"cards from {library} {until}", bare)

    def spend_only(self, node: ast.SpendOnly) -> str:
        spells = f"spend this mana only to cast {self.kind_phrase(node.object)}"
        if node.abilities_of is None:
            return spells
        return f"{spells} or activate abilities of {self.kind_phrase(node.abilities_of)}"

    def keep_mana(self, node: ast.KeepMana) -> str:
        who = "they" if self.own(node.they) else "you"
        lose = f"{who} don't lose this mana as steps and phases end"
        return f"{self.render(node.duration)}, {lose}"

    def look_additional(self, node: ast.LookAdditional) -> str:
        count = self.amount(node.amount, "word")
        return f"you may look at an additional {count} cards each time you {node.action}"

    def additional_land_plays(self, node: ast.AdditionalLandPlays) -> str:
        count = self.amount(node.amount, "article")  # "an additional land"
        lands = "land" if count in ("a", "an", "one") else "lands"
        if node.duration is not None:
            when = self.render(node.duration)
        else:
            whose = "your" if isinstance(node.player, ast.You) else "their"
            when = f"{'during' if self.own(node.during) else 'on'} each of {whose} turns"
        return f"{self.render(node.player)} may play {count} additional {lands} {when}"

    def choose_not_to_untap(self, node: ast.ChooseNotToUntap) -> str:
        return f"you may choose not to untap {self.object(node.object)} during your untap step"

    def untap_during_step(self, node: ast.UntapDuringStep) -> str:
        whose = self.possessive(node.player)
        return f"untap {self.object(node.object)} during {whose} untap step"

    def look_any_time(self, node: ast.LookAnyTime) -> str:
        return f"you may look at {self.object(node.object)} any time"

    def loyalty_twice(self, node: ast.LoyaltyTwice) -> str:
        when = self.render(node.duration) if node.duration is not None else "each turn"
        abilities = f"the loyalty abilities of {self.object(node.objects)}"
        return f"you may activate {abilities} twice {when} rather than only once"

    def look_at(self, node: ast.LookAt, bare: bool = False) -> str:
        return self.act(node.player, "look", f"at {self.object(node.object)}", bare)

    def add_mana(self, node: ast.AddMana, bare: bool = False) -> str:
        if node.combination:
            count = self.amount(node.amount or ast.Number(value=1), "word")
            of = "colors" if node.options == ["any color"] else " and/or ".join(node.options)
            text = f"{count} mana in any combination of {of}"
        elif node.options == ["any color"]:
            amount = node.amount or ast.Number(value=1)
            count = self.amount(amount, "word")
            one = "" if isinstance(amount, ast.Number) and amount.value == 1 else "one "
            text = f"{count} mana of any {one}color"  # "two mana of any one color"
            if node.identity is not None:
                text += f" in {self.possessive(node.identity)} color identity"
        elif node.options == ["chosen color"]:  # "one mana of the chosen color"
            count = self.amount(node.amount or ast.Number(value=1), "word")
            text = f"{count} mana of the chosen color"
        elif node.produced_by is not None:  # "one mana of any type that land produced"
            count = self.amount(node.amount or ast.Number(value=1), "word")
            text = f"{count} mana of any type {self.object(node.produced_by)} produced"
        elif node.amount is not None and len(node.options) == 1:  # "an amount of {C} equal to …"
            text = f"an amount of {node.options[0]} equal to {self.amount(node.amount)}"
        else:
            text = series(node.options, "or")
        if node.additional:  # "add an additional {G}", "… one mana of any color"
            text = f"an additional {text}"
        if node.player is None:
            return f"add {text}"
        return self.act(node.player, "add", text, bare)

    def add_mana_could_produce(self, node: ast.AddManaCouldProduce, bare: bool = False) -> str:
        """ "add one mana of any color that a land an opponent controls could produce"."""
        lands = self.object(ast.Objects.model_construct(quantifier="a", filter=node.lands))
        count = self.amount(node.amount, "word")
        return f"add {count} mana of any {node.choice} that {lands} could produce"

    def no_maximum_hand_size(self, node: ast.NoMaximumHandSize) -> str:
        has = "have" if isinstance(node.player, ast.You) or self.is_plural(node.player) else "has"
        text = f"{self.render(node.player)} {has} no maximum hand size"
        return f"{text} {self.render(node.duration)}" if node.duration else text

    def enters_as_copy(self, node: ast.EntersAsCopy, bare: bool = False) -> str:
        """ "Creatures you control enter as a copy of ~"; ``bare``: "enter" (after "have")."""
        enter = "enter" if bare or self.is_plural(node.object) else "enters"
        copy = f"{self.object(node.object)} {enter}{self.battlefield(node)}"
        original = self.object(node.copy_of)
        one = node.copy_of
        if isinstance(one, ast.Objects) and one.quantifier == "a" and not (one.count or one.other):
            # the Oracle wording when not written here: "a copy of any creature"
            original = f"any {original.split(' ', 1)[1]}" if not self.surface else original
        copy += f" as a copy of {original}"
        if node.copy_exception is not None:
            copy += f", except {self.copy_exception(node.copy_exception)}"
        return copy

    def enters_tapped(self, node: ast.EntersTapped) -> str:
        enter = "enter" if self.is_plural(node.object) else "enters"
        text = f"{self.object(node.object)} {enter}{self.battlefield(node)} tapped"
        if node.unless is not None:
            text += f" unless {self.render(node.unless)}"
        return text

    def battlefield(self, node: ast.Node) -> str:
        return " the battlefield" if self.own(getattr(node, "the_battlefield", False)) else ""
