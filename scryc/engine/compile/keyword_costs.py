"""Keywords whose casting cost is more than mana: a cost written after an em dash with
actions in it ("Flashback—{1}{G}, Pay 3 life.", "Kicker—Sacrifice a creature.", "Escape—{R}{R},
Exile three other cards from your graveyard."), the keywords that stand for a discard paid to
cast the card from a graveyard (jump-start, retrace), casualty's sacrifice, surge's condition,
escalate's cost per mode, and the changed text of overload and awaken. The mana part is the
keyword's cost as any other; the actions become a ``casting_cost`` the engine pays when the
spell is cast that way (``casting_rules``)."""

from __future__ import annotations

from ... import ast as A
from ...parse import parse
from ..ir import Call, call
from .base import CompileError, Compiler
from .costs import action_cost
from .keyword_texts import WORDS
from .rewrite import rewrite, shifted

#: Keywords that offer a casting cost whose em-dash form may hold actions (CR 702.33 kicker,
#: 702.27 buyback, 702.34 flashback, 702.74 evoke, 702.138 escape).
WRITTEN = frozenset({"kicker", "buyback", "flashback", "evoke", "escape"})
#: Keywords that stand for a discard paid to cast the card from a graveyard: "by discarding a
#: card" (jump-start, CR 702.133a), "by discarding a land card" (retrace, CR 702.81a).
DISCARDS = {"jump-start": "card", "retrace": "land"}
#: Awaken's spell ability (CR 702.113a), worded so that it parses: ``{a_n}`` is N in words.
AWAKEN = (
    "Put {a_n} +1/+1 counter{s} on target land you control. It becomes a 0/0 Elemental "
    "creature with haste. It's still a land."
)


def casting_cost(
    c: Compiler, kw: A.Keyword, name: str
) -> tuple[tuple[str, str] | None, Call | None] | None:
    """The keyword's mana cost, as ``keywords`` lists costs (None for none), and the casting
    cost of its actions or condition (None for none); None when the keyword is none of
    these."""
    text = c.snippet(kw, name)
    plain = not (kw.cost or kw.costs or kw.amount or kw.filter)
    cost = kw.cost.symbols if isinstance(kw.cost, A.ManaCost) and not kw.costs else None
    if name == "assist" and plain:  # another player may help pay (``casting_rules``)
        return None, None
    if name in DISCARDS and plain:
        return None, call("casting_cost", name, "", (_discard(c, DISCARDS[name], text),), text=text)
    if name == "surge" and cost is not None:  # CR 702.117a
        another = call("cast_this_turn", call("card_type", "spell"))
        return (name, cost), call("casting_cost", name, cost, condition=another, text=text)
    if name in ("escalate", "bestow", "emerge", "blitz") and cost is not None:
        return (name, cost), None
    if name == "overload" and cost is not None:  # CR 702.96a
        return (name, cost), call("casting_cost", name, cost, body=_overloaded(c, kw), text=text)
    if name == "awaken" and cost is not None and isinstance(kw.amount, A.Number):
        if kw.amount.value not in WORDS:
            raise CompileError("keyword: awaken", f"awaken {kw.amount.value}", kw.span)
        body = _awakened(c, kw.amount.value)
        return (name, cost), call("casting_cost", name, cost, body=body, text=text)
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
    'target' with 'each'" (CR 702.96a, 702.96b): its spell lines, copied with each target
    phrase an "each" one, bound and compiled anew."""

    def each(node: A.Node) -> A.Node | None:
        if isinstance(node, A.Objects | A.Player) and node.quantifier == "target":
            if isinstance(node, A.Objects) and node.count is not None:
                raise CompileError("keyword: overload", "a number of targets", node.span)
            return rewrite(node.model_copy(update={"quantifier": "each"}), each)
        return None

    lines = [rewrite(a, each) for a in c.card.abilities if isinstance(a, A.SpellAbility)]
    return _spell_anew(c, lines, "")


def _awakened(c: Compiler, n: int) -> Call:
    """The spell's instructions with awaken's spell ability after them: "put N +1/+1
    counters on target land you control. That land becomes a 0/0 Elemental creature with
    haste. It's still a land." (CR 702.113a)."""
    rule = AWAKEN.format(a_n=WORDS[n], s="" if n == 1 else "s")
    added = parse(rule, type_line="Sorcery").abilities
    lines = [a for a in c.card.abilities if isinstance(a, A.SpellAbility)]
    return _spell_anew(c, [*lines, *(shifted(a, len(c.text) + 1) for a in added)], rule)


def _spell_anew(c: Compiler, lines: list[A.Node], rule: str) -> Call:
    """What the spell does when cast the way that changes its text: ``lines`` (the card's
    spell lines, changed, then ``rule``'s, which follows the card text) bound and compiled
    anew in one scope, as one body."""
    if not lines:
        raise CompileError("casting_cost", "a changed text of no spell lines")
    fresh = Compiler(A.CardText(abilities=lines), f"{c.text}\n{rule}" if rule else c.text)
    spells = []
    for line in lines:
        fresh.scope.number(line)
        spells.append(fresh.ability(line))
    return call("spell_body", *spells)
