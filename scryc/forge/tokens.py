"""Tokens as Forge creates them: ``DB$ Token`` naming Forge's token script
("w_1_1_soldier_flying", "c_a_food_sac", "role_cursed"), the token's quoted abilities as the
end of that name, attached to an object (``AttachedTo$``), tapped, for a target player; a
token copy of one object (``CopyPermanent``); keywords the tokens gain for the turn
(``PumpKeywords$``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import ast
from ..ast import Node
from .objects import Resolve, object_params, player_params, valid_expression
from .refusal import Refused
from .step import Step, amount


def create_token(node: ast.CreateToken, before: list[dict[str, str]]) -> Step:
    """ "Create a 1/1 white Soldier creature token with flying." as Forge's ``Token`` step."""
    token = node.token
    if token.copy_of is not None and not (token.attached_to or token.tapped):
        if not (isinstance(node.player, ast.You) and _is_one(node.amount)):
            raise Refused("copies for another player, or several copies")
        params = object_params(token.copy_of, before)  # CR 707.2
        return Step("CopyPermanent", params | _except(token.exception))
    if token.copy_of or token.exception or token.variable:
        raise Refused(
            "a token copy with an exception, attached or tapped, or a token with a variable"
        )
    params = {"TokenAmount": amount(node.amount), "TokenScript": token_script(token)}
    if token.attached_to is not None:
        params |= _attached_to(token.attached_to, before)
    if not isinstance(node.player, ast.You):  # "target player creates …"
        params |= player_params(node.player, before) | {"TokenOwner": _owner(node.player)}
    if token.tapped:
        params["TokenTapped"] = "True"
    return Step("Token", params)


#: Card types and supertypes a copy's exception names, as Forge writes them.
_CARD_TYPES = {"artifact", "creature", "enchantment", "land", "planeswalker", "legendary"}


def _except(exception: ast.CopyException | None) -> dict[str, str]:
    """How a copy differs from what it copies (CR 707.9b) as ``CopyPermanent``'s parameters:
    "except it's a 1/1 white Spirit creature with flying in addition to its other types"
    (``SetPower$``, ``SetColor$``, ``AddTypes$``, ``AddKeywords$``), "except it's a 4/4
    black Zombie" (``SetCreatureTypes$``), "except it isn't legendary" (``NonLegendary$``)."""
    if exception is None:
        return {}
    if exception.starting_loyalty is not None:
        raise Refused("a token copy with another starting loyalty")
    params: dict[str, str] = {}
    if exception.power_toughness:
        power, toughness = exception.power_toughness.split("/")
        params |= {"SetPower": power, "SetToughness": toughness}
    if exception.colors:
        params["SetColor"] = ",".join(c.title() for c in exception.colors)
    kinds = [t.title() for t in exception.types if t in _CARD_TYPES]
    subtypes = [t for t in exception.types if t not in _CARD_TYPES]
    if exception.in_addition and exception.types:
        params["AddTypes"] = " & ".join(kinds + subtypes)
    elif kinds:
        raise Refused("a token copy whose card types are replaced")
    elif subtypes:  # "except it's a 4/4 black Zombie": its creature types are Zombie
        params["SetCreatureTypes"] = " & ".join(subtypes)
    if exception.not_legendary:
        params["NonLegendary"] = "True"
    if exception.abilities:
        keywords = [a for a in exception.abilities if isinstance(a, ast.Keyword)]
        plain = all(not (k.cost or k.amount or k.filter) for k in keywords)
        if len(keywords) != len(exception.abilities) or not plain:
            raise Refused("a token copy with an ability other than a plain keyword")
        params["AddKeywords"] = " & ".join(k.name.title() for k in keywords)
    return params


def _attached_to(obj: Node, before: list[dict[str, str]]) -> dict[str, str]:
    """ "… token attached to up to one target creature" / "… attached to it": Forge's
    ``AttachedTo$`` with the token's target, or the object named earlier."""
    params = object_params(obj, before)
    defined = params.pop("Defined", None)
    if defined is not None and params:
        raise Refused("a token attached to an object named otherwise")
    return {"AttachedTo": defined or "Targeted"} | params


def _is_one(node: Node) -> bool:
    return isinstance(node, ast.Number) and node.value == 1


def _crew_and_saddle_buff(effect: Node | None) -> bool:
    """ "This token saddles Mounts and crews Vehicles as though its power were 2 greater."."""
    if not (isinstance(effect, ast.CrewsAsThough) and isinstance(effect.object, ast.SelfRef)):
        return False
    two = isinstance(effect.amount, ast.Number) and effect.amount.value == 2
    return two and sorted(effect.actions) == ["crew", "saddle"]


def _owner(player: Node) -> str:
    if isinstance(player, ast.Player) and player.quantifier == "target":
        return "Targeted"
    raise Refused("a token for another player")


#: Forge's letters for colors in token script names.
_COLOR_LETTERS = {"white": "w", "blue": "u", "black": "b", "red": "r", "green": "g"}
#: Forge's scripts of the predefined tokens (CR 111.10).
_PREDEFINED = {
    "Food": "c_a_food_sac",
    "Clue": "c_a_clue_draw",
    "Treasure": "c_a_treasure_sac",
    "Blood": "c_a_blood_draw",
    "Map": "c_a_map_sac_explore",
    "Powerstone": "c_a_powerstone",
    "Shard": "c_e_shard_draw",
}
#: "This creature gets +1/+1 for each <type> you control." as the end of a token script's name.
_TOTALS = {"artifact": "total_artifacts"}


def token_script(token: ast.TokenSpec) -> str:
    """The name of Forge's token script: "w_1_1_soldier_flying", "c_a_food_sac"."""
    subtypes = [t for t in token.types if t[:1].isupper()]
    if not token.power_toughness and len(subtypes) == 1 and subtypes[0] in _PREDEFINED:
        return _PREDEFINED[subtypes[0]]
    if not token.power_toughness and len(subtypes) >= 2 and subtypes[-1] == "Role":
        return "_".join(["role", *(t.lower() for t in subtypes[:-1])])  # "role_young_hero"
    if not token.power_toughness:
        raise Refused("a noncreature token other than a predefined one")
    colors = "".join(_COLOR_LETTERS.get(c, "") for c in token.colors) or "c"
    words = [colors, *token.power_toughness.lower().split("/")]
    if "artifact" in token.types:
        words.append("a")
    words += [t.lower().replace(" ", "_") for t in subtypes]
    words += [_token_ability(ability) for ability in token.abilities]
    return "_".join(words)


def _token_ability(ability: Node) -> str:
    """A token's ability as the word Forge's token script names end with: a keyword's name,
    "noblock" for "This creature can't block.", "sac" for "Sacrifice this creature: Add {C}."."""
    if isinstance(ability, ast.Keyword) and not (ability.cost or ability.amount):
        return ability.name.lower().replace(" ", "")
    effect = ability.effect if isinstance(ability, ast.StaticAbility) else None
    if isinstance(effect, ast.Restriction) and isinstance(effect.object, ast.SelfRef):
        plain = effect.by is None and effect.only is None and not ability.condition
        if plain and effect.rule == "can't block":
            return "noblock"
    if isinstance(ability, ast.ActivatedAbility) and _sacrifice_for_colorless(ability):
        return "sac"
    total = _total(effect) if not (effect is None or ability.condition) else None
    if total is not None:
        return total
    if _crew_and_saddle_buff(effect):  # "… as though its power were 2 greater."
        return "crewsaddlebuff"
    raise Refused("a token with an ability other than a plain keyword")


def _total(effect: Node) -> str | None:
    """ "This creature gets +1/+1 for each artifact you control.": "total_artifacts"."""
    if not (isinstance(effect, ast.ForEach) and isinstance(effect.effect, ast.ModifyPT)):
        return None
    pump, objects = effect.effect, effect.objects
    if not isinstance(pump.object, ast.SelfRef) or (pump.power, pump.toughness) != ("+1", "+1"):
        return None
    if not (isinstance(objects, ast.Objects) and isinstance(objects.filter, ast.AllOf)):
        return None
    parts = objects.filter.parts
    kinds = [p.name for p in parts if isinstance(p, ast.CardType)]
    yours = [p for p in parts if isinstance(p, ast.ControlledBy) and isinstance(p.player, ast.You)]
    plain = len(parts) == 2 and len(kinds) == 1 and len(yours) == 1 and not yours[0].negated
    return _TOTALS.get(kinds[0]) if plain and not (objects.other or effect.inside) else None


def _sacrifice_for_colorless(ability: ast.ActivatedAbility) -> bool:
    """ "Sacrifice this creature: Add {C}.": the Eldrazi Spawn's and Scion's ability."""
    costs = ability.costs
    sacrifice = (
        len(costs) == 1
        and isinstance(costs[0], ast.EffectCost)
        and isinstance(costs[0].effect, ast.Sacrifice)
        and isinstance(costs[0].effect.object, ast.SelfRef)
    )
    effect = ability.effect
    mana = isinstance(effect, ast.AddMana) and effect.options == ["{C}"] and effect.amount is None
    return sacrifice and mana and ability.cost_rule is None and ability.restriction is None


def tokens_gain(
    run: Sequence[Node], resolve: Resolve, write: Callable[[Node], list[Step]]
) -> tuple[list[Step], int] | None:
    """ "Create two 1/1 … Thopter … tokens with flying. They gain haste until end of turn.",
    "Create a token that's a copy of …. That token gains haste. Exile it at the beginning of
    the next end step.": the step creating them gives the keywords (``PumpKeywords$``, for
    the turn ``PumpDuration$ EOT``) and removes them at the next end step (``AtEOT$``)."""
    if len(run) < 2 or not isinstance(run[0], ast.CreateToken):
        return None
    create, gain = run[0], run[1]
    if not (isinstance(gain, ast.GainAbility) and resolve(gain.object) in (create, create.token)):
        return None
    for_turn = gain.duration is not None and gain.duration.name == "until end of turn"
    if not (for_turn or (gain.duration is None and create.token.copy_of is not None)):
        return None  # "It has …" of a token that is no copy: the token's own ability
    keywords = [a for a in gain.abilities if isinstance(a, ast.Keyword)]
    plain = all(not (k.cost or k.amount or k.filter) for k in keywords)
    if not keywords or len(keywords) != len(gain.abilities) or not plain:
        return None
    made = write(create)
    if len(made) != 1 or made[0].api not in ("Token", "CopyPermanent"):
        return None
    made[0].params["PumpKeywords"] = " & ".join(k.name.title() for k in keywords)
    made[0].params |= {"PumpDuration": "EOT"} if for_turn else {}
    removed = _at_next_end_step(run[2], create, resolve) if len(run) > 2 else None
    if removed is not None:
        made[0].params["AtEOT"] = removed
    return made, 2 if removed is None else 3


def _at_next_end_step(node: Node, create: ast.CreateToken, resolve: Resolve) -> str | None:
    """ "Exile it at the beginning of the next end step." about the tokens created: Forge's
    ``AtEOT$ Exile`` (or ``Sacrifice``); None for another instruction."""
    if not (isinstance(node, ast.DelayedTrigger) and node.word == "at" and not node.duration):
        return None
    step = node.trigger
    if not (isinstance(step, ast.AtStep) and step.step == "end step" and step.next == "step"):
        return None
    if step.player is not None:
        return None
    effect = node.effect
    if not (
        isinstance(effect, ast.Exile | ast.Sacrifice)
        and resolve(effect.object) in (create, create.token)
    ):
        return None
    if isinstance(effect, ast.Exile) and (effect.from_zone or effect.until_leaves or effect.player):
        return None
    if isinstance(effect, ast.Sacrifice) and not isinstance(effect.player, ast.You):
        return None
    return "Exile" if isinstance(effect, ast.Exile) else "Sacrifice"


def if_the_token_is(
    pair: Sequence[Node], resolve: Resolve, write: Callable[[Node], list[Step]]
) -> list[Step] | None:
    """ "Create a token that's a copy of it. If the token is an Aura, scry 2.": the step
    creating it remembers it (``RememberTokens$``), the steps under the condition check it
    (``ConditionDefined$ Remembered``), and Forge forgets it after (``Cleanup``)."""
    if len(pair) != 2 or not isinstance(pair[0], ast.CreateToken):
        return None
    create, then = pair
    if not (isinstance(then, ast.Conditional) and isinstance(then.condition, ast.ObjectIs)):
        return None
    condition = then.condition
    if then.otherwise is not None or then.instead or then.unless:
        return None
    if resolve(condition.object) not in (create, create.token):
        return None
    made = write(create)
    if len(made) != 1 or made[0].api not in ("Token", "CopyPermanent"):
        return None
    made[0].params["RememberTokens"] = "True"
    present = {
        "ConditionDefined": "Remembered",
        "ConditionPresent": valid_expression(condition.filter),
    }
    governed = write(then.effect)
    for step in governed:
        step.params |= present | {"ConditionCompare": "GE1"}
    return [*made, *governed, Step("Cleanup", {"ClearRemembered": "True"})]
