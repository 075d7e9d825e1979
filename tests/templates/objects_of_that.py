"""Template rows of the objects family (scryc/ast/objects.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: of_that
    Row(
        "of that color, chosen before",
        en="Choose a color, then return all creatures of that color to their owners' hands.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: choose_value value="color"
                    player: you
                  steps[1]: move verb="return"
                    object: objects quantifier="all"
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: of_that value="color"
                    to: zone name="hand" plural=true
                      owner: owner_of
                        object: ref plural=true
        """,
        engine=(
            "cannot compile of_that: no record of the color or type 'that color' ('that type') "
            "refers to"
        ),
    ),
    Row(
        "of that type, after the noun",
        en="Choose a creature type. You gain 2 life for each permanent you control of that type.",
        ja=(
            "クリーチャー・タイプ１つを選ぶ。あなたは、"
            "あなたがコントロールするそのタイプのパーマネント１つにつき２点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: choose_value value="creature type"
                    player: you
                  steps[1]: for_each
                    effect: gain_life
                      player: you written=true
                      amount: number value=2 form="digits"
                    objects: objects quantifier="each"
                      filter: all_of head=0
                        parts[0]: card_type name="permanent"
                        parts[1]: controlled_by
                          player: you
                        parts[2]: of_that value="type"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: choose_value value="creature type"
                    player: you
                  steps[1]: for_each inside=true
                    effect: gain_life
                      player: you written=true comma=true
                      amount: number value=2
                    objects: objects quantifier="each" counter="つ"
                      filter: all_of
                        parts[0]: controlled_by verb_form="する"
                          player: you
                        parts[1]: of_that value="type"
                        parts[2]: card_type name="permanent"
        """,
        engine=(
            "cannot compile of_that: no record of the color or type 'that color' ('that type') "
            "refers to"
        ),
        to_ja=False,
    ),
    # kind: of_your_choice
    Row(
        "of the creature type of your choice",
        en="Creatures of the creature type of your choice get +0/+4 until end of turn.",
        ja=(
            "あなたが選んだクリーチャー・タイプのクリーチャーは、"
            "ターン終了時まで+0/+4の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modify_pt power="+0" toughness="+4"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: of_your_choice value="creature type"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: modify_pt power="+0" toughness="+4" comma=true
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: of_your_choice value="creature type"
                      parts[1]: card_type name="creature"
                  duration: duration name="until end of turn" after_subject=true
        """,
        engine=(
            "cannot compile of_your_choice: no creature type or color chosen while the effect "
            "resolves"
        ),
        to_ja=False,
        to_en=False,
    ),
    Row(
        "of the color of your choice",
        en="Destroy all enchantments of the color of your choice.",
        ja="あなたが選んだ色１色を持つすべてのエンチャントを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of head=0
                      parts[0]: card_type name="enchantment" plural=true
                      parts[1]: of_your_choice value="color"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: of_your_choice value="color"
                      parts[1]: card_type name="enchantment"
        """,
        engine=(
            "cannot compile of_your_choice: no creature type or color chosen while the effect "
            "resolves"
        ),
    ),
    # kind: paired_creatures
    Row(
        "soulbond pair",
        en="As long as Card Name is paired with another creature, both creatures have haste.",
        ja="名前が他のクリーチャーと組になっているかぎり、両方のクリーチャーは速攻を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: paired_creatures both=true
                  abilities[0]: keyword name="haste" case="lower"
                condition: paired_with
                  object: self_ref short=true
                  partner: objects quantifier="a" other=true
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: paired_creatures both=true
                  abilities[0]: keyword name="haste"
                condition: paired_with
                  object: self_ref short=true
                  partner: objects quantifier="a" other=true bare=true other_word="他の"
                    filter: card_type name="creature"
        """,
        engine="cannot compile paired_with: no soulbond pairing",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "soulbond pair, each of those creatures",
        en=(
            "As long as Card Name is paired with another creature, each of those creatures gets "
            "+1/+1."
        ),
        ja=(
            "名前が他のクリーチャーと組になっているかぎり、"
            "それらのクリーチャーは+1/+1の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: paired_creatures
                condition: paired_with
                  object: self_ref short=true
                  partner: objects quantifier="a" other=true
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: paired_creatures
                condition: paired_with
                  object: self_ref short=true
                  partner: objects quantifier="a" other=true bare=true other_word="他の"
                    filter: card_type name="creature"
        """,
        engine="cannot compile paired_with: no soulbond pairing",
        to_ja=False,
    ),
    # kind: part_of
    Row(
        "one of those creatures",
        ja="それらのうち１体を戦場に出す。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="put"
                  object: part_of written="それらのうち" counter="体"
                    count: number value=1
                    object: ref plural=true
                  to: zone name="battlefield"
        """,
        engine=(
            "cannot compile part_of: a part: arrange reads it in place (some of the cards named "
            "before)"
        ),
    ),
    # 「黒か赤の、クリーチャー１体かプレインズウォーカー１体」 is "target creature or planeswalker that's black or red"; 「その中から１枚」 is "one of them"; 「そのプレイヤーの手札」 is "their hand".
    Row(
        "one of the revealed cards",
        en=(
            "Draw three cards and reveal them. You may cast one of them without paying its mana "
            "cost."
        ),
        ja=(
            "カード３枚を引き、公開する。"
            "あなたはその中から１枚をマナ・コストを支払うことなく唱えてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=[" and", "."]
                  steps[0]: draw
                    player: you
                    amount: number value=3 form="word"
                  steps[1]: reveal
                    player: you
                    object: ref plural=true
                  steps[2]: optional
                    player: you
                    effect: play cast_only=true free=true
                      player: you
                      object: part_of
                        count: number value=1 form="word"
                        object: ref plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=["、", "。"]
                  steps[0]: draw
                    player: you
                    amount: number value=3
                  steps[1]: reveal
                    player: you
                    object: ref elided=true
                  steps[2]: optional
                    player: you
                    effect: play cast_only=true free=true
                      player: you
                      object: part_of written="その中から" counter="枚"
                        count: number value=1
                        object: ref plural=true
        """,
        engine=(
            "cannot compile part_of: a part: arrange reads it in place (some of the cards named "
            "before)"
        ),
        to_ja=False,
        to_en=False,
    ),
    Row(
        "some of them",
        en="Reveal the top three cards of your library. Exile two of them.",
        ja="あなたのライブラリーの一番上からカード３枚を公開する。そのうち２枚を追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=3 form="word"
                      player: you
                  steps[1]: exile until_comma=true
                    object: part_of
                      count: number value=2 form="word"
                      object: ref plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=3
                      player: you
                  steps[1]: exile until_comma=true
                    object: part_of counter="枚"
                      count: number value=2
                      object: ref plural=true
        """,
        engine=(
            "cannot compile part_of: a part: arrange reads it in place (some of the cards named "
            "before)"
        ),
    ),
    Row(
        "one of them, with no",
        ja="カード３枚を引き、その後それらのうちの１枚を捨てる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: draw
                    player: you
                    amount: number value=3
                  steps[1]: discard
                    player: you
                    object: part_of written="それらのうちの" counter="枚"
                      count: number value=1
                      object: ref plural=true
        """,
        engine=(
            "cannot compile part_of: a part: arrange reads it in place (some of the cards named "
            "before)"
        ),
    ),
]
