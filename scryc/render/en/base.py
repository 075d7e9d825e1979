"""The English renderer's shared phrase helpers: plurals and articles, sentence assembly, and
the acting player of an effect."""

from __future__ import annotations

from typing import Any

from ... import ast
from ..base import PREDICATES, Renderer, defined_x, steps_of

NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
NUMBER_WORDS += ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen")
NUMBER_WORDS += ("seventeen", "eighteen", "nineteen", "twenty")

#: Filter kinds that are words before the head noun; the others follow it.
WORD_KINDS = (ast.CardType, ast.Subtype, ast.Color, ast.Status, ast.Negated, ast.PowerToughness)

IRREGULAR_PLURALS = {
    "sorcery": "sorceries",
    "ability": "abilities",
    "activated ability": "activated abilities",
    "triggered ability": "triggered abilities",
    "copy": "copies",
    "library": "libraries",
    "Elf": "Elves",
    "Dwarf": "Dwarves",
    "Plains": "Plains",
    "Mouse": "Mice",
    "Equipment": "Equipment",
    "Myr": "Myr",
    "Eldrazi": "Eldrazi",
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


def capitalize(text: str) -> str:
    """The text with its first letter in upper case."""
    return text[:1].upper() + text[1:]


def series(items: list[str], conjunction: str) -> str:
    """ "a", "a or b", "a, b, or c"."""
    if len(items) <= 2:
        return f" {conjunction} ".join(items)
    return ", ".join(items[:-1]) + f", {conjunction} " + items[-1]


def is_word_filter(node: ast.Node) -> bool:
    """Whether a filter is written as words before the head noun."""
    if isinstance(node, ast.AnyOf):
        return all(is_word_filter(o) for o in node.options)
    if isinstance(node, ast.AllOf):
        return all(is_word_filter(p) for p in node.parts)
    if isinstance(node, ast.Negated):
        return is_word_filter(node.filter)
    return isinstance(node, WORD_KINDS)


ORDINALS = {
    1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh"
}  # fmt: skip

#: How a written connective joins two clauses of a sentence (sentence breaks are separate).
CLAUSE_JOINS = {
    ", then": ", then ",
    " then": " then ",
    " and": " and ",
    ", and": ", and ",
    ",": ", ",
}

SENTENCE_BREAKS = {".": "", ". Then": "then "}

#: The order cards are put in: "in any order", "in a random order".
ORDERS = {"any": " in any order", "random": " in a random order"}


def third_person(verb: str) -> str:
    """ "scry" → "scries", "draw" → "draws", "search" → "searches"."""
    head, _, rest = verb.partition(" ")
    if head.endswith("y") and head[-2:-1] not in "aeiou":
        head = head[:-1] + "ies"
    elif head.endswith(("s", "sh", "ch", "x")):
        head += "es"
    else:
        head += "s"
    return f"{head} {rest}".strip()


#: Effects with an acting player, who is left out after "may" and in costs.
PLAYER_EFFECTS = (
    ast.ChooseNewTargets,
    ast.RevealUntil,
    ast.Scry,
    ast.Surveil,
    ast.Draw,
    ast.Discard,
    ast.Mill,
    ast.GainLife,
    ast.ExchangeLifeTotals,
    ast.LoseLife,
    ast.PayLife,
    ast.SpendAsThough,
    ast.PayMana,
    ast.GainEnergy,
    ast.Sacrifice,
    ast.Reveal,
    ast.Investigate,
    ast.FlipCoin,
    ast.Incubate,
    ast.NumberedAction,
    ast.NamedAction,
    ast.CollectEvidence,
    ast.Behold,
    ast.GameResult,
    ast.BecomeMonarch,
    ast.TakeInitiative,
    ast.Venture,
    ast.HasControl,
    ast.Clash,
    ast.Shuffle,
    ast.KeywordAction,
    ast.CreateToken,
)


def counted_predicate(node: ast.Node) -> bool:
    """A predicate "for each" of something: "gets +1/+1 for each Plains you control"."""
    return isinstance(node, ast.ForEach) and isinstance(node.effect, PREDICATES)


def shares_subject(node: ast.Node) -> bool:
    """A predicate whose subject is the one before it: "… and gains flying"."""
    subject = getattr(node, "object", None)
    return isinstance(node, PREDICATES) and isinstance(subject, ast.Ref) and subject.elided


class EnglishBase(Renderer):
    """What every part of the English renderer shares."""

    lang = "en"
    cost_separator = ", "
    #: Rendering the chain after "<player> may": a verb whose subject is shared is bare.
    after_may = False
    ability_colon = ": "

    def finish(self, sentences: list[str], reminders: list[ast.ReminderText]) -> str:
        """Capitalised sentences with their reminder texts (which don't carry over from
        another language), as one line."""
        reminders = reminders if self.surface else []
        placed = self.reminders([capitalize(s) for s in sentences], reminders, " ({})", " ({})")
        text = ""
        for sentence in placed:
            text += sentence if not text or sentence.startswith("\n") else " " + sentence
        return text

    def sentence_start(self, sentence: str) -> str:
        return capitalize(sentence)

    def body(self, effect: ast.Node, declare: bool = True) -> list[str]:
        """The sentences of a resolving effect (not yet capitalised); ``declare``: open with
        "Choose …" for the targets declared in sentences of their own."""
        steps, joins, connectives = steps_of(effect)
        connectives = connectives if self.surface else [""] * len(joins)
        targets = self.declared(effect) if declare else []
        sentences = [f"choose {self.undeclared(t)}." for t in targets]
        text, used = "", []
        for i, (clause, members) in enumerate(self.clauses(steps, joins, connectives)):
            if i:
                join, written = joins[members[0] - 1], connectives[members[0] - 1]
                before = steps[members[0] - 1]  # "If …, A" governs what follows in its sentence
                after_if = isinstance(before, ast.Conditional) and not before.condition_last
                if join == "sentence" or written in SENTENCE_BREAKS or after_if:
                    sentences.append(self.close(text, used))
                    text, used = SENTENCE_BREAKS.get(written, ""), []
                    if join == "then" and not text:
                        text = "then "
                else:
                    text += self.clause_join(join, written, joins, members[0] - 1)
            text += clause
            used.extend(steps[m] for m in members)
            last = steps[members[-1]]
            if isinstance(last, ast.Conditional) and last.otherwise is not None:
                sentences.append(self.close(text, used))
                otherwise = self.own(last.otherwise_written, "otherwise")
                text, used = f"{otherwise}, {self.chain(last.otherwise)}", [last.otherwise]
        sentences.append(self.close(text, used))
        return sentences

    def clause_join(self, join: str, written: str, joins: list[str], index: int) -> str:
        if written in CLAUSE_JOINS:
            return CLAUSE_JOINS[written]
        if join == "then":
            return ", then "
        run_end = index
        while run_end + 1 < len(joins) and joins[run_end + 1] == "and":
            run_end += 1
        run_start = index
        while run_start > 0 and joins[run_start - 1] == "and":
            run_start -= 1
        if run_end == run_start:
            return " and "
        return ", and " if index == run_end else ", "

    def close(self, text: str, steps: list[Any]) -> str:
        """End a sentence: ", where X is …" for an X it defines, then the period."""
        x = defined_x(steps)
        where = f", where X is {self.amount(x.definition)}" if x is not None else ""
        if where not in text:  # not already written by the chain of a conditional in it
            text += where
        if text.endswith(".") or (steps and isinstance(steps[-1], (ast.Modal, ast.DieTable))):
            return text
        return text if text.endswith('."') else text + "."

    def clauses(
        self, steps: list[Any], joins: list[str], connectives: list[str]
    ) -> list[tuple[str, list[int]]]:
        """Steps as written clauses; predicates sharing a subject make one clause
        ("target creature gets +1/+0 and gains first strike until end of turn")."""
        out: list[tuple[str, list[int]]] = []
        i = 0
        while i < len(steps):
            if self.shares_verb(steps, joins, i):
                out.append((self.tokens(steps[i]), [i]))
                i += 1
                continue
            members = [i]
            while (isinstance(steps[i], PREDICATES) or counted_predicate(steps[i])) and (
                members[-1] + 1 < len(steps)
                and joins[members[-1]] == "and"
                and shares_subject(steps[members[-1] + 1])
            ):
                members.append(members[-1] + 1)
            out.append((self.clause([steps[m] for m in members], members, connectives), members))
            i = members[-1] + 1
        return out

    def clause(self, steps: list[Any], members: list[int], connectives: list[str]) -> str:
        if len(steps) == 1 and not isinstance(steps[0], PREDICATES):
            return self.step(steps[0])
        if counted_predicate(steps[0]):  # "gets +1/+1 for each Plains you control and has flying"
            plural = self.is_plural(steps[0].effect.object)
            text = self.step(steps[0])
            for step in steps[1:]:
                text += f" and {self.predicate(step, plural)}"
                if step.duration is not None and step.duration != steps[0].effect.duration:
                    text = self.timed_rule(text, step.duration)
            return text
        if len(steps) == 1 and getattr(steps[0], "rule", None) == ast.ABILITIES_RESTRICTED:
            bare = isinstance(steps[0].object, ast.Objects) and steps[0].object.bare
            if bare:  # "Activated abilities of artifacts can't be activated"
                rest = ast.ABILITIES_RESTRICTED.removeprefix("activated abilities ")
                return f"activated abilities of {self.object(steps[0].object)} {rest}"
            return f"{self.possessive(steps[0].object)} {ast.ABILITIES_RESTRICTED}"
        subject = steps[0].object
        plural = self.is_plural(subject)
        durations = {s.duration.name if s.duration else None for s in steps}
        shared = steps[0].duration if len(durations) == 1 else None
        text = self.object(subject)
        if text == "them":
            text = "they"  # the subject of "they become …"
        listed = len(steps) > 2  # "gets +2/+2, has flying, and attacks each combat if able"
        for k, step in enumerate(steps):
            default = (", and " if k == len(steps) - 1 else ", ") if listed else " and "
            join = CLAUSE_JOINS.get(connectives[members[k] - 1], default) if k else " "
            predicate = self.predicate(step, plural)
            said = getattr(step, "becomes", step)  # a becomes_sized: its becomes says it
            if not k and text == "it" and self.own(getattr(said, "contracted", False)):
                text, predicate = "it's", predicate.removeprefix("is ")
            text += join + predicate
            if step.duration is not None and shared is None:
                text = self.timed_rule(text, step.duration)
        if shared is None:
            return text
        if self.own(shared.first):
            return f"{self.render(shared)}, {text}"
        return self.timed_rule(text, shared)

    def timed_rule(self, text: str, duration: ast.Duration) -> str:
        """A predicate and its duration; inside "must be blocked this turn if able", "blocks
        ~ this turn if able"."""
        when = self.render(duration)
        if text.endswith(" if able") and "each combat" not in text:
            return f"{text.removesuffix(' if able')} {when} if able"
        if " can't be blocked except by " in f" {text}":  # "… this turn except by Walls"
            head, _, only = text.partition(" except by ")
            return f"{head} {when} except by {only}"
        head, comma, differs = text.partition(", except ")
        if comma and (" a copy of " in head or " copies of " in head):  # "… until end of turn,
            return f"{head} {when}, except {differs}"  # except it has haste"
        plural = ast.ATTACKS_DESPITE_DEFENDER.replace(" it ", " they ")
        for rule in (ast.ATTACKS_DESPITE_DEFENDER, plural):
            if text.endswith(rule):  # "can attack this turn as though it didn't have defender"
                return text.removesuffix(rule) + rule.replace("attack", f"attack {when}", 1)
        return f"{text} {when}"

    def chain(self, effect: ast.Node) -> str:
        """An effect written as one sentence, without its period (sentences after its first,
        as in "When you do, you may pay {2}. If you do, …", capitalised)."""
        sentences = self.body(effect, declare=False)
        later = [capitalize(s) for s in sentences[1:]]
        return " ".join(sentences[:1] + later).removesuffix(".")

    def is_plural(self, node: ast.Node) -> bool:
        """Whether a subject takes a plural verb ("you have", "creatures get")."""
        if isinstance(node, ast.Objects):
            return self.plural(node) or self.many(node)
        if isinstance(node, ast.Ref):
            return node.plural
        if isinstance(node, ast.ObjectList):
            return node.conjunction == "and"
        if isinstance(node, ast.PairedCreatures):  # "both creatures have", "each of … has"
            return bool(self.own(node.both))
        return isinstance(node, ast.You)

    def pronoun(self, node: ast.Node) -> str:
        """ "it" or "them", for a subject as :meth:`is_plural` counts it."""
        return "them" if self.is_plural(node) else "it"

    def timed(self, text: str, duration: ast.Duration | None) -> str:
        """An effect's text with its duration after it, if it has one."""
        return f"{text} {self.render(duration)}" if duration is not None else text

    def step(self, node: ast.Node, bare: bool = False) -> str:
        """A step of an effect; ``bare`` leaves out its acting player (after "may")."""
        if isinstance(node, PLAYER_EFFECTS):
            return self.DISPATCH[node.kind](self, node, bare)
        return self.render(node)

    def act(self, player: ast.Node, verb: str, rest: str, bare: bool, you: bool = False) -> str:
        """ "scry 2", "you gain 3 life", "each opponent mills two cards"."""
        if bare:
            return f"{verb} {rest}".strip()
        if isinstance(player, ast.You):
            return f"{'you ' if self.says_you(player, you) else ''}{verb} {rest}".strip()
        if isinstance(player, ast.YouAnd):  # "you and target opponent each draw a card"
            return f"{self.render(player)} each {verb} {rest}".strip()
        if isinstance(player, ast.Ref) and player.elided:  # "… and loses 2 life"
            return f"{verb if self.after_may else third_person(verb)} {rest}".strip()
        if isinstance(player, ast.Ref) and player.plural and not player.noun:  # "and they scry 2"
            return f"they {verb} {rest}".strip()
        if isinstance(player, ast.Player) and self.own(player.they):  # "they lose 2 life"
            return f"they {verb} {rest}".strip()
        return f"{self.render(player)} {third_person(verb)} {rest}".strip()

    def counted(self, amount: ast.Node, noun: str) -> str:
        """ "a card", "two cards", "X cards", "that many cards", "cards equal to …"."""
        if isinstance(amount, ast.Number):
            form = "article" if amount.value == 1 else "word"
            count = self.number(amount, form, noun)
            return f"{count} {noun if amount.value == 1 else plural_of(noun)}"
        if isinstance(amount, (ast.Variable, ast.Ref)):
            return f"{self.amount(amount)} {plural_of(noun)}"
        return f"{plural_of(noun)} equal to {self.amount(amount)}"
