"""The builder methods of the special_abilities family (``scryc.ast.special_abilities``) that both
grammars share."""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..base import AMOUNTS, CONDITIONS, PLAYERS
from ..errors import ParseError

ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}


class CommonSpecialAbilities:
    """The special abilities methods both builders share."""

    def keyword_and_or(self, meta: Meta, children: list[Any]) -> ast.KeywordList:
        """ "Kicker {2}{U} and/or {1}{B}" / 「キッカー(２)(青)/(１)(黒)」: two keywords of one name
        (CR 702.33b: "Kicker {2}{U}, kicker {1}{B}")."""
        name, first, second, *reminders = children
        one = self.keyword(meta, [name, first])
        two = one.model_copy(update={"cost": second, "case": None, "span": second.span})
        node = self.keyword_list(meta, [one, two, *reminders])
        written = "and/or" if "and/or" in self.text[meta.start_pos : meta.end_pos] else "/"
        return node.model_copy(update={"separator": written})

    def keyword_craft(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        """ "Craft with artifact {5}{W}{W}" / 「アーティファクトで作製(５)(白)(白)」, "Craft with
        two creatures {5}{B}" / 「クリーチャー２つで作製(５)(黒)」 (CR 702.167)."""
        name = "craft"
        amount = self.first(children, AMOUNTS)
        cost = self.first(children, ast.ManaCost)
        quality = next(c for c in children if isinstance(c, ast.Node) and c not in (amount, cost))
        node = self.keyword(meta, [name, quality])
        return node.model_copy(update={"amount": amount, "cost": cost})

    def kicked_with(self, meta: Meta, children: list[Any]) -> ast.KickedWith:
        """ "it was kicked with its {1}{U} kicker" / 「それが(１)(青)でキッカーされていた」."""
        obj, cost = children
        written = "のキッカーで" in self.text[meta.start_pos : meta.end_pos]
        return ast.KickedWith.model_construct(
            object=obj, cost=str(cost), kicker_written=written, span=self.span(meta)
        )

    def prototype(self, meta: Meta, children: list[Any]) -> ast.Prototype:
        cost = self.first(children, ast.ManaCost)
        size = next(c for c in children if isinstance(c, Token) and c.type == "PT")
        return ast.Prototype.model_construct(
            cost=cost, size=str(size), reminder=self.reminders(children), span=self.span(meta)
        )

    def station_ability(self, meta: Meta, children: list[Any]) -> ast.StationAbility:
        tokens = {c.type: str(c) for c in children if isinstance(c, Token)}
        return ast.StationAbility.model_construct(
            threshold=int(tokens["NUMBER"]),
            abilities=[c for c in children if isinstance(c, ast.Node)],
            size=tokens.get("PT"),
            span=self.span(meta),
        )

    def level_ability(self, meta: Meta, children: list[Any]) -> ast.LevelAbility:
        """ "LEVEL 1-4⏎2/2⏎…" / 「[1/1⏎]Lv1-4：⏎…⏎2/2」: Japanese's first level holds the
        card's own box (the first of two)."""
        tokens = [c for c in children if isinstance(c, Token)]
        numbers = [int(t) for t in tokens if t.type == "NUMBER"]
        sizes = [str(t) for t in tokens if t.type == "PT"]
        return ast.LevelAbility.model_construct(
            low=numbers[0],
            high=numbers[1] if len(numbers) > 1 else None,
            size=sizes[-1],
            abilities=[c for c in children if isinstance(c, ast.Node)],
            base_size=sizes[0] if len(sizes) > 1 else None,
            span=self.span(meta),
        )

    def class_level(self, meta: Meta, children: list[Any]) -> ast.ClassLevel:
        """ "⏎{1}{R}: Level 2⏎…" / 「⏎(１)(赤)：レベル２⏎…」: the cost, the level, the abilities."""
        cost, *abilities = [c for c in children if isinstance(c, ast.Node)]
        level = next(c for c in children if isinstance(c, Token) and c.type == "NUMBER")
        return ast.ClassLevel.model_construct(
            level=int(level), cost=cost, abilities=abilities, span=self.span(meta)
        )

    def class_becomes_level(self, meta: Meta, children: list[Any]) -> ast.ClassBecomesLevel:
        """ "this Class becomes level 2" / 「このクラスがレベル２になった」."""
        level = next(c for c in children if isinstance(c, Token) and c.type == "NUMBER")
        return ast.ClassBecomesLevel.model_construct(
            object=children[0], level=int(level), span=self.span(meta)
        )

    def reminder_only(self, meta: Meta, children: list[Any]) -> ast.ReminderOnly:
        return ast.ReminderOnly.model_construct(
            reminder=self.reminders(children), span=self.span(meta)
        )

    def ability_word_ability(self, meta: Meta, children: list[Any]) -> ast.AbilityWordAbility:
        label, ability = children
        word = ast.AbilityWord.model_construct(
            text=str(label), span=ast.Span.model_construct(start=label.start_pos, end=label.end_pos)
        )
        return ast.AbilityWordAbility.model_construct(
            word=word, ability=ability, span=self.span(meta)
        )

    def spree_mode(self, meta: Meta, children: list[Any]) -> ast.SpreeMode:
        """ "+ {1} — …" / 「＋(１) ― …」: the mode's additional cost, then its sentences."""
        cost, *body = children
        return ast.SpreeMode.model_construct(
            cost=cost, effect=self.body(body), reminder=self.reminders(body), span=self.span(meta)
        )

    def chapter_ability(self, meta: Meta, children: list[Any]) -> ast.ChapterAbility:
        label, ability = children
        numerals = [c.strip() for c in str(label).split(",")]
        if any(n not in ROMAN for n in numerals):
            raise ParseError("unknown chapter number", text=self.text, offset=label.start_pos)
        chapters = [ROMAN[n] for n in numerals]
        return ast.ChapterAbility.model_construct(
            chapters=chapters, ability=ability, span=self.span(meta)
        )

    def as_enters_ability(self, meta: Meta, children: list[Any]) -> ast.AsEntersAbility:
        entering, *rest = children
        return ast.AsEntersAbility.model_construct(
            object=entering,
            effect=self.body(rest),
            reminder=self.reminders(rest),
            span=self.span(meta),
        )

    def as_attacks_ability(self, meta: Meta, children: list[Any]) -> ast.AsAttacksAbility:
        """ "You may exert ~ as it attacks. …": the creature itself attacks."""
        return ast.AsAttacksAbility.model_construct(
            effect=self.body(children), reminder=self.reminders(children), span=self.span(meta)
        )

    def replacement_ability(self, meta: Meta, children: list[Any]) -> ast.ReplacementAbility:
        event, *rest = children
        return ast.ReplacementAbility.model_construct(
            event=event,
            replacement=self.body(rest),
            reminder=self.reminders(rest),
            instead_first=self.words(meta).split(", ", 1)[-1].startswith("instead "),
            span=self.span(meta),
        )

    def replacement_prevents(self, meta: Meta, children: list[Any]) -> ast.ReplacementAbility:
        """ "If damage would be dealt to ~, prevent that damage [and …]" / 「~にダメージが与えら
        れる場合、そのダメージを軽減し(、…)」: a replacement without "instead" is a prevention,
        its first step "prevent that damage"."""
        node = self.replacement_ability(meta, children)
        if not (isinstance(node.event, ast.WouldBeDealtDamage) and node.prevents()):
            raise ParseError('"instead"', text=self.text, offset=meta.end_pos)
        return node

    def alternative_cost(self, meta: Meta, children: list[Any]) -> ast.AlternativeCost:
        condition = self.first(children, CONDITIONS)
        rest = [c for c in children if c is not condition and isinstance(c, ast.Node)]
        return ast.AlternativeCost.model_construct(
            cost=self.body([c for c in rest if not isinstance(c, ast.ReminderText)]),
            condition=condition,
            reminder=self.reminders(children),
            span=self.span(meta),
        )

    def alternative_cost_for(self, meta: Meta, children: list[Any]) -> ast.AlternativeCostFor:
        """ "You may pay … rather than pay the mana cost for <spells>" / 「あなたは、<spells>の
        マナ・コストを支払うのではなく、…てもよい」: only you, who casts them, pays."""
        nodes = [c for c in children if isinstance(c, ast.Node)]
        if isinstance(nodes[0], ast.PLAYER_NODES):  # Japanese 「あなたは」
            if not isinstance(nodes[0], ast.You):
                raise ParseError("「あなたは」", text=self.text, offset=meta.start_pos)
            nodes = nodes[1:]
        rest = [c for c in nodes if not isinstance(c, ast.ReminderText)]
        spells, cost = (rest[1], rest[0]) if self.lang == "en" else (rest[0], rest[1])
        written = self.text[meta.start_pos : meta.end_pos]
        return ast.AlternativeCostFor.model_construct(
            cost=cost,
            spells=spells,
            reminder=self.reminders(children),
            commas=["あなたは、" in written, "なく、" in written] if self.lang == "ja" else [],
            span=self.span(meta),
        )

    def additional_cost(self, meta: Meta, children: list[Any]) -> ast.AdditionalCost:
        """Japanese names the spell as an object phrase (「この呪文を唱えるための…」)."""
        reminder = self.reminders(children)
        *spell, cost = children[: len(children) - len(reminder)]
        if spell and not (isinstance(spell[0], ast.SelfRef) and spell[0].noun == "spell"):
            raise ParseError("「この呪文」", text=self.text, offset=meta.start_pos)
        return ast.AdditionalCost.model_construct(
            cost=cost, reminder=reminder, span=self.span(meta)
        )

    def cast_restriction(self, meta: Meta, children: list[Any]) -> ast.CastRestriction:
        """ "Cast this spell only …" / 「この呪文は…にのみ唱えられる。」 (Japanese names the
        spell as an object phrase, as in :meth:`additional_cost`)."""
        spell = children[0] if isinstance(children[0], ast.SelfRef) else None
        if spell is not None and spell.noun != "spell":
            raise ParseError("「この呪文」", text=self.text, offset=meta.start_pos)
        return ast.CastRestriction.model_construct(
            window=self.first(children, str),
            player=self.first(children, PLAYERS),
            condition=self.first(children, CONDITIONS),
            comma=spell is not None and self.text[spell.span.end :].startswith("は、"),
            reminder=self.reminders(children),
            span=self.span(meta),
        )

    def replace_next_time(self, meta: Meta, children: list[Any]) -> ast.ReplaceNextTime:
        """ "The next time you would draw a card this turn, … instead" / 「このターン、次に
        あなたがカードを引く代わりに、…」."""
        event = next(c for c in children if isinstance(c, ast.Draw))
        replacement = children[-1]
        spans = event.span, replacement.span
        between = self.text[spans[0].end : spans[1].start] if spans[0] and spans[1] else ""
        return ast.ReplaceNextTime.model_construct(
            event=event,
            replacement=replacement,
            duration=self.first(children, ast.Duration),
            instead_first=between.rstrip().endswith("instead"),
            span=self.span(meta),
        )

    def dungeon_entry(self, meta: Meta, children: list[Any]) -> ast.DungeonEntry:
        """'You can't enter this dungeon unless you "venture into ~."' / 「「名前探索をする。」で
        なければこのダンジョンに入ることはできない。」."""
        return ast.DungeonEntry.model_construct(
            venture=children[0], reminder=self.reminders(children), span=self.span(meta)
        )

    def cast_window(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    player_step = cast_window
