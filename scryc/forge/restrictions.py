"""Static restrictions as Forge writes them: "Enchanted creature can't attack or block" as
one ``S:Mode$ CantAttack`` / ``CantBlock`` line each (the later ones ``Secondary$ True``),
"can't be blocked" as ``CantBlockBy``, "its activated abilities can't be activated" as
``CantBeActivated``, and "doesn't untap during its controller's untap step" as a replacement
of the untap that cannot happen (``R:Event$ Untap | Layer$ CantHappen``). A restriction for
this turn ("Target creature can't be blocked this turn.") is an ``Effect`` step that
remembers the object and has the same static abilities for the turn; "doesn't untap during
its controller's next untap step" is Forge's hidden keyword for it, granted by a Pump."""

from __future__ import annotations

from collections.abc import Callable

from .. import ast
from ..ast import Node
from .conditions import static_condition
from .objects import object_params
from .refusal import Refused
from .step import Step

#: Each rule's lines: the key, the mode (or event), and the parameter naming the object.
RULES: dict[str, list[tuple[str, str, str]]] = {
    "can't attack": [("S", "CantAttack", "ValidCard")],
    "can't block": [("S", "CantBlock", "ValidCard")],
    "can't attack or block": [("S", "CantAttack", "ValidCard"), ("S", "CantBlock", "ValidCard")],
    "can't be blocked": [("S", "CantBlockBy", "ValidAttacker")],
    "activated abilities can't be activated": [("S", "CantBeActivated", "ValidCard")],
    "doesn't untap during its controller's untap step": [("R", "Untap", "ValidCard")],
}
#: What a replacement of an untap that cannot happen adds (CR 502.3: the controller's own step).
_UNTAP = {
    "ActiveZones": "Battlefield",
    "ValidStepTurnToController": "You",
    "Layer": "CantHappen",
}

#: A one-shot restriction (CR 502.3) Forge writes as a hidden keyword its untap step reads,
#: kept until that step (``Duration$ Permanent``).
NEXT_UNTAP = "doesn't untap during its controller's next untap step"
_HOLD = {
    "KW": "HIDDEN This card doesn't untap during your next untap step.",
    "Duration": "Permanent",
}


def is_restriction(effect: Node) -> bool:
    """Whether a static ability's effect is restrictions only."""
    parts = effect.steps if isinstance(effect, ast.Sequence) else [effect]
    return all(isinstance(part, ast.Restriction) for part in parts)


def restriction_lines(
    ability: ast.StaticAbility,
    description: str,
    affected: Callable[[Node], str],
) -> list[str]:
    """The lines of a static ability whose effect is restrictions; ``affected`` names the
    objects restricted (a reference resolved to the object named before)."""
    effect = ability.effect
    parts = effect.steps if isinstance(effect, ast.Sequence) else [effect]
    condition = static_condition(ability)
    lines: list[str] = []
    for part in parts:
        assert isinstance(part, ast.Restriction)
        if part.by or part.only or part.duration or part.rule not in RULES:
            raise Refused(f"restriction: {part.rule}")
        valid = affected(part.object)
        for key, mode, name in RULES[part.rule]:
            head = {"Mode": mode} if key == "S" else {"Event": mode}
            params = head | {name: valid} | (_UNTAP if key == "R" else {}) | condition
            if lines and key == "S":
                params["Secondary"] = "True"
            params["Description"] = description
            lines.append(f"{key}:" + " | ".join(f"{k}$ {v}" for k, v in params.items()))
    return lines


def restriction_step(node: ast.Restriction, before: list[dict[str, str]]) -> Step:
    """ "<object> can't be blocked this turn": Forge's Effect remembering the object, with a
    static ability about the remembered card (``Card.IsRemembered``) for the turn, ended
    early if the object leaves the battlefield (``ExileOnMoved$``, CR 400.7)."""
    if node.rule == NEXT_UNTAP and node.duration is None and not (node.by or node.only):
        return Step("Pump", object_params(node.object, before) | _HOLD)
    plain = not (node.by or node.only) and node.rule in RULES
    if not plain or node.duration is None or node.duration.name != "this turn":
        raise Refused(
            f"restriction: {node.rule}" + (f" {node.duration.name}" if node.duration else "")
        )
    if any(key != "S" for key, _, _ in RULES[node.rule]):
        raise Refused(f"restriction: {node.rule} this turn")
    params = object_params(node.object, before)
    remembered = params.pop("Defined", "Targeted")
    step = Step("Effect", params | {"RememberObjects": remembered, "ExileOnMoved": "Battlefield"})
    names = []
    for _, mode, name in RULES[node.rule]:
        names.append("ST" + mode)
        said = f"EFFECTSOURCE {node.rule} this turn."
        step.svars["ST" + mode] = f"Mode$ {mode} | {name}$ Card.IsRemembered | Description$ {said}"
    step.params["StaticAbilities"] = ",".join(names)
    return step
