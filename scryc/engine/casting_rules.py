"""Rules a card sets for casting itself: costs written out (an alternative cost, "You may
sacrifice two Mountains rather than pay this spell's mana cost", CR 118.9; the actions of a
keyword's cost), the ways to cast it from a graveyard, and restrictions on when it may be cast
("Cast this spell only during combat", CR 601.3)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from . import characteristics as ch
from . import mana
from .abilities import CastingCost, CastRestriction, Ctx
from .actions import RulesError, move
from .events import Paid
from .state import Game, Obj, Player

#: The steps of combat (CR 506.1), in order.
COMBAT = ("beginning of combat", "declare attackers", "declare blockers", "combat damage")
COMBAT_STEPS = (*COMBAT, "end of combat")
#: The steps of a turn in order (CR 500.1); main phases are named as the engine names them.
TURN = ("untap", "upkeep", "draw", "precombat main", *COMBAT_STEPS, "postcombat main", "end")
#: A restriction's window (the English phrase the AST keeps) → the steps it allows.
WINDOWS: dict[str, tuple[str, ...]] = {
    "during combat": COMBAT_STEPS,
    # after blockers are declared: from the declare blockers step on (CR 506.7f)
    "during combat after blockers are declared": COMBAT_STEPS[2:],
    "during combat before blockers are declared": COMBAT_STEPS[:2],
    "during the declare attackers step": ("declare attackers",),
    "during the declare blockers step": ("declare blockers",),
    "before combat": TURN[:4],
    "after combat": TURN[-2:],
    "before the combat damage step": TURN[: TURN.index("combat damage")],
    "before attackers are declared": TURN[: TURN.index("declare attackers")],
    "before blockers are declared": TURN[: TURN.index("declare blockers")],
}
#: Ways to cast a card from its owner's graveyard: flashback (CR 702.34a) and escape (CR
#: 702.138a) pay their cost rather than the mana cost; jump-start (CR 702.133a) and retrace
#: (CR 702.81a) pay the mana cost and discard a card (a land card).
GRAVEYARD_WAYS = ("flashback", "escape", "jump-start", "retrace")
GRAVEYARD_ALTERNATIVES = ("flashback", "escape")
#: The ways after which the card is exiled as it leaves the stack (CR 702.34a, 702.133a).
EXILED_AFTER = ("flashback", "jump-start")
#: A step of a player's turn, as a restriction writes it ("during your end step").
PLAYER_STEPS = {"upkeep": ("upkeep",), "end step": ("end",), "turn": TURN}


def written_for(card: Obj, paid: Sequence[str]) -> list[CastingCost]:
    """The costs written out for the ways ``paid`` names of casting the card (its alternative
    cost, the actions of its keywords' costs); a RulesError if "alternative" names none."""
    found = [
        a for a in card.card.compiled.printed() if isinstance(a, CastingCost) and a.name in paid
    ]
    if "alternative" in paid and not any(a.name == "alternative" for a in found):
        raise RulesError(f"{card.name} has no alternative cost")
    return found


def check_written(ctx: Ctx, written: Sequence[CastingCost]) -> None:
    """Raise a RulesError unless the written costs may be paid now: each one's condition
    holds ("If you control a Swamp", CR 601.2b) and its actions can be paid (CR 601.2h)."""
    name = ctx.source.name
    for cost in written:
        if cost.condition is not None and not cost.condition(ctx):
            raise RulesError(f"{name}: the condition of its {cost.name} cost is not met")
        if not all(c.can_pay(ctx) for c in cost.costs):
            raise RulesError(f"{ctx.controller.name} can't pay the {cost.name} cost of {name}")


def graveyard_ways(card: Obj) -> list[str]:
    """The ways the card may be cast from its owner's graveyard (``GRAVEYARD_WAYS``)."""
    written = {a.name for a in card.card.compiled.printed() if isinstance(a, CastingCost)}
    return [w for w in GRAVEYARD_WAYS if ch.keyword_cost(card, w) is not None or w in written]


def graveyard_way(card: Obj, extras: Sequence[str]) -> str:
    """The way the card is cast from the graveyard: the one ``extras`` names, else its
    first; a RulesError if it has none."""
    ways = graveyard_ways(card)
    chosen = [w for w in ways if w in extras] or ways
    if not chosen:
        raise RulesError(f"{card.name} can't be cast from a graveyard")
    return chosen[0]


def per_mode(spell: Obj, modes: tuple[tuple[int, ...], ...]) -> str:
    """Escalate's cost, once for each mode chosen beyond the first (CR 702.120a)."""
    cost = ch.keyword_cost(spell, "escalate")
    return cost * max(sum(len(m) for m in modes) - 1, 0) if cost else ""


@dataclass(slots=True)
class Help:
    """What others pay toward a spell's total cost: emerge's sacrificed creature, whose mana
    value reduces the cost (CR 702.119a), and assist's helper with the generic mana they pay
    (CR 702.132a)."""

    offering: Obj | None = None
    helper: Player | None = None
    amount: int = 0


def others_help(
    game: Game, player: Player, spell: Obj, paid: Sequence[str], cost: str
) -> tuple[str, Help]:
    """The cost left to the caster once they choose emerge's creature and assist's helper
    (who chooses how much to pay), and what those others will pay (:func:`settle`)."""
    others = Help()
    if "emerge" in paid:
        creatures = [
            o
            for o in game.battlefield
            if o.controller is player and "creature" in ch.types(game, o)
        ]
        if not creatures:
            raise RulesError(f"{player.name} has no creature to sacrifice for emerge")
        prompt = "emerge: sacrifice which creature"
        others.offering = game.agent.choose(game, player, prompt, creatures, 1, 1)[0]
        cost = less_generic(cost, others.offering.card.mana_value)
    generic = sum(int(s) for s in mana.symbols(cost) if s.isdigit())
    players = [p for p in game.players if p is not player and not p.lost]
    if "assist" in ch.keywords(game, spell) and generic and players:
        chosen = game.agent.choose(game, player, "assist: which player may help", players, 0, 1)
        for helper in chosen:
            can = [n for n in range(generic + 1) if mana.pay(helper.mana, f"{{{n}}}") is not None]
            prompt = f"assist: pay how much of {{{generic}}}"
            others.amount = game.agent.choose(game, helper, prompt, can, 1, 1)[0]
            others.helper = helper if others.amount else None
            cost = less_generic(cost, others.amount)
    return cost, others


def settle(game: Game, others: Help) -> Counter[str]:
    """Once the caster paid: the offering is sacrificed and the helper pays; the helper's
    mana spent."""
    if others.offering is not None:
        move(game, others.offering, "graveyard", cause="sacrificed")
    if others.helper is None:
        return Counter()
    symbols = f"{{{others.amount}}}"
    left = mana.pay(others.helper.mana, symbols)
    assert left is not None  # chosen among the amounts the helper can pay
    spent, others.helper.mana = others.helper.mana - left, left
    game.events.append(Paid(others.helper, symbols))
    return spent


def less_generic(cost: str, n: int) -> str:
    """``cost`` with its generic part reduced by ``n`` (not below {0}, CR 601.2f)."""
    symbols = mana.symbols(cost)
    generic = max(sum(int(s) for s in symbols if s.isdigit()) - n, 0)
    colored = "".join(f"{{{s}}}" for s in symbols if not s.isdigit())
    return (f"{{{generic}}}" if generic or not colored else "") + colored


def check_restrictions(game: Game, player: Player, card: Obj) -> None:
    """Raise a RulesError if a restriction of the card forbids casting it now (CR 601.3);
    asked as the player begins to cast it, with the card as the source."""
    ctx = Ctx(game, card, player)
    for ability in card.card.compiled.abilities:
        if isinstance(ability, CastRestriction) and not ability.allowed(ctx):
            raise RulesError(f"{card.name}: {ability.text or 'it cannot be cast now'} (CR 601.3)")


def in_window(ctx: Ctx, steps: tuple[str, ...], during: Player | None = None) -> bool:
    """Whether it is one of ``steps`` now (of ``during``'s turn, when given)."""
    game = ctx.game
    return game.step in steps and (during is None or game.active_player is during)


@contextmanager
def set_aside(card: Obj) -> Iterator[None]:
    """Take the card out of its zone while its costs are checked and paid: it is on the stack
    by then (CR 601.2a), so a cost can't exile or discard it; put back if casting fails."""
    zone = card.owner.zone(card.zone)
    at = zone.index(card)
    zone.remove(card)
    try:
        yield
    except RulesError:
        zone.insert(at, card)
        raise
