"""What an arrangement of cards chooses among: "two of them", "a land card from among
them", "that card" of a reveal until, "all creature cards revealed this way"."""

from __future__ import annotations

from ... import ast as A
from ...check.binding import is_reference
from ..ir import Call, call
from .base import CompileError, Compiler
from .filters import set_apart
from .histories import step_before

#: The places an arrangement puts cards: a library (top or bottom), hand, graveyard, exile,
#: the battlefield.
PLACES = ("library", "hand", "graveyard", "exile", "battlefield")


def arranged_parts(c: Compiler, part: A.Node) -> tuple[Call, Call]:
    """The cards chosen ("two of them", "a land card from among them") and all the cards
    they are chosen among."""
    if isinstance(part, A.PartOf):
        looked = c.objects(part.object, zones=("library",))
        among = (call("among", looked), ("library",))
        if part.count is None:  # "any number of them"
            return call(
                "choose", *among, call("count_of", looked), False, "cards", up_to=True
            ), looked
        count = c.amount(part.count)
        what = c.snippet(part, "cards")
        return call("choose", *among, count, False, what, up_to=part.up_to), looked
    revealing = _revealed_until(c, part)
    if revealing is not None:  # "Put that card into your hand and the rest …"
        return c.objects(part, zones=("library",)), revealing
    this_way, _ = set_apart(part, A.AffectedThisWay)
    if this_way:  # "Put all creature cards revealed this way into your hand and the rest …"
        assert isinstance(this_way[0], A.AffectedThisWay)
        return c.objects(part, zones=("library",)), step_before(c, this_way[0])[1].objects()
    if isinstance(part, A.Objects) and part.filter is not None:
        source = next((p for p in part.filter.parts if isinstance(p, A.FromAmong)), None)
        if source is not None:  # "a land card from among them"
            return c.objects(part, zones=("library",)), c.objects(source.object, zones=("library",))
    raise CompileError("arrange", f"of {part.kind}", part.span)


def _revealed_until(c: Compiler, part: A.Node) -> Call | None:
    """Every card revealed by the "reveal cards … until you reveal <card>" that ``part``
    ("that card") refers to, where that ability keeps them."""
    if not is_reference(part):
        return None
    antecedent = c.bindings.of(part).antecedent
    for node, where in list(c.scope.kept.values()):
        if isinstance(node, A.RevealUntil) and node.until is antecedent:
            return where.objects()
    return None
