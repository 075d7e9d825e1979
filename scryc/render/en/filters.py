"""English wording of object filters: what an object phrase says of the objects it describes (the
kinds of :mod:`scryc.ast.filters` and :mod:`scryc.ast.histories`)."""

from __future__ import annotations

from ... import ast
from ..base import SIMPLE, is_described_list, lesser_than_it, one_or_more, qualified_last
from .base import article, is_word_filter, plural_of, series

COMPARISONS = {"le": "or less", "ge": "or greater"}

THAN = {"lt": "less", "gt": "greater"}

#: Supertypes written as adjectives: "that's legendary", not "that's a legendary".
ADJECTIVE_SUPERTYPES = frozenset({"legendary", "basic", "snow"})


def is_colors(node: ast.Node) -> bool:
    """Whether a filter is a colour or a choice of colours ("black or red")."""
    if isinstance(node, ast.AnyOf):
        return all(is_colors(o) for o in node.options)
    return isinstance(node, ast.Color)


class EnglishFilters:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.filters` and
    :mod:`scryc.ast.histories`."""

    def filter(self, node: ast.Node, plural: bool | None = None) -> str:
        """A filter as a noun phrase: "nonland permanent", "creatures you control";
        ``plural`` for its head noun (None: as written)."""
        if isinstance(node, ast.AllOf):
            return self.all_of(node, plural)
        if isinstance(node, ast.AnyOf):
            return self.any_of(node, plural)
        if isinstance(node, (ast.CardType, ast.Subtype)):
            if plural is None:
                plural = bool(self.own(node.plural))
            return plural_of(node.name) if plural else node.name
        return self.render(node)

    def all_of(self, node: ast.AllOf, plural: bool | None = None) -> str:
        if node.head is not None and self.surface:
            before, after = node.parts[: node.head + 1], node.parts[node.head + 1 :]
        else:
            # "a spell that's one or more colors": that colour after the noun
            before = [
                p
                for p in node.parts
                if is_word_filter(p) and not one_or_more(p) and not attached_status(p)
            ]
            # "a creature card of the chosen type from your hand": the chosen value first;
            # "a spell an opponent casts that targets …": who casts before the rest
            after = sorted(
                (p for p in node.parts if not any(p is q for q in before)),
                key=lambda p: (not isinstance(p, ast.OfChosen), not isinstance(p, ast.CastBy)),
            )
            first = before[0] if before else None
            if first is node.parts[0] and isinstance(first, ast.AnyOf) and not is_colors(first):
                # "creature or planeswalker that's black or red" (colours after options)
                later = [p for p in before[1:] if is_colors(p)]
                before = [p for p in before if not any(p is q for q in later)]
                after = later + after
        names = [self.filter(p) for p in before[:-1]]
        if before:
            names.append(self.filter(before[-1], plural))
        text = " ".join(names)
        many = (
            plural
            if plural is not None
            else bool(before and self.own(getattr(before[-1], "plural", False)))
        )
        for part in after:
            if isinstance(part, ast.Negated) and attached_status(part):  # "that isn't enchanted"
                text += f" that {'aren' if many else 'isn'}'t {self.filter(part.filter)}"
            elif is_word_filter(part) and many:  # "cards that are black or red"
                text += f" that are {self.filter(part)}"
            elif is_word_filter(part):
                text += f" that's {self.that_is(part)}"
            elif many and isinstance(part, ast.WithCounter):
                text += f" with {part.counter} counters on them"
            else:
                text += f" {self.filter(part)}"
        return text

    def that_is(self, node: ast.Node) -> str:
        """What follows "that's": a noun with its article ("a creature or Vehicle", "a Wolf or
        a Werewolf"), an adjective without ("red", "legendary")."""
        words = self.filter(node)
        first = node.options[0] if isinstance(node, ast.AnyOf) else node
        noun = isinstance(first, ast.CardType) or (
            isinstance(first, ast.Subtype) and first.name not in ADJECTIVE_SUPERTYPES
        )
        return f"{article(words)} {words}" if noun else words

    def any_of(self, node: ast.AnyOf, plural: bool | None = None) -> str:
        if [getattr(o, "name", None) for o in node.options] == list(ast.ABILITY_KINDS):
            # "activated or triggered ability": the kinds share the noun
            many = bool(self.own(node.options[0].plural)) if plural is None else plural
            noun = "abilities" if many else "ability"
            return f"activated or triggered {noun}"
        options = [self.filter(o, plural) for o in node.options]
        if self.own(node.articles) or qualified_last(node):  # "a Swamp or a Mountain"
            options[1:] = [f"{article(o)} {o}" for o in options[1:]]
        # "creatures you control and/or creature cards in your graveyard"
        default = "and/or" if is_described_list(node) else "or"
        return series(options, self.own(node.conjunction, default))

    def card_type(self, node: ast.CardType) -> str:
        return node.name

    def subtype(self, node: ast.Subtype) -> str:
        return node.name

    def color(self, node: ast.Color) -> str:
        return node.name

    def status(self, node: ast.Status) -> str:
        return node.name

    def power_toughness(self, node: ast.PowerToughness) -> str:
        return node.value

    def negated(self, node: ast.Negated) -> str:
        if isinstance(node.filter, ast.HasAbility):  # "without flying"
            return f"without {self.granted(node.filter.keyword)}"
        if isinstance(node.filter, ast.HasAnyAbility):  # "without flying or reach"
            return "without" + self.has_any_ability(node.filter).removeprefix("with")
        if isinstance(node.filter, ast.ManaCostHas):  # "without {X} in its mana cost"
            return "without" + self.mana_cost_has(node.filter).removeprefix("with")
        if isinstance(node.filter, ast.WithCounter) and node.filter.counter is None:
            return "with no counters on them"
        if isinstance(node.filter, ast.WithCounter):  # "with no +1/+1 counters on them"
            return f"with no {node.filter.counter} counters on them"
        if isinstance(node.filter, ast.Named):  # "not named Clever Conjurer"
            return f"not {self.named(node.filter)}"
        word = self.filter(node.filter)
        return f"non-{word}" if word[:1].isupper() else f"non{word}"

    def compare(self, node: ast.Compare) -> str:
        if self.own(node.lesser, lesser_than_it(node)):  # "with lesser power [than …]"
            than = node.value.object  # type: ignore[union-attr]
            unsaid = isinstance(than, ast.Ref) and (than.elided or not self.surface)
            said = "" if unsaid else f" than {self.object(than)}"
            return f"with {'lesser' if node.op == 'lt' else 'greater'} {node.attribute}{said}"
        value = self.amount(node.value)
        if node.op == "eq" and self.own(node.bare, isinstance(node.value, SIMPLE)):
            return f"with {node.attribute} {value}"
        if node.op == "eq":
            return f"with {node.attribute} equal to {value}"
        if node.op in THAN:
            return f"with {node.attribute} {THAN[node.op]} than {value}"
        computed = not isinstance(node.value, ast.Number | ast.Variable)  # "… or less" for N, X
        if self.own(node.or_equal, computed):
            than = THAN["lt" if node.op == "le" else "gt"]
            return f"with {node.attribute} {than} than or equal to {value}"
        total = "total " if node.total else ""
        return f"with {total}{node.attribute} {value} {COMPARISONS[node.op]}"

    def controlled_by(self, node: ast.ControlledBy) -> str:
        if self.own(node.opponents):
            return "your opponents control"
        if isinstance(node.player, ast.You):
            return "you don't control" if node.negated else "you control"
        if isinstance(node.player, ast.Ref) and node.player.noun == "player":
            return "they control"
        if isinstance(node.player, ast.YouAnd):  # "you and that player control"
            return f"{self.you_and(node.player)} control"
        verb = "doesn't control" if node.negated else "controls"
        return f"{self.render(node.player)} {verb}"

    def owned_by(self, node: ast.OwnedBy) -> str:
        if isinstance(node.player, ast.You):
            return "you don't own" if node.negated else "you own"
        if isinstance(node.player, ast.Ref) and node.player.noun == "player":
            return "they own"
        verb = "doesn't own" if node.negated else "owns"
        return f"{self.render(node.player)} {verb}"

    def in_zone(self, node: ast.InZone) -> str:
        if node.zone.name == "battlefield":
            return "on the battlefield"
        return f"{node.preposition or 'in'} {self.zone(node.zone)}"

    def not_from_zone(self, node: ast.NotFromZone) -> str:
        return f"from anywhere other than {self.zone(node.zone)}"

    def with_counter(self, node: ast.WithCounter) -> str:
        if node.counter is None:
            return "with a counter on it"
        article = "an" if node.counter[0] in "aeiouAEIOU" else "a"
        return f"with {article} {node.counter} counter on it"

    def chosen_color(self, node: ast.ChosenColor) -> str:
        return "the color of your choice" if node.now else "the chosen color"

    def with_that_name(self, node: ast.WithThatName) -> str:
        return "with that name"

    def of_chosen(self, node: ast.OfChosen) -> str:
        if node.value == "name":
            return "with the chosen name"
        return f"of the chosen {node.value}"

    def targeting(self, node: ast.Targeting) -> str:
        verb = "target" if self.own(node.plural) else "targets"
        return f"that {verb} {self.object(node.object)}"

    def targeting_only(self, node: ast.TargetingOnly) -> str:
        return f"that targets only {self.object(node.object)}"

    def single_target(self, node: ast.SingleTarget) -> str:
        return "with a single target"

    def has_ability(self, node: ast.HasAbility) -> str:
        word = "that has" if self.own(node.that_has) else "with"
        return f"{word} {self.granted(node.keyword)}"

    def has_any_ability(self, node: ast.HasAnyAbility) -> str:
        return f"with {series([self.granted(k) for k in node.keywords], 'or')}"

    def ability_of(self, node: ast.AbilityOf) -> str:
        return f"of {self.object(node.object)}"

    def mana_cost_has(self, node: ast.ManaCostHas) -> str:
        where = "their mana costs" if self.own(node.plural) else "its mana cost"
        return f"with {node.symbol} in {where}"

    def cast_by(self, node: ast.CastBy) -> str:
        duration = f" {self.render(node.duration)}" if node.duration else ""
        perfect = self.own(node.perfect)
        if node.action == "draw":  # only "you've drawn" is read
            return f"you've drawn{duration}"
        if isinstance(node.player, ast.You):
            return ("you've" if perfect else "you") + f" cast{duration}"
        if self.own(node.opponents):
            return f"your opponents {'have cast' if perfect else 'cast'}{duration}"
        verb = "has cast" if perfect or node.duration else "casts"  # "an opponent casts"
        return f"{self.object(node.player)} {verb}{duration}"

    def in_party(self, node: ast.InParty) -> str:
        return f"in {self.possessive(node.player)} party"

    def same_name(self, node: ast.SameName) -> str:
        relation = "that doesn't have" if node.negated else "with"
        return f"{relation} the same name as {self.object(node.object)}"

    def named(self, node: ast.Named) -> str:
        return f"named {self.self_ref(ast.SelfRef()) if node.self_name else node.name}"

    def different_names(self, node: ast.DifferentNames) -> str:
        return "with different names"

    def different_values(self, node: ast.DifferentValues) -> str:
        plural = {"power": "powers", "toughness": "toughnesses"}.get(node.attribute)
        return f"with different {plural or 'mana values'}"

    def color_count(self, node: ast.ColorCount) -> str:
        relation = "with" if self.own(node.with_) else "that's"
        return f"{relation} exactly {self.number(node.count, 'word')} colors"

    def shares_type(self, node: ast.SharesType) -> str:
        text = f"that {'shares' if self.own(node.singular) else 'share'} a creature type"
        return f"{text} with {self.object(node.with_)}" if node.with_ is not None else text

    def with_greatest(self, node: ast.WithGreatest) -> str:
        return f"with {self.amount(node.value)}"

    def shares_quality(self, node: ast.SharesQuality) -> str:
        verb = "shares" if self.own(node.singular) else "share"
        return f"that {verb} a {node.quality} with {self.object(node.with_)}"

    def dealt_damage_by(self, node: ast.DealtDamageBy) -> str:
        if node.this_turn:  # "dealt damage by ~ this turn", "that was dealt damage this turn"
            by = f" by {self.object(node.source)}" if node.source is not None else ""
            return f"{'that was ' if self.own(node.that_was) else ''}dealt damage{by} this turn"
        by = f"by {self.object(node.source)}" if node.source is not None else "this way"
        return f"dealt damage {by}"

    def affected_this_way(self, node: ast.AffectedThisWay) -> str:
        return f"{node.event} this way"

    def put_this_way(self, node: ast.PutThisWay) -> str:
        to = node.to
        owner = self.possessive(to.owner or ast.You())
        where = f"on top of {owner} library" if to.position == "top" else f"into {self.zone(to)}"
        this_way = " this way" if self.own(node.this_way, True) else ""
        return f"{self.render(node.player)} put {where}{this_way}"

    def put_there_by(self, node: ast.PutThereBy) -> str:
        """ "in your graveyard that were put there by surveilling this turn"."""
        return f"in {self.zone(node.zone)} that were put there by surveilling this turn"

    def exiled_with(self, node: ast.ExiledWith) -> str:
        return f"exiled with {self.object(node.object)}"

    def attached_to_object(self, node: ast.AttachedToObject) -> str:
        return f"attached to {self.object(node.object)}"

    def blocking_object(self, node: ast.BlockingObject) -> str:
        words = "blocking or blocked by" if node.blocked_by else "blocking"
        return f"{words} {self.object(node.object)}"

    def event_this_turn(self, node: ast.EventThisTurn) -> str:
        under = f" under {self.possessive(node.controller)} control" if node.controller else ""
        done_to = f" {self.object(node.object)}" if node.object is not None else ""
        if node.event == "put into a graveyard from the battlefield":
            return "that were put into a graveyard from the battlefield this turn"
        return f"that {node.event}{done_to}{under} this turn"

    def from_among(self, node: ast.FromAmong) -> str:
        among = "among " if self.own(node.among) or not isinstance(node.object, ast.Ref) else ""
        return f"from {among}{self.object(node.object)}"


def attached_status(node: ast.Node) -> bool:
    """Whether a filter is written after the noun, "that's (that isn't) enchanted": an Aura (an
    Equipment) attached ("enchanted creature" before the noun is the one an Aura enchants), or
    "that isn't of the chosen type"."""
    inner = node.filter if isinstance(node, ast.Negated) else node
    if isinstance(inner, ast.AnyOf):
        return all(attached_status(o) for o in inner.options)
    if isinstance(node, ast.Negated) and isinstance(inner, ast.OfChosen):
        return True
    return isinstance(inner, ast.Status) and inner.name in ("enchanted", "equipped")
