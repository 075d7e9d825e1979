"""What a card's type line says about the kind of its abilities (CR 113.3): only an instant
or a sorcery has spell abilities; every line of any other card (a permanent, a plane, a
scheme …) is an activated, triggered or static ability."""

from __future__ import annotations

import re
from typing import Any, Literal

from .. import ast
from .common.abilities import static_of
from .ja.lexicon import CARD_TYPES as JA_CARD_TYPES

#: The card types whose cards are spells that resolve (CR 304, 307).
SPELL_TYPES = frozenset({"instant", "sorcery"})
#: The other card types: permanents (CR 110.4) and the cards of casual variants that are
#: never cast (planes, phenomena, vanguards, schemes, conspiracies). A dungeon is not
#: among them: its rooms' abilities are triggered (CR 309.4c), written like a chapter's.
OTHER_TYPES = frozenset(
    {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}
    | {"plane", "phenomenon", "vanguard", "scheme", "conspiracy"}
)
#: The dash between a type line's types and its subtypes, in either language.
DASH = re.compile(r"\s*[—―]\s*")


def card_types(type_line: str, lang: Literal["en", "ja"]) -> frozenset[str]:
    """The card types a type line names, by their English names ("Legendary Creature —
    Elf" → {"creature"}; 「アーティファクト・クリーチャー ― ゴーレム」 → {"artifact",
    "creature"}); of a card with two faces ("A // B"), those of its first face."""
    head = DASH.split(type_line.split("//")[0], maxsplit=1)[0]
    if lang == "ja":
        return frozenset(name for word, name in JA_CARD_TYPES.items() if word in head)
    return frozenset(word.lower() for word in head.split()) & (SPELL_TYPES | OTHER_TYPES)


def never_spell(type_line: str | None, lang: Literal["en", "ja"]) -> bool:
    """Whether the type line says the card has no spell abilities: it names a card type and
    neither instant nor sorcery. False without a type line, or with one that names no card
    type it knows (the text alone then decides)."""
    if type_line is None:
        return False
    types = card_types(type_line, lang)
    return bool(types & OTHER_TYPES) and not types & SPELL_TYPES


def without_spell_abilities(card: ast.CardText) -> ast.CardText:
    """The card's text with each line that parsed as a spell ability made the static ability
    it is on a card that is never a spell (a replacement effect such as "enters with …
    counters" is one, CR 614.1c; so is a permission such as "you may cast this spell
    without paying its mana cost", CR 118.9)."""
    return card.model_copy(update={"abilities": [_settled(a) for a in card.abilities]})


def _settled(ability: Any) -> Any:
    if isinstance(ability, ast.SpellAbility) and _end_of_combat(ability.effect):
        # 「戦闘終了時に、…」 alone on a permanent's line: its triggered ability ("At end of
        # combat, …"), not a delayed trigger that nothing sets up
        effect = ability.effect
        return ast.TriggeredAbility.model_construct(
            trigger=effect.trigger,
            effect=effect.effect,
            word="at",
            reminder=ability.reminder,
            span=ability.span,
        )
    if isinstance(ability, ast.SpellAbility):
        return static_of(ability.effect, ability.reminder, ability.span)
    if isinstance(ability, ast.AbilityWordAbility):
        return ability.model_copy(update={"ability": _settled(ability.ability)})
    if isinstance(ability, (ast.StationAbility, ast.LevelAbility, ast.ClassLevel)):
        return ability.model_copy(update={"abilities": [_settled(a) for a in ability.abilities]})
    return ability


def _end_of_combat(effect: Any) -> bool:
    """Whether ``effect`` is "At end of combat, …" alone, written first."""
    return (
        isinstance(effect, ast.DelayedTrigger)
        and effect.word == "at"
        and effect.duration is None
        and isinstance(effect.trigger, ast.AtStep)
        and effect.trigger.step == "end of combat"
    )


def spell_abilities(card: ast.CardText) -> list[ast.SpellAbility]:
    """The card's spell abilities: its lines, those under an ability word, a station
    threshold or a level (a chapter's effect is a triggered ability's, CR 714.2b)."""
    return [a for a in _lines(card.abilities) if isinstance(a, ast.SpellAbility)]


def _lines(abilities: list[Any]) -> list[Any]:
    found: list[Any] = []
    for ability in abilities:
        if isinstance(ability, ast.AbilityWordAbility):
            found += _lines([ability.ability])
        elif isinstance(ability, (ast.StationAbility, ast.LevelAbility, ast.ClassLevel)):
            found += _lines(ability.abilities)
        else:
            found.append(ability)
    return found
