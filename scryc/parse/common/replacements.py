"""The builder methods of the abilities family that both grammars share for what a
replacement replaces (CR 614.1): an object that would die, or would leave the battlefield."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast

#: How "instead" of a leaving is worded: "anywhere else", 「戦場以外」, 「他のいずこか」, ….
ELSEWHERE = ("anywhere else", "戦場以外", "他のいずこか", "他のいかなる領域")


class CommonReplacements:
    """Builders of the "would" events and the replacements made of them."""

    def would_die(self, meta: Meta, children: list[Any]) -> ast.WouldDie:
        """ "<object> would die [this turn]" / 「このターン(、|に)…が死亡するなら」."""
        duration = self.first(children, ast.Duration)
        written = self.text[meta.start_pos : meta.end_pos]
        return ast.WouldDie.model_construct(
            object=next(c for c in children if c is not duration),
            duration=duration,
            duration_particle="に" if written.startswith("このターンに") else None,
            span=self.span(meta),
        )

    def would_die_after(self, meta: Meta, children: list[Any]) -> ast.WouldDie:
        """「…がこのターンに死亡するなら」: the duration after the subject."""
        node = self.would_die(meta, children)
        return node.model_copy(update={"duration_particle": "after"})

    def would_leave(self, meta: Meta, children: list[Any]) -> ast.WouldLeave:
        """ "<object> would leave the battlefield" / 「…が戦場(を|から)離れるなら」."""
        written = self.text[meta.start_pos : meta.end_pos]
        return ast.WouldLeave.model_construct(
            object=children[0], from_particle="戦場から離れる" in written, span=self.span(meta)
        )

    def leave_exiled(self, meta: Meta, children: list[Any]) -> ast.Exile:
        """ "exile it instead [of putting it anywhere else]" / 「それを戦場以外に置く代わりに
        (それを)追放する」: the exile of a replaced leaving (its wording goes to the event)."""
        return ast.Exile.model_construct(object=children[0], span=self.span(meta))

    def _left_exiled(self, children: list[Any]) -> tuple[ast.WouldLeave, ast.Exile]:
        """The event of a leaving replaced by exile, with how "instead" is worded."""
        event, exile = children
        written = self.text[exile.span.start : exile.span.end]
        elsewhere = next((w for w in ELSEWHERE if w in written), None)
        again = "を" in written.rsplit("代わりに", 1)[-1]
        passive = "置かれる代わりに" in written
        update = {"elsewhere": elsewhere, "again": again, "passive": passive}
        event = event.model_copy(update=update)
        return event, exile

    def replace_leave(self, meta: Meta, children: list[Any]) -> ast.Replace:
        """ "If that creature would leave the battlefield, exile it instead of putting it
        anywhere else." / 「そのクリーチャーが戦場を離れるなら、それを戦場以外に置く代わりに
        追放する。」: a replacement the resolving spell creates."""
        event, exile = self._left_exiled(children)
        return ast.Replace.model_construct(event=event, replacement=exile, span=self.span(meta))

    def replacement_leave(self, meta: Meta, children: list[Any]) -> ast.ReplacementAbility:
        """The same replacement as an ability: 'gains "If this creature would leave the
        battlefield, exile it instead of putting it anywhere else."'."""
        event, exile = self._left_exiled(children[:2])
        return ast.ReplacementAbility.model_construct(
            event=event,
            replacement=self.body([exile, *children[2:]]),
            reminder=self.reminders(children[2:]),
            span=self.span(meta),
        )

    def static_leave(self, meta: Meta, children: list[Any]) -> ast.StaticAbility:
        """The replacement quoted as a granted ability: the static ability that makes it."""
        replace = self.replace_leave(meta, children)
        return ast.StaticAbility.model_construct(effect=replace, span=self.span(meta))
