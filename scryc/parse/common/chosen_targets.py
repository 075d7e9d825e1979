"""Targets chosen in one sentence and named in another, as both grammars' builders fold
them: "Choose target creature. … that creature" puts the target where it is used, and the
references that name it are found by what they refer to."""

from __future__ import annotations

from typing import Any

from ... import ast
from ..ja.lexicon import OWN, PAIR_ROLES

CHOOSE_OBJECT = ast.Kinds("ChooseObject")


PERMANENT_TYPES = frozenset(
    {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}
)


def refers_to(ref: ast.Ref, target: Any) -> bool:
    """Whether ``ref`` can mean ``target``: "it" can; "that card" can't mean a target creature
    (Judge Unworthy's "that card's mana value" is the revealed card's)."""
    if ref.noun is None:
        return True
    if ref.noun == "number" or isinstance(target, ast.Player):
        return ref.noun == "player" and isinstance(target, ast.Player)
    if isinstance(target, ast.AnyTarget):
        return ref.noun in ("permanent", "creature", "player")
    nouns = {n.name for n in target.walk() if isinstance(n, ast.CardType)}
    if ref.noun == "permanent":
        return bool(nouns & (PERMANENT_TYPES | {"permanent"}))
    return ref.noun in nouns


def refers_by(ref: ast.Ref, target: Any, role: str | None) -> bool:
    """Whether ``ref`` stands for ``target``: by its place among two targets (``role``,
    「その前者」 not yet named), or else as :func:`refers_to` says; "the sacrificed creature" /
    「その生け贄に捧げられたクリーチャー」 and "the exiled card" never do, nor the unwritten
    subject of a later predicate (「〈名〉はこの能力を失い、…になる」: 〈名〉's)."""
    if role is not None:
        return ref.determiner == role and ref.noun is None
    if ref.sacrificed or ref.exiled or ref.elided:
        return False
    return ref.determiner not in (*PAIR_ROLES, OWN) and refers_to(ref, target)


def substitute(node: Any, target: Any, role: str | None = None) -> tuple[Any, bool]:
    """Replace the first reference to a declared target in ``node`` (it, that creature,
    それ, そのプレイヤー; with ``role``: 「その前者」 or 「その後者」) with the target itself."""
    if isinstance(node, ast.Ref) and refers_by(node, target, role):
        if isinstance(target, ast.Ref) and node.written:  # a later 「前者」, as written
            return target.model_copy(update={"written": node.written}), True
        upon = ast.UPON if node.determiner == "その" else ""  # 「その上」
        found = declared(target, (node.written or role) if role else (node.noun or upon))
        if node.plural and isinstance(found, ast.Objects) and not plural_target(found):
            found = found.model_copy(update={"declared_plural": True})  # one for each player
        return found, True
    if role is None and isinstance(node, ast.Player) and node.quantifier == "that":
        if not isinstance(target, ast.Player):
            return node, False
        # 「そのプレイヤーは、」: the comma written after the reference stays
        return declared(target, node.noun).model_copy(update={"comma": node.comma}), True
    if not isinstance(node, ast.Node):
        return node, False
    for name in type(node).model_fields:
        value = getattr(node, name)
        if isinstance(value, ast.Node):
            new, done = substitute(value, target, role)
            if done:
                return node.model_copy(update={name: new}), True
        elif isinstance(value, list):
            for i, item in enumerate(value):
                new, done = substitute(item, target, role)
                if done:
                    return node.model_copy(update={name: [*value[:i], new, *value[i + 1 :]]}), True
    return node, False


def plural_target(target: ast.Objects) -> bool:
    """Whether a target is several objects (「それら」 refers to it): any number, or a count
    other than one."""
    return target.quantifier == "any number target" or ast.other_than_one(target.count)


def declared(target: Any, noun: str) -> Any:
    """A declared target, marked with the reference that stood for it (surface only); a
    player chosen at random is no target."""
    if isinstance(target, ast.Player) and target.at_random:
        return target
    if isinstance(target, (ast.Objects, ast.AnyTarget, ast.Player, ast.ObjectList)):
        return target.model_copy(update={"declared": noun})
    return target


def fold_chosen_targets(
    steps: list[Any], joins: list[str], connectives: list[str]
) -> tuple[list[Any], list[str], list[str]]:
    """ "Choose target creature. … that creature": the target goes where it is used, as in
    "… target creature" (and in Japanese 「…を対象とする。…それ…」)."""
    steps, joins, connectives = list(steps), list(joins), list(connectives)
    for i in range(len(steps) - 1, -1, -1):
        chosen = steps[i]
        if not (isinstance(chosen, CHOOSE_OBJECT) and is_target(chosen.object)):
            continue
        for j in range(i + 1, len(steps)):
            steps[j], done = substitute(steps[j], chosen.object)
            if done:
                del steps[i]
                del joins[min(i, len(joins) - 1)]
                del connectives[min(i, len(connectives) - 1)]
                break
    return steps, joins, connectives


def is_target(obj: Any) -> bool:
    """Whether an object phrase declares a target ("target creature", "up to one target …")."""
    return isinstance(obj, ast.AnyTarget) or str(getattr(obj, "quantifier", "")).endswith("target")
