"""Template rows of issue 25's keyword, mana and phase constructions (several families).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: tapped_for_mana
    Row(
        "whenever you tap a <land> for mana, add an additional mana",
        en="Whenever you tap a Swamp for mana, add an additional {B}.",
        ja="あなたがマナを引き出す目的で沼を１つタップするたび、追加で(黒)を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  player: you
                  object: objects quantifier="a"
                    filter: subtype name="Swamp"
                effect: add_mana options=["{B}"] additional=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana count_after=true
                  player: you
                  object: objects quantifier="a" counter="つ"
                    filter: subtype name="Swamp"
                effect: add_mana options=["{B}"] additional=true
        """,
        engine="cannot compile tapped_for_mana: no trigger on mana abilities",
        to_ja=False,
    ),
    Row(
        "whenever enchanted land is tapped for mana",
        en=(
            "Whenever enchanted land is tapped for mana, its controller adds an additional one "
            "mana of any color."
        ),
        ja=(
            "エンチャントしている土地がマナを引き出す目的でタップされるたび、"
            "それのコントローラーは追加で好きな色１色のマナ１点を加える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  object: attached_to relation="enchanted"
                    filter: card_type name="land"
                effect: add_mana options=["any color"] additional=true
                  player: controller_of
                    object: ref
                  amount: number value=1 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  object: attached_to relation="enchanted"
                    filter: card_type name="land"
                effect: add_mana options=["any color"] additional=true
                  player: controller_of
                    object: ref
                  amount: number value=1
        """,
        engine="cannot compile tapped_for_mana: no trigger on mana abilities",
    ),
    Row(
        "whenever a player taps a land for mana",
        en="Whenever a player taps a land for mana, Card Name deals 1 damage to that player.",
        ja=(
            "プレイヤーがマナを引き出す目的で土地をタップするたび、"
            "名前はそのプレイヤーに１点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a"
                    filter: card_type name="land"
                effect: deal_damage divided_by="あなたの"
                  source: self_ref short=true
                  amount: number value=1 form="digits"
                  recipient: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana bare_player=true
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="land"
                effect: deal_damage divided_by="あなたの"
                  source: self_ref short=true
                  amount: number value=1
                  recipient: player quantifier="that" noun="player"
        """,
        engine="cannot compile tapped_for_mana: no trigger on mana abilities",
        to_ja=False,
    ),
    # kind: add_mana
    Row(
        "mana in any combination of colors",
        en="{T}: Add two mana in any combination of colors.",
        ja="(Ｔ)：好きな色の組み合わせのマナ２点を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["any color"] combination=true
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["any color"] combination=true
                  amount: number value=2
        """,
        engine="cannot compile add_mana.combination: mana in any combination of colors",
    ),
    Row(
        "mana in any combination of two colors",
        en="{T}: Add X mana in any combination of {R} and/or {G}.",
        ja="(Ｔ)：(赤)と(緑)の好きな組み合わせのマナＸ点を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["{R}", "{G}"] combination=true
                  amount: variable name="X"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["{R}", "{G}"] combination=true
                  amount: variable name="X"
        """,
        engine="cannot compile add_mana.combination: mana in any combination of colors",
    ),
    # kind: at_step
    Row(
        "at the beginning of your precombat main phase (「第１メイン・フェイズ」)",
        en="At the beginning of your precombat main phase, you gain 1 life.",
        ja="あなたの第１メイン・フェイズの開始時に、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="precombat main phase"
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="precombat main phase" ordinal=true
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "at the beginning of your postcombat main phase",
        en="At the beginning of your postcombat main phase, you gain 1 life.",
        ja="あなたの戦闘後メイン・フェイズの開始時に、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="postcombat main phase"
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="postcombat main phase"
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile at_step: postcombat main phase",
    ),
    Row(
        "at the beginning of your second main phase",
        en="At the beginning of your second main phase, you gain 1 life.",
        ja="あなたの第２メイン・フェイズの開始時に、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="postcombat main phase" ordinal=true
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="postcombat main phase" ordinal=true
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile at_step: postcombat main phase",
        to_ja=False,
        to_en=False,
    ),
    # kind: activation_restriction
    Row(
        "activate only during your turn, before attackers are declared",
        en="{T}: Draw a card. Activate only during your turn, before attackers are declared.",
        ja=(
            "(Ｔ)：カード１枚を引く。あなたのターンの間で、"
            "攻撃クリーチャーが指定される前にのみ起動できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction during="your turn" window="before attackers are declared"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction during="your turn" window="before attackers are declared"
        """,
        engine="cannot compile activation window: before attackers are declared",
    ),
    # kind: amount_compare
    Row(
        "as long as it has a +1/+1 counter on it",
        en="As long as Card Name has a +1/+1 counter on it, it has flying.",
        ja="名前の上に+1/+1カウンターが置かれているかぎり、これは飛行を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: ref
                  abilities[0]: keyword name="flying" case="lower"
                condition: amount_compare op="ge" wording="has" unnumbered=true
                  left: counters_on counter="+1/+1"
                    object: self_ref short=true
                  right: number value=1
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref pronoun=true
                  abilities[0]: keyword name="flying"
                condition: amount_compare op="ge" wording="has" count_after="置かれている" unnumbered=true
                  left: counters_on counter="+1/+1"
                    object: self_ref short=true
                  right: number value=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: becomes
    Row(
        "is also a <type> in addition to its other types (「…でもある」)",
        en=(
            "As long as enchanted permanent is a Vehicle, it's a creature in addition to its other "
            "types."
        ),
        ja=(
            "エンチャントしているパーマネントが機体であるかぎり、"
            "それは他のタイプに加えてクリーチャーでもある。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: becomes types=["creature"] in_addition=true state=true contracted=true
                  object: ref
                condition: object_is
                  object: attached_to relation="enchanted"
                    filter: card_type name="permanent"
                  filter: subtype name="Vehicle"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: becomes types=["creature"] in_addition=true state=true also=true possessive=""
                  object: ref
                condition: object_is
                  object: attached_to relation="enchanted"
                    filter: card_type name="permanent"
                  filter: subtype name="Vehicle"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: keyword
    Row(
        "keyword with a number: backup",
        en="Backup 1",
        ja="賛助１",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="backup" case="capitalized"
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="backup"
                  amount: number value=1
        """,
        engine="cannot compile keyword: backup: no rules behaviour",
    ),
    Row(
        "keyword with a cost: warp",
        en="Warp {4}",
        ja="ワープ(４)",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="warp" case="capitalized"
                  cost: mana_cost symbols="{4}"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="warp"
                  cost: mana_cost symbols="{4}"
        """,
        engine="cannot compile keyword: warp: no rules behaviour",
    ),
    Row(
        "keyword: spree",
        en="Spree",
        ja="放題",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="spree" case="capitalized"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="spree"
        """,
        engine="cannot compile keyword: spree: no rules behaviour",
    ),
]
