"""Template rows of the changes family (scryc/ast/changes.py): a becomes sized by an amount, a
choice of abilities, the activated abilities of another object, and a count that times the
first of two predicates.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: becomes_sized
    Row(
        "sized by its mana value",
        en=(
            "Target noncreature artifact becomes an artifact creature with power and toughness "
            "each equal to its mana value until end of turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes_sized
                  object: objects quantifier="target"
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="creature"
                      parts[1]: card_type name="artifact"
                  becomes: becomes types=["artifact", "creature"]
                    object: ref
                  amount: value_of attribute="mana value"
                    object: ref
                  duration: duration name="until end of turn"
        """,
        engine=(
            "cannot compile becomes_sized: a becomes whose power and toughness are each an amount: "
            "the engine's becomes takes a written power/toughness only"
        ),
    ),
    Row(
        "sized, a state",
        en=(
            "Each noncreature artifact is an artifact creature with power and toughness each equal "
            "to its mana value."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes_sized
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="creature"
                      parts[1]: card_type name="artifact"
                  becomes: becomes types=["artifact", "creature"] state=true
                    object: ref
                  amount: value_of attribute="mana value"
                    object: ref
        """,
        engine=(
            "cannot compile becomes_sized: a becomes whose power and toughness are each an amount: "
            "the engine's becomes takes a written power/toughness only"
        ),
    ),
    # kind: gain_choice
    Row(
        "your choice of three",
        en="{G}: Card Name gains your choice of reach, trample, or haste until end of turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{G}"
                effect: gain_choice
                  object: self_ref short=true
                  options[0]: keyword name="reach" case="lower"
                  options[1]: keyword name="trample" case="lower"
                  options[2]: keyword name="haste" case="lower"
                  duration: duration name="until end of turn"
        """,
        engine=(
            "cannot compile gain_choice: an ability chosen among several as the effect resolves: "
            "the engine's agent is offered no choice of abilities"
        ),
    ),
    Row(
        "your choice of two",
        en=(
            "Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end "
            "of turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+1" toughness="+1"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: gain_choice
                    object: ref elided=true
                    options[0]: keyword name="deathtouch" case="lower"
                    options[1]: keyword name="lifelink" case="lower"
                    duration: duration name="until end of turn"
        """,
        engine=(
            "cannot compile gain_choice: an ability chosen among several as the effect resolves: "
            "the engine's agent is offered no choice of abilities"
        ),
    ),
    # kind: abilities_of
    Row(
        "activated abilities of that card",
        en="Card Name has all activated abilities of all creature cards exiled with it.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: abilities_of
                    object: objects quantifier="all"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card" plural=true
                        parts[2]: exiled_with
                          object: ref
        """,
        engine=(
            "cannot compile abilities_of: the activated abilities of another object: the engine "
            "copies no abilities from one object to another"
        ),
    ),
    Row(
        "gains all activated abilities",
        en="{U}: Card Name gains all activated abilities of target creature until end of turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}"
                effect: gain_ability verb="gain"
                  object: self_ref short=true
                  abilities[0]: abilities_of
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  duration: duration name="until end of turn"
        """,
        engine=(
            "cannot compile abilities_of: the activated abilities of another object: the engine "
            "copies no abilities from one object to another"
        ),
    ),
    # kind: for_each
    Row(
        "for each, and has",
        en="Enchanted creature gets +1/+1 for each Plains you control and has flying.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: for_each
                    effect: modify_pt power="+1" toughness="+1"
                      object: attached_to relation="enchanted"
                        filter: card_type name="creature"
                    objects: objects quantifier="each"
                      filter: all_of head=0
                        parts[0]: subtype name="Plains"
                        parts[1]: controlled_by
                          player: you
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
        """,
        engine="compiles",
    ),
    # kind: becomes
    Row(
        "are Mountains",
        en="Nonbasic lands are Mountains.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes types=["Mountain"] state=true
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: negated
                        filter: subtype name="basic"
                      parts[1]: card_type name="land" plural=true
        """,
        engine="cannot compile becomes.set_types: types (and a name) set, not added (CR 205.1a)",
    ),
    Row(
        "is a creature with haste",
        en="Enchanted land is a 7/7 red Giant creature with haste. It's still a land.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: becomes power_toughness="7/7" colors=["red"] types=["Giant", "creature"] state=true
                    object: attached_to relation="enchanted"
                      filter: card_type name="land"
                    abilities[0]: keyword name="haste" case="lower"
                  steps[1]: keeps_type card_type="land"
                    object: ref
        """,
        engine="compiles",
    ),
    # kind: cant_have
    Row(
        "can't have or gain",
        en="Creatures your opponents control lose flying and can't have or gain flying.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: lose_ability
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by opponents=true
                          player: player quantifier="a" noun="opponent"
                    abilities[0]: keyword name="flying" case="lower"
                  steps[1]: cant_have or_gain=true
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
        """,
        engine=(
            "cannot compile cant_have: abilities an object can't have: the engine has no rule that "
            "removes abilities as they are granted"
        ),
    ),
    Row(
        "can't have either",
        en=(
            "{1}, {T}: Until end of turn, creatures your opponents control lose hexproof and "
            "shroud and can't have hexproof or shroud."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                costs[1]: tap_cost
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: lose_ability
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by opponents=true
                          player: player quantifier="a" noun="opponent"
                    abilities[0]: keyword name="hexproof" case="lower"
                    abilities[1]: keyword name="shroud" case="lower"
                    duration: duration name="until end of turn" first=true
                  steps[1]: cant_have
                    object: ref elided=true
                    abilities[0]: keyword name="hexproof" case="lower"
                    abilities[1]: keyword name="shroud" case="lower"
                    duration: duration name="until end of turn" first=true
        """,
        engine=(
            "cannot compile cant_have: abilities an object can't have: the engine has no rule that "
            "removes abilities as they are granted"
        ),
    ),
]
