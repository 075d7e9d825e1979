"""English builder methods of the states family (``scryc.ast.states``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast


class States:
    """English-only rules of :mod:`scryc.ast.states`."""

    def as_enters_if_day(self, meta: Meta, children: list[Any]) -> ast.AsEntersAbility:
        """ "If it's neither day nor night, it becomes day as ~ enters the battlefield." (CR
        727.2): as ~ enters, if …, it becomes day; Japanese writes it that way round
        (「~が戦場に出るに際し、昼でも夜でもないなら、昼になる。」)."""
        condition, effect, entering, *reminders = children
        conditional = ast.Conditional.model_construct(
            condition=condition, effect=effect, span=self.span(meta)
        )
        return self.as_enters_ability(meta, [entering, conditional, *reminders])
