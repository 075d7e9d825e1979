"""English wording of object phrases (targets, "it", cards in a zone), the quantities and nouns
they are made of, and zones (the kinds of :mod:`scryc.ast.objects`)."""

from __future__ import annotations

from ... import ast
from ..base import RenderError, one_or_more, unshared
from .base import NUMBER_WORDS, article, is_word_filter, series, words

#: A place in a library counted from its top: "fifth from the top".
DEPTHS = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh"}

POSSESSIVE_PLURAL = {"library": "libraries", "hand": "hands", "graveyard": "graveyards"}


def is_plain_target(node: ast.Objects) -> bool:
    """ "target planeswalker": one target, nothing else before the noun."""
    return node.quantifier == "target" and node.count is None and not node.other


class EnglishObjects:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.objects`."""

    def object(self, node: ast.Node) -> str:
        reference = self.reference(node)
        return reference if reference is not None else self.render(node)

    def reference(self, node: ast.Node) -> str | None:
        """How a target declared in a sentence of its own is referred to where it is used."""
        noun = getattr(node, "declared", None) if self.surface else None
        if noun is None:
            return None
        if noun:
            return f"that {noun}"
        return "them" if isinstance(node, ast.Objects) and self.many(node) else "it"

    def declared(self, effect: ast.Node) -> list[ast.Node]:
        """The targets of ``effect`` declared in sentences of their own, in order."""
        if not self.surface:
            return []
        return [n for n in effect.walk() if getattr(n, "declared", None) is not None]

    def undeclared(self, node: ast.Node) -> str:
        """A declared target as it is written where it is declared."""
        return self.render(node.model_copy(update={"declared": None}))

    def part_of(self, node: ast.PartOf) -> str:
        count = "any number"
        if node.count is not None:
            count = ("up to " if node.up_to else "") + self.amount(node.count, "word")
        if self.own(node.elided):
            return count
        return f"{count} of {self.object(node.object)}"

    def paired_creatures(self, node: ast.PairedCreatures) -> str:
        return "both creatures" if self.own(node.both) else "each of those creatures"

    def rest(self, node: ast.Rest) -> str:
        return "the rest"

    def haunted_creature(self, node: ast.HauntedCreature) -> str:
        """ "the creature it haunts" (CR 702.55)."""
        return "the creature it haunts"

    def commander_of(self, node: ast.CommanderOf) -> str:
        return f"{self.possessive(node.player)} commander"

    def self_ref(self, node: ast.SelfRef) -> str:
        if node.noun is not None and node.noun.isascii():
            return f"this {node.noun}"
        name = self.card_name or "CARDNAME"
        if self.own(node.short):
            name = name.split(", ")[0]
        if self.own(node.short_of):  # "Galadriel" for "Galadriel of Lothlórien"
            name = name.split(" of ")[0]
        return name

    def any_target(self, node: ast.AnyTarget) -> str:
        if node.quantifier is None:
            return "any target"
        return f"{self.target_count(node.quantifier, node.count)} targets"

    def target_count(self, quantifier: str, count: ast.Node | None) -> str:
        """ "any number of" or "one, two, or three" (how many targets)."""
        if quantifier == "any number":
            return "any number of"
        last = count.value if isinstance(count, ast.Number) else 0
        if last < 2 or last >= len(NUMBER_WORDS):
            raise RenderError(f"no English range of {last} targets")
        choices = NUMBER_WORDS[1:last]
        return f"{', '.join(choices)}{',' if last > 2 else ''} or {NUMBER_WORDS[last]}"

    def attached_to(self, node: ast.AttachedTo) -> str:
        return f"{node.relation} {self.filter(node.filter)}"

    def zone_contents(self, node: ast.ZoneContents) -> str:
        if node.all_players:
            return f"all {POSSESSIVE_PLURAL[node.zone.name]}"
        return f"{self.possessive(node.zone.owner)} {node.zone.name}"

    def top_of_library(self, node: ast.TopOfLibrary) -> str:
        owner = self.possessive(node.player)
        if isinstance(node.count, ast.Number) and node.count.value == 1:
            return f"the top card of {owner} library"
        return f"the top {self.amount(node.count, 'word')} cards of {owner} library"

    def top_of_graveyard(self, node: ast.TopOfGraveyard) -> str:
        kind = "" if node.card_type is None else f"{self.filter(node.card_type)} "
        return f"the top {kind}card of {self.possessive(node.player)} graveyard"

    def object_list(self, node: ast.ObjectList) -> str:
        if node.quantifier_once is not None and not isinstance(node.items[0], ast.Player):
            objects, player = node.items  # "a permanent or player"
            return f"{self.object(objects)} or {player.noun}"
        if node.shared and all(isinstance(i, ast.ZoneContents) for i in node.items):
            names = series([i.zone.name for i in node.items], node.conjunction)
            return (
                f"{self.possessive(node.items[0].zone.owner)} {names}"  # "your hand and graveyard"
            )
        first, *rest = unshared(node, -1)
        texts = [self.object(first)]
        shared = node.conjunction == "or" and getattr(first, "quantifier", None) == "target"
        for item in rest:
            if shared and isinstance(item, ast.Objects) and is_plain_target(item):
                texts.append(self.filter(item.filter, self.plural(item)))  # "… or planeswalker"
            else:
                texts.append(self.object(item))
        return series(texts, node.conjunction)

    def objects(self, node: ast.Objects) -> str:
        if self.own(node.each_after):  # "up to two target creatures each get +1/+0"
            return self.objects(node.model_copy(update={"each_after": False})) + " each"
        plural = self.plural(node)
        if node.random:  # "a card at random from their hand"
            head, rest = self.before_random(node)
            plain = node.model_copy(update={"random": False, "random_after": None, "filter": head})
            return " ".join([self.objects(plain), "at random", *(self.filter(p) for p in rest)])
        after = self.own(node.other_than)
        if after is not None:  # "a creature you control other than ~"
            return self.other_than(node, after, plural)
        noun = self.filter(node.filter, plural)
        quantity = self.quantity(node, noun)
        text = f"{quantity} {noun}" if quantity else noun
        if node.your_choice:
            return f"{text} of your choice"
        return f"{text} of their choice" if node.their_choice else text

    @staticmethod
    def clauses_after(filter_: ast.Node, after: int) -> tuple[ast.Node, list[ast.Node]]:
        """A filter cut after its noun and ``after`` of its clauses: the part before the cut
        and the clauses after it."""
        if not isinstance(filter_, ast.AllOf) or filter_.head is None:
            return filter_, []
        cut = filter_.head + 1 + after
        kept = filter_.parts[:cut]
        head = kept[0] if len(kept) == 1 else filter_.model_copy(update={"parts": kept})
        return head, filter_.parts[cut:]

    def before_random(self, node: ast.Objects) -> tuple[ast.Node, list[ast.Node]]:
        """An object phrase's filter cut where "at random" is written: after the clauses it
        followed, or else right after the noun ("a card at random from their hand")."""
        filter_ = node.filter
        if not isinstance(filter_, ast.AllOf):
            return filter_, []
        if filter_.head is not None and self.surface:
            return self.clauses_after(filter_, self.own(node.random_after, 0))
        words = [p for p in filter_.parts if is_word_filter(p) and not one_or_more(p)]
        rest = [p for p in filter_.parts if not any(p is w for w in words)]
        if not words:
            return filter_, []
        head = words[0] if len(words) == 1 else filter_.model_copy(update={"parts": words})
        return head, rest

    def other_than(self, node: ast.Objects, after: int, plural: bool) -> str:
        """An object phrase with "other than ~" after the noun and ``after`` of its clauses."""
        filter_, rest = self.clauses_after(node.filter, after)
        plain = node.model_copy(update={"other": False, "other_than": None, "filter": filter_})
        text = f"{self.objects(plain)} other than {self.self_ref(node.other_than_ref)}"
        return " ".join([text, *(self.filter(p) for p in rest)])

    def bare_plural(self, node: ast.Node) -> str:
        """An object phrase as a bare plural, whatever its quantifier in the other language
        (「壁によっては」): "can't be blocked by Walls"."""
        if isinstance(node, ast.Objects) and node.quantifier in ("a", "all") and not node.count:
            return words("other" if node.other else "", self.filter(node.filter, True))
        if (
            isinstance(node, ast.Objects)
            and node.quantifier == "at least"
            and isinstance(node.count, ast.Number)
            and self.own(node.more_than, True)
        ):  # 「２体以上のクリーチャーには」: "by more than one creature"
            noun = self.filter(node.filter, False)
            return f"{self.more_than(node, noun)} {noun}"
        return self.object(node)

    def kind_phrase(self, node: ast.Node) -> str:
        """All objects of a kind as a bare plural ("creature spells"); any other object as
        :meth:`object` writes it."""
        if isinstance(node, ast.Objects) and node.quantifier == "all":
            return self.bare_plural(node)
        return self.object(node)

    def more_than(self, node: ast.Objects, noun: str) -> str:
        """ "more than one [other]": at least one more than the count."""
        fewer = node.count.model_copy(update={"value": node.count.value - 1})
        return words("more than", self.amount(fewer, "word", noun), "other" if node.other else "")

    def quantity(self, node: ast.Objects, noun: str) -> str:
        """The words before the noun: "target", "up to two other target", "another"."""
        other = "other" if node.other else ""
        count = self.amount(node.count, "word", noun) if node.count is not None else ""
        word = node.quantifier
        bare = self.own(node.bare, False)
        if word in ("a", "all") and not count:
            if bare or (word == "all" and other):
                return "all other" if self.own(node.all_other) else other
            if word == "all":
                return "all"
            if other:
                return "another"
            return "any" if self.own(node.any_word) else article(noun)
        if word == "target" and other and not count:
            return "another target"
        if word == "at least" and self.own(node.more_than):  # "more than one creature"
            return self.more_than(node, noun)
        if word == "at least" and node.at_least_first:  # "at least two other creatures"
            return words("at least", count, other)
        if word == "at least":
            return words(count, "or more", other)
        if word == "at most":  # "two or fewer other lands"
            return words(count, "or fewer", other)
        if word.startswith("up to"):
            target = "target" if word.endswith("target") else ""
            return words("each of" if self.own(node.each_of) else "", "up to", count, other, target)
        if word in ("a", "all"):
            return words(count, other)
        if word == "target":
            return words(count, other, "target")
        if word in ("each", "the next"):
            return words(word, other)
        if word in ("any number", "any number target"):
            return words("any number of", other, "target" if word.endswith("target") else "")
        if word == "one to target":
            return words(self.target_count("one to", node.count), other, "target")
        raise RenderError(f"no English quantifier {word!r}")

    def plural(self, node: ast.Objects) -> bool:
        """Whether the head noun of an object phrase is plural (as written, where known)."""
        head = self.head_noun(node.filter)
        said = getattr(head, "plural", None) if head is not None else None
        if self.surface and said is not None:
            return said
        return self.many(node)

    def many(self, node: ast.Objects) -> bool:
        """Whether an object phrase means several objects ("Merfolk you control get …")."""
        if node.quantifier in ("all", "at least", "any number", "any number target"):
            return True
        return ast.other_than_one(node.count)

    def head_noun(self, node: ast.Node) -> ast.Node | None:
        """The filter word that is the head noun ("creature" of "nonland creature")."""
        if isinstance(node, ast.AllOf):
            if node.head is not None and node.head < len(node.parts):
                return self.head_noun(node.parts[node.head])
            nouns = [p for p in node.parts if is_word_filter(p)]
            return self.head_noun(nouns[-1]) if nouns else None
        if isinstance(node, ast.AnyOf):
            return self.head_noun(node.options[-1]) if node.options else None
        return node if isinstance(node, (ast.CardType, ast.Subtype)) else None

    def zone(self, node: ast.Zone) -> str:
        if node.depth is not None:  # "its owner's library fifth from the top"
            owner = self.possessive(node.owner or ast.You())
            return f"{owner} {node.name} {DEPTHS[node.depth]} from the {node.position}"
        if self.own(node.short):  # "put that card on top"
            return node.position or "top"
        if node.position is not None:
            library = "libraries" if node.plural else "library"
            return f"the {node.position} of {self.possessive(node.owner or ast.You())} {library}"
        if node.name in ("exile", "outside the game"):  # "from exile"
            return node.name
        every = node.every  # 「すべての墓地」 is "all graveyards"
        if node.owner is None and every == "all":  # "in all graveyards"
            return f"all {POSSESSIVE_PLURAL[node.name]}"
        if node.owner is None and every == "each":  # "in each graveyard"
            return f"each {node.name}"
        if node.owner is None and node.plural:  # "from graveyards"
            return POSSESSIVE_PLURAL[node.name]
        if node.owner is None and node.single:  # "from a single graveyard"
            return f"a single {node.name}"
        if node.owner is None:
            return f"{article(node.name)} {node.name}"
        name = POSSESSIVE_PLURAL[node.name] if node.plural else node.name
        return f"{self.possessive(node.owner)} {name}"

    def chosen_by(self, node: ast.ChosenBy) -> str:
        """ "of an opponent's choice", "of that player's choice"."""
        return f"of {self.possessive(node.player)} choice"

    def of_your_choice(self, node: ast.OfYourChoice) -> str:
        return f"of the {node.value} of your choice"

    def of_that(self, node: ast.OfThat) -> str:
        return f"of that {node.value}"

    def same_value(self, node: ast.SameValue) -> str:
        return f"with the same {node.attribute} as {self.object(node.object)}"
