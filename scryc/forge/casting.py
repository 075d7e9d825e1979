"""Casting a card as an effect resolves ("you may cast an instant or sorcery spell with mana
value 2 or less from your graveyard without paying its mana cost") as Forge's ``Play``: the
cards it may be (``Valid$``), from where (``ValidZone$``), free or not, and "If that spell
would be put into your graveyard, exile it instead" (``ReplaceGraveyard$ Exile``); and the
standing permission to play cards exiled with the card (``MayPlay$``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import ast
from ..ast import Node
from .conditions import static_condition
from .objects import Resolve, counter_kind, valid_expression, with_property, without_spell
from .refusal import Refused
from .step import Step

#: Zones a card may be cast from, as Forge's ``ValidZone$``.
_ZONES = {"hand": "Hand", "graveyard": "Graveyard"}


def play(node: ast.Play, before: list[dict[str, str]]) -> Step:
    """ "cast an instant or sorcery spell … from your hand without paying its mana cost"."""
    obj = node.object
    place = obj.in_zone() if isinstance(obj, ast.Objects) else None
    if not isinstance(node.player, ast.You) or node.duration is not None or place is None:
        raise Refused("play of other than a card from your hand or graveyard, as it resolves")
    assert isinstance(obj, ast.Objects)
    zone = place.zone
    if zone.name not in _ZONES or not isinstance(zone.owner, ast.You):
        raise Refused("play of a card from a zone other than your hand or graveyard")
    if obj.quantifier != "a" or obj.count is not None or obj.other:
        raise Refused("play of other than one card")
    filter_, svars = _counted_mana_value(without_spell(obj.with_zone(None).filter))
    valid = with_property(valid_expression(filter_), "YouOwn")
    params = {"Valid": with_property(valid, "cmcEQY") if svars else valid}
    params |= {"ValidSA": "Spell"} if node.cast_only else {}
    params |= {"ValidZone": _ZONES[zone.name], "Controller": "You", "Amount": "1"}
    params |= {"WithoutManaCost": "True"} if node.free else {}
    step = Step("Play", params)
    step.svars.update(svars)
    return step


def _counted_mana_value(filter_: Node) -> tuple[Node, dict[str, str]]:
    """A filter without "with mana value equal to the number of charge counters on ~", and
    the SVar of that number (Forge's ``cmcEQY``, ``SVar:Y:Count$CardCounters.CHARGE``)."""
    parts = filter_.parts if isinstance(filter_, ast.AllOf) else [filter_]
    counted = [p for p in parts if _counters_on_self(p)]
    if not counted:
        return filter_, {}
    rest = [p for p in parts if p not in counted]
    kind = counter_kind(counted[0].value.counter)  # type: ignore[attr-defined]
    kept = rest[0] if len(rest) == 1 else ast.AllOf(parts=rest)
    return kept, {"Y": f"Count$CardCounters.{kind}"}


def _counters_on_self(part: Node) -> bool:
    if not (isinstance(part, ast.Compare) and part.attribute == "mana value"):
        return False
    value = part.value
    on_self = isinstance(value, ast.CountersOn) and isinstance(value.object, ast.SelfRef)
    return part.op == "eq" and on_self and not part.total


def exiled_instead(
    pair: Sequence[Node], resolve: Resolve, write: Callable[[Node], list[Step]]
) -> list[Step] | None:
    """ "You may cast … from your graveyard …. If that spell would be put into your
    graveyard, exile it instead.": the ``Play`` with ``ReplaceGraveyard$ Exile``."""
    if len(pair) != 2:
        return None
    first, then = pair
    cast = first.effect if isinstance(first, ast.Optional_) else first
    if not (isinstance(cast, ast.Play) and _exiled_instead(cast.object, then, resolve)):
        return None
    made = write(first)
    if len(made) != 1 or made[0].api != "Play":
        return None
    made[0].params["ReplaceGraveyard"] = "Exile"
    return made


def _exiled_instead(card: Node, then: Node, resolve: Resolve) -> bool:
    """Whether ``then`` is "If that spell would be put into your graveyard, exile it
    instead." about the card cast (CR 614.1a)."""
    if not (isinstance(then, ast.Conditional) and isinstance(then.condition, ast.WouldBePut)):
        return False
    condition, exile = then.condition, then.effect
    same = resolve(condition.object) in (card, resolve(card))
    into = condition.zone.name == "graveyard" and not condition.from_anywhere
    if not (then.instead and then.otherwise is None and same and into):
        return False
    if not (isinstance(exile, ast.Exile) and resolve(exile.object) in (card, resolve(card))):
        return False
    return not (exile.from_zone or exile.until_leaves or exile.counters or exile.player)


def protection_from_color(ability: Node) -> str | None:
    """ "protection from blue" as Forge's keyword ``Protection from blue``; None for another
    ability."""
    if not (isinstance(ability, ast.Keyword) and ability.name == "protection from"):
        return None
    color = ability.filter
    if ability.cost or ability.amount or not isinstance(color, ast.Color):
        return None
    if color.name not in ("white", "blue", "black", "red", "green"):
        return None
    return f"Protection from {color.name}"


def may_play_exiled(ability: ast.StaticAbility, description: str) -> list[str] | None:
    """ "[During your turn,] you may play cards exiled with ~": ``MayPlay$`` for the cards in
    exile that the card exiled (``ExiledWithSource``); None for another static ability."""
    may = ability.effect
    play = (
        may.effect if isinstance(may, ast.Optional_) and isinstance(may.player, ast.You) else None
    )
    obj = play.object if isinstance(play, ast.Play) and isinstance(play.player, ast.You) else None
    if not (isinstance(obj, ast.Objects) and obj.quantifier == "all" and obj.count is None):
        return None
    parts = obj.filter.parts if isinstance(obj.filter, ast.AllOf) else [obj.filter]
    exiled = [p for p in parts if isinstance(p, ast.ExiledWith)]
    if len(exiled) != 1 or not isinstance(exiled[0].object, ast.SelfRef):
        return None
    assert isinstance(play, ast.Play)
    if play.free or play.duration is not None or play.cast_only or obj.other:
        raise Refused("casting, free or for a time, of cards exiled with the card")
    rest = [p for p in parts if p is not exiled[0]]
    valid = valid_expression(rest[0] if len(rest) == 1 else ast.AllOf(parts=rest))
    params = {"Mode": "Continuous", "MayPlay": "True", "AffectedZone": "Exile"}
    params |= {"Affected": with_property(valid, "ExiledWithSource")} | static_condition(ability)
    params["Description"] = description
    return ["S:" + " | ".join(f"{k}$ {v}" for k, v in params.items())]


def chosen_then_cast(
    run: Sequence[Node], resolve: Resolve, write: Callable[[Node], list[Step]]
) -> tuple[list[Step], int] | None:
    """ "Choose an instant or sorcery card in your graveyard. You may cast it this turn. [If
    that spell would be put into your graveyard, exile it instead.]": Forge's ``ChooseCard``
    remembering the card, and an ``Effect`` for the turn that lets you cast it
    (``MayPlay$``) [and exiles it instead (a replacement)]."""
    if len(run) < 2 or not isinstance(run[0], ast.ChooseObject):
        return None
    choose, may = run[0], run[1]
    cast = may.effect if isinstance(may, ast.Optional_) else None
    card = choose.object
    if not (isinstance(cast, ast.Play) and resolve(cast.object) is card and cast.cast_only):
        return None
    lasting = cast.duration is not None and cast.duration.name == "this turn"
    place = card.in_zone() if isinstance(card, ast.Objects) else None
    if not (lasting and place and place.zone.name == "graveyard" and not cast.free):
        return None
    if not (isinstance(place.zone.owner, ast.You) and isinstance(may.player, ast.You)):
        return None
    assert isinstance(card, ast.Objects)
    if card.quantifier != "a" or card.count is not None or choose.player is not None:
        return None
    valid = with_property(valid_expression(card.with_zone(None).filter), "YouCtrl")
    chosen = {"Choices": valid, "ChoiceZone": "Graveyard", "Mandatory": "True"}
    effect = Step("Effect", {"RememberObjects": "RememberedCard", "StaticAbilities": "Play"})
    effect.svars["Play"] = (
        "Mode$ Continuous | MayPlay$ True | EffectZone$ Command | Affected$ Card.IsRemembered"
        " | AffectedZone$ Graveyard | Description$ You may cast the chosen card this turn."
    )
    used = 2
    if len(run) > 2 and _exiled_instead(cast.object, run[2], resolve):  # "exile it instead"
        used = 3
        effect.params |= {"ExileOnMoved": "Stack", "ReplacementEffects": "ReplaceGraveyard"}
        effect.params["SVars"] = "MoveExile"
        effect.svars["ReplaceGraveyard"] = (
            "Event$ Moved | ValidCard$ Card.IsRemembered | Origin$ Stack | Destination$ "
            "Graveyard | ReplaceWith$ MoveExile | Description$ If that card would be put into "
            "your graveyard this turn, exile it instead."
        )
        effect.svars["MoveExile"] = (
            "DB$ ChangeZone | Defined$ ReplacedCard | Origin$ Stack | Destination$ Exile"
        )
    choice = Step("ChooseCard", chosen | {"RememberChosen": "True"})
    return [choice, effect, Step("Cleanup", {"ClearRemembered": "True"})], used
