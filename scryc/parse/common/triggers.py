"""The builder methods of the triggers family (``scryc.ast.triggers``) that both
grammars share."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import OBJECTS, PLAYERS, all_of, bare_player, marker
from ..errors import ParseError

#: The main phases written by their order (CR 505.1): "second main phase" / 「第１メイン・
#: フェイズ」, 「第２メイン・フェイズ」, as the step they name.
ORDINAL_MAIN = {
    "first main phase": "precombat main phase",
    "second main phase": "postcombat main phase",
}


@marker
class WhileExiled:
    """ "while it's exiled" / 「~が追放されている間」 after (before) a trigger event; Japanese
    names the object there (and 「これ」 after it)."""

    object: Any = None


class CommonTriggers:
    """The triggers methods both builders share."""

    def scry_bottom(self, meta: Meta, children: list[Any]) -> ast.ScryBottom:
        return ast.ScryBottom.model_construct(
            player=ast.You.model_construct(), object=children[0], span=self.span(meta)
        )

    def player_action(self, meta: Meta, children: list[Any]) -> ast.PlayerAction:
        verbs = [c for c in children if type(c) is str]
        return ast.PlayerAction.model_construct(
            player=ast.You.model_construct(),
            action=" or ".join(verbs),
            object=self.first(children, OBJECTS),
            nth_each_turn=self.first(children, int),
            span=self.span(meta),
        )

    def player_action_other(self, meta: Meta, children: list[Any]) -> ast.PlayerAction:
        """ "Whenever an opponent discards a card" / 「対戦相手がカード１枚を捨てるたび」."""
        player, verb, *obj = children  # "Whenever an opponent gains life": no object
        return ast.PlayerAction.model_construct(
            player=bare_player(player),
            action=verb,
            object=obj[0] if obj else None,
            span=self.span(meta),
        )

    def draws_nth(self, meta: Meta, children: list[Any]) -> ast.PlayerAction:
        """ "Whenever you draw your second card each turn" / 「…２枚目のカードを引くたび」."""
        player = self.first(children, ast.Player, default=ast.You.model_construct())
        noun = self.first(children, str)  # 「対戦相手が…」: a player named by its noun alone
        if noun is not None:
            player = ast.Player.model_construct(quantifier="a", noun=noun)
        nth = self.first(children, int, ast.Number)
        if isinstance(nth, ast.Number):
            nth = nth.value
        return ast.PlayerAction.model_construct(
            player=player, action="draw", nth_each_turn=nth, span=self.span(meta)
        )

    def nth_time(self, meta: Meta, children: list[Any]) -> int:
        """ "for the first time each turn" / 「各ターン最初に」."""
        return children[0] if children else 1

    def player_attacks(self, meta: Meta, children: list[Any]) -> ast.PlayerAction:
        obj = children[0] if children else None
        return ast.PlayerAction.model_construct(
            player=ast.You.model_construct(), action="attack", object=obj, span=self.span(meta)
        )

    def enters(self, meta: Meta, children: list[Any]) -> ast.Enters:
        controller = children[1] if len(children) > 1 else None
        return ast.Enters.model_construct(
            object=children[0],
            controller=controller,
            the_battlefield=self.says_battlefield(meta),
            span=self.span(meta),
        )

    def enters_state(self, meta: Meta, children: list[Any]) -> ast.EntersState:
        """ "<object> enters untapped", "… enters tapped and under your control"."""
        obj, *rest = [c for c in children if not isinstance(c, bool)]
        return ast.EntersState.model_construct(
            object=obj,
            tapped=self.first(children, bool),
            controller=rest[0] if rest else None,
            the_battlefield=self.says_battlefield(meta),
            span=self.span(meta),
        )

    def entered_state(self, meta: Meta, children: list[Any]) -> bool:
        """Whether it enters tapped ("tapped" / 「タップ状態」) rather than untapped."""
        words = self.words(meta)
        return "untapped" not in words and "アンタップ" not in words

    def dealt_excess_damage(self, meta: Meta, children: list[Any]) -> ast.DealtExcessDamage:
        """ "<object> is dealt excess (noncombat) damage" / 「…が余剰のダメージを受ける」."""
        return ast.DealtExcessDamage.model_construct(
            object=children[0], noncombat="noncombat" in children, span=self.span(meta)
        )

    def enters_or(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """ "<object> enters or dies/attacks/leaves the battlefield" (「…が戦場に出たか死亡
        した」, 「…か戦場を離れた」)."""
        obj = children[0]
        enters = ast.Enters.model_construct(object=obj, the_battlefield=self.says_battlefield(meta))
        words = self.words(meta)
        other: ast.Node = (
            ast.Attacks.model_construct(object=obj)
            if "attack" in words or "攻撃" in words
            else ast.LeavesBattlefield.model_construct(object=obj)
            if "leaves" in words or "離れ" in words
            else ast.Dies.model_construct(object=obj)
        )
        return ast.AnyOfTriggers.model_construct(triggers=[enters, other], span=self.span(meta))

    def dies_or_exiled(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """ "<object> dies or is put into exile from the battlefield" / 「…が死亡するか戦場から
        追放領域に置かれる」: one object, either way off the battlefield."""
        obj = children[0]
        after = self.text[obj.span.end : meta.end_pos]
        said = "battlefield" in after or "戦場" in after  # else "is put into exile", any zone
        battlefield = ast.Zone.model_construct(name="battlefield") if said else None
        either = [
            ast.Dies.model_construct(object=obj),
            ast.PutIntoExile.model_construct(object=obj, from_zone=battlefield),
        ]
        return ast.AnyOfTriggers.model_construct(triggers=either, span=self.span(meta))

    def dies(self, meta: Meta, children: list[Any]) -> ast.Dies:
        graveyard = "graveyard" in self.words(meta) or "墓地" in self.words(meta)
        return ast.Dies.model_construct(
            object=children[0], put_into_graveyard=graveyard, span=self.span(meta)
        )

    def put_into_graveyard(self, meta: Meta, children: list[Any]) -> ast.Node:
        """ "… are put into your graveyard from your library"; into a graveyard from the
        battlefield is "dies" (as written: "is put into a graveyard from the battlefield");
        "… are put into exile" is :class:`ast.PutIntoExile`."""
        obj, *rest = children
        graveyard, *origin = [c for c in rest if isinstance(c, ast.Zone)]
        came_from = next((c for c in rest if isinstance(c, str | ast.InZone)), None)
        came_from = origin[0] if origin else came_from
        if isinstance(came_from, ast.InZone):
            came_from = came_from.zone
        if graveyard.name == "exile" and came_from != "anywhere":
            return ast.PutIntoExile.model_construct(
                object=obj,
                from_zone=ast.Zone.model_construct(name="battlefield")
                if came_from == "battlefield"
                else came_from,
                span=self.span(meta),
            )
        if graveyard.name != "graveyard":
            raise ParseError("expected a graveyard", text=self.text, offset=meta.start_pos)
        if came_from == "battlefield" and graveyard.owner is None:
            return ast.Dies.model_construct(
                object=obj, put_into_graveyard=True, span=self.span(meta)
            )
        if came_from == "battlefield":
            came_from = ast.Zone.model_construct(name="battlefield")
        return ast.PutIntoGraveyard.model_construct(
            object=obj,
            graveyard=graveyard,
            from_zone=came_from if isinstance(came_from, ast.Zone) else None,
            anywhere=came_from == "anywhere",
            span=self.span(meta),
        )

    def from_battlefield(self, meta: Meta, children: list[Any]) -> str:
        return "battlefield"

    def from_anywhere(self, meta: Meta, children: list[Any]) -> str:
        return "anywhere"

    def leaves_battlefield(self, meta: Meta, children: list[Any]) -> ast.LeavesBattlefield:
        return ast.LeavesBattlefield.model_construct(object=children[0], span=self.span(meta))

    def object_action(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        obj, action, other = children
        return ast.ObjectAction.model_construct(
            object=obj, action=action, other=other, span=self.span(meta)
        )

    def leaves_zone(self, meta: Meta, children: list[Any]) -> ast.LeavesZone:
        obj, zone = children
        return ast.LeavesZone.model_construct(object=obj, zone=zone, span=self.span(meta))

    def blocks(self, meta: Meta, children: list[Any]) -> ast.Attacks:
        blocked = children[1] if len(children) > 1 else None
        return ast.Attacks.model_construct(
            object=children[0], blocks=True, blocked=blocked, span=self.span(meta)
        )

    def attacks_or_blocks(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        obj = children[0]
        either = [
            ast.Attacks.model_construct(object=obj),
            ast.Attacks.model_construct(object=obj, blocks=True),
        ]
        return ast.AnyOfTriggers.model_construct(triggers=either, span=self.span(meta))

    def blocks_or_blocked(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """ "blocks or becomes blocked [by a creature]" / 「…がクリーチャーをブロックするか
        クリーチャーによってブロックされた状態になる」: the creature is the one it blocks or is
        blocked by (Japanese names it twice, the same both times)."""
        from ...plain_forms import meaning  # here: importing it builds node schemas (cold start)

        obj, *others = children
        if len(others) == 2 and meaning(others[0]) != meaning(others[1]):
            raise ParseError(
                "blocks one creature or is blocked by another",
                text=self.text,
                offset=meta.start_pos,
            )
        by = others[-1] if others else None
        either = [
            ast.Attacks.model_construct(object=obj, blocks=True, blocked=by),
            ast.BecomesBlocked.model_construct(object=obj, by=by),
        ]
        return ast.AnyOfTriggers.model_construct(triggers=either, span=self.span(meta))

    def becomes_blocked(self, meta: Meta, children: list[Any]) -> ast.BecomesBlocked:
        by = children[1] if len(children) > 1 else None
        return ast.BecomesBlocked.model_construct(object=children[0], by=by, span=self.span(meta))

    def becomes_target(self, meta: Meta, children: list[Any]) -> ast.BecomesTarget:
        target, by = children[:2]
        nth = self.first(children, int)
        return ast.BecomesTarget.model_construct(
            object=target, by=by, nth_each_turn=nth, span=self.span(meta)
        )

    def turned_face_up(self, meta: Meta, children: list[Any]) -> ast.TurnedFaceUp:
        return ast.TurnedFaceUp.model_construct(object=children[0], span=self.span(meta))

    def state_trigger(self, meta: Meta, children: list[Any]) -> ast.StateTrigger:
        return ast.StateTrigger.model_construct(condition=children[0], span=self.span(meta))

    def becomes_tapped(self, meta: Meta, children: list[Any]) -> ast.BecomesTapped:
        return ast.BecomesTapped.model_construct(object=children[0], span=self.span(meta))

    def tapped_for_mana(self, meta: Meta, children: list[Any]) -> ast.TappedForMana:
        """ "you tap a Swamp for mana", "a player taps a land for mana" / 「あなたがマナを
        引き出す目的で沼をタップする」."""
        first = children[0] if len(children) > 1 else "tap"
        if isinstance(first, str) and first != "tap":  # "you sacrifice a land for mana"
            raise ParseError("only a tap is for mana", text=self.text, offset=meta.start_pos)
        player = ast.You.model_construct() if isinstance(first, str) else first
        return ast.TappedForMana.model_construct(
            player=player, object=children[-1], span=self.span(meta)
        )

    def tapped_for_mana_passive(self, meta: Meta, children: list[Any]) -> ast.TappedForMana:
        """ "enchanted land is tapped for mana" / 「…がマナを引き出す目的でタップされる」."""
        return ast.TappedForMana.model_construct(object=children[0], span=self.span(meta))

    def object_event(self, meta: Meta, children: list[Any]) -> ast.ObjectEvent:
        """ "<object> becomes untapped" / 「…がアンタップ状態になる」, "becomes monstrous"."""
        obj, state = children
        return ast.ObjectEvent.model_construct(object=obj, event=state, span=self.span(meta))

    def object_state(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def object_transforms(self, meta: Meta, children: list[Any]) -> ast.ObjectEvent:
        """ "<object> transforms [into <object>]" / 「…が[…に]変身する」."""
        obj, *into = children
        return ast.ObjectEvent.model_construct(
            object=obj, event="transforms", into=into[0] if into else None, span=self.span(meta)
        )

    def object_mutates(self, meta: Meta, children: list[Any]) -> ast.ObjectEvent:
        """ "<object> mutates" / 「…が変容する」 (CR 702.140d)."""
        return ast.ObjectEvent.model_construct(
            object=children[0], event="mutates", span=self.span(meta)
        )

    def deals_damage(self, meta: Meta, children: list[Any]) -> ast.DealsDamage:
        objects = [c for c in children if isinstance(c, ast.Node)]
        return ast.DealsDamage.model_construct(
            object=objects[0],
            combat="combat" in children,
            recipient=objects[1] if len(objects) > 1 else None,
            span=self.span(meta),
        )

    def noncombat(self, meta: Meta, children: list[Any]) -> str:
        return "noncombat"

    def dealt_damage(self, meta: Meta, children: list[Any]) -> ast.DealtDamage:
        """ "<object> is dealt damage" / 「<object>にダメージが与えられる」."""
        damage = next((c for c in children if isinstance(c, str)), None)
        return ast.DealtDamage.model_construct(
            object=children[0], damage=damage, span=self.span(meta)
        )

    def player_scries(self, meta: Meta, children: list[Any]) -> ast.PlayerScries:
        return ast.PlayerScries.model_construct(
            player=ast.You.model_construct(), span=self.span(meta)
        )

    def counters_removed(self, meta: Meta, children: list[Any]) -> ast.CountersRemoved:
        """ "you remove a time counter from ~ (while it's exiled)"."""
        removal = self.first(children, ast.RemoveCounters)
        exiled = self.first(children, WhileExiled)
        if exiled is not None and exiled.object is not None:  # 「~が…間に…これの上から」
            removal = removal.model_copy(update={"object": exiled.object})
        return ast.CountersRemoved.model_construct(
            removal=removal, while_exiled=exiled is not None, span=self.span(meta)
        )

    def while_exiled(self, meta: Meta, children: list[Any]) -> WhileExiled:
        return WhileExiled(children[0] if children else None)

    def chaos_ensues(self, meta: Meta, children: list[Any]) -> ast.ChaosEnsues:
        return ast.ChaosEnsues.model_construct(span=self.span(meta))

    def rolls_die(self, meta: Meta, children: list[Any]) -> ast.RollsDie:
        """ "you roll one or more dice" (Japanese: 「１個以上の」, a count that must be one)."""
        if children and str(children[0]) not in ("1", "１"):
            raise ParseError("expected 「１個以上」", text=self.text, offset=meta.start_pos)
        return ast.RollsDie.model_construct(span=self.span(meta))

    def expends(self, meta: Meta, children: list[Any]) -> ast.Expends:
        """ "you expend 4" / 「あなたが積算４を達成する」 (CR 700.14)."""
        return ast.Expends.model_construct(amount=int(str(children[0])), span=self.span(meta))

    def causes_discard(self, meta: Meta, children: list[Any]) -> ast.CausesDiscard:
        """ "<cause> causes you to discard <object>" / 「<cause>によってあなたが<object>を
        捨てる」."""
        cause, obj = children
        return ast.CausesDiscard.model_construct(cause=cause, object=obj, span=self.span(meta))

    def rolls_highest(self, meta: Meta, children: list[Any]) -> ast.RollsDie:
        return ast.RollsDie.model_construct(highest=True, span=self.span(meta))

    def planeswalk_to(self, meta: Meta, children: list[Any]) -> ast.PlaneswalkTo:
        return ast.PlaneswalkTo.model_construct(object=children[0], span=self.span(meta))

    def scry_or_surveil(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """ "Whenever you scry or surveil": either event triggers it."""
        scries = ast.PlayerScries.model_construct(player=ast.You.model_construct())
        surveils = ast.PlayerAction.model_construct(
            player=ast.You.model_construct(), action="surveil"
        )
        return ast.AnyOfTriggers.model_construct(triggers=[scries, surveils], span=self.span(meta))

    def player_casts_other(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        player, spell = children
        return ast.PlayerCasts.model_construct(player=player, spell=spell, span=self.span(meta))

    def player_casts_nth_other(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        """ "Whenever a player casts their second spell each turn" / 「プレイヤーが各ターン内の
        自分の２つ目の呪文を唱えるたび」."""
        player, nth = children
        node = self.player_casts(meta, [nth])
        return node.model_copy(update={"player": player})

    def player_casts_or_copies(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        spell = children[0]
        return ast.PlayerCasts.model_construct(
            player=ast.You.model_construct(), spell=spell, or_copies=True, span=self.span(meta)
        )

    def player_casts_on_opponents_turns(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        """ "your first spell during each opponent's turn" / 「対戦相手の各ターン内で初めて…」."""
        node = self.player_casts(meta, [self.first(children, int, default=1)])
        return node.model_copy(update={"on_opponents_turns": True})

    def player_casts_next(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        """ "you cast your next instant or sorcery spell this turn" / 「このターン、あなたが次に
        …を唱えた」: the spell is "the next … you cast this turn"."""
        if isinstance(children[-1], ast.Duration):  # English: the words, then the duration
            *words, duration = children
            cast = ast.CastBy.model_construct(player=ast.You.model_construct(), duration=duration)
            spell = ast.Objects.model_construct(
                quantifier="the next", filter=all_of([*words, cast], head=0)
            )
        else:
            spell = children[0]
        return ast.PlayerCasts.model_construct(
            player=ast.You.model_construct(), spell=spell, span=self.span(meta)
        )

    def player_casts(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        if children and isinstance(children[0], int):
            spell = ast.Objects.model_construct(
                quantifier="a", filter=ast.CardType.model_construct(name="spell")
            )
            return ast.PlayerCasts.model_construct(
                player=ast.You.model_construct(),
                spell=spell,
                nth_each_turn=children[0],
                span=self.span(meta),
            )
        return ast.PlayerCasts.model_construct(
            player=ast.You.model_construct(), spell=children[0], span=self.span(meta)
        )

    def at_step(self, meta: Meta, children: list[Any]) -> ast.AtStep:
        if isinstance(children[0], ast.AtStep):
            return children[0].model_copy(update={"span": self.span(meta)})
        step = self.first(children, str)
        player = self.first(children, PLAYERS)
        if step == "combat on your turn":
            step, player = "combat", ast.You.model_construct()
        written, ordinal = None, step in ORDINAL_MAIN
        step = ORDINAL_MAIN.get(step, step)
        after = self.words(meta).removeprefix("the beginning of ")
        if self.lang == "en" and after.startswith("the "):
            written = "of" if " of " in after else "the"
        elif self.lang == "ja" and player is None and not after.startswith("各"):
            written = "the"
        return ast.AtStep.model_construct(
            step=step, player=player, written=written, ordinal=ordinal, span=self.span(meta)
        )

    def next_step(self, meta: Meta, children: list[Any]) -> ast.AtStep:
        """ "the next end step", "your next upkeep" / 「(あなたの)次の終了ステップ」 (its at_step
        sets the span)."""
        player = children[0] if len(children) == 2 else None
        return ast.AtStep.model_construct(step=children[-1], player=player, next="step")

    def first_step(self, meta: Meta, children: list[Any]) -> ast.AtStep:
        """ "the first upkeep", "your first upkeep" / 「(あなたの)最初のアップキープ」."""
        player = self.first(children, PLAYERS)
        return ast.AtStep.model_construct(step=children[-1], player=player, next="first")

    def next_turn_step(self, meta: Meta, children: list[Any]) -> ast.AtStep:
        """ "the next turn's upkeep" / 「次のターンのアップキープ」."""
        return ast.AtStep.model_construct(step=children[0], next="turn")

    def end_of_combat(self, meta: Meta, children: list[Any]) -> ast.AtStep:
        """A delayed trigger's "at end of combat" / 「戦闘終了時に」 (CR 511.2)."""
        return ast.AtStep.model_construct(step="end of combat", span=self.span(meta))

    def step_word(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def combat_on_your_turn(self, meta: Meta, children: list[Any]) -> str:
        return "combat on your turn"

    def each_combat(self, meta: Meta, children: list[Any]) -> str:
        """ "each combat" / 「各戦闘」: the beginning of combat of every turn."""
        return "combat"
