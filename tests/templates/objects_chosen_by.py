"""Template rows of the objects family (scryc/ast/objects.py): who chooses an object, and the
values a description refers to ("of that color", "of the creature type of your choice").

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: chosen_by
    Row(
        "of an opponent's choice",
        en=(
            "When Card Name enters the battlefield, return target creature card of an opponent's "
            "choice from your graveyard to your hand."
        ),
        ja=(
            "名前が戦場に出たとき、あなたの墓地にある、"
            "対戦相手１人が選んだクリーチャー・カード１枚を対象とし、それをあなたの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: move verb="return"
                  object: objects quantifier="target"
                    filter: all_of head=1
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="card"
                      parts[2]: chosen_by
                        player: player quantifier="a" noun="opponent"
                      parts[3]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: you
                  to: zone name="hand"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: move verb="return"
                  object: objects quantifier="target" counter="枚" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: in_zone preposition="in" comma=true
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: chosen_by
                        player: player quantifier="a" noun="opponent"
                      parts[2]: card_type name="creature"
                      parts[3]: card_type name="card"
                  to: zone name="hand"
                    owner: you
        """,
        engine=(
            "cannot compile chosen_by: no choice of an object by a player other than the one acting"
        ),
        to_ja=False,
        to_en=False,
    ),
    Row(
        "of defending player's choice",
        en=(
            "Whenever Card Name attacks, put a +1/+1 counter on target creature of defending "
            "player's choice."
        ),
        ja=(
            "名前が攻撃するたび、防御プレイヤーが選んだクリーチャー１体を対象とする。"
            "その上に+1/+1カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: put_counters counter="+1/+1"
                  amount: number value=1 form="article"
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: chosen_by
                        player: player quantifier="defending" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: put_counters counter="+1/+1"
                  amount: number value=1
                  object: objects quantifier="target" counter="体" declared="上"
                    filter: all_of
                      parts[0]: chosen_by
                        player: player quantifier="defending" noun="player"
                      parts[1]: card_type name="creature"
        """,
        engine=(
            "cannot compile chosen_by: no choice of an object by a player other than the one acting"
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
    # kind: same_value
    Row(
        "with the same mana value as the card",
        en=(
            "Search your library for a card with the same mana value as Card Name, reveal it, put "
            "it into your hand, then shuffle."
        ),
        ja=(
            "あなたのライブラリーから名前と同じマナ総量を持つカード１枚を探し、公開し、"
            "あなたの手札に加え、その後ライブラリーを切り直す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=[",", ",", ", then"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="card"
                        parts[1]: same_value attribute="mana value"
                          object: self_ref short=true
                  steps[1]: reveal
                    player: you
                    object: ref
                  steps[2]: move verb="put"
                    object: ref
                    to: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=["、", "、", "、その後"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: same_value attribute="mana value"
                          object: self_ref short=true
                        parts[1]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref elided=true
                  steps[2]: move verb="put"
                    object: ref elided=true
                    to: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: owned_by
    Row(
        "they own",
        en="Each player gains control of all creatures they own.",
        ja="各プレイヤーは、自分がオーナーであるすべてのクリーチャーのコントロールを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_control
                  object: objects quantifier="all"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: owned_by
                        player: ref noun="player"
                  player: player quantifier="each" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_control
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: owned_by
                        player: ref noun="player"
                      parts[1]: card_type name="creature"
                  player: player quantifier="each" noun="player" comma=true
        """,
        engine="compiles",
        to_ja=False,
    ),
]
