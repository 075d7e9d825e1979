"""Triggers an ability sets up as it resolves, as Forge's steps: a reflexive trigger ("When
you do, …", CR 603.12) is ``ImmediateTrigger`` with its chain as ``Execute$``; a "you may"
over all of that chain is the trigger's ``OptionalDecider$`` as Forge writes it. A delayed
trigger ("When you cast your next instant spell this turn, copy that spell.", CR 603.7) is
``DelayedTrigger`` with its trigger's parameters; "that spell" is the spell that triggered
it (``TriggeredSpellAbility``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar

from .. import ast
from ..ast import Node
from .objects import MOVED_SELF, NAMED, Resolve, card_valid
from .refusal import Refused
from .step import Step
from .triggers import trigger_params

Chain = list[Step]
Steps = Callable[[Node, Chain | None, Resolve], Chain]


#: Steps a player always does when told to: "When you do" after them always triggers
#: (Forge's ``ImmediateTrigger`` asks nothing of the step before).
_ALWAYS_DONE = {"Scry", "Surveil"}


def reflexive(trigger: ast.ReflexiveTrigger, chain: Chain, resolve: Resolve, steps: Steps) -> Step:
    """ "Surveil 4. When you do, you may return target …": an ``ImmediateTrigger`` after a
    step that is always done (a step that may not happen would need its own condition)."""
    before = chain[-1] if chain else None
    done = before is not None and before.api in _ALWAYS_DONE and not before.optional
    if trigger.done is not None or not done:
        raise Refused("a reflexive trigger after a step that may not be done")
    return immediate(trigger, resolve, steps)


def immediate(trigger: ast.ReflexiveTrigger, resolve: Resolve, steps: Steps) -> Step:
    """The ``ImmediateTrigger`` of "When you do, …" (after what was surely done, or paid:
    ``AB$ ImmediateTrigger | Cost$ …``)."""
    inner = steps(trigger.effect, None, resolve)
    if not inner:
        raise Refused("a reflexive trigger without an effect")
    optional = all(step.optional for step in inner)
    for step in inner:
        step.optional = step.optional and not optional
    return Step("ImmediateTrigger", optional=optional, execute=(inner, trigger))


def spent_trigger(node: Node) -> dict[str, str] | None:
    """ "When you spend this mana to cast a Dragon creature spell, …" after "Add {U}.": the
    mana's trigger as Forge's ``TriggersWhenSpent$`` names it (a ``SpellCast`` trigger of
    you); None for another step."""
    if not (isinstance(node, ast.DelayedTrigger) and isinstance(node.trigger, ast.SpendThisMana)):
        return None
    if node.word != "when" or node.duration is not None:
        raise Refused("a trigger of spent mana other than once when it is spent")
    return {"Mode": "SpellCast", "ValidCard": card_valid(node.trigger.spell)} | {
        "ValidActivatingPlayer": "You"
    }


#: The objects the delayed trigger being written watches ("copy that spell": the spell).
_TRIGGERED: ContextVar[tuple[Node, ...]] = ContextVar("_TRIGGERED", default=())


@contextmanager
def _watching(objects: tuple[Node, ...]) -> Iterator[None]:
    token = _TRIGGERED.set(objects)
    try:
        yield
    finally:
        _TRIGGERED.reset(token)


def delayed(node: ast.DelayedTrigger, resolve: Resolve, steps: Steps) -> Step:
    """A delayed trigger that triggers once (CR 603.7c): ``DelayedTrigger`` with the
    parameters of what it waits for (``ThisTurn$ True`` for "this turn")."""
    if node.word == "whenever":
        raise Refused("a delayed trigger that triggers more than once")
    trigger, this_turn = _next(node.trigger)
    if node.duration is not None and node.duration.name != "this turn":
        raise Refused(f"a delayed trigger until {node.duration.name}")
    params = {k: v for k, v in trigger_params(trigger).items() if k != "TriggerZones"}
    if this_turn or node.duration is not None:
        params["ThisTurn"] = "True"
    with _watching(tuple(n for n in (getattr(node.trigger, "spell", None),) if n is not None)):
        inner = steps(node.effect, None, resolve)
    if not inner:
        raise Refused("a delayed trigger without an effect")
    return Step("DelayedTrigger", params | _remembered(inner), execute=(inner, node))


def _remembered(inner: Chain) -> dict[str, str]:
    """An object of the trigger that set the delayed trigger up, named in its chain ("When ~
    dies, return it to its owner's hand at the beginning of the next end step"): remembered
    by the delayed trigger (``RememberObjects$``) and named ``DelayTriggerRemembered`` there,
    where ``Triggered…`` would name the delayed trigger's own event."""
    outer = set(NAMED.get().values()) | ({"TriggeredNewCardLKICopy"} if MOVED_SELF.get() else set())
    found = {v for step in inner for v in step.params.values() if v in outer}
    counted = any(v.startswith("Triggered") for step in inner for v in step.svars.values())
    nested = any(step.execute or step.modes for step in inner) and bool(outer)
    if len(found) > 1 or counted or nested:
        raise Refused("a delayed trigger naming several objects or values of the trigger")
    for step in inner:
        step.params = {
            k: "DelayTriggerRemembered" if v in found else v for k, v in step.params.items()
        }
    return {"RememberObjects": found.pop()} if found else {}


def _next(trigger: Node) -> tuple[Node, bool]:
    """ "your next instant spell [you cast this turn]" as any such spell (a delayed trigger
    triggers once), and whether "this turn" limits it; "the next end step" as an end step."""
    if isinstance(trigger, ast.AtStep) and trigger.next == "step":
        return trigger.model_copy(update={"next": None}), False
    spell = getattr(trigger, "spell", None)
    if not (
        isinstance(trigger, ast.PlayerCasts) and getattr(spell, "quantifier", None) == "the next"
    ):
        return trigger, False
    parts = spell.filter.parts if isinstance(spell.filter, ast.AllOf) else [spell.filter]  # type: ignore[union-attr]
    casting = [p for p in parts if isinstance(p, ast.CastBy)]
    rest = [p for p in parts if not isinstance(p, ast.CastBy)]
    this_turn = len(casting) == 1 and casting[0].duration is not None
    if casting and not (this_turn and casting[0].duration.name == "this turn"):  # type: ignore[union-attr]
        raise Refused("a delayed trigger on the next spell cast other than this turn")
    kept = rest[0] if len(rest) == 1 else ast.AllOf(parts=rest)
    spell = spell.model_copy(update={"quantifier": "a", "filter": kept})  # type: ignore[union-attr]
    return trigger.model_copy(update={"spell": spell}), this_turn


def copy_triggered(run: Sequence[Node], resolve: Resolve) -> tuple[list[Step], int] | None:
    """ "Copy that spell. You may choose new targets for the copy." in a delayed trigger on a
    spell: one ``CopySpellAbility`` of the triggering spell (``MayChooseTarget$ True``)."""
    copy = run[0] if run else None
    if not (isinstance(copy, ast.CopySpell) and isinstance(copy.object, ast.Ref)):
        return None
    if not any(resolve(copy.object) is watched for watched in _TRIGGERED.get()):
        return None
    if copy.exception is not None or copy.times is not None:
        raise Refused("a copy of the triggering spell with an exception, or several")
    step = Step("CopySpellAbility", {"Defined": "TriggeredSpellAbility"})
    then = run[1] if len(run) > 1 else None
    choose = then.effect if isinstance(then, ast.Optional_) else None
    if isinstance(choose, ast.ChooseNewTargets) and isinstance(then.player, ast.You):  # type: ignore[union-attr]
        step.params["MayChooseTarget"] = "True"
        return [step], 2
    return [step], 1


def delayed_copy(run: Sequence[Node], write: Callable[[Node], Chain]) -> Chain | None:
    """ "When you cast your next … spell this turn, copy that spell. You may choose new
    targets for the copy.": the choice is part of what the delayed trigger does."""
    later, then = [*run, None, None][:2]
    if not (isinstance(later, ast.DelayedTrigger) and isinstance(later.effect, ast.CopySpell)):
        return None
    if not (isinstance(then, ast.Optional_) and isinstance(then.effect, ast.ChooseNewTargets)):
        return None
    joined = ast.Sequence(steps=[later.effect, then], joins=["sentence"])
    return write(later.model_copy(update={"effect": joined}))
