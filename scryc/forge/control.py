"""Control of permanents as Forge writes it: gaining it (``GainControl``, ``LoseControl$
EOT`` until end of turn, with untapping what it controls and keywords until end of turn
merged into it as Forge's threaten effects are: ``Untap$ True``, ``AddKWs$``), and giving
permanents up (``Sacrifice``)."""

from __future__ import annotations

from .. import ast
from .objects import object_params, player_params, valid_expression, with_other
from .refusal import Refused
from .step import Step


def threatened(last: Step, step: Step) -> bool:
    """Merges into ``last`` (gaining control until end of turn) untapping what it controls
    and giving it keywords until end of turn, as Forge's ``GainControl`` does them
    (``Untap$ True``, ``AddKWs$``); whether ``step`` was merged."""
    if last.api != "GainControl" or "LoseControl" not in last.params:
        return False
    if not same_object(last.params, step.params):
        return False
    if step.api == "Untap" and set(step.params) == {"Defined"}:
        last.params["Untap"] = "True"
        return True
    if step.api == "Pump" and set(step.params) == {"Defined", "KW"}:  # until end of turn
        last.params["AddKWs"] = step.params["KW"]
        return True
    return False


def gain_control(node: ast.GainControl, before: list[dict[str, str]]) -> Step:
    """ "Gain control of target creature [until end of turn]." as Forge's ``GainControl``."""
    lasting = node.duration is None or node.duration.name == "until end of turn"
    if not (isinstance(node.player, ast.You) and lasting):
        raise Refused("control gained by another player, or until other than end of turn")
    params = object_params(node.object, before)
    return Step("GainControl", params | ({"LoseControl": "EOT"} if node.duration else {}))


def same_object(first: dict[str, str], then: dict[str, str]) -> bool:
    """Whether a step acts on what the step before acted on ("it" after a target, or the
    card itself twice)."""
    defined = then.get("Defined")
    return defined == "Targeted" or (defined == "Self" and first.get("Defined") == "Self")


def sacrifice(node: ast.Sacrifice, before: list[dict[str, str]]) -> Step:
    """ "Sacrifice this enchantment." (Forge's default, the card itself), "each opponent
    sacrifices a creature" (``SacValid$``, ``Defined$`` for who, ``Amount$`` for several)."""
    obj = node.object
    params = player_params(node.player, before)
    if isinstance(obj, ast.SelfRef) and not params:
        return Step("Sacrifice", {})
    if not (
        isinstance(obj, ast.Objects)
        and obj.quantifier in ("a", "another")
        and isinstance(obj.count, ast.Number | None)
    ):
        raise Refused("sacrifice of other than the card itself or objects of a kind")
    valid = valid_expression(obj.filter)
    if obj.other or obj.quantifier == "another":
        valid = with_other(valid)
    count = obj.count
    several = {"Amount": str(count.value)} if count is not None and count.value != 1 else {}
    return Step("Sacrifice", params | {"SacValid": valid} | several)


def exchange_control(node: ast.ExchangeControl, before: list[dict[str, str]]) -> Step:
    """ "Exchange control of this artifact and target nonland permanent" (CR 701.12b): Forge's
    ``ExchangeControl`` of the card itself (``Defined$ Self``) and the target."""
    objects = node.objects
    items = objects.items if isinstance(objects, ast.ObjectList) else []
    selves = [item for item in items if isinstance(item, ast.SelfRef)]
    others = [item for item in items if not isinstance(item, ast.SelfRef)]
    if len(items) != 2 or len(selves) != 1:
        raise Refused("an exchange of control of other than the card itself and one object")
    params = object_params(others[0], before)
    if "ValidTgts" not in params or "TargetMax" in params:
        raise Refused("an exchange of control with other than one target")
    return Step("ExchangeControl", {"Defined": "Self"} | params)
