"""``scryc explain``: what a card does when its abilities resolve, in plain words and in order,
with the rules that say so.

For each resolving ability: when its targets are chosen, its steps in the order written
(CR 608.2c), where a step uses an earlier step's result, which targets each step needs, and
what happens if targets are illegal on resolution (CR 608.2b).
"""

from __future__ import annotations

from collections.abc import Iterator

from .. import ast
from ..ast import Node
from ..tree import quote
from .cr import cite
from .naming import nouns
from .sequencing import Resolution, Step
from .source import Parsed
from .targets import TargetPlan

#: How each kind of ability is put on the stack, and the rule for choosing its targets.
PUT_ON_STACK = {
    "spell": ("the spell is cast", "601.2c"),
    "activated": ("the ability is activated", "602.2b"),
    "triggered": ("the ability is put on the stack", "603.3d"),
}
#: The rule that defines a step's action.
ACTION_RULES = {
    "scry": "701.22a",
    "surveil": "701.25a",
    "draw": "121.1",
    "reveal": "701.20",
    "destroy": "701.8",
    "discard": "701.9",
    "exile": "701.13",
    "mill": "701.17",
    "sacrifice": "701.21",
    "search": "701.23",
    "shuffle": "701.24",
    "create_token": "701.7",
    "counter_spell": "701.6",
    "tap": "701.26",
    "untap": "701.26",
    "deal_damage": "120.3",
}
#: What a step did to the objects it names: "the card revealed in step 3".
PARTICIPLES = {
    "reveal": "revealed",
    "look_at": "looked at",
    "exile": "exiled",
    "draw": "drawn",
    "create_token": "created",
    "choose_object": "chosen",
    "destroy": "destroyed",
    "move": "put there",
    "sacrifice": "sacrificed",
    "search": "found",
    "mill": "milled",
    "discard": "discarded",
}
#: A short noun for a step, for "no scry, no reveal, no damage".
NOUNS = {"deal_damage": "damage", "look_at": "look", "gain_life": "life gain"}
OTHER_ABILITIES = {
    "keyword_list": "keyword abilities",
    "static_ability": f"a static ability: it applies without using the stack ({cite('604.1')})",
    "replacement_ability": f"a replacement effect ({cite('614.1')})",
    "additional_cost": f"an additional cost, paid as the spell is cast ({cite('601.2f')})",
    "reminder_only": "reminder text, no rules meaning",
}


def explain(source: Parsed) -> str:
    """The plan of every ability of ``source``, as lines of plain text."""
    lines = [f"{source.name or 'card'} ({'Japanese' if source.lang == 'ja' else 'English'} text)"]
    plans = {p.resolution.index: p for p in source.target_plans}
    for index, ability in enumerate(source.ast.abilities):
        lines.append("")
        lines.append(f"Ability {index + 1}: “{quote(source.text, ability) or ''}”")
        plan = plans.get(index)
        if plan is None:
            lines.append(f"  {_other(ability)}")
        else:
            lines.extend(f"  {line}" for line in _Plan(source, plan).lines())
    return "\n".join(lines)


def _other(ability: Node) -> str:
    inner = ability
    while isinstance(inner, (ast.AbilityWordAbility, ast.ChapterAbility)):
        inner = inner.ability
    return OTHER_ABILITIES.get(inner.kind, inner.kind.replace("_", " "))


class _Plan:
    """The plain-words plan of one resolving ability."""

    def __init__(self, source: Parsed, plan: TargetPlan) -> None:
        self.source = source
        self.plan = plan
        self.resolution: Resolution = plan.resolution
        self.number = {id(t.node): t.number for t in plan.targets}
        self.word = "spell" if self.resolution.kind == "spell" else "ability"

    def lines(self) -> Iterator[str]:
        ability = self.resolution.ability
        kind = self.resolution.kind
        yield {
            "spell": "A spell ability: the spell's instructions.",
            "activated": "An activated ability.",
            "triggered": "A triggered ability.",
        }[kind]
        if isinstance(ability, ast.TriggeredAbility):
            yield f"Trigger: {self.said(ability.trigger)} ({cite('603.2')})"
        if isinstance(ability, ast.ActivatedAbility):
            loyalty = [f"“[{ability.loyalty}]”"] if ability.loyalty else []
            costs = ", ".join(loyalty + [self.said(c) for c in ability.costs])
            yield f"Costs: {costs} ({cite('602.2b')})"
        when, rule = PUT_ON_STACK[kind]
        for target in self.plan.targets:
            upto = " (“up to”: none may be chosen)" if target.optional else ""
            said = self.said(target.node)
            yield f"Target {target.number}: {said}, chosen as {when}{upto} ({cite(rule)})"
        yield f"Steps, in the order written ({cite('608.2c')}):"
        for step in self.resolution.steps:
            yield from self._step(step)
        yield from self._illegal()

    def _step(self, step: Step) -> Iterator[str]:
        then = "then " if step.join == "then" else ""
        rule = ACTION_RULES.get(step.effect.kind)
        cited = f" ({cite(rule)})" if rule else ""
        yield f"  {step.number}. {then}{self.effect(step.effect)}{cited}"
        for number in sorted({use.step for use in step.uses}):
            said = [quote(self.source.text, u.by) for u in step.uses if u.step == number]
            words = ", ".join(dict.fromkeys(f"“{w}”" for w in said if w)) or "(implied)"
            yield f"     uses the result of step {number}: {words} ({cite('608.2h')})"
        needs = self.plan.needs.get(step.number, ())
        if needs:
            yield f"     needs {', '.join(f'target {n}' for n in needs)}"
        elif self.plan.targets:
            yield f"     needs no target, but happens only if the {self.word} resolves"

    def _illegal(self) -> Iterator[str]:
        targets = self.plan.targets
        if not targets:
            yield f"No targets: every step happens as written ({cite('608.2b')})."
            return
        yield f"If targets are illegal as the {self.word} resolves ({cite('608.2b')}):"
        for outcome in self.plan.outcomes:
            which = ", ".join(f"target {n}" for n in outcome.illegal)
            if not outcome.resolves:
                every = "the target is" if len(targets) == 1 else f"all targets ({which}) are"
                nothing = ", ".join(
                    f"no {self._noun(s)}"
                    for s in self.resolution.steps
                    if s.effect.kind != "choose_object"
                )
                gone = (
                    "it is put into its owner's graveyard"
                    if self.word == "spell"
                    else "it is removed from the stack"
                )
                yield (
                    f"  - if {every} illegal: the {self.word} doesn't resolve and nothing "
                    f"happens ({nothing}); {gone}."
                )
            else:
                yield (
                    f"  - if only {which} is illegal: the {self.word} resolves; as written: "
                    f"{_steps(outcome.unaffected)}; without affecting {which} (a part that "
                    f"needs information about it doesn't happen): {_steps(outcome.affected)}."
                )

    def _noun(self, step: Step) -> str:
        kind = step.effect.kind
        return NOUNS.get(kind, kind.replace("_", " "))

    # --- plain words for nodes -----------------------------------------------------------

    def effect(self, node: Node) -> str:
        """A step in plain words: a template for common actions, else its text with its
        references explained."""
        if isinstance(node, (ast.Scry, ast.Surveil)):
            return f"{self.acts(node.player, node.kind)} {self.amount(node.amount)}"
        if isinstance(node, (ast.Draw, ast.Mill)):
            return f"{self.acts(node.player, node.kind)} {self.count(node.amount, 'card')}"
        if isinstance(node, ast.Reveal):
            return f"you reveal {self.object(node.object)}"
        if isinstance(node, ast.LookAt):
            return f"you look at {self.object(node.object)}"
        if isinstance(node, ast.DealDamage):
            damage = (
                f"{node.amount.value} damage"
                if isinstance(node.amount, ast.Number)
                else f"damage equal to {self.amount(node.amount)}"
            )
            return f"{self.object(node.source)} deals {damage} to {self.object(node.recipient)}"
        if isinstance(node, ast.ChooseObject):
            return f"{self.object(node.object)} is declared (nothing to do on resolution)"
        if isinstance(node, (ast.Destroy, ast.Exile, ast.Tap, ast.Untap)):
            return f"{node.kind} {self.object(node.object)}"
        return self.quoted(node)

    def said(self, node: Node) -> str:
        """The node's text, quoted (or its kind, for a node the text only implies)."""
        said = quote(self.source.text, node)
        return f"“{said}”" if said is not None else node.kind.replace("_", " ")

    def quoted(self, node: Node) -> str:
        """The node's own text, with what its references refer to."""
        notes = dict.fromkeys(
            f"{self.said(ref)} is {self.object(ref)}"
            for ref in node.walk()
            if isinstance(ref, ast.Ref) and ref.span is not None
        )
        return self.said(node) + (f" ({'; '.join(notes)})" if notes else "")

    def object(self, node: Node) -> str:
        if id(node) in self.number:
            return f"target {self.number[id(node)]}"
        if isinstance(node, ast.SelfRef):
            return self.source.name or "this object"
        if isinstance(node, ast.You):
            return "you"
        if isinstance(node, ast.Ref):
            return self.referent(node)
        return self.text(node)

    def text(self, node: Node) -> str:
        """The node's text as a phrase: quoted unless it is English."""
        said = quote(self.source.text, node)
        if said is None:
            return node.kind.replace("_", " ")
        return said if self.source.lang == "en" else f"“{said}”"

    def referent(self, ref: ast.Ref) -> str:
        """What a reference refers to: a target, an earlier step's result, or its text."""
        binding = self.source.bindings.of(ref)
        antecedent = binding.antecedent
        if antecedent is None:
            return "nothing (unbound)"
        what = self.object(antecedent)
        step = self.resolution.step_of(antecedent)
        elsewhere = next(
            (k for k, a in enumerate(self.source.ast.abilities, 1) if _holds(a, antecedent)), None
        )
        if step is None and elsewhere is not None and elsewhere != binding.ability + 1:
            return f"what ability {elsewhere} did, {what} (a linked ability, CR 607.2a)"
        if id(antecedent) in self.number or step is None or isinstance(antecedent, ast.SelfRef):
            return what
        done = PARTICIPLES.get(step.effect.kind, "named")
        named = nouns(antecedent)
        noun = ref.noun or (named.pop() if len(named) == 1 else "object")
        return f"the {noun} {done} in step {step.number}"

    def acts(self, player: Node, verb: str) -> str:
        """A player and a verb that agrees: "you scry", "target 1 scries"."""
        if not isinstance(player, ast.You):
            verb = verb[:-1] + "ies" if verb.endswith("y") else verb + "s"
        return f"{self.object(player)} {verb}"

    def amount(self, node: Node) -> str:
        if isinstance(node, ast.Number):
            return str(node.value)
        if isinstance(node, ast.Variable):
            if node.definition is None:
                return node.name
            return f"{node.name} (where {node.name} is {self.amount(node.definition)})"
        if isinstance(node, ast.ValueOf):
            return f"the {node.attribute} of {self.object(node.object)}"
        if isinstance(node, ast.Plus):
            return f"{self.amount(node.left)} plus {self.amount(node.right)}"
        if isinstance(node, ast.Ref):
            antecedent = self.source.bindings.of(node).antecedent
            step = self.resolution.step_of(antecedent) if antecedent else None
            if step is not None:
                return f"the number from step {step.number}"
            return f"that many (of {self.text(antecedent)})" if antecedent else "that many"
        return self.text(node)

    def count(self, node: Node, noun: str) -> str:
        if isinstance(node, ast.Number) and node.value == 1:
            return f"a {noun}"
        return f"{self.amount(node)} {noun}s"


def _steps(numbers: tuple[int, ...]) -> str:
    if not numbers:
        return "no step"
    return ("step " if len(numbers) == 1 else "steps ") + ", ".join(map(str, numbers))


def _holds(ability: Node, node: Node) -> bool:
    """Whether ``node`` is a part of ``ability``."""
    return any(n is node for n in ability.walk())
