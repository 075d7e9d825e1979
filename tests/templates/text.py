"""Template rows of the text family (scryc/ast/text.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: ability_word
    Row(
        "addendum",
        en=(
            "Draw three cards.\n"
            "Addendum — If you cast this spell during your main phase, scry 3, then draw three "
            "cards instead."
        ),
        ja=(
            "カード３枚を引く。\n"
            "附則 ― あなたがこの呪文をあなたのメイン・フェイズ中に唱えていたなら、"
            "代わりに占術３を行い、その後カード３枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: number value=3 form="word"
              abilities[1]: ability_word_ability
                word: ability_word text="Addendum"
                ability: spell_ability
                  effect: conditional comma=true instead=true
                    condition: you_cast during_main_phase=true
                      object: self_ref noun="spell"
                    effect: sequence joins=["then"] connectives=[", then"]
                      steps[0]: scry
                        player: you
                        amount: number value=3 form="digits"
                      steps[1]: draw
                        player: you
                        amount: number value=3 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: number value=3
              abilities[1]: ability_word_ability
                word: ability_word text="附則"
                ability: spell_ability
                  effect: conditional comma=true instead=true
                    condition: you_cast during_main_phase=true
                      object: self_ref noun="spell"
                    effect: sequence joins=["then"] connectives=["、その後"]
                      steps[0]: scry
                        player: you
                        amount: number value=3
                      steps[1]: draw
                        player: you
                        amount: number value=3
        """,
        engine="compiles",
    ),
    Row(
        "delirium",
        en=(
            "Delirium — As long as there are four or more card types among cards in your "
            "graveyard, Card Name gets +2/+2."
        ),
        ja=(
            "昂揚 ― あなたの墓地にあるカードの中に４種類以上のカード・タイプがあるかぎり、"
            "名前は+2/+2の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: ability_word_ability
                word: ability_word text="Delirium"
                ability: static_ability
                  effect: modify_pt power="+2" toughness="+2"
                    object: self_ref short=true
                  condition: amount_compare op="ge" wording="there_are"
                    left: types_among types="card"
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="card" plural=true
                          parts[1]: in_zone preposition="in"
                            zone: zone name="graveyard"
                              owner: you
                    right: number value=4 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: ability_word_ability
                word: ability_word text="昂揚"
                ability: static_ability
                  effect: modify_pt power="+2" toughness="+2"
                    object: self_ref short=true
                  condition: amount_compare op="ge" wording="there_are"
                    left: types_among types="card"
                      objects: objects quantifier="all" bare=true
                        filter: all_of
                          parts[0]: in_zone preposition="in"
                            zone: zone name="graveyard"
                              owner: you
                          parts[1]: card_type name="card"
                    right: number value=4
        """,
        engine="compiles",
    ),
    Row(
        "dungeon room with a long name",
        en="Temple of Dumathoin — Draw a card.",
        ja="ドゥマトーインの寺院/Temple of Dumathoin ― カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: ability_word_ability
                word: ability_word text="Temple of Dumathoin"
                ability: spell_ability
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: ability_word_ability
                word: ability_word text="ドゥマトーインの寺院/Temple of Dumathoin"
                ability: spell_ability
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "fully unlock a Room",
        en=(
            "Eerie — Whenever an enchantment you control enters and whenever you fully unlock a "
            "Room, surveil 1."
        ),
        ja=(
            "違和感 ― あなたがコントロールしているエンチャント１つが戦場に出るたび、および、"
            "あなたが部屋１つを完全に開放するたび、諜報１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: ability_word_ability
                word: ability_word text="Eerie"
                ability: triggered_ability word="whenever"
                  trigger: any_of_triggers again=["whenever"]
                    triggers[0]: enters
                      object: objects quantifier="a"
                        filter: all_of head=0
                          parts[0]: card_type name="enchantment"
                          parts[1]: controlled_by
                            player: you
                    triggers[1]: player_action action="fully unlock"
                      player: you
                      object: objects quantifier="a"
                        filter: subtype name="Room"
                  effect: surveil
                    player: you
                    amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: ability_word_ability
                word: ability_word text="違和感"
                ability: triggered_ability word="whenever"
                  trigger: any_of_triggers again=["whenever"]
                    triggers[0]: enters
                      object: objects quantifier="a" counter="つ"
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: card_type name="enchantment"
                    triggers[1]: player_action action="fully unlock"
                      player: you
                      object: objects quantifier="a" counter="つ"
                        filter: subtype name="Room"
                  effect: surveil
                    player: you
                    amount: number value=1
        """,
        engine="cannot compile player_action: fully unlock: no trigger behaviour",
    ),
    # kind: reminder_text
    Row(
        "kicker and/or",
        en=(
            "Kicker {2}{U} and/or {1}{B} (You may pay an additional {2}{U} and/or {1}{B} as you "
            "cast this spell.)"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list separator="and/or"
                keywords[0]: keyword name="kicker" case="capitalized"
                  cost: mana_cost symbols="{2}{U}"
                keywords[1]: keyword name="kicker"
                  cost: mana_cost symbols="{1}{B}"
                reminder[0]: reminder_text text="You may pay an additional {2}{U} and/or {1}{B} as you cast this spell." sentence=2
        """,
        engine="compiles",
    ),
    Row(
        "waterbend as a cost",
        en=(
            "Waterbend {3}: Draw a card. (While paying a waterbend cost, you can tap your "
            "artifacts and creatures to help. Each one pays for {1}.)"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: pay_mana symbols="{3}" waterbend=true
                    player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                reminder[0]: reminder_text text="While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}." sentence=1
        """,
        engine="cannot compile waterbend: no rules behaviour",
    ),
    Row(
        "reminder text after a target sentence",
        en=(
            "Return target creature card from your graveyard to your hand. (Then exile this card. "
            "You may cast the creature later from exile.)"
        ),
        ja=(
            "あなたの墓地にあるクリーチャー・カード１枚を対象とし、それをあなたの手札に戻す。"
            "（その後、このカードを追放する。"
            "あなたは後で追放領域からこのクリーチャーを唱えてもよい。）"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="target"
                    filter: all_of head=1
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="card"
                      parts[2]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: you
                  to: zone name="hand"
                    owner: you
                reminder[0]: reminder_text text="Then exile this card. You may cast the creature later from exile." sentence=1
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="target" counter="枚" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: card_type name="creature"
                      parts[2]: card_type name="card"
                  to: zone name="hand"
                    owner: you
                reminder[0]: reminder_text text="その後、このカードを追放する。あなたは後で追放領域からこのクリーチャーを唱えてもよい。" sentence=1
        """,
        engine="compiles",
        to_ja=False,
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
        engine="compiles",
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
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "keyword with reminder",
        en=(
            "Flying\n"
            "Ward {2} (Whenever this creature becomes the target of a spell or ability an opponent "
            "controls, counter it unless that player pays {2}.)"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying" case="capitalized"
              abilities[1]: keyword_list
                keywords[0]: keyword name="ward" case="capitalized"
                  cost: mana_cost symbols="{2}"
                reminder[0]: reminder_text text="Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}." sentence=1
        """,
        engine="compiles",
    ),
    Row(
        "trigger limit with reminder (en)",
        en=(
            "Whenever you commit a crime, scry 1. This ability triggers only once each turn. "
            "(Targeting opponents is a crime.)"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability once_each_turn=true word="whenever"
                trigger: player_action action="commit a crime"
                  player: you
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
                reminder[0]: reminder_text text="Targeting opponents is a crime." sentence=2
        """,
        engine="cannot compile player_action: commit a crime: without an object",
    ),
    Row(
        "trigger limit with reminder (ja)",
        ja=(
            "あなたが悪事を働くたび、占術１を行う。この能力は毎ターン１回のみ誘発する。"
            "（悪事を働くとは、対戦相手を対象とすることである。）"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability once_each_turn=true word="whenever"
                trigger: player_action action="commit a crime"
                  player: you
                effect: scry
                  player: you
                  amount: number value=1
                reminder[0]: reminder_text text="悪事を働くとは、対戦相手を対象とすることである。" sentence=2
        """,
        engine="cannot compile player_action: commit a crime: without an object",
    ),
    # Reminder text does not carry over: Japanese text leaves it out.
    Row(
        "Augury Owl",
        en=(
            "Flying\n"
            "When Card Name enters the battlefield, scry 3. (Look at the top three cards of your "
            "library, then put any number of them on the bottom of your library and the rest on "
            "top in any order.)"
        ),
        ja="飛行\n名前が戦場に出たとき、占術３を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying" case="capitalized"
              abilities[1]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=3 form="digits"
                reminder[0]: reminder_text text="Look at the top three cards of your library, then put any number of them on the bottom of your library and the rest on top in any order." sentence=1
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying"
              abilities[1]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=3
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "if it was a creature, return it; it's an enchantment",
        en=(
            "When Card Name dies, if it was a creature, return it to the battlefield under its "
            "owner's control. It's an enchantment. (It's not a creature.)"
        ),
        ja=(
            "名前が死亡したとき、これがクリーチャーであった場合、"
            "これをオーナーのコントロール下で戦場に戻す。これはエンチャントである。"
            "（これはクリーチャーではない。）"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                condition: object_is past=true
                  object: ref
                  filter: card_type name="creature"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: move verb="return"
                    object: ref
                    to: zone name="battlefield"
                      owner: owner_of
                        object: ref
                  steps[1]: becomes types=["enchantment"] state=true contracted=true
                    object: ref
                reminder[0]: reminder_text text="It's not a creature." sentence=2
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                condition: object_is past=true
                  object: self_ref pronoun=true
                  filter: card_type name="creature"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: move verb="return"
                    object: self_ref pronoun=true
                    to: zone name="battlefield"
                      owner: owner_of
                        object: ref
                  steps[1]: becomes types=["enchantment"] state=true
                    object: self_ref pronoun=true
                reminder[0]: reminder_text text="これはクリーチャーではない。" sentence=2
        """,
        engine="cannot compile becomes.set_types: types (and a name) set, not added (CR 205.1a)",
        to_ja=False,
        to_en=False,
    ),
]
