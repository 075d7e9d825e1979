"""Keywords whose casting cost is more than mana: a cost written after an em dash with
actions in it ("Flashback—{1}{G}, Pay 3 life.", "Kicker—Sacrifice a creature.", "Escape—{R}{R},
Exile three other cards from your graveyard."), the keywords that stand for a discard paid to
cast the card from a graveyard (jump-start, retrace), casualty's sacrifice, surge's condition,
escalate's cost per mode and overload's changed text. The mana part is the keyword's cost as
any other; the actions become a ``casting_cost`` the engine pays when the spell is cast that
way (``casting_rules``)."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import CompileError, Compiler
from .costs import action_cost
from .rewrite import rewrite

#: Keywords that offer a casting cost whose em-dash form may hold actions (CR 702.33 kicker,
#: 702.27 buyback, 702.34 flashback, 702.74 evoke, 702.138 escape).
WRITTEN = frozenset({"kicker", "buyback", "flashback", "evoke", "escape"})
#: Keywords that stand for a discard paid to cast the card from a graveyard: "by discarding a
#: card" (jump-start, CR 702.133a), "by discarding a land card" (retrace, CR 702.81a).
DISCARDS = {"jump-start": "card", "retrace": "land"}


def casting_cost(
    c: Compiler, kw: A.Keyword, name: str
) -> tuple[tuple[str, str] | None, Call | None] | None:
    """The keyword's mana cost, as ``keywords`` lists costs (None for none), and the casting
    cost of its actions or condition (None for none); None when the keyword is none of
    these."""
    text = c.snippet(kw, name)
    plain = not (kw.cost or kw.costs or kw.amount or kw.filter)
    cost = kw.cost.symbols if isinstance(kw.cost, A.ManaCost) and not kw.costs else None
    if name in DISCARDS and plain:
        return None, call("casting_cost", name, "", (_discard(c, DISCARDS[name], text),), text=text)
    if name == "surge" and cost is not None:  # CR 702.117a
        another = call("cast_this_turn", call("card_type", "spell"))
        return (name, cost), call("casting_cost", name, cost, condition=another, text=text)
    if name == "escalate" and cost is not None:  # paid per extra mode (``casting_rules``)
        return (name, cost), None
    if name == "overload" and cost is not None:  # CR 702.96a
        return (name, cost), call("casting_cost", name, cost, body=_overloaded(c, kw), text=text)
    if name == "casualty" and isinstance(kw.amount, A.Number) and not kw.cost:
        return None, call("casting_cost", name, "", (_casualty(c, kw.amount, text),), text=text)
    parts = kw.costs or ([kw.cost] if name == "escape" and kw.cost is not None else [])
    if name not in WRITTEN or not parts or kw.filter is not None:
        return None
    mana = "".join(p.symbols for p in parts if isinstance(p, A.ManaCost))
    actions = tuple(c.cost(p) for p in parts if not isinstance(p, A.ManaCost))
    return (name, mana), call("casting_cost", name, mana, actions, text=text)


def _discard(c: Compiler, what: str, text: str) -> Call:
    """ "Discard a card" / "Discard a land card", as a cost."""
    you = A.You()
    if what == "card":
        return action_cost(c, A.Discard(player=you, amount=A.Number(value=1)), text)
    parts: list[A.Node] = [A.CardType(name=what), A.CardType(name="card")]
    land = A.Objects(quantifier="a", filter=A.AllOf(parts=parts))
    return action_cost(c, A.Discard(player=you, object=land), text)


def _casualty(c: Compiler, power: A.Number, text: str) -> Call:
    """Casualty N's cost: "sacrifice a creature with power N or greater" (CR 702.153a)."""
    strong = A.Compare(attribute="power", op="ge", value=power)
    creature = A.Objects(
        quantifier="a", filter=A.AllOf(parts=[A.CardType(name="creature"), strong])
    )
    return action_cost(c, A.Sacrifice(player=A.You(), object=creature), text)


def _overloaded(c: Compiler, kw: A.Keyword) -> Call:
    """The spell's instructions with its text changed "by replacing all instances of
    'target' with 'each'" (CR 702.96a, 702.96b): the card's spell line, copied with each
    target phrase an "each" one, bound and compiled anew."""
    lines = [a for a in c.card.abilities if isinstance(a, A.SpellAbility)]
    if len(lines) != 1:
        raise CompileError("keyword: overload", "a spell of more than one line", kw.span)

    def each(node: A.Node) -> A.Node | None:
        if isinstance(node, A.Objects | A.Player) and node.quantifier == "target":
            if isinstance(node, A.Objects) and node.count is not None:
                raise CompileError("keyword: overload", "a number of targets", node.span)
            return rewrite(node.model_copy(update={"quantifier": "each"}), each)
        return None

    line = rewrite(lines[0], each)
    fresh = Compiler(A.CardText(abilities=[line]), c.text)
    fresh.scope.number(line)
    spell = fresh.ability(line)
    return spell.args[0]  # spell(body, text): the body
