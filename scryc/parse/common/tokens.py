"""The builder methods of the tokens family (``scryc.ast.tokens``) that both
grammars share."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import AMOUNTS, is_number_ref, marker
from ..errors import ParseError

#: How a copy differs: its types are added to its other ones; it isn't legendary.
IN_ADDITION, NOT_LEGENDARY = "in addition to its other types", "not legendary"
#: A created token enters tapped ("a tapped Powerstone token", 「タップ状態かつ…」).
TAPPED = "tapped token"


@marker
class StartingLoyalty:
    """ "its starting loyalty is 1" / 「初期忠誠度が１である」 before it is folded into a copy
    exception."""

    amount: Any


class CommonTokens:
    """The tokens methods both builders share."""

    def put_counters(self, meta: Meta, children: list[Any]) -> ast.PutCounters:
        counter = next(c for c in children if type(c) is str)
        amount = next(c for c in children if isinstance(c, AMOUNTS) or is_number_ref(c))
        obj = next(c for c in children if c is not amount and type(c) is not str)
        return ast.PutCounters.model_construct(
            amount=amount, counter=counter, object=obj, span=self.span(meta)
        )

    def counter_count(self, meta: Meta, children: list[Any]) -> ast.CounterCount:
        """ "a lifelink counter" / 「絆魂カウンター１個」: one kind in a list of several."""
        amount, counter = (children[1], children[0]) if type(children[0]) is str else children
        return ast.CounterCount.model_construct(
            amount=amount, counter=counter, span=self.span(meta)
        )

    def put_counter_kinds(self, meta: Meta, children: list[Any]) -> ast.PutCounterKinds:
        """ "put a +1/+1 counter and a lifelink counter on it" / 「それの上に+1/+1カウンター
        １個と絆魂カウンター１個を置く」: the kinds in the order written."""
        counts = self.nodes(children, ast.CounterCount)
        if len({c.counter for c in counts}) < len(counts):
            raise ParseError("a kind of counter named twice", text=self.text, offset=meta.start_pos)
        place = next(c for c in children if not isinstance(c, ast.CounterCount))
        return ast.PutCounterKinds.model_construct(
            counters=counts, object=place, span=self.span(meta)
        )

    def put_counters_divided(self, meta: Meta, children: list[Any]) -> ast.PutCounters:
        """ "distribute three +1/+1 counters among …" / 「それらに３個の+1/+1カウンターを望むよう
        に割り振って置く」: divided as you choose (CR 601.2d)."""
        return self.put_counters(meta, children).model_copy(update={"divided": True})

    def double_counters(self, meta: Meta, children: list[Any]) -> ast.DoubleCounters:
        """ "double the number of +1/+1 counters on it" / 「それの上に置かれている+1/+1カウンターの
        数を２倍にする」 (only 「２倍」: the AST doubles)."""
        counters, *rest = children
        if rest and str(rest[0]) not in ("2", "２"):
            raise ParseError(
                "counters multiplied by more than two", text=self.text, offset=meta.start_pos
            )
        written = self.text[meta.start_pos : meta.end_pos]
        return ast.DoubleCounters.model_construct(
            counters=counters, respectively="をそれぞれ" in written, span=self.span(meta)
        )

    def enters_tapped_with_counters(
        self, meta: Meta, children: list[Any]
    ) -> ast.EntersTappedWithCounters:
        """ "<object> enters tapped with two charge counters on it" / 「…は、蓄積カウンター２個
        が置かれた状態で、タップ状態で戦場に出る」."""
        obj, *rest = children
        counters = self.placed_counters(meta, rest)
        if counters["additional"]:  # no card says it; the node holds no "additional"
            raise ParseError("additional counters", text=self.text, offset=meta.start_pos)
        return ast.EntersTappedWithCounters.model_construct(
            object=obj,
            amount=counters["amount"],
            counter=counters["counter"],
            the_battlefield=self.says_battlefield(meta),
            comma=self.topic_comma(obj),
            span=self.span(meta),
        )

    def token_tapped(self, meta: Meta, children: list[Any]) -> str:
        return TAPPED

    def move_counters(self, meta: Meta, children: list[Any]) -> ast.MoveCounters:
        """ "move a +1/+1 counter from A onto B" / 「Aの上から+1/+1カウンター１個をBの上に
        移動する」: the source is written before the destination in both languages."""
        counter = next((c for c in children if type(c) is str), None)
        amount = next(c for c in children if isinstance(c, AMOUNTS) or is_number_ref(c))
        source, destination = [c for c in children if c is not amount and type(c) is not str]
        if isinstance(destination, ast.Objects) and (
            destination.quantifier == "all" or destination.bare
        ):
            # "onto other creatures" / 「他のクリーチャーの上に」: how many objects, and how the
            # counters are divided among them, is not said
            raise ParseError(
                "counters moved onto objects not counted", text=self.text, offset=meta.start_pos
            )
        return ast.MoveCounters.model_construct(
            amount=amount,
            counter=counter,
            source=source,
            destination=destination,
            span=self.span(meta),
        )

    def copy_loyalty(self, children: list[Any]) -> Any:
        """The starting loyalty a copy exception gives, if any."""
        loyalty = self.first(children, StartingLoyalty)
        return loyalty.amount if loyalty is not None else None

    def starting_loyalty(self, meta: Meta, children: list[Any]) -> StartingLoyalty:
        return StartingLoyalty(children[0])

    def not_legendary(self, meta: Meta, children: list[Any]) -> str:
        return NOT_LEGENDARY

    def pt_equal_to(self, meta: Meta, children: list[Any]) -> ast.PTEqualTo:
        target, stats, amount = children
        return ast.PTEqualTo.model_construct(
            object=target, stats=stats, amount=amount, span=self.span(meta)
        )
