"""English wording of restrictions, choices, payments, control, and changes to costs, types and
dice (the kinds of :mod:`scryc.ast.rules`)."""

from __future__ import annotations

from ... import ast
from .base import NUMBER_WORDS, article, capitalize, plural_of, series
from .changes import EnglishChanges
from .tokens import computed


class EnglishRules:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.rules`."""

    #: Predicates (``render.base.PREDICATES``), worded by :meth:`EnglishChanges.predicate`.
    restriction = becomes = crews_as_though = assigns_as_unblocked = EnglishChanges.modify_pt

    def pay_life(self, node: ast.PayLife, bare: bool = False) -> str:
        return self.act(node.player, "pay", self.life(node.amount), bare)

    def pay_mana(self, node: ast.PayMana, bare: bool = False) -> str:
        return self.act(node.player, "waterbend" if node.waterbend else "pay", node.symbols, bare)

    def player_restriction(self, node: ast.PlayerRestriction) -> str:
        """ "your opponents can't gain life", "this turn, players can't cast spells"."""
        player = "you" if isinstance(node.player, ast.You) else self.object(node.player)
        text = f"{player} can't {node.action}"
        if node.object is not None:
            text += f" {self.kind_phrase(node.object)}"
        if node.duration is not None and self.own(node.duration.first):
            return f"{self.render(node.duration)}, {text}"
        return self.timed(text, node.duration)

    def play_revealed(self, node: ast.PlayRevealed) -> str:
        """ "play with the top card of your library revealed", "players play with the top card
        of their libraries revealed"."""
        if isinstance(node.player, ast.You):
            return "play with the top card of your library revealed"
        return f"{self.object(node.player)} play with the top card of their libraries revealed"

    def spend_as_though(self, node: ast.SpendAsThough, bare: bool = False) -> str:
        """ "spend mana as though it were mana of any color to cast that spell"."""
        rest = f"mana as though it were mana of any {node.any}"
        if node.spell is not None:
            rest += f" to cast {self.object(node.spell)}"
        return self.act(node.player, "spend", rest, bare)

    def has_control(self, node: ast.HasControl, bare: bool = False) -> str:
        return self.act(node.player, "control", self.object(node.object), bare, you=True)

    def choose_object(self, node: ast.ChooseObject) -> str:
        if node.player is not None:  # "You choose a card from it"
            return self.act(node.player, "choose", self.object(node.object), False, you=True)
        return f"choose {self.object(node.object)}"

    def remove_counters(self, node: ast.RemoveCounters) -> str:
        if node.those:
            return "remove those counters"
        what = self.counters(node.amount, node.counter)
        return f"remove {what} from {self.object(node.object)}"

    def enters_with_counters(self, node: ast.EntersWithCounters) -> str:
        enters = "escapes" if node.escapes else f"enters{self.battlefield(node)}"
        if computed(node.amount):  # "… (additional) counters on it equal to N"
            more = "additional " if node.additional else ""
            counters = f"a number of {more}{plural_of(f'{node.counter} counter')}"
            equal = f"on it equal to {self.amount(node.amount)}"
            return f"{self.object(node.object)} {enters} with {counters} {equal}"
        return f"{self.object(node.object)} {enters} with {self.placed_counters(node)} on it"

    def roll_die(self, node: ast.RollDie) -> str:
        """ "roll a d20", "each player rolls a six-sided die", "roll two d8", "roll X d6"."""
        words = self.own(node.in_words, node.sides == 6)
        if node.count is None:
            dice = "a six-sided die" if words else f"a d{node.sides}"
        else:
            count = node.count
            word = isinstance(count, ast.Number)
            many = self.number(count, "word") if word else self.amount(count)
            dice = f"{many} {'six-sided dice' if words else f'd{node.sides}'}"
        return self.act(node.player, "roll", dice, False)

    def add_to_result(self, node: ast.AddToResult) -> str:
        return f"add {self.amount(node.amount)}"

    def die_table(self, node: ast.DieTable) -> str:
        return "".join(f"\n{self.die_row(row)}" for row in node.rows)

    def die_row(self, node: ast.DieRow) -> str:
        if node.high is None:
            numbers = f"{node.low}+"
        elif node.high == node.low:
            numbers = str(node.low)
        else:
            numbers = f"{node.low}—{node.high}"
        return f"{numbers} | {capitalize(self.chain(node.effect))}."

    def gain_control(self, node: ast.GainControl, bare: bool = False) -> str:
        text = self.act(node.player, "gain", f"control of {self.object(node.object)}", bare)
        return self.timed(text, node.duration)

    def switch_power_toughness(self, node: ast.SwitchPowerToughness) -> str:
        text = f"switch {self.possessive(node.object)} power and toughness"
        return self.timed(text, node.duration)

    def exchange_control(self, node: ast.ExchangeControl) -> str:
        return f"exchange control of {self.object(node.objects)}"

    def exchange_life_totals(self, node: ast.ExchangeLifeTotals, bare: bool = False) -> str:
        return self.act(
            node.player, "exchange", f"life totals with {self.object(node.other)}", bare
        )

    def set_life_total(self, node: ast.SetLifeTotal) -> str:
        return f"{self.possessive(node.player)} life total becomes {self.amount(node.amount)}"

    def exchange_zones(self, node: ast.ExchangeZones) -> str:
        if node.other is None:  # "exchange your hand and graveyard"
            first, second = node.zones
            return f"exchange {self.possessive(node.player)} {first} and {second}"
        cards = [f"cards in your {plural_of(zone)}" for zone in node.zones]
        return f"exchange {series(cards, 'and')}"

    def adjust_number(self, node: ast.AdjustNumber) -> str:
        value = node.amount.value  # written in digits, then as a word
        both = f"{value} or {NUMBER_WORDS[value]}"
        text = f"add or subtract {both} from a number or number word on {self.object(node.object)}"
        return self.timed(text, node.duration)

    def pay_instead_of_mana_cost(self, node: ast.PayInsteadOfManaCost) -> str:
        paying = "paying" if self.own(node.paying) else "pay"
        return f"{self.render(node.cost)} rather than {paying} its mana cost"

    def cost_change(self, node: ast.CostChange) -> str:
        subject = self.object(node.object)
        verb = "cost" if self.is_plural(node.object) else "costs"
        direction = "less" if node.reduce else "more"
        text = f"{subject} {verb} {node.symbols} {direction} to {node.action}"
        if node.for_each is not None:
            each = node.for_each
            if isinstance(each, ast.TypesAmong):  # domain
                text += f" for each {self.type_among(each)}"
            elif isinstance(each, ast.Objects) and each.quantifier == "a":  # 「…１体につき」
                each = each.model_copy(update={"quantifier": "each", "count": None})
                text += f" for {self.object(each)}"
            elif isinstance(each, ast.ObjectList):  # "for each Cave … and each Cave card …"
                text += f" for {self.object(each)}"
            else:
                text += f" for each {self.object(each)}"
        if node.beyond_first:  # strive
            text += " for each target beyond the first"
        return text

    def can_be_commander(self, node: ast.CanBeCommander) -> str:
        return f"{self.object(node.object)} can be your commander"

    def loses_type(self, node: ast.LosesType) -> str:
        return f"{self.object(node.object)} isn't {article(node.card_type)} {node.card_type}"

    def doesnt_remove(self, node: ast.DoesntRemove) -> str:
        return f"this effect doesn't remove {self.object(node.object)}"

    def keeps_type(self, node: ast.KeepsType) -> str:
        if isinstance(node.object, ast.Ref) and node.object.plural:
            return f"they're still {plural_of(node.card_type)}"
        return f"it's still {article(node.card_type)} {node.card_type}"

    def reflexive_trigger(self, node: ast.ReflexiveTrigger) -> str:
        if node.done is not None:  # "when you discard a card this way, …"
            return f"when {self.player_action(node.done)} this way, {self.chain(node.effect)}"
        return f"when you do, {self.chain(node.effect)}"

    def delayed_trigger(self, node: ast.DelayedTrigger) -> str:
        if node.duration is None and not isinstance(node.trigger, ast.AtStep):  # spell, mana
            return f"{node.word} {self.render(node.trigger)}, {self.chain(node.effect)}"
        if node.duration is None:  # at the next step: after its effect, unless written first
            effect = node.effect
            if self.own(node.first) and isinstance(effect, ast.Conditional):
                # "if you do, at the beginning of the first upkeep, …"
                when = f"{self.render(effect.condition)}, at {self.render(node.trigger)}"
                return f"if {when}, {self.chain(effect.effect)}"
            if self.own(node.first):
                return f"at {self.render(node.trigger)}, {self.chain(node.effect)}"
            return f"{self.chain(node.effect)} at {self.render(node.trigger)}"
        if self.own(node.first):  # "Until end of turn, whenever …, …"
            trigger = f"{node.word} {self.render(node.trigger)}"
            return f"{self.render(node.duration)}, {trigger}, {self.chain(node.effect)}"
        trigger = f"{self.render(node.trigger)} {self.render(node.duration)}"
        return f"{node.word} {trigger}, {self.chain(node.effect)}"

    def spend_this_mana(self, node: ast.SpendThisMana) -> str:
        if self.own(node.passive):
            return f"that mana is spent to cast {self.object(node.spell)}"
        return f"you spend this mana to cast {self.object(node.spell)}"
