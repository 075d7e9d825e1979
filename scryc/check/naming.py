"""What a reference's noun can name: "that card" anything a card can be, "that creature" a
creature (or an object of unknown types), "that permanent or player" a permanent or a player,
"the copy" only what a copy instruction made. The binder (``binding``) reads it, and
``explain`` names what an introducer introduced by it."""

from __future__ import annotations

from .. import ast
from ..ast import Node
from ..data import creature_types
from ..tree import visits

#: What a reference's noun ("that card", "that creature") can name, for the introducers whose
#: kind decides it; any other introducer is named by the card types and subtypes it mentions.
NOUNS: dict[str, frozenset[str]] = {
    "top_of_library": frozenset({"card"}),
    "any_target": frozenset({"creature", "planeswalker", "battle", "permanent", "player"}),
    "create_token": frozenset({"token", "permanent"}),  # and the token's types
    "draw": frozenset({"card"}),
    "mill": frozenset({"card"}),
    "discard": frozenset({"card"}),
    "copy_spell": frozenset({"copy"}),
    "reveal_until": frozenset({"card"}),
}
#: Nouns that name any object, whatever its types ("that card" after "exile target creature":
#: the creature card in exile; "that spell" after "cast target instant card").
ANY_OBJECT = frozenset({"card", "spell", "object"})
#: Card types of permanents (CR 110.4): "that permanent" after "target artifact or land".
PERMANENT_TYPES = frozenset(
    {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}
)
#: Nouns only what their introducer's kind makes can be named by ("the copy", "the token").
KINDS_NAMED = frozenset({"copy", "token", "player", "opponent"})
#: Nouns an introducer says nothing more precise than: what it names has unknown types
#: ("the top card of your library … That creature gains haste"; "each token you control …
#: that permanent").
UNTYPED = frozenset({"card", "permanent", "spell", "object", "token"})


def noun_words(noun: str) -> set[str]:
    """The nouns a reference says, singular: "that permanent or player" → permanent, player;
    "those creatures" → creature; "the copies" → copy."""
    words = noun.lower().replace(",", " ").split()
    return {_singular(w) for w in words if w not in ("or", "and")}


def _singular(word: str) -> str:
    if word.endswith("ies"):
        return word.removesuffix("ies") + "y"
    return word.removesuffix("s")


def can_name(said: set[str], node: Node) -> bool:
    """Whether a reference with the nouns ``said`` may mean what ``node`` introduced: "that
    card" anything a card can be; "that creature" a creature (or a Dinosaur), or something of
    types unknown (the top card of a library); "that permanent" an artifact, creature, …; never
    "the copy" or "the token" what no copy or token action made."""
    named = nouns(node)
    if said & (ANY_OBJECT | named):
        return True
    subtypes = {n for n in named if n.title() in creature_types()}
    if "creature" in said and subtypes:  # "deals damage to a Dinosaur, destroy that creature"
        return True
    if "permanent" in said and named & PERMANENT_TYPES:
        return True
    return not (named - UNTYPED) and not said & KINDS_NAMED


def nouns(node: Node) -> set[str]:
    """The nouns that can name what ``node`` introduced ("card", "creature", "token", …)."""
    if isinstance(node, ast.CreateToken):
        return {*NOUNS["create_token"], *(t.lower() for t in node.token.types)}
    if node.kind in NOUNS:
        return set(NOUNS[node.kind])
    return {
        v.node.name.lower()
        for v in visits(node)
        if isinstance(v.node, (ast.CardType, ast.Subtype))
        and isinstance(v.node.name, str)
        and not any(isinstance(a.node, ast.Negated) for a in v.ancestors())  # not "nontoken"
    }
