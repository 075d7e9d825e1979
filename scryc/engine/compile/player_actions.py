"""Player actions: scry, surveil, draw, discard, mill, gain and lose life."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import Compiler, Role, compiles, refuse
from .costs import choosable

refuse(
    {
        "get_counters": "no counters on players (poison, experience)",
        "skip_step": "the engine's turns have no skipped steps, phases or turns (CR 614.10)",
        "additional_phases": "the engine's turns have no phases added to them (CR 500.8)",
        "separate_piles": "the engine has no piles of cards to separate (CR 700.3)",
        "put_piles": "the engine has no piles of cards to choose from (CR 700.3)",
        "lose_half_life": "no amount of half a life total, rounded (CR 107.1a)",
        "modify_life_gain": "no change of the amount of life gained (CR 614.1a)",
        "player_activates": "the engine has no event for an ability being activated (CR 602)",
        "abilities_activated": "the engine has no event for an ability being activated (CR 602)",
        "not_mana_ability": "the engine has no event for an ability being activated (CR 602)",
        "keep_unspent_mana": "the engine's mana pools do not empty as steps and phases end "
        "(CR 106.4), so there is nothing to keep",
        "begin_game_with": "the engine starts no game from opening hands (CR 103.6a)",
        "player_searches": "the engine's searches are yours: no other player searches a library",
        "action_limit": "the engine counts no spells cast, cards drawn or permanents untapped "
        "by each player to limit them (CR 101.2)",
        "player_untaps": "the engine untaps objects for no acting player other than you (an "
        'object\'s "they control" would name the wrong player)',
    }
)


@compiles("effect")
def scry(c: Compiler, node: A.Scry) -> Call:
    return call("scry", c.players(node.player), c.amount(node.amount))


@compiles("effect")
def surveil(c: Compiler, node: A.Surveil) -> Call:
    return call("surveil", c.players(node.player), c.amount(node.amount))


@compiles("effect")
def draw(c: Compiler, node: A.Draw) -> Call:
    players, amount = c.players(node.player), c.amount(node.amount)
    if c.referred(node):  # "Draw a card and reveal it": the cards drawn are kept
        return call("draw", players, amount, c.result(node))
    return call("draw", players, amount)


@compiles("effect")
def mill(c: Compiler, node: A.Mill) -> Call:
    players, amount = c.players(node.player), c.amount(node.amount)
    if looked_back(c, "milled"):  # "If a land card was milled this way"
        return call("mill", players, amount, c.result(node))
    return call("mill", players, amount)


def looked_back(c: Compiler, event: str) -> bool:
    """Whether the card says "… <event> this way" (what a step did, read after it)."""
    return any(
        isinstance(n, A.ThisWay | A.AffectedThisWay) and n.event == event for n in c.card.walk()
    )


@compiles("effect")
def double_life(c: Compiler, node: A.DoubleLife) -> Call:
    return call("double_life", c.players(node.player))


@compiles("effect")
def gain_life(c: Compiler, node: A.GainLife) -> Call:
    return call("gain_life", c.players(node.player), c.amount(node.amount))


@compiles("effect")
def lose_life(c: Compiler, node: A.LoseLife) -> Call:
    return call("lose_life", c.players(node.player), c.amount(node.amount))


@compiles("effect", "cost_check")
def discard(c: Compiler, node: A.Discard, role: Role) -> Call:
    if role.name == "cost_check":
        return choosable(c, node)
    players = c.players(node.player)
    amount = c.amount(node.amount) if node.amount is not None else None
    if node.object is None:  # "discard a card": kept when "that card" or "that many" follows
        slot = c.result(node) if c.referred(node) or looked_back(c, "discarded") else None
        return call("discard", players, amount, None, slot, node.random)
    objects = c.objects(node.object, zones=("hand",), own=True)
    return call("discard", players, amount, objects, c.result(node.object, node))
