"""Japanese builder methods of the looking family (``scryc.ast.looking``)."""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..base import PLAYERS
from ..common.looking import ColorIdentity, RandomPick
from ..errors import ParseError
from .base import every, only_one
from .lexicon import PRODUCED_TYPES


class Looking:
    """The Japanese builder's looking methods."""

    def add_mana_combination(self, meta: Meta, children: list[Any]) -> ast.AddMana:
        """「望む色の組み合わせ」 as written (for 「好きな色の…」)."""
        node = super().add_mana_combination(meta, children)  # type: ignore[misc]
        wished = "望む" in self.source(meta)  # type: ignore[attr-defined]
        return node.model_copy(update={"wished": wished})  # type: ignore[no-any-return]

    def enters_tapped(self, meta: Meta, children: list[Any]) -> ast.EntersTapped:
        """「アーティファクトはタップ状態で戦場に出る」: a bare subject is every object of its
        kind ("Artifacts enter tapped")."""
        node = super().enters_tapped(meta, children)  # type: ignore[misc]
        return node.model_copy(update={"object": every(node.object)})  # type: ignore[no-any-return]

    def look_additional(self, meta: Meta, children: list[Any]) -> ast.LookAdditional:
        """「あなたが行う諜報１回につき」: each time (not every second time)."""
        only_one(self, meta, [c for c in children if isinstance(c, Token)], "times")
        return super().look_additional(meta, children)  # type: ignore[misc]

    def reveal_until(self, meta: Meta, children: list[Any]) -> ast.RevealUntil:
        """「…まで、…一番上から１枚ずつ公開する」: one card at a time (「２枚ずつ」 is no reveal the
        AST has)."""
        only_one(self, meta, [c for c in children if isinstance(c, Token)], "cards at a time")
        return super().reveal_until(meta, children)  # type: ignore[misc]

    def shuffle_into_player_zone(self, meta: Meta, children: list[Any]) -> ast.ShuffleInto:
        """「…を、そのプレイヤーのライブラリーに加えて切り直す」: that player's library."""
        *rest, owner, name = children
        zone = ast.Zone.model_construct(name=name, owner=owner)
        return self.shuffle_into(meta, [*rest, zone])  # type: ignore[attr-defined, no-any-return]

    def random_pick(self, meta: Meta, children: list[Any]) -> RandomPick:
        return RandomPick("選んで" in self.text[meta.start_pos : meta.end_pos])

    def add_mana(self, meta: Meta, children: list[Any]) -> ast.AddMana:
        """「…が生み出した」 + the wording of its types, as written."""
        node = super().add_mana(meta, children)  # type: ignore[misc]
        if node.produced_by is None:
            return node  # type: ignore[no-any-return]
        source = self.source(meta)  # type: ignore[attr-defined]
        form = next((f for f, words in PRODUCED_TYPES.items() if words in source), None)
        return node.model_copy(update={"produced_ja": form})  # type: ignore[no-any-return]

    def could_produce(self, meta: Meta, children: list[Any]) -> str:
        """「色１色」, 「好きなタイプ」: what may be chosen of the mana a land could produce."""
        return self.source(meta)  # type: ignore[attr-defined, no-any-return]

    def add_identity_short(self, meta: Meta, children: list[Any]) -> ast.AddMana:
        """「あなたの統率者の固有色１色のマナ１点を加える」: mana of a color in that identity."""
        node = self.add_mana(meta, [ColorIdentity(children[0]), children[1]])
        return node.model_copy(update={"identity_short": True})

    def spend_only(self, meta: Meta, children: list[Any]) -> ast.SpendOnly:
        """「このマナは、…」 or without the comma."""
        node = super().spend_only(meta, children)
        comma = self.source(meta).startswith("このマナは、")
        spells = every(node.object)  # "creature spells"
        update = {"comma": None if comma else False, "object": spells}
        if node.abilities_of is not None:  # 「…を唱えるためか(、)…の能力を起動するため」
            update["abilities_of"] = every(node.abilities_of)
            update["or_comma"] = None if "ためか、" in self.source(meta) else False
        return node.model_copy(update=update)

    def loyalty_twice(self, meta: Meta, children: list[Any]) -> ast.LoyaltyTwice:
        """「このターン、あなたは、…の忠誠度能力を、１回のみではなく２回起動してもよい」."""
        once, twice = (int(str(c)) for c in children if isinstance(c, Token))
        if (once, twice) != (1, 2):
            raise ParseError("only 「１回のみではなく２回」", text=self.text, offset=meta.start_pos)
        player, objects = (c for c in children if not isinstance(c, (Token, ast.Duration)))
        if not isinstance(player, ast.You):
            raise ParseError("only 「あなたは」 here", text=self.text, offset=meta.start_pos)
        return ast.LoyaltyTwice.model_construct(
            player=player,
            objects=every(objects),
            duration=self.first(children, ast.Duration),
            span=self.span(meta),
        )

    def searcher(self, meta: Meta, other: bool) -> str | None:
        """「あなたは」 before a search, as written (「あなたは」 leaves no child; ``other``: a
        subject that does, another player, which no search here has)."""
        source = self.source(meta)
        words = next((w for w in ("あなたは、", "あなたは") if source.startswith(w)), None)
        if other or (words is not None and source[len(words) :].startswith("それぞれ")):
            raise ParseError("only you search here", text=self.text, offset=meta.start_pos)
        return words

    def search(self, meta: Meta, children: list[Any]) -> ast.Search | ast.PlayerSearches:
        """「(あなたは)あなたのライブラリーから(、)…を探し」; another player's own library
        after them (「そのプレイヤーは自分のライブラリーから…を探し」): ``player_searches``."""
        subject, owner = children[0], children[-2]
        if (
            len(children) == 3
            and not isinstance(subject, ast.You)
            and isinstance(owner, ast.Ref)
            and owner.noun == "player"
        ):
            return self.player_searches(meta, children)
        written = self.searcher(meta, len(children) == 3)
        node = super().search(meta, children)
        after = self.source(meta).partition("ライブラリーから")[2]
        return node.model_copy(update={"comma": after.startswith("、"), "you_written": written})

    def shuffle_library(self, meta: Meta, children: list[Any]) -> ast.Shuffle:
        """「あなたのライブラリーを切り直す」, 「そのプレイヤーは自分のライブラリーを切り直す」: the
        shuffler's own library (「あなたの」 for you, 「自分の」 after another player)."""
        *subject, owner = children
        if isinstance(owner, ast.You) == bool(subject) or not isinstance(owner, ast.You | ast.Ref):
            raise ParseError("only their own library", text=self.text, offset=meta.start_pos)
        node = self.shuffle(meta, subject)
        return node.model_copy(update={"library": True})

    def have_enter_as_copy(self, meta: Meta, children: list[Any]) -> ast.EntersAsCopy:
        """「あなたは~を、…のコピーとして戦場に出して(もよい)」: "You may have ~ enter as a
        copy of …"; only you choose how your permanent enters."""
        if isinstance(children[0], PLAYERS):
            raise ParseError("only 「あなたは」 here", text=self.text, offset=meta.start_pos)
        return self.enters_as_copy(meta, children)

    def search_zones(self, meta: Meta, children: list[Any]) -> ast.Search:
        """「あなたのライブラリーやあなたの墓地から…を探し」, 「あなたの墓地と手札とライブラリー
        から」: more zones than a library, the owner written first (or before each)."""
        written = self.searcher(meta, not isinstance(children[0], ast.Zone))
        *zones, obj = children
        names = [zone.name for zone in zones]
        owner = zones[0].owner
        later = [zone.owner for zone in zones[1:]]
        if (
            owner is None
            or len(set(names)) < len(names)
            or not set(names) <= {"library", "graveyard", "hand"}
            or any(zone.position is not None for zone in zones)
            or any(o is not None and o.kind != owner.kind for o in later)
        ):
            raise ParseError(
                "only zones of one player searched", text=self.text, offset=meta.start_pos
            )
        source = self.source(meta)
        node = super().search(meta, [owner, obj])
        return node.model_copy(
            update={
                "zones": names,
                "joined": "and" if source.partition("から")[0].count("と") else "and/or",
                "owner_each": all(o is not None for o in later),
                "comma": source.partition("から")[2].startswith("、"),
                "you_written": written,
            }
        )

    def search_zones_library(self, meta: Meta, children: list[Any]) -> ast.Search:
        """「あなたのライブラリーやあなたの墓地から…を探し」: the player's library first."""
        self.searcher(meta, not isinstance(children[1], ast.Zone))  # another player first: error
        player, *rest = children
        library = ast.Zone.model_construct(name="library", owner=player)
        return self.search_zones(meta, [library, *rest])  # which keeps 「あなたは」 as written

    def search_zone_names(self, meta: Meta, children: list[Any]) -> ast.Search:
        """「そのプレイヤーの墓地と手札とライブラリーから…を探し」: zones of one player, the owner
        written once before the first."""
        first = next(i for i, c in enumerate(children) if type(c) is str)
        self.searcher(meta, first == 2)  # another player first: an error
        owner, names, obj = children[first - 1], children[first:-1], children[-1]
        zones = [
            ast.Zone.model_construct(name=name, owner=owner if i == 0 else None)
            for i, name in enumerate(names)
        ]
        return self.search_zones(meta, [*zones, obj])  # which keeps 「あなたは」 as written

    def search_zone(self, meta: Meta, children: list[Any]) -> ast.Search:
        """「そのプレイヤーのライブラリーから…を探し」: the library's owner is the player."""
        self.searcher(meta, len(children) == 3)  # another player first: an error
        library, *rest = children
        if library.zone.name != "library":
            raise ParseError("only a library is searched", text=self.text, offset=meta.start_pos)
        return self.search(meta, [library.zone.owner, *rest])  # which keeps 「あなたは」
