"""The builder methods of the changes family (``scryc.ast.changes``) that both
grammars share."""

from __future__ import annotations

import itertools
from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import CONDITIONS, GRANTED, flat, flatten_sequence
from ..errors import ParseError


class CommonChanges:
    """The changes methods both builders share."""

    def continuous(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """Predicates sharing one subject; later ones refer back to it. A duration before
        the subject times every predicate up to the next duration."""
        lead = children[0] if isinstance(children[0], ast.Duration) else None
        if lead is not None:
            lead = lead.model_copy(update={"first": True})
            children = children[1:]
        subject, *rest = self.timed_copies(meta, children)
        predicates = [c for c in rest if not isinstance(c, ast.Duration)]
        durations: list[Any] = [lead] * len(predicates)
        untimed: list[int] = []  # English: the predicates the next duration times
        index, current = -1, lead
        for child in rest:
            if isinstance(child, ast.Duration):
                if self.duration_after:
                    for i in untimed:
                        durations[i] = child
                    untimed = []
                else:
                    current = child
                continue
            index += 1
            durations[index] = current
            untimed.append(index)
        shared = ast.Ref.model_construct(elided=True)
        steps = [
            p.model_copy(
                update={"object": subject if i == 0 else shared, "duration": d or p.duration}
            )
            for i, (p, d) in enumerate(zip(predicates, durations, strict=True))
        ]
        steps[0] = steps[0].model_copy(update={"comma": self.topic_comma(subject)})
        written = [self.predicate_join(a, b) for a, b in itertools.pairwise(predicates)]
        return flatten_sequence(steps, ["and"] * (len(steps) - 1), written)

    def timed_copies(self, meta: Meta, children: list[Any]) -> list[Any]:
        """English "becomes a copy of it until end of turn, except it has haste": the exception
        after the duration joins the copy before it (only a copy has one)."""
        out: list[Any] = []
        for child in children:
            if isinstance(child, ast.CopyException):
                copy = out[-2] if len(out) > 1 else None
                if not isinstance(copy, ast.Becomes) or copy.copy_of is None or copy.copy_exception:
                    raise ParseError("expected a copy", text=self.text, offset=meta.start_pos)
                out[-2] = copy.model_copy(update={"copy_exception": child})
                continue
            out.append(child)
        return out

    def modify_pt(self, meta: Meta, children: list[Any]) -> ast.ModifyPT:
        power, toughness = str(children[0]).replace("−", "-").split("/")
        variable = ast.Variable.model_construct() if "X" in power + toughness else None
        return ast.ModifyPT.model_construct(
            object=ast.Ref.model_construct(),
            power=power,
            toughness=toughness,
            variable=variable,
            span=self.span(meta),
        )

    def base_pt(self, meta: Meta, children: list[Any]) -> ast.BasePT:
        """ "has base power and toughness 1/1" / 「基本のパワーとタフネスが1/1になる」."""
        power, toughness = str(children[-1]).split("/")
        is_written = self.text[meta.start_pos : meta.end_pos].endswith(("である", "であり"))
        written = "である" if is_written else None
        return ast.BasePT.model_construct(
            object=ast.Ref.model_construct(),
            power=power,
            toughness=toughness,
            written=written,
            span=self.span(meta),
        )

    def base_stat(self, meta: Meta, children: list[Any]) -> ast.BaseStat:
        """ "has base power 8" / 「基本のパワーが８になる」: one stat."""
        words = self.text[meta.start_pos : meta.end_pos]
        stat = "power" if "power" in words or "パワー" in words else "toughness"
        written = "である" if words.endswith(("である", "であり")) else None
        return ast.BaseStat.model_construct(
            object=ast.Ref.model_construct(),
            stat=stat,
            value=int(str(children[-1])),
            written=written,
            span=self.span(meta),
        )

    def all_colors(self, meta: Meta, children: list[Any]) -> ast.AllColors:
        """ "is all colors" / 「(それぞれ)すべての色である」."""
        words = self.text[meta.start_pos : meta.end_pos]
        each = "それぞれ、" if words.startswith("それぞれ、") else "それぞれ"
        return ast.AllColors.model_construct(
            object=ast.Ref.model_construct(),
            respectively=each if words.startswith("それぞれ") else None,
            span=self.span(meta),
        )

    def gain_ability(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        verb = self.gain_verb(meta)
        return ast.GainAbility.model_construct(
            object=ast.Ref.model_construct(),
            abilities=flat(children),
            verb=verb,
            also=self.also_written(meta),
            span=self.span(meta),
        )

    def lose_ability(self, meta: Meta, children: list[Any]) -> ast.LoseAbility:
        return ast.LoseAbility.model_construct(
            object=ast.Ref.model_construct(),
            abilities=[c for c in flat(children) if isinstance(c, GRANTED)],
            all_abilities="all_abilities" in children,
            span=self.span(meta),
        )

    def abilities_of(self, meta: Meta, children: list[Any]) -> ast.AbilitiesOf:
        """ "all activated abilities of that card" / 「そのカードのすべての起動型能力」."""
        all_first = "すべての起動型能力" in self.text[meta.start_pos : meta.end_pos]
        return ast.AbilitiesOf.model_construct(
            object=children[0], ja_all="all first" if all_first else None, span=self.span(meta)
        )

    def cant_have(self, meta: Meta, children: list[Any]) -> ast.CantHave:
        """ "can't have or gain flying" / 「飛行を持つことも得ることもできない」."""
        abilities = [c for c in flat(children) if isinstance(c, GRANTED)]
        written = self.text[meta.start_pos : meta.end_pos]
        join = None
        if len(abilities) > 1:
            join = "".join(self.text[abilities[0].span.end : abilities[1].span.start].split())
        return ast.CantHave.model_construct(
            object=ast.Ref.model_construct(),
            abilities=abilities,
            or_gain="or gain" in written or "得ることも" in written,
            ja_join=join if self.lang == "ja" else None,
            span=self.span(meta),
        )

    def all_abilities(self, meta: Meta, children: list[Any]) -> str:
        return "all_abilities"

    def quoted_ability(self, meta: Meta, children: list[Any]) -> ast.Node:
        return children[0]

    def granted_if(self, meta: Meta, children: list[Any]) -> ast.GrantedIf:
        """ "trample if you control a Dwarf" /
        「あなたがドワーフをコントロールしているならトランプルを」."""
        abilities = [c for c in flat(children) if isinstance(c, GRANTED)]
        condition = next(c for c in children if isinstance(c, CONDITIONS))
        return ast.GrantedIf.model_construct(
            abilities=abilities, condition=condition, span=self.span(meta)
        )

    def pay_to_end(self, meta: Meta, children: list[Any]) -> ast.PayToEnd:
        """ "pay {W} to end this effect" / 「あなたは、この効果を、(白)を支払うことで終わらせ
        (てもよい)」."""
        player = children[0] if len(children) == 2 else ast.You.model_construct()
        return ast.PayToEnd.model_construct(
            player=player, symbols=str(children[-1]), span=self.span(meta)
        )

    def change_target(self, meta: Meta, children: list[Any]) -> ast.ChangeTarget:
        """ "change the target of target spell …" / 「それの対象を変更する」, 「その対象を
        変える」 (CR 115.7a)."""
        written = "".join(self.text[meta.start_pos : meta.end_pos].split())
        verb = "変える" if written.endswith("変える") else None
        sono = written.startswith("その対象")  # 「その対象」: the object it refers to unwritten
        target = children[0] if children else ast.Ref.model_construct()
        return ast.ChangeTarget.model_construct(
            object=target, verb=verb, sono=sono, span=self.span(meta)
        )
