"""Template rows of the tokens family (scryc/ast/tokens.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: copy_exception
    Row(
        "copy with a starting loyalty (en)",
        en=(
            "Create a token that's a copy of Card Name, except it's not legendary and its starting "
            "loyalty is 1."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec
                    copy_of: self_ref short=true
                    exception: copy_exception not_legendary=true written="it's not"
                      starting_loyalty: number value=1 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "a token copy, except it's not legendary",
        en=(
            "Create a token that's a copy of target creature you control, except it's not "
            "legendary."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec
                    copy_of: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: you
                    exception: copy_exception not_legendary=true written="it's not"
        """,
        engine="compiles",
    ),
    Row(
        "伝説でなく初期忠誠度が…ことを除いて",
        ja="伝説でなく初期忠誠度が１であることを除いて名前のコピーであるトークン１体を生成する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token counter="体"
                  player: you
                  amount: number value=1
                  token: token_spec
                    copy_of: self_ref short=true
                    exception: copy_exception not_legendary=true no_comma=true te_form=true
                      starting_loyalty: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "in addition to other types, without a possessive",
        ja=(
            "他のタイプに加えてアーティファクトであることを除き、"
            "それのコピーであるトークン１体を生成する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token counter="体"
                  player: you
                  amount: number value=1
                  token: token_spec
                    copy_of: ref
                    exception: copy_exception types=["artifact"] in_addition=true written=""
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "a token copy, no comma after ことを除き",
        ja=(
            "墓地からクリーチャー・カード１枚を対象とし、それを追放する。"
            "黒の4/4のゾンビであることを除きそれのコピーであるトークン１体を生成する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="枚" declared="" declared_clause=true
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="graveyard"
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                  steps[1]: create_token counter="体"
                    player: you
                    amount: number value=1
                    token: token_spec
                      copy_of: ref
                      exception: copy_exception power_toughness="4/4" colors=["black"] types=["Zombie"] no_comma=true
        """,
        engine="compiles",
    ),
    Row(
        "becomes a copy except",
        en="This creature becomes a copy of target creature, except it has flying.",
        ja=(
            "クリーチャー１体を対象とする。このクリーチャーは飛行を持つことを除き、"
            "それのコピーになる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes
                  object: self_ref noun="creature"
                  copy_of: objects quantifier="target"
                    filter: card_type name="creature"
                  copy_exception: copy_exception
                    abilities[0]: keyword name="flying" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes
                  object: self_ref noun="creature"
                  copy_of: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  copy_exception: copy_exception
                    abilities[0]: keyword name="flying"
        """,
        engine="compiles",
    ),
    Row(
        "timed copy except",
        en=(
            "Target artifact you control becomes a copy of target creature until end of turn, "
            "except it has haste."
        ),
        ja=(
            "あなたがコントロールしているアーティファクト１つとクリーチャー１体を対象とする。"
            "ターン終了時まで、その前者は速攻を持つことを除き、その後者のコピーになる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="artifact"
                      parts[1]: controlled_by
                        player: you
                  duration: duration name="until end of turn"
                  copy_of: objects quantifier="target"
                    filter: card_type name="creature"
                  copy_exception: copy_exception
                    abilities[0]: keyword name="haste" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes
                  object: objects quantifier="target" counter="つ" declared="その前者" declared_with="と"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="artifact"
                  duration: duration name="until end of turn" first=true
                  copy_of: objects quantifier="target" counter="体" declared="その後者"
                    filter: card_type name="creature"
                  copy_exception: copy_exception
                    abilities[0]: keyword name="haste"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "copy with a starting loyalty",
        en=(
            "Create a token that's a copy of Card Name, except it isn't legendary and its starting "
            "loyalty is 1."
        ),
        ja="伝説でなく初期忠誠度が１であることを除き、名前のコピーであるトークン１体を生成する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec
                    copy_of: self_ref short=true
                    exception: copy_exception not_legendary=true
                      starting_loyalty: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token counter="体"
                  player: you
                  amount: number value=1
                  token: token_spec
                    copy_of: self_ref short=true
                    exception: copy_exception not_legendary=true
                      starting_loyalty: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "a copy that is a creature with an ability",
        en=(
            "Exile target creature. Create a token that's a copy of it, except it's a 1/1 white "
            "Spirit creature with flying in addition to its other types."
        ),
        ja=(
            "クリーチャー１体を対象とする。それを追放する。"
            "それの他のタイプに加えて白の1/1のスピリット・クリーチャーであり飛行を持つことを除き、"
            "それのコピーであるトークン１体を生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: create_token
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec
                      copy_of: ref
                      exception: copy_exception power_toughness="1/1" colors=["white"] types=["Spirit", "creature"] in_addition=true with_abilities=true
                        abilities[0]: keyword name="flying" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: create_token counter="体"
                    player: you
                    amount: number value=1
                    token: token_spec
                      copy_of: ref
                      exception: copy_exception power_toughness="1/1" colors=["white"] types=["Spirit", "creature"] in_addition=true written="それの" with_abilities=true
                        abilities[0]: keyword name="flying"
        """,
        engine="compiles",
    ),
    Row(
        "a token copy, except it's a …",
        en=(
            "Exile target creature card from a graveyard. Create a token that's a copy of it, "
            "except it's a 4/4 black Zombie."
        ),
        ja=(
            "墓地からクリーチャー・カード１枚を対象とする。それを追放する。"
            "黒の4/4のゾンビであることを除き、それのコピーであるトークン１体を生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                        parts[2]: in_zone preposition="from"
                          zone: zone name="graveyard"
                  steps[1]: create_token
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec
                      copy_of: ref
                      exception: copy_exception power_toughness="4/4" colors=["black"] types=["Zombie"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="枚" declared=""
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="graveyard"
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                  steps[1]: create_token counter="体"
                    player: you
                    amount: number value=1
                    token: token_spec
                      copy_of: ref
                      exception: copy_exception power_toughness="4/4" colors=["black"] types=["Zombie"]
        """,
        engine="compiles",
    ),
    Row(
        "a token copy, except in addition to its other types",
        en=(
            "Create a token that's a copy of target artifact you control, except it's a Spirit in "
            "addition to its other types."
        ),
        ja=(
            "あなたがコントロールしているアーティファクト１つを対象とする。"
            "それの他のタイプに加えてスピリットであることを除き、"
            "それのコピーであるトークン１体を生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec
                    copy_of: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="artifact"
                        parts[1]: controlled_by
                          player: you
                    exception: copy_exception types=["Spirit"] in_addition=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token counter="体"
                  player: you
                  amount: number value=1
                  token: token_spec
                    copy_of: objects quantifier="target" counter="つ" declared=""
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="artifact"
                    exception: copy_exception types=["Spirit"] in_addition=true written="それの"
        """,
        engine="compiles",
    ),
    Row(
        "a token copy, except it isn't legendary and it has …",
        en=(
            "Create a token that's a copy of target creature you control, except it isn't "
            "legendary and it has haste."
        ),
        ja=(
            "あなたがコントロールしているクリーチャー１体を対象とする。"
            "速攻を持つことと伝説でないことを除き、それのコピーであるトークン１体を生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec
                    copy_of: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: you
                    exception: copy_exception not_legendary=true
                      abilities[0]: keyword name="haste" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token counter="体"
                  player: you
                  amount: number value=1
                  token: token_spec
                    copy_of: objects quantifier="target" counter="体" declared=""
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                    exception: copy_exception not_legendary=true
                      abilities[0]: keyword name="haste"
        """,
        engine="compiles",
    ),
    # kind: counter_count
    Row(
        "put a counter of each of two kinds",
        en="Put a +1/+1 counter and a lifelink counter on target creature.",
        ja="クリーチャー１体を対象とし、それの上に+1/+1カウンター１個と絆魂カウンター１個を置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: put_counter_kinds
                  counters[0]: counter_count counter="+1/+1"
                    amount: number value=1 form="article"
                  counters[1]: counter_count counter="lifelink"
                    amount: number value=1 form="article"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: put_counter_kinds
                  counters[0]: counter_count counter="+1/+1"
                    amount: number value=1
                  counters[1]: counter_count counter="lifelink"
                    amount: number value=1
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
                    filter: card_type name="creature"
        """,
        engine=(
            "cannot compile put_counter_kinds: no op puts counters of several kinds in one event"
        ),
        to_ja=False,
    ),
    Row(
        "put counters of three kinds",
        en=(
            "Put a +1/+1 counter, a reach counter, and a deathtouch counter on target creature. "
            "Untap it."
        ),
        ja=(
            "クリーチャー１体を対象とする。"
            "それの上に+1/+1カウンター１個と到達カウンター１個と接死カウンター１個を置く。"
            "それをアンタップする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: put_counter_kinds
                    counters[0]: counter_count counter="+1/+1"
                      amount: number value=1 form="article"
                    counters[1]: counter_count counter="reach"
                      amount: number value=1 form="article"
                    counters[2]: counter_count counter="deathtouch"
                      amount: number value=1 form="article"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: untap
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: put_counter_kinds
                    counters[0]: counter_count counter="+1/+1"
                      amount: number value=1
                    counters[1]: counter_count counter="reach"
                      amount: number value=1
                    counters[2]: counter_count counter="deathtouch"
                      amount: number value=1
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: untap
                    object: ref
        """,
        engine=(
            "cannot compile put_counter_kinds: no op puts counters of several kinds in one event"
        ),
    ),
]
