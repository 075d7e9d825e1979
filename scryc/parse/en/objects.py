"""English builder methods of the objects family (``scryc.ast.objects``)."""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..base import AMOUNTS, PLAYERS, Quantifier, singular
from ..common.objects import AtRandom, OtherThan, UpTo
from ..errors import ParseError

#: Each text :meth:`Objects.term` has folded, and its term; at most :data:`TERMS_KEPT`.
_TERMS: dict[str, str] = {}
TERMS_KEPT = 10_000


class Objects:
    """The English builder's objects methods."""

    def term(self, text: str) -> str:
        """A word-class rule's text as the AST records it (the English term): the same few
        words each time ("creature", "target", "you control"), folded once (a lookup is a
        third of the cost of folding: ~10 a card)."""
        found = _TERMS.get(text)
        if found is None:
            if len(_TERMS) >= TERMS_KEPT:  # texts are not all words: a card's name is one
                _TERMS.clear()
            found = _TERMS[text] = " ".join(text.lower().replace("’", "'").split())
        return found

    def zone_contents(self, meta: Meta, children: list[Any]) -> ast.ZoneContents:
        """ "your graveyard"; "all graveyards" (every player's, no owner)."""
        name = singular(self.words(meta).split()[-1])
        owner = children[0] if children else None
        return ast.ZoneContents.model_construct(
            zone=ast.Zone.model_construct(name=name, owner=owner),
            all_players=owner is None,
            span=self.span(meta),
        )

    def other_flag(self, meta: Meta, children: list[Any]) -> str:
        return "other"

    def up_to(self, meta: Meta, children: list[Any]) -> UpTo:
        return UpTo(children[0])

    def self_ref(self, meta: Meta, children: list[Any]) -> ast.SelfRef:
        """The card's name (a short name has no comma), or "this <noun>" (also before "'s")."""
        words = self.words(meta).removesuffix("'s")
        written = children[0] if children else None
        if isinstance(written, Token) and written.type == "SELF":
            node = ast.SelfRef.model_construct(short="," not in str(written), span=self.span(meta))
            names = getattr(self.text, "names", ())
            if any(f"{written} of " in n and " " not in str(written) for n in names):
                return node.model_copy(update={"short_of": True})
            return node
        noun = words.split()[1] if words.startswith("this ") else None
        as_written = self.text[meta.start_pos : meta.end_pos].split()[-1]
        if written is not None:  # "this Vehicle": a subtype keeps its capital
            noun = str(written)
        elif noun is not None and as_written[:1].isupper():  # "this Saga" (a keyword)
            noun = noun.capitalize()
        return ast.SelfRef.model_construct(noun=noun, span=self.span(meta))

    self_possessive = self_ref

    def objects_each_after(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """ "up to two target creatures each get +1/+0": "each" after the object."""
        node = children[0]
        if not isinstance(node, ast.Objects):
            raise ParseError("'each' after this object", text=self.text, offset=meta.start_pos)
        return node.model_copy(update={"each_after": True, "span": self.span(meta)})

    def objects_either(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """ "one or more creatures you control and/or creature cards in your graveyard": one
        count over two descriptions, each with its own qualifiers."""
        *first, second = children
        node = self.objects(meta, first)
        either = ast.AnyOf.model_construct(options=[node.filter, second], conjunction="and/or")
        return node.model_copy(update={"filter": either})

    def more_than(self, meta: Meta, children: list[Any]) -> Quantifier:
        """ "more than one": at least two."""
        count = children[0].model_copy(update={"value": children[0].value + 1})
        return Quantifier("at least", count, more_than=True)

    def other_than_self(self, meta: Meta, children: list[Any]) -> OtherThan:
        """ "other than ~": the card itself excluded, as "other" does."""
        return OtherThan(children[0])

    def at_random(self, meta: Meta, children: list[Any]) -> AtRandom:
        return AtRandom()

    def quantifier(self, meta: Meta, children: list[Any]) -> Quantifier:
        choice = self.first(children, Quantifier)
        if choice is not None:  # "one or two target creatures"
            return Quantifier(f"{choice.word} target", choice.count)
        words = self.words(meta)
        count = self.first(children, AMOUNTS, ast.Ref)
        word = next((c for c in reversed(children) if type(c) is str), None)
        other = words.startswith(("another", "other")) or "other" in words.split()
        if words.startswith("any number of other"):  # "any number of other target creatures"
            word = "any number target" if words.endswith("target") else "any number"
            return Quantifier(word, None, True)
        if words.startswith("at least"):  # "at least two other creatures"
            return Quantifier("at least", count, other, at_least_first=True)
        if words.endswith(("or more", "or more other")):
            return Quantifier("at least", count, other)
        if words.endswith(("or fewer", "or fewer other")):  # "two or fewer other lands"
            return Quantifier("at most", count, other)
        if words.startswith(("up to", "each of up to")):
            up_to = "up to" if word in (None, "other") else f"up to {word}"
            return Quantifier(up_to, count, other, each_of=words.startswith("each of"))
        if word in ("another", "other"):
            word = "a" if word == "another" else "all"
        if words == "another target":
            word = "target"
        if words == "each other":  # "each other creature"
            word = "each"
        if words == "all other":  # "all other creatures": "other creatures"
            return Quantifier("all", None, True, all_other=True)
        if word == "any number of":
            word = "any number"
        if words == "any number of target":  # any number of targets (CR 601.2c)
            word = "any number target"
        if word is None:
            word = "a" if count is not None else "all"
        if word == "any":
            return Quantifier("a", count, other, any_word=True)
        if isinstance(count, ast.Number) and count.value == 1 and word == "a":
            count = None
        return Quantifier(word, count, other)

    def target_possessive(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """ "target creature's" (power, owner): the target object."""
        return self.objects(meta, [Quantifier("target"), *children])

    def attached_possessive(self, meta: Meta, children: list[Any]) -> ast.AttachedTo:
        """ "enchanted creature's" (controller, power): the attached-to object."""
        relation = self.term(self.text[meta.start_pos : meta.end_pos].split()[0])
        return ast.AttachedTo.model_construct(
            relation=relation, filter=children[0], span=self.span(meta)
        )

    def quant_word(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    target_word = quant_word

    def quant_all(self, meta: Meta, children: list[Any]) -> str:
        """ "all the cards in your hand": "all"."""
        return "all"

    def zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        name = children[-1]
        owner = self.first(children, PLAYERS, ast.Ref)
        if len(children) == 4:  # "your library second from the top"
            _, name, depth, position = children
            return ast.Zone.model_construct(
                name=name, owner=owner, position=position, depth=depth, span=self.span(meta)
            )
        position = self.first(children[:-1], str)
        plural = self.words(meta).endswith(("graveyards", "hands", "libraries"))
        return ast.Zone.model_construct(
            name=name, owner=owner, position=position, plural=plural, span=self.span(meta)
        )

    def plural_zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        """ "from graveyards": every player's zone of that name."""
        name = singular(self.words(meta))
        return ast.Zone.model_construct(name=name, plural=True, span=self.span(meta))

    def every_zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        """ "in all graveyards", "in each graveyard": every player's zone of that name."""
        every = self.words(meta).split()[0]
        if (every == "all") != self.words(meta).endswith(("graveyards", "hands", "libraries")):
            raise ParseError(
                '"all" takes a plural, "each" a singular', text=self.text, offset=meta.start_pos
            )
        return ast.Zone.model_construct(name=children[0], every=every, span=self.span(meta))
