"""The builder methods of the triggers family that both grammars share for attacks
(CR 508): who attacks, whom, alone, together, saddled or unblocked."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import marker
from ..errors import ParseError


@marker
class Saddled:
    """ "while saddled" / 「騎乗された状態で」, before it is folded into its trigger."""


@marker
class Unblocked:
    """ "and isn't blocked" / 「…してブロックされない」, before it is folded into its trigger."""


class CommonAttackTriggers:
    """Builders of the attack triggers."""

    def attacks(self, meta: Meta, children: list[Any]) -> ast.Attacks:
        """ "<object> attacks [alone | while saddled]" / 「…が[単独で／騎乗された状態で]攻撃
        するたび」."""
        written = self.words(meta)
        alone = written.endswith(" alone") or "単独で攻撃" in written
        return ast.Attacks.model_construct(
            object=children[0],
            alone=alone,
            saddled=self.first(children, Saddled) is not None,
            unblocked=self.first(children, Unblocked) is not None,
            span=self.span(meta),
        )

    def attacks_defender(self, meta: Meta, children: list[Any]) -> ast.Attacks:
        """ "<object> attacks you" / 「…があなたを攻撃するたび」: whom it attacks."""
        attacker, defender = children
        return ast.Attacks.model_construct(object=attacker, blocked=defender, span=self.span(meta))

    def attacks_together(self, meta: Meta, children: list[Any]) -> ast.Attacks:
        """ "<object> and <others> attack" / 「…と…が攻撃するたび」: they attack together."""
        attacker, others = children
        return ast.Attacks.model_construct(
            object=attacker, together_with=others, span=self.span(meta)
        )

    def saddled(self, meta: Meta, children: list[Any]) -> Saddled:
        return Saddled()

    def unblocked(self, meta: Meta, children: list[Any]) -> Unblocked:
        return Unblocked()

    def you_attack_player(self, meta: Meta, children: list[Any]) -> ast.Attacks:
        """ "you attack a player" / 「あなたがプレイヤー１人を攻撃するたび」: you attack it (one
        trigger for each player attacked)."""
        if len(children) != 1:
            raise ParseError("one player attacked", text=self.text, offset=meta.start_pos)
        return self.attacks_defender(meta, [ast.You.model_construct(), *children])
