"""The checker: semantic passes over the AST (binding, targets, sequencing), the plan that
``scryc explain`` prints, lint rules with fixes, and applying fixes to card files."""

from .diagnostic import Diagnostic, Fix
from .explain import explain
from .lint import Report, Result, Selection, check_card, diagnose, run
from .rules import BY_CODE, RULES, Rule
from .source import Parsed, Source, read

__all__ = [
    "BY_CODE",
    "RULES",
    "Diagnostic",
    "Fix",
    "Parsed",
    "Report",
    "Result",
    "Rule",
    "Selection",
    "Source",
    "check_card",
    "diagnose",
    "explain",
    "read",
    "run",
]
