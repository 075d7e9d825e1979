"""The builder methods of the object_actions family (``scryc.ast.object_actions``) that both
grammars share."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import AMOUNTS, OBJECTS, PLAYERS, is_number_ref, marker

#: How cards are ordered when put somewhere: "in any order", "in a random order".
ORDERS = ("any", "random")


@marker
class Divided:
    """ "divided as you choose among" / 「あなたの望むように分割して」 before it is folded into
    its damage; ``by`` is how the Japanese text names the chooser (``None`` in English)."""

    by: str | None = None


@marker
class ArrivesAttached:
    """ "attached to ~" / 「~につけた状態で」 of a move to the battlefield, before it is folded
    into the move; ``written`` is 「ついた」."""

    object: Any
    written: bool = False


@marker
class FaceDown:
    """ "face down" / 「裏向きで」, 「裏向きに」 (``ni``) before it is folded into an exile."""

    ni: bool = False


class CommonObjectActions:
    """The object actions methods both builders share."""

    def face_down(self, meta: Meta, children: list[Any]) -> FaceDown:
        return FaceDown(self.text[meta.start_pos : meta.end_pos].endswith("に"))

    def would_enter(self, meta: Meta, children: list[Any]) -> ast.Move:
        battlefield = ast.Zone.model_construct(name="battlefield")
        return ast.Move.model_construct(object=children[0], to=battlefield, span=self.span(meta))

    def deal_damage(self, meta: Meta, children: list[Any]) -> ast.DealDamage:
        more = self.nodes(children, ast.DamageTo)
        divided = self.first(children, Divided)
        source, *rest = [c for c in children if not isinstance(c, (ast.DamageTo, Divided))]
        first = self.damage_to(meta, rest)
        return ast.DealDamage.model_construct(
            source=source,
            amount=first.amount,
            recipient=first.recipient,
            more=more,
            divided=divided is not None,
            divided_by=divided.by if divided else None,
            span=self.span(meta),
        )

    def shared_deal_damage(self, meta: Meta, children: list[Any]) -> ast.DealDamage:
        """ "… until end of turn and deals 1 damage to you": the source unwritten, a reference
        bound to the object of the step before."""
        damage = self.damage_to(meta, children)
        return ast.DealDamage.model_construct(
            source=ast.Ref.model_construct(elided=True),
            amount=damage.amount,
            recipient=damage.recipient,
            span=self.span(meta),
        )

    def damage_again(self, meta: Meta, children: list[Any]) -> ast.DealDamage:
        """ "it deals 4 damage instead" / 「代わりにこれは４点のダメージを与える」: the damage
        before with another amount. Its recipient (and in Japanese, when unwritten, its
        source) is an unwritten reference, bound to the damage before's."""
        *source, amount = children
        return ast.DealDamage.model_construct(
            source=source[0] if source else ast.Ref.model_construct(elided=True),
            amount=amount,
            recipient=ast.Ref.model_construct(elided=True),
            span=self.span(meta),
        )

    def damage_to(self, meta: Meta, children: list[Any]) -> ast.DamageTo:
        """ "and 1 damage to <object>" / 「、<object>に１点」; also the first recipient and its
        amount, in whichever order the rule gives them."""
        amount = next(c for c in children if isinstance(c, AMOUNTS) or is_number_ref(c))
        recipient = next(c for c in children if c is not amount)
        return ast.DamageTo.model_construct(
            amount=amount, recipient=recipient, span=self.span(meta)
        )

    def _object_effect(self, cls: type, meta: Meta, children: list[Any]) -> Any:
        return cls.model_construct(object=children[-1], span=self.span(meta))

    def attach(self, meta: Meta, children: list[Any]) -> ast.Attach:
        """ "attach ~ to it" / 「これをそれにつける」 (a subject before it is you)."""
        obj, to = children[-2:]
        return ast.Attach.model_construct(object=obj, to=to, span=self.span(meta))

    def destroy(self, meta: Meta, children: list[Any]) -> ast.Destroy:
        return self._object_effect(ast.Destroy, meta, children)

    def regenerate(self, meta: Meta, children: list[Any]) -> ast.Regenerate:
        return self._object_effect(ast.Regenerate, meta, children)

    def exile_instead_of(self, meta: Meta, children: list[Any]) -> ast.Exile:
        """ "exile it instead of putting it into …" / 「それを…に置く代わりに追放する」."""
        obj, zone = children
        return ast.Exile.model_construct(object=obj, instead_of=zone, span=self.span(meta))

    def counter_spell(self, meta: Meta, children: list[Any]) -> ast.CounterSpell:
        obj, *rest = children
        return ast.CounterSpell.model_construct(
            object=obj,
            unless_player=rest[0] if rest else None,
            unless_paid=str(rest[1]) if rest else None,
            span=self.span(meta),
        )

    def tap(self, meta: Meta, children: list[Any]) -> ast.Tap:
        return self._object_effect(ast.Tap, meta, children)

    def untap(self, meta: Meta, children: list[Any]) -> ast.Untap | ast.PlayerUntaps:
        """ "untap …" / 「…をアンタップする」; another player than you written as the subject
        (「そのプレイヤーは…をアンタップする」) untaps them: ``player_untaps``."""
        if len(children) == 2 and not isinstance(children[0], ast.You):
            return self.player_untaps(meta, children)
        return self._object_effect(ast.Untap, meta, children)

    def tap_or_untap(self, meta: Meta, children: list[Any]) -> ast.TapOrUntap:
        return self._object_effect(ast.TapOrUntap, meta, children)

    def sacrifice(self, meta: Meta, children: list[Any]) -> ast.Sacrifice:
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        return ast.Sacrifice.model_construct(
            player=player, object=children[-1], span=self.span(meta)
        )

    def move(self, meta: Meta, children: list[Any]) -> ast.Move:
        """Put or return an object; Japanese may leave the object (それ) unsaid."""
        came_from = self.first(children, ast.InZone)  # "return ~ from your graveyard to the …"
        attached = self.first(children, ArrivesAttached)
        children = [c for c in children if c is not came_from and c is not attached]
        counters = self.first(children, ast.WithCounters)
        mover = None  # "its owner puts it on …", 「それのオーナーはそれを…に置く」
        if (
            len(children) > 1
            and isinstance(children[0], PLAYERS)
            and isinstance(children[1], OBJECTS)
        ):
            mover, *children = children
        # a player first is the controller of 「あなたのコントロール下で戦場に出す」 (the object
        # unsaid): no player is ever put onto the battlefield
        said = children and not isinstance(children[0], PLAYERS)
        said = said and isinstance(children[0], OBJECTS)
        obj = children[0] if said else ast.Ref.model_construct(elided=True)
        zones = self.nodes(children, ast.Zone)
        origin = zones[0] if len(zones) > 1 else None  # "return X from your graveyard to …"
        if came_from is not None:
            origin = came_from.zone
        if zones:
            to = zones[-1]
        else:
            controller = self.first(children[1:] if said else children, PLAYERS)
            to = ast.Zone.model_construct(name="battlefield", owner=controller)
        return ast.Move.model_construct(
            object=obj,
            to=to,
            player=mover,
            from_zone=origin,
            tapped="tapped" in children or "tapped and attacking" in children,
            attacking="tapped and attacking" in children or "attacking" in children,
            transformed="transformed" in children,
            order=next((c for c in children if type(c) is str and c in ORDERS), None),
            counters=counters,
            counters_last=self.counters_last(children, counters),
            verb=self.move_verb(meta),
            attached_to=attached.object if attached is not None else None,
            attached_written=attached is not None and attached.written,
            span=self.span(meta),
        )

    def arrives_attached(self, meta: Meta, children: list[Any]) -> ArrivesAttached:
        written = "ついた" in self.text[meta.start_pos : meta.end_pos]
        return ArrivesAttached(children[0], written)

    def with_counters(self, meta: Meta, children: list[Any]) -> ast.WithCounters:
        """ "with a finality counter on it" / 「最終カウンター１個が置かれた状態で」."""
        return ast.WithCounters.model_construct(
            **self.placed_counters(meta, children), span=self.span(meta)
        )

    def fight(self, meta: Meta, children: list[Any]) -> ast.Fight:
        fighter, other = children
        return ast.Fight.model_construct(object=fighter, other=other, span=self.span(meta))

    def choose_new_targets(self, meta: Meta, children: list[Any]) -> ast.ChooseNewTargets:
        """ "[player] choose(s) new targets for <copy>" / 「(…は)<コピー>の新しい対象を選ぶ」."""
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        return ast.ChooseNewTargets.model_construct(
            player=player, object=children[-1], span=self.span(meta)
        )

    def explore(self, meta: Meta, children: list[Any]) -> ast.Explore:
        """ "<object> explores", "<object> would explore" / 「…は探検を行う」,
        「…が探検を行うなら」."""
        return ast.Explore.model_construct(object=children[0], span=self.span(meta))

    def unattach(self, meta: Meta, children: list[Any]) -> ast.Unattach:
        """ "unattach <object> [from <object>]" / 「(…は)…をはずす」 (the object last)."""
        if self.lang == "ja":
            obj, origin = children[-1], None
        else:
            obj, origin = children[0], (children[1] if len(children) > 1 else None)
        return ast.Unattach.model_construct(object=obj, from_object=origin, span=self.span(meta))

    def remove_from_combat(self, meta: Meta, children: list[Any]) -> ast.RemoveFromCombat:
        """ "remove <object> from combat" / 「…を戦闘から取り除く」."""
        return ast.RemoveFromCombat.model_construct(object=children[-1], span=self.span(meta))

    def phase_out(self, meta: Meta, children: list[Any]) -> ast.PhaseOut:
        """ "<object> phases out" / 「…はフェイズ・アウトする」."""
        return ast.PhaseOut.model_construct(object=children[0], span=self.span(meta))

    def endure(self, meta: Meta, children: list[Any]) -> ast.Endure:
        """ "<object> endures N" / 「…は闘魂Ｎを行う」 (CR 701.63)."""
        obj, amount = children
        return ast.Endure.model_construct(object=obj, amount=amount, span=self.span(meta))

    def double_pt(self, meta: Meta, children: list[Any]) -> ast.DoublePT:
        """ "double its power [until end of turn]", "double the power of …" / 「(ターン終了時
        まで、)それのパワーを２倍にする」 (only twice is written)."""
        obj = next(c for c in children if isinstance(c, ast.Node) and c.kind != "duration")
        stats = next(c for c in children if isinstance(c, str))
        return ast.DoublePT.model_construct(
            object=obj,
            stats=stats,
            duration=self.first(children, ast.Duration),
            of_written=self.text[meta.start_pos : meta.end_pos].lower().startswith("double the"),
            span=self.span(meta),
        )

    def turn_face_up(self, meta: Meta, children: list[Any]) -> ast.TurnFaceUp:
        """ "turn <object> face up" / 「…を表向きにする」."""
        return ast.TurnFaceUp.model_construct(object=children[-1], span=self.span(meta))

    def turn_face_down(self, meta: Meta, children: list[Any]) -> ast.TurnFaceDown:
        """ "turn <object> face down" / 「…を裏向きにする」."""
        return ast.TurnFaceDown.model_construct(object=children[-1], span=self.span(meta))

    def put_back(self, meta: Meta, children: list[Any]) -> ast.PutBack:
        """ "put them back in any order" / 「それらを望む順番で戻す」."""
        obj, order = children
        return ast.PutBack.model_construct(object=obj, order=order, span=self.span(meta))

    def arrange_order(self, meta: Meta, children: list[Any]) -> str:
        source = self.text[meta.start_pos : meta.end_pos]
        return "random" if "random" in source or "無作為" in source else "any"
