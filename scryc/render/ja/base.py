"""What every part of the Japanese renderer shares: sentence assembly, steps as clauses,
target declarations and the acting player.

Japanese declares targets in a sentence of their own (「クリーチャー１体を対象とする。それを
破壊する。」) and defines X after the sentence that uses it (「Ｘは…に等しい。」); steps end in
verbs whose form depends on the join after them (:mod:`scryc.render.ja.conjugate`).
"""

from __future__ import annotations

import re
from typing import Any

from ... import ast
from ..base import PREDICATES, Renderer, RenderError, defined_x, steps_of
from .conjugate import Clause, Form
from .words import COMPARISONS, is_target, term

#: How a written connective joins two clauses: the verb form before it, and the text.
CLAUSE_JOINS: dict[str, tuple[Form, str]] = {
    "、": ("continuative", "、"),
    "": ("continuative", ""),
    "て、": ("te", "、"),
    "て": ("te", ""),
    "、その後": ("continuative", "、その後"),
    "、その後、": ("continuative", "、その後、"),
    "とともに、": ("final", "とともに、"),
    "とともに": ("final", "とともに"),
}
SENTENCE_BREAKS = {"。": "", "。その後、": "その後、", "。その後": "その後"}
#: English sentences that open with "Then" are written the same way in Japanese.
ENGLISH_BREAKS = {". Then": "。その後、"}
#: English list commas ("A, B, and C"): 「、」 between the clauses.
ENGLISH_LISTS = {",": "、", ", and": "、"}
#: Parts of an effect that declare their own targets (or declare one themselves).
OWN_BODIES = (ast.Modal, ast.ReflexiveTrigger, ast.ChooseObject, ast.Keyword, ast.SpellAbility)
OWN_BODIES += (ast.ActivatedAbility, ast.TriggeredAbility, ast.StaticAbility)
#: The sentence that defines X (「Ｘは…に等しい。」).
X_DEFINITION = re.compile(r"Ｘは.*に等しい。$")
#: The player of a step written without its subject (after 「…てもよい」's, in a cost): never
#: said, even by a verb that says 「あなたは」 by default (「２点のライフを得てもよい」).
UNSAID = ast.You(written=False)


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


class JapaneseBase(Renderer):
    """The shared machinery of ``JapaneseRenderer``: each family's part renders its kinds."""

    lang = "ja"
    cost_separator = ","
    ability_colon = "："
    #: Set while a target's declaration is written (where it is not referred to).
    declaring = False
    #: The player chosen at random before the step being written (「…を無作為に選び、」):
    #: referred to as それ in it.
    chosen_at_random: ast.Node | None = None

    def render(self, node: ast.Node) -> str:
        """The text of any node; a step or a trigger event (a clause) with its verb in its
        dictionary form."""
        text = super().render(node)
        return text.text() if isinstance(text, Clause) else text

    def finish(self, sentences: list[str], reminders: list[ast.ReminderText]) -> str:
        """The sentences with their reminder texts (which don't carry over from English)."""
        kept = reminders if self.surface else []
        return "".join(self.reminders(sentences, kept, "（{}）", "({})"))

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
            elif not isinstance(node, OWN_BODIES) and not self.declares_own(node):
                for child in node.children():
                    visit(child)

        visit(effect)
        return found

    def declares_own(self, node: ast.Node) -> bool:
        """Whether a conditional declares its effect's targets after its condition, as
        parsed (「…なら、…を対象とする。」)."""
        return isinstance(node, ast.Conditional) and bool(self.own(node.declares))

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

    def step(self, node: ast.Node, subject: bool = True) -> Clause:
        """A step as a clause ending in its verb; ``subject``: say who acts, if written
        (not after 「…てもよい」's subject, nor in costs)."""
        method = self.DISPATCH.get(node.kind)
        if method is None:
            raise RenderError(f"no Japanese wording for {node.kind!r}")
        if not subject and isinstance(getattr(node, "player", None), ast.Node):
            node = node.model_copy(update={"player": UNSAID})
        chosen = next((n for n in node.walk() if isinstance(n, ast.Player) and n.at_random), None)
        if chosen is None or isinstance(node, (ast.Conditional, ast.Sequence)):
            return method(self, node)
        # 「対戦相手１人を無作為に選び、名前はそれに…」
        self.chosen_at_random = chosen
        try:
            return method(self, node).prefixed(f"{self.render(chosen)}を無作為に選び、")
        finally:
            self.chosen_at_random = None

    def subject(self, player: ast.Node, default: bool = False) -> str:
        """「あなたは」 where written (where English writes "you", so does Japanese),
        「各対戦相手はそれぞれ」."""
        if isinstance(player, ast.You):
            if player is UNSAID or not self.says_you(player, default):
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
        if isinstance(player, ast.Player) and player.quantifier == "any":
            return f"{self.render(player)}も{comma}"  # 「いずれのプレイヤーも」
        return f"{self.object(player)}は{comma}"  # 「そのプレイヤーは、」 as written

    def acts(self, player: ast.Node, head: str, verb: str, you: bool = False) -> Clause:
        return Clause(self.subject(player, you) + head, verb)
