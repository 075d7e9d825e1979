"""The builder methods of the rules family (``scryc.ast.rules``) that both
grammars share."""

from __future__ import annotations

import re
from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..base import AMOUNTS, PLAYERS, each, is_number_ref, marker
from ..errors import ParseError

#: "escapes with …" / 「…が置かれた状態で脱出する」 (not "enters with …").
ESCAPES = re.compile(r" escapes with |で脱出する$")

EACH_COMBAT = "each combat"


@marker
class MoreCounters:
    """ "additional" / 「追加で」, 「追加の」 of counters an object enters with, before it is folded
    into them; ``at``: where the Japanese text says it."""

    at: str = "after_kind"


def each_of_list(objects: Any) -> Any:
    """ "for each Cave you control and each Cave card in your graveyard": each item of a
    list counted by a cost change, as :func:`each` makes it; other objects as written."""
    return each(objects) if isinstance(objects, ast.ObjectList) else objects


#: The subtype each crewing verb acts on (CR 702.122, 702.171).
CREWED_SUBTYPE = {"crew": "Vehicle", "saddle": "Mount"}

#: The actions a player restriction forbids, by their verb in either language.
FORBIDDEN_VERBS = {
    "cast": "cast", "唱え": "cast", "play": "play", "プレイ": "play",
    "life": "gain life", "ライフ": "gain life",
    "win": "win the game", "勝利": "win the game", "lose": "lose the game", "敗北": "lose the game",
}  # fmt: skip


class CommonRules:
    """The rules methods both builders share."""

    def cost_change(self, meta: Meta, children: list[Any]) -> ast.CostChange:
        obj, symbols, direction, *rest = children
        return ast.CostChange.model_construct(
            object=obj,
            symbols=str(symbols),
            variable=ast.Variable.model_construct() if str(symbols).upper() == "{X}" else None,
            reduce=direction == "less",
            action="activate" if " to activate" in self.words(meta) else "cast",
            for_each=each_of_list(rest[0]) if rest else None,
            span=self.span(meta),
        )

    def cost_change_beyond_first(self, meta: Meta, children: list[Any]) -> ast.CostChange:
        """ "… costs {2}{U} more to cast for each target beyond the first" (strive)."""
        return self.cost_change(meta, children).model_copy(update={"beyond_first": True})

    def cost_direction(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def can_be_commander(self, meta: Meta, children: list[Any]) -> ast.CanBeCommander:
        return ast.CanBeCommander.model_construct(object=children[0], span=self.span(meta))

    def loses_type(self, meta: Meta, children: list[Any]) -> ast.LosesType:
        obj, card_type = children
        return ast.LosesType.model_construct(
            object=obj, card_type=card_type.name, span=self.span(meta)
        )

    def keeps_type(self, meta: Meta, children: list[Any]) -> ast.KeepsType:
        """ "It's still a land.", "They're still lands." / 「それ(ら)は土地でもある」."""
        plural = self.words(meta).startswith("they're")
        obj = children[0] if len(children) == 2 else ast.Ref.model_construct(plural=plural)
        return ast.KeepsType.model_construct(
            object=obj, card_type=children[-1].name, span=self.span(meta)
        )

    def enters_with_counters(self, meta: Meta, children: list[Any]) -> ast.EntersWithCounters:
        obj = children[0]
        return ast.EntersWithCounters.model_construct(
            object=obj,
            **self.placed_counters(meta, children[1:]),
            escapes=ESCAPES.search(self.text[meta.start_pos : meta.end_pos]) is not None,
            the_battlefield=self.says_battlefield(meta),
            comma=self.topic_comma(obj),
            span=self.span(meta),
        )

    def roll_die(self, meta: Meta, children: list[Any]) -> ast.RollDie:
        die = next((c for c in children if isinstance(c, Token) and c.type == "DIE"), None)
        sides = int(str(die)[1:]) if die is not None else 6
        count = self.first(children, AMOUNTS)
        if isinstance(count, ast.Number) and count.value == 1:  # 「１個の」: one die, as "a"
            count = None
        player = self.first(children, PLAYERS)
        fields: dict[str, Any] = {} if count is None else {"count": count}
        if player is not None and not isinstance(player, ast.You):  # you: the default
            fields["player"] = player
        return ast.RollDie.model_construct(
            sides=sides, in_words=die is None, span=self.span(meta), **fields
        )

    def add_to_result(self, meta: Meta, children: list[Any]) -> ast.AddToResult:
        """ "add N" / 「その出目にＮを足す」 (Japanese names the result it adds to)."""
        if len(children) == 2 and not isinstance(children[0], ast.DieResult):
            raise ParseError("「その出目に」", text=self.text, offset=meta.start_pos)
        return ast.AddToResult.model_construct(amount=children[-1], span=self.span(meta))

    def die_table(self, meta: Meta, children: list[Any]) -> ast.DieTable:
        return ast.DieTable.model_construct(rows=children, span=self.span(meta))

    def die_row(self, meta: Meta, children: list[Any]) -> ast.DieRow:
        numbers = [int(c) for c in children if isinstance(c, Token)]
        head = re.split("[|｜]", self.text[meta.start_pos : meta.end_pos])[0]
        high = numbers[1] if len(numbers) > 1 else (None if "+" in head else numbers[0])
        return ast.DieRow.model_construct(
            low=numbers[0], high=high, effect=children[-1], span=self.span(meta)
        )

    def gain_control(self, meta: Meta, children: list[Any]) -> ast.GainControl:
        """ "(You) gain control of …", "Target opponent gains control of …" / 「(あなたは)それの
        コントロールを得る」, 「そのコントロールを得る」."""
        duration = self.first(children, ast.Duration)
        *named, obj = [c for c in children if isinstance(c, ast.Node) and c is not duration]
        player = named[0] if named else ast.You.model_construct()
        if isinstance(player, ast.You):  # "You gain control …", 「あなたは…」, or left out
            source = self.text[meta.start_pos : meta.end_pos]
            written = self.words(meta).startswith("you ") or "あなたは" in source
            player = player.model_copy(update={"written": written})
        after = self.text[duration.span.end : meta.end_pos] if duration and duration.span else ""
        return ast.GainControl.model_construct(
            object=obj,
            duration=duration,
            player=player,
            no_comma=self.lang == "ja" and bool(after) and not after.startswith("、"),
            span=self.span(meta),
        )

    def switch_power_toughness(self, meta: Meta, children: list[Any]) -> ast.SwitchPowerToughness:
        """ "switch its power and toughness [until end of turn]"."""
        obj = next(c for c in children if isinstance(c, ast.Node) and c.kind != "duration")
        return ast.SwitchPowerToughness.model_construct(
            object=obj, duration=self.first(children, ast.Duration), span=self.span(meta)
        )

    def exchange_control(self, meta: Meta, children: list[Any]) -> ast.ExchangeControl:
        """The card itself first: 「それと〈名〉の…」 says what "… of Card Name and it" says."""
        objects = children[-1]
        self_last = False
        if isinstance(objects, ast.ObjectList) and len(objects.items) == 2:
            first, second = objects.items
            if isinstance(second, ast.SelfRef) and not isinstance(first, ast.SelfRef):
                objects, self_last = objects.model_copy(update={"items": [second, first]}), True
        return ast.ExchangeControl.model_construct(
            objects=objects, self_last=self_last, span=self.span(meta)
        )

    def exchange_life_totals(self, meta: Meta, children: list[Any]) -> ast.ExchangeLifeTotals:
        """ "exchange life totals with X": the acting player and X."""
        *subject, other = children
        if not isinstance(other, PLAYERS):
            raise ParseError("expected a player", text=self.text, offset=meta.start_pos)
        player = subject[0] if subject else self.acting_you(meta)
        return ast.ExchangeLifeTotals.model_construct(
            player=player,
            other=other,
            both_written="ライフ総量と" in self.text[meta.start_pos : meta.end_pos],
            span=self.span(meta),
        )

    def set_life_total(self, meta: Meta, children: list[Any]) -> ast.SetLifeTotal:
        """ "X's life total becomes N" / 「Xのライフ総量はN点になる」 (no player child:
        「あなたの」)."""
        *owner, amount = children
        player = owner[0] if owner else ast.You.model_construct()
        if not isinstance(player, PLAYERS):
            raise ParseError("expected a player", text=self.text, offset=meta.start_pos)
        return ast.SetLifeTotal.model_construct(player=player, amount=amount, span=self.span(meta))

    def exchange_zones(self, meta: Meta, children: list[Any]) -> ast.ExchangeZones:
        """ "exchange your hand and graveyard" / 「あなたの手札と墓地を交換する」: the owner's
        two zones."""
        owner, *zones = children
        if re.search(r"\b(?:hands|libraries|graveyards)\b", self.words(meta)):
            raise ParseError(
                "expected two zones of one player", text=self.text, offset=meta.start_pos
            )
        return ast.ExchangeZones.model_construct(
            player=owner, zones=self._exchanged(meta, zones), span=self.span(meta)
        )

    def _exchanged(self, meta: Meta, zones: list[str]) -> list[str]:
        """The zones an exchange names: hands, libraries and graveyards, each once."""
        if len(set(zones)) != len(zones) or not set(zones) <= {"hand", "library", "graveyard"}:
            raise ParseError("expected different zones", text=self.text, offset=meta.start_pos)
        return zones

    def pay_life(self, meta: Meta, children: list[Any]) -> ast.PayLife:
        return self._player_amount(ast.PayLife, meta, children)

    def placed_counters(self, meta: Meta, children: list[Any]) -> dict[str, Any]:
        """The fields of counters an object enters with: "three oil counters", "an additional
        +1/+1 counter", "an additional X +1/+1 counters" (the article, then the amount)."""
        counter = next(c for c in children if type(c) is str)
        amounts = [c for c in children if isinstance(c, (AMOUNTS, ast.Ref))]  # "that many"
        more = self.first(children, MoreCounters)
        if len(amounts) > 1 and ast.other_than_one(amounts[0]):
            raise ParseError("two amounts of counters", text=self.text, offset=meta.start_pos)
        return {
            "amount": amounts[-1],
            "counter": counter,
            "additional": more is not None,
            "an_additional": len(amounts) > 1,
            "additional_ja": more.at if more is not None else "after_kind",
        }

    def remove_counters(self, meta: Meta, children: list[Any]) -> ast.RemoveCounters:
        counter = next((c for c in children if type(c) is str), None)
        amount = next(c for c in children if isinstance(c, AMOUNTS) or is_number_ref(c))
        obj = next(c for c in children if c is not amount and type(c) is not str)
        return ast.RemoveCounters.model_construct(
            amount=amount, counter=counter, object=obj, span=self.span(meta)
        )

    def remove_those_counters(self, meta: Meta, children: list[Any]) -> ast.RemoveCounters:
        """ "remove those counters": the counters counted before, from the object they are on."""
        those = ast.Ref.model_construct(noun="counters", plural=True, determiner="those")
        return ast.RemoveCounters.model_construct(
            amount=those, object=ast.Ref.model_construct(elided=True), span=self.span(meta)
        )

    def pay_mana(self, meta: Meta, children: list[Any]) -> ast.PayMana:
        """ "pay {2}" / 「(２)を支払う」, 「そのプレイヤーは(４)を支払ってもよい」 (a subject)."""
        player = children[0] if len(children) == 2 else ast.You.model_construct()
        return ast.PayMana.model_construct(
            player=player, symbols=str(children[-1]), span=self.span(meta)
        )

    def waterbend(self, meta: Meta, children: list[Any]) -> ast.PayMana:
        """ "Waterbend {3}" / 「水の技(３)を行う」."""
        return self.pay_mana(meta, children).model_copy(update={"waterbend": True})

    def choose_object(self, meta: Meta, children: list[Any]) -> ast.ChooseObject:
        you = self.acting_you(meta)
        player = children[0] if len(children) == 2 else you if you.written else None
        return ast.ChooseObject.model_construct(
            object=children[-1], player=player, span=self.span(meta)
        )

    def becomes_copy(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """ "becomes a copy of it", "become copies of …" / 「それのコピーになる」, with how the
        copy differs (", except it has flying" / 「飛行を持つことを除き、」)."""
        exception = self.first(children, ast.CopyException)
        original = next(c for c in children if c is not exception)
        return ast.Becomes.model_construct(
            object=ast.Ref.model_construct(),
            copy_of=original,
            copy_exception=exception,
            span=self.span(meta),
        )

    def is_type(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """ "is an Angel in addition to its other types" / 「…に加えて天使である」."""
        return self.becomes(meta, children).model_copy(update={"state": True})

    def crews_as_though(self, meta: Meta, children: list[Any]) -> ast.CrewsAsThough:
        """ "saddles Mounts and crews Vehicles as though its power were 2 greater" /
        「パワーが２大きいかのように乗騎に騎乗し、機体に搭乗する」: each verb with the only
        subtype it can act on."""
        if self.lang == "en":  # the verbs and objects, then the power
            *pairs, attribute, amount = children
            actions, objects = pairs[0::2], pairs[1::2]
        else:  # 「パワーが２大きいかのように」, then the objects and verbs
            attribute, amount, *pairs = children
            objects, actions = pairs[0::2], pairs[1::2]
        for action, obj in zip(actions, objects, strict=True):
            if not isinstance(obj, ast.Subtype) or obj.name != CREWED_SUBTYPE[action]:
                raise ParseError(
                    f"{action} acts on {CREWED_SUBTYPE[action]}s",
                    text=self.text,
                    offset=meta.start_pos,
                )
        if attribute != "power":
            raise ParseError(
                "as though its power were greater", text=self.text, offset=meta.start_pos
            )
        return ast.CrewsAsThough.model_construct(
            object=ast.Ref.model_construct(), actions=actions, amount=amount, span=self.span(meta)
        )

    def crew_verb(self, meta: Meta, children: list[Any]) -> str:
        written = self.text[meta.start_pos : meta.end_pos].lower()
        return "saddle" if written in ("saddles", "騎乗") else "crew"

    def restriction(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        node = self.restricted(meta, children[0])
        written = self.words(meta)
        if written.startswith("don't") and written != node.plural_rule():
            return node.model_copy(update={"plural_form": written})
        return node

    def attack_as_though(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "can attack [this turn] as though it didn't have defender"."""
        duration = children[0] if children else None
        return self.restricted(meta, ast.ATTACKS_DESPITE_DEFENDER, duration=duration)

    def blocks_if_able(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "blocks [~] this turn if able" / 「可能なら(ば)[名前を]ブロックする」: a blocking
        requirement (CR 509.1c), with the attacker it must block if one is named."""
        duration = self.first(children, ast.Duration)
        attacker = [c for c in children if isinstance(c, ast.Node) and c is not duration]
        blocks = attacker[0] if attacker else None
        return self.restricted(meta, ast.BLOCKS_IF_ABLE, blocks=blocks, duration=duration)

    def attacks_if_able(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "attacks [you] this turn if able" / 「(このターン、)…は可能なら[あなたを]攻撃する」:
        an attacking requirement (CR 508.1d) for the duration written, with whom it must
        attack (``by``) if written."""
        duration = self.first(children, ast.Duration)
        whom = [c for c in children if isinstance(c, ast.Node) and c is not duration]
        by = whom[0] if whom else None
        return self.restricted(meta, ast.ATTACKS_IF_ABLE, duration=duration, by=by)

    def attacks_each_combat(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "attack enchanted creature's controller each combat if able" / 「各戦闘で、…は
        可能ならエンチャントしているクリーチャーのコントローラーを攻撃する」: whom (``by``) it
        must attack."""
        return self.restricted(meta, "attacks each combat if able", by=children[-1])

    def unblockable_by(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "can't be blocked by Walls" / 「壁によってはブロックされない」."""
        by = next(c for c in children if c != EACH_COMBAT)
        return self.restricted(meta, "can't be blocked", by=by, each_combat=EACH_COMBAT in children)

    def doesnt_remove(self, meta: Meta, children: list[Any]) -> ast.DoesntRemove:
        """ "This effect doesn't remove Red Ward." / 「この効果は赤の護法印を取り除かない」."""
        return ast.DoesntRemove.model_construct(object=children[0], span=self.span(meta))

    def untargetable(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "can't be the target of Aura spells" / 「オーラ・呪文の対象にならない」."""
        return self.restricted(meta, ast.UNTARGETABLE, by=children[-1])

    def cant_attack(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "can't attack you or planeswalkers you control" / 「あなたや…を攻撃できない」."""
        return self.restricted(meta, "can't attack", by=children[-1])

    def cant_block(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "can't block creatures with power 2 or greater" / 「パワーが２以上のクリーチャーを
        ブロックできない」: the attackers it may not block."""
        return self.restricted(meta, "can't block", by=children[-1])

    def blocks_only(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "can block only creatures with flying" / 「飛行を持つクリーチャーしか
        ブロックできない」."""
        return self.restricted(meta, "can block only", only=children[0])

    def unblockable_except(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "can't be blocked except by Walls" / 「壁によってしかブロックされない」: only those
        may block it; "can't be blocked this turn except by Walls": for that long."""
        duration = self.first(children, ast.Duration)
        only = children[-1]
        return self.restricted(meta, "can't be blocked", only=only, duration=duration)

    def restricted(self, meta: Meta, rule: str, **fields: Any) -> ast.Restriction:
        """``rule`` with ``fields`` for the object the sentence is about (a reference, bound
        by the checker); ``only`` names the creatures that escape a blocking rule (CR 509.1b)."""
        return ast.Restriction.model_construct(
            object=ast.Ref.model_construct(), rule=rule, span=self.span(meta), **fields
        )

    def per_combat(self, meta: Meta, children: list[Any]) -> str:
        return EACH_COMBAT

    def untap_rule(self, meta: Meta, children: list[Any]) -> str:
        """ "doesn't untap during its controller's [next] untap step" or "… your …", whatever
        the number of the subject / 「それのコントローラーの…」, 「あなたの…」."""
        if any(isinstance(c, ast.Player) and c.quantifier != "that" for c in children):
            # 「そのプレイヤーの…」, "that player's …": the controller named before, and no other
            raise ParseError("only that player's untap step", text=self.text, offset=meta.start_pos)
        words = self.words(meta)
        yours = words.startswith("あなた") or " during your " in words
        after = "next untap step" if ("next" in words or "次" in words) else "untap step"
        whose = "your" if yours else "its controller's"
        return f"doesn't untap during {whose} {after}"

    def pay_instead_of_mana_cost(self, meta: Meta, children: list[Any]) -> ast.PayInsteadOfManaCost:
        return ast.PayInsteadOfManaCost.model_construct(
            cost=children[0],
            paying=self.words(meta).endswith("paying its mana cost"),
            span=self.span(meta),
        )

    def reflexive_trigger(self, meta: Meta, children: list[Any]) -> ast.ReflexiveTrigger:
        """ "When you do, …", "When you discard a card this way, …" (what was done first)."""
        done = children[0] if len(children) > 1 else None
        if done is not None and not isinstance(done, ast.PlayerAction):
            raise ParseError("expected a player action", text=self.text, offset=meta.start_pos)
        return ast.ReflexiveTrigger.model_construct(
            effect=children[-1], done=done, span=self.span(meta)
        )

    def delayed_trigger(self, meta: Meta, children: list[Any]) -> ast.DelayedTrigger:
        """ "When that creature dies this turn, …" (the word first) / 「このターンに…とき、…」
        (the duration first, the trigger's 「とき」 or 「たび」 last)."""
        first = False
        if len(children) == 2 and self.first(children, ast.AtStep):  # the next step, either side
            trigger = self.first(children, ast.AtStep)
            effect = children[1] if children[0] is trigger else children[0]
            duration, word = None, "at"
            first = children[0] is trigger and self.lang == "en"  # Japanese: always first
        elif len(children) == 2:  # "When you cast your next … this turn, …", "When you spend …"
            trigger, effect = children
            duration, word = None, self.words(meta).split()[0] if self.lang == "en" else "when"
        elif isinstance(children[0], ast.Duration):
            duration, trigger, effect = children  # Japanese: 「このターン、…とき、」
            head = self.text[meta.start_pos : effect.span.start] if effect.span else ""
            word = "whenever" if head.rstrip("、 ").endswith("たび") else "when"
        else:
            trigger, duration, effect = children
            word = self.words(meta).split()[0]
        return ast.DelayedTrigger.model_construct(
            word=word,
            trigger=trigger,
            duration=duration,
            effect=effect,
            first=first,
            span=self.span(meta),
        )

    def has_control(self, meta: Meta, children: list[Any]) -> ast.HasControl:
        """ "You control enchanted creature." / 「あなたは…をコントロールする」."""
        *player, obj = children
        player = player[0] if player else self.acting_you(meta)
        return ast.HasControl.model_construct(player=player, object=obj, span=self.span(meta))

    def abilities_restriction(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "its activated abilities can't be activated" / 「それの起動型能力は起動できない」."""
        return ast.Restriction.model_construct(
            object=children[0], rule=ast.ABILITIES_RESTRICTED, span=self.span(meta)
        )

    def player_restriction(self, meta: Meta, children: list[Any]) -> ast.PlayerRestriction:
        """ "Your opponents can't gain life" / 「対戦相手はライフを得られない」."""
        players = ast.PLAYER_NODES
        lead = children[0] if isinstance(children[0], ast.Duration) else None
        duration = self.first(children, ast.Duration)
        if lead is not None:
            duration = lead.model_copy(update={"first": True})
        rest = [c for c in children if not isinstance(c, (str, ast.Duration, *players))]
        written = self.text[meta.start_pos : meta.end_pos]
        return ast.PlayerRestriction.model_construct(
            player=self.first(children, *players, default=ast.You.model_construct()),
            action=self.first(children, str),
            object=rest[0] if rest else None,
            duration=duration,
            cannot=next((c for c in ("ことができない", "ことはできない") if c in written), None),
            span=self.span(meta),
        )

    def forbidden_action(self, meta: Meta, children: list[Any]) -> str:
        """What a :class:`ast.PlayerRestriction` forbids, by its verb."""
        words = self.text[meta.start_pos : meta.end_pos]
        return next(action for verb, action in FORBIDDEN_VERBS.items() if verb in words)

    def delayed_conditional(self, meta: Meta, children: list[Any]) -> ast.DelayedTrigger:
        """ "If you do, at the beginning of the first upkeep, …" / 「そうしたなら、次の終了
        ステップの開始時に、…」: the trigger's effect is done only if the condition held."""
        condition, trigger, effect = children
        conditional = self.conditional(meta, [condition, effect])
        return ast.DelayedTrigger.model_construct(
            word="at",
            trigger=trigger,
            effect=conditional.model_copy(update={"comma": True, "span": None}),
            first=True,
            span=self.span(meta),
        )

    def spend_this_mana(self, meta: Meta, children: list[Any]) -> ast.SpendThisMana:
        """ "you spend this mana to cast <spell>" / 「あなたが…を唱えるためにこのマナを
        支払った」."""
        return ast.SpendThisMana.model_construct(spell=children[0], span=self.span(meta))

    def mana_is_spent(self, meta: Meta, children: list[Any]) -> ast.SpendThisMana:
        """ "that mana is spent to cast <spell>" / 「このマナが…を唱えるために支払われた」."""
        return ast.SpendThisMana.model_construct(
            spell=children[0], passive=True, span=self.span(meta)
        )
