"""SCRY012: a Forge script whose effects disagree with its own Oracle line.

What it does: when the card comes from a Forge card script, sets what each of the script's
abilities does (its kind, trigger and cost; for each step, Forge's API type, the amount, who
acts, what it targets and how many, whether it is optional) beside what the AST of its
``Oracle:`` line says, and reports each disagreement at the script line that carries it: a
wrong amount, a missing or extra step, a target the text does not name (or a target lost), a
lost "may", another player acting. Where Forge models a thing otherwise on purpose (its
bookkeeping steps, an Aura's ``SP$ Attach``, "enters tapped" as a replacement, one mana
ability per color, a trigger's "may" on its ``T:`` line, a charm's modes) the facts are the
same on both sides and the rule stays silent; it also stays silent on abilities the Forge
back end cannot express, and on a step of the text that the script may do with an API the
back end does not write.

Why: a script is the card's behaviour in Forge; when it draws one card where its Oracle text
says two, players meet the difference, and Oracle text updates that change a number are easy
to miss in thousands of hand-written scripts. An ability does what its text says (CR 608.2,
CR 113.3).

Example: ``SVar:DBDraw:DB$ Draw | NumCards$ 1`` under ``Oracle:Scry 2, then draw two
cards.`` is reported at the SVar's line: "Draw: amount 1 where the Oracle text says 2".
"""

from __future__ import annotations

from collections.abc import Iterator

from ...ast import Span
from ..cr import cite
from ..diagnostic import Diagnostic
from ..source import Parsed

CODE = "SCRY012"
SUMMARY = "Forge script does what its Oracle line does not say"
CITATION = cite("608.2", "113.3")
LANGS = ("en",)
SCOPE = "ast"
SEVERITY = "warning"
FIX = None


def check(source: Parsed) -> Iterator[Diagnostic]:
    if not source.script:
        return
    from ...forge.audit import audit, script_of  # the Forge back end reads the checker's binder

    fields = {"Name": source.name or "", "Types": (source.type_line or "").replace("—", " ")}
    script = script_of(source.script, fields)
    for found in audit(script, source.ast, source.name or "", source.text):
        message = f"the script disagrees with its Oracle line: {found.message}"
        yield Diagnostic(CODE, message, Span(start=0, end=0), line=found.line)
