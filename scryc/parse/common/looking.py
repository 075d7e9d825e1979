"""The builder methods of the looking family (``scryc.ast.looking``) that both
grammars share."""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..base import AMOUNTS, CONDITIONS, GRANTED, PLAYERS, marker
from ..errors import ParseError


@marker
class RandomPick:
    """Japanese 「無作為に(選んで)」 after an object phrase's 「を」; ``chosen``: 「選んで」."""

    chosen: bool


@marker
class ManaProduced:
    """ "that land produced" / 「その土地が生み出した」: the types of mana an object produced."""

    object: Any


@marker
class ColorIdentity:
    """ "in <object>'s color identity" / 「<object>の固有色のうち」: the colors mana may be."""

    object: Any


class CommonLooking:
    """The looking methods both builders share."""

    def reveal(self, meta: Meta, children: list[Any]) -> ast.Reveal:
        pick = self.first(children, RandomPick)
        children = [c for c in children if not isinstance(c, RandomPick)]
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        obj = children[-1] if children else ast.Ref.model_construct(elided=True)
        if pick is not None:  # 「カード１枚を無作為に公開する」: the object chosen at random
            if not isinstance(obj, ast.Objects) or obj.random:
                raise ParseError("expected cards to choose", text=self.text, offset=meta.start_pos)
            obj = obj.model_copy(update={"random": True, "random_chosen": pick.chosen})
        return ast.Reveal.model_construct(player=player, object=obj, span=self.span(meta))

    def reveal_until(self, meta: Meta, children: list[Any]) -> ast.RevealUntil:
        """ "Reveal cards from the top of your library until you reveal …" / 「…が公開される
        まで、あなたのライブラリーの一番上から１枚ずつ公開する」."""
        parts = [c for c in children if not isinstance(c, Token)]
        *player, owner, until = parts
        if self.lang == "ja":  # the card that stops it comes first
            *player, until, owner = parts
        words = self.text[meta.start_pos : meta.end_pos]
        if player and self.topic_comma(player[0]):  # 「そのプレイヤーは、」
            player = [player[0].model_copy(update={"comma": True})]
        return ast.RevealUntil.model_construct(
            player=player[0] if player else ast.You.model_construct(),
            action="exile" if "xile" in words or "追放" in words else "reveal",
            owner=owner,
            until=until,
            comma="まで、" in words,
            span=self.span(meta),
        )

    def reveal_from(self, meta: Meta, children: list[Any]) -> ast.Reveal:
        """ "reveal this card from your opening hand" / 「あなたのゲーム開始時の手札からこの
        カードを公開する」."""
        zone = self.first(children, ast.Zone)
        node = self.reveal(meta, [c for c in children if c is not zone])
        return node.model_copy(update={"from_zone": zone})

    def look_at(self, meta: Meta, children: list[Any]) -> ast.LookAt:
        """ "look at …", "target player looks at …" / 「(そのプレイヤーは)…を見る」."""
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        return ast.LookAt.model_construct(player=player, object=children[-1], span=self.span(meta))

    def look_additional(self, meta: Meta, children: list[Any]) -> ast.LookAdditional:
        """ "You may look at an additional two cards each time you surveil" / 「あなたが行う
        諜報１回につき、あなたはカードを追加で２枚見てもよい」."""
        action = self.first(children, str)
        amount = self.first(children, ast.Number)
        return ast.LookAdditional.model_construct(
            player=ast.You.model_construct(), amount=amount, action=action, span=self.span(meta)
        )

    def additional_land_plays(self, meta: Meta, children: list[Any]) -> ast.AdditionalLandPlays:
        """ "You may play an additional land on each of your turns." / 「あなたの各ターンに、
        あなたは追加の土地１つをプレイしてもよい。」 (CR 305.2)."""
        source = self.text[meta.start_pos : meta.end_pos]
        player = self.first(children, PLAYERS, default=ast.You.model_construct())
        if "は、" in source:  # 「各プレイヤーは、…」
            player = player.model_copy(update={"comma": True})
        each = self.first(children, ast.Span)  # where the turns are written
        return ast.AdditionalLandPlays.model_construct(
            player=player,
            amount=self.first(children, AMOUNTS),
            duration=self.first(children, ast.Duration),
            during=" during each " in source,
            count_after="追加の土地を" in source,
            turns_after=self.lang == "ja" and each is not None and each.start > meta.start_pos,
            span=self.span(meta),
        )

    def each_of_turns(self, meta: Meta, children: list[Any]) -> ast.Span | None:
        return self.span(meta)

    def scry_word(self, meta: Meta, children: list[Any]) -> str:
        return "scry"

    def surveil_word(self, meta: Meta, children: list[Any]) -> str:
        return "surveil"

    def choose_not_to_untap(self, meta: Meta, children: list[Any]) -> ast.ChooseNotToUntap:
        """ "You may choose not to untap ~ during your untap step" / 「あなたは、…」."""
        comma = self.text[meta.start_pos : meta.end_pos].startswith("あなたは、")
        return ast.ChooseNotToUntap.model_construct(
            object=children[-1], comma=comma, span=self.span(meta)
        )

    def untap_during_step(self, meta: Meta, children: list[Any]) -> ast.UntapDuringStep:
        """ "Untap … during each other player's untap step" / 「他の各プレイヤーのアンタップ・
        ステップ(の間)に(、)…をアンタップする」: the player first in Japanese."""
        first, second = children
        player, obj = (first, second) if isinstance(first, PLAYERS) else (second, first)
        step = "、"  # English: the step after the object
        if first is player and player.span is not None and obj.span is not None:
            step = self.text[player.span.end : obj.span.start]
        return ast.UntapDuringStep.model_construct(
            object=obj,
            player=player,
            during="の間に" in step,
            no_comma="、" not in step,
            span=self.span(meta),
        )

    def look_any_time(self, meta: Meta, children: list[Any]) -> ast.LookAnyTime:
        """ "You may look at … any time" / 「あなたはいつでも…を見てよい」."""
        text = self.text[meta.start_pos : meta.end_pos]
        return ast.LookAnyTime.model_construct(
            player=ast.You.model_construct(),
            object=children[-1],
            time_last="いつ見て" in text,
            span=self.span(meta),
        )

    def spend_only(self, meta: Meta, children: list[Any]) -> ast.SpendOnly:
        """ "Spend this mana only to cast <spells> [or activate abilities of <objects>]"."""
        abilities_of = children[1] if len(children) == 2 else None
        return ast.SpendOnly.model_construct(
            object=children[0], abilities_of=abilities_of, span=self.span(meta)
        )

    def keep_mana(self, meta: Meta, children: list[Any]) -> ast.KeepMana:
        """ "Until end of turn, you don't lose this mana as steps and phases end" /
        「ターン終了時まで、このマナはステップやフェイズの終了に際して無くならない」."""
        return ast.KeepMana.model_construct(duration=children[0], span=self.span(meta))

    def search(self, meta: Meta, children: list[Any]) -> ast.Search:
        player, obj = children
        return ast.Search.model_construct(player=player, object=obj, span=self.span(meta))

    def shuffle(self, meta: Meta, children: list[Any]) -> ast.Shuffle:
        player = children[0] if children else self.acting_you(meta)
        return ast.Shuffle.model_construct(player=player, span=self.span(meta))

    def shuffle_into(self, meta: Meta, children: list[Any]) -> ast.ShuffleInto:
        player = children[0] if len(children) == 3 else self.acting_you(meta)
        return ast.ShuffleInto.model_construct(
            player=player, object=children[-2], to=children[-1], span=self.span(meta)
        )

    def hand_and_graveyard(self, meta: Meta, children: list[Any]) -> ast.ObjectList:
        """ "their hand and graveyard" / 「自分の手札と墓地」: the cards in both zones of one
        player, the owner written once."""
        items = [
            ast.ZoneContents.model_construct(
                zone=ast.Zone.model_construct(name=name, owner=children[0])
            )
            for name in ("hand", "graveyard")
        ]
        return ast.ObjectList.model_construct(items=items, shared=True, span=self.span(meta))

    def shuffle_hand_and_graveyard(self, meta: Meta, children: list[Any]) -> ast.ShuffleInto:
        """「自分の手札と墓地を自分のライブラリーに加えて切り直す」: the zones must be the hand
        and the graveyard, in that order."""
        names = [c for c in children if isinstance(c, str)]
        *subject, owner, to = [c for c in children if not isinstance(c, str)]
        if names != ["hand", "graveyard"]:
            raise ParseError("only a hand and a graveyard", text=self.text, offset=meta.start_pos)
        both = self.hand_and_graveyard(meta, [owner])
        return self.shuffle_into(meta, [*subject, both, to])

    def get_emblem(self, meta: Meta, children: list[Any]) -> ast.GetEmblem:
        abilities = [c for c in children if isinstance(c, GRANTED)]
        return ast.GetEmblem.model_construct(
            player=self.first(children, PLAYERS, default=ast.You.model_construct()),
            abilities=abilities,
            span=self.span(meta),
        )

    def add_mana(self, meta: Meta, children: list[Any]) -> ast.AddMana:
        amount = self.first(children, AMOUNTS)
        if amount is None:  # "add that much mana" / 「その点数の…」: a number said before
            amount = next(
                (c for c in children if isinstance(c, ast.Ref) and c.noun == "number"), None
            )
        options = [str(c) for c in children if isinstance(c, Token)] or ["any color"]
        identity = self.first(children, ColorIdentity)
        produced = self.first(children, ManaProduced)
        return ast.AddMana.model_construct(
            player=self.first(children, PLAYERS),  # "that player adds {G}{G}"
            options=["any type"] if produced else options,
            amount=amount,
            identity=identity.object if identity else None,
            produced_by=produced.object if produced else None,
            span=self.span(meta),
        )

    def add_mana_could_produce(self, meta: Meta, children: list[Any]) -> ast.AddManaCouldProduce:
        """ "Add one mana of any color that a land an opponent controls could produce" / 「…が
        生み出すことのできる色１色のマナ１点を加える」: the kind of land is what counts (a land
        written as one, 「土地１つ」, or not)."""
        lands = next((c for c in children if isinstance(c, ast.Objects)), None)
        if lands is None or lands.quantifier not in ("a", "all"):
            raise ParseError("expected a kind of land", text=self.text, offset=meta.start_pos)
        wording = self.first(children, str)  # Japanese: the words of the choice
        source = self.text[meta.start_pos : meta.end_pos]
        kind = "type" if "any type" in source or "タイプ" in (wording or "") else "color"
        default = {"color": "色１色", "type": "タイプのうち望むタイプ"}[kind]
        return ast.AddManaCouldProduce.model_construct(
            amount=self.first(children, AMOUNTS),
            choice=kind,
            lands=lands.filter,
            one_written=lands.counter is not None,
            wording=None if wording in (None, default) else wording,
            ga="ことができる" in source,
            span=self.span(meta),
        )

    def add_chosen_mana(self, meta: Meta, children: list[Any]) -> ast.AddMana:
        """ "Add one mana of the chosen color" / 「(その)選ばれた色のマナ１点を加える」: mana of
        the color chosen before (as the permanent entered)."""
        node = self.add_mana(meta, children)
        return node.model_copy(update={"options": ["chosen color"]})

    def add_mana_combination(self, meta: Meta, children: list[Any]) -> ast.AddMana:
        """ "Add two mana in any combination of colors" / 「好きな色の組み合わせのマナ２点を
        加える」; "… of {R} and/or {G}" / 「(赤)と(緑)の好きな組み合わせの…」."""
        node = self.add_mana(meta, children)
        return node.model_copy(update={"combination": True})

    def add_additional(self, meta: Meta, children: list[Any]) -> ast.AddMana:
        """ "add an additional {G}" / 「追加で(緑)を加える」."""
        return self.add_mana(meta, children).model_copy(update={"additional": True})

    def color_identity(self, meta: Meta, children: list[Any]) -> ColorIdentity:
        return ColorIdentity(children[0])

    def mana_produced(self, meta: Meta, children: list[Any]) -> ManaProduced:
        return ManaProduced(children[0])

    def gain_energy(self, meta: Meta, children: list[Any]) -> ast.GainEnergy:
        tokens = [c for c in children if isinstance(c, Token)]
        symbols = next(t for t in tokens if t.type == "MANA")
        written = next((t for t in tokens if t.type == "REMINDER"), None)  # 「(Ｅ)（…）を得る」
        reminder = None
        if written is not None:
            span = ast.Span.model_construct(start=written.start_pos, end=written.end_pos)
            reminder = ast.ReminderText.model_construct(text=str(written)[1:-1], span=span)
        return ast.GainEnergy.model_construct(
            player=ast.You.model_construct(),
            symbols=str(symbols),
            reminder=reminder,
            span=self.span(meta),
        )

    def no_maximum_hand_size(self, meta: Meta, children: list[Any]) -> ast.NoMaximumHandSize:
        """ "You have no maximum hand size" / 「あなたの手札の上限はなくなる」."""
        player, *rest = children
        if not isinstance(player, PLAYERS) or self.first(rest, str) not in (None, "hand"):
            raise ParseError("only a hand has a size", text=self.text, offset=meta.start_pos)
        return ast.NoMaximumHandSize.model_construct(
            player=player, duration=self.first(rest, ast.Duration), span=self.span(meta)
        )

    def enters_as_copy(self, meta: Meta, children: list[Any]) -> ast.EntersAsCopy:
        """ "<object> enters as a copy of <object>[, except …]" / 「…のコピーとして戦場に出る」."""
        exception = self.first(children, ast.CopyException)
        entering, original = (c for c in children if c is not exception)
        return ast.EntersAsCopy.model_construct(
            object=entering,
            copy_of=original,
            copy_exception=exception,
            the_battlefield="the battlefield as a copy" in self.words(meta),
            span=self.span(meta),
        )

    def enters_tapped(self, meta: Meta, children: list[Any]) -> ast.EntersTapped:
        return ast.EntersTapped.model_construct(
            object=next(c for c in children if not isinstance(c, CONDITIONS)),
            unless=self.first(children, CONDITIONS),
            the_battlefield=self.says_battlefield(meta),
            span=self.span(meta),
        )
