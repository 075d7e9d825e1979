"""Static abilities an effect gives, as SVars of its step: an emblem (CR 114, "You get an
emblem with "Artifact creatures you control get +1/+1"."), Forge's ``Effect`` lasting for
the rest of the game (``Duration$ Permanent``) whose static abilities work from the command
zone (``EffectZone$ Command``); what an object becomes "with "During your turn, this
creature has first strike."" (``staticAbilities$`` of an ``Animate``)."""

from __future__ import annotations

from .. import ast
from ..ast import Node
from ..render import render
from .cost_changes import static_cost_lines
from .objects import Before, no_antecedent
from .refusal import Refused
from .statics import static_lines
from .step import Step


def emblem(node: ast.GetEmblem, before: list[dict[str, str]]) -> Step:
    """ "You get an emblem with "…" and "…"."."""
    if not isinstance(node.player, ast.You):
        raise Refused("an emblem for another player")
    step = Step("Effect", {"Name": "Emblem", "StaticAbilities": "", "Duration": "Permanent"})
    names = granted_statics(node.abilities, before, step, "EmblemStatic", " | EffectZone$ Command")
    step.params["StaticAbilities"] = names
    return step


def granted_statics(
    abilities: list[Node], before: list[dict[str, str]], step: Step, prefix: str, where: str = ""
) -> str:
    """Static abilities an effect gives (an emblem's; those of what an object becomes, "with
    "During your turn, this creature has first strike.""), written as SVars of ``step``
    named ``prefix`` and a number, with ``where`` added; their names, as Forge lists them."""
    resolve = before.resolve if isinstance(before, Before) else no_antecedent
    names = []
    for ability in abilities:
        if not isinstance(ability, ast.StaticAbility):
            raise Refused("an emblem with other than static abilities")
        said = render(ability).strip()
        if isinstance(ability.effect, ast.CostChange):
            lines = static_cost_lines(ability, said, set(step.svars))
        else:
            lines = static_lines(ability, said, resolve, _no_grant, set(step.svars))
        if not lines or not lines[0].startswith("S:"):
            raise Refused("a granted ability other than a static ability Forge writes")
        names.append(f"{prefix}{len(names) + 1}")
        step.svars[names[-1]] = lines[0].removeprefix("S:") + where
        for line in lines[1:]:  # the SVars of its counts
            name, _, value = line.removeprefix("SVar:").partition(":")
            if not line.startswith("SVar:") or name in step.svars:
                raise Refused("a granted static ability with lines of its own")
            step.svars[name] = value
    return ",".join(names)


def _no_grant(ability: Node) -> tuple[str, list[str]]:
    raise Refused("an emblem granting an activated ability")
