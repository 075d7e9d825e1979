"""English noun phrases: amounts, players, objects, filters, zones, keywords and tokens."""

from __future__ import annotations

from typing import Any, Literal

from .. import ast
from .base import (
    Renderer,
    RenderError,
    capitalize,
    is_described_list,
    one_or_more,
    qualified_last,
    series,
)

#: A place in a library counted from its top: "fifth from the top".
DEPTHS = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh"}

NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
NUMBER_WORDS += ("ten", "eleven", "twelve", "thirteen")
Form = Literal["digits", "word", "article"]
#: Filter kinds that are words before the head noun; the others follow it.
WORD_KINDS = (ast.CardType, ast.Subtype, ast.Color, ast.Status, ast.Negated, ast.PowerToughness)
COMPARISONS = {"le": "or less", "ge": "or greater"}
THAN = {"lt": "less", "gt": "greater"}
POSSESSIVE_PLURAL = {"library": "libraries", "hand": "hands", "graveyard": "graveyards"}
IRREGULAR_PLURALS = {
    "sorcery": "sorceries",
    "copy": "copies",
    "library": "libraries",
    "Elf": "Elves",
    "Dwarf": "Dwarves",
    "Plains": "Plains",
    "Mouse": "Mice",
    "Equipment": "Equipment",
}


def article(word: str) -> str:
    """ "a" or "an" before ``word`` ("an X/X token", "an 8/8 token")."""
    return "an" if word[:1].lower() in "aeiou" or word.startswith(("X/", "8/", "11/")) else "a"


def plural_of(word: str) -> str:
    """ "creature" → "creatures", "Werewolf" → "Werewolves", "sorcery" → "sorceries"."""
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    if word.lower().endswith("wolf"):
        return word[:-1] + "ves"
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    return word + "s"


def words(*parts: str) -> str:
    """The non-empty parts, separated by spaces."""
    return " ".join(p for p in parts if p)


def is_plain_target(node: ast.Objects) -> bool:
    """ "target planeswalker": one target, nothing else before the noun."""
    return node.quantifier == "target" and node.count is None and not node.other


def is_colors(node: ast.Node) -> bool:
    """Whether a filter is a colour or a choice of colours ("black or red")."""
    if isinstance(node, ast.AnyOf):
        return all(is_colors(o) for o in node.options)
    return isinstance(node, ast.Color)


def is_word_filter(node: ast.Node) -> bool:
    """Whether a filter is written as words before the head noun."""
    if isinstance(node, ast.AnyOf):
        return all(is_word_filter(o) for o in node.options)
    if isinstance(node, ast.AllOf):
        return all(is_word_filter(p) for p in node.parts)
    if isinstance(node, ast.Negated):
        return is_word_filter(node.filter)
    return isinstance(node, WORD_KINDS)


class EnglishPhrases(Renderer):
    """The phrase level of the English renderer."""

    lang = "en"

    # ------------------------------------------------------------ amounts

    def amount(self, node: ast.Node, form: Form = "digits", before: str = "") -> str:
        """An amount; ``form`` is the default for numbers, ``before`` the word after it."""
        if isinstance(node, ast.Number):
            return self.number(node, form, before)
        return self.render(node)

    def number(self, node: ast.Number, form: Form = "digits", before: str = "") -> str:
        chosen = self.own(node.form, form)
        if chosen == "article" and node.value != 1:
            chosen = "word"
        if chosen == "article":
            return article(before)
        if chosen == "word" and node.value < len(NUMBER_WORDS):
            return NUMBER_WORDS[node.value]
        return str(node.value)

    def variable(self, node: ast.Variable) -> str:
        return node.name

    def count_of(self, node: ast.CountOf) -> str:
        return f"the number of {self.every(node.objects)}"

    def every(self, objects: ast.Node) -> str:
        """All the objects of a description, in the plural ("creatures you control")."""
        if isinstance(objects, ast.Objects) and not self.surface:
            other = "other" if objects.other else ""
            return words(other, self.filter(objects.filter, True))
        return self.object(objects)

    def value_of(self, node: ast.ValueOf) -> str:
        return f"{self.possessive(node.object)} {node.attribute}"

    def cards_looked_at(self, node: ast.CardsLookedAt) -> str:
        return "the number of cards looked at while scrying this way"

    def any_number(self, node: ast.AnyNumber) -> str:
        return "a number of cards"

    def all(self, node: ast.All) -> str:
        """ "all", as in "remove all +1/+1 counters from it"."""
        return "all"

    def devotion(self, node: ast.Devotion) -> str:
        return f"{self.possessive(node.player)} devotion to {node.color}"

    def counters_on(self, node: ast.CountersOn) -> str:
        kind = f"{node.counter} " if node.counter else ""
        return f"the number of {kind}counters on {self.object(node.object)}"

    def damage_dealt(self, node: ast.DamageDealt) -> str:
        source, player = self.object(node.source), self.render(node.player)
        return f"the amount of damage {source} dealt to {player}"

    def times_cast(self, node: ast.TimesCast) -> str:
        cast = "been cast from the command zone this game"
        return f"the number of times {self.object(node.object)}'s {cast}"

    def die_result(self, node: ast.DieResult) -> str:
        return "the result"

    def doors(self, node: ast.Doors) -> str:
        """ "unlocked doors of Rooms you control" (CR 709.5)."""
        return f"unlocked doors of {self.every(node.rooms)}"

    def types_among(self, node: ast.TypesAmong) -> str:
        return f"the number of {node.types} types among {self.every(node.objects)}"

    def type_among(self, node: ast.TypesAmong) -> str:
        """ "basic land type among lands you control": the types one by one ("for each …")."""
        return f"{node.types} type among {self.every(node.objects)}"

    def greatest_among(self, node: ast.GreatestAmong) -> str:
        word = self.own(node.word, "highest" if node.attribute == "mana value" else "greatest")
        return f"the {word} {node.attribute} among {self.every(node.objects)}"

    def plus(self, node: ast.Plus) -> str:
        return f"{self.amount(node.left)} plus {self.amount(node.right, 'word')}"

    # ------------------------------------------------------------ players

    def you(self, node: ast.You) -> str:
        return "you"

    def you_and(self, node: ast.YouAnd) -> str:
        return f"you and {self.player(node.player)}"

    def player(self, node: ast.Player) -> str:
        if self.own(node.they):  # "Choose a player. They return …"
            return "they"
        if (reference := self.reference(node)) is not None:  # "Choose target player. … that player"
            return reference
        if node.attacked:
            return f"{node.noun}s being attacked"
        if node.voted is not None:  # "each opponent who voted for a choice you voted for"
            choice = "voted for" if node.voted == "same" else "didn't vote for"
            who = f"{node.noun} who voted for a choice you {choice}"
            return (
                f"{node.noun}s {who.split(' ', 1)[1]}"
                if node.quantifier == "all"
                else f"{node.quantifier} {who}"
            )
        if node.quantifier == "all":  # "players", "your opponents"
            return "your opponents" if node.noun == "opponent" else "players"
        if node.declined:
            return f"{node.quantifier} {node.noun} who doesn't"
        if node.other:  # "each other player"
            return f"{node.quantifier} other {node.noun}"
        chosen = " chosen at random" if node.at_random else ""
        if node.quantifier == "a":
            return f"{article(node.noun)} {node.noun}{chosen}"
        return f"{node.quantifier} {node.noun}{chosen}"

    def owner_of(self, node: ast.OwnerOf) -> str:
        return f"{self.possessive(node.object)} owner"

    def controller_of(self, node: ast.ControllerOf) -> str:
        return f"{self.possessive(node.object)} controller"

    def possessive(self, node: ast.Node) -> str:
        """ "your", "its", "their", "that card's", "its owner's", "<name>'s"."""
        if isinstance(node, ast.You):
            return "your"
        if isinstance(node, ast.Ref):
            if node.sacrificed or node.exiled:
                return f"{self.ref(node)}'s"
            if node.noun == "player" or node.plural:
                return "their"
            if node.noun:
                return f"{self.own(node.determiner, 'that')} {node.noun}'s"
            return self.own(node.spelling, "its")
        if isinstance(node, (ast.OwnerOf, ast.ControllerOf)):
            role = "owner" if isinstance(node, ast.OwnerOf) else "controller"
            if isinstance(node.object, ast.Ref) and node.object.plural:
                if self.own(getattr(node, "owner_singular", False)):
                    return f"their {role}'s"
                return f"their {role}s'"
            return f"{self.possessive(node.object)} {role}'s"
        return f"{self.object(node)}'s"

    # ------------------------------------------------------------ objects

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

    def rest(self, node: ast.Rest) -> str:
        return "the rest"

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

    def ref(self, node: ast.Ref) -> str:
        if node.noun == "number":
            return "that many"
        if node.noun is None:
            return "them" if node.plural else "it"
        if node.noun == "permanent or player":
            return "that permanent or player"
        noun = plural_of(node.noun) if node.plural else node.noun
        if node.sacrificed:
            return f"the sacrificed {noun}"
        if node.exiled:
            return f"the exiled {noun}"
        default = "those" if node.plural else "that"
        if node.noun == "copy":  # "the copy", "the copies" of a copied spell
            default = "the"
        return f"{self.own(node.determiner, default)} {noun}"

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

    def object_list(self, node: ast.ObjectList) -> str:
        first, *rest = node.items
        texts = [self.object(first)]
        shared = node.conjunction == "or" and getattr(first, "quantifier", None) == "target"
        for item in rest:
            if shared and isinstance(item, ast.Objects) and is_plain_target(item):
                texts.append(self.filter(item.filter, self.plural(item)))  # "… or planeswalker"
            else:
                texts.append(self.object(item))
        return series(texts, node.conjunction)

    def objects(self, node: ast.Objects) -> str:
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
        if word == "at least":
            return words(count, "or more", other)
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

    # ------------------------------------------------------------ filters

    def filter(self, node: ast.Node, plural: bool | None = None) -> str:
        """A filter as a noun phrase: "nonland permanent", "creatures you control";
        ``plural`` for its head noun (None: as written)."""
        if isinstance(node, ast.AllOf):
            return self.all_of(node, plural)
        if isinstance(node, ast.AnyOf):
            return self.any_of(node, plural)
        if isinstance(node, (ast.CardType, ast.Subtype)):
            if plural is None:
                plural = bool(self.own(node.plural))
            return plural_of(node.name) if plural else node.name
        return self.render(node)

    def all_of(self, node: ast.AllOf, plural: bool | None = None) -> str:
        if node.head is not None and self.surface:
            before, after = node.parts[: node.head + 1], node.parts[node.head + 1 :]
        else:
            # "a spell that's one or more colors": that colour after the noun
            before = [p for p in node.parts if is_word_filter(p) and not one_or_more(p)]
            # "a creature card of the chosen type from your hand": the chosen value first
            after = sorted(
                (p for p in node.parts if not any(p is q for q in before)),
                key=lambda p: not isinstance(p, ast.OfChosen),
            )
            first = before[0] if before else None
            if first is node.parts[0] and isinstance(first, ast.AnyOf) and not is_colors(first):
                # "creature or planeswalker that's black or red" (colours after options)
                later = [p for p in before[1:] if is_colors(p)]
                before = [p for p in before if not any(p is q for q in later)]
                after = later + after
        names = [self.filter(p) for p in before[:-1]]
        if before:
            names.append(self.filter(before[-1], plural))
        text = " ".join(names)
        for part in after:
            if is_word_filter(part):
                text += f" that's {self.filter(part)}"
            else:
                text += f" {self.filter(part)}"
        return text

    def any_of(self, node: ast.AnyOf, plural: bool | None = None) -> str:
        options = [self.filter(o, plural) for o in node.options]
        if self.own(node.articles) or qualified_last(node):  # "a Swamp or a Mountain"
            options[1:] = [f"{article(o)} {o}" for o in options[1:]]
        # "creatures you control and/or creature cards in your graveyard"
        default = "and/or" if is_described_list(node) else "or"
        return series(options, self.own(node.conjunction, default))

    def card_type(self, node: ast.CardType) -> str:
        return node.name

    def subtype(self, node: ast.Subtype) -> str:
        return node.name

    def color(self, node: ast.Color) -> str:
        return node.name

    def status(self, node: ast.Status) -> str:
        return node.name

    def power_toughness(self, node: ast.PowerToughness) -> str:
        return node.value

    def negated(self, node: ast.Negated) -> str:
        if isinstance(node.filter, ast.HasAbility):  # "without flying"
            return f"without {self.granted(node.filter.keyword)}"
        if isinstance(node.filter, ast.ManaCostHas):  # "without {X} in its mana cost"
            return "without" + self.mana_cost_has(node.filter).removeprefix("with")
        word = self.filter(node.filter)
        return f"non-{word}" if word[:1].isupper() else f"non{word}"

    def compare(self, node: ast.Compare) -> str:
        value = self.amount(node.value)
        if node.op == "eq":
            return f"with {node.attribute} equal to {value}"
        if node.op in THAN:
            return f"with {node.attribute} {THAN[node.op]} than {value}"
        computed = not isinstance(node.value, ast.Number | ast.Variable)  # "… or less" for N, X
        if self.own(node.or_equal, computed):
            than = THAN["lt" if node.op == "le" else "gt"]
            return f"with {node.attribute} {than} than or equal to {value}"
        total = "total " if node.total else ""
        return f"with {total}{node.attribute} {value} {COMPARISONS[node.op]}"

    def controlled_by(self, node: ast.ControlledBy) -> str:
        if self.own(node.opponents):
            return "your opponents control"
        if isinstance(node.player, ast.You):
            return "you don't control" if node.negated else "you control"
        if isinstance(node.player, ast.Ref) and node.player.noun == "player":
            return "they control"
        if isinstance(node.player, ast.YouAnd):  # "you and that player control"
            return f"{self.you_and(node.player)} control"
        verb = "doesn't control" if node.negated else "controls"
        return f"{self.render(node.player)} {verb}"

    def owned_by(self, node: ast.OwnedBy) -> str:
        if isinstance(node.player, ast.You):
            return "you don't own" if node.negated else "you own"
        verb = "doesn't own" if node.negated else "owns"
        return f"{self.render(node.player)} {verb}"

    def in_zone(self, node: ast.InZone) -> str:
        if node.zone.name == "battlefield":
            return "on the battlefield"
        return f"{node.preposition or 'in'} {self.zone(node.zone)}"

    def with_counter(self, node: ast.WithCounter) -> str:
        return f"with a {node.counter} counter on it"

    def chosen_color(self, node: ast.ChosenColor) -> str:
        return "the color of your choice" if node.now else "the chosen color"

    def of_chosen(self, node: ast.OfChosen) -> str:
        if node.value == "name":
            return "with the chosen name"
        return f"of the chosen {node.value}"

    def targeting(self, node: ast.Targeting) -> str:
        return f"that targets {self.object(node.object)}"

    def has_ability(self, node: ast.HasAbility) -> str:
        word = "that has" if self.own(node.that_has) else "with"
        return f"{word} {self.granted(node.keyword)}"

    def mana_cost_has(self, node: ast.ManaCostHas) -> str:
        where = "their mana costs" if self.own(node.plural) else "its mana cost"
        return f"with {node.symbol} in {where}"

    def cast_by(self, node: ast.CastBy) -> str:
        duration = f" {self.render(node.duration)}" if node.duration else ""
        perfect = self.own(node.perfect)
        if node.action == "draw":  # only "you've drawn" is read
            return f"you've drawn{duration}"
        if isinstance(node.player, ast.You):
            return ("you've" if perfect else "you") + f" cast{duration}"
        if self.own(node.opponents):
            return f"your opponents have cast{duration}"
        return f"{self.object(node.player)} has cast{duration}"

    def in_party(self, node: ast.InParty) -> str:
        return f"in {self.possessive(node.player)} party"

    def same_name(self, node: ast.SameName) -> str:
        relation = "that doesn't have" if node.negated else "with"
        return f"{relation} the same name as {self.object(node.object)}"

    def named(self, node: ast.Named) -> str:
        return f"named {self.self_ref(ast.SelfRef()) if node.self_name else node.name}"

    def different_names(self, node: ast.DifferentNames) -> str:
        return "with different names"

    def color_count(self, node: ast.ColorCount) -> str:
        relation = "with" if self.own(node.with_) else "that's"
        return f"{relation} exactly {self.number(node.count, 'word')} colors"

    def shares_type(self, node: ast.SharesType) -> str:
        text = f"that {'shares' if self.own(node.singular) else 'share'} a creature type"
        return f"{text} with {self.object(node.with_)}" if node.with_ is not None else text

    def dealt_damage_by(self, node: ast.DealtDamageBy) -> str:
        by = f"by {self.object(node.source)}" if node.source is not None else "this way"
        return f"dealt damage {by}"

    def affected_this_way(self, node: ast.AffectedThisWay) -> str:
        return f"{node.event} this way"

    def put_this_way(self, node: ast.PutThisWay) -> str:
        to = node.to
        owner = self.possessive(to.owner or ast.You())
        where = f"on top of {owner} library" if to.position == "top" else f"into {self.zone(to)}"
        this_way = " this way" if self.own(node.this_way, True) else ""
        return f"{self.render(node.player)} put {where}{this_way}"

    def put_there_by(self, node: ast.PutThereBy) -> str:
        """ "in your graveyard that were put there by surveilling this turn"."""
        return f"in {self.zone(node.zone)} that were put there by surveilling this turn"

    def exiled_with(self, node: ast.ExiledWith) -> str:
        return f"exiled with {self.object(node.object)}"

    def attached_to_object(self, node: ast.AttachedToObject) -> str:
        return f"attached to {self.object(node.object)}"

    def event_this_turn(self, node: ast.EventThisTurn) -> str:
        under = f" under {self.possessive(node.controller)} control" if node.controller else ""
        done_to = f" {self.object(node.object)}" if node.object is not None else ""
        return f"that {node.event}{done_to}{under} this turn"

    def from_among(self, node: ast.FromAmong) -> str:
        among = "among " if self.own(node.among) or not isinstance(node.object, ast.Ref) else ""
        return f"from {among}{self.object(node.object)}"

    # ------------------------------------------------------------ zones, durations

    def zone(self, node: ast.Zone) -> str:
        if node.depth is not None:  # "its owner's library fifth from the top"
            owner = self.possessive(node.owner or ast.You())
            return f"{owner} {node.name} {DEPTHS[node.depth]} from the {node.position}"
        if self.own(node.short):  # "put that card on top"
            return node.position or "top"
        if node.position is not None:
            library = "libraries" if node.plural else "library"
            return f"the {node.position} of {self.possessive(node.owner or ast.You())} {library}"
        if node.name == "exile":  # "from exile"
            return "exile"
        every = node.every  # 「すべての墓地」 is "all graveyards"
        if node.owner is None and every == "all":  # "in all graveyards"
            return f"all {POSSESSIVE_PLURAL[node.name]}"
        if node.owner is None and every == "each":  # "in each graveyard"
            return f"each {node.name}"
        if node.owner is None and node.plural:  # "from graveyards"
            return POSSESSIVE_PLURAL[node.name]
        if node.owner is None:
            return f"{article(node.name)} {node.name}"
        name = POSSESSIVE_PLURAL[node.name] if node.plural else node.name
        return f"{self.possessive(node.owner)} {name}"

    def duration(self, node: ast.Duration) -> str:
        if node.condition is not None:  # "for as long as …", "until ~ is cast from exile"
            name = "until" if node.name == "until" else "for as long as"
            return f"{name} {self.render(node.condition)}"
        return node.name

    # ------------------------------------------------------------ keywords and tokens

    def keyword(self, node: ast.Keyword) -> str:
        case = self.own(node.case)
        name = node.name.title() if case == "title" else node.name
        name = capitalize(name) if case == "capitalized" else name
        if node.cost is not None and node.amount is not None:  # "Suspend 4—{U}"
            return f"{name} {self.amount(node.amount)}—{self.render(node.cost)}"
        if node.cost is not None:
            return f"{name} {self.render(node.cost)}"
        if node.costs:  # "Escape—{3}{B}{B}, Exile four other cards from your graveyard."
            return f"{name}—{self.cost_separator.join(self.cost(c) for c in node.costs)}."
        if node.amount is not None:
            return f"{name} {self.amount(node.amount)}"
        if node.filter is not None:  # "affinity for artifacts": the plural
            plural = True if node.name == "affinity for" else None
            return f"{name} {self.filter(node.filter, plural)}"
        if node.player is not None:
            return f"{name} {node.player}"
        return name

    def granted(self, node: ast.Node) -> str:
        """A granted keyword ("flying") or a quoted ability."""
        if isinstance(node, ast.Keyword):
            return self.keyword(node)
        text = self.render(node)
        if self.own(getattr(node, "no_period", False)):
            text = text.removesuffix(".")
        return f'"{text}"'

    def granted_list(self, abilities: list[ast.Node]) -> str:
        return series(self.joined_keywords(abilities, self.granted), "and")

    def joined_keywords(self, abilities: list[Any], say: Any) -> list[str]:
        """Each ability as written; "protection from blue and from black" is one phrase."""
        out: list[str] = []
        for i, a in enumerate(abilities):
            if not isinstance(a, ast.Keyword):
                out.append(say(a))
                continue
            joined = self.own(a.and_from) if self.surface else _protection(abilities[i - 1 : i + 1])
            if joined and out:
                out[-1] += f" and from {self.filter(a.filter)}"
            else:
                out.append(say(a))
        return out

    def token_spec(self, node: ast.TokenSpec, plural: bool = False) -> str:
        if node.copy_of is not None:
            noun = "tokens" if plural else "token"
            text = f"{noun} that's a copy of {self.object(node.copy_of)}"
            if node.exception is not None:
                text += f", except {self.copy_exception(node.exception)}"
            return text
        parts = ["tapped"] if node.tapped else []
        if node.power_toughness:
            parts.append(node.power_toughness)
        if node.colors:
            parts.append(series(node.colors, "and"))
        parts.extend(node.types)
        parts.append("tokens" if plural else "token")
        text = " ".join(parts)
        if node.abilities:
            text += f" with {self.granted_list(node.abilities)}"
        if node.attached_to is not None:
            text += f" attached to {self.object(node.attached_to)}"
        return text

    def copy_exception(self, node: ast.CopyException, the_copy: bool = False) -> str:
        """ "it's a 4/4 black Zombie", "it's an artifact in addition to its other types",
        "it isn't legendary and it has haste"; ``the_copy``: "the copy isn't" by default."""
        parts = []
        what = " ".join(filter(None, [node.power_toughness, *node.colors, *node.types]))
        if what:
            what = f"{article(what)} {what}" if node.types else what
            addition = " in addition to its other types" if node.in_addition else ""
            if node.with_abilities:  # "it's a 1/1 Spirit creature with flying"
                what += f" with {self.granted_list(node.abilities)}"
            parts.append(f"it's {what}{addition}")
        if node.not_legendary:
            subject = "the copy isn't" if self.own(node.the_copy, the_copy) else "it isn't"
            parts.append(self.own(node.written, subject) + " legendary")
        if node.abilities and not (what and node.with_abilities):
            parts.append(f"it has {self.granted_list(node.abilities)}")
        if node.starting_loyalty is not None:
            parts.append(f"its starting loyalty is {self.amount(node.starting_loyalty)}")
        return " and ".join(parts)


def _protection(pair: list[Any]) -> bool:
    """Whether both are protection keywords (Oracle text joins them: "… and from black")."""
    return len(pair) == 2 and all(
        isinstance(k, ast.Keyword) and k.name == "protection from" for k in pair
    )
