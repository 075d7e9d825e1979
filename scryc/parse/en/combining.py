"""English builder methods of the combining family (``scryc.ast.combining``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import marker
from ..common.combining import shared_subject, unwritten_you


@marker
class SharedOptional:
    """ "… and may <step>": the permission, its player not yet decided."""

    node: ast.Optional_


class Combining:
    """The English builder's combining methods."""

    def optional_timed(self, meta: Meta, children: list[Any]) -> ast.Optional_:
        """ "Until end of turn, you may play that card.": the duration written first."""
        duration, play = children
        duration = duration.model_copy(update={"first": True})
        timed = play.model_copy(update={"duration": duration})
        return self.optional(meta, [timed])

    def shared_optional(self, meta: Meta, children: list[Any]) -> SharedOptional:
        """ "… and may choose new targets for the copy": a permission whose player the
        sequence decides (see :meth:`sequence`)."""
        return SharedOptional(self.optional(meta, children))

    def sequence(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """A chain of steps; "… and may <step>" is a permission of the player who acts in the
        step before ("each player looks at … and may reveal …": an elided player, as in "…
        and discards a card"), or, after a step that names none ("copy this spell and may
        choose …"), of the chain's player: you, or the subject of "they may …", which
        ``shared_subject`` gives it."""
        steps: list[Any] = []
        for child in children:
            if isinstance(child, SharedOptional):
                before = next(c for c in reversed(steps) if isinstance(c, ast.Node))
                acting = getattr(before, "player", None)
                child = child.node
                if acting is not None and not unwritten_you(acting):
                    child = shared_subject(ast.Sequence.model_construct(steps=[child])).steps[0]
            steps.append(child)
        return super().sequence(meta, steps)

    def unless_other(self, meta: Meta, children: list[Any]) -> ast.Unless:
        """ "… unless that player pays {3}" (the action names its player), "… unless they
        sacrifice a creature" ("they": the player named before)."""
        effect, *they, action = children
        player = action.player
        if isinstance(player, ast.Player) and player.quantifier == "any":
            # "unless any player pays {3}": any one player may pay (「プレイヤー１人が…」)
            player = player.model_copy(update={"quantifier": "a", "any_written": True})
            action = action.model_copy(update={"player": player})
        if they:
            player = they[0][0].model_copy(update={"they": True})
        return self.unless(meta, [effect, player, action])

    def value_kind(self, meta: Meta, children: list[Any]) -> str:
        return " ".join(self.text[meta.start_pos : meta.end_pos].lower().split())

    def must_block(self, meta: Meta, children: list[Any]) -> ast.MustBlock:
        """ "All creatures able to block X [this turn] do so."."""
        duration = self.first(children, ast.Duration)
        blockers, attacker = [c for c in children if c is not duration][:2]
        return ast.MustBlock.model_construct(
            blockers=blockers, attacker=attacker, duration=duration, span=self.span(meta)
        )

    def join_written(self, meta: Meta) -> str:
        """A connective as written: ", then", " then", " and", ", and", ","."""
        written = " ".join(self.text[meta.start_pos : meta.end_pos].split())
        return written if written.startswith(",") else f" {written}"

    def predicate_join(self, first: ast.Node, second: ast.Node) -> str:
        """How two predicates of one subject are joined: " and", or in a list "," and ", and"
        ("gets +2/+2, has flying, and attacks each combat if able")."""
        if first.span is None or second.span is None:
            return " and"
        between = " ".join(self.text[first.span.end : second.span.start].split())
        return between if between in (",", ", and") else " and"

    def conditional_last(self, meta: Meta, children: list[Any]) -> ast.Conditional:
        effect, condition = children
        return ast.Conditional.model_construct(
            condition=condition, effect=effect, condition_last=True, span=self.span(meta)
        )

    def conditional_last_instead(self, meta: Meta, children: list[Any]) -> ast.Conditional:
        """ "~ deals 5 damage instead if …": the effect instead of the step before, if …."""
        node = self.conditional_last(meta, children)
        return node.model_copy(update={"instead": True})

    def unless_condition(self, meta: Meta, children: list[Any]) -> ast.Conditional:
        """ "<effect> unless <condition>": the effect if the condition is false."""
        node = self.conditional_last(meta, children)
        return node.model_copy(update={"unless": True})
