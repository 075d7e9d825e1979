"""Keyword abilities (CR 702) with their rules behaviour, one module per family: evasion
(who may block whom), combat (damage and the combat triggers), attacks (mentor, dethrone,
training, melee, provoke), protection (with hexproof and shroud), death (persist, undying,
modular), upkeep (fading, vanishing, cumulative upkeep, echo), casting (evoke, convoke,
improvise, delve), spells (cascade, rebound, madness), faces (morph, megamorph), temporary
(unearth, dash), counters (bloodthirst, unleash, riot, devour, graft, evolve, renown), exert
(an optional cost to attack), umbra (umbra armor), ripple, demonstrate, library (dredge,
ingest) and cipher.

A keyword is a name on a :class:`~scryc.engine.abilities.KeywordAbility`; keywords with a
number ("Bushido 2") or a quality ("protection from red") carry it there too, and keywords
that are triggered or replacement abilities stand for abilities built here
(:func:`abilities_for`). The compiler accepts exactly the names listed below.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import characteristics as ch
from ..abilities import Ability, Ctx, KeywordAbility, Target
from ..state import Game, Obj

#: Keywords that are only a flag the rules read where they apply (evasion, combat damage,
#: targeting, state-based actions, attacking, casting, characteristics).
FLAGS = frozenset(
    {
        # evasion (CR 702.9, 702.17, 702.14, 702.36, 702.13, 702.28, 702.31, 702.110, 702.118)
        "flying", "reach", "fear", "intimidate", "shadow", "horsemanship", "menace", "skulk",
        "swampwalk", "islandwalk", "forestwalk", "mountainwalk", "plainswalk",
        # combat damage (CR 702.7, 702.4, 702.2, 702.15, 702.19, 702.20, 702.80, 702.90)
        "first strike", "double strike", "deathtouch", "lifelink", "trample", "vigilance",
        "wither", "infect",
        # targeting (CR 702.11, 702.18) and the static ones (CR 702.3, 702.12, 702.10, 702.8,
        # 702.73, 702.114); partner and friends forever only say how commanders are chosen
        # (CR 702.124a, 702.124i), outside the game the engine plays
        "hexproof", "shroud", "defender", "indestructible", "haste", "flash", "changeling",
        "devoid", "partner", "friends forever",
        # paying part of a spell's cost (CR 702.51, 702.126, 702.66); where it goes (702.88);
        # what it stops while on the stack (702.61)
        "convoke", "improvise", "delve", "rebound", "split second",
        # replacing the destruction of the permanent an Aura enchants (CR 702.89)
        "umbra armor", "totem armor",
        # where the spell's card goes as it resolves (CR 702.99)
        "cipher",
    }
)  # fmt: skip
#: Keywords with a number: "Bushido 2", "Toxic 1", "Modular 3", "Fading 2".
NUMBERED = frozenset(
    {
        *("bushido", "rampage", "afflict", "toxic", "modular", "fading", "vanishing"),
        *("bloodthirst", "devour", "graft", "renown", "amplify", "ripple"),
        "dredge",
    }
)
#: Keywords that stand for a triggered ability without a number.
TRIGGERED = frozenset(
    {
        *("flanking", "exalted", "battle cry", "prowess", "persist", "undying", "cascade"),
        *("unleash", "riot", "evolve", "storm", "extort", "demonstrate"),
        *("dethrone", "training", "mentor", "melee", "provoke"),
        "ingest",
    }
)
#: Keywords with a quality: "protection from red", "hexproof from black".
QUALIFIED = frozenset({"protection from", "hexproof from"})
#: Keywords that work only printed: abilities that look back at the card that left the
#: battlefield (CR 603.10a; a keyword an effect granted is gone with the object), and those
#: read from a spell as it is cast (effects here apply to permanents only).
PRINTED_ONLY = frozenset(
    {
        *("persist", "undying", "modular", "convoke", "improvise", "delve", "cascade", "storm"),
        *("rebound", "madness", "soulshift", "afterlife", "replicate", "ripple", "demonstrate"),
        # how it enters: only a printed keyword is seen as the permanent enters (CR 614.12)
        *("bloodthirst", "unleash", "riot", "devour", "graft", "amplify"),
    }
)
#: Keywords with a mana cost that stand for an ability ("Cumulative upkeep {1}", "Echo {R}")
#: or offer one when casting ("Evoke {1}{U}", with its sacrifice as the permanent enters;
#: "Madness {1}{R}", as the card is discarded; "Morph {2}{G}", to turn it face up; "Dash
#: {2}{R}"; "Unearth {B}", from the graveyard).
COSTED = frozenset(
    {
        *("cumulative upkeep", "echo", "evoke", "madness", "morph", "megamorph", "unearth"),
        *("dash", "suspend", "ninjutsu", "foretell", "spectacle", "entwine", "replicate"),
    }
)
#: Keywords with a number and a mana cost: "Suspend 4—{U}".
NUMBERED_COSTED = frozenset({"suspend"})
#: Costs paid rather than the mana cost (CR 118.9): "alternative" is "You may pay … rather
#: than pay this spell's mana cost".
ALTERNATIVE = frozenset(
    {
        *("alternative", "evoke", "madness", "dash", "spectacle"),
        *("surge", "overload", "awaken", "bestow", "emerge", "blitz"),
    }
)

#: Unearth's replacement: "If it would leave the battlefield, exile it instead of putting it
#: anywhere else." (CR 702.84a), a rule of the returned permanent (``actions.move``).
EXILED_INSTEAD = "exiled if it would leave the battlefield"

#: Builds the abilities a keyword stands for, from its number and its text ("Bushido 2").
Builder = Callable[[int, str], tuple[Ability, ...]]


def abilities_for(
    names: tuple[str, ...],
    amounts: tuple[tuple[str, int], ...],
    costs: tuple[tuple[str, str], ...],
) -> tuple[Ability, ...]:
    """The triggered and replacement abilities that the keywords of a line stand for."""
    from .attacks import ABILITIES as ATTACKS
    from .casting import ABILITIES as CASTING_TRIGGERS
    from .casting import COSTED as CASTING
    from .combat import COSTED as COMBAT_COSTS
    from .combat import TRIGGERS as COMBAT
    from .counters import ABILITIES as COUNTERS
    from .death import ABILITIES as DEATH
    from .demonstrate import ABILITIES as DEMONSTRATE
    from .exile import BOTH as EXILE
    from .library import ABILITIES as LIBRARY
    from .ripple import ABILITIES as RIPPLE
    from .spells import ABILITIES as SPELLS
    from .spells import COSTED as SPELL_COSTS
    from .temporary import COSTED as TEMPORARY_COSTS
    from .upkeep import ABILITIES as UPKEEP
    from .upkeep import COSTED as UPKEEP_COSTS

    builders: dict[str, Builder] = {
        **COMBAT,
        **DEATH,
        **UPKEEP,
        **SPELLS,
        **COUNTERS,
        **CASTING_TRIGGERS,
        **ATTACKS,
        **RIPPLE,
        **DEMONSTRATE,
        **LIBRARY,
    }
    with_cost = {**UPKEEP_COSTS, **CASTING, **SPELL_COSTS, **TEMPORARY_COSTS, **COMBAT_COSTS}
    numbers = dict(amounts)
    found: list[Ability] = []
    for name, cost in costs:
        if name in EXILE and name in numbers:  # "Suspend 4—{U}"
            found.extend(EXILE[name](numbers[name], cost, f"{name.capitalize()} {cost}"))
    for name in names:
        if name in builders:
            n = numbers.get(name, 0)
            text = f"{name.capitalize()} {n}" if name in NUMBERED else name.capitalize()
            found.extend(builders[name](n, text))
    for name, cost in costs:
        if name in with_cost:
            found.extend(with_cost[name](cost, f"{name.capitalize()} {cost}"))
    return tuple(found)


def constant(n: int) -> Callable[[Ctx], int]:
    """The amount ``n``, as a closure."""

    def amount(_: Ctx) -> int:
        return n

    return amount


def instances(game: Game, obj: Obj) -> list[KeywordAbility]:
    """The keyword lines an object has now: printed and gained."""
    return [a for a in ch.abilities(game, obj) if isinstance(a, KeywordAbility)]


def total(game: Game, obj: Obj, name: str) -> int:
    """The sum of the numbers of a numbered keyword ("Toxic 2" and "toxic 1": 3)."""
    return sum(n for k in instances(game, obj) for key, n in k.amounts if key == name)


def has_quality(game: Game, obj: Obj, name: str, other: Target) -> bool:
    """Whether ``obj`` has "<name> <quality>" for a quality ``other`` has ("protection from
    red" and a red source): the quality is tested as the keyword's permanent sees it."""
    for line in instances(game, obj):
        for key, pred in line.qualities:
            if key == name and pred(Ctx(game, obj, obj.controller), other):
                return True
    return False


def summoning_sick(game: Game, obj: Obj) -> bool:
    """Whether a creature can't attack or pay {T} or {Q} now: it came under its controller's
    control after their most recent turn began, and has no haste (CR 302.6, 702.10b)."""
    return obj.sick and "creature" in ch.types(game, obj) and "haste" not in ch.keywords(game, obj)
