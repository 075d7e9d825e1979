"""The builder methods of the game_actions family (``scryc.ast.game_actions``) that both
grammars share."""

from __future__ import annotations

import re
from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..base import AMOUNTS, OBJECTS, PLAYERS, beheld_object, each, marker
from ..errors import ParseError

#: A mana symbol as English writes it: "{S}".
SYMBOL = re.compile(r"\{[^}]+\}")


@marker
class AsFlash:
    """ "as though it had flash" / 「それが瞬速を持っているかのように」 before it is folded into
    :class:`ast.Play`, with the Japanese subject as written."""

    subject: str | None = None


@marker
class CopyTimes:
    """ "twice" / 「２回」 after a copied spell, before it is folded into :class:`ast.CopySpell`."""

    amount: Any


@marker
class PreventExcept:
    """ "… except combat damage that would be dealt by <object>": damage left unprevented."""

    object: Any


@marker
class ArrangedBattlefield:
    """ "onto the battlefield tapped" / 「タップ状態で戦場に出し」 as an arranged place."""

    tapped: bool
    #: Japanese: 「出し」 written after it.
    verb: bool


@marker
class DealtBy:
    """ "… dealt by <object>": the source whose damage is prevented."""

    object: Any


@marker
class ChangedDamage:
    """The amount of a changed damage event: ``factor`` times the original plus ``added``."""

    factor: int
    added: Any = None
    ja_form: str | None = None


def choice_written(text: str, choice: Token) -> str:
    """A Japanese choice of a vote as written inside its 「」: 「時間(Time)」 → 時間(Time)."""
    return text[choice.start_pos + 1 : choice.end_pos - 1]


def restates(recipient: Any, again: Any) -> bool:
    """Whether ``again`` names ``recipient`` once more: "you", the card itself, or a reference
    ("that permanent or player", "that player" / 「そのパーマネントかプレイヤー」)."""
    if isinstance(recipient, (ast.You, ast.SelfRef)):
        return type(again) is type(recipient)
    return isinstance(again, ast.Ref) or (
        isinstance(again, ast.Player) and again.quantifier == "that"
    )


class CommonGameActions:
    """The game actions methods both builders share."""

    def play(self, meta: Meta, children: list[Any]) -> ast.Play:
        """ "play X", "cast X [without paying its mana cost] [this turn]" / 「Xをプレイして」,
        「(このターン、)(あなたは)Xを(マナ・コストを支払うことなく)唱える」."""
        words = self.words(meta)
        as_flash = self.first(children, AsFlash)
        children = [c for c in children if not isinstance(c, AsFlash)]
        return ast.Play.model_construct(
            player=self.first(children[:-1], PLAYERS, default=ast.You.model_construct()),
            object=next(c for c in children if not isinstance(c, (ast.Duration, PLAYERS))),
            cast_only=words.startswith("cast") or "唱え" in words,
            free="without paying" in words or "支払うことなく" in "".join(words.split()),
            duration=self.first(children, ast.Duration),
            comma="を、" in self.text[meta.start_pos : meta.end_pos],
            as_flash=as_flash is not None,
            flash_subject=as_flash.subject if as_flash is not None else None,
            span=self.span(meta),
        )

    def cast_from_zone(self, meta: Meta, children: list[Any]) -> ast.CastFromZone:
        """ "cast ~ from your graveyard" / 「あなたの墓地から〈名〉を唱える」: only the card itself
        (a spell described with its place is :meth:`play`'s)."""
        place = next(c for c in children if isinstance(c, (ast.Zone, ast.InZone)))
        obj = next(c for c in children if isinstance(c, ast.SelfRef | ast.Objects | ast.Ref))
        if not isinstance(obj, ast.SelfRef):
            raise ParseError("expected the card itself", text=self.text, offset=meta.start_pos)
        return ast.CastFromZone.model_construct(
            player=self.first(children, PLAYERS, default=ast.You.model_construct()),
            object=obj,
            zone=place.zone if isinstance(place, ast.InZone) else place,
            zone_after="唱" in self.text[meta.start_pos : meta.end_pos]
            and (place.span.start if place.span else 0) > (obj.span.start if obj.span else 0),
            span=self.span(meta),
        )

    def play_and_cast(self, meta: Meta, children: list[Any]) -> ast.Play:
        """ "play lands and cast spells from the top of your library" / 「あなたのライブラリーの
        一番上から土地をプレイしたり呪文を唱えたりして」: the place, written once (after the
        spells in English, before the lands in Japanese), is where both come from."""
        played, cast = (c for c in children if isinstance(c, ast.Objects))
        zone = played.in_zone() or cast.in_zone()
        among = self.first(children, ast.FromAmong)
        if among is None:  # "… and cast spells from among cards exiled with ~": both from there
            cast, among = shared_among(cast)
        return ast.Play.model_construct(
            player=self.first(children, PLAYERS, default=self.acting_you(meta)),
            object=played if played.in_zone() else played.with_zone(zone),
            also_cast=cast if cast.in_zone() else cast.with_zone(zone),
            among=among,
            span=self.span(meta),
        )

    def colors_spent(self, meta: Meta, children: list[Any]) -> ast.ColorsSpent:
        return ast.ColorsSpent.model_construct(object=children[0], span=self.span(meta))

    def colors_spent_count(self, meta: Meta, children: list[Any]) -> ast.ColorsSpentCount:
        """ "the number of colors of mana spent to cast this spell" / 「…支払われたマナの色の
        総数」 (「数」, 「種類数」 kept as written)."""
        words = [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        word = words[0] if words and words[0] != "総数" else None
        return ast.ColorsSpentCount.model_construct(
            object=self.first(children, OBJECTS), number_word=word, span=self.span(meta)
        )

    def mana_spent_amount(self, meta: Meta, children: list[Any]) -> ast.ManaSpentAmount:
        """ "the amount of mana ({S}) spent to cast it" / 「…支払われたマナ((氷))の点数」. (In
        English the word "mana" and the symbol are both MANA tokens, filtered out alike: the
        symbol is read from the words.)"""
        symbol = next((c.value for c in children if isinstance(c, Token)), None)
        written = SYMBOL.search(self.text, meta.start_pos, meta.end_pos)
        if symbol is None and written is not None:  # "the amount of {S} spent …"
            symbol = written.group()
        return ast.ManaSpentAmount.model_construct(
            object=self.first(children, OBJECTS), mana=symbol, span=self.span(meta)
        )

    def for_each(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        """ "… for each creature you control" (「クリーチャー１体につき」); a count of more than
        one (「クリーチャー２体につき」: for each two) is a parse error: the AST cannot say it."""
        effect, objects = children
        if isinstance(objects, ast.Objects) and objects.count is not None:
            raise ParseError(
                "a count per two or more objects", text=self.text, offset=meta.start_pos
            )
        if isinstance(effect, ast.RevealUntil):  # "until you reveal a card for each …": a count
            raise ParseError(
                "a number of cards to reveal until", text=self.text, offset=meta.start_pos
            )
        return ast.ForEach.model_construct(
            effect=effect, objects=each(objects), span=self.span(meta)
        )

    def arrange(self, meta: Meta, children: list[Any]) -> ast.Arrange:
        """What goes to the chosen place (some of the cards, or one named before), the two
        places and the order of the rest."""
        battlefield = self.first(children, ArrangedBattlefield)
        zones = self.nodes(children, ast.Zone)
        if battlefield is not None:
            zones.insert(0, ast.Zone.model_construct(name="battlefield"))
        chosen, rest = zones
        source = self.text[meta.start_pos : meta.end_pos].lower()
        return ast.Arrange.model_construct(
            object=children[0],
            chosen=chosen,
            rest=rest,
            order=self.first(children, str),
            other="the other" in source or "もう" in source or "、他を" in source,
            back=" back " in source,
            tapped=battlefield is not None and battlefield.tapped,
            chosen_verb=battlefield is not None and battlefield.verb,
            span=self.span(meta),
        )

    def arranged_battlefield(self, meta: Meta, children: list[Any]) -> ArrangedBattlefield:
        """ "onto the battlefield tapped" / 「タップ状態で戦場に(出し)」."""
        verb = self.text[meta.start_pos : meta.end_pos].endswith("出し")
        if any(flag != "tapped" for flag in children):  # "attacking": no such arranging
            raise ParseError("only tapped when split", text=self.text, offset=meta.start_pos)
        return ArrangedBattlefield(tapped=bool(children), verb=verb)

    def prevent_damage(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        source = self.first(children, DealtBy)
        unprevented = self.first(children, PreventExcept)
        objects = [c for c in children if isinstance(c, OBJECTS)]
        return ast.PreventDamage.model_construct(
            amount=self.first(children, AMOUNTS),
            combat="combat" in children,
            recipient=objects[0] if objects else None,
            source=source.object if source else None,
            duration=self.first(children, ast.Duration),
            except_source=unprevented.object if unprevented else None,
            span=self.span(meta),
        )

    def redirect_damage(self, meta: Meta, children: list[Any]) -> ast.RedirectDamage:
        """ "The next N damage that would be dealt to <object> … is dealt to <object> instead" /
        「<object>に与えられる次のダメージN点は、代わりに<object>に与えられる」."""
        recipient, to = (c for c in children if isinstance(c, OBJECTS))
        return ast.RedirectDamage.model_construct(
            amount=self.first(children, AMOUNTS),
            combat="combat" in children,
            recipient=recipient,
            duration=self.first(children, ast.Duration),
            to=to,
            span=self.span(meta),
        )

    def prevent_to_and_by(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """ "Prevent all combat damage that would be dealt to and dealt by <object>" /
        「<object>に与えられる戦闘ダメージと、<object>が与えるすべての戦闘ダメージを軽減する」
        (the object written twice is one)."""
        node = self.prevent_damage(meta, children)
        return node.model_copy(update={"to_and_by": True})

    def prevent_next_time(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """ "The next time <source> would deal damage …, prevent that damage" / 「<source>が
        次に…与えるすべてのダメージを軽減する」."""
        node = self.prevent_damage(meta, self.source_first(children))
        return node.model_copy(update={"next_time": True})

    def prevent_all_from(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """ "Prevent all damage <source> would deal [to …]" / 「<source>が…に与えるすべての
        ダメージを軽減する」."""
        node = self.prevent_damage(meta, self.source_first(children))
        return node.model_copy(update={"source_first": True})

    def prevent_each(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """ "If <source> would deal damage to <recipient>, prevent N of that damage" /
        「<source>が<recipient>にダメージを与える(場合|なら)、そのダメージをN点軽減する」."""
        node = self.prevent_damage(meta, self.source_first(children))
        words = self.text[meta.start_pos : meta.end_pos]
        return node.model_copy(
            update={
                "each_time": True,
                "if_written": "なら" if "与えるなら" in words else None,
                "source_comma": "が、" in words.split("ダメージ", 1)[0],
            }
        )

    def modify_damage(self, meta: Meta, children: list[Any]) -> ast.ModifyDamage:
        """ "If <source> would deal damage to <recipient>, it deals double that damage (to
        <recipient again>) instead" / 「<source>が<recipient>にダメージを与えるなら、代わりに
        それは(<recipient again>に)その点数の２倍のダメージを与える」."""
        source, recipient, *again = (c for c in children if isinstance(c, OBJECTS))
        if again and not restates(recipient, again[0]):
            raise ParseError(
                "the changed damage is dealt to another recipient",
                text=self.text,
                offset=again[0].span.start if again[0].span else meta.start_pos,
            )
        changed = self.first(children, ChangedDamage)
        return ast.ModifyDamage.model_construct(
            source=source,
            recipient=recipient,
            noncombat="noncombat" in children,
            factor=changed.factor,
            added=changed.added,
            recipient_again=again[0] if again else None,
            ja_form=changed.ja_form,
            span=self.span(meta),
        )

    @staticmethod
    def source_first(children: list[Any]) -> list[Any]:
        """The children of a prevention that names its source first, the source marked."""
        source = next(c for c in children if isinstance(c, OBJECTS))
        return [DealtBy(c) if c is source else c for c in children]

    def prevent_except(self, meta: Meta, children: list[Any]) -> PreventExcept:
        return PreventExcept(children[-1])

    def investigate(self, meta: Meta, children: list[Any]) -> ast.Investigate:
        player = children[0] if children else self.acting_you(meta)
        return ast.Investigate.model_construct(player=player, span=self.span(meta))

    def flip_coin(self, meta: Meta, children: list[Any]) -> ast.FlipCoin:
        """ "flip a coin" / 「コイン投げをする」."""
        player = children[0] if children else self.acting_you(meta)
        verb = "行う" if "行" in self.text[meta.start_pos : meta.end_pos] else None
        return ast.FlipCoin.model_construct(player=player, verb=verb, span=self.span(meta))

    def extra_turn(self, meta: Meta, children: list[Any]) -> ast.ExtraTurn:
        return self._player_amount(ast.ExtraTurn, meta, children)

    def game_result(self, meta: Meta, children: list[Any]) -> ast.GameResult:
        """ "you win the game" / 「あなたはこのゲームに勝利する」."""
        player = children[0] if children else ast.You.model_construct(written=True)
        words = self.text[meta.start_pos : meta.end_pos]
        outcome = "win" if " win" in f" {words}" or "勝利" in words else "lose"
        return ast.GameResult.model_construct(player=player, outcome=outcome, span=self.span(meta))

    def become_monarch(self, meta: Meta, children: list[Any]) -> ast.BecomeMonarch:
        """ "you become the monarch" / 「あなたが統治者になる」."""
        return ast.BecomeMonarch.model_construct(
            player=self.monarch_player(children), span=self.span(meta)
        )

    def clash(self, meta: Meta, children: list[Any]) -> ast.Clash:
        """ "clash with an opponent" / 「対戦相手１人と激突を行う」."""
        *player, opponent = children
        player = player[0] if player else self.acting_you(meta)
        return ast.Clash.model_construct(player=player, opponent=opponent, span=self.span(meta))

    def take_initiative(self, meta: Meta, children: list[Any]) -> ast.TakeInitiative:
        """ "you take the initiative" / 「あなたはイニシアチブを得る」."""
        player = children[0] if children else self.acting_you(meta)
        return ast.TakeInitiative.model_construct(player=player, span=self.span(meta))

    def venture(self, meta: Meta, children: list[Any]) -> ast.Venture:
        """ "venture into the dungeon" / 「ダンジョン探索をする」, "venture into Undercity"."""
        into = None
        if children and isinstance(children[-1], (str, ast.SelfRef)):
            *children, into = children
        player = children[0] if children else self.acting_you(meta)
        return ast.Venture.model_construct(player=player, into=into, span=self.span(meta))

    def incubate(self, meta: Meta, children: list[Any]) -> ast.Incubate:
        return self._player_amount(ast.Incubate, meta, children)

    def numbered_action(self, meta: Meta, children: list[Any]) -> ast.NumberedAction:
        *player, name, amount = children
        node = self._player_amount(ast.NumberedAction, meta, [*player, amount])
        return node.model_copy(update={"name": name})

    def named_action(self, meta: Meta, children: list[Any]) -> ast.NamedAction:
        *player, name = children
        player = player[0] if player else self.acting_you(meta)
        return ast.NamedAction.model_construct(name=name, player=player, span=self.span(meta))

    def forage(self, meta: Meta, children: list[Any]) -> ast.NamedAction:
        """「給餌する」: the one named action whose Japanese verb is 「する」 (CR 701.61)."""
        return self.named_action(meta, [*children, "forage"])

    def action_name(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    named_action_word = action_name

    def behold(self, meta: Meta, children: list[Any]) -> ast.Behold:
        """ "behold a Dragon" / 「ドラゴンの後見を受ける」."""
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        return ast.Behold.model_construct(
            player=player, object=beheld_object(children[-1]), span=self.span(meta)
        )

    def collect_evidence(self, meta: Meta, children: list[Any]) -> ast.CollectEvidence:
        return self._player_amount(ast.CollectEvidence, meta, children)

    def goad(self, meta: Meta, children: list[Any]) -> ast.Goad:
        return ast.Goad.model_construct(object=children[-1], span=self.span(meta))

    def suspect(self, meta: Meta, children: list[Any]) -> ast.Suspect:
        return ast.Suspect.model_construct(object=children[-1], span=self.span(meta))

    def transform_permanent(self, meta: Meta, children: list[Any]) -> ast.TransformPermanent:
        return ast.TransformPermanent.model_construct(object=children[-1], span=self.span(meta))

    def cloak(self, meta: Meta, children: list[Any]) -> ast.Cloak:
        return ast.Cloak.model_construct(object=children[-1], span=self.span(meta))

    def keyword_action(self, meta: Meta, children: list[Any]) -> ast.KeywordAction:
        """ "detain target creature" / 「それを留置する」, "its controller manifests …"."""
        *player, name, obj = children
        return ast.KeywordAction.model_construct(
            name=name,
            player=player[0] if player else self.acting_you(meta),
            object=obj,
            span=self.span(meta),
        )

    def flip_permanent(self, meta: Meta, children: list[Any]) -> ast.KeywordAction:
        """ "flip ~", "you may flip it" (CR 710)."""
        return ast.KeywordAction.model_construct(
            name="flip", player=self.acting_you(meta), object=children[-1], span=self.span(meta)
        )

    def keyword_verb(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def object_connives(self, meta: Meta, children: list[Any]) -> ast.KeywordAction:
        """ "it connives" / 「これは謀議する」: the object takes the action (CR 701.50)."""
        return ast.KeywordAction.model_construct(
            name="connive", object=children[0], span=self.span(meta)
        )

    def copy_spell(self, meta: Meta, children: list[Any]) -> ast.CopySpell:
        parts = [c for c in children if not isinstance(c, (ast.CopyException, CopyTimes))]
        if len(parts) == 2:
            # 「あなたはその呪文をコピーしてもよい」: the AST's copier is always you
            if not isinstance(children[0], ast.You):
                raise ParseError(
                    "a player other than you copies", text=self.text, offset=meta.start_pos
                )
            children = children[1:]
        exception = self.first(children, ast.CopyException)
        times = self.first(children, CopyTimes)
        copied = next(c for c in children if c is not exception and c is not times)
        return ast.CopySpell.model_construct(
            object=copied,
            exception=exception,
            times=times.amount if times else None,
            span=self.span(meta),
        )

    def copy_times(self, meta: Meta, children: list[Any]) -> CopyTimes:
        """「２回」, "three times": how many copies."""
        return CopyTimes(children[0])

    def ring_tempts(self, meta: Meta, children: list[Any]) -> ast.RingTempts:
        return ast.RingTempts.model_construct(
            player=ast.You.model_construct(), span=self.span(meta)
        )

    def would_be_dealt_damage(self, meta: Meta, children: list[Any]) -> ast.WouldBeDealtDamage:
        """ "(combat|noncombat) damage would be dealt to <recipient>" / 「<recipient>に(戦闘)ダメ
        ージが与えられる(場合|なら)」: the replaced event."""
        recipient = next(c for c in children if isinstance(c, ast.Node))
        return ast.WouldBeDealtDamage.model_construct(
            recipient=recipient,
            combat="combat" in children,
            noncombat="noncombat" in children,
            span=self.span(meta),
        )

    def prevent_that_damage(self, meta: Meta, children: list[Any]) -> ast.PreventThatDamage:
        """ "prevent that damage" / 「そのダメージを軽減する」."""
        return ast.PreventThatDamage.model_construct(span=self.span(meta))

    def combat_flag(self, meta: Meta, children: list[Any]) -> str:
        return "combat"

    def finish_voting(self, meta: Meta, children: list[Any]) -> ast.FinishVoting:
        """ "players finish voting" / 「(すべての)プレイヤーが投票を完了する」."""
        if "opponent" in children:  # 「対戦相手が投票を完了する」: not in the rules
            raise ParseError("players finish voting", text=self.text, offset=meta.start_pos)
        written = self.text[meta.start_pos : meta.end_pos].startswith("すべて")
        return ast.FinishVoting.model_construct(all_written=written, span=self.span(meta))

    def vote(self, meta: Meta, children: list[Any]) -> ast.Vote:
        """ "Starting with you, each player votes for A or B" / 「あなたから始めて各プレイヤーは
        「A(X)」または「B(Y)」のいずれかに投票する」."""
        player, *choices = children
        return ast.Vote.model_construct(
            player=player,
            starting_with=ast.You.model_construct(),
            choices=[str(choice) for choice in choices],
            written=[choice_written(self.text, choice) for choice in choices if self.lang == "ja"],
            began="開始して" in self.text[meta.start_pos : meta.end_pos],
            ka=self.text[choices[0].end_pos : choices[1].start_pos] == "か",
            span=self.span(meta),
        )

    def votes(self, meta: Meta, children: list[Any]) -> ast.Votes:
        """ "each time vote" / 「「時」１票」 (one vote: Japanese counts the votes one by one)."""
        choice = children[0]
        if len(children) > 1 and str(children[1]) != "1":  # 「「時」２票につき」: for each two
            raise ParseError("a count per two or more votes", text=self.text, offset=meta.start_pos)
        written = choice_written(self.text, choice) if self.lang == "ja" else None
        return ast.Votes.model_construct(choice=str(choice), written=written, span=self.span(meta))


def shared_among(cast: ast.Objects) -> tuple[ast.Objects, ast.FromAmong | None]:
    """The spells of "play lands and cast spells from among …" without their "from among …",
    and that clause, which names where the lands come from too."""
    filter_ = cast.filter
    parts = filter_.parts if isinstance(filter_, ast.AllOf) else [filter_]
    among = next((p for p in parts if isinstance(p, ast.FromAmong)), None)
    if among is None or not isinstance(filter_, ast.AllOf):
        return cast, None
    rest = [p for p in parts if p is not among]
    kept = rest[0] if len(rest) == 1 else filter_.model_copy(update={"parts": rest})
    return cast.model_copy(update={"filter": kept}), among
