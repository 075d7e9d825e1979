"""The English renderer: AST → Oracle-style English card text."""

from __future__ import annotations

from typing import Any

from .. import ast
from ..parse.ja.lexicon import ABILITY_WORDS
from .base import (
    CREWED,
    EQUAL_TO,
    LETTER_OF,
    ONE_OBJECT_EITHER,
    PREDICATES,
    ROMAN,
    RenderError,
    capitalize,
    defined_x,
    series,
    steps_of,
    trigger_word,
)
from .english_phrases import NUMBER_WORDS, EnglishPhrases, article, plural_of

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


class EnglishRenderer(EnglishPhrases):
    """Renders an AST as English card text."""

    cost_separator = ", "
    ability_colon = ": "

    # ------------------------------------------------------------ card and abilities

    def finish(self, sentences: list[str], reminders: list[ast.ReminderText]) -> str:
        """Capitalised sentences with their reminder texts (which don't carry over from
        another language), as one line."""
        reminders = reminders if self.surface else []
        placed = self.reminders([capitalize(s) for s in sentences], reminders, " ({})", " ({})")
        text = ""
        for sentence in placed:
            text += sentence if not text or sentence.startswith("\n") else " " + sentence
        return text

    def keyword_list(self, node: ast.KeywordList) -> str:
        words = self.joined_keywords(node.keywords, self.keyword)
        if not any(self.own(k.case) for k in node.keywords):
            words[0] = capitalize(words[0])
        line = ", ".join(words)
        return self.finish([line], node.reminder)

    def prototype(self, node: ast.Prototype) -> str:
        line = f"Prototype {self.mana_cost(node.cost)} — {node.size}"
        return self.finish([line], node.reminder)

    def spell_ability(self, node: ast.SpellAbility) -> str:
        return self.finish(self.body(node.effect), node.reminder)

    def static_ability(self, node: ast.StaticAbility) -> str:
        sentences = self.body(node.effect)
        # "… costs {1} less to cast if …": "if" comes last (a lasting effect under 「…なら」
        # is "as long as …" first)
        cost_if = node.condition_last == "if" and isinstance(node.effect, ast.CostChange)
        after = self.own(node.condition_last) or cost_if
        if node.condition is not None and node.unless:  # "… can't block unless …"
            sentences[-1] = (
                f"{sentences[-1].removesuffix('.')} unless {self.render(node.condition)}."
            )
        elif node.condition is not None and after:
            words = f"if {self.render(node.condition)}"
            if node.condition_last != "if":
                words = self.static_condition(node.condition)
            sentences[-1] = f"{sentences[-1].removesuffix('.')} {words}."
        elif node.condition is not None:
            sentences[0] = f"{self.static_condition(node.condition)}, {sentences[0]}"
        return self.finish(sentences, node.reminder)

    def static_condition(self, node: ast.Node) -> str:
        if isinstance(node, ast.YourTurn) and self.own(node.during):
            return "during your turn"
        return f"as long as {self.render(node)}"

    def as_enters_ability(self, node: ast.AsEntersAbility) -> str:
        sentences = self.body(node.effect)
        sentences[0] = f"as {self.object(node.object)} enters, {sentences[0]}"
        return self.finish(sentences, node.reminder)

    def choose_value(self, node: ast.ChooseValue) -> str:
        return f"choose {article(node.value)} {node.value}"

    def replacement_ability(self, node: ast.ReplacementAbility) -> str:
        sentences = self.body(node.replacement)
        first = sentences[0][:-1] if sentences[0].endswith(".") else sentences[0]
        sentences[0] = f"if {self.would(node.event)}, {first} instead."
        if self.own(node.instead_first):
            sentences[0] = f"if {self.would(node.event)}, instead {first}."
        return self.finish(sentences, node.reminder)

    def must_block(self, node: ast.MustBlock) -> str:
        attacker = self.timed(self.object(node.attacker), node.duration)
        return f"{self.object(node.blockers)} able to block {attacker} do so"

    def replace(self, node: ast.Replace) -> str:
        return f"if {self.would(node.event)}, {self.chain(node.replacement)} instead"

    def would(self, node: ast.Node) -> str:
        """The replaced event: "you would scry N", "<object> would enter the battlefield"."""
        if isinstance(node, ast.Scry):
            return f"you would scry {self.scry_amount(node.amount)}"
        if isinstance(node, ast.Move):
            return f"{self.object(node.object)} would enter the battlefield"
        if isinstance(node, ast.WouldDie):
            duration = f" {self.render(node.duration)}" if node.duration else ""
            return f"{self.object(node.object)} would die{duration}"
        if isinstance(node, ast.Explore):
            return f"{self.object(node.object)} would explore"
        if isinstance(node, ast.WouldBePut) and node.from_anywhere:
            return f"{self.would_be_put(node)} from anywhere"
        raise RenderError(f"no English wording for a replaced {node.kind!r}")

    def sentence_start(self, sentence: str) -> str:
        return capitalize(sentence)

    def activation_restriction(self, node: ast.ActivationRestriction) -> str:
        when = []
        if node.condition is not None:
            when.append(f"if {self.render(node.condition)}")
        if node.during is not None:
            when.append(f"during {node.during}")
        if node.timing == "sorcery":
            when.append("as a sorcery")
        elif node.timing is not None:
            when.append(node.timing)
        if node.any_player:  # "Any player may activate this ability [but only as a sorcery]."
            but = f" but only {' and only '.join(when)}" if when else ""
            return f"any player may activate this ability{but}."
        return f"activate only {' and only '.join(when)}."

    def triggered_ability(self, node: ast.TriggeredAbility) -> str:
        sentences = self.body(node.effect)
        duration = f" {self.render(node.duration)}" if node.duration is not None else ""
        head = f"{trigger_word(node)} {self.render(node.trigger)}{duration}, "
        if node.condition is not None:
            head += f"if {self.render(node.condition)}, "
        sentences[0] = head + sentences[0]
        if node.once_each_turn:
            sentences.append("this ability triggers only once each turn.")
        if node.effect_once_each_turn:
            sentences.append("do this only once each turn.")
        return self.finish(sentences, node.reminder)

    def ability_word_ability(self, node: ast.AbilityWordAbility) -> str:
        word = node.word.text
        if not self.surface:  # 「英雄的」 "Heroic"; a dungeon room 「保管庫/Storeroom」
            word = ABILITY_WORDS.get(word, word).rpartition("/")[2]
        return f"{word} — {self.render(node.ability)}"

    def chapter_ability(self, node: ast.ChapterAbility) -> str:
        chapters = ", ".join(ROMAN[c] for c in node.chapters)
        return f"{chapters} — {self.render(node.ability)}"

    def station_ability(self, node: ast.StationAbility) -> str:
        """ "STATION 8+" over its abilities (the P/T box is the card's power and toughness)."""
        return "\n".join([f"STATION {node.threshold}+", *map(self.render, node.abilities)])

    def reminder_only(self, node: ast.ReminderOnly) -> str:
        return self.finish([], node.reminder)

    def alternative_cost(self, node: ast.AlternativeCost) -> str:
        head = f"if {self.render(node.condition)}, you" if node.condition else "you"
        sentence = f"{head} may {self.chain(node.cost)} rather than pay this spell's mana cost."
        return self.finish([sentence], node.reminder)

    def additional_cost(self, node: ast.AdditionalCost) -> str:
        sentence = f"as an additional cost to cast this spell, {self.chain(node.cost)}."
        return self.finish([sentence], node.reminder)

    def dungeon_entry(self, node: ast.DungeonEntry) -> str:
        venture = self.step(node.venture, bare=True)
        sentence = f'you can\'t enter this dungeon unless you "{venture}."'
        return self.finish([sentence], node.reminder)

    def cast_restriction(self, node: ast.CastRestriction) -> str:
        if node.condition is not None:
            when = f"if {self.render(node.condition)}"
        elif node.player is not None:
            when = f"during {self.possessive(node.player)} {node.window}"
        else:
            when = node.window
        return self.finish([f"cast this spell only {when}."], node.reminder)

    # ------------------------------------------------------------ sentences

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
        if x is not None:
            text += f", where X is {self.amount(x.definition)}"
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
            while (
                isinstance(steps[i], PREDICATES)
                and members[-1] + 1 < len(steps)
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
        if len(steps) == 1 and getattr(steps[0], "rule", None) == ast.ABILITIES_RESTRICTED:
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
            if not k and text == "it" and self.own(getattr(step, "contracted", False)):
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
        """A predicate and its duration; inside "must be blocked this turn if able"."""
        when = self.render(duration)
        if text.endswith("must be blocked if able"):
            return f"{text.removesuffix(' if able')} {when} if able"
        return f"{text} {when}"

    def chain(self, effect: ast.Node) -> str:
        """An effect written as one sentence, without its period."""
        sentences = self.body(effect, declare=False)
        return " ".join(sentences).removesuffix(".")

    def is_plural(self, node: ast.Node) -> bool:
        """Whether a subject takes a plural verb ("you have", "creatures get")."""
        if isinstance(node, ast.Objects):
            return self.plural(node) or self.many(node)
        if isinstance(node, ast.Ref):
            return node.plural
        if isinstance(node, ast.ObjectList):
            return node.conjunction == "and"
        return isinstance(node, ast.You)

    def pronoun(self, node: ast.Node) -> str:
        """ "it" or "them", for a subject as :meth:`is_plural` counts it."""
        return "them" if self.is_plural(node) else "it"

    def timed(self, text: str, duration: ast.Duration | None) -> str:
        """An effect's text with its duration after it, if it has one."""
        return f"{text} {self.render(duration)}" if duration is not None else text

    # ------------------------------------------------------------ effects

    def step(self, node: ast.Node, bare: bool = False) -> str:
        """A step of an effect; ``bare`` leaves out its acting player (after "may")."""
        if isinstance(node, PLAYER_EFFECTS):
            return getattr(self, node.kind)(node, bare)
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
            return f"{third_person(verb)} {rest}".strip()
        if isinstance(player, ast.Ref) and player.plural and not player.noun:  # "and they scry 2"
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

    def scry_amount(self, amount: ast.Node) -> str:
        if isinstance(amount, ast.Plus):
            return f"{self.amount(amount.left)} cards plus {self.amount(amount.right, 'word')}"
        return self.amount(amount)

    def get_emblem(self, node: ast.GetEmblem, bare: bool = False) -> str:
        emblem = f"an emblem with {self.granted_list(node.abilities)}"
        return self.act(node.player, "get", emblem, bare, you=True)

    def scry(self, node: ast.Scry, bare: bool = False) -> str:
        if self.own(node.equal_to, isinstance(node.amount, EQUAL_TO)):  # "… equal to the result"
            amount = f"a number of cards equal to {self.amount(node.amount)}"
            return self.act(node.player, "scry", amount, bare)
        return self.act(node.player, "scry", self.scry_amount(node.amount), bare)

    def surveil(self, node: ast.Surveil, bare: bool = False) -> str:
        return self.act(node.player, "surveil", self.amount(node.amount), bare)

    def draw(self, node: ast.Draw, bare: bool = False) -> str:
        what = "another card" if node.another else self.counted(node.amount, "card")
        return self.act(node.player, "draw", what, bare)

    def discard(self, node: ast.Discard, bare: bool = False) -> str:
        what = self.object(node.object) if node.object else self.counted(node.amount, "card")
        return self.act(node.player, "discard", what + (" at random" if node.random else ""), bare)

    def mill(self, node: ast.Mill, bare: bool = False) -> str:
        return self.act(node.player, "mill", self.counted(node.amount, "card"), bare)

    def life(self, amount: ast.Node) -> str:
        if isinstance(amount, ast.Ref) and amount.noun == "number":
            return "that much life"
        if isinstance(amount, (ast.Number, ast.Variable)):
            return f"{self.amount(amount)} life"
        return f"life equal to {self.amount(amount)}"

    def gain_life(self, node: ast.GainLife, bare: bool = False) -> str:
        return self.act(node.player, "gain", self.life(node.amount), bare, you=True)

    def lose_life(self, node: ast.LoseLife, bare: bool = False) -> str:
        return self.act(node.player, "lose", self.life(node.amount), bare, you=True)

    def pay_life(self, node: ast.PayLife, bare: bool = False) -> str:
        return self.act(node.player, "pay", self.life(node.amount), bare)

    def pay_mana(self, node: ast.PayMana, bare: bool = False) -> str:
        return self.act(node.player, "waterbend" if node.waterbend else "pay", node.symbols, bare)

    def gain_energy(self, node: ast.GainEnergy, bare: bool = False) -> str:
        return self.act(node.player, "get", node.symbols, bare, you=True)

    def sacrifice(self, node: ast.Sacrifice, bare: bool = False) -> str:
        return self.act(node.player, "sacrifice", self.object(node.object), bare)

    def search(self, node: ast.Search) -> str:
        return f"search {self.possessive(node.player)} library for {self.object(node.object)}"

    def shuffle(self, node: ast.Shuffle, bare: bool = False) -> str:
        return self.act(node.player, "shuffle", "", bare)

    def shuffle_into(self, node: ast.ShuffleInto, bare: bool = False) -> str:
        into = f"{self.object(node.object)} into {self.zone(node.to)}"
        return self.act(node.player, "shuffle", into, bare)

    def prevent_damage(self, node: ast.PreventDamage) -> str:
        to = f" to {self.object(node.recipient)}" if node.recipient is not None else ""
        if node.each_time:
            if node.source is None or node.amount is None or node.duration is not None:
                raise RenderError("no English wording for this prevention of each event")
            combat = "combat " if node.combat else ""
            event = f"{self.object(node.source)} would deal {combat}damage"
            return f"if {event}{to}, prevent {self.amount(node.amount)} of that damage"
        if node.next_time and node.source is not None and node.amount is None:
            event = f"the next time {self.object(node.source)} would deal damage{to}"
            return f"{self.timed(event, node.duration)}, prevent that damage"
        if self.own(node.source_first) and node.source is not None and node.amount is None:
            source = self.object(node.source)
            return self.timed(f"prevent all damage {source} would deal{to}", node.duration)
        if node.next_time:
            raise RenderError("no English wording for this next-time prevention")
        how_much = f"the next {self.amount(node.amount)}" if node.amount is not None else "all"
        text = f"prevent {how_much} {'combat ' if node.combat else ''}damage that would be dealt"
        if node.recipient is not None:
            text += f" to {self.object(node.recipient)}"
        if node.source is not None:
            text += f" by {self.object(node.source)}"
        text = self.timed(text, node.duration)
        if node.except_source is not None:
            unprevented = "combat damage" if node.combat else "damage"
            by = self.object(node.except_source)
            text += f" except {unprevented} that would be dealt by {by}"
        return text

    def incubate(self, node: ast.Incubate, bare: bool = False) -> str:
        return self.act(node.player, "incubate", self.amount(node.amount), bare)

    def numbered_action(self, node: ast.NumberedAction, bare: bool = False) -> str:
        return self.act(node.player, node.name, self.amount(node.amount), bare)

    def named_action(self, node: ast.NamedAction, bare: bool = False) -> str:
        return self.act(node.player, node.name, "", bare)

    def behold(self, node: ast.Behold, bare: bool = False) -> str:
        return self.act(node.player, "behold", self.object(node.object), bare)

    def chose_ring_bearer(self, node: ast.ChoseRingBearer) -> str:
        return f"you chose {self.object(node.object)} as your Ring-bearer"

    def beheld(self, node: ast.Beheld) -> str:
        return f"{self.object(node.object)} was beheld"

    def collect_evidence(self, node: ast.CollectEvidence, bare: bool = False) -> str:
        return self.act(node.player, "collect evidence", self.amount(node.amount), bare)

    def keyword_action(
        self, node: ast.Goad | ast.TransformPermanent | ast.Cloak | ast.CopySpell | ast.Suspect
    ) -> str:
        """ "goad target creature", "transform ~", "cloak the top card of your library", "copy
        it"."""
        return f"{KEYWORD_ACTIONS[node.kind]} {self.object(node.object)}"

    goad = transform_permanent = cloak = suspect = keyword_action

    def copy_spell(self, node: ast.CopySpell) -> str:
        """ "copy it", "copy that spell, except the copy isn't legendary"."""
        text = self.keyword_action(node)
        if node.times is not None:  # "copy it twice", "copy it three times"
            count = node.times
            twice = isinstance(count, ast.Number) and count.value == 2
            text += " twice" if twice else f" {self.amount(count, 'word')} times"
        if node.exception is not None:
            text += f", except {self.copy_exception(node.exception, the_copy=True)}"
        return text

    def flip_coin(self, node: ast.FlipCoin, bare: bool = False) -> str:
        return self.act(node.player, "flip", "a coin", bare)

    def flip_result(self, node: ast.FlipResult) -> str:
        return f"you {'win' if node.won else 'lose'} the flip"

    def all_of_the_above(self, node: ast.AllOfTheAbove, bare: bool = False) -> str:
        return "do all of the above"

    def investigate(self, node: ast.Investigate, bare: bool = False) -> str:
        return self.act(node.player, "investigate", "", bare)

    def player_restriction(self, node: ast.PlayerRestriction) -> str:
        """ "your opponents can't gain life", "this turn, players can't cast spells"."""
        player = "you" if isinstance(node.player, ast.You) else self.object(node.player)
        text = f"{player} can't {node.action}"
        if node.object is not None:
            text += f" {self.kind_phrase(node.object)}"
        if node.duration is not None and self.own(node.duration.first):
            return f"{self.render(node.duration)}, {text}"
        return self.timed(text, node.duration)

    def game_result(self, node: ast.GameResult, bare: bool = False) -> str:
        return self.act(node.player, node.outcome, "the game", bare, you=True)

    def become_monarch(self, node: ast.BecomeMonarch, bare: bool = False) -> str:
        return self.act(node.player, "become", "the monarch", bare, you=True)

    def has_control(self, node: ast.HasControl, bare: bool = False) -> str:
        return self.act(node.player, "control", self.object(node.object), bare, you=True)

    def clash(self, node: ast.Clash, bare: bool = False) -> str:
        return self.act(node.player, "clash", f"with {self.object(node.opponent)}", bare)

    def clash_result(self, node: ast.ClashResult) -> str:
        return "you win"

    def take_initiative(self, node: ast.TakeInitiative, bare: bool = False) -> str:
        return self.act(node.player, "take", "the initiative", bare, you=True)

    def venture(self, node: ast.Venture, bare: bool = False) -> str:
        into = self.render(node.into) if isinstance(node.into, ast.SelfRef) else node.into
        return self.act(node.player, "venture", f"into {into or 'the dungeon'}", bare)

    def extra_turn(self, node: ast.ExtraTurn, bare: bool = False) -> str:
        turns = self.counted(node.amount, "extra turn")
        return self.act(node.player, "take", f"{turns} after this one", bare)

    def finish_voting(self, node: ast.FinishVoting) -> str:
        return "players finish voting"

    def ring_tempts(self, node: ast.RingTempts) -> str:
        return "the Ring tempts you"

    def deal_damage(self, node: ast.DealDamage) -> str:
        source, recipient = self.object(node.source), self.object(node.recipient)
        if isinstance(node.amount, (ast.Number, ast.Variable)) or (
            isinstance(node.amount, ast.Ref) and node.amount.noun == "number"
        ):
            more = "".join(
                f" and {self.amount(m.amount)} damage to {self.object(m.recipient)}"
                for m in node.more
            )
            to = "divided as you choose among" if node.divided else "to"
            return f"{source} deals {self.amount(node.amount)} damage {to} {recipient}{more}"
        if node.equal_last:
            return f"{source} deals damage to {recipient} equal to {self.amount(node.amount)}"
        return f"{source} deals damage equal to {self.amount(node.amount)} to {recipient}"

    def for_each(self, node: ast.ForEach) -> str:
        if isinstance(node.objects, ast.CountersOn):  # "for each verse counter on it"
            counters = node.objects
            each = f"each {counters.counter} counter on {self.object(counters.object)}"
            return f"{self.step(node.effect)} for {each}"
        if isinstance(node.objects, ast.ColorsSpent):  # converge
            spell = node.objects.object  # 「これ」: "it"
            pronoun = isinstance(spell, ast.SelfRef) and spell.pronoun
            spent = f"each color of mana spent to cast {'it' if pronoun else self.object(spell)}"
            return f"{self.step(node.effect)} for {spent}"
        if isinstance(node.objects, ast.TypesAmong):  # domain
            return f"{self.step(node.effect)} for each {self.type_among(node.objects)}"
        if self.own(node.first, isinstance(node.effect, ast.Sequence)):
            # "For each opponent, create …"; "for each card …, you draw a card and …"
            return f"for {self.object(node.objects)}, {self.chain(node.effect)}"
        return f"{self.step(node.effect)} for {self.object(node.objects)}"

    def attach(self, node: ast.Attach) -> str:
        return f"attach {self.object(node.object)} to {self.object(node.to)}"

    def destroy(self, node: ast.Destroy) -> str:
        return f"destroy {self.object(node.object)}"

    def regenerate(self, node: ast.Regenerate) -> str:
        return f"regenerate {self.object(node.object)}"

    def exile(self, node: ast.Exile, bare: bool = False) -> str:
        text = self.act(node.player, "exile", self.object(node.object), bare or not node.player)
        if node.from_zone is not None:
            text += f" from {self.zone(node.from_zone)}"
        if node.until_leaves is not None:
            text += f" until {self.object(node.until_leaves)} leaves the battlefield"
        text += self.with_counters(node)
        if node.instead_of is not None:
            text += (
                f" instead of putting {self.pronoun(node.object)} into {self.zone(node.instead_of)}"
            )
        return text

    def counter_spell(self, node: ast.CounterSpell) -> str:
        text = f"counter {self.object(node.object)}"
        if node.unless_player is not None:
            text += f" unless {self.render(node.unless_player)} pays {node.unless_paid}"
        return text

    def tap(self, node: ast.Tap) -> str:
        return f"tap {self.object(node.object)}"

    def untap(self, node: ast.Untap) -> str:
        return f"untap {self.object(node.object)}"

    def tap_or_untap(self, node: ast.TapOrUntap) -> str:
        return f"tap or untap {self.object(node.object)}"

    def reveal(self, node: ast.Reveal, bare: bool = False) -> str:
        what = self.object(node.object)
        if node.from_zone is not None:  # "reveal this card from your opening hand"
            what += f" from {self.zone(node.from_zone)}"
        return self.act(node.player, "reveal", what, bare)

    def reveal_until(self, node: ast.RevealUntil, bare: bool = False) -> str:
        library = f"the top of {self.possessive(node.owner)} library"
        who = "you" if isinstance(node.player, ast.You) else "they"
        until = f"until {who} {node.action} {self.object(node.until)}"
        return self.act(node.player, node.action, f"cards from {library} {until}", bare)

    def spend_only(self, node: ast.SpendOnly) -> str:
        return f"spend this mana only to cast {self.kind_phrase(node.object)}"

    def look_additional(self, node: ast.LookAdditional) -> str:
        count = self.amount(node.amount, "word")
        return f"you may look at an additional {count} cards each time you {node.action}"

    def additional_land_plays(self, node: ast.AdditionalLandPlays) -> str:
        count = self.amount(node.amount, "article")  # "an additional land"
        lands = "land" if count in ("a", "an", "one") else "lands"
        if node.duration is not None:
            when = self.render(node.duration)
        else:
            whose = "your" if isinstance(node.player, ast.You) else "their"
            when = f"{'during' if self.own(node.during) else 'on'} each of {whose} turns"
        return f"{self.render(node.player)} may play {count} additional {lands} {when}"

    def choose_not_to_untap(self, node: ast.ChooseNotToUntap) -> str:
        return f"you may choose not to untap {self.object(node.object)} during your untap step"

    def look_any_time(self, node: ast.LookAnyTime) -> str:
        return f"you may look at {self.object(node.object)} any time"

    def loyalty_twice(self, node: ast.LoyaltyTwice) -> str:
        when = self.render(node.duration) if node.duration is not None else "each turn"
        abilities = f"the loyalty abilities of {self.object(node.objects)}"
        return f"you may activate {abilities} twice {when} rather than only once"

    def look_at(self, node: ast.LookAt) -> str:
        return f"look at {self.object(node.object)}"

    def choose_object(self, node: ast.ChooseObject) -> str:
        if node.player is not None:  # "You choose a card from it"
            return self.act(node.player, "choose", self.object(node.object), False, you=True)
        return f"choose {self.object(node.object)}"

    def arrange(self, node: ast.Arrange) -> str:
        rest = "the other" if node.other else "the rest"
        back = " back" if self.own(node.back) else ""
        order = ORDERS.get(node.order or "", "")
        return (
            f"put {self.object(node.object)} {self.place(node.chosen)}"
            f"{' tapped' if node.tapped else ''} and {rest}"
            f"{back} {self.place(node.rest)}{order}"
        )

    def place(self, zone: ast.Zone) -> str:
        """Where cards are put: "into your hand", "on top of your library"."""
        if zone.name == "battlefield":
            return "onto the battlefield"
        owner = self.possessive(zone.owner or ast.You())
        if zone.position == "top":
            return f"on top of {owner} library"
        if zone.position == "bottom":
            return f"on the bottom of {owner} library"
        return f"into {self.zone(zone)}"

    def move(self, node: ast.Move) -> str:
        if node.player is not None:  # "its owner puts it on the top or bottom of …"
            verb, rest = self.move(node.model_copy(update={"player": None})).split(" ", 1)
            they = isinstance(node.player, ast.Player) and self.own(node.player.they)
            return f"{self.render(node.player)} {verb if they else third_person(verb)} {rest}"
        to = node.to
        verb = node.verb or ("put" if to.name == "battlefield" or to.position else "return")
        what = f"{verb} {self.object(node.object)}"
        if node.from_zone is not None:
            what += f" from {self.zone(node.from_zone)}"
        if to.name == "battlefield":
            text = f"{what} {'onto' if verb == 'put' else 'to'} the battlefield"
            if node.tapped:
                text += " tapped and attacking" if node.attacking else " tapped"
            elif node.attacking:
                text += " attacking"
            if node.transformed:
                text += " transformed"
            if to.owner is not None:
                text += f" under {self.possessive(to.owner)} control"
            return text + self.with_counters(node)
        if to.position is not None and to.depth is None and verb == "put":  # "on top of …"
            where = self.zone(to)
            where = where.removeprefix("the ") if to.position == "top" else where
            return f"{what} on {where}{ORDERS.get(node.order or '', '')}"
        preposition = "to" if verb == "return" else "into"
        return f"{what} {preposition} {self.zone(to)}"

    def with_counters(self, node: ast.Move | ast.Exile) -> str:
        """ " with a finality counter on it", or nothing."""
        if node.counters is None:
            return ""
        return f" with {self.placed_counters(node.counters)} on {self.pronoun(node.object)}"

    def placed_counters(self, node: ast.WithCounters | ast.EntersWithCounters) -> str:
        """ "three oil counters", "an additional +1/+1 counter", "X additional …"."""
        counters = self.counters(node.amount, node.counter)
        if not node.additional:
            return counters
        if not ast.other_than_one(node.amount):
            return f"an additional {node.counter} counter"
        if self.own(node.an_additional):
            return f"an additional {counters}"
        noun = plural_of(f"{node.counter} counter")
        return f"{counters.removesuffix(noun)}additional {noun}"

    def counters(self, amount: ast.Node, kind: str | None) -> str:
        """ "a +1/+1 counter", "three oil counters", "X lore counters"."""
        noun = f"{kind} counter" if kind else "counter"
        if isinstance(amount, ast.All):
            return f"all {plural_of(noun)}"
        if isinstance(amount, ast.Number):
            return self.counted(amount, noun)
        if not isinstance(amount, ast.Variable | ast.Ref):  # computed: "equal to …"
            return f"a number of {plural_of(noun)} equal to {self.amount(amount)}"
        return f"{self.amount(amount)} {plural_of(noun)}"

    def unless(self, node: ast.Unless) -> str:
        action = self.step(node.action, bare=True)
        return f"{self.step(node.effect)} unless {self.render(node.player)} {action}"

    def fight(self, node: ast.Fight) -> str:
        verb = "fight" if self.is_plural(node.object) else "fights"
        return f"{self.object(node.object)} {verb} {self.object(node.other)}"

    def choose_new_targets(self, node: ast.ChooseNewTargets, bare: bool = False) -> str:
        return self.act(node.player, "choose", f"new targets for {self.object(node.object)}", bare)

    def explore(self, node: ast.Explore) -> str:
        verb = "explore" if self.is_plural(node.object) else "explores"
        return f"{self.object(node.object)} {verb}"

    def pt_equal_to(self, node: ast.PTEqualTo) -> str:
        verb = "are each" if node.stats == "power and toughness" else "is"
        amount = self.amount(node.amount)
        return f"{self.possessive(node.object)} {node.stats} {verb} equal to {amount}"

    def keyword_cost(self, node: ast.KeywordCost) -> str:
        """ "the flashback cost is equal to its mana cost (reduced by {2})"."""
        of = self.own(node.of_written, "its")
        reduced = f" reduced by {self.render(node.reduced_by)}" if node.reduced_by else ""
        if isinstance(node.plus, ast.EffectCost):  # "plus exile three other cards …"
            reduced = f" plus {self.step(node.plus.effect, bare=True)}"
        elif node.plus is not None:
            reduced = f" plus {self.render(node.plus)}"
        cost = f"{node.keyword} cost is equal to {of} mana cost{reduced}"
        return f"{self.own(node.determiner, 'the')} {cost}"

    def put_counters(self, node: ast.PutCounters) -> str:
        return f"put {self.counters(node.amount, node.counter)} on {self.object(node.object)}"

    def remove_counters(self, node: ast.RemoveCounters) -> str:
        if node.those:
            return "remove those counters"
        what = self.counters(node.amount, node.counter)
        return f"remove {what} from {self.object(node.object)}"

    def shares_verb(self, steps: list[Any], joins: list[str], index: int) -> bool:
        """Tokens created with the verb of the tokens before ("Create a Treasure token and a
        2/2 … token"): as written, or (from Japanese) any tokens joined by "and"."""
        step = steps[index]
        if not isinstance(step, ast.CreateToken) or index == 0:
            return False
        if self.surface:
            return step.shares_verb
        before = steps[index - 1]
        return (
            joins[index - 1] == "and"
            and isinstance(before, ast.CreateToken)
            and isinstance(before.player, ast.You)
            and isinstance(step.player, ast.You)
        )

    def create_token(self, node: ast.CreateToken, bare: bool = False) -> str:
        if self.own(node.put_written) and isinstance(node.player, ast.You):
            return self.act(node.player, "put", f"{self.tokens(node)} onto the battlefield", bare)
        return self.act(node.player, "create", self.tokens(node), bare)

    def tokens(self, node: ast.CreateToken) -> str:
        """ "a 1/1 white Soldier creature token", "X Treasure tokens", "a number of … equal to"."""
        amount = node.amount
        if isinstance(amount, ast.Number):
            plural = amount.value != 1
            spec = self.token_spec(node.token, plural)
            return f"{self.number(amount, 'word' if plural else 'article', spec)} {spec}"
        spec = self.token_spec(node.token, True)
        if isinstance(amount, (ast.Variable, ast.Ref)):
            return f"{self.amount(amount)} {spec}"
        return f"a number of {spec} equal to {self.amount(amount)}"

    def predicate(self, node: ast.Node, plural: bool, bare: bool = False) -> str:
        """A continuous effect's verb phrase: "gets +1/+1", "have flying"; ``bare``: the verb
        in its bare form whatever the subject ("have it become …")."""
        base = plural or bare
        if isinstance(node, ast.ModifyPT):
            return f"{'get' if base else 'gets'} {node.power}/{node.toughness}"
        if isinstance(node, ast.BasePT):
            pt = f"{node.power}/{node.toughness}"
            return f"{'have' if base else 'has'} base power and toughness {pt}"
        if isinstance(node, ast.GainAbility):
            verb = node.verb or ("gain" if node.duration is not None else "have")
            if not base:
                verb = "has" if verb == "have" else "gains"
            if node.each_if:  # "trample if you control a Dwarf and hexproof if …"
                parts = [
                    f"{self.granted_list(p.abilities)} if {self.render(p.condition)}"
                    for p in node.each_if
                ]
                return f"{verb} {series(parts, 'and')}"
            return f"{verb} {self.granted_list(node.abilities)}"
        if isinstance(node, ast.LoseAbility):
            lost = "all abilities" if node.all_abilities else self.granted_list(node.abilities)
            return f"{'lose' if base else 'loses'} {lost}"
        if isinstance(node, ast.Restriction):
            rule = (self.own(node.plural_form) or node.plural_rule()) if base else node.rule
            if node.only is not None and node.rule == "can't be blocked":
                return f"{rule} except by {self.bare_plural(node.only)}"
            if node.only is not None:  # "can block only creatures with flying"
                return f"{rule} {self.bare_plural(node.only)}"
            if node.by is None:
                return rule
            each_combat = " each combat" if self.own(node.each_combat) else ""
            return f"{rule} by {self.bare_plural(node.by)}{each_combat}"
        if isinstance(node, ast.Becomes) and node.copy_of is not None:
            copies = "copies" if plural else "a copy"
            text = f"{'become' if base else 'becomes'} {copies} of {self.object(node.copy_of)}"
            if node.copy_exception is not None:
                text += f", except {self.copy_exception(node.copy_exception)}"
            return text
        if isinstance(node, ast.Becomes) and node.chosen is not None:
            what = f"the {node.chosen} of your choice"
            if node.in_addition:
                what += f" in addition to {'their' if plural else 'its'} other types"
            return f"{'become' if base else 'becomes'} {what}"
        if isinstance(node, ast.Becomes):
            colors = node.colors
            if node.power_toughness and len(colors) == 2:  # "a 2/1 blue and red Elemental"
                colors = [" and ".join(colors)]
            types = list(node.types)
            if plural and types:  # "they become 5/5 Elemental creatures"
                types[-1] = plural_of(types[-1])
            base_pt = self.own(node.base_written) and node.power_toughness
            pt = None if base_pt else node.power_toughness
            what = " ".join(filter(None, [pt, *colors, *types]))
            what = f"{article(what)} {what}" if node.types and not plural else what
            if node.named is not None:  # "a land named Moon"
                what += f" {self.named(node.named)}"
            if node.abilities:
                what += f" with {self.granted_list(node.abilities)}"
            if base_pt:  # "a Spirit Warrior with base power and toughness 2/2"
                what += f" with base power and toughness {node.power_toughness}"
            if node.in_addition:
                what += f" in addition to {'their' if plural else 'its'} other types"
            if node.state:  # "is an Angel in addition to its other types"
                return f"{'are' if plural else 'is'} {what}"
            return f"{'become' if base else 'becomes'} {what}"
        if isinstance(node, ast.CrewsAsThough):  # "saddles Mounts and crews Vehicles as …"
            acts = [f"{a if base else a + 's'} {CREWED[a][0]}" for a in node.actions]
            its = "their" if plural else "its"
            greater = f"{self.amount(node.amount)} greater"
            return f"{' and '.join(acts)} as though {its} power were {greater}"
        raise RenderError(f"{node.kind!r} is not a predicate")

    def modify_pt(self, node: ast.ModifyPT) -> str:
        return self.clause([node], [0], [])

    base_pt = gain_ability = lose_ability = restriction = becomes = crews_as_though = modify_pt

    def add_mana(self, node: ast.AddMana) -> str:
        if node.options == ["any color"]:
            amount = node.amount or ast.Number(value=1)
            count = self.amount(amount, "word")
            one = "" if isinstance(amount, ast.Number) and amount.value == 1 else "one "
            text = f"add {count} mana of any {one}color"  # "two mana of any one color"
            if node.identity is not None:
                text += f" in {self.possessive(node.identity)} color identity"
            return text
        return f"add {series(node.options, 'or')}"

    def no_maximum_hand_size(self, node: ast.NoMaximumHandSize) -> str:
        has = "have" if isinstance(node.player, ast.You) or self.is_plural(node.player) else "has"
        text = f"{self.render(node.player)} {has} no maximum hand size"
        return f"{text} {self.render(node.duration)}" if node.duration else text

    def enters_as_copy(self, node: ast.EntersAsCopy, bare: bool = False) -> str:
        """ "Creatures you control enter as a copy of ~"; ``bare``: "enter" (after "have")."""
        enter = "enter" if bare or self.is_plural(node.object) else "enters"
        copy = f"{self.object(node.object)} {enter}{self.battlefield(node)}"
        original = self.object(node.copy_of)
        one = node.copy_of
        if isinstance(one, ast.Objects) and one.quantifier == "a" and not (one.count or one.other):
            # the Oracle wording when not written here: "a copy of any creature"
            original = f"any {original.split(' ', 1)[1]}" if not self.surface else original
        copy += f" as a copy of {original}"
        if node.copy_exception is not None:
            copy += f", except {self.copy_exception(node.copy_exception)}"
        return copy

    def enters_tapped(self, node: ast.EntersTapped) -> str:
        text = f"{self.object(node.object)} enters{self.battlefield(node)} tapped"
        if node.unless is not None:
            text += f" unless {self.render(node.unless)}"
        return text

    def battlefield(self, node: ast.Node) -> str:
        return " the battlefield" if self.own(getattr(node, "the_battlefield", False)) else ""

    def enters_with_counters(self, node: ast.EntersWithCounters) -> str:
        enters = "escapes" if node.escapes else f"enters{self.battlefield(node)}"
        return f"{self.object(node.object)} {enters} with {self.placed_counters(node)} on it"

    def roll_die(self, node: ast.RollDie) -> str:
        if self.own(node.in_words, node.sides == 6):
            return "roll a six-sided die"
        return f"roll a d{node.sides}"

    def add_to_result(self, node: ast.AddToResult) -> str:
        return f"add {self.amount(node.amount)}"

    def die_table(self, node: ast.DieTable) -> str:
        return "".join(f"\n{self.die_row(row)}" for row in node.rows)

    def die_row(self, node: ast.DieRow) -> str:
        if node.high is None:
            numbers = f"{node.low}+"
        elif node.high == node.low:
            numbers = str(node.low)
        else:
            numbers = f"{node.low}—{node.high}"
        return f"{numbers} | {capitalize(self.chain(node.effect))}."

    def gain_control(self, node: ast.GainControl, bare: bool = False) -> str:
        text = self.act(node.player, "gain", f"control of {self.object(node.object)}", bare)
        return self.timed(text, node.duration)

    def switch_power_toughness(self, node: ast.SwitchPowerToughness) -> str:
        text = f"switch {self.possessive(node.object)} power and toughness"
        return self.timed(text, node.duration)

    def exchange_control(self, node: ast.ExchangeControl) -> str:
        return f"exchange control of {self.object(node.objects)}"

    def exchange_life_totals(self, node: ast.ExchangeLifeTotals, bare: bool = False) -> str:
        return self.act(
            node.player, "exchange", f"life totals with {self.object(node.other)}", bare
        )

    def exchange_zones(self, node: ast.ExchangeZones) -> str:
        if node.other is None:  # "exchange your hand and graveyard"
            first, second = node.zones
            return f"exchange {self.possessive(node.player)} {first} and {second}"
        cards = [f"cards in your {plural_of(zone)}" for zone in node.zones]
        return f"exchange {series(cards, 'and')}"

    def adjust_number(self, node: ast.AdjustNumber) -> str:
        value = node.amount.value  # written in digits, then as a word
        both = f"{value} or {NUMBER_WORDS[value]}"
        text = f"add or subtract {both} from a number or number word on {self.object(node.object)}"
        return self.timed(text, node.duration)

    def pay_instead_of_mana_cost(self, node: ast.PayInsteadOfManaCost) -> str:
        paying = "paying" if self.own(node.paying) else "pay"
        return f"{self.render(node.cost)} rather than {paying} its mana cost"

    def cost_change(self, node: ast.CostChange) -> str:
        subject = self.object(node.object)
        verb = "cost" if self.is_plural(node.object) else "costs"
        direction = "less" if node.reduce else "more"
        text = f"{subject} {verb} {node.symbols} {direction} to {node.action}"
        if node.for_each is not None:
            each = node.for_each
            if isinstance(each, ast.TypesAmong):  # domain
                text += f" for each {self.type_among(each)}"
            elif isinstance(each, ast.Objects) and each.quantifier == "a":  # 「…１体につき」
                each = each.model_copy(update={"quantifier": "each", "count": None})
                text += f" for {self.object(each)}"
            elif isinstance(each, ast.ObjectList):  # "for each Cave … and each Cave card …"
                text += f" for {self.object(each)}"
            else:
                text += f" for each {self.object(each)}"
        return text

    def can_be_commander(self, node: ast.CanBeCommander) -> str:
        return f"{self.object(node.object)} can be your commander"

    def loses_type(self, node: ast.LosesType) -> str:
        return f"{self.object(node.object)} isn't {article(node.card_type)} {node.card_type}"

    def keeps_type(self, node: ast.KeepsType) -> str:
        if isinstance(node.object, ast.Ref) and node.object.plural:
            return f"they're still {plural_of(node.card_type)}"
        return f"it's still {article(node.card_type)} {node.card_type}"

    def play(self, node: ast.Play) -> str:
        if node.also_cast is not None and isinstance(node.object, ast.Objects):
            # "play lands and cast spells from the top of your library": the place once, last
            played = self.bare_plural(node.object.with_zone(None))
            among = ""
            if node.among is not None:  # "from among cards you own in exile …"
                among = f" from among {self.bare_plural(node.among.object)}"
            return f"play {played} and cast {self.bare_plural(node.also_cast)}{among}"
        text = f"{'cast' if node.cast_only else 'play'} {self.object(node.object)}"
        text = text + " without paying its mana cost" if node.free else text
        text = self.timed(text, node.duration)
        if node.as_flash:  # "creature spells …, as though they had flash"
            many = isinstance(node.object, ast.Objects) and node.object.quantifier == "all"
            text += f" as though {'they' if many else 'it'} had flash"
        return text

    def optional(self, node: ast.Optional_) -> str:
        effect = node.effect
        if isinstance(effect, ast.Play) and effect.duration and self.own(effect.duration.first):
            # "Until end of turn, you may play that card."
            played = self.step(effect.model_copy(update={"duration": None}), bare=True)
            return f"{self.render(effect.duration)}, {self.render(node.player)} may {played}"
        if isinstance(effect, PREDICATES) and not getattr(effect.object, "elided", False):
            # "you may have Card Name become …": the predicate in its bare form
            duration = f" {self.render(effect.duration)}" if effect.duration else ""
            subject = effect.object
            verb = self.predicate(effect, self.is_plural(subject), bare=True)
            have = f"{self.object(subject)} {verb}{duration}"
            return f"{self.render(node.player)} may have {have}"
        if isinstance(effect, ast.EntersAsCopy):
            return f"{self.render(node.player)} may have {self.enters_as_copy(effect, bare=True)}"
        return f"{self.render(node.player)} may {self.step(effect, bare=True)}"

    def conditional(self, node: ast.Conditional) -> str:
        if node.unless:
            return f"{self.chain(node.effect)} unless {self.render(node.condition)}"
        if self.own(node.condition_last):
            return f"{self.chain(node.effect)} if {self.render(node.condition)}"
        if node.instead and self.own(node.instead_first):
            return f"if {self.render(node.condition)}, instead {self.chain(node.effect)}"
        instead = " instead" if node.instead else ""
        return f"if {self.render(node.condition)}, {self.chain(node.effect)}{instead}"

    def sequence(self, node: ast.Sequence) -> str:
        return self.chain(node)

    def reflexive_trigger(self, node: ast.ReflexiveTrigger) -> str:
        if node.done is not None:  # "when you discard a card this way, …"
            return f"when {self.player_action(node.done)} this way, {self.chain(node.effect)}"
        return f"when you do, {self.chain(node.effect)}"

    def delayed_trigger(self, node: ast.DelayedTrigger) -> str:
        if node.duration is None and not isinstance(node.trigger, ast.AtStep):  # spell, mana
            return f"{node.word} {self.render(node.trigger)}, {self.chain(node.effect)}"
        if node.duration is None:  # at the next step: after its effect, unless written first
            effect = node.effect
            if self.own(node.first) and isinstance(effect, ast.Conditional):
                # "if you do, at the beginning of the first upkeep, …"
                when = f"{self.render(effect.condition)}, at {self.render(node.trigger)}"
                return f"if {when}, {self.chain(effect.effect)}"
            if self.own(node.first):
                return f"at {self.render(node.trigger)}, {self.chain(node.effect)}"
            return f"{self.chain(node.effect)} at {self.render(node.trigger)}"
        trigger = f"{self.render(node.trigger)} {self.render(node.duration)}"
        return f"{node.word} {trigger}, {self.chain(node.effect)}"

    def modal(self, node: ast.Modal) -> str:
        count = self.amount(node.choose, "word")
        head = f"choose {'up to ' if node.up_to else ''}{count}"
        if node.or_more:
            head += " or both" if len(node.modes) == 2 else " or more"
        if node.not_chosen is not None:
            this_turn = " this turn" if node.not_chosen == "this turn" else ""
            head += f" that hasn't been chosen{this_turn}"
        if node.any_number_if is not None:
            condition = self.render(node.any_number_if)
            head += f". If {condition}, choose any number instead."
        elif node.x_definition is not None:
            head += f". X is {self.amount(node.x_definition)}."
        elif node.also is not None:  # "choose one and Card Name gets +1/+1 until end of turn."
            head += f" and {self.chain(node.also)}."
        else:
            head += " -" if self.own(node.hyphen) else " —"
        modes = []
        for i, mode in enumerate(node.modes):
            reminders = [r for r in node.reminder if r.mode == i]
            modes.append(self.finish(self.body(mode), reminders))
        return head + "".join(f"\n• {m}" for m in modes)

    # ------------------------------------------------------------ conditions

    def if_you_do(self, node: ast.IfYouDo) -> str:
        if node.player is not None:  # "they do", "that player does"
            return "they do" if self.own(node.written) else f"{self.render(node.player)} does"
        return "you do"

    def if_you_dont(self, node: ast.IfYouDont) -> str:
        if node.player is not None:  # "they don't", "that player doesn't"
            if self.own(node.written):
                return "they don't"
            return f"{self.render(node.player)} doesn't"
        if node.effect is None:
            return "you don't"
        return f"you don't {self.step(node.effect, bare=True)}"

    def your_turn(self, node: ast.YourTurn) -> str:
        return "it's your turn"

    def is_monarch(self, node: ast.IsMonarch) -> str:
        if isinstance(node.player, ast.You):
            return "you're the monarch"
        return f"{self.object(node.player)} is the monarch"

    def has_initiative(self, node: ast.HasInitiative) -> str:
        if isinstance(node.player, ast.You):
            return "you have the initiative"
        return f"{self.object(node.player)} has the initiative"

    def completed_dungeon(self, node: ast.CompletedDungeon) -> str:
        return "you've completed a dungeon"

    def spells_cast_last_turn(self, node: ast.SpellsCastLastTurn) -> str:
        if node.player is None or node.at_least is None:
            return "no spells were cast last turn"
        many = self.amount(node.at_least, "word")
        return f"{self.object(node.player)} cast {many} or more spells last turn"

    def remains(self, node: ast.Remains) -> str:
        return f"{self.object(node.object)} remains {node.state}"

    def cast_from(self, node: ast.CastFrom) -> str:
        return f"{self.object(node.object)} is cast from {self.render(node.zone)}"

    def you_control(self, node: ast.YouControl) -> str:
        if isinstance(node.player, ast.You):
            return f"you control {self.object(node.objects)}"
        return f"{self.object(node.player)} controls {self.object(node.objects)}"

    def controls_more(self, node: ast.ControlsMore) -> str:
        more = "more"
        if node.at_least is not None:
            more = f"at least {self.amount(node.at_least, 'word')} more"
        return f"{self.object(node.player)} controls {more} {self.every(node.objects)} than you"

    def object_is(self, node: ast.ObjectIs) -> str:
        if isinstance(node.filter, ast.Targeting):  # "if it targets a legendary creature"
            return f"{self.object(node.object)} targets {self.object(node.filter.object)}"
        verb = "was" if node.past else "is"
        if isinstance(node.filter, ast.Compare):
            compare = node.filter
            value = self.amount(compare.value)
            words = f"{value} {'or less' if compare.op == 'le' else 'or greater'}"
            if compare.op == "lt":  # "it has mana value less than …" (only so written)
                words = f"less than {value}"
            if node.has_form or compare.op == "lt":  # "it had mana value 3 or less"
                has = "had" if node.past else "has"
                return f"{self.object(node.object)} {has} {compare.attribute} {words}"
            return f"{self.possessive(node.object)} {compare.attribute} {verb} {words}"
        filter_ = node.filter
        if isinstance(filter_, ast.Negated):  # "it wasn't an Aura"
            filter_, verb = filter_.filter, f"{verb}n't"
        subject = f"{self.object(node.object)} {verb}"
        if subject == "it is" and not isinstance(filter_, ast.InZone):
            subject = "it's"
        description = self.filter(filter_)
        if self.head_noun(filter_) is not None or isinstance(filter_, ast.Subtype):
            description = f"{article(description)} {description}"
        return f"{subject} {description}"

    def ability_resolved(self, node: ast.AbilityResolved) -> str:
        if self.own(node.elided):
            return f"it's the {ORDINALS[node.nth]} time"
        return f"this is the {ORDINALS[node.nth]} time this ability has resolved this turn"

    def you_cast(self, node: ast.YouCast) -> str:
        if node.negated:
            zone = f" from {self.zone(node.from_zone)}" if node.from_zone is not None else ""
            return f"you haven't cast {self.object(node.object)}{zone} this turn"
        if node.this_turn:
            return f"you've cast {self.object(node.object)} this turn"
        text = f"you cast {self.object(node.object)}"
        if node.this_way:
            return f"{text} this way"
        if node.from_zone is not None:
            text += f" from {self.zone(node.from_zone)}"
        return text + (" during your main phase" if node.during_main_phase else "")

    def mana_spent(self, node: ast.ManaSpent) -> str:
        if node.amount == ast.Number(value=1):
            spent = "{" + LETTER_OF[node.color] + "}"
        else:
            spent = f"at least {self.amount(node.amount, 'word')} {node.color} mana"
        return f"{spent} was spent to cast {self.object(node.object)}"

    def this_way(self, node: ast.ThisWay) -> str:
        verb = ("were" if self.is_plural(node.object) else "was") if self.own(node.past) else None
        verb = verb or ("are" if self.is_plural(node.object) else "is")
        return f"{self.object(node.object)} {verb} {node.event} this way"

    def spell_was(self, node: ast.SpellWas) -> str:
        zone = "" if node.zone is None else f" from {self.zone(node.zone)}"
        return f"{self.object(node.object)} was {node.how}{zone}"

    def cost_paid(self, node: ast.CostPaid) -> str:
        if node.object is not None:
            whose = f"{self.possessive(node.object)} {node.cost}"
        else:
            whose = "that" if node.cost is None else f"the {node.cost}"
        was = "was" if node.paid else "wasn't"
        return f"{whose} cost {was} paid"

    def acted_this_turn(self, node: ast.ActedThisTurn) -> str:
        """ "you attacked this turn", "you gained or lost life this turn"."""
        done = " or ".join(PAST_TENSES[a] for a in node.actions)
        life = " life" if any(a.endswith(" life") for a in node.actions) else ""
        subject = "you've" if self.own(node.perfect) else "you"
        return f"{subject} {done}{life} this turn"

    def would_be_put(self, node: ast.WouldBePut) -> str:
        return f"{self.object(node.object)} would be put into {self.zone(node.zone)}"

    def died_this_turn(self, node: ast.DiedThisTurn) -> str:
        return f"{self.object(node.objects)} died{self.under_control(node.controller)} this turn"

    def entered_this_turn(self, node: ast.EnteredThisTurn) -> str:
        under = self.under_control(node.controller)
        return f"{self.object(node.objects)} entered the battlefield{under} this turn"

    def warped_this_turn(self, node: ast.WarpedThisTurn) -> str:
        return f"{self.object(node.objects)} was warped this turn"

    def all_conditions(self, node: ast.AllConditions) -> str:
        return " and ".join(self.render(c) for c in node.conditions)

    def any_condition(self, node: ast.AnyCondition) -> str:
        return " or ".join(self.render(c) for c in node.conditions)

    def put_into_zone_this_turn(self, node: ast.PutIntoZoneThisTurn) -> str:
        were = "were" if self.is_plural(node.objects) else "was"
        not_from = f" from anywhere other than the {node.not_from}" if node.not_from else ""
        put = f"put into {self.zone(node.zone)}{not_from}"
        return f"{self.object(node.objects)} {were} {put} this turn"

    def did_not_die(self, node: ast.DidNotDie) -> str:
        return f"{self.object(node.object)} didn't die"

    def left_battlefield_this_turn(self, node: ast.LeftBattlefieldThisTurn) -> str:
        if isinstance(node.controller, ast.You):  # revolt: "a permanent you controlled left …"
            return f"{self.object(node.objects)} you controlled left the battlefield this turn"
        under = self.under_control(node.controller)
        return f"{self.object(node.objects)} left the battlefield{under} this turn"

    def under_control(self, player: ast.Node | None) -> str:
        return f" under {self.possessive(player)} control" if player is not None else ""

    def player_has(self, player: ast.Node) -> str:
        """ "you have", "that player has"."""
        return "you have" if isinstance(player, ast.You) else f"{self.object(player)} has"

    def life_compare(self, node: ast.LifeCompare) -> str:
        more = "or less" if node.op == "le" else "or more"
        return f"{self.player_has(node.player)} {self.amount(node.amount)} {more} life"

    def hand_size(self, node: ast.HandSize) -> str:
        has = self.player_has(node.player)
        if node.op == "eq":
            return f"{has} no cards in hand"
        more = "or fewer" if node.op == "le" else "or more"
        return f"{has} {self.amount(node.amount, 'word')} {more} cards in hand"

    def amount_compare(self, node: ast.AmountCompare) -> str:
        left = node.left
        if isinstance(left, ast.TypesAmong) and node.op == "ge":
            kinds = {"mana value": "mana values", "name": "different names"}.get(
                left.types, f"{left.types} types"
            )
            count = f"{self.amount(node.right, 'word')} or more {kinds}"
            return f"there are {count} among {self.every(left.objects)}"
        if isinstance(left, ast.CountersOn) and node.op == "ge" and node.wording != "is":
            count = f"{self.amount(node.right, 'word')} or more {left.counter} counters on"
            if node.wording == "there_are":
                return f"there are {count} {self.object(left.object)}"
            return f"{self.object(left.object)} {node.wording} {count} it"
        if node.op in ("le", "ge"):  # "the result is 3 or less"
            or_ = "or less" if node.op == "le" else "or greater"
            if self.own(node.or_more):
                or_ = "or more"
            return f"{self.amount(node.left)} is {self.amount(node.right)} {or_}"
        if node.op == "eq":  # "If X is 2"
            return f"{self.amount(node.left)} is {self.amount(node.right)}"
        return f"{self.amount(node.left)} is less than {self.amount(node.right, 'word')}"

    def in_each_zone(self, node: ast.InEachZone) -> str:
        """ "you own a card named ~ in exile, in your hand, …, and on the battlefield"."""
        objects = node.objects
        filter_ = objects.filter if isinstance(objects, ast.Objects) else None
        parts = filter_.parts if isinstance(filter_, ast.AllOf) else []
        owner = next((p for p in parts if isinstance(p, ast.OwnedBy) and not p.negated), None)
        if owner is None:
            raise RenderError("no English wording for places without the object's owner")
        rest = [p for p in parts if p is not owner]
        head = filter_.head  # the owner is read before the noun
        head = head - 1 if head is not None and parts.index(owner) < head else head
        described = rest[0] if len(rest) == 1 else ast.AllOf(parts=rest, head=head)
        noun = self.object(objects.model_copy(update={"filter": described}))
        places = [self.in_zone(ast.InZone(zone=z)) for z in node.zones]
        who = (
            "you own" if isinstance(owner.player, ast.You) else f"{self.object(owner.player)} owns"
        )
        return f"{who} {noun} {', '.join(places[:-1])}, and {places[-1]}"

    def there_are(self, node: ast.ThereAre) -> str:
        objects = node.objects
        parts = objects.filter.parts if isinstance(objects, ast.Objects) else []
        where = parts[-1] if parts and isinstance(parts[-1], ast.InZone) else None
        if self.own(node.are_in) and where is not None:  # "seven or more cards are in …"
            rest = parts[:-1] if len(parts) > 2 else parts[0]
            rest = ast.AllOf(parts=rest, head=0) if isinstance(rest, list) else rest
            noun = self.object(objects.model_copy(update={"filter": rest}))
            return f"{noun} are {self.render(where)}"
        if self.own(node.have) and where is not None and isinstance(where.zone.owner, ast.You):
            return f"you have {self.object(objects)}"  # "… in your graveyard"
        return f"there are {self.object(objects)}"

    # ------------------------------------------------------------ costs

    def cost(self, node: ast.Node) -> str:
        if isinstance(node, ast.EffectCost):
            return capitalize(self.step(node.effect, bare=True))
        return self.render(node)

    def mana_cost(self, node: ast.ManaCost) -> str:
        return node.symbols

    def tap_cost(self, node: ast.TapCost) -> str:
        return "{T}"

    def untap_cost(self, node: ast.UntapCost) -> str:
        return "{Q}"

    # ------------------------------------------------------------ triggers

    def player_scries(self, node: ast.PlayerScries) -> str:
        return "you scry"

    def counters_removed(self, node: ast.CountersRemoved) -> str:
        removal = self.render(node.removal)
        return f"you {removal} while it's exiled" if node.while_exiled else f"you {removal}"

    def set_in_motion(self, node: ast.SetInMotion) -> str:
        return "you set this scheme in motion"

    def chaos_ensues(self, node: ast.ChaosEnsues) -> str:
        return "you roll {CHAOS}"

    def rolls_die(self, node: ast.RollsDie) -> str:
        if node.highest:
            return "you roll a die's highest natural result"
        return "you roll one or more dice"

    def planeswalk_to(self, node: ast.PlaneswalkTo) -> str:
        return f"you planeswalk to {self.object(node.object)}"

    def enters(self, node: ast.Enters) -> str:
        verb = "enter" if self.is_plural(node.object) else "enters"
        text = f"{self.object(node.object)} {verb}{self.battlefield(node)}"
        if node.controller is not None:
            text += f" under {self.possessive(node.controller)} control"
        return text

    def dies(self, node: ast.Dies) -> str:
        if node.put_into_graveyard:
            verb = "are" if self.is_plural(node.object) else "is"
            return f"{self.object(node.object)} {verb} put into a graveyard from the battlefield"
        return f"{self.object(node.object)} {'die' if self.is_plural(node.object) else 'dies'}"

    def put_into_graveyard(self, node: ast.PutIntoGraveyard) -> str:
        verb = "are" if self.is_plural(node.object) else "is"
        text = f"{self.object(node.object)} {verb} put into {self.zone(node.graveyard)}"
        if node.from_zone is not None and node.from_zone.name == "battlefield":
            return f"{text} from the battlefield"
        if node.from_zone is not None:
            return f"{text} from {self.zone(node.from_zone)}"
        return f"{text} from anywhere" if node.anywhere else text

    def put_into_exile(self, node: ast.PutIntoExile) -> str:
        verb = "are" if self.is_plural(node.object) else "is"
        text = f"{self.object(node.object)} {verb} put into exile"
        if node.from_zone is not None and node.from_zone.name == "battlefield":
            return f"{text} from the battlefield"
        return f"{text} from {self.zone(node.from_zone)}" if node.from_zone else text

    def leaves_battlefield(self, node: ast.LeavesBattlefield) -> str:
        verb = "leave" if self.is_plural(node.object) else "leaves"
        return f"{self.object(node.object)} {verb} the battlefield"

    def leaves_zone(self, node: ast.LeavesZone) -> str:
        verb = "leave" if self.is_plural(node.object) else "leaves"
        return f"{self.object(node.object)} {verb} {self.zone(node.zone)}"

    def attacks(self, node: ast.Attacks) -> str:
        verb = "block" if node.blocks else "attack"
        text = f"{self.object(node.object)} {verb if self.is_plural(node.object) else verb + 's'}"
        if node.saddled:
            text += " while saddled"
        text += " alone" if node.alone else ""
        text += " and isn't blocked" if node.unblocked else ""
        return f"{text} {self.object(node.blocked)}" if node.blocked is not None else text

    def object_action(self, node: ast.ObjectAction) -> str:
        return f"{self.object(node.object)} {third_person(node.action)} {self.object(node.other)}"

    def any_of_triggers(self, node: ast.AnyOfTriggers) -> str:
        if node.again:  # "When X and when Y" (「…とき、および、…とき」)
            pairs = zip(node.again, node.triggers[1:], strict=True)
            conjunction = "or" if node.either_or else "and"
            later = [f"{conjunction} {w} {self.render(t)}" for w, t in pairs]
            return " ".join([self.render(node.triggers[0]), *later])
        kinds = [t.kind for t in node.triggers]
        if kinds == ["attacks", "attacks"]:
            return f"{self.attacks(node.triggers[0])} or blocks"
        if kinds == ["attacks", "becomes_blocked"]:  # "blocks or becomes blocked [by …]"
            by = node.triggers[1].by
            by_text = f" by {self.object(by)}" if by is not None else ""
            return f"{self.attacks(node.triggers[0])} or becomes blocked{by_text}"
        if kinds == ["player_scries", "player_action"]:
            return "you scry or surveil"
        if kinds in ONE_OBJECT_EITHER:  # one object, either event
            return f"{self.render(node.triggers[0])} or {kinds[1]}"
        return " or ".join(self.render(t) for t in node.triggers)

    def becomes_blocked(self, node: ast.BecomesBlocked) -> str:
        by = f" by {self.object(node.by)}" if node.by is not None else ""
        return f"{self.object(node.object)} becomes blocked{by}"

    def becomes_target(self, node: ast.BecomesTarget) -> str:
        text = f"{self.object(node.object)} becomes the target of {self.object(node.by)}"
        if node.nth_each_turn is not None:
            text += f" for the {ORDINALS[node.nth_each_turn]} time each turn"
        return text

    def turned_face_up(self, node: ast.TurnedFaceUp) -> str:
        return f"{self.object(node.object)} is turned face up"

    def state_trigger(self, node: ast.StateTrigger) -> str:
        return self.render(node.condition)

    def becomes_tapped(self, node: ast.BecomesTapped) -> str:
        return f"{self.object(node.object)} becomes tapped"

    def deals_damage(self, node: ast.DealsDamage) -> str:
        text = f"{self.object(node.object)} deals {'combat ' if node.combat else ''}damage"
        return f"{text} to {self.object(node.recipient)}" if node.recipient else text

    def dealt_damage(self, node: ast.DealtDamage) -> str:
        damage = f"{node.damage} damage" if node.damage else "damage"
        verb = "are" if self.is_plural(node.object) else "is"
        return f"{self.object(node.object)} {verb} dealt {damage}"

    def spend_this_mana(self, node: ast.SpendThisMana) -> str:
        if self.own(node.passive):
            return f"that mana is spent to cast {self.object(node.spell)}"
        return f"you spend this mana to cast {self.object(node.spell)}"

    def player_casts(self, node: ast.PlayerCasts) -> str:
        if node.nth_each_turn is not None:
            each = "during each opponent's turn" if node.on_opponents_turns else "each turn"
            return f"you cast your {ORDINALS[node.nth_each_turn]} spell {each}"
        verb = "cast or copy" if node.or_copies else "cast"
        spell = node.spell
        if isinstance(spell, ast.Objects) and spell.quantifier == "the next":
            return f"you cast your next {self.next_spell(spell)}"
        if not isinstance(node.player, ast.You):
            return f"{self.player(node.player)} casts {self.object(node.spell)}"
        return f"you {verb} {self.object(node.spell)}"

    def next_spell(self, node: ast.Objects) -> str:
        """ "instant or sorcery spell this turn" of "the next … you cast this turn"."""
        parts = node.filter.parts if isinstance(node.filter, ast.AllOf) else [node.filter]
        cast = next((p for p in parts if isinstance(p, ast.CastBy)), None)
        if cast is None or cast.duration is None:
            raise RenderError("no English wording for a next spell without a duration")
        rest = [p for p in parts if p is not cast]
        spells = self.filter(rest[0] if len(rest) == 1 else ast.AllOf(parts=rest))
        return f"{spells} {self.render(cast.duration)}"

    def player_action(self, node: ast.PlayerAction) -> str:
        if node.action == "draw" and node.nth_each_turn is not None:
            ordinal = ORDINALS[node.nth_each_turn]
            if isinstance(node.player, ast.You):
                return f"you draw your {ordinal} card each turn"
            return f"{self.render(node.player)} draws their {ordinal} card each turn"
        if node.action == "attack":
            with_ = f" with {self.object(node.object)}" if node.object else ""
            return f"you attack{with_}"
        text = f"you {node.action}"
        text = f"{text} {self.object(node.object)}" if node.object else text
        if node.nth_each_turn is not None:
            text += f" for the {ORDINALS[node.nth_each_turn]} time each turn"
        return text

    def scry_bottom(self, node: ast.ScryBottom) -> str:
        where = self.zone(ast.Zone(name="library", owner=node.player, position="bottom"))
        return f"you choose to put {self.object(node.object)} on {where} while scrying"

    def at_step(self, node: ast.AtStep) -> str:
        if node.step == "combat" and node.player is not None:
            return "the beginning of combat on your turn"
        if node.step == "end of combat":
            return node.step
        if node.next == "first":  # "the first upkeep", "your first upkeep"
            whose = self.possessive(node.player) if node.player is not None else "the"
            return f"the beginning of {whose} first {node.step}"
        if node.next is not None:
            turn = "turn's " if node.next == "turn" else ""
            return f"the beginning of the next {turn}{node.step}"
        written = self.own(node.written)
        if node.player is None:
            return f"the beginning of {'the' if written == 'the' else 'each'} {node.step}"
        if written == "of" or isinstance(node.player, (ast.OwnerOf, ast.ControllerOf)):
            return f"the beginning of the {node.step} of {self.render(node.player)}"
        return f"the beginning of {self.possessive(node.player)} {node.step}"


#: Effects with an acting player, who is left out after "may" and in costs.
#: Past tenses of the actions of "you … this turn".
PAST_TENSES = {
    "attack": "attacked",
    "gain life": "gained",
    "lose life": "lost",
    "surveil": "surveilled",
    "descend": "descended",
}
#: Keyword actions done to an object: the verb, by AST kind.
KEYWORD_ACTIONS = {
    "goad": "goad", "transform_permanent": "transform", "cloak": "cloak", "copy_spell": "copy",
    "suspect": "suspect",
}  # fmt: skip
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
)


def shares_subject(node: ast.Node) -> bool:
    """A predicate whose subject is the one before it: "… and gains flying"."""
    subject = getattr(node, "object", None)
    return isinstance(node, PREDICATES) and isinstance(subject, ast.Ref) and subject.elided
