"""English wording of conditions: what an "if", "as long as" or "unless" asks of the game (the
kinds of :mod:`scryc.ast.conditions`)."""

from __future__ import annotations

from ... import ast
from ..base import LETTER_OF, RenderError, is_zero, of_players
from .base import ORDINALS, article

#: Past tenses of the actions of "you … this turn".
PAST_TENSES = {
    "attack": "attacked",
    "gain life": "gained",
    "lose life": "lost",
    "surveil": "surveilled",
    "descend": "descended",
    "search library": "searched",
}


class EnglishConditions:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.conditions`."""

    def chose_ring_bearer(self, node: ast.ChoseRingBearer) -> str:
        return f"you chose {self.object(node.object)} as your Ring-bearer"

    def beheld(self, node: ast.Beheld) -> str:
        return f"{self.object(node.object)} was beheld"

    def vote_result(self, node: ast.VoteResult) -> str:
        return f"{node.choice} gets more votes{' or the vote is tied' * node.or_tied}"

    def flip_result(self, node: ast.FlipResult) -> str:
        return f"you {'win' if node.won else 'lose'} the flip"

    def clash_result(self, node: ast.ClashResult) -> str:
        return "you win"

    def if_you_do(self, node: ast.IfYouDo) -> str:
        if node.player is not None:  # "they do", "that player does", "the player does"
            if self.own(node.written) == "the player":
                return "the player does"
            return "they do" if self.own(node.written) else f"{self.render(node.player)} does"
        return "you do"

    def if_you_dont(self, node: ast.IfYouDont) -> str:
        if node.player is not None:  # "they don't", "that player doesn't", "they can't"
            if self.own(node.written) == "the player" and not node.cannot:
                return "the player doesn't"
            if self.own(node.written):
                return "they can't" if node.cannot else "they don't"
            verb = "can't" if node.cannot else "doesn't"
            return f"{self.render(node.player)} {verb}"
        if node.cannot:
            return "you can't"
        if node.effect is None:
            return "you don't"
        return f"you don't {self.step(node.effect, bare=True)}"

    def life_this_turn(self, node: ast.LifeThisTurn) -> str:
        amount = self.amount(node.at_least)
        return f"{self.object(node.player)} {node.event} {amount} or more life this turn"

    def spells_cast_last_turn(self, node: ast.SpellsCastLastTurn) -> str:
        if node.player is None or node.at_least is None:
            return "no spells were cast last turn"
        many = self.amount(node.at_least, "word")
        return f"{self.object(node.player)} cast {many} or more spells last turn"

    def paired_with(self, node: ast.PairedWith) -> str:
        return f"{self.object(node.object)} is paired with {self.object(node.partner)}"

    def you_control(self, node: ast.YouControl) -> str:
        you = isinstance(node.player, ast.You)
        who = "you" if you else self.object(node.player)
        control = "control" if you else "controls"
        if node.negated and node.none_word:  # "you control no Islands"
            return f"{who} {control} no {self.every(node.objects)}"
        if node.negated:  # "you don't control an Ogre"
            return f"{who} {'don' if you else 'doesn'}'t control {self.object(node.objects)}"
        return f"{who} {control} {self.object(node.objects)}"

    def controls_more(self, node: ast.ControlsMore) -> str:
        more = "more"
        if node.at_least is not None:
            more = f"at least {self.amount(node.at_least, 'word')} more"
        return f"{self.object(node.player)} controls {more} {self.every(node.objects)} than you"

    def object_is(self, node: ast.ObjectIs) -> str:
        if isinstance(node.filter, ast.Targeting):  # "if it targets a legendary creature"
            return f"{self.object(node.object)} targets {self.object(node.filter.object)}"
        if isinstance(node.filter, ast.SharesType) and node.filter.with_ is not None:
            other = self.object(node.filter.with_)  # kinship
            return f"{self.object(node.object)} shares a creature type with {other}"
        if isinstance(node.filter, ast.SameName) and not node.filter.negated:
            other = self.object(node.filter.object)  # "if it has the same name as …"
            return f"{self.object(node.object)} has the same name as {other}"
        if isinstance(node.filter, ast.HasAbility):  # "if it has madness"
            return f"{self.object(node.object)} has {self.granted(node.filter.keyword)}"
        verb = "was" if node.past else "is"
        if isinstance(node.filter, ast.Compare):
            compare = node.filter
            value = self.amount(compare.value)
            words = f"{value} {'or less' if compare.op == 'le' else 'or greater'}"
            if self.own(compare.or_equal):  # "is less than or equal to …"
                words = f"{'less' if compare.op == 'le' else 'greater'} than or equal to {value}"
            if compare.op == "lt":  # "it has mana value less than …" (only so written)
                words = f"less than {value}"
            if node.has_form or compare.op == "lt":  # "it had mana value 3 or less"
                has = "had" if node.past else "has"
                return f"{self.object(node.object)} {has} {compare.attribute} {words}"
            return f"{self.possessive(node.object)} {compare.attribute} {verb} {words}"
        filter_ = node.filter
        if isinstance(filter_, ast.Negated):  # "it wasn't an Aura"
            filter_, verb = filter_.filter, f"{verb}n't"
        subject = f"{self.object(node.object)} {verb}"
        if subject == "it is" and not isinstance(filter_, ast.InZone):
            subject = "it's"
        description = self.filter(filter_)
        if self.head_noun(filter_) is not None or isinstance(filter_, ast.Subtype):
            description = f"{article(description)} {description}"
        return f"{subject} {description}"

    def ability_resolved(self, node: ast.AbilityResolved) -> str:
        if self.own(node.elided):
            return f"it's the {ORDINALS[node.nth]} time"
        return f"this is the {ORDINALS[node.nth]} time this ability has resolved this turn"

    def you_cast(self, node: ast.YouCast) -> str:
        if node.negated:
            zone = f" from {self.zone(node.from_zone)}" if node.from_zone is not None else ""
            if not node.this_turn:  # "if you didn't cast it from your hand"
                return f"you didn't cast {self.object(node.object)}{zone}"
            return f"you haven't cast {self.object(node.object)}{zone} this turn"
        if node.this_turn:
            return f"you've cast {self.object(node.object)} this turn"
        text = f"you cast {self.object(node.object)}"
        if node.this_way:
            return f"{text} this way"
        if node.from_zone is not None:
            text += f" from {self.zone(node.from_zone)}"
        return text + (" during your main phase" if node.during_main_phase else "")

    def mana_spent(self, node: ast.ManaSpent) -> str:
        if node.amount == ast.Number(value=1):
            spent = "{" + LETTER_OF[node.color] + "}"
        else:
            spent = f"at least {self.amount(node.amount, 'word')} {node.color} mana"
        return f"{spent} was spent to cast {self.object(node.object)}"

    def this_way(self, node: ast.ThisWay) -> str:
        verb = ("were" if self.is_plural(node.object) else "was") if self.own(node.past) else None
        verb = verb or ("are" if self.is_plural(node.object) else "is")
        return f"{self.object(node.object)} {verb} {node.event} this way"

    def searched_this_way(self, node: ast.SearchedThisWay) -> str:
        return f"you search {self.possessive(node.player)} library this way"

    def spell_was(self, node: ast.SpellWas) -> str:
        zone = "" if node.zone is None else f" from {self.zone(node.zone)}"
        return f"{self.object(node.object)} was {node.how}{zone}"

    def cost_paid(self, node: ast.CostPaid) -> str:
        if node.object is not None:
            whose = f"{self.possessive(node.object)} {node.cost}"
        else:
            whose = "that" if node.cost is None else f"the {node.cost}"
        was = "was" if node.paid else "wasn't"
        return f"{whose} cost {was} paid"

    def acted_this_turn(self, node: ast.ActedThisTurn) -> str:
        """ "you attacked this turn", "you gained or lost life this turn"."""
        done = " or ".join(PAST_TENSES[a] for a in node.actions)
        life = " life" if any(a.endswith(" life") for a in node.actions) else ""
        you = isinstance(node.player, ast.You)
        if "search library" in node.actions:
            life += " your library" if you else " their library"
        subject = self.object(node.player) if not you else "you"
        subject = "you've" if you and self.own(node.perfect) else subject
        return f"{subject} {done}{life} this turn"

    def attacked_with(self, node: ast.AttackedWith) -> str:
        return f"you attacked with {self.object(node.objects)} this {node.period}"

    def would_be_put(self, node: ast.WouldBePut) -> str:
        return f"{self.object(node.object)} would be put into {self.zone(node.zone)}"

    def died_this_turn(self, node: ast.DiedThisTurn) -> str:
        return f"{self.object(node.objects)} died{self.under_control(node.controller)} this turn"

    def entered_this_turn(self, node: ast.EnteredThisTurn) -> str:
        under = self.under_control(node.controller)
        return f"{self.object(node.objects)} entered the battlefield{under} this turn"

    def warped_this_turn(self, node: ast.WarpedThisTurn) -> str:
        return f"{self.object(node.objects)} was warped this turn"

    def all_conditions(self, node: ast.AllConditions) -> str:
        return " and ".join(self.render(c) for c in node.conditions)

    def any_condition(self, node: ast.AnyCondition) -> str:
        return " or ".join(self.render(c) for c in node.conditions)

    def put_into_zone_this_turn(self, node: ast.PutIntoZoneThisTurn) -> str:
        were = "were" if self.is_plural(node.objects) else "was"
        not_from = f" from anywhere other than the {node.not_from}" if node.not_from else ""
        put = f"put into {self.zone(node.zone)}{not_from}"
        return f"{self.object(node.objects)} {were} {put} this turn"

    def did_not_die(self, node: ast.DidNotDie) -> str:
        return f"{self.object(node.object)} didn't die"

    def left_battlefield_this_turn(self, node: ast.LeftBattlefieldThisTurn) -> str:
        if isinstance(node.controller, ast.You):  # revolt: "a permanent you controlled left …"
            return f"{self.object(node.objects)} you controlled left the battlefield this turn"
        under = self.under_control(node.controller)
        return f"{self.object(node.objects)} left the battlefield{under} this turn"

    def under_control(self, player: ast.Node | None) -> str:
        return f" under {self.possessive(player)} control" if player is not None else ""

    def players_have(self, node: ast.AmountCompare) -> str:
        """ "you have two or more opponents", "an opponent has three or more poison counters",
        "defending player is poisoned": what players have."""
        left = node.left
        if node.op != "ge":
            raise RenderError("no English wording for players having less")
        count = self.amount(node.right, "word")
        if isinstance(left, ast.CountOf):  # how many players
            return f"you have {count} or more {left.objects.noun}s"
        if left.counter == "poison" and self.own(node.wording) == "poisoned":
            verb = "are" if isinstance(left.object, ast.You) else "is"
            return f"{self.object(left.object)} {verb} poisoned"
        return f"{self.player_has(left.object)} {count} or more {left.counter} counters"

    def player_has(self, player: ast.Node) -> str:
        """ "you have", "that player has"."""
        return "you have" if isinstance(player, ast.You) else f"{self.object(player)} has"

    def life_compare(self, node: ast.LifeCompare) -> str:
        more = "or less" if node.op == "le" else "or more"
        return f"{self.player_has(node.player)} {self.amount(node.amount)} {more} life"

    def hand_size(self, node: ast.HandSize) -> str:
        has = self.player_has(node.player)
        if node.op == "eq" and not is_zero(node.amount):  # "exactly seven cards"
            return f"{has} exactly {self.amount(node.amount, 'word')} cards in hand"
        if node.op == "eq":
            return f"{has} no cards in hand"
        more = "or fewer" if node.op == "le" else "or more"
        return f"{has} {self.amount(node.amount, 'word')} {more} cards in hand"

    def amount_compare(self, node: ast.AmountCompare) -> str:
        left = node.left
        if isinstance(left, ast.TypesAmong) and node.op == "ge":
            kinds = {"mana value": "mana values", "name": "different names"}.get(
                left.types, f"{left.types} types"
            )
            count = f"{self.amount(node.right, 'word')} or more {kinds}"
            return f"there are {count} among {self.every(left.objects)}"
        if of_players(left):  # "you have two or more opponents", "… poison counters"
            return self.players_have(node)
        if isinstance(left, ast.CountersOn) and self.own(node.unnumbered):  # "has a … counter"
            counter = f"{article(left.counter)} {left.counter} counter"
            return f"{self.object(left.object)} {node.wording} {counter} on it"
        if isinstance(left, ast.CountersOn) and node.op == "eq" and is_zero(node.right):
            counters = f"no {left.counter} counters on"  # "it has no task counters on it"
            if node.wording == "there_are":
                return f"there are {counters} {self.object(left.object)}"
            return f"{self.object(left.object)} {node.wording} {counters} it"
        if isinstance(left, ast.CountersOn) and node.op == "ge" and node.wording != "is":
            count = f"{self.amount(node.right, 'word')} or more {left.counter} counters on"
            if node.wording == "there_are":
                return f"there are {count} {self.object(left.object)}"
            return f"{self.object(left.object)} {node.wording} {count} it"
        if isinstance(left, ast.TotalOf) and node.wording == "has" and node.op in ("le", "ge"):
            or_ = "or less" if node.op == "le" else "or greater"  # "have total power 8 or …"
            total = f"total {left.attribute} {self.amount(node.right)} {or_}"
            return f"{self.object(left.objects)} have {total}"
        if node.op in ("le", "ge") and self.own(node.or_equal):  # "is less than or equal to"
            than = "less" if node.op == "le" else "greater"
            return f"{self.amount(node.left)} is {than} than or equal to {self.amount(node.right)}"
        if node.op in ("le", "ge"):  # "the result is 3 or less"
            or_ = "or less" if node.op == "le" else "or greater"
            if self.own(node.or_more):
                or_ = "or more"
            return f"{self.amount(node.left)} is {self.amount(node.right)} {or_}"
        if node.op == "eq":  # "If X is 2"
            return f"{self.amount(node.left)} is {self.amount(node.right)}"
        return f"{self.amount(node.left)} is less than {self.amount(node.right, 'word')}"

    def in_each_zone(self, node: ast.InEachZone) -> str:
        """ "you own a card named ~ in exile, in your hand, …, and on the battlefield"."""
        objects = node.objects
        filter_ = objects.filter if isinstance(objects, ast.Objects) else None
        parts = filter_.parts if isinstance(filter_, ast.AllOf) else []
        owner = next((p for p in parts if isinstance(p, ast.OwnedBy) and not p.negated), None)
        if owner is None:
            raise RenderError("no English wording for places without the object's owner")
        rest = [p for p in parts if p is not owner]
        head = filter_.head  # the owner is read before the noun
        head = head - 1 if head is not None and parts.index(owner) < head else head
        described = rest[0] if len(rest) == 1 else ast.AllOf(parts=rest, head=head)
        noun = self.object(objects.model_copy(update={"filter": described}))
        places = [self.in_zone(ast.InZone(zone=z)) for z in node.zones]
        who = (
            "you own" if isinstance(owner.player, ast.You) else f"{self.object(owner.player)} owns"
        )
        return f"{who} {noun} {', '.join(places[:-1])}, and {places[-1]}"

    def there_are(self, node: ast.ThereAre) -> str:
        objects = node.objects
        parts = objects.filter.parts if isinstance(objects, ast.Objects) else []
        where = parts[-1] if parts and isinstance(parts[-1], ast.InZone) else None
        verb = "is" if getattr(objects, "quantifier", None) == "a" else "are"  # "there is a …"
        if self.own(node.are_in) and where is not None:  # "seven or more cards are in …"
            rest = parts[:-1] if len(parts) > 2 else parts[0]
            head = objects.filter.head if objects.filter.head is not None else 0
            rest = ast.AllOf(parts=rest, head=head) if isinstance(rest, list) else rest
            noun = self.object(objects.model_copy(update={"filter": rest}))
            return f"{noun} {verb} {self.render(where)}"
        if self.own(node.have) and where is not None and isinstance(where.zone.owner, ast.You):
            return f"you have {self.object(objects)}"  # "… in your graveyard"
        if self.own(node.have) and where is not None and isinstance(where.zone.owner, ast.Player):
            # "an opponent has … in their graveyard": the owner is the subject
            zone = where.zone.model_copy(update={"owner": ast.Ref.model_construct(noun="player")})
            theirs_in = [*parts[:-1], where.model_copy(update={"zone": zone})]
            theirs = objects.model_copy(
                update={"filter": objects.filter.model_copy(update={"parts": theirs_in})}
            )
            return f"{self.render(where.zone.owner)} has {self.object(theirs)}"
        return f"there {verb} {self.object(objects)}"
