"""English wording of players: you, a player described, an object's owner or controller (the kinds
of :mod:`scryc.ast.players`)."""

from __future__ import annotations

from ... import ast
from .base import article


class EnglishPlayers:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.players`."""

    def you(self, node: ast.You) -> str:
        return "you"

    def your_team(self, node: ast.YourTeam) -> str:
        return "your team"

    def you_and(self, node: ast.YouAnd) -> str:
        return f"you and {self.player(node.player)}"

    def player(self, node: ast.Player) -> str:
        if self.own(node.they):  # "Choose a player. They return …"
            return "they"
        if (reference := self.reference(node)) is not None:  # "Choose target player. … that player"
            return reference
        if node.attacked:
            return f"{node.noun}s being attacked"
        if node.voted is not None:  # "each opponent who voted for a choice you voted for"
            choice = "voted for" if node.voted == "same" else "didn't vote for"
            who = f"{node.noun} who voted for a choice you {choice}"
            return (
                f"{node.noun}s {who.split(' ', 1)[1]}"
                if node.quantifier == "all"
                else f"{node.quantifier} {who}"
            )
        if node.quantifier == "all" and self.own(node.you_have):  # "opponents you have"
            return f"{node.noun}s you have"
        if node.quantifier == "each" and self.own(node.you_have):  # "each opponent you have"
            return f"each {node.noun} you have"
        if node.quantifier == "all":  # "players", "your opponents"
            return "your opponents" if node.noun == "opponent" else "players"
        if node.declined:
            return f"{node.quantifier} {node.noun} who doesn't"
        if node.quantifier == "a" and node.noun == "opponent" and node.your_written:
            return "one of your opponents"
        if node.controls is not None:  # "each player who controls a white creature"
            return f"{node.quantifier} {node.noun} who controls {self.object(node.controls)}"
        if node.other:  # "each other player"
            return f"{node.quantifier} other {node.noun}"
        chosen = " chosen at random" if node.at_random else ""
        if node.quantifier == "a" and self.own(node.any_written):  # "unless any player pays"
            return f"any {node.noun}{chosen}"
        if node.quantifier == "a":
            return f"{article(node.noun)} {node.noun}{chosen}"
        return f"{node.quantifier} {node.noun}{chosen}"

    def owner_of(self, node: ast.OwnerOf) -> str:
        return f"{self.possessive(node.object)} owner"

    def controller_of(self, node: ast.ControllerOf) -> str:
        return f"{self.possessive(node.object)} controller"

    def player_or_controller(self, node: ast.PlayerOrController) -> str:
        """ "that player or that planeswalker's controller"."""
        return f"{self.render(node.player)} or {self.render(node.controller)}"

    def attacked_by(self, node: ast.AttackedBy) -> str:
        """ "the player or planeswalker it's attacking", "… that creature is attacking"."""
        attacker = self.object(node.attacker)
        verb = {"it": "it's", "they": "they're"}.get(attacker, f"{attacker} is")
        return f"the player or planeswalker {verb} attacking"

    def has_more(self, node: ast.HasMore) -> str:
        """ "you have more cards in hand than each opponent", "… more life than you"."""
        quantity = "life" if node.quantity == "life" else "cards in hand"
        return f"{self.player_has(node.player)} more {quantity} than {self.object(node.than)}"

    def possessive(self, node: ast.Node) -> str:
        """ "your", "its", "their", "that card's", "its owner's", "<name>'s"."""
        if isinstance(node, ast.You):
            return "your"
        if isinstance(node, ast.Ref):
            if node.sacrificed or node.exiled:
                return f"{self.ref(node)}'s"
            if node.noun == "player" or node.plural:
                return "their"
            if node.noun:
                return f"{self.own(node.determiner, 'that')} {node.noun}'s"
            return self.own(node.spelling, "its")
        if isinstance(node, (ast.OwnerOf, ast.ControllerOf)):
            role = "owner" if isinstance(node, ast.OwnerOf) else "controller"
            if isinstance(node.object, ast.Ref) and node.object.plural:
                if self.own(getattr(node, "owner_singular", False)):
                    return f"their {role}'s"
                return f"their {role}s'"
            return f"{self.possessive(node.object)} {role}'s"
        return f"{self.object(node)}'s"
