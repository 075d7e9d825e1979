"""Factories for what objects become by subtype: a creature type or a basic land type set
(CR 205.1b, 305.7), and "the <color / creature type / basic land type> of your choice",
chosen as the effect resolves (CR 608.2d)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ...data import creature_types
from ..abilities import Ability, Ctx, EffectFn, ObjectsFn, TypeChange
from ..state import Obj
from .base import objs
from .effects_lasting import COLORS, becomes
from .values_amounts import BASIC_LAND_TYPES

#: The land types (CR 205.3i).
LAND_TYPES = frozenset(
    {
        "Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain",
        "Plains", "Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's",
    }
)  # fmt: skip


@dataclass(slots=True, frozen=True)
class SetSubtypes(TypeChange):
    """ "becomes a Bird Giant", "becomes a Swamp": the new creature types replace its
    creature types (CR 205.1b), the new basic land types its land types (CR 305.7); its card
    types, supertypes and other subtypes stay."""

    def apply(
        self, kinds: frozenset[str], subtypes: frozenset[str], creature_types: frozenset[str]
    ) -> tuple[frozenset[str], frozenset[str]]:
        if self.in_addition:
            return kinds, subtypes | self.subtypes
        replaced = LAND_TYPES if self.lands else creature_types
        return kinds, (subtypes - replaced) | self.subtypes

    @property
    def lands(self) -> bool:
        """Whether it sets land types (else creature types)."""
        return bool(self.subtypes) and self.subtypes <= LAND_TYPES

    def mana_abilities(self) -> tuple[Ability, ...]:
        """The mana abilities a land whose subtype is set to basic land types gains (CR
        305.7); it loses those of its rules text (the effect's ``strips="printed"``)."""
        if self.in_addition or not self.lands:
            return ()
        return tuple(a for name in sorted(self.subtypes) for a in _intrinsic(name))


@cache
def _intrinsic(name: str) -> tuple[Ability, ...]:
    """The intrinsic mana ability of a basic land type ("{T}: Add {B}.", CR 305.6)."""
    from ..setup import basic_land  # the compiler, which setup needs, imports ops

    return basic_land(name).compiled.abilities


def set_subtypes(subtypes: tuple[str, ...], in_addition: bool = False) -> SetSubtypes:
    """What an object becomes when only subtypes are given ("a Bird Giant", "a Swamp")."""
    return SetSubtypes(frozenset(), frozenset(subtypes), in_addition)


def becomes_chosen(
    objects: ObjectsFn, duration: str, chosen: str, in_addition: bool = False
) -> EffectFn:
    """Builds "<objects> become(s) the <color / color or colors / creature type / basic land
    type> of your choice [in addition to its other types] [until end of turn]": the
    controller chooses as it resolves (CR 608.2d), then it is set in its layer (layer 4 or
    5, CR 613.1d-e)."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        if not found:
            return False
        game, player = ctx.game, ctx.controller
        if chosen.startswith("color"):
            most = 1 if chosen == "color" else len(COLORS)
            picked = game.agent.choose(game, player, f"choose a {chosen}", COLORS, 1, most)
            return becomes(_these(found), duration, colors=tuple(picked))(ctx)
        lands = chosen == "basic land type"
        options = tuple(sorted(BASIC_LAND_TYPES)) if lands else _creature_types()
        picked = game.agent.choose(game, player, f"choose a {chosen}", options, 1, 1)
        return becomes(_these(found), duration, set_subtypes(tuple(picked), in_addition))(ctx)

    return run


def _these(found: list[Obj]) -> ObjectsFn:
    return lambda ctx, player: found


@cache
def _creature_types() -> tuple[str, ...]:
    return tuple(sorted(creature_types()))
