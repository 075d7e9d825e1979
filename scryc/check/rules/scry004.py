"""SCRY004: reminder text that is not the reminder for that scry / surveil N.

What it does: reads the reminder text of an ability that scries or surveils a fixed number
(or X) and checks that it describes that action and that number: the number of cards looked
at (spelled out: "the top two cards"; "the top card" for 1), the number in "To scry N, …",
and where the cards go (scry: "on the bottom"; surveil: "into your graveyard"). Earlier
Oracle wordings of a correct reminder ("… on the bottom of your library", "To scry 2, …")
are accepted.

Why: reminder text has no rules meaning (CR 207.2a); the keyword action's rules do
(CR 701.22a, 701.25a). A reminder that disagrees with its action misleads the reader.

Example: "Scry 2. (Look at the top card of your library. You may put that card on the
bottom.)" becomes "Scry 2. (Look at the top two cards of your library, then put any number of
them on the bottom and the rest on top in any order.)".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ... import ast
from ...tree import located
from ..cr import cite
from ..diagnostic import Diagnostic, Fix
from ..source import Parsed

CODE = "SCRY004"
SUMMARY = "reminder text is not the reminder for that scry / surveil N"
CITATION = cite("207.2a", "701.22a", "701.25a")
LANGS = ("en",)
SCOPE = "ast"
SEVERITY = "warning"
FIX = "replace it with the current reminder text for that action and number"

WORDS = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen", "twenty"),
)
DESTINATION = {"scry": "on the bottom", "surveil": "into your graveyard"}
CURRENT = {
    ("scry", 1): "Look at the top card of your library. You may put that card on the bottom.",
    ("scry", None): "Look at the top {n} cards of your library, then put any number of them on "
    "the bottom and the rest on top in any order.",
    ("surveil", 1): "Look at the top card of your library. You may put it into your graveyard.",
    ("surveil", None): "Look at the top {n} cards of your library, then put any number of them "
    "into your graveyard and the rest on top of your library in any order.",
}
#: A reminder for scry or surveil (from any Oracle era)…
ABOUT = re.compile(r"(?:To (?P<verb>scry|surveil) (?P<n>\S+), )?[Ll]ook at the top ")
COUNT = re.compile(r"look at (?P<what>the top (?:card|(?P<count>\S+) cards))\b", re.IGNORECASE)
WHERE = re.compile(r"\b(?P<scry>on the bottom)|\b(?P<surveil>into (?:your|their) graveyard)")
#: … and one that is nothing else (so replacing it loses nothing).
WHOLE = re.compile(
    r"(?:To (?:scry|surveil) \S+, )?[Ll]ook at the top (?:card|\S+ cards) of your library"
    r"(?:, then|\. You may|, then you may) put (?:that card|it|any number of them)"
    r" (?:on the bottom(?: of your library)?|into your graveyard)"
    r"(?: and the rest on top(?: of your library)? in any order)?\."
)


def check(source: Parsed) -> Iterator[Diagnostic]:
    for ability in source.ast.abilities:
        nodes = ability.walk()
        actions = {
            (n.kind, _number(n.amount)) for n in nodes if isinstance(n, (ast.Scry, ast.Surveil))
        }
        if len(actions) != 1:
            continue
        ((action, number),) = actions
        if number is None:
            continue
        for reminder in (n for n in nodes if isinstance(n, ast.ReminderText)):
            span = located(source.ast, reminder)
            problem = _problem(reminder.text, action, number)
            if span is None or problem is None:
                continue
            fix = None
            if WHOLE.fullmatch(reminder.text):
                start = source.text.index(reminder.text, span.start)
                fix = Fix(start, start + len(reminder.text), canonical(action, number))
            yield Diagnostic(CODE, f"reminder text for {action} {number}: {problem}", span, fix)


def canonical(action: str, number: int | str) -> str:
    """The current reminder text for ``action`` ``number``."""
    if number == 1:
        return CURRENT[action, 1]
    return CURRENT[action, None].format(n=_spelled(number))


def _problem(text: str, action: str, number: int | str) -> str | None:
    """What is wrong with a scry/surveil reminder, or None (also for other reminders)."""
    about = ABOUT.match(text)
    count = COUNT.search(text)
    if about is None or count is None:
        return None
    if about["verb"] and (about["verb"], about["n"]) != (action, str(number)):
        return f'it begins "To {about["verb"]} {about["n"]}"'
    looked = count["count"] or "one"
    if looked != _spelled(number):
        return f'it looks at "{count["what"]}" (should be {_looked(number)})'
    where = WHERE.search(text)
    if where is not None and where.lastgroup != action:
        return f'it puts the cards "{where[0]}" (a {action} puts them {DESTINATION[action]})'
    return None


def _number(amount: ast.Node) -> int | str | None:
    if isinstance(amount, ast.Number):
        return amount.value
    if isinstance(amount, ast.Variable):
        return amount.name
    return None


def _spelled(number: int | str) -> str:
    return WORDS[number] if isinstance(number, int) and number < len(WORDS) else str(number)


def _looked(number: int | str) -> str:
    return '"the top card"' if number == 1 else f'"the top {_spelled(number)} cards"'
