"""Japanese builder methods of the combining family (``scryc.ast.combining``)."""

from __future__ import annotations

import itertools
from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import PLAYERS, SHARED_SUBJECT_VERBS, WhereX, flatten_sequence
from ..common.combining import mode_reminders, unwritten_you
from ..errors import ParseError
from .lexicon import CHOICES

#: The steps whose unwritten player is the subject of the step before (「…を捨て、…を生け贄に
#: 捧げる」, 「…を生け贄に捧げ、その後、…トークンを生成する」).
SHARED_SUBJECT_STEPS = ast.Kinds(*SHARED_SUBJECT_VERBS.values(), "Sacrifice", "CreateToken")
#: Players other than you whose choice 「そうしたなら」 then asks about.
ASKED_PLAYERS = ast.Kinds("Player", "OwnerOf", "ControllerOf")


class Combining:
    """The Japanese builder's combining methods."""

    def join_written(self, meta: Meta) -> str:
        return self.source(meta)

    def predicate_join(self, first: ast.Node, second: ast.Node) -> str:
        """「…の修整を受け、…を得る」 or without the comma; 「…を得て+X/+0の…」: the te-form;
        「…を得るとともに(、)…」."""
        if first.span is None or second.span is None:
            return ""
        between = self.text[first.span.end : second.span.start]
        comma = "、" if "、" in between else ""
        if "とともに" in between:
            return "とともに" + comma
        te = "て" if self.text[first.span.end - 1 : first.span.end] == "て" else ""
        return te + comma

    def optional(self, meta: Meta, children: list[Any]) -> ast.Optional_:
        """「あなたは、…てもよい」: the comma after the subject is kept with the player."""
        node = super().optional(meta, children)
        if self.source(meta).startswith("あなたは、") and node.player == ast.You():
            return node.model_copy(update={"player": ast.You.model_construct(comma=True)})
        return node

    def optional_quoted(self, meta: Meta, children: list[Any]) -> ast.Optional_:
        """「あなたは「…」を選んでもよい」: the quoted sentences are the optional effect."""
        if children and isinstance(children[0], PLAYERS):
            player, *sentences = children
        else:
            player, sentences = self.acting_you(meta), children
        node = self.optional(meta, [player, self.body(sentences)])
        return node.model_copy(update={"quoted": True})

    def optional_both(self, meta: Meta, children: list[Any]) -> ast.Optional_:
        """「あなたはAてもよく、Bてもよい」: "you may A, and you may B", read as English reads
        it: the first permission over both steps, the second a permission of its own."""
        first, second = children
        if not isinstance(second, ast.Optional_):
            self.fail_at(second, "a step after 「…てもよく、」 that is no permission")
        end, start = first.span, second.span
        written = self.text[end.end : start.start] if end and start else ""
        steps = ast.Sequence.model_construct(
            steps=[first, second], joins=["and"], connectives=[written], span=self.span(meta)
        )
        return self.optional(meta, [steps])

    def modal_up_to(self, meta: Meta, children: list[Any]) -> ast.Modal:
        """「以下から最大２つを選ぶ。」 (a 「Ｘは…に等しい。」 after it: the X of the count)."""
        choose, *modes = children
        where = modes.pop(0) if modes and isinstance(modes[0], WhereX) else None
        return ast.Modal.model_construct(
            choose=choose,
            modes=[m.effect for m in modes],
            up_to=True,
            x_definition=where.definition if where else None,
            counter="個" if self.source(meta).split("を選ぶ")[0].endswith("個") else None,
            reminder=mode_reminders(modes),
            span=self.span(meta),
        )

    def must_block(self, meta: Meta, children: list[Any]) -> ast.MustBlock:
        """「(このターン、)Xをブロックできるすべてのクリーチャーは(、)それをブロックする」:
        the attacker comes first; how it is named again is kept as written."""
        duration = self.first(children, ast.Duration)
        attacker, blockers, again = [c for c in children if c is not duration]
        written = self.text[again.span.start : again.span.end]
        return ast.MustBlock.model_construct(
            blockers=blockers,
            attacker=attacker,
            duration=duration,
            again=None if written == "それ" else written,
            comma=f"は、{written}" in self.text[meta.start_pos : meta.end_pos],
            span=self.span(meta),
        )

    def duration(self, meta: Meta, children: list[Any]) -> ast.Duration:
        """A duration named by its words; one the lexicon has no English for (「あなたの次の
        ドロー・ステップまで」) is an error."""
        node = super().duration(meta, children)
        if not node.name.isascii():
            raise ParseError(
                f"no such duration: {node.name}", text=self.text, offset=meta.start_pos
            )
        return node

    def duration_planeswalks(self, meta: Meta, children: list[Any]) -> ast.Duration:
        """「プレイヤー１人がプレインズウォークするまで」: "until a player planeswalks" (CR 901.8);
        another player (「対戦相手１人が…」) is an error."""
        player = children[0]
        if not (
            isinstance(player, ast.Player) and player.noun == "player" and player.quantifier == "a"
        ):
            raise ParseError(
                "only 「プレイヤー１人」 planeswalks here", text=self.text, offset=meta.start_pos
            )
        return ast.Duration.model_construct(name="until a player planeswalks", span=self.span(meta))

    def unless(self, meta: Meta, children: list[Any]) -> ast.Unless:
        """「あなたが(１)を支払わないかぎり、それを生け贄に捧げる」, 「そのプレイヤーが…ないかぎり、
        …」: the action comes first, after the player when another player acts."""
        *player, action, effect = children
        if player and isinstance(effect, ast.CounterSpell) and isinstance(action, ast.PayMana):
            # 「それのコントローラーが(１)を支払わないかぎり、それを打ち消す」: one counter step
            return self.counter_unless(meta, [*player, action.symbols, effect.object])
        return super().unless(meta, [effect, *player, action])

    def value_kind(self, meta: Meta, children: list[Any]) -> str:
        return CHOICES[self.source(meta)]

    def conditional(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """「…なら、A。その後、B。」: the condition governs its own sentence only."""
        node = super().conditional(meta, children)
        if node.condition.span is not None:  # 「…ないなら諜報３を行う」: no comma
            after = self.text[node.condition.span.end :]
            baai = after.startswith("場合")  # 「…票を得た場合、」
            after = after.removeprefix("場合" if baai else "なら")
            node = node.model_copy(update={"comma": after.startswith("、"), "baai": baai})
        effect = node.effect
        if not isinstance(effect, ast.Sequence):
            return node
        cut = next((i for i, c in enumerate(effect.connectives) if c.startswith("。")), None)
        if cut is None:
            return node
        steps, joins, written = effect.steps, effect.joins, effect.connectives
        governed = flatten_sequence(steps[: cut + 1], joins[:cut], written[:cut])
        return ast.Sequence.model_construct(
            steps=[node.model_copy(update={"effect": governed}), *steps[cut + 1 :]],
            joins=joins[cut:],
            connectives=written[cut:],
            span=node.span,
        )

    def sequence(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """A clause without its own subject shares the player of the clause before
        (「各対戦相手はそれぞれカード１枚を捨て、２点のライフを失う」)."""
        effect = super().sequence(meta, children)
        if not isinstance(effect, ast.Sequence):
            return effect
        steps = list(effect.steps)
        for i in range(1, len(steps)):
            if (
                per_vote(steps[i - 1])
                and effect.joins[i - 1] != "sentence"
                and not per_vote(steps[i])
            ):
                # 「「A」１票につき、…を探し、戦場に出す」: once, or for each vote too?
                self.fail_at(steps[i], "a step after 「…１票につき」 in its sentence")
            if isinstance(steps[i - 1], ast.ForEach) and effect.connectives[i - 1].startswith(
                "とともに"
            ):
                # 「…１枚につき(緑)を加えるとともに、…ライフを得る」: the count covers both
                # steps ("For each …, add {G} and you gain 1 life"), not read so here
                self.fail_at(steps[i], "a step after 「…につき…とともに」")
            before, player = (
                getattr(steps[i - 1], "player", None),
                getattr(steps[i], "player", None),
            )
            shares = isinstance(
                steps[i], SHARED_SUBJECT_STEPS
            ) and player == ast.You.model_construct(written=False)
            if shares and before is not None and not isinstance(before, ast.You):
                steps[i] = steps[i].model_copy(
                    update={"player": ast.Ref.model_construct(elided=True)}
                )
            elif (
                isinstance(steps[i], ast.Move)
                and player is None
                and isinstance(steps[i - 1], ast.PlayerSearches)
                and effect.joins[i - 1] != "sentence"
            ):
                # 「そのプレイヤーは自分のライブラリーから…を探し、戦場に出す」: who searched puts
                # it, as the English "…, puts it onto the battlefield" (shared_move)
                steps[i] = steps[i].model_copy(
                    update={"player": ast.Ref.model_construct(elided=True)}
                )
            elif isinstance(steps[i - 1], ast.ChooseObject) and effect.joins[i - 1] != "sentence":
                self.chooser_goes_on(steps[i - 1], steps[i])
            elif (
                before is not None
                and not isinstance(before, ast.You)
                and unwritten_you(player)
                and effect.joins[i - 1] != "sentence"
            ):
                # 「そのプレイヤーはカード１枚を引き、その後、自分の手札を公開する」: the topic
                # acts on, as the English "…, then reveals their hand" (shared_subject)
                if isinstance(steps[i - 1], ast.Unless):  # the payer is not the topic
                    self.fail_at(steps[i], "a step of the subject's, not yours")
                steps[i] = steps[i].model_copy(
                    update={"player": ast.Ref.model_construct(elided=True)}
                )
        return optional_chain(effect.model_copy(update={"steps": steps}), self.text)

    def chooser_goes_on(self, chosen: ast.ChooseObject, step: ast.Node) -> None:
        """「各プレイヤーは…を選び、残りを生け贄に捧げる」: the chooser (not you) goes on to
        act, where the next step's player, unwritten, would say you."""
        player = getattr(step, "player", None)
        chooser = chosen.player
        if chooser is not None and not isinstance(chooser, ast.You) and unwritten_you(player):
            self.fail_at(step, "a step of the chooser's, not yours")

    def fail_at(self, step: ast.Node, message: str) -> None:
        """A parse error at ``step``."""
        offset = step.span.start if step.span is not None else 0
        raise ParseError(message, text=self.text, offset=offset)


def asked_player(effect: ast.Effect) -> ast.Effect:
    """The sentences of a body with each 「そうしたなら」 after another player was asked bound
    to that player (:func:`_asked`)."""
    if not isinstance(effect, ast.Sequence):
        return effect
    steps = [effect.steps[0]]
    steps += [_asked(before, step) for before, step in itertools.pairwise(effect.steps)]
    return effect.model_copy(update={"steps": steps})


def _asked(before: ast.Node | None, step: ast.Node) -> ast.Node:
    """「そのプレイヤーは…てもよい。そうしたなら」: 「そうした」 with no subject after another
    player was asked is that player's doing ("If the player does"), not yours."""
    asker = getattr(before, "player", None)
    if not (isinstance(step, ast.Conditional) and isinstance(asker, ASKED_PLAYERS)):
        return step
    condition = step.condition
    if not isinstance(condition, ast.IfYouDo | ast.IfYouDont) or condition.player is not None:
        return step
    if isinstance(condition, ast.IfYouDont) and condition.effect is not None:
        return step
    player = ast.Player.model_construct(quantifier="that", noun="player")
    update = {"player": player, "elided": True}
    return step.model_copy(update={"condition": condition.model_copy(update=update)})


def per_vote(step: ast.Node) -> bool:
    """Whether ``step`` happens once per vote for a choice (「「A」１票につき、…」)."""
    return isinstance(step, ast.ForEach) and isinstance(step.objects, ast.Votes)


def you_written(step: ast.Node) -> bool:
    """Whether a step's node says 「あなたは」 was written as its subject."""
    player = getattr(step, "player", None)
    return bool(getattr(step, "you_written", None)) or (
        isinstance(player, ast.You) and bool(player.written)
    )


def optional_chain(effect: ast.Sequence, text: str) -> ast.Effect:
    """「あなたはAし、Bしてもよい」: clauses joined by 「、」 under one subject written first,
    「てもよい」 on the last, are one choice ("you may A and B"); a subject written again before
    the last clause (「…し、あなたはBしてもよい」) keeps the choice to that clause."""
    *first, last = effect.steps
    if not (
        isinstance(last, ast.Optional_)
        and not last.quoted
        and set(effect.joins) == {"and"}
        and you_written(first[0])
        and isinstance(last.player, ast.You)
        and last.span is not None
        and not text[last.span.start :].startswith("あなたは")
        and not any(isinstance(step, ast.Optional_) for step in first)
    ):
        return effect
    return ast.Optional_.model_construct(
        player=ast.You.model_construct(),
        effect=effect.model_copy(update={"steps": [*first, last.effect]}),
        chained=True,
        span=effect.span,
    )
