"""Keywords that stand for an ability built here: those activated with the keyword's cost,
whatever that cost is ("Equip {3}", "Equip—Discard a card.", "Cycling—Pay 2 life.") and
whatever a quality limits ("Equip Knight {1}", "Plainscycling {2}"): equip (CR 702.6),
cycling with typecycling (CR 702.29), transmute (CR 702.53), embalm (CR 702.128),
eternalize (CR 702.129), reconfigure (CR 702.151); ward and echo with a cost other than
mana (CR 702.21a, 702.30a), undaunted (CR 702.125) and partner with's search (CR
702.124j)."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import CARD_TYPES, CompileError, Compiler, make_body, make_target


def keyword_abilities(c: Compiler, kw: A.Keyword, name: str) -> tuple[Call, ...] | None:
    """The abilities a keyword of this module stands for, or None for another keyword (or
    one written without the cost it needs)."""
    text = c.snippet(kw, name)
    if name == "partner with":
        return (partner_with(kw, text),)
    if name == "undaunted" and kw.cost is None and not kw.costs:
        return (_undaunted(text),)
    if name not in PAID and not name.endswith("cycling"):
        return None
    costs = keyword_costs(c, kw)
    if name == "reconfigure" and costs is not None and kw.filter is None:
        return _reconfigure(costs, text)
    if name == "echo" and len(kw.costs) == 1 and costs is not None:  # "Echo—Discard a card."
        sacrifice = call("sacrifice", call("you"), call("source"), slot=None)
        prompt = f"pay {c.snippet(kw.costs[0], 'the echo cost')}"
        body = make_body(call("unless_acts", sacrifice, costs[0], prompt))
        return (call("triggered", body, call("on_echo_due"), None, text),)
    if name == "ward" and kw.costs and costs is not None:  # "Ward—Pay 3 life."
        prompt = f"pay {c.snippet(kw.costs[0], 'the ward cost')}"
        body = make_body(call("counter_unless_cost", 0, costs, prompt), slots=1)
        return (call("triggered", body, call("on_targeted", True), None, text),)
    one = keyword_ability(c, kw, name, costs, text) if costs is not None else None
    return (one,) if one is not None else None


def keyword_ability(
    c: Compiler, kw: A.Keyword, name: str, costs: tuple[Call, ...], text: str
) -> Call | None:
    """The activated ability a keyword with a cost stands for."""
    if name == "equip":
        return _equip(c, kw, costs, text)
    if name == "cycling" and kw.filter is None:
        return _cycling(costs, make_body(call("draw", call("you"), call("number", 1))), text)
    if name.endswith("cycling") and kw.filter is None:  # "Plainscycling", "Basic landcycling"
        return _cycling(costs, _search_for(name.removesuffix("cycling")), text)
    if name == "transmute" and kw.filter is None:
        body = make_body(_to_hand(call("you"), call("same_mana_value_as_source")), slots=3)
        discard = call("discard", call("you"), None, call("source"), None)
        own = (call("cost_effect", discard, call("source_in", "hand"), "Discard this card"),)
        return call("activated", body, costs + own, text, sorcery_speed=True, zone="hand")
    if name in ZOMBIE_COPIES and kw.filter is None:
        body = make_body(call("zombie_copy_of_source", *ZOMBIE_COPIES[name]))
        exile = call("exile", call("source"), slot=None)
        own = (call("cost_effect", exile, call("source_in", "graveyard"), "Exile this card"),)
        return call("activated", body, costs + own, text, sorcery_speed=True, zone="graveyard")
    return None


#: The keywords with a cost this module builds (and every "[type]cycling").
PAID = frozenset(
    {"equip", "cycling", "transmute", "embalm", "eternalize", "reconfigure", "ward", "echo"}
)
#: The keywords this module builds, as the fuzz benchmark's card picker looks for them
#: (typecycling by its basic land types; any "[type]cycling" is built).
KEYWORDS = (
    PAID
    | {"partner with", "undaunted"}
    | {f"{land}cycling" for land in ("plains", "island", "swamp", "mountain", "forest")}
)
#: Embalm's and eternalize's token: its color, and its power and toughness (CR 702.128a,
#: 702.129a).
ZOMBIE_COPIES = {"embalm": ("white", ""), "eternalize": ("black", "4/4")}


def _undaunted(text: str) -> Call:
    """Undaunted: "This spell costs {1} less to cast for each opponent you have." (CR
    702.125a); players who left the game are not opponents (CR 702.125b)."""
    opponents = call("count_of", call("as_objects", call("each_opponent")))
    change = call("static_cost_change", call("is_source"), opponents, True, False, True)
    return call("static", (change,), None, text)


def partner_with(kw: A.Keyword, text: str) -> Call:
    """ "Partner with <name>": "When this permanent enters, target player may search their
    library for a card named <name>, reveal it, put it into their hand, then shuffle." (CR
    702.124j; choosing two commanders is outside the game the engine models)."""
    if kw.card_name is None:
        raise CompileError("keyword: partner with", "no name", kw.span)
    one = call("number", 1)
    player = make_target(
        0, "target player", call("player_kind", opponents_only=False), (), True, one, one
    )
    chooser = call("players_in", call("targets", 0))
    search = _to_hand(chooser, call("named_card", kw.card_name))
    prompt = f"search for {kw.card_name}"
    body = make_body(call("optional", chooser, search, prompt), (player,), slots=3)
    return call("triggered", body, call("on_enter", call("is_source"), controller=None), None, text)


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
    quality: list[Call] = []
    if kw.filter is not None:
        named = [n for n in kw.filter.walk() if isinstance(n, A.CardType)]
        if any(n.name == "planeswalker" for n in named):  # CR 702.6e: as though a creature
            raise CompileError("keyword: equip", "equip planeswalker", kw.span)
        quality.append(c.filter(kw.filter))
    attach = _attach_to("target creature you control", quality)
    return call("activated", attach, costs, text, sorcery_speed=True)


def _attach_to(description: str, quality: list[Call]) -> Call:
    """ "Attach this permanent to target creature you control" whose target also has
    ``quality``."""
    mine = [call("card_type", "creature"), call("controlled_by", call("you")), *quality]
    one = call("number", 1)
    pred = call("all_of", *mine)
    target = make_target(0, description, pred, ("battlefield",), False, one, one)
    return make_body(call("attach", call("targets", 0)), (target,))


def _reconfigure(costs: tuple[Call, ...], text: str) -> tuple[Call, ...]:
    """Reconfigure [cost]: "[Cost]: Attach this permanent to another target creature you
    control. Activate only as a sorcery." and "[Cost]: Unattach this permanent. Activate
    only if this permanent is attached to a creature and only as a sorcery." (CR
    702.151a); attached to a creature, it isn't a creature (CR 702.151b)."""
    attach = _attach_to("another target creature you control", [call("other")])
    attached = call("attached_to_creature")
    unattach = make_body(call("unattach_self"))
    not_creature = call("continuous", call("is_source"), lose_types=("creature",))
    return (
        call("activated", attach, costs, text, sorcery_speed=True),
        call("activated", unattach, costs, text, sorcery_speed=True, condition=attached),
        call("static", (not_creature,), attached, text),
    )


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
    return make_body(_to_hand(call("you"), call("all_of", *tests)), slots=3)


def _to_hand(players: Call, pred: Call) -> Call:
    """ "<players> search(es) their library for a <pred> card, reveal(s) it, put(s) it into
    their hand, then shuffle(s)."."""
    card = call("all_of", pred, call("card_type", "card"))
    found = call("search", players, card, call("number", 1), 0)
    revealed = call("reveal", call("slot", 0), 1, players)
    to_hand = call("move_to", call("slot", 1, call("slot", 0)), "hand", "top", None, False, slot=2)
    return call("sequence", found, revealed, to_hand, call("shuffle", players))
