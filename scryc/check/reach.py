"""What a reference cannot reach: the parts of an ability hidden from it (see
:mod:`.binding`).

A part of another object's description, of a condition that only asks whether something
exists, of an ability the text quotes, of what X is defined as, or of another mode is out
of reach of a reference outside it. Binding asks this of every node before each reference,
so what each node class may hide is looked up once per class (:data:`HIDING`) instead of
testing every class in turn for each ancestor of each node.
"""

from __future__ import annotations

from .. import ast
from ..ast import Node
from ..tree import Visit

#: Conditions that only ask whether such objects exist: what they describe is nothing a
#: reference outside them can mean ("If you control a Wizard, … it …" is not the Wizard;
#: "If seven or more cards are in your graveyard, … that creature" is not a card there).
EXISTENCE = ast.Kinds("YouControl", "ControlsMore", "YouCast", "ThereAre")
#: Abilities a text may quote inside another ("gains \"{T}: …\""): their nodes are theirs.
ABILITIES = ast.Kinds("SpellAbility", "ActivatedAbility", "TriggeredAbility", "StaticAbility")

#: What a node hides below it, by how :func:`hides` reads it: an object description's parts
#: but a player, a condition's parts when it asks for existence, all of a quoted ability's.
DESCRIPTION, EXISTS, EVERY_FIELD = "description", "exists", ""
#: The field whose nodes a node of a class hides (:data:`EVERY_FIELD` for all of them, or
#: :data:`DESCRIPTION` or :data:`EXISTS`), or None, by the class (filled on first use).
HIDING: dict[type, str | None] = {}


def hiding(node: Node) -> str | None:
    """What a node of ``node``'s class hides below it (see :data:`HIDING`), entered there."""
    found: str | None = None
    if isinstance(node, ast.Objects):  # its filter, "other than ~", its count
        found = DESCRIPTION
    elif isinstance(node, EXISTENCE):  # "If you control a creature with flying, … its …"
        found = EXISTS
    elif isinstance(node, ABILITIES):
        found = EVERY_FIELD
    elif isinstance(node, ast.CreateToken):  # the token's description
        found = "token"
    elif isinstance(node, ast.Variable):
        found = "definition"
    elif isinstance(node, ast.Modal):
        found = "modes"
    HIDING[type(node)] = found
    return found


def hidden(visit: Visit, enclosing: set[int]) -> bool:
    """Whether ``visit`` is out of reach of a reference whose ancestors are ``enclosing``: a
    part of another object's description ("~" in "a creature that saddled ~ this turn": what
    the description names may be referred to, not its parts, though a player named in it may:
    "all creatures target player controls. That player …"), a part of a condition that
    something exists, of an ability the text quotes, of what X is defined as, or of another
    mode."""
    field, outer = visit.field, visit.parent
    while outer is not None:
        node = outer.node
        if id(node) in enclosing:
            return False
        hides = HIDING[node.__class__] if node.__class__ in HIDING else hiding(node)
        if hides is not None:
            if hides == DESCRIPTION:
                return not isinstance(visit.node, ast.Player)
            if hides == EXISTS:
                if existence(node):
                    return True
            elif hides in (EVERY_FIELD, field):
                return True
        field, outer = outer.field, outer.parent
    return False


def existence(node: Node) -> bool:
    """Whether ``node`` only asks that such objects exist (or were cast this turn): not "if
    you cast a spell this way, … it", nor "if there are cards exiled with ~, put them …"
    (though "if seven or more cards are in your graveyard" only counts)."""
    if isinstance(node, ast.ThereAre):
        return getattr(node.objects, "count", None) is not None
    return isinstance(node, EXISTENCE) and not getattr(node, "this_way", False)
