"""Japanese for :mod:`scryc.ast.abilities`: keywords, spell, triggered, activated and static
abilities, and the card's text.
"""

from __future__ import annotations

from ... import ast
from ...parse.ja.lexicon import ANY_PLAYER
from ..base import RenderError, trigger_word
from .words import term

#: When an ability may be activated: 「あなたのターンの間」, 「あなたのアップキープの間」.
ACTIVATION_WINDOWS = {"your turn": "あなたのターンの間", "your upkeep": "あなたのアップキープの間"}


class JapaneseAbilities:
    """Japanese abilities: a part of ``JapaneseRenderer``."""

    def keyword(self, node: ast.Keyword) -> str:
        name = term(node.name)
        if node.name == "craft" and node.filter is not None:  # 「クリーチャー２つで作製(５)(黒)」
            count = f"{self.amount(node.amount)}つ" if node.amount is not None else ""
            return f"{self.filter(node.filter)}{count}で作製{self.render(node.cost)}"
        if node.name == "equip" and node.filter is not None:  # 「ハーフリングに装備(１)」
            return f"{self.filter(node.filter)}に装備{self.render(node.cost)}"
        if node.cost is not None and node.amount is not None:  # 「待機４ ― (青)」
            return f"{name}{self.amount(node.amount)} ― {self.render(node.cost)}"
        if node.cost is not None and node.filter is not None:  # 「連繋（秘儀）(１)(青)」
            return f"{name}（{self.filter(node.filter)}）{self.render(node.cost)}"
        if node.cost is not None:
            return name + self.render(node.cost)
        if node.costs:  # 「脱出 ― (３)(黒)(黒),あなたの墓地から他のカード４枚を追放する。」
            return f"{name} ― {self.cost_separator.join(self.cost(c) for c in node.costs)}。"
        if node.amount is not None:
            return name + self.amount(node.amount)
        if isinstance(node.filter, ast.Color):  # 「プロテクション（赤）」
            return f"{name}（{term(node.filter.name)}）"
        if node.filter is not None:
            return f"{name}（{self.filter(node.filter)}）"
        if node.player is not None:
            return f"{name}（{term(node.player)}）"
        if node.card_name is not None:  # 「《吹鳴する徴募兵》との共闘」
            return f"《{node.card_name}》との共闘"
        return name

    def granted(self, node: ast.Node) -> str:
        if isinstance(node, ast.Keyword):
            return self.keyword(node)
        if isinstance(node, ast.ThisAbility):
            return self.this_ability(node)
        if isinstance(node, ast.AbilitiesOf):
            return self.abilities_of(node)
        return f"「{self.render(node)}」"

    def this_ability(self, node: ast.ThisAbility) -> str:
        """「この能力」, 「それがこの能力」."""
        return f"{'それが' if self.own(node.subject) else ''}この能力"

    def granted_list(self, abilities: list[ast.Node]) -> str:
        return "と".join(self.granted(a) for a in abilities)

    def keyword_list(self, node: ast.KeywordList) -> str:
        if self.own(node.separator) == "/":  # 「キッカー(２)(青)/(１)(黒)」
            costs = [self.render(k.cost) for k in node.keywords[1:]]
            return self.finish(["/".join([self.keyword(node.keywords[0]), *costs])], node.reminder)
        return self.finish(["、".join(self.keyword(k) for k in node.keywords)], node.reminder)

    def card_text(self, node: ast.CardText) -> str:
        """The abilities, one a line; a prototype last, on a face of its own after 「//」."""
        prototypes = [a for a in node.abilities if isinstance(a, ast.Prototype)]
        rest = [a for a in node.abilities if not isinstance(a, ast.Prototype)]
        lines = [line for line in map(self.render, rest) if line]
        if prototypes:
            lines += ["//", *map(self.render, prototypes)]
        return "\n".join(lines)

    def spell_ability(self, node: ast.SpellAbility) -> str:
        return self.finish(self.body(node.effect), node.reminder)

    def static_ability(self, node: ast.StaticAbility) -> str:
        sentences = self.body(node.effect)
        if node.condition is not None:
            if isinstance(node.condition, ast.YourTurn) and node.condition.during:
                head = "あなたのターンの間、"
            elif isinstance(node.condition, ast.NotTurnOf) and self.own(node.condition.during):
                head = f"{self.condition(node.condition)}間、"  # 「あなたのターンでない間」
            elif isinstance(node.condition, ast.ActedThisTurn) and self.own(
                node.condition.during_turn
            ):
                head = "あなたが諜報したターンの間、"
            elif self.own(node.subject_first):
                sentences[0] = self.condition_after_subject(node, sentences[0])
                return self.finish(sentences, node.reminder)
            elif node.unless:
                head = f"{self.negative(node.condition)}、"
            else:  # English "if" after a cost change is 「…なら」, "as long as" 「…かぎり」
                word = "なら" if node.condition_last == "if" else "かぎり"
                head = f"{self.condition(node.condition)}{word}、"
            sentences[0] = head + sentences[0]
        return self.finish(sentences, node.reminder)

    def condition_after_subject(self, node: ast.StaticAbility, sentence: str) -> str:
        """「〈名〉は…していないかぎり、攻撃できない」: the unless condition after the subject."""
        obj = getattr(node.effect, "object", None)
        subject = f"{self.object(obj)}は" if obj is not None else ""
        if not subject or not sentence.startswith(subject) or node.condition is None:
            raise RenderError("no Japanese wording for this condition after its subject")
        written = self.own(node.subject_first) or ""
        comma = "" if written.endswith("no comma") else "、"
        topic = "、" if written.startswith("topic") else ""  # 「アイノクの弩弓手は、それの上に…」
        if node.unless:
            condition = self.negative(node.condition) + comma
        else:  # 「〈名〉はあなたが平地をコントロールしているかぎり+1/+1の修整を受ける」
            condition = f"{self.condition(node.condition)}かぎり{comma}"
        return f"{subject}{topic}{condition}{sentence.removeprefix(subject).lstrip('、')}"

    def would(self, node: ast.Node) -> str:
        if isinstance(node, ast.Scry):
            return "あなたが占術を行う"
        if isinstance(node, ast.Draw):  # 「あなたがカードを１枚引く」
            cards = f"カードを{self.amount(node.amount)}枚" if self.own(node.count_after) else ""
            if not cards:
                cards = "カードを" if self.own(node.count_unwritten) else self.cards(node.amount)
            return f"{self.clause_subject(node.player)}が{cards}引く"
        if isinstance(node, ast.Move):
            return f"{self.object(node.object)}が戦場に出る"
        if isinstance(node, ast.Explore):
            return f"{self.object(node.object)}が探検を行う"
        if isinstance(node, ast.WouldBePut) and node.from_anywhere:
            return f"{self.object(node.object)}がいずこかから{self.zone(node.zone)}に置かれる"
        if isinstance(node, ast.WouldDie):
            return self.would_die(node)
        if isinstance(node, ast.WouldLeave):
            return self.would_leave(node)
        if isinstance(node, ast.WouldBeDealtDamage):
            return self.would_be_dealt_damage(node)
        raise RenderError(f"no Japanese wording for a replaced {node.kind!r}")

    def would_die(self, node: ast.WouldDie) -> str:
        """The replaced event 「このターン、…が死亡する」, before 「なら」."""
        dies = f"{self.object(node.object)}が死亡する"
        if node.duration is None:
            return dies
        particle = self.own(node.duration_particle, "、")
        if particle == "after":  # 「…がこのターンに死亡する」
            return f"{self.object(node.object)}が{self.render(node.duration)}に死亡する"
        return f"{self.render(node.duration)}{particle}{dies}"

    def would_leave(self, node: ast.WouldLeave) -> str:
        """The replaced event 「…が戦場(を|から)離れる」, before 「なら」."""
        particle = "から" if self.own(node.from_particle) else "を"
        return f"{self.object(node.object)}が戦場{particle}離れる"

    def left_exiled(self, event: ast.Node, replacement: ast.Node) -> str | None:
        """「…なら、それを戦場以外に置く代わりに(それを)追放する」: the exile of a leaving with
        its 「…に置く代わりに」 (None for any other replacement)."""
        if not isinstance(event, ast.WouldLeave) or not isinstance(replacement, ast.Exile):
            return None
        where = event.elsewhere if self.surface and event.elsewhere else "戦場以外"
        exiled = self.object(replacement.object)
        again = f"{exiled}を" if self.own(event.again) else ""
        if self.own(event.passive):  # 「それが戦場以外に置かれる代わりにそれを追放する」
            return f"{self.would(event)}なら、{exiled}が{where}に置かれる代わりに{exiled}を追放する"
        return f"{self.would(event)}なら、{exiled}を{where}に置く代わりに{again}追放する"

    def activation_restriction(self, node: ast.ActivationRestriction) -> str:
        """「起動はソーサリーとしてのみ行う。」, 「…ときにのみ起動できる。」."""
        if node.timing in ast.ACTIVATION_LIMITS:  # nothing else goes with it
            times = ast.ACTIVATION_LIMITS[node.timing][1]
            return f"毎ターン{times}までしか起動できない。"
        timing = {
            "sorcery": "ソーサリーとしてのみ",
            "once each turn": "毎ターン１回のみ",
            ast.SORCERY_ONCE: "ソーサリーとしてのみ、毎ターン１回のみ",
        }
        if node.any_player:  # 「この能力はどのプレイヤーも起動できる(が、…)。」
            anyone = self.own(node.any_player_written) or ANY_PLAYER
            if node.condition is not None or node.during is not None:
                raise RenderError("no Japanese wording for any player's activation window")
            if node.timing is not None:
                sorcery = self.activation_restriction(node.model_copy(update={"any_player": False}))
                return f"{anyone}が、{sorcery}"
            return f"{anyone}。"
        if node.condition is None and node.during is None and node.window is None:
            if node.timing == "sorcery":
                return "起動はソーサリーとしてのみ行う。"
            return f"{timing[node.timing]}起動できる。"  # type: ignore[index]
        if node.sorcery_first and node.condition is not None:  # 「ソーサリーとしてのみ、かつ、…」
            when = self.condition(node.condition)
            return f"{timing['sorcery']}、かつ、{when}ときにのみ起動できる。"
        if node.window is not None and node.condition is not None:  # 「戦闘中かつ…ときにのみ」
            when = f"{term(node.window)}かつ{self.condition(node.condition)}ときにのみ"
        elif node.window is not None:  # 「あなたのターンの間で、…が指定される前にのみ」
            during = f"{ACTIVATION_WINDOWS[node.during]}で、" if node.during else ""
            when = f"{during}{term(node.window)}にのみ"
        elif node.during is not None and node.condition is not None:
            # 「あなたのアップキープの間で…ときにのみ」
            when = f"{ACTIVATION_WINDOWS[node.during]}で{self.condition(node.condition)}ときにのみ"
        elif node.during is not None:  # 「あなたのアップキープの間にのみ、毎ターン１回のみ…」
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
            joiner = "か、" if trigger.either_or else self.own(trigger.ja_joined) or "、および、"
            head = joiner.join(heads).replace("開始時に、および、", "開始時、および、") + "、"
        else:
            head = self.trigger_head(trigger, word) + "、"
        if node.duration is not None:  # 「このターン、あなたが…たび、」
            head = f"{self.render(node.duration)}、{head}"
        if node.during is not None:  # 「あなたのターン中に…たび、」, 「対戦相手のターン中に…」
            whose = "対戦相手" if node.during == "an opponent's turn" else "あなた"
            head = f"{whose}のターン中に{head}"
        if node.condition is not None:
            head += f"{self.condition(node.condition)}{self.own(node.if_written, '場合')}、"
        sentences[0] = head + sentences[0]
        if node.once_each_turn:
            comma = "、" if self.own(node.limit_comma, True) else ""
            sentences.append(f"この能力は{comma}毎ターン１回のみ誘発する。")
        if node.effect_once_each_turn:
            sentences.append("これは毎ターン１回のみ行える。")
        return self.finish(sentences, node.reminder)
