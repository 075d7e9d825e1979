"""The categories of node: discriminated unions on ``kind`` of the nodes that
:data:`scryc.ast.CATEGORIES` names. Each names nodes from several modules, so loading this
module loads the whole AST."""

from typing import Any

from .. import ast
from .base import union


def _category(name: str) -> Any:
    return union(*(getattr(ast, node) for node in ast.CATEGORIES[name]))


Amount = _category("Amount")
PlayerRef = _category("PlayerRef")
Filter = _category("Filter")
ObjectRef = _category("ObjectRef")
Effect = _category("Effect")
Condition = _category("Condition")
Cost = _category("Cost")
Trigger = _category("Trigger")
Ability = _category("Ability")
GrantedAbility = _category("GrantedAbility")
