"""Template rows of the special_abilities family (scryc/ast/special_abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: cast_restriction
    Row(
        "cast this spell only, a comma after the subject",
        ja="この呪文は、攻撃クリーチャー指定ステップの間にのみ唱えられる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: cast_restriction window="during the declare attackers step" comma=true
        """,
        engine="compiles",
    ),
    Row(
        "cast this spell only during a window",
        en="Cast this spell only during combat after blockers are declared.\nDraw a card.",
        ja=(
            "この呪文は戦闘中でブロック・クリーチャーが指定された後にのみ唱えられる。\n"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: cast_restriction window="during combat after blockers are declared"
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: cast_restriction window="during combat after blockers are declared"
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "cast this spell only during a player's step",
        en="Cast this spell only during an opponent's upkeep.",
        ja="この呪文は対戦相手のアップキープの間にのみ唱えられる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: cast_restriction window="upkeep"
                player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: cast_restriction window="upkeep"
                player: player quantifier="a" noun="opponent"
        """,
        engine="compiles",
    ),
    Row(
        "cast this spell only if",
        en="Cast this spell only if you control two or more Vampires.",
        ja="この呪文はあなたが２体以上の吸血鬼をコントロールしているときにのみ唱えられる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: cast_restriction
                condition: you_control
                  objects: objects quantifier="at least"
                    count: number value=2 form="word"
                    filter: subtype name="Vampire" plural=true
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: cast_restriction
                condition: you_control
                  objects: objects quantifier="at least" counter="体"
                    count: number value=2
                    filter: subtype name="Vampire"
                  player: you
        """,
        engine="compiles",
    ),
    # kind: chapter_ability
    Row(
        "chapter with an ability word, copy it twice",
        en=(
            "III — Triple — When you cast your next instant or sorcery spell this turn, copy it "
            "twice. You may choose new targets for the copies."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: chapter_ability chapters=[3]
                ability: ability_word_ability
                  word: ability_word text="Triple"
                  ability: spell_ability
                    effect: sequence joins=["sentence"] connectives=["."]
                      steps[0]: delayed_trigger word="when"
                        trigger: player_casts
                          player: you
                          spell: objects quantifier="the next"
                            filter: all_of head=1
                              parts[0]: any_of
                                options[0]: card_type name="instant"
                                options[1]: card_type name="sorcery"
                              parts[1]: card_type name="spell"
                              parts[2]: cast_by action="cast"
                                player: you
                                duration: duration name="this turn"
                        effect: copy_spell
                          object: ref
                          times: number value=2
                      steps[1]: optional
                        player: you
                        effect: choose_new_targets
                          player: you
                          object: ref noun="copy" plural=true determiner="the"
        """,
        engine="cannot compile chapter_ability: chapter with ability_word_ability",
    ),
    Row(
        "chapter with an ability word, 「２回コピーする」",
        ja=(
            "III ― トリプル ― このターン、"
            "あなたが次にインスタントかソーサリーである呪文を唱えたとき、それを２回コピーする。"
            "あなたはそれらのコピーの新しい対象を選んでもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: chapter_ability chapters=[3]
                ability: ability_word_ability
                  word: ability_word text="トリプル"
                  ability: spell_ability
                    effect: sequence joins=["sentence"] connectives=["。"]
                      steps[0]: delayed_trigger word="when"
                        trigger: player_casts
                          player: you
                          spell: objects quantifier="the next"
                            filter: all_of
                              parts[0]: any_of conjunction="か"
                                options[0]: card_type name="instant"
                                options[1]: card_type name="sorcery"
                              parts[1]: card_type name="spell"
                              parts[2]: cast_by action="cast" next_particles="、に"
                                player: you
                                duration: duration name="this turn"
                        effect: copy_spell
                          object: ref
                          times: number value=2
                      steps[1]: optional
                        player: you written=true
                        effect: choose_new_targets
                          player: you written=true
                          object: ref noun="copy" plural=true
        """,
        engine="cannot compile chapter_ability: chapter with ability_word_ability",
    ),
    # "with the chosen name" / 「その選ばれた名前を持つ」 (a card named 名前 would read 名前 as itself).
    Row(
        "the chosen name",
        en=(
            "III — Choose a card name. Whenever a creature with the chosen name deals combat "
            "damage to a player this turn, draw a card."
        ),
        ja=(
            "III ― カード名１つを選ぶ。"
            "このターンにその選ばれた名前を持つクリーチャー１体がプレイヤー１人に戦闘ダメージを与え"
            "るたび、カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: chapter_ability chapters=[3]
                ability: spell_ability
                  effect: sequence joins=["sentence"] connectives=["."]
                    steps[0]: choose_value value="card name"
                      player: you
                    steps[1]: delayed_trigger word="whenever"
                      trigger: deals_damage combat=true
                        object: objects quantifier="a"
                          filter: all_of head=0
                            parts[0]: card_type name="creature"
                            parts[1]: of_chosen value="name"
                        recipient: player quantifier="a" noun="player"
                      duration: duration name="this turn"
                      effect: draw
                        player: you
                        amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: chapter_ability chapters=[3]
                ability: spell_ability
                  effect: sequence joins=["sentence"] connectives=["。"]
                    steps[0]: choose_value value="card name"
                      player: you
                    steps[1]: delayed_trigger word="whenever"
                      trigger: deals_damage combat=true
                        object: objects quantifier="a" counter="体"
                          filter: all_of
                            parts[0]: of_chosen value="name" that=true
                            parts[1]: card_type name="creature"
                        recipient: player quantifier="a" noun="player"
                      duration: duration name="this turn"
                      effect: draw
                        player: you
                        amount: number value=1
        """,
        engine="compiles",
        ja_name="見張り",
    ),
    # kind: class_becomes_level
    Row(
        "class becomes level trigger",
        en=(
            "Creatures you control have haste.\n{2}{U}: Level 2\n"
            "When Card Name becomes level 2, draw two cards."
        ),
        ja=(
            "あなたがコントロールしている各クリーチャーは速攻を持つ。\n(２)(青)：レベル２\n"
            "名前がレベル２になったとき、カード２枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                  abilities[0]: keyword name="haste" case="lower"
              abilities[1]: class_level level=2
                cost: mana_cost symbols="{2}{U}"
                abilities[0]: triggered_ability word="when"
                  trigger: class_becomes_level level=2
                    object: self_ref short=true
                  effect: draw
                    player: you
                    amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                  abilities[0]: keyword name="haste"
              abilities[1]: class_level level=2
                cost: mana_cost symbols="{2}{U}"
                abilities[0]: triggered_ability word="when"
                  trigger: class_becomes_level level=2
                    object: self_ref short=true
                  effect: draw
                    player: you
                    amount: number value=2
        """,
        engine="cannot compile class_level: no Class levels",
        to_ja=False,
        to_en=False,
    ),
    # kind: class_level
    Row(
        "class level lines",
        en=(
            "Creatures you control have haste.\n{2}{G}: Level 2\n"
            "You may play an additional land on each of your turns.\n{4}{G}: Level 3\n"
            "Creatures you control have vigilance."
        ),
        ja=(
            "あなたがコントロールしている各クリーチャーは速攻を持つ。\n(２)(緑)：レベル２\n"
            "あなたの各ターンに、あなたは追加の土地１つをプレイしてもよい。\n(４)(緑)：レベル３\n"
            "あなたがコントロールしている各クリーチャーは警戒を持つ。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                  abilities[0]: keyword name="haste" case="lower"
              abilities[1]: class_level level=2
                cost: mana_cost symbols="{2}{G}"
                abilities[0]: static_ability
                  effect: additional_land_plays
                    player: you
                    amount: number value=1 form="article"
              abilities[2]: class_level level=3
                cost: mana_cost symbols="{4}{G}"
                abilities[0]: static_ability
                  effect: gain_ability verb="have"
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by
                          player: you
                    abilities[0]: keyword name="vigilance" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                  abilities[0]: keyword name="haste"
              abilities[1]: class_level level=2
                cost: mana_cost symbols="{2}{G}"
                abilities[0]: static_ability
                  effect: additional_land_plays
                    player: you
                    amount: number value=1
              abilities[2]: class_level level=3
                cost: mana_cost symbols="{4}{G}"
                abilities[0]: static_ability
                  effect: gain_ability verb="have"
                    object: objects quantifier="each"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                    abilities[0]: keyword name="vigilance"
        """,
        engine="cannot compile class_level: no Class levels",
        to_ja=False,
        to_en=False,
    ),
    # kind: dungeon_entry
    Row(
        "venture into a dungeon type",
        en='You can\'t enter this dungeon unless you "venture into Undercity."',
        ja="「地下街探索をする。」でなければこのダンジョンに入ることはできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: dungeon_entry
                venture: venture into="Undercity"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: dungeon_entry
                venture: venture into="Undercity"
                  player: you
        """,
        engine="cannot compile dungeon_entry: no dungeons",
    ),
    # kind: kicked_with
    Row(
        "kicked with its kicker",
        en="If this spell was kicked with its {3}{U} kicker, you draw X cards.",
        ja="この呪文が(３)(青)でキッカーされていたなら、あなたはカードＸ枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: kicked_with cost="{3}{U}"
                    object: self_ref noun="spell"
                  effect: draw
                    player: you written=true
                    amount: variable name="X"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: kicked_with cost="{3}{U}"
                    object: self_ref noun="spell"
                  effect: draw
                    player: you written=true
                    amount: variable name="X"
        """,
        engine=(
            "cannot compile kicked_with: which of a card's kicker costs was paid: the engine "
            "records only that a kicker cost was"
        ),
    ),
    Row(
        "kicked with its kicker (the kicker written)",
        ja="名前が戦場に出たとき、これが(赤)のキッカーでキッカーされていた場合、カード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                condition: kicked_with cost="{R}" kicker_written=true
                  object: self_ref pronoun=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile kicked_with: which of a card's kicker costs was paid: the engine "
            "records only that a kicker cost was"
        ),
    ),
    # kind: level_ability
    Row(
        "level symbols with their boxes",
        en=(
            "Level up {2} ({2}: Put a level counter on this. Level up only as a sorcery.)\n"
            "LEVEL 1-4\n2/2\nLEVEL 5+\n5/5\nFirst strike"
        ),
        ja=(
            "Ｌｖアップ(２)（(２)：この上にＬｖカウンター１個を置く。"
            "Ｌｖアップはソーサリーとしてのみ行う。）\n1/1\nLv1-4：\n2/2\nLv5+：\n先制攻撃\n5/5"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="level up" case="capitalized"
                  cost: mana_cost symbols="{2}"
                reminder[0]: reminder_text text="{2}: Put a level counter on this. Level up only as a sorcery." sentence=1
              abilities[1]: level_ability low=1 high=4 size="2/2"
              abilities[2]: level_ability low=5 size="5/5"
                abilities[0]: keyword_list
                  keywords[0]: keyword name="first strike" case="capitalized"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="level up"
                  cost: mana_cost symbols="{2}"
                reminder[0]: reminder_text text="(２)：この上にＬｖカウンター１個を置く。Ｌｖアップはソーサリーとしてのみ行う。" sentence=1
              abilities[1]: level_ability low=1 high=4 size="2/2" base_size="1/1"
              abilities[2]: level_ability low=5 size="5/5"
                abilities[0]: keyword_list
                  keywords[0]: keyword name="first strike"
        """,
        engine="cannot compile keyword: level up: no rules behaviour",
        to_ja=False,
        to_en=False,
    ),
    # kind: prototype
    Row(
        "prototype",
        en="Prototype {1}{W} — 2/2\nVigilance",
        ja="警戒\n//\n(１)(白)\n試作\n2/2",
        en_ast="""
            card_text lang="en"
              abilities[0]: prototype size="2/2"
                cost: mana_cost symbols="{1}{W}"
              abilities[1]: keyword_list
                keywords[0]: keyword name="vigilance" case="capitalized"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: prototype size="2/2"
                cost: mana_cost symbols="{1}{W}"
              abilities[1]: keyword_list
                keywords[0]: keyword name="vigilance"
        """,
        engine="cannot compile prototype: no prototype casting",
    ),
    # kind: reminder_only
    Row(
        "reminder text only",
        en="({T}: Add {B}.)",
        ja="（(Ｔ)：(黒)を加える。）",
        en_ast="""
            card_text lang="en"
              abilities[0]: reminder_only
                reminder[0]: reminder_text text="{T}: Add {B}." sentence=0
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: reminder_only
                reminder[0]: reminder_text text="(Ｔ)：(黒)を加える。" sentence=0
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
