"""English builder methods of the conditions family (``scryc.ast.conditions``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import all_of
from ..errors import ParseError


class Conditions:
    """The English builder's conditions methods."""

    def amount_compare(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        left, right = children
        return ast.AmountCompare.model_construct(
            left=left, op="lt", right=right, span=self.span(meta)
        )

    def amount_compare_or_equal(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "its power is less than or equal to the number of …": "… or less"."""
        left, right = children
        return ast.AmountCompare.model_construct(
            left=left, op=self.or_equal_op(meta), right=right, or_equal=True, span=self.span(meta)
        )

    def or_equal_op(self, meta: Meta) -> str:
        """ "greater than or equal to": "ge"; "less than or equal to": "le"."""
        return "ge" if "greater" in self.words(meta).split() else "le"

    def total_compare(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "creatures you control have total power 8 or greater": their values summed."""
        objects, attribute, right, op = children
        total = ast.TotalOf.model_construct(attribute=attribute, objects=objects)
        return ast.AmountCompare.model_construct(
            left=total, op=op, right=right, wording="has", span=self.span(meta)
        )

    def counters_at_least(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "it has four or more phyresis counters on it": a count of counters, at least N."""
        words = self.words(meta).split()
        if words[0] == "there":
            (amount, counter, obj), wording = children, "there_are"
        else:
            (obj, amount, counter), wording = children, "had" if "had" in words else "has"
        left = ast.CountersOn.model_construct(counter=counter, object=obj)
        return ast.AmountCompare.model_construct(
            left=left, op="ge", right=amount, wording=wording, span=self.span(meta)
        )

    def no_counters(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "it has no task counters on it", "there are no mining counters on ~": none (as
        :meth:`counters_at_least` reads it, with the count 0 in its place)."""
        zero = ast.Number.model_construct(value=0)
        first, second = children
        there = self.words(meta).startswith("there")
        counted = [zero, first, second] if there else [first, zero, second]
        return self.counters_at_least(meta, counted).model_copy(update={"op": "eq"})

    def hand_size_exactly(self, meta: Meta, children: list[Any]) -> ast.HandSize:
        """ "you have exactly seven cards in hand": that many cards, no more, no fewer."""
        player, amount = children
        return self.hand_size(meta, [player, amount, "eq"])

    def has_counter(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "it has a +1/+1 counter on it": one or more."""
        obj, counter = children
        one = ast.Number.model_construct(value=1)
        node = self.counters_at_least(meta, [obj, one, counter])
        return node.model_copy(update={"unnumbered": True})

    def types_at_least(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "there are four or more card types among …": "four or more card" names the count
        and the kind of type."""
        counted, among = children
        kind = " ".join(self.text[counted.filter.span.start : counted.filter.span.end].split())
        if counted.quantifier != "at least" or kind.lower() not in ("card", "basic land"):
            raise ParseError("only card or basic land types", text=self.text, offset=meta.start_pos)
        left = ast.TypesAmong.model_construct(types=kind.lower(), objects=among)
        return ast.AmountCompare.model_construct(
            left=left, op="ge", right=counted.count, wording="there_are", span=self.span(meta)
        )

    def values_at_least(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "there are five or more mana values among cards in your graveyard", "… eight or
        more different names among …"."""
        quantity, among = children
        if quantity.word != "at least":
            raise ParseError("only 'N or more' values", text=self.text, offset=meta.start_pos)
        names = self.words(meta).split(" among ", 1)[0].endswith("names")
        kind = "name" if names else "mana value"
        left = ast.TypesAmong.model_construct(types=kind, objects=among)
        return ast.AmountCompare.model_construct(
            left=left, op="ge", right=quantity.count, wording="there_are", span=self.span(meta)
        )

    def object_is(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        if len(children) == 1:
            return ast.ObjectIs.model_construct(
                object=ast.Ref.model_construct(), filter=children[0], span=self.span(meta)
            )
        past = not {"was", "wasn't", "had"}.isdisjoint(self.words(meta).split())
        if len(children) == 2 and indefinite_in_zone(children) and not past:
            return self.there_are_in(meta, children)  # "a Warrior card is in your graveyard"
        if len(children) == 2:  # "if Blood Operative is in your graveyard", "if it was a …"
            return ast.ObjectIs.model_construct(
                object=children[0], filter=children[1], past=past, span=self.span(meta)
            )
        obj, attribute, value, op = children
        compare = ast.Compare.model_construct(attribute=attribute, op=op, value=value)
        words = self.words(meta).split()
        has_form = "had" in words or (op == "lt" and "has" in words)
        return ast.ObjectIs.model_construct(
            object=obj, filter=compare, past=past, has_form=has_form, span=self.span(meta)
        )

    def object_is_or_equal(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """ "its power is less than or equal to …": "… or less"."""
        node = self.object_is(meta, [*children, self.or_equal_op(meta)])
        compare = node.filter.model_copy(update={"or_equal": True})
        return node.model_copy(update={"filter": compare})

    def object_is_qualified(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """ "it's a land card or a creature card with mana value 3 or less" / 「それが土地・カード
        であるか、マナ総量が３以下であるクリーチャー・カードであるなら」: the qualifier belongs to
        the last option only."""
        first, last, qualifier = children
        return self.object_is(meta, [self.qualified_last(first, last, qualifier)])

    def object_is_not(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """ "if it wasn't an Aura": the object is of the negated description."""
        obj, filter_ = children
        return self.object_is(meta, [obj, ast.Negated.model_construct(filter=filter_)])

    def this_way_event(self, meta: Meta, children: list[Any]) -> str:
        return self.term(self.words(meta))

    def spell_history(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def there_are(self, meta: Meta, children: list[Any]) -> ast.ThereAre:
        return ast.ThereAre.model_construct(objects=children[0], span=self.span(meta))

    def there_are_in(self, meta: Meta, children: list[Any]) -> ast.ThereAre:
        """ "seven or more cards are in your graveyard": as "there are … in your graveyard"."""
        objects, where = children
        if not isinstance(objects, ast.Objects):
            raise ParseError(
                "expected a description of objects", text=self.text, offset=meta.start_pos
            )
        found = objects.model_copy(update={"filter": all_of([objects.filter, where], head=0)})
        return ast.ThereAre.model_construct(objects=found, are_in=True, span=self.span(meta))

    def in_each_zone(self, meta: Meta, children: list[Any]) -> ast.InEachZone:
        """ "you own a card named ~ in exile, in your hand, …, and on the battlefield": the
        object phrase reads the first place as its last qualifier; "you own" joins its
        description."""
        objects, *places = children
        filter_ = objects.filter if isinstance(objects, ast.Objects) else None
        if not isinstance(filter_, ast.AllOf) or not isinstance(filter_.parts[-1], ast.InZone):
            raise ParseError("expected the places it is in", text=self.text, offset=meta.start_pos)
        parts = filter_.parts
        places = [parts[-1], *places]
        if any(p.preposition == "from" for p in places):
            raise ParseError("expected the places it is in", text=self.text, offset=meta.start_pos)
        owner = ast.OwnedBy.model_construct(player=ast.You.model_construct())
        head = None if filter_.head is None else filter_.head + 1
        written = filter_.model_copy(update={"parts": [owner, *parts[:-1]], "head": head})
        described = objects.model_copy(update={"filter": written})
        return ast.InEachZone.model_construct(
            objects=described, zones=[p.zone for p in places], span=self.span(meta)
        )

    def cards_in_graveyard(self, meta: Meta, children: list[Any]) -> ast.ThereAre:
        """ "you have seven or more cards in your graveyard": as "there are seven or more
        cards in your graveyard"; "an opponent has … in their graveyard": in an opponent's."""
        subject, amount, op, owner = children
        if op != "ge":
            raise ParseError("expected 'or more'", text=self.text, offset=meta.start_pos)
        if (
            isinstance(subject, ast.Player)
            and isinstance(owner, ast.Ref)
            and owner.noun == "player"
        ):
            owner = subject  # "an opponent has … in their graveyard": that opponent's
        zone = ast.Zone.model_construct(name="graveyard", owner=owner)
        cards = ast.CardType.model_construct(name="card", plural=True)
        where = ast.InZone.model_construct(zone=zone, preposition="in")
        objects = ast.Objects.model_construct(
            quantifier="at least", count=amount, filter=all_of([cards, where], head=0)
        )
        return ast.ThereAre.model_construct(objects=objects, have=True, span=self.span(meta))

    def comparison(self, meta: Meta, children: list[Any]) -> str:
        return "le" if self.words(meta).endswith(("less", "fewer")) else "ge"


def indefinite_in_zone(children: list[Any]) -> bool:
    """ "a Warrior card" and "in your graveyard": there is one there (as "there is …")."""
    objects, where = children
    return (
        isinstance(objects, ast.Objects)
        and objects.quantifier == "a"
        and isinstance(where, ast.InZone)
    )
