"""Template rows of the abilities family (scryc/ast/abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: activation_restriction
    Row(
        "any player may activate",
        en=(
            "{T}: Draw a card. Any player may activate this ability.\n"
            "{1}: Draw a card. Any player may activate this ability but only as a sorcery."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction any_player=true
              abilities[1]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction timing="sorcery" any_player=true
        """,
        engine="cannot compile any player may activate: not modelled",
    ),
    Row(
        "activated (en)",
        en="{1}{U}, {T}: Scry 2. Activate only if you control a legendary creature.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{U}"
                costs[1]: tap_cost
                effect: scry
                  player: you
                  amount: number value=2 form="digits"
                restriction: activation_restriction
                  condition: you_control
                    objects: objects quantifier="a"
                      filter: all_of
                        parts[0]: subtype name="legendary"
                        parts[1]: card_type name="creature"
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "どのプレイヤーも起動できる",
        ja=(
            "(Ｔ)：カード１枚を引く。この能力はどのプレイヤーも起動できる。\n"
            "(２)：カード１枚を引く。この能力は、どのプレイヤーも起動してよい。\n"
            "(１)：カード１枚を引く。どのプレイヤーも起動できるが、起動はソーサリーとしてのみ行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction any_player=true
              abilities[1]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction any_player=true any_player_written="この能力は、どのプレイヤーも起動してよい"
              abilities[2]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction timing="sorcery" any_player=true any_player_written="どのプレイヤーも起動できる"
        """,
        engine="cannot compile any player may activate: not modelled",
    ),
    Row(
        "counters counted after their kind",
        ja="(Ｔ)：諜報１を行う。名前の上に解錠カウンターが５個以上あるときにのみ起動できる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: surveil
                  player: you
                  amount: number value=1
                restriction: activation_restriction
                  condition: amount_compare op="ge" wording="has" count_after="ある"
                    left: counters_on counter="unlock"
                      object: self_ref short=true
                    right: number value=5
        """,
        engine="compiles",
    ),
    Row(
        "activate only during your upkeep",
        en="{T}: Draw a card. Activate only during your upkeep.",
        ja="(Ｔ)：カード１枚を引く。あなたのアップキープの間にのみ起動できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction during="your upkeep"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction during="your upkeep"
        """,
        engine="cannot compile activate only during your upkeep: not enforced by the engine",
    ),
    Row(
        "activate only during your turn and once",
        en=(
            "{1}: Card Name gets +1/+1 until end of turn. Activate only during your turn and only "
            "once each turn."
        ),
        ja=(
            "(１)：ターン終了時まで、名前は+1/+1の修整を受ける。あなたのターンの間にのみ、"
            "毎ターン１回のみ起動できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                  duration: duration name="until end of turn"
                restriction: activation_restriction timing="once each turn" during="your turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                  duration: duration name="until end of turn" first=true
                restriction: activation_restriction timing="once each turn" during="your turn"
        """,
        engine="cannot compile activate only during your turn: not enforced by the engine",
    ),
    Row(
        "activate only if it has counters",
        en="{T}: Surveil 1. Activate only if Card Name has five or more unlock counters on it.",
        ja="(Ｔ)：諜報１を行う。名前の上に５個以上の解錠カウンターがあるときにのみ起動できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: surveil
                  player: you
                  amount: number value=1 form="digits"
                restriction: activation_restriction
                  condition: amount_compare op="ge" wording="has"
                    left: counters_on counter="unlock"
                      object: self_ref short=true
                    right: number value=5 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: surveil
                  player: you
                  amount: number value=1
                restriction: activation_restriction
                  condition: amount_compare op="ge" wording="has"
                    left: counters_on counter="unlock"
                      object: self_ref short=true
                    right: number value=5
        """,
        engine="compiles",
    ),
    Row(
        "start your engines!",
        en=(
            "Start your engines!\n"
            "Sacrifice another creature: Surveil 1. Activate only once each turn."
        ),
        ja=(
            "エンジン始動！\n"
            "これでないクリーチャー１体を生け贄に捧げる：諜報１を行う。毎ターン１回のみ起動できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="start your engines!" case="capitalized"
              abilities[1]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" other=true
                      filter: card_type name="creature"
                effect: surveil
                  player: you
                  amount: number value=1 form="digits"
                restriction: activation_restriction timing="once each turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="start your engines!"
              abilities[1]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" other=true counter="体" other_word="これでない"
                      filter: card_type name="creature"
                effect: surveil
                  player: you
                  amount: number value=1
                restriction: activation_restriction timing="once each turn"
        """,
        engine="cannot compile keyword: start your engines!: no rules behaviour",
    ),
    # kind: keyword_list
    Row(
        "jump-start",
        en="Draw two cards.\nJump-start",
        ja="カード２枚を引く。\n再活",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: number value=2 form="word"
              abilities[1]: keyword_list
                keywords[0]: keyword name="jump-start" case="capitalized"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: number value=2
              abilities[1]: keyword_list
                keywords[0]: keyword name="jump-start"
        """,
        engine="cannot compile keyword: jump-start: no rules behaviour",
    ),
    Row(
        "basic landcycling",
        ja="基本土地サイクリング(１)(緑)",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="basic landcycling"
                  cost: mana_cost symbols="{1}{G}"
        """,
        engine="cannot compile keyword: basic landcycling: no rules behaviour",
    ),
    Row(
        "equip limited to a subtype",
        en="Equip Knight {1}",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="equip" case="capitalized"
                  cost: mana_cost symbols="{1}"
                  filter: subtype name="Knight"
        """,
        engine="cannot compile keyword: equip: a cost limited to some objects",
    ),
    Row(
        "splice onto a subtype",
        en="Splice onto Arcane {1}{U}\nDraw a card.",
        ja="連繋（秘儀）(１)(青)\nカード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="splice onto" case="capitalized"
                  cost: mana_cost symbols="{1}{U}"
                  filter: subtype name="Arcane"
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="splice onto"
                  cost: mana_cost symbols="{1}{U}"
                  filter: subtype name="Arcane"
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile keyword: splice onto: a cost limited to some objects",
    ),
    Row(
        "loyalty abilities without brackets",
        en="+1: Draw a card.\n−2: Destroy target creature.\n0: Draw a card.",
        ja=(
            "[+1]：カード１枚を引く。\n[-2]：クリーチャー１体を対象とする。それを破壊する。\n"
            "[0]：カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability loyalty="+1" loyalty_written="+1"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
              abilities[1]: activated_ability loyalty="-2" loyalty_written="−2"
                effect: destroy
                  object: objects quantifier="target"
                    filter: card_type name="creature"
              abilities[2]: activated_ability loyalty="0" loyalty_written="0"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability loyalty="+1"
                effect: draw
                  player: you
                  amount: number value=1
              abilities[1]: activated_ability loyalty="-2"
                effect: destroy
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
              abilities[2]: activated_ability loyalty="0"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "keywords separated by semicolons",
        en=(
            "Flying; swampwalk (This creature can't be blocked as long as defending player "
            "controls a Swamp.)"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list separator=";"
                keywords[0]: keyword name="flying" case="capitalized"
                keywords[1]: keyword name="swampwalk" case="lower"
                reminder[0]: reminder_text text="This creature can't be blocked as long as defending player controls a Swamp." sentence=2
        """,
        engine="cannot compile keyword: swampwalk: no rules behaviour",
    ),
    Row(
        "partner with",
        en=(
            "Partner with Blaring Recruiter (When this creature enters the battlefield, target "
            "player may put Blaring Recruiter into their hand from their library, then shuffle.)"
        ),
        ja=(
            "《吹鳴する徴募兵》との共闘（このクリーチャーが戦場に出たとき、"
            "プレイヤー１人を対象とする。"
            "そのプレイヤーは自分のライブラリーから《吹鳴する徴募兵》という名前のカード１枚を自分の"
            "手札に加えてもよい。そうしたなら、そのプレイヤーは自分のライブラリーを切り直す。）"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="partner with" case="capitalized" card_name="Blaring Recruiter"
                reminder[0]: reminder_text text="When this creature enters the battlefield, target player may put Blaring Recruiter into their hand from their library, then shuffle." sentence=1
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="partner with" card_name="吹鳴する徴募兵"
                reminder[0]: reminder_text text="このクリーチャーが戦場に出たとき、プレイヤー１人を対象とする。そのプレイヤーは自分のライブラリーから《吹鳴する徴募兵》という名前のカード１枚を自分の手札に加えてもよい。そうしたなら、そのプレイヤーは自分のライブラリーを切り直す。" sentence=1
        """,
        engine="cannot compile keyword: partner with: no rules behaviour",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "keyword list",
        en="Flying, first strike",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying" case="capitalized"
                keywords[1]: keyword name="first strike" case="lower"
        """,
        engine="compiles",
    ),
    Row(
        "keyword with amount",
        en="Fabricate 2",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="fabricate" case="capitalized"
                  amount: number value=2 form="digits"
        """,
        engine="cannot compile keyword: fabricate: no rules behaviour",
    ),
    Row(
        "Enchant opponent",
        en="Enchant opponent",
        ja="エンチャント（対戦相手）",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="enchant" player="opponent" case="capitalized"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="enchant" player="opponent"
        """,
        engine="cannot compile keyword: enchant: without a filter",
    ),
    Row(
        "plot and disguise",
        en="Plot {3}{U}\nDisguise {4}{B}",
        ja="計画(３)(青)\n変装(４)(黒)",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="plot" case="capitalized"
                  cost: mana_cost symbols="{3}{U}"
              abilities[1]: keyword_list
                keywords[0]: keyword name="disguise" case="capitalized"
                  cost: mana_cost symbols="{4}{B}"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="plot"
                  cost: mana_cost symbols="{3}{U}"
              abilities[1]: keyword_list
                keywords[0]: keyword name="disguise"
                  cost: mana_cost symbols="{4}{B}"
        """,
        engine="cannot compile keyword: plot: no rules behaviour",
    ),
    Row(
        "cumulative upkeep",
        en="Cumulative upkeep {1}",
        ja="累加アップキープ(１)",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="cumulative upkeep" case="capitalized"
                  cost: mana_cost symbols="{1}"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="cumulative upkeep"
                  cost: mana_cost symbols="{1}"
        """,
        engine="compiles",
    ),
    Row(
        "affinity for",
        en="Affinity for artifacts",
        ja="親和（アーティファクト）",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="affinity for" case="capitalized"
                  filter: card_type name="artifact" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="affinity for"
                  filter: card_type name="artifact"
        """,
        engine="compiles",
    ),
    Row(
        "mobilize",
        en="Mobilize 2\nFlying",
        ja="応召２\n飛行",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="mobilize" case="capitalized"
                  amount: number value=2 form="digits"
              abilities[1]: keyword_list
                keywords[0]: keyword name="flying" case="capitalized"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="mobilize"
                  amount: number value=2
              abilities[1]: keyword_list
                keywords[0]: keyword name="flying"
        """,
        engine="cannot compile keyword: mobilize: no rules behaviour",
    ),
    Row(
        "older keywords",
        en="Flying, fear\nEcho {2}{R}\nSoulshift 5\nSplit second",
        ja="飛行、畏怖\nエコー(２)(赤)\n転生５\n刹那",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying" case="capitalized"
                keywords[1]: keyword name="fear" case="lower"
              abilities[1]: keyword_list
                keywords[0]: keyword name="echo" case="capitalized"
                  cost: mana_cost symbols="{2}{R}"
              abilities[2]: keyword_list
                keywords[0]: keyword name="soulshift" case="capitalized"
                  amount: number value=5 form="digits"
              abilities[3]: keyword_list
                keywords[0]: keyword name="split second" case="capitalized"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying"
                keywords[1]: keyword name="fear"
              abilities[1]: keyword_list
                keywords[0]: keyword name="echo"
                  cost: mana_cost symbols="{2}{R}"
              abilities[2]: keyword_list
                keywords[0]: keyword name="soulshift"
                  amount: number value=5
              abilities[3]: keyword_list
                keywords[0]: keyword name="split second"
        """,
        engine="cannot compile keyword: soulshift: no rules behaviour",
    ),
    Row(
        "a keyword's number and cost",
        en="Suspend 4—{U}\nAwaken 3—{4}{W}",
        ja="待機４ ― (青)\n覚醒３ ― (４)(白)",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="suspend" case="capitalized"
                  cost: mana_cost symbols="{U}"
                  amount: number value=4 form="digits"
              abilities[1]: keyword_list
                keywords[0]: keyword name="awaken" case="capitalized"
                  cost: mana_cost symbols="{4}{W}"
                  amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="suspend"
                  cost: mana_cost symbols="{U}"
                  amount: number value=4
              abilities[1]: keyword_list
                keywords[0]: keyword name="awaken"
                  cost: mana_cost symbols="{4}{W}"
                  amount: number value=3
        """,
        engine="cannot compile keyword: suspend: no rules behaviour",
    ),
    Row(
        "keywords",
        en="Flying, vigilance",
        ja="飛行、警戒",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying" case="capitalized"
                keywords[1]: keyword name="vigilance" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying"
                keywords[1]: keyword name="vigilance"
        """,
        engine="compiles",
    ),
    # kind: would_die
    Row(
        "would die this turn, printed wordings",
        ja="このターンにクリーチャーが死亡するなら、代わりにそれを追放する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: would_die duration_particle="に"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="creature"
                  duration: duration name="this turn"
                replacement: exile until_comma=true
                  object: ref
        """,
        engine="cannot compile replacement_ability: replacing would_die",
    ),
    Row(
        "a permanent's prevention is static",
        en="Prevent all damage that would be dealt to Card Name.",
        ja="名前に与えられるすべてのダメージを軽減する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: prevent_damage
                  recipient: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: prevent_damage
                  recipient: self_ref short=true
        """,
        engine="cannot compile prevent_damage: no prevention of damage",
        type_line="Legendary Creature — Human Rebel",
        ja_type_line="伝説のクリーチャー ― 人間・レベル",
    ),
    Row(
        "a permanent's free cast under a condition is static",
        en="If you control a commander, you may cast this spell without paying its mana cost.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: you_control
                    objects: objects quantifier="a"
                      filter: card_type name="commander"
                    player: you
                  effect: optional
                    player: you
                    effect: play cast_only=true free=true
                      player: you
                      object: self_ref noun="spell"
        """,
        engine="cannot compile conditional: no static behaviour",
        type_line="Creature — Human",
    ),
    Row(
        "a permanent can't attack or block unless you pay",
        en="Card Name can't attack or block unless you pay {2}.",
        ja="あなたが(２)を支払わないかぎり、名前では攻撃もブロックもできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: unless
                  effect: restriction rule="can't attack or block"
                    object: self_ref short=true
                  player: you
                  action: pay_mana symbols="{2}"
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: unless
                  effect: restriction rule="can't attack or block"
                    object: self_ref short=true
                  player: you
                  action: pay_mana symbols="{2}"
                    player: you
        """,
        engine="cannot compile unless: no effect that happens unless a player acts",
        type_line="Creature — Ogre Warrior",
        ja_type_line="クリーチャー ― オーガ・戦士",
    ),
    Row(
        "if kicked, enters with counters",
        en="If Card Name was kicked, it enters with two +1/+1 counters on it.",
        ja="名前がキッカーされていたなら、これは+1/+1カウンター２個が置かれた状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: spell_was how="kicked"
                    object: self_ref short=true
                  effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja=""
                    object: ref
                    amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: spell_was how="kicked"
                    object: self_ref short=true
                  effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja=""
                    object: self_ref pronoun=true
                    amount: number value=2
        """,
        engine="cannot compile conditional: no static behaviour",
        to_ja=False,
        to_en=False,
        type_line="Creature — Drake",
        ja_type_line="クリーチャー ― ドレイク",
    ),
    Row(
        "this ability costs less to activate for each",
        en=(
            "{5}, {T}: Scry 1, then draw a card. This ability costs {1} less to activate for each "
            "legendary creature you control."
        ),
        ja=(
            "(５),(Ｔ)：占術１を行う。その後、カード１枚を引く。この能力を起動するためのコストは、"
            "あなたがコントロールしている伝説のクリーチャー１体につき(１)少なくなる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{5}"
                costs[1]: tap_cost
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: scry
                    player: you
                    amount: number value=1 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=1 form="article"
                cost_rule: cost_change symbols="{1}" reduce=true action="activate"
                  object: self_ref noun="ability"
                  for_each: objects quantifier="all" bare=true
                    filter: all_of head=1
                      parts[0]: subtype name="legendary"
                      parts[1]: card_type name="creature"
                      parts[2]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{5}"
                costs[1]: tap_cost
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: scry
                    player: you
                    amount: number value=1
                  steps[1]: draw
                    player: you
                    amount: number value=1
                cost_rule: cost_change symbols="{1}" reduce=true action="activate"
                  object: self_ref
                  for_each: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: subtype name="legendary"
                      parts[2]: card_type name="creature"
        """,
        engine="cannot compile activated_ability.cost_rule: not modelled",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "if, this ability costs less to activate",
        en=(
            "{3}{U}: Card Name can't be blocked this turn. This ability costs {3} less to activate "
            "if there are five or more mana values among cards in your graveyard."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}{U}"
                effect: restriction rule="can't be blocked"
                  object: self_ref short=true
                  duration: duration name="this turn"
                cost_rule: conditional condition_last=true comma=true
                  condition: amount_compare op="ge" wording="there_are"
                    left: types_among types="mana value"
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="card" plural=true
                          parts[1]: in_zone preposition="in"
                            zone: zone name="graveyard"
                              owner: you
                    right: number value=5 form="word"
                  effect: cost_change symbols="{3}" reduce=true action="activate"
                    object: self_ref noun="ability"
        """,
        engine="cannot compile activated_ability.cost_rule: not modelled",
    ),
]
