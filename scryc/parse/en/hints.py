"""The English lexer's hints: words whose token the words after them decide.

LALR(1) sees one token ahead; for the words of :data:`HINTS` the lexer looks further and
gives the word a token of its own (declared in ``grammar/common.lark``, where each hint's
scope is written), so the grammar can tell the constructions apart.
"""

from __future__ import annotations

import re

from ..tokens import LazyPattern, Pattern, first_of
from .commas import GRANTED_IF

#: What follows an "and" that joins two steps: an instruction's verb, or "you" and a verb
#: ("and you choose …"), "choose" ("look at target player's hand and choose a card from it"),
#: "discards" of the player before ("reveals their hand and discards …"),
#: or "its activated abilities" ("can't attack or block and its activated abilities …"), or
#: "it doesn't untap" ("tap that creature and it doesn't untap during …"), or "[it] deals N
#: damage" ("gets +2/+0 until end of turn and deals 1 damage to you", "put a +1/+1 counter on
#: ~ and it deals 1 damage to each opponent"), or "may" ("copy this spell and may choose …").
_VERBS = (
    "put|scry|surveil|draw|create|exile|return|tap|untap|sacrifice|discard|mill|destroy"
    "|search|shuffle|reveal|look|investigate|attach|transform|cast|remove"
)
STEP_AFTER_AND = LazyPattern(
    rf"\s+(?:you\s+(?:{_VERBS}|gain|lose|choose)|{_VERBS}|discards|choose|gain\s+control|(?:its|their)\s+activated\s+abilities"
    r"|(?:it|they)\s+(?:doesn|don)['’]t\s+untap|(?:it\s+)?deals\s+(?:\d+|x)\s+damage|it\s+deals\s+(?:damage|that\s+much)"
    r"|after\s+this\s+(?:main\s+|combat\s+)?phase|may)\b",
    re.IGNORECASE,
)
#: Words whose meaning the next words decide, which LALR(1) cannot see: for each word, what
#: may follow it and the token it then becomes (the first that matches). "and" repeating a
#: keyword ("protection from blue and from black"), joining two steps, or splitting cards
#: ("… into your hand and the rest on the bottom …"); "without" before
#: "paying" (a cost left unpaid), not before a keyword ("without flying"); "on" before "the
#: battlefield" (where an object is), not before "the top of" (where a card is put); "choose"
#: before "a color" (a value), not before "a creature" (an object); "instead" before "of
#: putting" (what the exile replaces), not at the end of a replaced step.
#: "target" (or "enchanted", "equipped") before an object's possessive ("target creature's
#: power"), not a player's, nor one after "unless" or "if" ("… with a single target unless
#: that spell's controller pays {2}").
TARGET_POSSESSIVE = LazyPattern(
    r"(?!\s+(?:player|opponent)['’]s)(?:\s+(?!(?:unless|if)\b)[a-z-]+){0,2}\s+"
    r"(?!(?:that|it|there|what|who)['’])"
    r"[a-z-]+['’]s\b",
    re.IGNORECASE,
)
#: "and" before a predicate that a keyword list could not tell apart: "has vigilance and can
#: block …", "has flying and is an Angel …", "gains trample and gets +X/+0 …", "have double
#: strike and attack each combat if able", "gains haste and becomes a Pirate …", "gains flying and
#: has base toughness 1".
AND_PREDICATE = LazyPattern(
    r"\s+(?:(?:is\s+an?|can(?:'t)?|becomes?|ha(?:s|ve)\s+base)\s"
    r"|gets?\s+(?:an\s+additional\s+)?[+\-−][\dX]+/"
    r"|(?:attacks?|blocks?)\s+each\s+combat\b)",
    re.IGNORECASE,
)
#: "and" between two card types that share the noun after them: "instant and sorcery cards";
#: between the kinds of permanent attached to one object: "each Aura and Equipment attached to".
AND_TYPE = LazyPattern(
    r"\s+(?:(?:artifact|creature|enchantment|instant|land|planeswalker|sorcery|battle)"
    r"\s+(?:cards?|spells?|permanents?)|Equipment\s+attached\s+to)\b",
    re.IGNORECASE,
)
#: "you and that player each draw a card", "you and each opponent who voted … may scry 2",
#: "permanents you and that player control": "you" and a player, the subject of the verb after
#: them (not "you and permanents you control gain hexproof", a list of objects).
YOU_AND = LazyPattern(
    r"\s+and\s+(?:that|target|each)\s+(?:player|opponent)\b(?:\s+who\b[^.,]*?)?\s+(?:each|may|control)\b",
    re.IGNORECASE,
)
#: "they" of a player as the subject of a step: "They return a creature card …", "they lose 2
#: life", "they gain life equal to …", "they draw a card", "they may pay {2}" (not "they gain
#: lifelink", which is said of objects, nor "the cards they draw this turn"; nor before a later
#: step whose verb would share "they" unwritten, "they draw a card and reveal it", which reads
#: as "you reveal").
THEY_PLAYER = LazyPattern(
    r"\s+(?:return\s+an?\b|may\b|(?:(?:lose|gain)\s+(?:[\w-]+\s+)?life"
    r"|draw\s+(?:a|an|\d+|x|two|three|four|five|six|seven|that\s+many|cards))\b"
    rf"(?![^.]*?(?:\band|,)\s+(?:then\s+)?(?:{_VERBS}|gain|lose)\b))",
    re.IGNORECASE,
)
#: "the player" named a sentence before, as the subject of its verb: "The player shuffles",
#: "then the player puts that card …", "the player may put it …" (not "the player or
#: planeswalker …", "If the player does", nor a player described after the noun: "the player
#: with the most life", "the player who …", "the player to your right").
THE_PLAYER = LazyPattern(
    r"\s+player\s+(?!(?:or|with|who|whose|to|does|doesn['’]t|did|didn['’]t|you)\b)[a-z]",
    re.IGNORECASE,
)
HINTS: dict[str, tuple[tuple[Pattern, str], ...]] = {
    "you": ((YOU_AND, "_YOU_AND"),),
    "they": ((THEY_PLAYER, "_THEY_PLAYER"),),
    "the": ((THE_PLAYER, "_THE_PLAYER"),),
    "and": (
        (LazyPattern(r"\s+only\s+as\s+a\s+sorcery\b", re.IGNORECASE), "_AND_SORCERY"),
        (LazyPattern(r"\s+from\b", re.IGNORECASE), "_AND_FROM"),
        (LazyPattern(r"\s+(?:\d+|x)\s+damage\s+to\b", re.IGNORECASE), "_AND_DAMAGE"),
        (GRANTED_IF, "_AND_GRANTED_IF"),
        (LazyPattern(r"\s+you\s+control\s+(?!no\b)", re.IGNORECASE), "_AND_YOU_CONTROL"),
        (STEP_AFTER_AND, "_AND_STEP"),
        (AND_PREDICATE, "_AND_PREDICATE"),
        (LazyPattern(r"\s+the\s+(?:rest|other)\b(?!\s+target)", re.IGNORECASE), "_AND_REST"),
        (AND_TYPE, "_AND_TYPE"),
    ),
    "each": (
        (LazyPattern(r"\s+combat\s+this\s+turn\b", re.IGNORECASE), "_EACH_COMBAT"),
        (LazyPattern(r"\s+(?:get|gain|have|become|deal)\b", re.IGNORECASE), "_EACH_AFTER"),
    ),
    "or": (
        (LazyPattern(r"\s+(?:at|when|whenever)\b", re.IGNORECASE), "_OR_AGAIN"),
        (LazyPattern(r"\s+activate\s+abilities\b", re.IGNORECASE), "_OR_ACTIVATE"),
        (
            LazyPattern(
                r"\s+pay\s+(?:\{|\d+\s+life\b)|(?<!cycle or)\s+(?:sacrifice|discard)\s+an?\s", re.I
            ),
            "_OR_PAY",
        ),
        (
            LazyPattern(r"\s+that\s+(?:planeswalker|permanent)['’]s\s+controller\b", re.I),
            "_OR_CONTROLLER",
        ),
        (LazyPattern(r"\s+there\s+(?:is|are)\b", re.IGNORECASE), "_OR_THERE"),
    ),
    "remove": ((LazyPattern(r"[^.,;:]*?\bfrom\s+combat\b", re.IGNORECASE), "_REMOVE_COMBAT"),),
    "from": ((LazyPattern(r"\s+combat\b", re.IGNORECASE), "_FROM_COMBAT"),),
    "without": ((LazyPattern(r"\s+paying\b", re.IGNORECASE), "_WITHOUT_PAYING"),),
    "rather": ((LazyPattern(r"\s+than\s+pay(?:ing)?\s+its\s+mana\s+cost\b", re.I), "_RATHER_ITS"),),
    "instead": ((LazyPattern(r"\s+of\s+(?:putting|into)\b", re.IGNORECASE), "_INSTEAD_OF"),),
    "on": ((LazyPattern(r"\s+the\s+battlefield\b", re.IGNORECASE), "_ON_BATTLEFIELD"),),
    "at": ((LazyPattern(r"\s+random\b", re.IGNORECASE), "_AT_RANDOM"),),
    "tapped": ((LazyPattern(r"\s+this\s+way\b", re.IGNORECASE), "_TAPPED_THIS_WAY"),),
    "blocked": (
        (LazyPattern(r"\s+this\s+turn\s+except\s+by\b", re.IGNORECASE), "_BLOCKED_EXCEPT"),
    ),
    "for": ((LazyPattern(r"\s+as\s+long\s+as\b", re.IGNORECASE), "_FOR_AS_LONG"),),
    "cards": (
        (LazyPattern(r"\s+from\s+the\s+top\s+of\s+\w+\s+library\s+until\b", re.I), "_CARDS_UNTIL"),
    ),
    "choose": (
        (
            LazyPattern(
                r"\s+an?\s+(?:color|creature\s+type|(?:\w+\s+)?card\s+name|card\s+type"
                r"|(?:basic\s+)?land\s+type)\b",
                re.I,
            ),
            "_CHOOSE_VALUE",
        ),
    ),
    "half": (
        (
            LazyPattern(r"\s+(?!(?:your|their)\s+life,)[^.:]*?,\s+rounded\s+(?:up|down)\b", re.I),
            "_HALF",
        ),
    ),
    "that": ((LazyPattern(r"\s+an?\s+[^.,;:]*?\bcould\s+produce\b", re.I), "_THAT_COULD"),),
    "target": ((TARGET_POSSESSIVE, "_TARGET_POSSESSIVE"),),
    "enchanted": ((TARGET_POSSESSIVE, "_ATTACHED_POSSESSIVE"),),
    "equipped": ((TARGET_POSSESSIVE, "_ATTACHED_POSSESSIVE"),),
}


#: Each word of :data:`HINTS` with its hints tried as one pattern.
HINTED = {word: first_of(rows) for word, rows in HINTS.items()}
#: Printed misspellings read as the word they stand for, when what follows says so: "to it's
#: owner's hand" (an Oracle typo for "its").
VARIANTS: dict[str, tuple[Pattern, str]] = {
    "it's": (LazyPattern(r"\s+(?:owner|controller)['’]s\b", re.IGNORECASE), "its"),
}
