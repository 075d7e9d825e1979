"""Comparable facts of a card's abilities, read from a Forge script: what each ability is
(its kind, its trigger, its cost) and, in order, the steps it takes (Forge's API type, the
amount, who acts, what it targets and how many, whether it is optional).

Spelling is left out: SVar names, parameter order, descriptions, AI hints. Where Forge
writes bookkeeping that does nothing in the game (``Cleanup``), or spells out what a rule
does anyway (an Aura's ``SP$ Attach``), the facts leave it out too. The same facts are made
from an AST by generating its script (:mod:`scryc.forge.emit`), so one comparison serves
the back end's test, the Forge cross-check and the audit rule SCRY012.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .script import Line, Params, Script

#: The parameter holding each API's amount, and the amount Forge takes when it is left out.
AMOUNTS = {
    "Scry": ("ScryNum", "1"),
    "Surveil": ("Amount", "1"),
    "Draw": ("NumCards", "1"),
    "Discard": ("NumCards", "1"),
    "Mill": ("NumCards", "1"),
    "GainLife": ("LifeAmount", None),
    "LoseLife": ("LifeAmount", None),
    "DealDamage": ("NumDmg", None),
    "PutCounter": ("CounterNum", "1"),
    "Token": ("TokenAmount", "1"),
    "Mana": ("Amount", "1"),
    "DamageAll": ("NumDmg", None),
    "PutCounterAll": ("CounterNum", "1"),
    "Dig": ("DigNum", None),
}
#: The APIs whose step acts for a player (``Defined$`` names who; you when left out).
PLAYER_APIS = frozenset(
    {"Scry", "Surveil", "Draw", "Discard", "Mill", "GainLife", "LoseLife", "Token"}
)
#: Steps that do nothing in the game: Forge's bookkeeping.
BOOKKEEPING = frozenset({"Cleanup"})
#: Forge's ``Defined$`` players, as the facts name them.
PLAYERS = {
    "You": "you",
    "Player": "each player",
    "Opponent": "each opponent",
    "Player.Opponent": "each opponent",
    "Targeted": "target",
    "TargetedPlayer": "target",
    "ParentTarget": "target",
}
#: The mode of "This land enters tapped." (CR 614.1c), written as a replacement or keyword.
ENTERS_TAPPED = "EntersTapped"


@dataclass(frozen=True)
class Step:
    """One effect of an ability; ``line`` is the script line that carries it."""

    api: str
    amount: str | None = None
    who: str | None = None
    targets: str | None = None  # None: untargeted; "1", "0-2", …: how many targets
    optional: bool = False
    line: int = field(default=0, compare=False)


@dataclass(frozen=True)
class Ability:
    """One ability: its kind, its trigger (or keyword) and cost, and its steps in order."""

    kind: str  # "spell", "activated", "triggered", "static", "replacement", "keyword"
    mode: str | None = None
    cost: str | None = None
    steps: tuple[Step, ...] = ()
    line: int = field(default=0, compare=False)

    def key(self) -> tuple[str, str, str]:
        return (self.kind, self.mode or "", self.cost or "")


def of_script(script: Script) -> list[Ability]:
    """The facts of every ability of one script face, in script order."""
    aura = any(x.key == "K" and x.value.startswith("Enchant") for x in script.lines)
    found: list[Ability] = []
    for line in script.abilities:
        if aura and line.key == "A" and line.params.get("SP") == "Attach":
            continue  # the Aura's spell (CR 303.4a): Forge writes it, the text does not
        if line.key == "K" and line.value.startswith("Chapter:"):  # a Saga: each chapter
            for name in line.value.split(":")[2].split(","):
                found.append(_ability(script, Line("CHAPTER", name.strip(), line.number)))
            continue
        if line.key == "S" and (modes := _hidden_restrictions(line.params)):
            found += [Ability("static", mode, line=line.number) for mode in modes]
            continue
        ability = _ability(script, line)
        if not (_mana(ability) and ability in found):  # "Add {B} or {G}": one per color
            found.append(ability)
    return found


#: Restrictions older scripts wrote as hidden keywords of a continuous effect, and the
#: static abilities (modes) current scripts write for them.
_HIDDEN = {
    "CARDNAME can't attack or block.": ("CantAttack", "CantBlock"),
    "CARDNAME can't attack.": ("CantAttack",),
    "CARDNAME can't block.": ("CantBlock",),
}


def _hidden_restrictions(params: dict[str, str]) -> tuple[str, ...]:
    """The modes of a continuous effect that only adds a hidden restriction keyword."""
    if params.get("Mode") != "Continuous" or _changes(params) != {"addhiddenkeyword"}:
        return ()
    return _HIDDEN.get(params.get("AddHiddenKeyword", "").strip(), ())


def _changes(params: dict[str, str]) -> set[str]:
    """What a continuous effect changes: its Add…, Set… and Remove… parameters."""
    names = {k.lower() for k in params}
    return {k for k in names if k.startswith(("add", "set", "remove")) and k != "addsvar"}


def _mana(ability: Ability) -> bool:
    return bool(ability.steps) and all(step.api == "Mana" for step in ability.steps)


def _static_mode(params: dict[str, str]) -> str | None:
    """A static ability's mode; Forge's older scripts wrote "can't be blocked" as the hidden
    keyword Unblockable of a continuous effect (``AddHiddenKeyword$ Unblockable``), which
    its current scripts write ``Mode$ CantBlockBy``."""
    hidden = params.get("AddHiddenKeyword") == "Unblockable"
    if params.get("Mode") == "Continuous" and hidden and _changes(params) == {"addhiddenkeyword"}:
        return "CantBlockBy"
    return params.get("Mode")


def _ability(script: Script, line: Line) -> Ability:
    p = line.params
    if line.key == "K" and line.value.endswith(
        ("enters the battlefield tapped.", "enters tapped.")
    ):
        return Ability("replacement", ENTERS_TAPPED, line=line.number)
    if line.key == "K":
        return Ability("keyword", keyword_name(line.value), line=line.number)
    if line.key == "CHAPTER":  # one chapter of a Saga, from K:Chapter (see of_script)
        chain = _chain(script, script.svar(line.value), False)
        return Ability("triggered", "Chapter", None, chain, line.number)
    if line.key == "R" and _enters_tapped(script, p):
        return Ability("replacement", ENTERS_TAPPED, line=line.number)
    if line.key == "S":
        return Ability("static", _static_mode(p), line=line.number)
    if line.key == "R":
        return Ability("replacement", p.get("Event"), line=line.number)
    if line.key == "T":
        execute = script.svar(p.get("Execute", ""))
        cost = execute.params.get("Cost") if execute and "AB" in execute.params else None
        # a cost paid as the trigger resolves is the choice ("you may pay {1}. If you do"):
        # Forge writes OptionalDecider$ there or leaves it out
        optional = ("OptionalDecider" in p or p.get("Optional") == "True") and cost is None
        steps = _chain(script, execute, optional)
        return Ability("triggered", trigger_mode(p), cost and normal_cost(cost), steps, line.number)
    kind = "activated" if "AB" in p else "spell"
    cost = normal_cost(p["Cost"]) if kind == "activated" and "Cost" in p else None
    return Ability(kind, None, cost, _chain(script, line, False), line.number)


def _enters_tapped(script: Script, p: dict[str, str]) -> bool:
    """Whether a replacement makes the card itself enter tapped."""
    replacement = script.svar(p.get("ReplaceWith", ""))
    return bool(
        p.get("Event") == "Moved"
        and p.get("ValidCard") == "Card.Self"
        and replacement is not None
        and replacement.params.get("DB") == "Tap"
        and replacement.params.get("Defined") == "Self"
    )


def _chain(script: Script, line: Line | None, optional: bool) -> tuple[Step, ...]:
    """The steps from ``line`` on through ``SubAbility$`` (and a charm's choices)."""
    steps: list[Step] = []
    seen: set[int] = set()
    while line is not None and line.number not in seen:
        seen.add(line.number)
        api = line.params.get("SP") or line.params.get("AB") or line.params.get("DB")
        if api == "Charm":
            for name in line.params.get("Choices", "").split(","):
                steps.extend(_chain(script, script.svar(name.strip()), optional))
        elif api == "Token":  # "a Treasure token and a Bird token": one step, two scripts
            scripts = line.params.get("TokenScript", "").split(",")
            steps.extend(_step(api, line, optional) for _ in scripts)
        elif api and api not in BOOKKEEPING:
            steps.append(_step(api, line, optional))
        line = script.svar(line.params.get("SubAbility", ""))
    return tuple(steps)


def _step(api: str, line: Line, optional: bool) -> Step:
    p = line.params
    if api == "ChangeZone":
        api = f"ChangeZone>{p.get('Destination', '?')}"
    if (
        api == "Pump"
        and p.get("KW") == "HIDDEN Unblockable"
        and not ("NumAtt" in p or "NumDef" in p)
    ):
        api = "Effect"  # older scripts' "can't be blocked this turn" (see _static_mode)
    if api == "PeekAndReveal":  # the top cards looked at or revealed, left where they are
        api, p = "Dig", Params(p | {"DigNum": p.get("PeekAmount", "1")})
    if api == "DamageAll" and "ValidPlayers" in p and "ValidCards" not in p:
        api = "DealDamage"  # damage to each of some players: also written DealDamage | Defined$
    amount = None
    if api in ("Pump", "PumpAll") and ("NumAtt" in p or "NumDef" in p):
        amount = "/".join(_signed(p.get(name, "0")) for name in ("NumAtt", "NumDef"))
    elif api in AMOUNTS:
        name, default = AMOUNTS[api]
        amount = normal_amount(p.get(name, default))
    targeted = "ValidTgts" in p or "TargetType" in p
    targets = None
    if targeted:
        low, high = p.get("TargetMin", "1"), p.get("TargetMax", "1")
        targets = high if low == high else f"{low}-{high}"
    who = None
    if api in PLAYER_APIS:
        who = "target" if targeted else PLAYERS.get(p.get("Defined", "You"), "other")
    optional = (
        optional or "OptionalDecider" in p or "True" in (p.get("Optional"), p.get("RevealOptional"))
    )
    return Step(api, amount, who, targets, optional, line.number)


def normal_amount(value: str | None) -> str | None:
    """A number as written ("2"; "+2" for a pump); anything else (X, an SVar) as "var"."""
    if value is None:
        return None
    value = value.strip()
    return value if re.fullmatch(r"[+-]?\d+", value) else "var"


def _signed(value: str) -> str:
    """A power or toughness change: "+1", "-2", "+0"; anything else as "var"."""
    value = value.strip()
    return f"{int(value):+d}" if re.fullmatch(r"[+-]?\d+", value) else "var"


def normal_cost(cost: str) -> str:
    """A Forge cost with its parts in a fixed order and without their descriptions:
    "T 2 U Sac<1/CARDNAME/this artifact>" and "2 U Sac<1/CARDNAME> T" are one cost, and so
    are ``Sac<1/NICKNAME>`` and ``Sac<1/CARDNAME>`` (both the card itself); a hybrid mana
    symbol is written "UB" or "U/B"."""
    cost = cost.replace("NICKNAME", "CARDNAME")  # the card's short name: the card itself
    parts = re.findall(r"[^\s<]+<[^>]*>|\S+", cost)
    plain = [re.sub(r"<([^/>]*/[^/>]*)/[^>]*>", r"<\1>", part) for part in parts]
    hybrid = [re.sub(r"^([WUBRG])([WUBRG])$", r"\1/\2", part) for part in plain]  # UB is U/B
    return " ".join(sorted(hybrid))


def trigger_mode(p: dict[str, str]) -> str:
    """The trigger's mode, with the zones of a zone change and the phase of a phase."""
    mode = p.get("Mode", "?")
    if mode in ("ChangesZone", "ChangesZoneAll"):
        origin = p.get("Origin", "Any")
        return f"ChangesZone:{origin}>{p.get('Destination', 'Any')}"
    if mode == "Phase":
        return f"Phase:{p.get('Phase', '?')}"
    return mode


def keyword_name(value: str) -> str:
    """A ``K:`` line's keyword, lower case, without its parameters: "ward", "enchant"."""
    name = value.split(":")[0].strip().lower()
    for head in ("enchant", "protection", "landwalk"):
        if name.startswith(head):
            return head
    return name


def differences(ours: list[Ability], theirs: list[Ability]) -> list[str]:
    """What differs between two cards' facts, as sentences ([] when they agree)."""
    left, right = sorted(ours, key=_order), sorted(theirs, key=_order)
    if left == right:
        return []
    found: list[str] = []
    for a in left:
        if a not in right:
            found.append(f"only ours: {describe(a)}")
    for b in right:
        if b not in left:
            found.append(f"only Forge's: {describe(b)}")
    return found


def _order(a: Ability) -> tuple[str, ...]:
    return (*a.key(), repr(a.steps))


def describe(a: Ability) -> str:
    """An ability's facts in a line: "triggered ChangesZone:Any>Battlefield: Scry 2"."""
    head = " ".join(x for x in (a.kind, a.mode, a.cost and f"cost {a.cost}") if x)
    return f"{head}: {', '.join(map(describe_step, a.steps))}" if a.steps else head


def describe_step(s: Step) -> str:
    parts = [s.api, s.amount or ""]
    if s.who and s.who != "you":
        parts.append(f"({s.who})")
    if s.targets:
        parts.append(f"[{s.targets} target{'s' if s.targets != '1' else ''}]")
    if s.optional:
        parts.insert(0, "may")
    return " ".join(p for p in parts if p)
