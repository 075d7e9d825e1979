"""The English lexer's commas: a comma whose role the text after it decides (a list's, a
list of keywords', of targets' …) is a token of its own, for the grammar (LALR(1) cannot see
that far)."""

from __future__ import annotations

import re

from ..tokens import MAX_ABILITY, LazyPattern, SourceText, ahead, first_of

#: A comma inside a list that ends ", or …" / ", and/or …" ("artifact, enchantment, or land").
#: (An item's words can be read one way only: possessive, ``++``, so that no other is tried.)
#: No item starts with an effect's verb: the comma of "When ~ enters, destroy target artifact,
#: enchantment, or land" ends the trigger, the list starts after it.
LIST_COMMA = LazyPattern(
    r",(?!\s+(?:destroy|return|choose|exile|counter\s+target)\s)"
    r"(?=(?:\s++[^\s,.:;]++(?:\s++[^\s,.:;]++){0,2}+,){0,12}\s+(?:or|and/or)\s)"
)
#: A comma in a list of subtypes or card types that ends ", and …": "Rabbits, Bats, Birds,
#: and Mice", "artifacts, creatures, and enchantments".
_TYPE = r"(?:[A-Z][a-z]+|artifacts|creatures|enchantments|lands|planeswalkers|battles)"
SUBTYPE_COMMA = LazyPattern(rf",(?=(?:\s+{_TYPE},)*\s+and\s+{_TYPE}\b)")
#: A comma in a list of one subject's predicates: "gets +2/+2, has flying, and attacks …".
PREDICATE_COMMA = LazyPattern(
    r",(?=\s+(?:and\s+)?(?:has|gains|gets|attacks|blocks|can't|becomes|is\s+an?)\b)"
)
#: A keyword without a parameter, as a keyword list names it.
_KEYWORD = (
    r"(?:flying|flash|haste|vigilance|reach|trample|lifelink|deathtouch|hexproof|indestructible"
    r"|menace|defender|prowess|shroud|(?:first|double)\s+strike)"
)
#: A comma in a list of keywords that ends ", and …": "has trample, hexproof, and haste",
#: "with flying, hexproof, and \"…\"" (the last may be a quoted ability).
KEYWORD_COMMA = LazyPattern(rf",(?=(?:\s+{_KEYWORD},)*\s+and\s+(?:{_KEYWORD}\b|[\"“]))", re.I)
#: A comma in a list of zones' cards: "cards in your hands, cards in your libraries, and …".
ZONE_CARDS_COMMA = LazyPattern(r",(?=\s+(?:and\s+)?cards\s+in\s+your\s)")
#: A comma in a list of three or more targets that ends ", and …": "target artifact, target
#: creature, and target land", "up to one target artifact, up to one target enchantment, and …"
#: (the last comma where two targets come before it).
_TARGET_ITEM = r"(?:up\s+to\s+one\s+)?target\s[^,.;:\n]+"
TARGET_COMMA = LazyPattern(rf",(?=(?:\s+{_TARGET_ITEM},)+\s+and\s+(?:up\s+to\s+one\s+)?target\s)")
TARGET_COMMA_LAST = LazyPattern(r",(?=\s+and\s+(?:up\s+to\s+one\s+)?target\s)")
TARGETS_BEFORE = LazyPattern(rf"\b{_TARGET_ITEM},\s+{_TARGET_ITEM}\Z")
_LIST_COMMAS = (LIST_COMMA, SUBTYPE_COMMA, PREDICATE_COMMA, ZONE_CARDS_COMMA)
#: A keyword granted under a condition of its own, after the "and" or comma before it: "gains
#: trample if you control a Dwarf and hexproof if …", "has vigilance if it's white, hexproof
#: if it's blue, …".
GRANTED_IF = LazyPattern(rf" +{_KEYWORD} +if\b", re.IGNORECASE)
GRANTED_IF_COMMA = LazyPattern(rf",(?: +and)?{GRANTED_IF.pattern}", re.IGNORECASE)
#: The comma before "except it …" that says how a copy differs from what it copies.
EXCEPT_COMMA = LazyPattern(r",(?=\s+except\s+(it|the\s+copy)\b)", re.IGNORECASE)
#: The comma before "where X is …", which defines the X of the sentence it ends.
WHERE_COMMA = LazyPattern(r",(?=\s+where\s+X\s+is\b)")
#: A comma between two "non…" words of one description: "target nonartifact, nonblack
#: creature" (with :data:`NEG_BEFORE`, the word before it).
NEG_COMMA = LazyPattern(r",(?=\s+non-?[A-Za-z]+\s)")
NEG_BEFORE = LazyPattern(r"\bnon(?!e\b)-?[A-Za-z]+\Z")
ANY_LIST_COMMA = LazyPattern("|".join(f"(?:{comma.pattern})" for comma in _LIST_COMMAS))
#: The special commas that the text after them decides, tried in this order: one match
#: decides most commas. :data:`TARGET_COMMA_LAST` (``_TARGET_COMMA_LAST``) also reads the
#: text before it; when that is not a list of targets, the list commas are tried alone.
COMMAS = first_of(
    (
        (GRANTED_IF_COMMA, "_GRANTED_IF_COMMA"),
        (EXCEPT_COMMA, "_EXCEPT_COMMA"),
        (WHERE_COMMA, "_WHERE_COMMA"),
        (KEYWORD_COMMA, "_KEYWORD_COMMA"),
        (TARGET_COMMA, "_TARGET_COMMA"),
        (TARGET_COMMA_LAST, "_TARGET_COMMA_LAST"),
        (ANY_LIST_COMMA, "_LIST_COMMA"),
    )
)


def special_comma(text: SourceText, pos: int) -> str | None:
    """The terminal of the comma at ``pos`` when what follows it makes it one of the grammar's
    special commas; None for a plain comma."""
    if ahead(NEG_COMMA, text, pos) and NEG_BEFORE.search(text, max(0, pos - 40), pos):
        return "_NEG_COMMA"
    found = ahead(COMMAS, text, pos)
    if found is None:
        return None
    if found.lastgroup != "_TARGET_COMMA_LAST":
        return found.lastgroup
    if TARGETS_BEFORE.search(text, max(0, pos - MAX_ABILITY), pos):
        return "_TARGET_COMMA"
    return "_LIST_COMMA" if ahead(ANY_LIST_COMMA, text, pos) else None
