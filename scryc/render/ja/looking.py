"""Japanese for :mod:`scryc.ast.looking`: mana, revealing, looking, searching, entering."""

from __future__ import annotations

from ... import ast
from ...parse.ja.lexicon import PRODUCED_TYPES
from .conjugate import Clause
from .words import ZONES, mana


class JapaneseLooking:
    """Japanese looking and searching: a part of ``JapaneseRenderer``."""

    def get_emblem(self, node: ast.GetEmblem) -> Clause:
        return self.acts(node.player, f"{self.granted_list(node.abilities)}の紋章を", "得る", True)

    def gain_energy(self, node: ast.GainEnergy) -> Clause:
        reminder = node.reminder if self.surface else None
        written = f"（{reminder.text}）" if reminder is not None else ""
        return self.acts(node.player, f"{mana(node.symbols)}{written}を", "得る", you=True)

    def search(self, node: ast.Search) -> Clause:
        comma = "、" if self.own(node.comma) else ""
        owner = self.possessive(node.player)
        names = [ZONES[zone] for zone in node.zones or ["library"]]
        each = [owner + name if self.own(node.owner_each) else name for name in names[1:]]
        zones = ("と" if node.joined == "and" else "や").join([owner + names[0], *each])
        searcher = self.own(node.you_written, "")  # 「あなたは」
        return Clause(f"{searcher}{zones}から{comma}{self.object(node.object)}を", "探す")

    def shuffle(self, node: ast.Shuffle) -> Clause:
        owner = self.actor_possessive(node.player)
        return self.acts(node.player, f"{owner if node.library else ''}ライブラリーを", "切り直す")

    def shuffle_into(self, node: ast.ShuffleInto) -> Clause:
        into = f"{self.object(node.object)}を{self.zone(node.to)}に加えて"
        return self.acts(node.player, into, "切り直す")

    def reveal(self, node: ast.Reveal) -> Clause:
        clause = self.object_verb(node, "公開する")
        if node.from_zone is not None:  # 「あなたのゲーム開始時の手札からこのカードを公開する」
            clause = clause.prefixed(f"{self.zone(node.from_zone)}から")
        return clause.prefixed(self.subject(node.player))

    def reveal_until(self, node: ast.RevealUntil) -> Clause:
        """「…が公開されるまで、あなたのライブラリーの一番上から１枚ずつ公開する」."""
        verb = "追放" if node.action == "exile" else "公開"
        comma = "、" if self.own(node.comma, True) else ""
        until = f"{self.noun_phrase(node.until)}が{verb}されるまで{comma}"
        library = f"{self.possessive(node.owner)}ライブラリーの一番上から１枚ずつ{verb}"
        return Clause(self.subject(node.player) + until + library, "する")

    def spend_only(self, node: ast.SpendOnly) -> Clause:
        comma = "、" if self.own(node.comma, True) else ""
        spells = self.noun_phrase(node.object)  # 「クリーチャー・呪文」
        purpose = f"{spells}を唱えるため"
        if node.abilities_of is not None:  # 「…を唱えるためか、…の能力を起動するため」
            or_comma = "、" if self.own(node.or_comma, True) else ""
            purpose += f"か{or_comma}{self.noun_phrase(node.abilities_of)}の能力を起動するため"
        return Clause(f"このマナは{comma}{purpose}にのみ使用", "できる")

    def keep_mana(self, node: ast.KeepMana) -> Clause:
        duration = self.render(node.duration)
        return Clause(f"{duration}、このマナはステップやフェイズの終了に際して無くなら", "ない")

    def look_additional(self, node: ast.LookAdditional) -> Clause:
        action = "諜報" if node.action == "surveil" else "占術"
        count = self.amount(node.amount)
        each = f"あなたが行う{action}１回につき、"
        return Clause(f"{each}あなたはカードを追加で{count}枚見ても", "よい")

    def additional_land_plays(self, node: ast.AdditionalLandPlays) -> Clause:
        unit = "個" if isinstance(node.amount, ast.Variable) else "つ"  # 「Ｘ個」, 「１つ」
        count = f"{self.amount(node.amount)}{unit}"
        lands = f"追加の土地を{count}" if self.own(node.count_after) else f"追加の土地{count}を"
        subject = self.subject(node.player, True)
        whose = self.actor_possessive(node.player)
        if node.duration is not None:
            lead = f"{self.render(node.duration)}、{subject}"
        elif self.own(node.turns_after, not isinstance(node.player, ast.You)):
            lead = f"{subject}{whose}各ターンに"
        else:
            lead = f"{whose}各ターンに、{subject}"
        return Clause(f"{lead}{lands}プレイしても", "よい")

    def choose_not_to_untap(self, node: ast.ChooseNotToUntap) -> Clause:
        you = "あなたは、" if self.own(node.comma, True) else "あなたは"
        untap = f"あなたのアンタップ・ステップに{self.object(node.object)}をアンタップしないことを"
        return Clause(you + untap + "選んでも", "よい")

    def untap_during_step(self, node: ast.UntapDuringStep) -> Clause:
        """「他の各プレイヤーのアンタップ・ステップ(の間)に、…をアンタップする」."""
        step = "アンタップ・ステップの間に" if self.own(node.during) else "アンタップ・ステップに"
        comma = "" if self.own(node.no_comma) else "、"
        whose = self.possessive(node.player)
        return Clause(f"{whose}{step}{comma}{self.object(node.object)}を", "アンタップする")

    def look_any_time(self, node: ast.LookAnyTime) -> Clause:
        if self.own(node.time_last):  # 「…をいつ見てもよい」
            return Clause(f"あなたは{self.object(node.object)}をいつ見ても", "よい")
        return Clause(f"あなたはいつでも{self.object(node.object)}を見て", "よい")

    def loyalty_twice(self, node: ast.LoyaltyTwice) -> Clause:
        when = self.render(node.duration) if node.duration is not None else "各ターン"
        abilities = f"{self.object(node.objects)}の忠誠度能力を、"
        return Clause(f"{when}、あなたは、{abilities}１回のみではなく２回起動しても", "よい")

    def look_at(self, node: ast.LookAt) -> Clause:
        return self.object_verb(node, "見る").prefixed(self.subject(node.player))

    def add_mana(self, node: ast.AddMana) -> Clause:
        clause = self.mana_added(node)
        return clause if node.player is None else clause.prefixed(self.subject(node.player))

    def mana_added(self, node: ast.AddMana) -> Clause:
        """「{G}{G}を加える」, 「好きな色１色のマナ１点を加える」: the mana, without who adds it;
        「追加で…」 for additional mana."""
        clause = self.mana_clause(node)
        return clause.prefixed("追加で") if node.additional else clause

    def mana_clause(self, node: ast.AddMana) -> Clause:
        """The mana added, as :meth:`mana_added` words it."""
        if node.combination:  # 「好きな色の組み合わせのマナ２点」
            count = self.amount(node.amount or ast.Number(value=1))
            any_ = "望む" if self.own(node.wished) else "好きな"
            of = f"{any_}色の"
            if node.options != ["any color"]:  # 「(赤)と(緑)の好きな組み合わせ」
                of = f"{'と'.join(map(mana, node.options))}の{any_}"
            return Clause(f"{of}組み合わせのマナ{count}点を", "加える")
        if node.produced_by is not None:  # 「その土地が生み出したいずれかのタイプのマナ１点」
            count = self.amount(node.amount or ast.Number(value=1))
            types = PRODUCED_TYPES[self.own(node.produced_ja)]
            produced = f"{self.object(node.produced_by)}が生み出した"
            return Clause(f"{produced}{types}のマナ{count}点を", "加える")
        if node.options == ["chosen color"]:  # 「選ばれた色のマナ１点」
            count = self.amount(node.amount or ast.Number(value=1))
            return Clause(f"選ばれた色のマナ{count}点を", "加える")
        if node.options == ["any color"]:
            count = self.amount(node.amount or ast.Number(value=1))
            if node.identity is None:
                return Clause(f"好きな色１色のマナ{count}点を", "加える")
            identity = f"{self.possessive(node.identity)}固有色"
            if self.own(node.identity_short):
                return Clause(f"{identity}１色のマナ{count}点を", "加える")
            return Clause(f"{identity}のうち好きな色１色のマナ{count}点を", "加える")
        if node.amount is not None and len(node.options) == 1:  # 「…に等しい点数の(◇)」
            equal = f"{self.amount(node.amount)}に等しい点数の"
            return Clause(f"{equal}{mana(node.options[0])}を", "加える")
        return Clause("か".join(mana(o) for o in node.options) + "を", "加える")

    def add_mana_could_produce(self, node: ast.AddManaCouldProduce) -> Clause:
        """「対戦相手がコントロールしている土地が生み出すことのできる色１色のマナ１点を加える」."""
        lands = self.render(node.lands) + ("１つ" if self.own(node.one_written) else "")
        could = "ことができる" if self.own(node.ga) else "ことのできる"
        default = "色１色" if node.choice == "color" else "タイプのうち望むタイプ"
        wording = self.own(node.wording) or default
        count = self.amount(node.amount)
        return Clause(f"{lands}が生み出す{could}{wording}のマナ{count}点を", "加える")

    def no_maximum_hand_size(self, node: ast.NoMaximumHandSize) -> Clause:
        head = f"{self.render(node.duration)}、" if node.duration else ""
        return Clause(f"{head}{self.possessive(node.player)}手札の上限は", "なくなる")

    def enters_as_copy(self, node: ast.EntersAsCopy) -> Clause:
        """「…は、…のコピーとして戦場に出る」."""
        return Clause(f"{self.object(node.object)}は、{self.as_copy(node)}", "出る")

    def as_copy(self, node: ast.EntersAsCopy) -> str:
        """「[…ことを除き、]…のコピーとして戦場に」."""
        differs = self.copy_exception(node.copy_exception) if node.copy_exception else ""
        return f"{differs}{self.possessive(node.copy_of)}コピーとして戦場に"

    def enters_tapped(self, node: ast.EntersTapped) -> Clause:
        clause = Clause(f"{self.object(node.object)}はタップ状態で戦場に", "出る")
        if node.unless is not None:  # 「あなたが…をコントロールしていないかぎり、」
            clause = clause.prefixed(f"{self.negative(node.unless)}、")
        return clause
