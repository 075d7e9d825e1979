"""The Japanese renderer: AST → card text in the style of the Magic Online Japanese text.

Japanese declares targets in a sentence of their own (「クリーチャー１体を対象とする。それを
破壊する。」) and defines X after the sentence that uses it (「Ｘは…に等しい。」); steps end in
verbs whose form depends on the join after them (:mod:`scryc.render.conjugate`).
"""

from __future__ import annotations

import re
from typing import Any

from .. import ast
from ..parse.ja.lexicon import (
    ANY_PLAYER,
    CHOICES,
    CHOSEN_KINDS,
    FIRST,
    OBJECT_VERBS,
    SPELL_HISTORY,
    THIS_WAY,
    TOPIC_DE,
)
from .base import (
    CREWED,
    EQUAL_TO,
    LETTER_OF,
    ONE_CLAUSE_EITHER,
    ONE_OBJECT_EITHER,
    PREDICATES,
    ROMAN,
    RenderError,
    defined_x,
    qualified_last,
    steps_of,
    trigger_word,
)
from .conjugate import Clause, Form, conjugate
from .japanese_phrases import (
    COMPARISONS,
    TYPE_KINDS,
    VERB_STATUSES,
    ZONES,
    JapanesePhrases,
    ability_word,
    characteristics,
    counted_ya,
    counter_word,
    counters_noun,
    digits,
    is_target,
    mana,
    player_action,
    term,
)

#: How a written connective joins two clauses: the verb form before it, and the text.
CLAUSE_JOINS: dict[str, tuple[Form, str]] = {
    "、": ("continuative", "、"),
    "": ("continuative", ""),
    "て、": ("te", "、"),
    "て": ("te", ""),
    "、その後": ("continuative", "、その後"),
    "、その後、": ("continuative", "、その後、"),
}
SENTENCE_BREAKS = {"。": "", "。その後、": "その後、", "。その後": "その後"}
#: English sentences that open with "Then" are written the same way in Japanese.
ENGLISH_BREAKS = {". Then": "。その後、"}
#: English list commas ("A, B, and C"): 「、」 between the clauses.
ENGLISH_LISTS = {",": "、", ", and": "、"}
#: When an ability may be activated: 「あなたのターンの間」, 「あなたのアップキープの間」.
ACTIVATION_WINDOWS = {"your turn": "あなたのターンの間", "your upkeep": "あなたのアップキープの間"}
#: The order cards are put in: 「望む順番で」, 「無作為の順番で」.
ORDERS = {"any": "望む順番で", "random": "無作為の順番で"}
#: Parts of an effect that declare their own targets (or declare one themselves).
OWN_BODIES = (ast.Modal, ast.ReflexiveTrigger, ast.ChooseObject, ast.Keyword, ast.SpellAbility)
OWN_BODIES += (ast.ActivatedAbility, ast.TriggeredAbility, ast.StaticAbility)
#: The sentence that defines X (「Ｘは…に等しい。」).
X_DEFINITION = re.compile(r"Ｘは.*に等しい。$")
STEPS = {
    "upkeep": "アップキープ", "end step": "終了ステップ", "draw step": "ドロー・ステップ",
    "combat": "戦闘",
}  # fmt: skip
#: The actions of 「このターンにあなたが…ていた」.
PAST_ACTIONS = {
    "attack": "攻撃して", "gain life": "ライフを得て", "lose life": "ライフを失って",
    "surveil": "諜報を行って", "descend": "落魄して",
}  # fmt: skip
#: Keyword actions done to an object, by AST kind: the noun and its verb.
KEYWORD_ACTIONS = {
    "goad": ("を使嗾", "する"), "transform_permanent": ("を変身", "させる"),
    "cloak": ("を偽装", "する"), "copy_spell": ("をコピー", "する"),
    "suspect": ("に容疑を", "かける"),
}  # fmt: skip
ORDINALS = {1: "１つ目", 2: "２つ目", 3: "３つ目"}

#: 「これにより…が公開された」: the Japanese words for what happened "this way".
THIS_WAY_WORDS = {event: words for words, event in THIS_WAY.items()}


def shared_head(node: ast.Node) -> ast.Node:
    """ "Instant and sorcery spells you cast": one object phrase whose head is shared,
    「インスタントかソーサリーである呪文」."""
    if not isinstance(node, ast.ObjectList) or not all(
        isinstance(i, ast.Objects) and i.bare for i in node.items
    ):
        return node
    *first, last = node.items
    parts = last.filter.parts if isinstance(last.filter, ast.AllOf) else [last.filter]
    options = ast.AnyOf(options=[*(i.filter for i in first), parts[0]])
    return last.model_copy(update={"filter": ast.AllOf(parts=[options, *parts[1:]])})


#: A forbidden action: the words before its verb, its short form (「唱えられない」) and its
#: dictionary form before the long 「ことができない」.
FORBIDDEN = {
    "cast": ("", "唱えられない", "唱える"),
    "play": ("", "プレイできない", "プレイする"),
    "gain life": ("ライフを", "得られない", "得る"),
    "win the game": ("このゲームに", "勝利できない", "勝利する"),
    "lose the game": ("このゲームに", "敗北できない", "敗北する"),
}


class JapaneseRenderer(JapanesePhrases):
    """Renders an AST as Japanese card text."""

    cost_separator = ","
    ability_colon = "："

    # ------------------------------------------------------------ card and abilities

    def finish(self, sentences: list[str], reminders: list[ast.ReminderText]) -> str:
        """The sentences with their reminder texts (which don't carry over from English)."""
        kept = reminders if self.surface else []
        return "".join(self.reminders(sentences, kept, "（{}）", "({})"))

    def keyword_list(self, node: ast.KeywordList) -> str:
        return self.finish(["、".join(self.keyword(k) for k in node.keywords)], node.reminder)

    def card_text(self, node: ast.CardText) -> str:
        """The abilities, one a line; a prototype last, on a face of its own after 「//」."""
        prototypes = [a for a in node.abilities if isinstance(a, ast.Prototype)]
        rest = [a for a in node.abilities if not isinstance(a, ast.Prototype)]
        lines = [line for line in map(self.render, rest) if line]
        if prototypes:
            lines += ["//", *map(self.render, prototypes)]
        return "\n".join(lines)

    def prototype(self, node: ast.Prototype) -> str:
        return f"{self.mana_cost(node.cost)}\n{self.finish(['試作'], node.reminder)}\n{node.size}"

    def spell_ability(self, node: ast.SpellAbility) -> str:
        return self.finish(self.body(node.effect), node.reminder)

    def static_ability(self, node: ast.StaticAbility) -> str:
        sentences = self.body(node.effect)
        if node.condition is not None:
            if isinstance(node.condition, ast.YourTurn) and node.condition.during:
                head = "あなたのターンの間、"
            elif isinstance(node.condition, ast.ActedThisTurn) and self.own(
                node.condition.during_turn
            ):
                head = "あなたが諜報したターンの間、"
            elif node.unless:
                head = f"{self.negative(node.condition)}、"
            else:  # English "if" after a cost change is 「…なら」, "as long as" 「…かぎり」
                word = "なら" if node.condition_last == "if" else "かぎり"
                head = f"{self.condition(node.condition)}{word}、"
            sentences[0] = head + sentences[0]
        return self.finish(sentences, node.reminder)

    def as_enters_ability(self, node: ast.AsEntersAbility) -> str:
        sentences = self.body(node.effect)
        sentences[0] = f"{self.object(node.object)}が戦場に出るに際し、{sentences[0]}"
        return self.finish(sentences, node.reminder)

    def do_choose_value(self, node: ast.ChooseValue) -> Clause:
        word = next(ja for ja, en in CHOICES.items() if en == node.value)
        count = "１色" if node.value == "color" else "１つ"  # 「色１色」, 「カード名１つ」
        return self.acts(node.player, f"{word}{count}を", "選ぶ")

    def replacement_ability(self, node: ast.ReplacementAbility) -> str:
        sentences = self.body(node.replacement)
        sentences[0] = f"{self.would(node.event)}なら、代わりに{sentences[0]}"
        return self.finish(sentences, node.reminder)

    def would(self, node: ast.Node) -> str:
        if isinstance(node, ast.Scry):
            return "あなたが占術を行う"
        if isinstance(node, ast.Move):
            return f"{self.object(node.object)}が戦場に出る"
        if isinstance(node, ast.Explore):
            return f"{self.object(node.object)}が探検を行う"
        if isinstance(node, ast.WouldBePut) and node.from_anywhere:
            return f"{self.object(node.object)}がいずこかから{self.zone(node.zone)}に置かれる"
        if isinstance(node, ast.WouldDie) and node.duration is not None:
            after = self.own(node.duration_particle, "、")
            return f"{self.render(node.duration)}{after}{self.object(node.object)}が死亡する"
        raise RenderError(f"no Japanese wording for a replaced {node.kind!r}")

    def activation_restriction(self, node: ast.ActivationRestriction) -> str:
        """「起動はソーサリーとしてのみ行う。」, 「…ときにのみ起動できる。」."""
        timing = {"sorcery": "ソーサリーとしてのみ", "once each turn": "毎ターン１回のみ"}
        if node.any_player:  # 「この能力はどのプレイヤーも起動できる(が、…)。」
            anyone = self.own(node.any_player_written) or ANY_PLAYER
            if node.condition is not None or node.during is not None:
                raise RenderError("no Japanese wording for any player's activation window")
            if node.timing is not None:
                sorcery = self.activation_restriction(node.model_copy(update={"any_player": False}))
                return f"{anyone}が、{sorcery}"
            return f"{anyone}。"
        if node.condition is None and node.during is None:
            if node.timing == "sorcery":
                return "起動はソーサリーとしてのみ行う。"
            return "毎ターン１回のみ起動できる。"
        if node.during is not None:  # 「あなたのアップキープの間にのみ、毎ターン１回のみ…」
            when = f"{ACTIVATION_WINDOWS[node.during]}にのみ"
        else:
            when = f"{self.condition(node.condition)}ときにのみ"
        if node.timing is not None:
            when += f"、{timing[node.timing]}"
        return f"{when}起動できる。"

    def triggered_ability(self, node: ast.TriggeredAbility) -> str:
        sentences = self.body(node.effect)
        word = trigger_word(node)
        trigger = node.trigger
        if isinstance(trigger, ast.AnyOfTriggers) and self.each_its_own(trigger):
            words = [word, *trigger.again] if trigger.again else [word] * len(trigger.triggers)
            heads = [self.trigger_head(t, w) for t, w in zip(trigger.triggers, words, strict=True)]
            # 「…とき、および、…とき」; a step before 「、および、」 drops its 「に」
            joiner = "か、" if trigger.either_or else "、および、"
            head = joiner.join(heads).replace("開始時に、および、", "開始時、および、") + "、"
        else:
            head = self.trigger_head(trigger, word) + "、"
        if node.duration is not None:  # 「このターン、あなたが…たび、」
            head = f"{self.render(node.duration)}、{head}"
        if node.condition is not None:
            head += f"{self.condition(node.condition)}{self.own(node.if_written, '場合')}、"
        sentences[0] = head + sentences[0]
        if node.once_each_turn:
            comma = "、" if self.own(node.limit_comma, True) else ""
            sentences.append(f"この能力は{comma}毎ターン１回のみ誘発する。")
        if node.effect_once_each_turn:
            sentences.append("これは毎ターン１回のみ行える。")
        return self.finish(sentences, node.reminder)

    def trigger_head(self, trigger: ast.Node, word: str) -> str:
        """A trigger with its 「とき」/「たび」 (an "at" step trigger has its own 「…に」)."""
        if isinstance(trigger, ast.AtStep):
            return self.trigger_text(trigger)
        if word == "when":
            return self.trigger_text(trigger, "past") + "とき"
        return self.trigger_text(trigger) + "たび"

    def each_its_own(self, node: ast.AnyOfTriggers) -> bool:
        """Whether alternative triggers are written each with its own 「とき」/「たび」 (not one
        object's two events, 「…が戦場に出たか死亡した」, nor 「占術か諜報を行う」)."""
        kinds = [t.kind for t in node.triggers]
        return kinds not in ONE_CLAUSE_EITHER

    def ability_word_ability(self, node: ast.AbilityWordAbility) -> str:
        word = node.word.text if self.surface else ability_word(node.word.text)
        return f"{word} ― {self.render(node.ability)}"

    def chapter_ability(self, node: ast.ChapterAbility) -> str:
        return f"{','.join(ROMAN[c] for c in node.chapters)} ― {self.render(node.ability)}"

    def station_ability(self, node: ast.StationAbility) -> str:
        """「8+｜」 before its first ability, its P/T box last."""
        lines = [self.render(a) for a in node.abilities]
        lines[0] = f"{node.threshold}+｜{lines[0]}"
        return "\n".join(lines + ([node.size] if node.size else []))

    def reminder_only(self, node: ast.ReminderOnly) -> str:
        return self.finish([], node.reminder)

    def alternative_cost(self, node: ast.AlternativeCost) -> str:
        head = f"{self.condition(node.condition)}なら、" if node.condition else ""
        cost = self.chain_clause(node.cost).text("te")
        you, instead = ("、" if c else "" for c in self.own(node.commas) or (False, False))
        sentence = (
            f"{head}あなたは{you}この呪文のマナ・コストを支払うのではなく{instead}{cost}もよい。"
        )
        return self.finish([sentence], node.reminder)

    def additional_cost(self, node: ast.AdditionalCost) -> str:
        sentence = f"この呪文を唱えるための追加コストとして、{self.chain(node.cost)}。"
        return self.finish([sentence], node.reminder)

    def dungeon_entry(self, node: ast.DungeonEntry) -> str:
        sentence = f"「{self.chain(node.venture)}。」でなければこのダンジョンに入ることはできない。"
        return self.finish([sentence], node.reminder)

    def cast_restriction(self, node: ast.CastRestriction) -> str:
        if node.condition is not None:
            when = f"{self.condition(node.condition)}とき"
        elif node.player is not None:
            step = {"turn": "ターン", **STEPS}[node.window or ""]
            when = f"{self.clause_subject(node.player)}の{step}の間"
        else:
            when = term(node.window)
        comma = "、" if self.own(node.comma) else ""
        return self.finish([f"この呪文は{comma}{when}にのみ唱えられる。"], node.reminder)

    # ------------------------------------------------------------ sentences

    def body(self, effect: ast.Node, declare: bool = True) -> list[str]:
        """The sentences of a resolving effect, opening with its target declarations."""
        steps, joins, connectives = self.joined(effect)
        sentences: list[str] = []
        opening = together = ""
        each = self.declared_each(effect)
        for target in self.declarations(effect) if declare else []:
            with_next = self.own(getattr(target, "declared_with", None))
            per = each.get(id(target))  # 「各対戦相手につきそれぞれ、…」
            together += f"{self.counted(per.objects)}につきそれぞれ、" if per else ""
            if with_next:  # 「AとBを対象とする。」
                together += self.undeclared(target) + with_next
            elif self.surface and getattr(target, "declared_clause", False):
                opening = f"{together}{self.declared(target)}対象とし、"
            else:
                sentences.append(f"{together}{self.declared(target)}対象とする。")
            together = together if with_next else ""
        current, used = self.step(steps[0]).prefixed(opening), [steps[0]]
        for i in range(1, len(steps)):
            step, join, written = steps[i], joins[i - 1], connectives[i - 1]
            current = self.after_otherwise(current, steps[i - 1], sentences, used)
            written = ENGLISH_BREAKS.get(written, written) if not self.surface else written
            if join == "sentence" or written in SENTENCE_BREAKS or self.breaks(join, steps[i - 1]):
                self.close(current, used, sentences)
                prefix = SENTENCE_BREAKS.get(written, "その後、" if join == "then" else "")
                current, used = self.step(step).prefixed(prefix), []
            else:
                current = self.then_step(current, steps[i - 1], step, join, written)
            used.append(step)
        current = self.after_otherwise(current, steps[-1], sentences, used)
        self.close(current, used, sentences)
        return sentences

    def breaks(self, join: str, before: Any) -> bool:
        """Japanese starts a new sentence for "then" after a continuous effect
        (「…の修整を受ける。その後、…」)."""
        return not self.surface and join == "then" and isinstance(before, PREDICATES)

    def joined(self, effect: ast.Node) -> tuple[list[Any], list[str], list[str]]:
        """Steps, joins, and the connectives as written (in English: only "Then" sentences)."""
        steps, joins, connectives = steps_of(effect)
        if self.surface:
            return steps, joins, connectives
        # "gets +2/+2, has flying, and attacks …": a list of three is written with 「、」
        return (
            steps,
            joins,
            [ENGLISH_LISTS.get(c, "") if c not in ENGLISH_BREAKS else c for c in connectives],
        )

    def after_otherwise(
        self, current: Clause, step: Any, sentences: list[str], used: list[Any]
    ) -> Clause:
        """After 「…なら、…。」 comes 「そうでないなら、…」 where the conditional has one."""
        if not isinstance(step, ast.Conditional) or step.otherwise is None:
            return current
        self.close(current, used, sentences)
        used.clear()
        return self.chain_clause(step.otherwise).prefixed("そうでないなら、")

    def clause_join(self, join: str, written: str, step: Any) -> tuple[Form, str]:
        if written in CLAUSE_JOINS and (self.surface or written):
            return CLAUSE_JOINS[written]
        if join == "then":
            return "continuative", "、その後"
        joined = isinstance(step, PREDICATES) and not isinstance(step, ast.Restriction)
        return "continuative", "" if joined else "、"  # 「…を受け、使嗾される」

    def close(self, clause: Clause, steps: list[Any], sentences: list[str]) -> None:
        """End a sentence; 「Ｘは…に等しい。」 follows a sentence that uses a defined X."""
        text = clause.text()
        # a modal ability ends with its last mode's own period (or its reminder text)
        done = text.endswith("。") or any(isinstance(s, ast.Modal) for s in steps[-1:])
        sentences.append(text if done else text + "。")
        # a reflexive trigger's own sentences define its X
        x = defined_x([s for s in steps if not isinstance(s, ast.ReflexiveTrigger)])
        if x is not None:
            sentences.append(f"Ｘは{'、' * x.comma}{self.amount(x.definition)}に等しい。")

    def chain_clause(self, effect: ast.Node) -> Clause:
        """An effect written as one clause (no target declarations, no period)."""
        steps, joins, connectives = self.joined(effect)
        current = self.step(steps[0])
        for i, (join, written) in enumerate(zip(joins, connectives, strict=True)):
            current = self.then_step(current, steps[i], steps[i + 1], join, written)
        return current

    def then_step(self, current: Clause, before: Any, step: Any, join: str, written: str) -> Clause:
        """``step`` joined to the clause so far; tokens created together share one verb
        (「宝物・トークン１つと…トークン１体を生成する」)."""
        after = self.step(step)
        together = isinstance(before, ast.CreateToken) and isinstance(step, ast.CreateToken)
        if together and join == "and" and (written in ("と", "と、") or not self.surface):
            joiner = written if self.surface else "と"
            return Clause(current.head.removesuffix("を") + joiner + after.head, after.verb)
        form, joiner = self.clause_join(join, written, step)
        if retimed(before, step):  # 「…の修整を受け、このターン、ブロックされない」
            after = after.prefixed(f"{self.render(step.duration)}、")
            joiner = joiner if joiner.endswith("、") else joiner + "、"
        return current.then(joiner, form, after)

    def chain(self, effect: ast.Node) -> str:
        return self.chain_clause(effect).text()

    def declarations(self, effect: ast.Node) -> list[ast.Node]:
        """The targets declared before the sentences that use them, in order."""
        found: list[ast.Node] = []

        def visit(node: ast.Node) -> None:
            if self.is_declared(node):
                found.append(node)
            elif isinstance(node, ast.ChooseObject) and node.player is not None:
                visit(node.player)  # 「…を対象とする。そのプレイヤーは…を選ぶ」
            elif not isinstance(node, OWN_BODIES):
                for child in node.children():
                    visit(child)

        visit(effect)
        return found

    def declared_each(self, effect: ast.Node) -> dict[int, ast.ForEach]:
        """The targets declared for each player (by id), with the step done for each."""
        return {
            id(target): node
            for node in effect.walk()
            if isinstance(node, ast.ForEach) and self.declares_each(node)
            for target in self.declarations(node.effect)
        }

    def declares_each(self, node: ast.ForEach) -> bool:
        """Whether the players of a 「…につき」 are written in its target's declaration."""
        if self.surface:
            return node.players_declared
        return isinstance(node.objects, ast.Player) and any(map(is_target, node.effect.walk()))

    def declared(self, node: ast.Node) -> str:
        """A target as declared, before 「対象とする」: 「クリーチャー１体を」, or with the
        targets' total 「…カードを、マナ総量の合計が１０以下になるように選んで」."""
        listed = isinstance(node, ast.Objects) and isinstance(node.filter, ast.AllOf)
        parts = node.filter.parts if listed else []
        total = next((p for p in parts if isinstance(p, ast.Compare) and p.total), None)
        if total is None:
            return f"{self.undeclared(node)}を"
        rest = [p for p in parts if p is not total]
        described = node.filter.model_copy(update={"parts": rest})
        targets = self.undeclared(node.model_copy(update={"filter": described}))
        comma = "、" if self.own(total.total_comma, True) else ""
        chosen = "選んで" if self.own(total.total_chosen, True) else ""
        value = f"{self.amount(total.value)}{COMPARISONS[total.op]}"
        return f"{targets}を{comma}{term(total.attribute)}の合計が{value}になるように{chosen}"

    def undeclared(self, node: ast.Node) -> str:
        """A declared target as written in its declaration: 「クリーチャー１体」."""
        self.declaring = True
        try:
            return self.render(node)
        finally:
            self.declaring = False

    # ------------------------------------------------------------ effects

    def step(self, node: ast.Node, subject: bool = True) -> Clause:
        """A step as a clause ending in its verb; ``subject``: say who acts, if written
        (not after 「…てもよい」's subject, nor in costs)."""
        method = getattr(self, "do_" + node.kind, None)
        if method is None:
            raise RenderError(f"no Japanese wording for {node.kind!r}")
        if not subject and isinstance(getattr(node, "player", None), ast.Node):
            node = node.model_copy(update={"player": ast.You(written=False)})
        chosen = next((n for n in node.walk() if isinstance(n, ast.Player) and n.at_random), None)
        if chosen is None or isinstance(node, (ast.Conditional, ast.Sequence)):
            return method(node)
        # 「対戦相手１人を無作為に選び、名前はそれに…」
        self.chosen_at_random = chosen
        try:
            return method(node).prefixed(f"{self.render(chosen)}を無作為に選び、")
        finally:
            self.chosen_at_random = None

    def subject(self, player: ast.Node, default: bool = False) -> str:
        """「あなたは」 where written (where English writes "you", so does Japanese),
        「各対戦相手はそれぞれ」."""
        if isinstance(player, ast.You):
            if not self.says_you(player, default):
                return ""
            return "あなたは、" if self.own(player.comma) else "あなたは"
        if isinstance(player, ast.Ref) and (player.elided or (player.plural and not player.noun)):
            return ""  # the subject of the clause before (English may write "they")
        if isinstance(player, ast.YouAnd):  # 「あなたとそのプレイヤーはそれぞれ」
            comma = "、" if self.own(player.comma) else ""
            each = "それぞれ" if player.respectively or not self.surface else ""
            return f"あなたと{comma}{self.object(player.player)}は{each}"
        if isinstance(player, ast.Player) and player.quantifier == "each":
            respectively = player.respectively if self.surface else True
            comma = "、" if self.own(player.comma) else ""
            each = ("それぞれ、" if self.own(player.each_comma) else "それぞれ") * respectively
            return f"{self.render(player)}は{comma}{each}"
        comma = "、" if isinstance(player, ast.Player) and self.own(player.comma) else ""
        return f"{self.object(player)}は{comma}"  # 「そのプレイヤーは、」 as written

    def acts(self, player: ast.Node, head: str, verb: str, you: bool = False) -> Clause:
        return Clause(self.subject(player, you) + head, verb)

    def cards(self, amount: ast.Node) -> str:
        equal = self.equal_to(amount, "枚数")
        return f"{equal}カードを" if equal else f"カード{self.amount(amount)}枚を"

    def do_get_emblem(self, node: ast.GetEmblem) -> Clause:
        return self.acts(node.player, f"{self.granted_list(node.abilities)}の紋章を", "得る", True)

    def do_scry(self, node: ast.Scry) -> Clause:
        if isinstance(node.amount, ast.Plus):
            extra = self.amount(node.amount.right)
            return self.acts(node.player, f"その枚数に{extra}を足した枚数の占術を", "行う")
        if self.own(node.equal_to, isinstance(node.amount, EQUAL_TO)):  # 「…に等しい枚数の」
            return self.acts(node.player, f"{self.amount(node.amount)}に等しい枚数の占術を", "行う")
        return self.acts(node.player, f"占術{self.amount(node.amount)}を", "行う")

    def do_surveil(self, node: ast.Surveil) -> Clause:
        return self.acts(node.player, f"諜報{self.amount(node.amount)}を", "行う")

    def do_draw(self, node: ast.Draw) -> Clause:
        if node.another:  # 「もう１枚カードを引く」
            return self.acts(node.player, f"もう{self.amount(node.amount)}枚カードを", "引く")
        if self.own(node.count_after):  # 「カードを１枚引く」
            return self.acts(node.player, f"カードを{self.amount(node.amount)}枚", "引く")
        return self.acts(node.player, self.cards(node.amount), "引く")

    def do_discard(self, node: ast.Discard) -> Clause:
        what = f"{self.object(node.object)}を" if node.object else self.cards(node.amount)
        return self.acts(node.player, what + ("無作為に選んで" if node.random else ""), "捨てる")

    def do_mill(self, node: ast.Mill) -> Clause:
        return self.acts(node.player, self.cards(node.amount), "切削する")

    def life(self, amount: ast.Node) -> str:
        if isinstance(amount, ast.Ref) and amount.noun == "number":
            return "その点数分のライフを"
        equal = self.equal_to(amount, "点数")
        return f"{equal}ライフを" if equal else f"{self.amount(amount)}点のライフを"

    def do_gain_life(self, node: ast.GainLife) -> Clause:
        return self.acts(node.player, self.life(node.amount), "得る", you=True)

    def do_lose_life(self, node: ast.LoseLife) -> Clause:
        return self.acts(node.player, self.life(node.amount), "失う", you=True)

    def do_pay_life(self, node: ast.PayLife) -> Clause:
        return self.acts(node.player, self.life(node.amount), "支払う")

    def do_pay_mana(self, node: ast.PayMana) -> Clause:
        if node.waterbend:  # 「水の技(３)を行う」
            return self.acts(node.player, f"水の技{mana(node.symbols)}を", "行う")
        return self.acts(node.player, f"{mana(node.symbols)}を", "支払う")

    def do_gain_energy(self, node: ast.GainEnergy) -> Clause:
        reminder = node.reminder if self.surface else None
        written = f"（{reminder.text}）" if reminder is not None else ""
        return self.acts(node.player, f"{mana(node.symbols)}{written}を", "得る", you=True)

    def do_sacrifice(self, node: ast.Sacrifice) -> Clause:
        return self.acts(node.player, f"{self.object(node.object)}を生け贄に", "捧げる")

    def do_search(self, node: ast.Search) -> Clause:
        comma = "、" if self.own(node.comma) else ""
        library = f"{self.possessive(node.player)}ライブラリーから{comma}"
        return Clause(f"{library}{self.object(node.object)}を", "探す")

    def do_shuffle(self, node: ast.Shuffle) -> Clause:
        return self.acts(node.player, "ライブラリーを", "切り直す")

    def do_shuffle_into(self, node: ast.ShuffleInto) -> Clause:
        into = f"{self.object(node.object)}を{self.zone(node.to)}に加えて"
        return self.acts(node.player, into, "切り直す")

    def do_prevent_damage(self, node: ast.PreventDamage) -> Clause:
        """「このターン、それに与えられる次のダメージを３点軽減する」; all of it: 「…与えられる
        すべてのダメージを」 or 「…与えられる(…が与える)ダメージをすべて」, and 「…から受ける
        ものを除き、」 before the damage left unprevented."""
        combat = "戦闘" if node.combat else ""
        if node.each_time:
            if None in (node.source, node.recipient, node.amount) or node.duration is not None:
                raise RenderError("no Japanese wording for this prevention of each event")
            comma = "、" if self.own(node.source_comma) else ""
            source = f"{self.clause_subject(node.source)}が{comma}"
            event = f"{source}{self.object(node.recipient)}に{combat}ダメージを与える"
            event += self.own(node.if_written, "場合")
            return Clause(f"{event}、そのダメージを{self.amount(node.amount)}点", "軽減する")
        head = f"{self.render(node.duration)}、" if node.duration is not None else ""
        if node.except_source is not None:
            head += f"{self.object(node.except_source)}から受けるものを除き、"
        elif node.source is not None:
            head += f"{self.clause_subject(node.source)}が" + ("次に" if node.next_time else "")
            head += f"{self.object(node.recipient)}に" if node.recipient is not None else ""
            head += "与える"
        else:
            head += f"{self.object(node.recipient)}に" if node.recipient is not None else ""
            head += "与えられる"
        partial = node.source is not None or node.except_source is not None
        if partial and node.amount is not None:
            raise RenderError("no Japanese wording for part of the damage prevented")
        if node.except_source is not None and node.recipient is not None:
            raise RenderError("no Japanese wording for damage to it except from some sources")
        all_last = node.source is not None and node.recipient is None and not node.next_time
        if node.amount is None and (node.except_source or self.own(node.all_last, all_last)):
            return Clause(f"{head}{combat}ダメージをすべて", "軽減する")
        if node.amount is None:
            return Clause(f"{head}すべての{combat}ダメージを", "軽減する")
        return Clause(f"{head}次の{combat}ダメージを{self.amount(node.amount)}点", "軽減する")

    def do_incubate(self, node: ast.Incubate) -> Clause:
        return self.acts(node.player, f"培養{self.amount(node.amount)}を", "行う")

    def do_numbered_action(self, node: ast.NumberedAction) -> Clause:
        return self.acts(node.player, f"{term(node.name)}{self.amount(node.amount)}を", "行う")

    def do_named_action(self, node: ast.NamedAction) -> Clause:
        return self.acts(node.player, f"{term(node.name)}を", "行う")

    def do_behold(self, node: ast.Behold) -> Clause:
        return self.acts(node.player, f"{self.beheld_kind(node.object)}の後見を", "受ける")

    def beheld_kind(self, node: ast.Node) -> str:
        """「ドラゴン」 of 「ドラゴンの後見」: the kind alone, without a count."""
        return self.filter(node.filter) if isinstance(node, ast.Objects) else self.object(node)

    def if_chose_ring_bearer(self, node: ast.ChoseRingBearer) -> str:
        subject = "あなたが" if self.own(node.subject_written, True) else ""
        return f"{subject}{self.object(node.object)}をあなたの指輪所持者に選んだ"

    def if_beheld(self, node: ast.Beheld) -> str:
        return f"{self.beheld_kind(node.object)}の後見を受けていた"

    def do_collect_evidence(self, node: ast.CollectEvidence) -> Clause:
        return self.acts(node.player, f"証拠収集{self.amount(node.amount)}を", "行う")

    def do_keyword_action(
        self, node: ast.Goad | ast.TransformPermanent | ast.Cloak | ast.CopySpell | ast.Suspect
    ) -> Clause:
        """「それを使嗾する」, 「〈名〉を変身させる」, 「…の一番上のカードを偽装する」,
        「これをコピーする」."""
        noun, verb = KEYWORD_ACTIONS[node.kind]
        return Clause(f"{self.object(node.object)}{noun}", verb)

    do_goad = do_transform_permanent = do_cloak = do_suspect = do_keyword_action

    def do_copy_spell(self, node: ast.CopySpell) -> Clause:
        """「その呪文をコピーする」, 「そのコピーが伝説でないことを除き、その呪文をコピーする」."""
        clause = self.do_keyword_action(node)
        if node.times is not None:  # 「それを２回コピーする」
            times = self.amount(node.times)
            clause = Clause(f"{self.object(node.object)}を{times}回コピー", "する")
        if node.exception is None:
            return clause
        exception = self.copy_exception(node.exception, the_copy=True)
        return Clause(exception + clause.head, clause.verb)

    def do_flip_coin(self, node: ast.FlipCoin) -> Clause:
        return self.acts(node.player, "コイン投げを", self.own(node.verb, "する"))

    def if_flip_result(self, node: ast.FlipResult) -> str:
        that = "その" if self.own(node.that) else ""
        return f"あなたが{that}コイン投げに{'勝った' if node.won else '負けた'}"

    def do_all_of_the_above(self, node: ast.AllOfTheAbove) -> Clause:
        return Clause("上記すべてを", "行う")

    def do_investigate(self, node: ast.Investigate) -> Clause:
        return self.acts(node.player, "調査を", "行う")

    def do_game_result(self, node: ast.GameResult) -> Clause:
        outcome = "勝利" if node.outcome == "win" else "敗北"
        return self.acts(node.player, f"このゲームに{outcome}", "する", you=True)

    def do_become_monarch(self, node: ast.BecomeMonarch) -> Clause:
        return Clause(f"{self.clause_subject(node.player)}が統治者に", "なる")

    def do_has_control(self, node: ast.HasControl) -> Clause:
        return self.acts(node.player, f"{self.object(node.object)}を", "コントロールする", you=True)

    def do_clash(self, node: ast.Clash) -> Clause:
        return self.acts(node.player, f"{self.object(node.opponent)}と激突を", "行う")

    def if_clash_result(self, node: ast.ClashResult) -> str:
        return "あなたが勝った"

    def do_take_initiative(self, node: ast.TakeInitiative) -> Clause:
        return self.acts(node.player, "イニシアチブを", "得る", you=True)

    def do_venture(self, node: ast.Venture) -> Clause:
        if isinstance(node.into, ast.SelfRef):
            dungeon = self.render(node.into)
        else:
            dungeon = term(node.into) if node.into else "ダンジョン"
        return self.acts(node.player, f"{dungeon}探索を", "する")

    def do_extra_turn(self, node: ast.ExtraTurn) -> Clause:
        turns = f"このターンに続いて追加の{self.amount(node.amount)}ターンを"
        return self.acts(node.player, turns, "行う")

    def do_ring_tempts(self, node: ast.RingTempts) -> Clause:
        return Clause("指輪があなたを誘惑", "する")

    def do_deal_damage(self, node: ast.DealDamage, per: str = "") -> Clause:
        """The damage clause; ``per`` 「…１枚につき」 comes before the amount."""
        source = self.object(node.source) + ("は、" if self.own(node.comma) else "は")
        recipient = self.object(node.recipient) + "に"
        each = "それぞれ" if self.distributive(node.recipient) else ""
        each += "、" if self.own(node.recipient_comma) else ""
        equal = self.equal_to(node.amount, "点数")
        more = "".join(
            f"、{self.object(m.recipient)}に{self.amount(m.amount)}点" for m in node.more
        )
        points = f"{per}{self.amount(node.amount)}点{more}"
        damage = f"{equal}ダメージを" if equal else f"{points}のダメージを"
        if node.divided:
            chooser = node.divided_by if self.surface else "あなたの"
            damage += f"{chooser}望むように分割して"
        if self.own(node.damage_first):
            return Clause(f"{source}{damage}{recipient}", "与える")
        return Clause(f"{source}{recipient}{each}{damage}", "与える")

    def object_verb(self, node: Any, verb: str) -> Clause:
        """「<object>を破壊する」; an unwritten object (それ) is left out."""
        subject = node.object
        if isinstance(subject, ast.Ref) and subject.elided and self.surface:
            return Clause("", verb)
        if isinstance(subject, ast.Objects) and subject.random:  # 「…を無作為に選んで」
            pick = "無作為に選んで" if self.own(subject.random_chosen, True) else "無作為に"
            plain = subject.model_copy(update={"random": False, "random_chosen": False})
            return Clause(f"{self.object(plain)}を{pick}", verb)
        return Clause(f"{self.object(subject)}を", verb)

    def do_attach(self, node: ast.Attach) -> Clause:
        return Clause(f"{self.object(node.object)}を{self.object(node.to)}に", "つける")

    def do_destroy(self, node: ast.Destroy) -> Clause:
        return self.object_verb(node, "破壊する")

    def do_regenerate(self, node: ast.Regenerate) -> Clause:
        return self.object_verb(node, "再生する")

    def do_exile(self, node: ast.Exile) -> Clause:
        clause = self.object_verb(node, "追放する")
        if node.counters is not None:  # 「それを時間カウンター３個が置かれた状態で追放する」
            clause = Clause(clause.head + self.with_counters(node.counters), clause.verb)
        if node.from_zone is not None:
            clause = clause.prefixed(f"{self.zone(node.from_zone)}から")
        if node.until_leaves is not None:
            comma = "、" if self.own(node.until_comma, True) else ""
            clause = clause.prefixed(f"{self.object(node.until_leaves)}が戦場を離れるまで{comma}")
        if node.instead_of is not None:  # 「それをオーナーの墓地に置く代わりに追放する」
            return Clause(
                f"{self.object(node.object)}を{self.zone(node.instead_of)}に置く代わりに",
                "追放する",
            )
        if node.player is not None:  # 「そのプレイヤーは自分の手札からカード２枚を追放する」
            clause = clause.prefixed(self.subject(node.player))
        return clause

    def do_unless(self, node: ast.Unless) -> Clause:
        """「あなたが(１)を支払わないかぎり、それを生け贄に捧げる」."""
        action = self.step(node.action, subject=False)
        unless = f"{self.render(node.player)}が{action.head}{conjugate(action.verb, 'negative')}"
        return self.step(node.effect).prefixed(f"{unless}かぎり、")

    def do_counter_spell(self, node: ast.CounterSpell) -> Clause:
        clause = self.object_verb(node, "打ち消す")
        if node.unless_player is not None and node.unless_paid:
            payer = self.render(node.unless_player)
            clause = clause.prefixed(f"{payer}が{mana(node.unless_paid)}を支払わないかぎり、")
        return clause

    def do_tap(self, node: ast.Tap) -> Clause:
        return self.object_verb(node, "タップする")

    def do_untap(self, node: ast.Untap) -> Clause:
        return self.object_verb(node, "アンタップする")

    def do_tap_or_untap(self, node: ast.TapOrUntap) -> Clause:
        return self.object_verb(node, "タップまたはアンタップする")

    def do_reveal(self, node: ast.Reveal) -> Clause:
        clause = self.object_verb(node, "公開する")
        if node.from_zone is not None:  # 「あなたのゲーム開始時の手札からこのカードを公開する」
            clause = clause.prefixed(f"{self.zone(node.from_zone)}から")
        return clause.prefixed(self.subject(node.player))

    def do_reveal_until(self, node: ast.RevealUntil) -> Clause:
        """「…が公開されるまで、あなたのライブラリーの一番上から１枚ずつ公開する」."""
        verb = "追放" if node.action == "exile" else "公開"
        comma = "、" if self.own(node.comma, True) else ""
        until = f"{self.noun_phrase(node.until)}が{verb}されるまで{comma}"
        library = f"{self.possessive(node.owner)}ライブラリーの一番上から１枚ずつ{verb}"
        return Clause(self.subject(node.player) + until + library, "する")

    def do_spend_only(self, node: ast.SpendOnly) -> Clause:
        comma = "、" if self.own(node.comma, True) else ""
        spells = self.noun_phrase(node.object)  # 「クリーチャー・呪文」
        return Clause(f"このマナは{comma}{spells}を唱えるためにのみ使用", "できる")

    def do_look_additional(self, node: ast.LookAdditional) -> Clause:
        action = "諜報" if node.action == "surveil" else "占術"
        count = self.amount(node.amount)
        each = f"あなたが行う{action}１回につき、"
        return Clause(f"{each}あなたはカードを追加で{count}枚見ても", "よい")

    def do_additional_land_plays(self, node: ast.AdditionalLandPlays) -> Clause:
        unit = "個" if isinstance(node.amount, ast.Variable) else "つ"  # 「Ｘ個」, 「１つ」
        count = f"{self.amount(node.amount)}{unit}"
        lands = f"追加の土地を{count}" if self.own(node.count_after) else f"追加の土地{count}を"
        subject = self.subject(node.player, True)
        whose = "あなたの" if isinstance(node.player, ast.You) else "自分の"
        if node.duration is not None:
            lead = f"{self.render(node.duration)}、{subject}"
        elif self.own(node.turns_after, not isinstance(node.player, ast.You)):
            lead = f"{subject}{whose}各ターンに"
        else:
            lead = f"{whose}各ターンに、{subject}"
        return Clause(f"{lead}{lands}プレイしても", "よい")

    def do_choose_not_to_untap(self, node: ast.ChooseNotToUntap) -> Clause:
        you = "あなたは、" if self.own(node.comma, True) else "あなたは"
        untap = f"あなたのアンタップ・ステップに{self.object(node.object)}をアンタップしないことを"
        return Clause(you + untap + "選んでも", "よい")

    def do_look_any_time(self, node: ast.LookAnyTime) -> Clause:
        if self.own(node.time_last):  # 「…をいつ見てもよい」
            return Clause(f"あなたは{self.object(node.object)}をいつ見ても", "よい")
        return Clause(f"あなたはいつでも{self.object(node.object)}を見て", "よい")

    def do_loyalty_twice(self, node: ast.LoyaltyTwice) -> Clause:
        when = self.render(node.duration) if node.duration is not None else "各ターン"
        abilities = f"{self.object(node.objects)}の忠誠度能力を、"
        return Clause(f"{when}、あなたは、{abilities}１回のみではなく２回起動しても", "よい")

    def do_look_at(self, node: ast.LookAt) -> Clause:
        return self.object_verb(node, "見る")

    def do_choose_object(self, node: ast.ChooseObject) -> Clause:
        if is_target(node.object):
            return Clause(f"{self.undeclared(node.object)}を対象と", "する")
        clause = self.object_verb(node, "選ぶ")
        if node.player is not None:  # 「あなたはその中から…を選ぶ」
            clause = clause.prefixed(self.subject(node.player, True))
        return clause

    def do_move(self, node: ast.Move) -> Clause:
        clause = self.move_clause(node)
        if node.player is not None:  # 「それのオーナーはそれを…に置く」
            clause = clause.prefixed(self.subject(node.player))
        if node.from_zone is not None:  # 「あなたの墓地から…を戻す」
            clause = clause.prefixed(f"{self.zone(node.from_zone)}から")
        return clause

    def do_arrange(self, node: ast.Arrange) -> Clause:
        rest = "もう１枚" if node.other else "残り"
        order = ORDERS.get(node.order or "", "")
        if node.chosen.name == "battlefield":  # 「１枚をタップ状態で戦場に出し、…手札に加える」
            tapped = "タップ状態で" if node.tapped else ""
            verb = "出し" if self.own(node.chosen_verb, True) else ""
            rest = f"{rest}を{self.zone(node.rest)}に{order}"
            part = node.object  # 「１枚を」, without 「そのうち」: the only wording written
            elided = isinstance(part, ast.PartOf) and isinstance(part.object, ast.Ref)
            what = self.part_count(part) if elided else self.object(part)
            return Clause(f"{what}を{tapped}戦場に{verb}、{rest}", "加える")
        places = f"{self.zone(node.chosen)}に、{rest}を{self.zone(node.rest)}に{order}"
        return Clause(f"{self.object(node.object)}を{places}", "置く")

    def move_clause(self, node: ast.Move) -> Clause:
        to = node.to
        if to.name == "battlefield":
            where = "タップ状態で" if node.tapped else ""
            if node.tapped and node.attacking and self.own(node.attacking_joined, "かつ") == "かつ":
                where = "タップ状態かつ"
            joined = node.transformed and node.counters and self.own(node.transformed_joined)
            if node.transformed and not joined:
                where += "変身させた状態で"
            if node.attacking:
                where += "攻撃している状態で"
            control = f"{self.possessive(to.owner)}コントロール下で" if to.owner else ""
            # 「最終カウンター１個が置かれた状態で」, before or after the controller
            placed = self.with_counters(node.counters) if node.counters else ""
            if joined:  # 「…コントロール下で変身させた状態かつ最終カウンター…」
                control += "変身させた状態かつ"
                where += control + placed
                verb = "戻す" if node.verb == "return" else "出す"
                return Clause(f"{self.object_verb(node, '').head}{where}戦場に", verb)
            if self.own(node.control_first):  # 「あなたのコントロール下でタップ状態で」
                where = control + where
            else:
                where += control + placed if self.own(node.counters_last) else placed + control
            verb = "戻す" if node.verb == "return" else "出す"
            return Clause(f"{self.object_verb(node, '').head}{where}戦場に", verb)
        verb = "戻す" if node.verb == "return" or node.verb is None else "置く"
        if node.verb == "put" and to.name == "hand":
            verb = "加える"
        clause = self.object_verb(node, "")
        order = ORDERS.get(node.order or "", "")
        return Clause(f"{clause.head}{self.zone(to)}に{order}", verb)

    def with_counters(self, node: ast.WithCounters) -> str:
        """「最終カウンター１個が置かれた状態で」."""
        return self.placed_counters(node) + "状態で"

    def placed_counters(self, node: ast.WithCounters | ast.EntersWithCounters) -> str:
        """「+1/+1カウンター１個が置かれた」, with 「追加」 where the text says it."""
        counters = self.counters(node.amount, node.counter).removesuffix("を")
        if not node.additional:
            return f"{counters}が置かれた"
        at = self.own(node.additional_ja, "after_kind")
        if at == "before":
            return f"追加で{counters}が置かれた"
        if at == "adjective":
            return f"追加の{counters}が置かれた"
        if at == "after_amount":
            return f"{counters}が追加で置かれた"
        noun = counters_noun(node.counter)
        return f"{noun}が追加で{counters.removeprefix(noun)}置かれた"

    def counters(self, amount: ast.Node, kind: str | None) -> str:
        if not isinstance(amount, ast.Number | ast.Variable | ast.Ref):  # 「…に等しい数の」
            return f"{self.amount(amount)}に等しい数の{counters_noun(kind)}を"
        return f"{counters_noun(kind)}{self.amount(amount)}個を"

    def distributive(self, node: ast.Node) -> bool:
        """Whether each of several objects gets its own share: 「各クリーチャーにそれぞれ」."""
        if isinstance(node, ast.ObjectList):
            return any(self.distributive(i) for i in node.items)
        if isinstance(node, ast.Objects | ast.Player):  # 「各対戦相手にそれぞれ」
            return node.quantifier == "each"
        return isinstance(node, ast.Ref) and node.plural and not node.noun

    def do_fight(self, node: ast.Fight) -> Clause:
        return Clause(f"{self.object(node.object)}は{self.object(node.other)}と格闘を", "行う")

    def do_choose_new_targets(self, node: ast.ChooseNewTargets) -> Clause:
        return self.acts(node.player, f"{self.possessive(node.object)}新しい対象を", "選ぶ")

    def do_explore(self, node: ast.Explore) -> Clause:
        return Clause(f"{self.object(node.object)}は探検を", "行う")

    def do_put_counters(self, node: ast.PutCounters) -> Clause:
        written = self.own(node.respectively)
        each = "それぞれ" if self.distributive(node.object) or written else ""
        if self.own(node.short_place):  # 「それらのクリーチャーにそれぞれ」
            place = f"{self.object(node.object)}にそれぞれ"
        elif self.own(node.each_after):  # 「…の上に+1/+1カウンターをそれぞれ１個置く」
            counters = f"{counters_noun(node.counter)}をそれぞれ{self.amount(node.amount)}個"
            return Clause(f"{self.upon(node.object)}に{counters}", "置く")
        else:
            place = f"{self.upon(node.object)}に{'、' if self.own(node.comma) else ''}{each}"
        return Clause(place + self.counters(node.amount, node.counter), "置く")

    def do_remove_counters(self, node: ast.RemoveCounters) -> Clause:
        if node.those:
            return Clause("それらのカウンターを", "取り除く")
        place = self.upon(node.object)
        if isinstance(node.amount, ast.All):  # 「すべての…カウンターを」, 「カウンターをすべて」
            noun = counters_noun(node.counter)
            every = f"{noun}をすべて" if self.own(node.amount.after) else f"すべての{noun}を"
            return Clause(f"{place}から{every}", "取り除く")
        return Clause(f"{place}から{self.counters(node.amount, node.counter)}", "取り除く")

    def do_for_each(self, node: ast.ForEach) -> Clause:
        if self.declares_each(node):  # the players are in the target's declaration
            return self.step(node.effect)
        counted = node.objects
        if isinstance(counted, ast.ColorsSpent):  # converge
            comma = "" if self.own(node.no_comma, True) else "、"
            spell = counted.object  # "spent to cast it": the permanent itself, 「これ」
            cast = "これ" if isinstance(spell, ast.Ref) else self.object(spell)
            each = f"{cast}を唱えるために支払われたマナの色１色につき{comma}"
            if isinstance(node.effect, ast.EntersWithCounters):
                return self.do_enters_with_counters(node.effect, each)
            return self.step(node.effect).prefixed(each)
        if isinstance(counted, ast.CountersOn):  # 「それの上にある詩句カウンター１個につき」
            comma = "" if self.own(node.no_comma) else "、"
            each = f"{self.upon(counted.object)}にある{counters_noun(counted.counter)}１個"
            return self.step(node.effect).prefixed(f"{each}につき{comma}")
        if isinstance(node.effect, ast.Sequence) or self.own(node.respectively):
            # 「…各カードにつきそれぞれ、AしBする」: every step after, once per object
            each = f"{self.counted(counted)}につきそれぞれ、"
            return self.step(node.effect).prefixed(each)
        if isinstance(counted, ast.Objects):  # 「平地１つにつき」
            counted = counted.model_copy(update={"quantifier": "a", "count": ast.Number(value=1)})
        counted = counted_ya(counted, "headless")  # 「…や…である１つにつき」
        if isinstance(counted, ast.Player) and counted.quantifier == "each":
            # 「対戦相手１人につき」
            counted = counted.model_copy(update={"quantifier": "a"})
        effect = node.effect
        if isinstance(effect, ast.ModifyPT) and (node.inside or not self.surface):
            # 「〈名〉は、…１つにつき+1/+1の修整を受ける」
            each = f"{self.counted(counted)}につき"
            return self.continuous(
                effect, Clause(f"{each}{effect.power}/{effect.toughness}の修整を", "受ける")
            )
        if isinstance(effect, ast.DealDamage) and self.own(node.inside):
            # 「~はそれに、…１枚につき２点のダメージを与える」
            return self.do_deal_damage(effect, per=f"{self.counted(counted)}につき")
        if isinstance(effect, ast.CounterSpell) and effect.unless_player is not None:
            # 「そのコントローラーが…１枚につき(１)を支払わないかぎり、それを打ち消す」
            payer = self.render(effect.unless_player)
            unless = f"{payer}が{self.counted(counted)}につき{mana(effect.unless_paid or '')}"
            return Clause(f"{unless}を支払わないかぎり、{self.object(effect.object)}を", "打ち消す")
        clause = self.step(effect)
        player = getattr(effect, "player", None)
        subject = self.subject(player, True) if player is not None else ""
        if self.own(node.inside) and subject and clause.head.startswith(subject):
            # 「あなたは、…１枚につき１点のライフを得る」: the counted objects after the subject
            rest = clause.head.removeprefix(subject)
            return Clause(f"{subject}{self.counted(counted)}につき{rest}", clause.verb)
        comma = "" if self.own(node.no_comma) else "、"
        return clause.prefixed(f"{self.counted(counted)}につき{comma}")

    def do_create_token(self, node: ast.CreateToken) -> Clause:
        spec = self.token_spec(node.token)
        equal = self.equal_to(node.amount, "数")
        if equal:
            return self.acts(node.player, f"{equal}、{spec}を", "生成する")
        count = self.amount(node.amount)
        creature = "creature" in node.token.types or node.token.copy_of is not None
        unit = self.own(node.counter) or ("体" if creature else "つ")
        attached = node.token.attached_to
        if attached is not None:
            return self.acts(
                node.player,
                f"{spec}{count}{unit}を{self.object(attached)}についた状態で",
                "生成する",
            )
        tapped = "タップ状態で" if node.token.tapped else ""
        return self.acts(node.player, f"{spec}{count}{unit}を{tapped}", "生成する")

    def continuous(self, node: Any, predicate: Clause) -> Clause:
        """「ターン終了時まで、<object>は…」; a shared subject is not written again."""
        subject = node.object
        if isinstance(subject, ast.Ref) and subject.elided:
            return predicate
        if isinstance(subject, ast.Objects) and subject.quantifier == "all" and not self.surface:
            subject = subject.model_copy(update={"bare": False})  # 「すべての…は」
        untaps = isinstance(node, ast.Restriction) and "untap" in node.rule
        comma = node.comma if self.surface else untaps and node.duration is None
        particle = "では" if getattr(node, "rule", "") in TOPIC_DE else "は"
        particle = self.own(getattr(node, "topic", None)) or particle  # as written
        head = f"{self.object(subject)}{particle}{'、' if comma else ''}"
        if getattr(node, "combat_first", False) and self.surface:
            head = f"各戦闘で、{head}"
            predicate = Clause(predicate.head.removeprefix("各戦闘で"), predicate.verb)
        if node.duration is not None:
            head = f"{self.render(node.duration)}、{head}"
        return predicate.prefixed(head)

    def do_modify_pt(self, node: ast.ModifyPT) -> Clause:
        return self.continuous(node, Clause(f"{node.power}/{node.toughness}の修整を", "受ける"))

    def do_base_pt(self, node: ast.BasePT) -> Clause:
        """「基本のパワーとタフネスが1/1になる」, 「それの基本のパワーとタフネスは1/1である」."""
        pt, verb = f"{node.power}/{node.toughness}", self.own(node.written) or "になる"
        if not self.own(node.possessive):
            return self.continuous(node, Clause(f"基本のパワーとタフネスが{pt}", verb))
        clause = Clause(f"{self.possessive(node.object)}基本のパワーとタフネスは{pt}", verb)
        if node.duration is not None:
            return clause.prefixed(f"{self.render(node.duration)}、")
        return clause

    def do_gain_ability(self, node: ast.GainAbility) -> Clause:
        verb = "持つ" if (node.verb or "gain") == "have" else "得る"
        if node.each_if:  # 「…ならトランプルを、…なら呪禁を得る」
            parts = [
                f"{self.condition(p.condition)}なら{self.granted_list(p.abilities)}を"
                for p in node.each_if
            ]
            return self.continuous(node, Clause("、".join(parts), verb))
        each = self.own(node.respectively) or ""  # 「はそれぞれ、」
        return self.continuous(node, Clause(f"{each}{self.granted_list(node.abilities)}を", verb))

    def do_lose_ability(self, node: ast.LoseAbility) -> Clause:
        lost = "すべての能力" if node.all_abilities else self.granted_list(node.abilities)
        return self.continuous(node, Clause(f"{lost}を", "失う"))

    def do_becomes(self, node: ast.Becomes) -> Clause:
        if node.copy_of is not None:  # 「それのコピーになる」
            differs = self.copy_exception(node.copy_exception) if node.copy_exception else ""
            copy = f"{differs}{self.possessive(node.copy_of)}コピーに"
            return self.continuous(node, Clause(copy, "なる"))
        what = self.described(node)
        if node.in_addition:  # 「これの他のタイプに加えて…」
            mine = "これの" if isinstance(node.object, ast.SelfRef) else "それの"
            # 「これは他のタイプに加えて…」: none written (possessive "")
            written = node.possessive if self.surface and node.possessive is not None else mine
            what = f"{written}他のタイプに加えて{what}"
        if node.state:  # 「…に加えて天使である」
            return self.continuous(node, Clause(f"{what}で", "ある"))
        return self.continuous(node, Clause(f"{what}に", "なる"))

    def described(self, node: ast.Becomes) -> str:
        """What it becomes: 「5/6の緑のエレメンタル・クリーチャー」, 「あなたが選んだ１色の色」."""
        if node.chosen is not None:
            default = next(w for w, kind in CHOSEN_KINDS.items() if kind == node.chosen)
            return f"あなたが選んだ{self.own(node.chosen_written, default)}"
        base = self.own(node.base_written) and node.power_toughness
        what = characteristics(node.colors, None if base else node.power_toughness, node.types)
        if self.own(node.pt_first) and node.colors and not base:  # 「5/6の緑の…」
            what = f"{node.power_toughness}の{characteristics(node.colors, None, node.types)}"
        if node.named is not None:  # 「《月》という名前の土地」
            what = f"{self.named(node.named)}{what}"
        if node.abilities:
            what = f"{self.granted_list(node.abilities)}を持つ{what}"
        if base:  # 「基本のパワーとタフネスが2/2のスピリット・戦士」
            what = f"基本のパワーとタフネスが{node.power_toughness}の{what}"
        return what

    def do_pt_equal_to(self, node: ast.PTEqualTo) -> Clause:
        """「名前のパワーとタフネスはそれぞれ、…に等しい」, 「名前のパワーは、…に等しい」."""
        both = node.stats == "power and toughness"
        after_topic, after_each = self.own(node.commas, [not both, both])
        stats = "パワーとタフネス" if both else term(node.stats)
        each = "それぞれ" if both else ""
        head = f"{self.possessive(node.object)}{stats}は{'、' * after_topic}{each}"
        return Clause(f"{head}{'、' * after_each}{self.amount(node.amount)}に等しい")

    def do_keyword_cost(self, node: ast.KeywordCost) -> Clause:
        """「そのフラッシュバック・コストは、それのマナ・コストに等しい」, 「奇跡コストは、
        マナ・コストから(４)を引いたものに等しい」."""
        name = term(node.keyword)
        dot = "・" if re.match(r"[ァ-ヶー]", name[-1]) else ""  # 「フラッシュバック・コスト」
        lead = self.own(node.ja_determiner, "その") if node.ja_determiner != "" else ""
        topic = self.own(node.ja_topic, "、") if node.ja_topic != "" else ""
        of = self.own(node.ja_of, "それの") if node.ja_of != "" else ""
        cost = f"{of}マナ・コスト"
        if node.reduced_by is not None:
            reduced = self.own(node.ja_reduced, "を引いた")
            cost = f"{cost}から{self.render(node.reduced_by)}{reduced}もの"
        if node.plus is not None:  # 「…に「あなたの墓地から…を追放する。」を追加したもの」
            cost = f"{cost}に「{self.cost(node.plus)}。」を追加したもの"
        return Clause(f"{lead}{name}{dot}コストは{topic}{cost}に等しい")

    def do_player_restriction(self, node: ast.PlayerRestriction) -> Clause:
        """「対戦相手はライフを得られない」, 「このターン、あなたは土地をプレイすることが
        できない」."""
        head, short, long = FORBIDDEN[node.action]
        if node.object is not None:
            head = f"{self.noun_phrase(node.object)}を{head}"
        cannot = self.own(node.cannot)
        text = head + (long + cannot if cannot else short)
        verb = "できない" if text.endswith("できない") else "ない"
        clause = self.acts(node.player, text.removesuffix(verb), verb, you=True)
        if node.duration is not None:
            return clause.prefixed(f"{self.render(node.duration)}、")
        return clause

    def do_restriction(self, node: ast.Restriction) -> Clause:
        if node.rule == ast.ABILITIES_RESTRICTED:  # 「それの起動型能力は起動できない」
            return Clause(f"{self.object(node.object)}の起動型能力は起動", "できない")
        if node.only is not None and node.rule == "can't be blocked":  # 「…によってしか」
            return self.continuous(
                node, Clause(f"{self.noun_phrase(node.only)}によってしかブロックされない")
            )
        if node.only is not None:  # 「飛行を持つクリーチャーしかブロックできない」
            return self.continuous(
                node, Clause(f"{self.noun_phrase(node.only)}しかブロック", "できない")
            )
        rule = self.own(node.written) or term(node.rule)
        if node.by is not None:  # 「パワーが２以下のクリーチャーによってはブロックされない」
            # 「２体以上のクリーチャーにはブロックされない」 (a number of blockers)
            many = isinstance(node.by, ast.Objects) and node.by.quantifier == "at least"
            by = self.own(node.by_written, "には" if many else "によっては")
            each_combat = "各戦闘で" if self.own(node.each_combat) else ""
            rule = f"{each_combat}{self.noun_phrase(node.by)}{by}{rule}"
        if rule.endswith("できない"):  # 「攻撃もブロックもできず、…」 before another step
            return self.continuous(node, Clause(rule.removesuffix("できない"), "できない"))
        return self.continuous(node, Clause(rule))

    def do_crews_as_though(self, node: ast.CrewsAsThough) -> Clause:
        """「パワーが２大きいかのように乗騎に騎乗し、機体に搭乗する」."""
        *first, last = [f"{CREWED[a][1]}に{CREWED[a][2]}" for a in node.actions]
        head = f"パワーが{self.amount(node.amount)}大きいかのように" + "".join(
            f"{a}し、" for a in first
        )
        return self.continuous(node, Clause(last, "する").prefixed(head))

    def do_add_mana(self, node: ast.AddMana) -> Clause:
        if node.options == ["any color"]:
            count = self.amount(node.amount or ast.Number(value=1))
            if node.identity is None:
                return Clause(f"好きな色１色のマナ{count}点を", "加える")
            identity = f"{self.possessive(node.identity)}固有色"
            if self.own(node.identity_short):
                return Clause(f"{identity}１色のマナ{count}点を", "加える")
            return Clause(f"{identity}のうち好きな色１色のマナ{count}点を", "加える")
        return Clause("か".join(mana(o) for o in node.options) + "を", "加える")

    def do_no_maximum_hand_size(self, node: ast.NoMaximumHandSize) -> Clause:
        head = f"{self.render(node.duration)}、" if node.duration else ""
        return Clause(f"{head}{self.possessive(node.player)}手札の上限は", "なくなる")

    def do_enters_as_copy(self, node: ast.EntersAsCopy) -> Clause:
        """「…は、…のコピーとして戦場に出る」."""
        return Clause(f"{self.object(node.object)}は、{self.as_copy(node)}", "出る")

    def as_copy(self, node: ast.EntersAsCopy) -> str:
        """「[…ことを除き、]…のコピーとして戦場に」."""
        differs = self.copy_exception(node.copy_exception) if node.copy_exception else ""
        return f"{differs}{self.possessive(node.copy_of)}コピーとして戦場に"

    def do_enters_tapped(self, node: ast.EntersTapped) -> Clause:
        clause = Clause(f"{self.object(node.object)}はタップ状態で戦場に", "出る")
        if isinstance(node.unless, ast.YouControl):
            objects = self.noun_phrase(node.unless.objects)
            clause = clause.prefixed(f"あなたが{objects}をコントロールしていないかぎり、")
        return clause

    def do_enters_with_counters(self, node: ast.EntersWithCounters, each: str = "") -> Clause:
        """「…は、…カウンター１個が置かれた状態で戦場に出る」; ``each``: what a "for each"
        counts, after the subject."""
        counters = self.placed_counters(node)
        comma = "、" if self.own(node.comma) else ""
        topic = f"{self.object(node.object)}は{comma}{each}{self.own(node.lead_ja, '')}"
        if node.escapes:
            return Clause(f"{topic}{counters}状態で脱出", "する")
        return Clause(f"{topic}{counters}状態で戦場に", "出る")

    def do_roll_die(self, node: ast.RollDie) -> Clause:
        if self.own(node.in_words, node.sides == 6):
            return Clause("１個の６面体サイコロを", "振る")
        return Clause(f"１個のd{node.sides}を", "振る")

    def do_add_to_result(self, node: ast.AddToResult) -> Clause:
        return Clause(f"その出目に{self.amount(node.amount)}を", "足す")

    def do_die_table(self, node: ast.DieTable) -> Clause:
        rows = []
        for row in node.rows:
            numbers = f"{row.low}+" if row.high is None else f"{row.low}"
            if row.high is not None and row.high != row.low:
                numbers += f"-{row.high}"
            rows.append(f"\n{numbers}｜{self.chain(row.effect)}。")
        return Clause("".join(rows))

    def do_gain_control(self, node: ast.GainControl) -> Clause:
        duration = ""
        if node.duration is not None:
            duration = self.render(node.duration) + ("" if self.own(node.no_comma) else "、")
        whose = "その" if self.that_written(node.object) else self.possessive(node.object)
        return Clause(f"{duration}{self.subject(node.player)}{whose}コントロールを", "得る")

    def do_switch_power_toughness(self, node: ast.SwitchPowerToughness) -> Clause:
        duration = f"{self.render(node.duration)}、" if node.duration else ""
        return Clause(f"{duration}{self.possessive(node.object)}パワーとタフネスを", "入れ替える")

    def do_exchange_control(self, node: ast.ExchangeControl) -> Clause:
        objects = node.objects
        if self.own(node.self_last) and isinstance(objects, ast.ObjectList):
            objects = objects.model_copy(update={"items": objects.items[::-1]})
        return Clause(f"{self.possessive(objects)}コントロールを", "交換する")

    def do_exchange_life_totals(self, node: ast.ExchangeLifeTotals) -> Clause:
        other = self.object(node.other)
        if self.own(node.both_written):  # 「あなたのライフ総量と、そのプレイヤーのライフ総量を」
            return self.acts(
                node.player, f"あなたのライフ総量と、{other}のライフ総量を", "交換する"
            )
        return self.acts(node.player, f"{other}とライフ総量を", "交換する")

    def do_exchange_zones(self, node: ast.ExchangeZones) -> Clause:
        zones = [ZONES[zone] for zone in node.zones]
        if node.other is None:  # 「あなたの手札と墓地を交換する」
            return Clause(f"{self.possessive(node.player)}{'と'.join(zones)}を", "交換する")
        cards = "と、".join(f"{zone}にあるカード" for zone in zones)
        return Clause(f"あなたと{self.object(node.other)}の{cards}をそれぞれ", "交換する")

    def do_adjust_number(self, node: ast.AdjustNumber) -> Clause:
        duration = f"{self.render(node.duration)}、" if node.duration else ""
        amount = self.amount(node.amount)
        place = f"{self.possessive(node.object)}上にある数字か数を表す単語１つに"
        return Clause(f"{duration}{place}{amount}を足すか、そこから{amount}を", "引く")

    def do_pay_instead_of_mana_cost(self, node: ast.PayInsteadOfManaCost) -> Clause:
        cost = self.step(node.cost)
        return Clause("マナ・コストを支払うのではなく、" + cost.head, cost.verb)

    def do_cost_change(self, node: ast.CostChange) -> Clause:
        direction = "少なく" if node.reduce else "多く"
        amount = f"{mana(node.symbols)}{direction}"
        each = ""
        if isinstance(node.for_each, ast.TypesAmong):  # domain
            each = f"{self.counted(node.for_each)}につき"
        elif node.for_each is not None:
            each = f"{self.noun_phrase(node.for_each)}１{counter_word(node.for_each)}につき"
            listed = counted_ya(node.for_each, "counted")
            if isinstance(listed, ast.ObjectList) and listed.joined_ya:
                each = f"{self.object(listed)}につき"  # 「…や…１つにつき」
        if node.action == "activate":
            return Clause(f"この能力を起動するためのコストは、{each}{amount}", "なる")
        spells = self.cast_object(node.object)
        return Clause(f"{spells}を唱えるためのコストは{'、' if each else ''}{each}{amount}", "なる")

    def cast_object(self, node: ast.Node) -> str:
        """The spells a cost change applies to: 「あなたが…」, 「このターンにあなたが次に…」."""
        node = shared_head(node)
        if isinstance(node, ast.Objects) and isinstance(node.filter, ast.AllOf):
            cast = next((p for p in node.filter.parts if isinstance(p, ast.CastBy)), None)
            if cast is not None:
                rest = [p for p in node.filter.parts if p is not cast]
                spells = self.filter(ast.AllOf(parts=rest))
                if node.quantifier == "the next":  # 「このターン、あなたが次の…」 as written
                    turn, next_ = self.own(cast.next_particles) or "にに"
                    return f"このターン{turn}あなたが次{next_}{spells}"
                return f"あなたが{spells}"
        return self.object(node)

    def do_can_be_commander(self, node: ast.CanBeCommander) -> Clause:
        return Clause(f"{self.object(node.object)}は統率者として使用", "できる")

    def do_loses_type(self, node: ast.LosesType) -> Clause:
        return Clause(f"{self.object(node.object)}は{term(node.card_type)}では", "ない")

    def do_keeps_type(self, node: ast.KeepsType) -> Clause:
        return Clause(f"{self.object(node.object)}は{term(node.card_type)}でも", "ある")

    def do_play(self, node: ast.Play) -> Clause:
        if node.also_cast is not None and isinstance(node.also_cast, ast.Objects):
            # 「…から土地をプレイしたり呪文を唱えたりする」: the place once, first
            played = self.noun_phrase(node.object)
            cast = self.noun_phrase(node.also_cast.with_zone(None))
            among = self.from_among(node.among) if node.among is not None else ""
            return Clause(f"{among}{played}をプレイしたり{cast}を唱えたり", "する")
        verb = "唱える" if node.cast_only else "プレイする"
        free = f"{self.own(node.cost_owner, '')}マナ・コストを支払うことなく" if node.free else ""
        if node.as_flash:  # 「…を、それが瞬速を持っているかのように」
            subject = self.own(node.flash_subject, "それが")
            free += ("、" if free else "") + f"{subject}瞬速を持っているかのように"
        comma = "、" if self.own(node.comma) else ""
        head = f"{self.render(node.duration)}、" if node.duration else ""
        if self.own(node.object_in_cost):  # 「それのマナ・コストを支払うことなくプレイする」
            return Clause(f"{head}{free}", verb)
        obj, place = node.object, ""
        zone = obj.in_zone() if isinstance(obj, ast.Objects) else None
        if zone is not None and self.own(node.zone_after):  # 「…を、あなたの手札から唱える」
            obj, place = obj.with_zone(None), self.in_zone(zone)
        return Clause(f"{head}{self.object(obj)}を{comma}{place}{free}", verb)

    def do_optional(self, node: ast.Optional_) -> Clause:
        """「…てもよい」; several steps: 「あなたは「…。その後、…。」を選んでもよい」; a
        duration goes first: 「このターン、あなたはそれを唱えてもよい」."""
        lasting = isinstance(node.effect, PREDICATES)  # "you may have ~ become …"
        if isinstance(node.effect, ast.Sequence) or self.own(node.quoted, lasting):
            # X is defined after the sentence that holds the quote, not inside it
            sentences = "".join(
                s for s in self.body(node.effect, declare=False) if not X_DEFINITION.match(s)
            )
            return Clause(f"{self.subject(node.player, True)}「{sentences}」を選んでも", "よい")
        effect, head = node.effect, ""
        if isinstance(effect, ast.EntersAsCopy):
            # 「あなたは~を、…のコピーとして戦場に出してもよい」
            entering = f"{self.object(effect.object)}を、{self.as_copy(effect)}出して"
            return Clause(f"{self.subject(node.player, True)}{entering}も", "よい")
        if isinstance(effect, ast.Play) and effect.duration is not None:
            head = f"{self.render(effect.duration)}、"
            effect = effect.model_copy(update={"duration": None})
        clause = self.step(effect, subject=False)
        return Clause(head + self.subject(node.player, True) + clause.text("te") + "も", "よい")

    def do_conditional(self, node: ast.Conditional) -> Clause:
        comma = "、" if self.own(node.comma, True) else ""
        if node.instead:
            comma += "代わりに、" if self.own(node.instead_comma) else "代わりに"
        if node.unless:  # 「…していないかぎり、…」
            return self.chain_clause(node.effect).prefixed(f"{self.negative(node.condition)}、")
        return self.chain_clause(node.effect).prefixed(
            f"{self.condition(node.condition)}なら{comma}"
        )

    def do_must_block(self, node: ast.MustBlock) -> Clause:
        head = f"{self.render(node.duration)}、" if node.duration else ""
        comma = "、" if self.own(node.comma) else ""
        again = self.own(node.again) or "それ"
        blockers = f"{self.object(node.attacker)}をブロックできる{self.object(node.blockers)}"
        return Clause(f"{head}{blockers}は{comma}{again}をブロック", "する")

    def do_replace(self, node: ast.Replace) -> Clause:
        return self.chain_clause(node.replacement).prefixed(
            f"{self.would(node.event)}なら、代わりに"
        )

    def do_sequence(self, node: ast.Sequence) -> Clause:
        return self.chain_clause(node)

    def do_reflexive_trigger(self, node: ast.ReflexiveTrigger) -> Clause:
        """「そうしたとき、…」 (「これによりあなたが…を捨てたとき、…」), with the targets it
        declares."""
        when = "そうしたとき"
        if node.done is not None:
            when = "これにより" + self.trigger_head(node.done, "when")
        return Clause(f"{when}、" + "".join(self.body(node.effect)).removesuffix("。"))

    def do_delayed_trigger(self, node: ast.DelayedTrigger) -> Clause:
        """「このターンに<trigger>とき、…」. Its targets are declared before it, by the sentences
        around it: 「プレイヤー１人を対象とする。次の終了ステップの開始時に、そのプレイヤーは…」."""
        head = f"{self.trigger_head(node.trigger, node.word)}、"
        effect = node.effect
        if isinstance(node.trigger, ast.AtStep) and isinstance(effect, ast.Conditional):
            # 「そうしたなら、次の終了ステップの開始時に、…」
            head = f"{self.condition(effect.condition)}なら、{head}"
            effect = effect.effect
        elif node.duration is not None:
            particle = "、" if self.own(node.duration_comma) else "に"
            head = f"{self.render(node.duration)}{particle}{head}"
        return Clause(head + "".join(self.body(effect, declare=False)).removesuffix("。"))

    def do_modal(self, node: ast.Modal) -> Clause:
        count = self.amount(node.choose)
        not_chosen = ""
        if node.not_chosen is not None:
            this_turn = "このターンに" if node.not_chosen == "this turn" else ""
            mono = "もの" if self.own(node.not_chosen_mono) else ""
            not_chosen = f"{this_turn}まだ選ばれていない{mono}"
        counter = self.own(node.counter, "つ")
        if node.or_more:
            counter += "または両方" if len(node.modes) == 2 else "以上"
        head = f"以下から{not_chosen}{'最大' if node.up_to else ''}{count}{counter}を選ぶ。"
        if node.also is not None:  # 「以下から１つを選び、…。」
            head = f"{head.removesuffix('選ぶ。')}選び、{self.chain(node.also)}。"
        if node.x_definition is not None:
            head += f"Ｘは{self.amount(node.x_definition)}に等しい。"
        if node.any_number_if is not None:
            head += f"{self.condition(node.any_number_if)}なら、代わりに以下から望む数だけ選ぶ。"
        modes = []
        for i, mode in enumerate(node.modes):
            reminders = [r for r in node.reminder if r.mode == i]
            modes.append(self.finish(self.body(mode), reminders))
        return Clause(head + "".join(f"\n・{m}" for m in modes))

    # ------------------------------------------------------------ conditions

    def condition(self, node: ast.Node) -> str:
        """A condition, before 「なら」, 「場合」 or 「かぎり」."""
        return getattr(self, "if_" + node.kind)(node)

    def negative(self, node: ast.Node) -> str:
        """ "unless <condition>": the condition's negative before 「かぎり」 (「…をコントロール
        していないかぎり」, 「…死亡していないかぎり」)."""
        text = self.condition(node)
        for positive in ("している", "していた"):
            if text.endswith(positive):
                return text.removesuffix(positive) + "していないかぎり"
        raise RenderError(f"no Japanese negative of the condition {node.kind!r}")

    def if_if_you_do(self, node: ast.IfYouDo) -> str:
        return self.asked_player(node) + "そうした"

    def asked_player(self, node: ast.IfYouDo | ast.IfYouDont) -> str:
        """「そのプレイヤーが」 (or as written, 「そのコントローラーが」) before 「そうした」."""
        if node.player is None:
            return ""
        written = self.own(node.written)
        return (
            f"{written if written and written.startswith('その') else self.render(node.player)}が"
        )

    def if_if_you_dont(self, node: ast.IfYouDont) -> str:
        verb = self.own(node.verb) or "そうしなかった"
        if node.player is not None:
            return self.asked_player(node) + verb
        if isinstance(node.effect, ast.Move):
            return f"{self.object(node.effect.object)}を戦場に出さない"
        return verb

    def if_your_turn(self, node: ast.YourTurn) -> str:
        return "あなたのターンである"

    def if_is_monarch(self, node: ast.IsMonarch) -> str:
        return f"{self.clause_subject(node.player)}が統治者{'であった' if node.past else 'である'}"

    def if_has_initiative(self, node: ast.HasInitiative) -> str:
        if self.own(node.holds):
            return f"{self.clause_subject(node.player)}がイニシアチブを持っている"
        return f"{self.clause_subject(node.player)}にイニシアチブがある"

    def if_completed_dungeon(self, node: ast.CompletedDungeon) -> str:
        return f"{self.clause_subject(node.player)}がダンジョンを踏破したことがある"

    def if_spells_cast_last_turn(self, node: ast.SpellsCastLastTurn) -> str:
        if node.player is None or node.at_least is None:
            return "直前のターンに呪文が唱えられていなかった"
        many = f"{self.amount(node.at_least)}つ以上"
        spells = f"呪文を{many}" if self.own(node.spells_first) else f"{many}の呪文を"
        return f"直前のターンに{self.object(node.player)}が{spells}唱えていた"

    def if_you_control(self, node: ast.YouControl) -> str:
        who = self.clause_subject(node.player)
        return f"{who}が{self.noun_phrase(node.objects)}をコントロールしている"

    def if_controls_more(self, node: ast.ControlsMore) -> str:
        than = "あなたよりも" if self.own(node.than_mo) else "あなたより"
        objects = self.noun_phrase(node.objects)
        player = self.object(node.player)
        if node.at_least is None and not self.own(node.objects_first):
            return f"{player}が{than}多くの{objects}をコントロールしている"
        least = ""
        if node.at_least is not None:
            least = f"{self.amount(node.at_least)}{counter_word(node.objects)}以上"
        return f"{player}が{objects}を{than}{least}多くコントロールしている"

    def if_object_is(self, node: ast.ObjectIs) -> str:
        if isinstance(node.filter, ast.Targeting):  # 「この呪文が伝説のクリーチャーを対象とする」
            targeted = self.noun_phrase(node.filter.object)
            verb = "を対象としていた" if self.own(node.past) else "を対象とする"
            return f"{self.object(node.object)}が{targeted}{verb}"
        if isinstance(node.filter, ast.Compare):
            compare = node.filter
            value = f"{self.amount(compare.value)}{'以下' if compare.op == 'le' else '以上'}"
            if compare.op == "lt":  # 「それのマナ総量が…より少ない」
                value = f"{self.amount(compare.value)}より少ない"
            past = "であった" if node.past else "である" if self.own(node.copula) else ""
            return f"{self.possessive(node.object)}{term(compare.attribute)}が{value}{past}"
        if isinstance(node.filter, ast.InZone):  # 「あなたの墓地に血の刺客がある」
            if self.own(node.object_first):  # 「死の達人があなたの墓地にある」
                return f"{self.object(node.object)}が{self.zone(node.filter.zone)}にある"
            return f"{self.zone(node.filter.zone)}に{self.object(node.object)}がある"
        if isinstance(node.filter, ast.Negated):  # 「それがオーラでない」
            return f"{self.object(node.object)}が{self.filter(node.filter.filter)}でない"
        if self.own(node.no_copula):  # 「それがクリーチャー・カードなら」
            return f"{self.object(node.object)}が{self.filter(node.filter)}"
        if qualified_last(node.filter):  # 「それが土地・カードであるか、マナ総量が…である…」
            first, last = (self.filter(o) for o in node.filter.options)
            return f"{self.object(node.object)}が{first}であるか、{last}である"
        if isinstance(node.filter, ast.Status) and node.filter.name in VERB_STATUSES:
            return f"{self.object(node.object)}が{VERB_STATUSES[node.filter.name]}"
        if isinstance(node.filter, ast.Status):  # 「名前がタップ状態である」
            return f"{self.object(node.object)}が{term(node.filter.name).removesuffix('の')}である"
        copula = "であった" if node.past else "である"
        if node.past and self.own(node.da):  # 「それが人間だった」
            copula = "だった"
        return f"{self.object(node.object)}が{self.filter(node.filter)}{copula}"

    def if_ability_resolved(self, node: ast.AbilityResolved) -> str:
        if self.own(node.elided):
            return f"{digits(node.nth)}度目"
        if self.own(node.passive):
            return f"この能力が解決されたのがこのターン内で{digits(node.nth)}度目"
        return f"このターンにこの能力が解決したのが{digits(node.nth)}回目である"

    def if_you_cast(self, node: ast.YouCast) -> str:
        obj = f"{self.noun_phrase(node.object)}を"
        where = "あなたのメイン・フェイズ中に" if node.during_main_phase else ""
        if node.from_zone is not None:
            where = f"{self.zone(node.from_zone)}から"
        when = "このターンに" if node.this_turn else ""
        if node.this_way:  # 「あなたがこれにより呪文を唱える」
            if self.own(node.this_way_first):
                return f"これによりあなたが{obj}唱える"
            return f"あなたがこれにより{obj}唱える"
        if node.negated:  # 「このターンにあなたがあなたの手札から呪文を唱えていなかった」
            return f"{when}あなたが{where}{obj}唱えていなかった"
        return f"{when}あなたが{obj}{where}唱えていた"

    def if_mana_spent(self, node: ast.ManaSpent) -> str:
        if node.amount == ast.Number(value=1):
            spent = mana("{" + LETTER_OF[node.color] + "}") + "が"
        else:
            spent = f"{term(node.color)}マナが{self.amount(node.amount)}点以上"
        return f"{self.object(node.object)}を唱えるために{spent}支払われていた"

    def if_this_way(self, node: ast.ThisWay) -> str:
        """ "If a creature card is revealed this way": 「これによりクリーチャー・カードが公開
        された」 (the object without its count; "a player": 「プレイヤー」)."""
        obj = node.object
        if isinstance(obj, ast.Objects) and obj.quantifier == "a" and obj.count is None:
            what = self.noun_phrase(obj) if obj.other else self.filter(obj.filter)
        else:
            what = self.clause_subject(obj)
        if self.own(node.object_first):
            return f"{what}がこれにより{THIS_WAY_WORDS[node.event]}"
        return f"これにより{what}が{THIS_WAY_WORDS[node.event]}"

    def affected_this_way(self, node: ast.AffectedThisWay) -> str:
        return f"これにより{THIS_WAY_WORDS[node.event]}"

    def put_this_way(self, node: ast.PutThisWay) -> str:
        """「あなたのライブラリーの一番上に置いた」, 「あなたの手札に加えた」: the player (you)
        unsaid."""
        verb = "加えた" if node.to.name == "hand" else "置いた"
        return f"{self.zone(node.to)}に{verb}"

    def if_spell_was(self, node: ast.SpellWas) -> str:
        if node.zone is not None:
            past = "た" if self.own(node.simple_past) else "ていた"
            return f"{self.object(node.object)}が{self.zone(node.zone)}から唱えられ{past}"
        how = {v: k for k, v in SPELL_HISTORY.items()}.get(node.how, node.how)
        return f"{self.object(node.object)}が{how}されていた"

    def if_cost_paid(self, node: ast.CostPaid) -> str:
        """「この呪文のマッドネス・コスト」 (「・」 after a katakana keyword),
        「その(２)(青)のコスト」."""
        if node.object is not None:
            name = "追加" if node.cost == "additional" else term(node.cost)
            dot = "・" if re.match(r"[ァ-ヶー]", name[-1:]) else ""
            whose = f"{self.object(node.object)}の{name}{dot}"
        else:
            whose = "その" if node.cost is None else f"その{mana(node.cost)}の"
        if not node.paid:
            return f"{whose}コストが支払われていない"
        return f"{whose}コストが支払われ{'た' if self.own(node.simple_past) else 'ていた'}"

    def if_acted_this_turn(self, node: ast.ActedThisTurn) -> str:
        """「このターンにあなたが攻撃していた」, 「…ライフを得ていたか失っていた」."""
        done = [PAST_ACTIONS[a] for a in node.actions]
        done = done[:1] + [d.removeprefix("ライフを") for d in done[1:]]
        return f"このターンにあなたが{'いたか'.join(done)}いた"

    def if_would_be_put(self, node: ast.WouldBePut) -> str:
        return f"{self.object(node.object)}が{self.zone(node.zone)}に置かれる"

    def if_died_this_turn(self, node: ast.DiedThisTurn) -> str:
        return self.this_turn(node.objects, node.controller, "死亡していた")

    def if_entered_this_turn(self, node: ast.EnteredThisTurn) -> str:
        return self.this_turn(node.objects, node.controller, "戦場に出ていた")

    def if_all_conditions(self, node: ast.AllConditions) -> str:
        """「このターンにあなたが…を唱えておらず…でない」: the first in its joining form."""
        first, *rest = node.conditions
        if not (isinstance(first, ast.YouCast) and first.negated) or len(rest) != 1:
            raise RenderError("no Japanese wording for these conditions together")
        joined = self.if_you_cast(first).removesuffix("いなかった") + "おらず"
        return joined + self.condition(rest[0])

    def if_any_condition(self, node: ast.AnyCondition) -> str:
        """void: 「このターンに、…が戦場を離れたか…がワープされていた」."""
        match node.conditions:
            case [ast.LeftBattlefieldThisTurn(controller=None) as left, ast.WarpedThisTurn() as w]:
                left_ = self.noun_phrase(left.objects)
                warped = self.noun_phrase(w.objects)
                return f"このターンに、{left_}が戦場を離れたか{warped}がワープされていた"
        raise RenderError("no Japanese wording for these conditions together")

    def if_put_into_zone_this_turn(self, node: ast.PutIntoZoneThisTurn) -> str:
        not_from = "戦場以外から" if node.not_from == "battlefield" else ""
        return self.this_turn(node.objects, None, f"{not_from}{self.zone(node.zone)}に置かれた")

    def if_did_not_die(self, node: ast.DidNotDie) -> str:
        return f"{self.object(node.object)}が死亡していなかった"

    def if_left_battlefield_this_turn(self, node: ast.LeftBattlefieldThisTurn) -> str:
        return self.this_turn(node.objects, node.controller, "戦場を離れていた")

    def this_turn(self, objects: ast.Node, controller: ast.Node | None, event: str) -> str:
        """「このターンにクリーチャーが[あなたのコントロール下で]死亡していた」."""
        headless = isinstance(objects, ast.Objects) and self.own(objects.headless)
        if isinstance(objects, ast.Objects) and objects.quantifier == "a" and not headless:
            # 「クリーチャーが」
            what = self.noun_phrase(objects)
        else:
            what = self.object(objects)
        under = f"{self.possessive(controller)}コントロール下で" if controller is not None else ""
        return f"このターンに{what}が{under}{event}"

    def if_life_compare(self, node: ast.LifeCompare) -> str:
        life = f"{self.possessive(node.player)}ライフ"
        return f"{life}が{self.amount(node.amount)}点{COMPARISONS[node.op]}である"

    def if_hand_size(self, node: ast.HandSize) -> str:
        hand = f"{self.possessive(node.player)}手札"
        if node.op == "eq":
            return f"{hand}にカードがない"
        return f"{hand}のカードが{self.amount(node.amount)}枚{COMPARISONS[node.op]}である"

    def if_amount_compare(self, node: ast.AmountCompare) -> str:
        left = node.left
        if self.own(node.counted):  # 「…の種類数が３以上である」
            return f"{self.amount(left)}が{self.amount(node.right)}以上である"
        if isinstance(left, ast.TypesAmong) and node.op == "ge":  # 「…の中に４種類以上の…」
            objects, count = left.objects, f"{self.amount(node.right)}種類以上"
            # 「あなたの墓地にあるすべてのカードの中に」 where 「すべての」 is written
            written_all = isinstance(objects, ast.Objects) and not self.own(objects.bare, True)
            among = self.object(objects) if written_all else self.noun_phrase(objects)
            if self.own(node.contained):
                return f"{among}に{TYPE_KINDS[left.types]}が合計{count}含まれる"
            return f"{among}の中に{count}の{TYPE_KINDS[left.types]}がある"
        if isinstance(left, ast.CountersOn) and node.op == "ge":
            count, kind = f"{self.amount(node.right)}個以上", counters_noun(left.counter)
            pt = left.counter[:1] in "+-"  # 「+1/+1カウンターが３個以上ある」 only
            after = node.count_after if self.surface else "ある" if pt else None
            there = "あった" if node.wording == "had" else "ある"
            if after is None:  # 「これの上に３個以上の…カウンターがある」
                return f"{self.upon(left.object)}に{count}の{kind}が{there}"
            if after == "置かれている":
                there = "置かれていた" if node.wording == "had" else "置かれている"
            return f"{self.upon(left.object)}に{kind}が{count}{there}"
        if node.op in ("le", "ge"):  # 「その出目が３以下」
            return f"{self.amount(node.left)}が{self.amount(node.right)}{term(node.op)}"
        if node.op == "eq":  # 「Ｘが２なら」
            return f"{self.amount(node.left)}が{self.amount(node.right)}"
        return f"{self.amount(node.left)}が{self.amount(node.right)}未満である"

    def if_in_each_zone(self, node: ast.InEachZone) -> str:
        """「…が追放領域とあなたの手札と…と戦場のいずれにもある」."""
        zones = "と".join(self.zone(z) for z in node.zones)
        return f"{self.noun_phrase(node.objects)}が{zones}のいずれにもある"

    def if_there_are(self, node: ast.ThereAre) -> str:
        objects = node.objects
        if not isinstance(objects, ast.Objects) or not isinstance(objects.filter, ast.AllOf):
            return f"{self.object(objects)}がある"
        zone = next((p for p in objects.filter.parts if isinstance(p, ast.InZone)), None)
        rest = [p for p in objects.filter.parts if p is not zone]
        noun = self.filter(ast.AllOf(parts=rest))
        where = f"{self.zone(zone.zone)}に" if zone else ""
        count = self.amount(objects.count) if objects.count else "１"
        if self.own(node.count_first):  # 「あなたの墓地に７枚以上のカードがある」
            return f"{where}{count}{counter_word(objects.filter)}以上の{noun}がある"
        return f"{where}{noun}が{count}{counter_word(objects.filter)}以上ある"

    # ------------------------------------------------------------ costs

    def cost(self, node: ast.Node) -> str:
        if isinstance(node, ast.EffectCost):
            return self.step(node.effect, subject=False).text()
        return self.render(node)

    # ------------------------------------------------------------ triggers

    def trigger_text(self, node: ast.Node, form: Form = "final") -> str:
        """A trigger event with its verb in ``form``; one object's two events share it
        (「…が戦場に出たか死亡した」)."""
        kinds = [t.kind for t in node.triggers] if isinstance(node, ast.AnyOfTriggers) else []
        if kinds in ONE_OBJECT_EITHER:
            first, second = (self.trigger(t) for t in node.triggers)  # type: ignore[attr-defined]
            subject = f"{self.object(node.triggers[0].object)}が"  # type: ignore[attr-defined]
            return f"{first.text(form)}か{second.text(form).removeprefix(subject)}"
        return self.trigger(node).text(form)

    def trigger(self, node: ast.Node) -> Clause:
        method = getattr(self, "on_" + node.kind, None)
        if method is None:
            raise RenderError(f"no Japanese wording for the trigger {node.kind!r}")
        return method(node)

    def on_player_scries(self, node: ast.PlayerScries) -> Clause:
        return Clause("あなたが占術を", "行う")

    def on_counters_removed(self, node: ast.CountersRemoved) -> Clause:
        """「~が追放されている間にあなたがこれの上から…を取り除く」."""
        removal = self.do_remove_counters(node.removal)
        exiled = f"{self.object(node.removal.object)}が追放されている間に" * node.while_exiled
        if exiled and isinstance(node.removal.object, ast.SelfRef):  # named once, then 「これ」
            counters = self.counters(node.removal.amount, node.removal.counter)
            removal = Clause(f"これの上から{counters}", removal.verb)
        return Clause(f"{exiled}あなたが{removal.head}", removal.verb)

    def on_finish_voting(self, node: ast.FinishVoting) -> Clause:
        players = "すべてのプレイヤー" if self.own(node.all_written, True) else "プレイヤー"
        return Clause(f"{players}が投票を完了", "する")

    def on_ring_tempts(self, node: ast.RingTempts) -> Clause:
        return self.do_ring_tempts(node)

    def on_chaos_ensues(self, node: ast.ChaosEnsues) -> Clause:
        return Clause("カオスが", "起こる")

    def on_rolls_die(self, node: ast.RollsDie) -> Clause:
        if node.highest:
            return Clause("あなたが振ったサイコロの出目がそのサイコロの最大の目で", "ある")
        return Clause("あなたが１個以上のサイコロを", "振る")

    def on_planeswalk_to(self, node: ast.PlaneswalkTo) -> Clause:
        return Clause(f"あなたが{self.object(node.object)}にプレインズウォーク", "する")

    def on_enters(self, node: ast.Enters) -> Clause:
        control = f"{self.possessive(node.controller)}コントロール下で" if node.controller else ""
        return Clause(f"{self.ga(node.object)}{control}戦場に", "出る")

    def on_dies(self, node: ast.Dies) -> Clause:
        if node.put_into_graveyard:
            return Clause(f"{self.ga(node.object)}戦場から墓地に", "置かれる")
        return Clause(f"{self.ga(node.object)}死亡", "する")

    def on_put_into_graveyard(self, node: ast.PutIntoGraveyard) -> Clause:
        """「…があなたの墓地に置かれる」, from a zone (written first where it was) or
        「いずこかから」."""
        origin = f"{self.zone(node.from_zone)}から" if node.from_zone is not None else ""
        origin = "いずこかから" if node.anywhere else origin
        what = self.ga(node.object)
        first = node.from_zone is not None and node.from_zone.name != "battlefield"
        head = origin + what if first else what + origin
        return Clause(f"{head}{self.zone(node.graveyard)}に", "置かれる")

    def on_put_into_exile(self, node: ast.PutIntoExile) -> Clause:
        """「…が追放領域に置かれる」, from a zone written first (the battlefield after the
        object), as :meth:`on_put_into_graveyard` writes it."""
        origin = f"{self.zone(node.from_zone)}から" if node.from_zone is not None else ""
        what = self.ga(node.object)
        first = node.from_zone is not None and node.from_zone.name != "battlefield"
        head = origin + what if first else what + origin
        return Clause(f"{head}追放領域に", "置かれる")

    def on_leaves_battlefield(self, node: ast.LeavesBattlefield) -> Clause:
        return Clause(f"{self.ga(node.object)}戦場を", "離れる")

    def on_leaves_zone(self, node: ast.LeavesZone) -> Clause:
        return Clause(f"{self.object(node.object)}が{self.zone(node.zone)}を", "離れる")

    def on_object_action(self, node: ast.ObjectAction) -> Clause:
        particle, verb = OBJECT_VERBS[node.action]
        return Clause(f"{self.object(node.object)}が{self.object(node.other)}{particle}", verb)

    def on_attacks(self, node: ast.Attacks) -> Clause:
        action = "ブロック" if node.blocks else "攻撃"
        blocked = f"{self.object(node.blocked)}を" if node.blocked is not None else ""
        saddled = "騎乗された状態で" if node.saddled else ""
        alone = "単独で" if node.alone else ""
        if node.unblocked:  # 「…が攻撃してブロックされない(たび)」, 「…されなかった(とき)」
            return Clause(f"{self.object(node.object)}が攻撃してブロックされ", "ない")
        return Clause(f"{self.ga(node.object)}{blocked}{saddled}{alone}{action}", "する")

    def on_any_of_triggers(self, node: ast.AnyOfTriggers) -> Clause:
        kinds = [t.kind for t in node.triggers]
        if kinds == ["attacks", "attacks"]:
            return Clause(f"{self.object(node.triggers[0].object)}が攻撃するかブロック", "する")
        if kinds == ["attacks", "becomes_blocked"]:  # 「…がブロックするか…ブロックされた状態に…」
            blocked = node.triggers[1]
            by = f"{self.object(blocked.by)}に" if blocked.by is not None else ""
            head = f"{self.object(blocked.object)}がブロックするか{by}ブロックされた状態に"
            return Clause(head, "なる")
        if kinds == ["player_scries", "player_action"]:
            return Clause("あなたが占術か諜報を", "行う")
        raise RenderError("no Japanese wording for these alternative triggers")

    def on_becomes_blocked(self, node: ast.BecomesBlocked) -> Clause:
        by = f"{self.object(node.by)}に" if node.by is not None else ""
        return Clause(f"{self.object(node.object)}が{by}ブロックされた状態に", "なる")

    def on_becomes_target(self, node: ast.BecomesTarget) -> Clause:
        comma = "、" if self.own(node.comma) else ""
        if node.nth_each_turn == 1:  # valiant: 「各ターン内で初めて…の対象になるたび」
            comma += self.own(node.first_written, FIRST)
        elif node.nth_each_turn is not None:
            raise RenderError("no Japanese wording for an Nth time each turn")
        return Clause(
            f"{self.object(node.object)}が{comma}{self.noun_phrase(node.by)}の対象に", "なる"
        )

    def on_turned_face_up(self, node: ast.TurnedFaceUp) -> Clause:
        return Clause(f"{self.object(node.object)}が表向きに", "なる")

    def on_state_trigger(self, node: ast.StateTrigger) -> Clause:
        """A state trigger is its condition (「…が４個以上置かれている」) before 「とき」."""
        return Clause(self.condition(node.condition))

    def on_becomes_tapped(self, node: ast.BecomesTapped) -> Clause:
        return Clause(f"{self.object(node.object)}がタップ状態に", "なる")

    def on_deals_damage(self, node: ast.DealsDamage) -> Clause:
        to = f"{self.object(node.recipient)}に" if node.recipient else ""
        damage = "戦闘ダメージを" if node.combat else "ダメージを"
        return Clause(f"{self.object(node.object)}が{to}{damage}", "与える")

    def on_dealt_damage(self, node: ast.DealtDamage) -> Clause:
        damage = {"combat": "戦闘", "noncombat": "戦闘ダメージでない"}.get(node.damage or "", "")
        return Clause(f"{self.object(node.object)}に{damage}ダメージが", "与えられる")

    def on_spend_this_mana(self, node: ast.SpendThisMana) -> Clause:
        spell = self.noun_phrase(node.spell)
        if self.own(node.passive):
            return Clause(f"このマナが{spell}を唱えるために", "支払われる")
        return Clause(f"あなたが{spell}を唱えるためにこのマナを", "支払う")

    def on_player_casts(self, node: ast.PlayerCasts) -> Clause:
        if node.on_opponents_turns and node.nth_each_turn == 1:
            return Clause("対戦相手の各ターン内で初めてあなたが呪文を", "唱える")
        if node.on_opponents_turns:
            raise RenderError("no Japanese wording for an nth spell on opponents' turns")
        if node.nth_each_turn is not None:
            ordinal = ORDINALS[node.nth_each_turn]
            turn = "各ターンに" if self.own(node.in_each_turn) else "各ターン内の"
            return Clause(f"あなたが{turn}あなたの{ordinal}の呪文を", "唱える")
        if isinstance(node.spell, ast.Objects) and node.spell.quantifier == "the next":
            return Clause(f"{self.cast_object(node.spell)}を", "唱える")  # 「…次に…を唱えた」
        spell = self.noun_phrase(node.spell)
        if spell.startswith("あなたが") or self.own(node.comma):  # 「あなたが、あなたが…」
            spell = "、" + spell
        if node.or_copies:
            return Clause(f"あなたが{spell}を唱えるかコピー", "する")
        if isinstance(node.player, ast.Player) and node.player.quantifier == "a":
            return Clause(f"{term(node.player.noun)}が{spell}を", "唱える")  # 「対戦相手が…」
        return Clause(f"あなたが{spell}を", "唱える")

    def on_player_action(self, node: ast.PlayerAction) -> Clause:
        if node.action == "draw" and node.nth_each_turn is not None:  # 「…２枚目のカードを引く」
            you = isinstance(node.player, ast.You)
            who, whose = ("あなた", "あなた") if you else (term(node.player.noun), "自分")
            nth = digits(node.nth_each_turn)
            return Clause(f"{who}が各ターンの{whose}の{nth}枚目のカードを", "引く")
        if node.action == "attack":
            with_ = f"{self.object(node.object)}で" if node.object else ""
            return Clause(f"あなたが{with_}攻撃", "する")
        verbs = [player_action(a) for a in node.action.split(" or ")]
        what = f"{self.object(node.object)}を" if node.object else ""
        if self.own(node.unsaid_past):  # 「このカードをサイクリングしたとき」
            return Clause(f"{what}{verbs[-1].removesuffix('する')}", "した")
        one = isinstance(node.object, ast.Objects) and node.object.quantifier == "a"
        if one and node.object.count is None and self.own(node.count_after, len(verbs) > 1):
            what = f"{self.noun_phrase(node.object)}を１枚"  # 「カードを１枚サイクリングする」
        who = f"{what}あなたが" if self.own(node.object_first) else f"あなたが{what}"
        if node.nth_each_turn == 1:  # 「あなたが各ターン最初に諜報を行うたび」
            who += self.own(node.first_written, FIRST)
        elif node.nth_each_turn is not None:
            raise RenderError("no Japanese wording for an action's Nth time each turn")
        return Clause(f"{who}{''.join(v + 'か' for v in verbs[:-1])}", verbs[-1])

    def on_scry_bottom(self, node: ast.ScryBottom) -> Clause:
        put = f"{self.object(node.object)}をあなたのライブラリーの一番下に置くことを"
        return Clause(f"占術をしている間にあなたが{put}", "選ぶ")

    def on_at_step(self, node: ast.AtStep) -> Clause:
        if node.step == "combat" and node.player is not None:
            return Clause("あなたのターンの戦闘の開始時に")
        if node.step == "end of combat":
            return Clause("戦闘終了時に")
        step = STEPS.get(node.step, node.step)
        if node.next == "first":  # 「(あなたの)最初のアップキープの開始時に」
            whose = self.possessive(node.player) if node.player is not None else ""
            return Clause(f"{whose}最初の{step}の開始時に")
        if node.next is not None:
            return Clause(f"次の{'ターンの' if node.next == 'turn' else ''}{step}の開始時に")
        owner = "" if self.own(node.written) == "the" else "各"
        if node.player is not None:
            owner = self.possessive(node.player)
        return Clause(f"{owner}{step}の開始時に")


def retimed(before: Any, step: Any) -> bool:
    """A predicate sharing the subject before it, with a duration of its own."""
    return (
        isinstance(before, PREDICATES)
        and isinstance(step, PREDICATES)
        and isinstance(step.object, ast.Ref)
        and step.object.elided
        and step.duration is not None
        and step.duration != before.duration
    )
