"""Keywords that stand for an activated ability with the keyword's cost, whatever that cost
is ("Equip {3}", "Equip—Discard a card.", "Cycling—Pay 2 life.") and whatever a quality
limits ("Equip Knight {1}", "Plainscycling {2}", "Basic landcycling {1}"): equip (CR 702.6)
and cycling with typecycling (CR 702.29)."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import CARD_TYPES, CompileError, Compiler, make_body, make_target


def paid_keyword(c: Compiler, kw: A.Keyword, name: str) -> Call | None:
    """The activated ability an equip or cycling keyword stands for, or None for another
    keyword (or one written without a cost)."""
    costs = keyword_costs(c, kw)
    if costs is None:
        return None
    text = c.snippet(kw, name)
    if name == "equip":
        return _equip(c, kw, costs, text)
    if name == "cycling" and kw.filter is None:
        return _cycling(costs, make_body(call("draw", call("you"), call("number", 1))), text)
    if name.endswith("cycling") and kw.filter is None:  # "Plainscycling", "Basic landcycling"
        return _cycling(costs, _search_for(name.removesuffix("cycling")), text)
    return None


def keyword_costs(c: Compiler, kw: A.Keyword) -> tuple[Call, ...] | None:
    """The keyword's cost: its mana ("Equip {3}") or the costs after its dash ("Equip—Pay 3
    life."); None when it has neither."""
    if isinstance(kw.cost, A.ManaCost) and not kw.costs:
        return (call("cost_mana", kw.cost.symbols),)
    if kw.cost is None and kw.costs:
        return tuple(c.cost(cost) for cost in kw.costs)
    return None


def _equip(c: Compiler, kw: A.Keyword, costs: tuple[Call, ...], text: str) -> Call:
    """Equip [quality] [cost]: "[Cost]: Attach this permanent to target [quality] creature
    you control. Activate only as a sorcery." (CR 702.6a, 702.6c)."""
    parts = [call("card_type", "creature"), call("controlled_by", call("you"))]
    if kw.filter is not None:
        named = [n for n in kw.filter.walk() if isinstance(n, A.CardType)]
        if any(n.name == "planeswalker" for n in named):  # CR 702.6e: as though a creature
            raise CompileError("keyword: equip", "equip planeswalker", kw.span)
        parts.append(c.filter(kw.filter))
    one = call("number", 1)
    target = make_target(
        0, "target creature you control", call("all_of", *parts), ("battlefield",), False, one, one
    )
    body = make_body(call("attach", call("targets", 0)), (target,))
    return call("activated", body, costs, text, sorcery_speed=True)


def _cycling(costs: tuple[Call, ...], body: Call, text: str) -> Call:
    """ "[Cost], Discard this card: <body>", activated only from the hand; typecycling is
    cycling (CR 702.29a, 702.29f), so "when you cycle" abilities see both."""
    discard = call("discard", call("you"), None, call("source"), None)
    own = (call("cost_effect", discard, call("source_in", "hand"), "Discard this card"),)
    return call("activated", body, costs + own, text, zone="hand", keyword="cycling")


def _search_for(kind: str) -> Call:
    """ "Search your library for a [type] card, reveal it, put it into your hand, then
    shuffle." (CR 702.29e): the type is card types, subtypes and supertypes ("basic land")."""
    words = kind.split()
    tests = [call("card_type" if w in CARD_TYPES else "subtype", w) for w in words]
    found = call(
        "search",
        call("you"),
        call("all_of", *tests, call("card_type", "card")),
        call("number", 1),
        0,
    )
    revealed = call("reveal", call("slot", 0), 1)
    to_hand = call("move_to", call("slot", 1, call("slot", 0)), "hand", "top", None, False, slot=2)
    steps = call("sequence", found, revealed, to_hand, call("shuffle", call("you")))
    return make_body(steps, slots=3)
