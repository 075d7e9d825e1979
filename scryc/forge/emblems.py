"""An emblem (CR 114): "You get an emblem with "Artifact creatures you control get +1/+1"."
as Forge's ``Effect`` lasting for the rest of the game (``Duration$ Permanent``) whose static
abilities work from the command zone (``EffectZone$ Command``)."""

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
    resolve = before.resolve if isinstance(before, Before) else no_antecedent
    step = Step("Effect", {"Name": "Emblem", "StaticAbilities": "", "Duration": "Permanent"})
    names = []
    for ability in node.abilities:
        if not isinstance(ability, ast.StaticAbility):
            raise Refused("an emblem with other than static abilities")
        said = render(ability).strip()
        if isinstance(ability.effect, ast.CostChange):
            lines = static_cost_lines(ability, said, set(step.svars))
        else:
            lines = static_lines(ability, said, resolve, _no_grant, set(step.svars))
        if not lines or not lines[0].startswith("S:"):
            raise Refused("an emblem's ability other than a static ability Forge writes")
        names.append(f"EmblemStatic{len(names) + 1}")
        step.svars[names[-1]] = lines[0].removeprefix("S:") + " | EffectZone$ Command"
        for line in lines[1:]:  # the SVars of its counts
            name, _, value = line.removeprefix("SVar:").partition(":")
            if not line.startswith("SVar:") or name in step.svars:
                raise Refused("an emblem's ability with lines of its own")
            step.svars[name] = value
    step.params["StaticAbilities"] = ",".join(names)
    return step


def _no_grant(ability: Node) -> tuple[str, list[str]]:
    raise Refused("an emblem granting an activated ability")
