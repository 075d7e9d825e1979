"""A card's abilities as Forge script lines: keywords as ``K:``, spell and activated
abilities as ``A:SP$``/``A:AB$``, triggered abilities as ``T:`` with an ``Execute$`` SVar,
each chain of steps as ``SubAbility$`` SVars; descriptions are the card's own words, with
``CARDNAME`` for its name as Forge writes it."""

from __future__ import annotations

from functools import partial

from .. import ast
from ..ast import Node
from .conditions import state_params, trigger_state
from .cost_changes import activation_reduction, static_cost_lines
from .costs import cost
from .delayed import immediate, spent_trigger
from .effects import Step, steps
from .looking import plus_replacement
from .objects import event_counts, valid_expression
from .opening_hand import from_opening_hand, opening_hand_lines
from .paid import resolution_cost, works_from_graveyard
from .refusal import Refused
from .replacements import dies_exiled, enters_if_sacrificed, exile_if_dying
from .statics import static_lines
from .triggers import resolved, tied_condition, trigger_params
from .values import costs_paid
from .written import Written

#: Keywords Forge writes as ``K:Name`` with nothing after the name.
PLAIN_KEYWORDS = {
    name.lower(): name
    for name in (
        "Flying", "First Strike", "Double Strike", "Deathtouch", "Defender", "Flash",
        "Haste", "Hexproof", "Indestructible", "Lifelink", "Menace", "Prowess", "Reach",
        "Trample", "Vigilance", "Shroud", "Fear", "Intimidate", "Changeling", "Flanking",
        "Devoid", "Convoke", "Enlist", "Read Ahead", "Bargain", "Delve", "Improvise", "Partner",
    )
}  # fmt: skip
#: Keywords Forge writes as ``K:Name:<cost or number>``.
VALUE_KEYWORDS = {
    name.lower(): name
    for name in (
        "Ward", "Cycling", "Disguise", "Kicker", "Buyback", "Morph", "Flashback", "Equip", "Crew",
        "Saddle", "Plot",
    )
}  # fmt: skip


#: "Activate only as a sorcery / once each turn" as Forge's parameters.
RESTRICTIONS = {
    "sorcery": {"SorcerySpeed": "True"},
    "once each turn": {"ActivationLimit": "1"},
    "sorcery and once each turn": {"SorcerySpeed": "True", "ActivationLimit": "1"},
}


def card_parts(abilities: list[Node], permanent: bool = False) -> list[Node | list[Node]]:
    """A card's abilities as the script writes them, in order: a spell's paragraphs are one
    ability (CR 113.3a), where its first paragraph is; an ability word has no rules meaning
    (CR 207.2c), so the ability under it stands for it. On a ``permanent``, a line read as a
    spell ability (the parser had no type line) is how the permanent enters (CR 614.1c), or
    refused."""
    plain = [a.ability if isinstance(a, ast.AbilityWordAbility) else a for a in abilities]
    if permanent:
        plain = [_static_if_entering(a) for a in plain]
    # a spell's "If <object> would die this turn, exile it instead." is part of its effect
    of_spell = [a for a in plain if isinstance(a, ast.SpellAbility) or dies_exiled(a)]
    spell = of_spell if not permanent else []
    chapters = [a for a in plain if isinstance(a, ast.ChapterAbility)]
    parts: list[Node | list[Node]] = []
    for ability in plain:
        if any(ability is a for a in spell):
            parts += [spell] if ability is spell[0] else []
        elif isinstance(ability, ast.ChapterAbility):  # a Saga's chapters: one K:Chapter line
            parts += [chapters] if ability is chapters[0] else []
        else:
            parts.append(ability)
    return parts


def _static_if_entering(ability: Node) -> Node:
    """A permanent's "enters tapped / with counters" line as the static ability it is."""
    if not isinstance(ability, ast.SpellAbility):
        return ability
    if isinstance(ability.effect, (ast.EntersTapped, ast.EntersWithCounters)):
        return ast.StaticAbility(effect=ability.effect, span=ability.span)
    return ability  # refused when it is written (ability_lines)


def part_lines(part: Node | list[Node], written: Written, aura: bool) -> list[str]:
    """The script lines of one part of :func:`card_parts`."""
    if isinstance(part, list) and isinstance(part[0], ast.ChapterAbility):
        return chapter_lines(part, written)  # type: ignore[arg-type]
    if isinstance(part, list):
        return spell_lines(part, written)  # type: ignore[arg-type]
    return ability_lines(part, written, aura)


def chapter_lines(chapters: list[ast.ChapterAbility], written: Written) -> list[str]:
    """A Saga's chapter abilities (CR 714.2) as Forge's ``K:Chapter:N:SVar,…`` and the SVar
    chain of each chapter."""
    names: dict[int, str] = {}
    lines: list[str] = []
    for chapter in chapters:
        inner = chapter.ability
        if not isinstance(inner, ast.SpellAbility):
            raise Refused(f"chapter: {inner.kind}")
        chain = steps(inner.effect, None, written.resolve)
        if not chain:
            raise Refused("a chapter without an effect")
        name = written.svar("DB", chain[0].api)
        lines += _svar_lines(name, chain, written, written.description(inner))
        names.update(dict.fromkeys(chapter.chapters, name))
    if sorted(names) != list(range(1, len(names) + 1)):
        raise Refused("chapters out of order")
    return [f"K:Chapter:{len(names)}:{','.join(names[n] for n in sorted(names))}", *lines]


def ability_lines(ability: Node, written: Written, aura: bool) -> list[str]:
    """The script lines of one ability of the card."""
    if isinstance(ability, ast.AbilityWordAbility):  # no rules meaning (CR 207.2c)
        return ability_lines(ability.ability, written, aura)
    if isinstance(ability, ast.KeywordList):
        return [line for k in ability.keywords for line in keyword_lines(k, aura)]
    if isinstance(ability, ast.Keyword):
        return keyword_lines(ability, aura)
    if isinstance(ability, ast.ReminderOnly):
        return []
    if isinstance(ability, ast.Prototype):  # CR 702.160: K:Prototype:<cost>:<power>:<toughness>
        return [f"K:Prototype:{cost(ability.cost)}:{ability.size.replace('/', ':')}"]
    if isinstance(ability, ast.SpellAbility):  # a line of a permanent read as a spell's
        raise Refused("a spell ability on a permanent")
    if isinstance(ability, ast.ActivatedAbility) and _mana_first(ability.effect) is not None:
        if ability.cost_rule is not None:
            raise Refused("a mana ability with a cost rule")
        return _mana_lines(ability, written)
    if isinstance(ability, ast.ActivatedAbility):  # Forge prints the cost before the words
        head, svars = _activated(ability), []
        if ability.cost_rule is not None:  # "This ability costs {1} less to activate …"
            reduction, svars = activation_reduction(ability.cost_rule, written.variables)
            head |= reduction
        with costs_paid(ability.costs):  # "Sacrifice ~: … equal to its power"
            chain = steps(ability.effect, None, written.resolve)
        said = [ability.effect, *([ability.cost_rule] if ability.cost_rule else [])]
        return _chain_lines("A", head, chain, written, said) + svars
    if isinstance(ability, ast.TriggeredAbility):
        return _triggered(ability, written)
    if (done := from_opening_hand(ability)) is not None:  # "reveal this card from your …"
        chain = steps(done, None, written.resolve)
        if not chain or any(step.svars or step.modes or step.execute for step in chain):
            raise Refused("an effect from an opening hand with variables, modes or triggers")
        name = written.svar("DB", chain[0].api)
        return opening_hand_lines(_svar_lines(name, chain, written), written.description(ability))
    if isinstance(ability, ast.StaticAbility) and isinstance(ability.effect, ast.CostChange):
        said = written.description(ability)
        return static_cost_lines(ability, said, written.variables, written.resolve)
    if isinstance(ability, ast.StaticAbility):
        return static_lines(
            ability,
            written.description(ability),
            written.resolve,
            partial(_granted, written),
            written.variables,
        )
    if isinstance(ability, ast.ReplacementAbility):
        said = written.description(ability)
        if (
            lines := enters_if_sacrificed(ability, said, written.resolve)
        ) is not None and "X" not in written.variables:
            written.variables.add("X")
            return lines
        return plus_replacement(ability, said, written.variables)
    raise Refused(ability.kind)


def spell_lines(abilities: list[ast.SpellAbility], written: Written) -> list[str]:
    """A spell's paragraphs as one ``A:SP$`` chain: a spell has one ability (CR 113.3a)."""
    chain: list[Step] = []
    for ability in abilities:
        if isinstance(ability, ast.ReplacementAbility):  # exiled if it would die this turn
            exile_if_dying(ability, chain, written.resolve)
        else:
            steps(ability.effect, chain, written.resolve)
    return _chain_lines("A", {"SP": ""}, chain, written, abilities)


def _granted(
    written: Written, ability: ast.ActivatedAbility | ast.TriggeredAbility
) -> tuple[str, list[str]]:
    """An activated ability a static ability grants, as an SVar ``AB$`` line (and its
    chain), or a triggered ability as an SVar holding its trigger: its name and its lines."""
    if isinstance(ability, ast.TriggeredAbility):
        lines = _triggered(ability, written)
        if sum(line.startswith("T:") for line in lines) != 1:
            raise Refused("a granted ability with several triggers")
        name = written.svar("Trig", "Granted")
        return name, [f"SVar:{name}:" + lines[0].removeprefix("T:"), *lines[1:]]
    chain = steps(ability.effect, None, written.resolve)
    lines = _chain_lines("A", _activated(ability), chain, written, ability.effect)
    name = written.svar("AB", chain[0].api)
    return name, [f"SVar:{name}:" + lines[0].removeprefix("A:"), *lines[1:]]


def _mana_lines(ability: ast.ActivatedAbility, written: Written) -> list[str]:
    """A mana ability: one ``A:AB$ Mana`` line for each mana it may add, as Forge writes it."""
    effect = _mana_first(ability.effect)
    assert effect is not None
    if effect.identity is not None:
        raise Refused("mana of a commander's color identity")
    head = _activated(ability)
    chain: list[Step] = []
    spent: list[str] = []
    for then in ability.effect.steps[1:] if isinstance(ability.effect, ast.Sequence) else []:
        if (trigger := spent_trigger(then)) is not None:  # "When you spend this mana to …"
            spent = _spent_lines(trigger, then, written)  # type: ignore[arg-type]
        else:  # "Add one mana of any color. Put a counter on …"
            steps(then, chain, written.resolve)
    if (chain or spent) and len(effect.options) > 1:
        raise Refused("a mana ability with a choice of mana and a further effect")
    sub = written.svar("DB", chain[0].api) if chain else None
    number = "1" if effect.amount is None else _number(effect.amount)
    lines = []
    for option in effect.options:
        produced = "Any" if option == "any color" else " ".join(option.strip("{}").split("}{"))
        if not all(symbol in "WUBRGC" for symbol in produced.split()) and produced != "Any":
            raise Refused(f"mana {option}")
        params = {"AB": "Mana", "Cost": head["Cost"], "Produced": produced}
        params |= {"Amount": number} if number != "1" else {}
        params |= {"SubAbility": sub} if sub else {}
        params |= {"TriggersWhenSpent": spent[0].split(":")[1]} if spent else {}
        params["SpellDescription"] = written.description(ability.effect)
        lines.append("A:" + _joined(params))
    return lines + (_svar_lines(sub, chain, written) if sub else []) + spent


def _spent_lines(trigger: dict[str, str], node: ast.DelayedTrigger, written: Written) -> list[str]:
    """The SVar of a mana's trigger when it is spent (a trigger's parameters) and its chain."""
    chain = steps(node.effect, None, written.resolve)
    if not chain:
        raise Refused("a trigger of spent mana without an effect")
    name, execute = written.svar("Trig", "Spent"), written.svar("Trig", chain[0].api)
    trigger |= {"Execute": execute, "TriggerDescription": written.description(node)}
    return [f"SVar:{name}:" + _joined(trigger), *_svar_lines(execute, chain, written)]


def _mana_first(effect: Node) -> ast.AddMana | None:
    """The mana a mana ability adds: its effect, or the first of its steps (the others
    are done as it resolves, CR 605.3b); None for an ability that adds no mana first."""
    first = effect.steps[0] if isinstance(effect, ast.Sequence) and effect.steps else effect
    return first if isinstance(first, ast.AddMana) else None


def keyword_lines(keyword: ast.Keyword, aura: bool) -> list[str]:
    """``K:`` lines of a keyword; an Aura's Enchant also gets its ``A:SP$ Attach``."""
    name = keyword.name.lower()
    if name in PLAIN_KEYWORDS and not (keyword.cost or keyword.costs or keyword.amount):
        return [f"K:{PLAIN_KEYWORDS[name]}"]
    if name in VALUE_KEYWORDS and (keyword.cost is not None or keyword.amount is not None):
        value = cost(keyword.cost) if keyword.cost is not None else _number(keyword.amount)
        return [f"K:{VALUE_KEYWORDS[name]}:{value}"]
    if name == "suspend" and keyword.cost is not None and keyword.amount is not None:
        return [f"K:Suspend:{_number(keyword.amount)}:{cost(keyword.cost)}"]  # CR 702.62
    if name == "enchant" and aura and keyword.filter is not None and keyword.player is None:
        valid = valid_expression(keyword.filter)
        words = " ".join(part.lower() for part in valid.split("."))
        return [f"K:Enchant {words}", f"A:SP$ Attach | ValidTgts$ {valid} | AILogic$ Pump"]
    raise Refused(f"keyword {keyword.name}")


def _number(node: Node | None) -> str:
    if isinstance(node, ast.Number):
        return str(node.value)
    raise Refused("a keyword's amount that is not a number")


def _activated(ability: ast.ActivatedAbility) -> dict[str, str]:
    head = {"AB": "", "Cost": " ".join(cost(c) for c in ability.costs)}
    if ability.loyalty is not None:  # CR 606: its cost is the loyalty counters
        if ability.costs or not ability.loyalty.lstrip("+-−").isdigit():
            raise Refused("a loyalty ability with another cost, or X loyalty")
        number = ability.loyalty.lstrip("+-−")
        change = "SubCounter" if ability.loyalty[0] in "-−" else "AddCounter"
        head |= {"Cost": f"{change}<{number}/LOYALTY>", "Planeswalker": "True"}
    restriction = ability.restriction
    if restriction is not None:
        if restriction.any_player or restriction.during == "your upkeep":
            raise Refused("activation by any player, or only during your upkeep")
        head |= RESTRICTIONS.get(restriction.timing or "", {})
        head |= {"PlayerTurn": "True"} if restriction.during == "your turn" else {}
        if restriction.condition is not None:  # "Activate only if you control …"
            head |= state_params(restriction.condition)
    return head


def _triggered(ability: ast.TriggeredAbility, written: Written) -> list[str]:
    if ability.duration is not None:
        raise Refused("a trigger for a duration")
    if ability.during is not None:
        raise Refused("a trigger during your turn")
    trigger = ability.trigger
    events = trigger.triggers if isinstance(trigger, ast.AnyOfTriggers) else [trigger]
    condition = ability.condition
    # "if it didn't die", "if you descended this turn": in what it watches; else an "if"
    tied = tied_condition(condition, events, written.resolve) if condition is not None else None
    state = tied or (trigger_state(condition) if condition is not None else {})
    if ability.effect_once_each_turn:
        raise Refused("an effect done only once each turn")
    paid, effect = _paid(ability.effect)
    kept = state.get("PresentZone") if state.get("IsPresent") == "Card.StrictlySelf" else None
    with event_counts(events, kept):  # "where X is the number of cards looked at while …"
        if paid is not None and isinstance(effect, ast.ReflexiveTrigger):  # "When you do, …"
            chain = [immediate(effect, written.resolve, steps)]
        else:
            chain = steps(effect, None, written.resolve)
    if not chain:
        raise Refused("an ability without an effect")
    # "attacks or blocks": one line each; a condition that is the whole trigger has its mode
    heads = [
        {} if "Mode" in state else trigger_params(resolved(event, written.resolve))
        for event in events
    ]
    optional = paid is None and all(step.optional for step in chain)
    if optional:
        for step in chain:
            step.optional = False
    execute = written.svar("Trig", chain[0].api)
    lines = []
    for head in heads:
        head |= {"OptionalDecider": "You"} if optional else {}
        head |= {"ActivationLimit": "1"} if ability.once_each_turn else {}
        head |= state  # an intervening "if" (CR 603.4)
        head |= {"TriggerZones": "Graveyard"} if works_from_graveyard(paid) else {}
        if head.get("TriggerZones") == "Battlefield" and written.zone != "Battlefield":
            head["TriggerZones"] = written.zone
        head |= {"Execute": execute, "TriggerDescription": written.description(ability)}
        lines.append("T:" + _joined(head))
    return [*lines, *_svar_lines(execute, chain, written, cost=paid)]


def _paid(effect: Node) -> tuple[str | None, Node]:
    """ "you may pay {1}. If you do, scry 2.": the mana paid on resolution (Forge writes the
    step as ``AB$`` with that ``Cost$``) and the effect it buys; (None, effect) otherwise."""
    if not (isinstance(effect, ast.Sequence) and len(effect.steps) == 2):
        return None, effect
    may, then = effect.steps
    if not (isinstance(may, ast.Optional_) and isinstance(may.player, ast.You)):
        return None, effect
    pay = may.effect
    bought = isinstance(then, ast.Conditional) and isinstance(then.condition, ast.IfYouDo)
    if isinstance(then, ast.ReflexiveTrigger) and then.done is None:  # "When you do, …"
        bought, then = True, ast.Conditional(condition=ast.IfYouDo(), effect=then)
    mana = cost(ast.ManaCost(symbols=pay.symbols)) if isinstance(pay, ast.PayMana) else None
    paid = resolution_cost(pay, mana)  # "you may pay 3 life", "… return another creature …"
    if not (paid and bought):
        return None, effect
    assert isinstance(then, ast.Conditional)
    if then.otherwise is not None or then.instead or then.unless:
        raise Refused("a payment with otherwise, instead or unless")
    return paid, then.effect


def _chain_lines(
    key: str, head: dict[str, str], chain: list[Step], written: Written, said: Node | list[Node]
) -> list[str]:
    """An ``A:`` line whose first step is written on it, and the SVars of the rest."""
    if not chain:
        raise Refused("an ability without an effect")
    first, rest = chain[0], chain[1:]
    kind = next(iter(head))
    if kind != "AB" and "ActivationZone" in first.params:
        raise Refused("a card moving itself from a graveyard other than by its own ability")
    extra: list[str] = []
    params = {kind: first.api, **{k: v for k, v in head.items() if k != kind}}
    params |= _step_params(first, written, extra)
    sub = written.svar("DB", rest[0].api) if rest else None
    if sub:
        params["SubAbility"] = sub
    nodes = said if isinstance(said, list) else [said]
    params["SpellDescription"] = " ".join(written.description(node) for node in nodes)
    lines = [f"{key}:" + _joined(params), *(_svar_lines(sub, rest, written) if sub else [])]
    return lines + extra


def _svar_lines(
    name: str,
    chain: list[Step],
    written: Written,
    description: str | None = None,
    cost: str | None = None,
) -> list[str]:
    """``SVar:`` lines for a chain of steps, the first named ``name`` (an ``AB$`` with its
    ``Cost$`` when the chain has a cost paid as it resolves)."""
    lines: list[str] = []
    extra: list[str] = []
    for i, step in enumerate(chain):
        if "ActivationZone" in step.params:  # only an activated ability's own line has it
            raise Refused("a card moving itself from a graveyard other than by its own ability")
        first = {"AB": step.api, "Cost": cost} if cost and i == 0 else {"DB": step.api}
        params = first | _step_params(step, written, extra)
        following = written.svar("DB", chain[i + 1].api) if i + 1 < len(chain) else None
        if following:
            params["SubAbility"] = following
        if description is not None and i == 0:
            params["SpellDescription"] = description
        lines.append(f"SVar:{name}:" + _joined(params))
        name = following or name
    return lines + extra


def _step_params(step: Step, written: Written, extra: list[str]) -> dict[str, str]:
    """A step's parameters; a charm's modes are written as SVars into ``extra``."""
    params = dict(step.params)
    for name, value in step.svars.items():
        if name not in written.variables:  # "scry X and lose X life": one SVar X
            written.variables.add(name)
            extra.append(f"SVar:{name}:{value}")
    if step.modes:
        names = []
        for chain, node in step.modes:
            if not chain:
                raise Refused("a mode without an effect")
            names.append(written.svar("DB", chain[0].api))
            extra.extend(_svar_lines(names[-1], chain, written, written.description(node)))
        params = {"Choices": ",".join(names)} | params
    if step.execute is not None:  # a delayed or reflexive trigger's chain
        inner, node = step.execute
        name = written.svar("Trig", inner[0].api)
        extra.extend(_svar_lines(name, inner, written))
        params |= {"Execute": name, "TriggerDescription": written.description(node)}
    return params | ({"OptionalDecider": "You"} if step.optional else {})


def _joined(params: dict[str, str]) -> str:
    return " | ".join(f"{k}$ {v}" for k, v in params.items())
