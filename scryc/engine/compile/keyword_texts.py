"""Keywords that stand for an ability the rules spell out in words (CR 702): "Soulshift 3"
is "When this creature dies, you may return target Spirit card with mana value 3 or less
from your graveyard to your hand." The words, with the keyword's number and cost filled
in, are parsed and compiled like any card text, so the keyword behaves as its rule says.
"""

from __future__ import annotations

from ..ir import Call

#: Keyword → the ability it stands for, as its CR rule words it; ``{n}`` is its number (a
#: count of tokens is written as a word), ``{cost}`` its mana cost.
RULES_TEXT = {
    # CR 702.46a
    "soulshift": (
        "When this creature dies, you may return target Spirit card with mana value {n} or "
        "less from your graveyard to your hand."
    ),
    # CR 702.135a
    "afterlife": "When this creature dies, create {a_n} 1/1 white and black Spirit creature "
    "token{s} with flying.",
    # CR 702.123a
    "fabricate": (
        "When this creature enters, you may put {a_n} +1/+1 counter{s} on it. If you don't, "
        "create {a_n} 1/1 colorless Servo artifact creature token{s}."
    ),
    # CR 702.107a
    "outlast": "{cost}, {{T}}: Put a +1/+1 counter on this creature. Activate only as a sorcery.",
    # CR 702.77a
    "reinforce": "{cost}, Discard this card: Put {n} +1/+1 counters on target creature.",
    # CR 702.97a
    "scavenge": (
        "{cost}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to "
        "this card's power on target creature. Activate only as a sorcery."
    ),
    # CR 702.92a
    "living weapon": (
        "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then "
        "attach this Equipment to it."
    ),
    # CR 702.86a
    "annihilator": "Whenever this creature attacks, defending player sacrifices {n} permanents.",
    # CR 702.59a
    "recover": (
        "When a creature is put into your graveyard from the battlefield, you may pay {cost}. "
        "If you do, return this card from your graveyard to your hand. Otherwise, exile this "
        "card."
    ),
}
#: Keywords whose ability functions only in another zone than the battlefield (CR 702.59a:
#: recover, while the card is in a graveyard).
ZONES = {"recover": ("graveyard",)}
#: Keywords whose rule needs a number, and those that need a mana cost.
WITH_NUMBER = frozenset({"soulshift", "afterlife", "fabricate", "reinforce", "annihilator"})
WITH_COST = frozenset({"outlast", "reinforce", "scavenge", "recover"})
#: Counts of objects, as the rules text writes them ("create two … tokens").
WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def rules_text(name: str, number: int | str | None, cost: str | None) -> str | None:
    """The words the keyword stands for, or None when it has none here (or lacks the
    number or cost its rule needs); the number may be "X" where the cost has an {X}
    ("Reinforce X—{X}{W}{W}")."""
    template = RULES_TEXT.get(name)
    if template is None or (name in WITH_NUMBER and number is None):
        return None
    if (name in WITH_COST) != (cost is not None):
        return None
    if isinstance(number, str):
        if "{a_n}" in template or number != "X" or "{X}" not in (cost or ""):
            return None
        return template.format(n=number, cost=cost, s="s")
    n = number or 0
    if "{a_n}" in template and n not in WORDS:
        return None
    return template.format(n=n, cost=cost, a_n=WORDS.get(n, ""), s="" if n == 1 else "s")


def in_zones(tree: Call, zones: tuple[str, ...]) -> Call:
    """A triggered ability's call that works in ``zones`` instead of the battlefield."""
    kwargs = (*((k, v) for k, v in tree.kwargs if k != "zones"), ("zones", zones))
    return Call(tree.op, tree.args, kwargs)
