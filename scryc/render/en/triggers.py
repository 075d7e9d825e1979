"""English wording of triggers: the events and states a triggered ability waits for (the kinds of
:mod:`scryc.ast.triggers`)."""

from __future__ import annotations

from ... import ast
from ..base import ONE_OBJECT_EITHER, RenderError
from .base import ORDINALS, third_person


class EnglishTriggers:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.triggers`."""

    def player_scries(self, node: ast.PlayerScries) -> str:
        return "you scry"

    def counters_removed(self, node: ast.CountersRemoved) -> str:
        removal = self.render(node.removal)
        return f"you {removal} while it's exiled" if node.while_exiled else f"you {removal}"

    def counters_put(self, node: ast.CountersPut) -> str:
        kind = f"{node.counter} " if node.counter else ""
        if node.each_counter:
            return f"a {kind}counter is put on {self.object(node.object)}"
        return f"one or more {kind}counters are put on {self.object(node.object)}"

    def player_puts_counters(self, node: ast.PlayerPutsCounters) -> str:
        kind = f"{node.counter} " if node.counter else ""
        who = "you put" if isinstance(node.player, ast.You) else f"{self.render(node.player)} puts"
        return f"{who} one or more {kind}counters on {self.object(node.object)}"

    def set_in_motion(self, node: ast.SetInMotion) -> str:
        return "you set this scheme in motion"

    def chaos_ensues(self, node: ast.ChaosEnsues) -> str:
        return "you roll {CHAOS}"

    def rolls_die(self, node: ast.RollsDie) -> str:
        if node.highest:
            return "you roll a die's highest natural result"
        return "you roll one or more dice"

    def expends(self, node: ast.Expends) -> str:
        return f"you expend {node.amount}"

    def causes_discard(self, node: ast.CausesDiscard) -> str:
        return f"{self.object(node.cause)} causes you to discard {self.object(node.object)}"

    def planeswalk_to(self, node: ast.PlaneswalkTo) -> str:
        return f"you planeswalk to {self.object(node.object)}"

    def enters(self, node: ast.Enters) -> str:
        verb = "enter" if self.is_plural(node.object) else "enters"
        text = f"{self.object(node.object)} {verb}{self.battlefield(node)}"
        if node.controller is not None:
            text += f" under {self.possessive(node.controller)} control"
        return text

    def enters_state(self, node: ast.EntersState) -> str:
        """ "~ enters untapped", "a permanent enters tapped and under your control"."""
        verb = "enter" if self.is_plural(node.object) else "enters"
        state = "tapped" if node.tapped else "untapped"
        text = f"{self.object(node.object)} {verb}{self.battlefield(node)} {state}"
        if node.controller is not None:
            text += f" and under {self.possessive(node.controller)} control"
        return text

    def dies(self, node: ast.Dies) -> str:
        if node.put_into_graveyard:
            verb = "are" if self.is_plural(node.object) else "is"
            return f"{self.object(node.object)} {verb} put into a graveyard from the battlefield"
        return f"{self.object(node.object)} {'die' if self.is_plural(node.object) else 'dies'}"

    def put_into_graveyard(self, node: ast.PutIntoGraveyard) -> str:
        verb = "are" if self.is_plural(node.object) else "is"
        text = f"{self.object(node.object)} {verb} put into {self.zone(node.graveyard)}"
        if node.from_zone is not None and node.from_zone.name == "battlefield":
            return f"{text} from the battlefield"
        if node.from_zone is not None:
            return f"{text} from {self.zone(node.from_zone)}"
        return f"{text} from anywhere" if node.anywhere else text

    def put_into_exile(self, node: ast.PutIntoExile) -> str:
        verb = "are" if self.is_plural(node.object) else "is"
        text = f"{self.object(node.object)} {verb} put into exile"
        if node.from_zone is not None and node.from_zone.name == "battlefield":
            return f"{text} from the battlefield"
        return f"{text} from {self.zone(node.from_zone)}" if node.from_zone else text

    def leaves_battlefield(self, node: ast.LeavesBattlefield) -> str:
        verb = "leave" if self.is_plural(node.object) else "leaves"
        return f"{self.object(node.object)} {verb} the battlefield"

    def leaves_zone(self, node: ast.LeavesZone) -> str:
        verb = "leave" if self.is_plural(node.object) else "leaves"
        return f"{self.object(node.object)} {verb} {self.zone(node.zone)}"

    def attacks(self, node: ast.Attacks) -> str:
        verb = "block" if node.blocks else "attack"
        if node.together_with is not None:  # "~ and at least two other creatures attack"
            return f"{self.object(node.object)} and {self.object(node.together_with)} {verb}"
        text = f"{self.object(node.object)} {verb if self.is_plural(node.object) else verb + 's'}"
        if node.saddled:
            text += " while saddled"
        text += " alone" if node.alone else ""
        text += " and isn't blocked" if node.unblocked else ""
        return f"{text} {self.object(node.blocked)}" if node.blocked is not None else text

    def object_action(self, node: ast.ObjectAction) -> str:
        return f"{self.object(node.object)} {third_person(node.action)} {self.object(node.other)}"

    def any_of_triggers(self, node: ast.AnyOfTriggers) -> str:
        if node.again:  # "When X and when Y" (「…とき、および、…とき」)
            pairs = zip(node.again, node.triggers[1:], strict=True)
            conjunction = "or" if node.either_or else "and"
            later = [f"{conjunction} {w} {self.render(t)}" for w, t in pairs]
            return " ".join([self.render(node.triggers[0]), *later])
        kinds = [t.kind for t in node.triggers]
        if kinds == ["attacks", "attacks"]:
            return f"{self.attacks(node.triggers[0])} or blocks"
        if kinds == ["attacks", "becomes_blocked"]:  # "blocks or becomes blocked [by …]"
            by = node.triggers[1].by  # also what it blocks, said once
            by_text = f" by {self.object(by)}" if by is not None else ""
            blocks = node.triggers[0].model_copy(update={"blocked": None})
            return f"{self.attacks(blocks)} or becomes blocked{by_text}"
        if kinds == ["player_scries", "player_action"]:
            return "you scry or surveil"
        if kinds == ["dies", "put_into_exile"]:  # one object, either way off the battlefield
            origin = " from the battlefield" if node.triggers[1].from_zone else ""  # type: ignore[attr-defined]
            return f"{self.render(node.triggers[0])} or is put into exile{origin}"
        if kinds in ONE_OBJECT_EITHER and isinstance(node.triggers[1].object, ast.HauntedCreature):
            return " or ".join(self.render(t) for t in node.triggers)  # haunt: two objects
        if kinds in ONE_OBJECT_EITHER:  # one object, either event: its subject said once
            first, second = (self.render(t) for t in node.triggers)
            return f"{first} or {second.removeprefix(self.object(node.triggers[0].object) + ' ')}"
        return " or ".join(self.render(t) for t in node.triggers)

    def becomes_blocked(self, node: ast.BecomesBlocked) -> str:
        by = f" by {self.object(node.by)}" if node.by is not None else ""
        return f"{self.object(node.object)} becomes blocked{by}"

    def becomes_target(self, node: ast.BecomesTarget) -> str:
        text = f"{self.object(node.object)} becomes the target of {self.object(node.by)}"
        if node.nth_each_turn is not None:
            text += f" for the {ORDINALS[node.nth_each_turn]} time each turn"
        return text

    def turned_face_up(self, node: ast.TurnedFaceUp) -> str:
        return f"{self.object(node.object)} is turned face up"

    def state_trigger(self, node: ast.StateTrigger) -> str:
        return self.render(node.condition)

    def becomes_tapped(self, node: ast.BecomesTapped) -> str:
        return f"{self.object(node.object)} becomes tapped"

    def tapped_for_mana(self, node: ast.TappedForMana) -> str:
        what = self.object(node.object)
        if node.player is None:
            return f"{what} is tapped for mana"
        if isinstance(node.player, ast.You):
            return f"you tap {what} for mana"
        return f"{self.render(node.player)} taps {what} for mana"

    def object_event(self, node: ast.ObjectEvent) -> str:
        obj = self.object(node.object)
        if node.event in ("untapped", "monstrous"):
            return f"{obj} becomes {node.event}"
        into = f" into {self.object(node.into)}" if node.into else ""
        return f"{obj} {node.event}{into}"

    def deals_damage(self, node: ast.DealsDamage) -> str:
        verb = "deal" if self.is_plural(node.object) else "deals"  # "one or more creatures …"
        text = f"{self.object(node.object)} {verb} {'combat ' if node.combat else ''}damage"
        return f"{text} to {self.object(node.recipient)}" if node.recipient else text

    def dealt_damage(self, node: ast.DealtDamage) -> str:
        damage = f"{node.damage} damage" if node.damage else "damage"
        if isinstance(node.object, ast.You):
            return f"you're dealt {damage}"
        verb = "are" if self.is_plural(node.object) else "is"
        return f"{self.object(node.object)} {verb} dealt {damage}"

    def dealt_excess_damage(self, node: ast.DealtExcessDamage) -> str:
        verb = "are" if self.is_plural(node.object) else "is"
        noncombat = " noncombat" if node.noncombat else ""
        return f"{self.object(node.object)} {verb} dealt excess{noncombat} damage"

    def player_casts(self, node: ast.PlayerCasts) -> str:
        if node.nth_each_turn is not None:
            each = "during each opponent's turn" if node.on_opponents_turns else "each turn"
            ordinal = ORDINALS[node.nth_each_turn]
            if not isinstance(node.player, ast.You):
                return f"{self.render(node.player)} casts their {ordinal} spell {each}"
            return f"you cast your {ordinal} spell {each}"
        verb = "cast or copy" if node.or_copies else "cast"
        spell = node.spell
        if isinstance(spell, ast.Objects) and spell.quantifier == "the next":
            return f"you cast your next {self.next_spell(spell)}"
        if not isinstance(node.player, ast.You):
            return f"{self.player(node.player)} casts {self.object(node.spell)}"
        return f"you {verb} {self.object(node.spell)}"

    def next_spell(self, node: ast.Objects) -> str:
        """ "instant or sorcery spell this turn" of "the next … you cast this turn"."""
        parts = node.filter.parts if isinstance(node.filter, ast.AllOf) else [node.filter]
        cast = next((p for p in parts if isinstance(p, ast.CastBy)), None)
        if cast is None or cast.duration is None:
            raise RenderError("no English wording for a next spell without a duration")
        rest = [p for p in parts if p is not cast]
        spells = self.filter(rest[0] if len(rest) == 1 else ast.AllOf(parts=rest))
        return f"{spells} {self.render(cast.duration)}"

    def player_action(self, node: ast.PlayerAction) -> str:
        if node.action == "draw" and node.nth_each_turn is not None:
            ordinal = ORDINALS[node.nth_each_turn]
            if isinstance(node.player, ast.You):
                return f"you draw your {ordinal} card each turn"
            return f"{self.render(node.player)} draws their {ordinal} card each turn"
        if node.action == "attack":
            with_ = f" with {self.object(node.object)}" if node.object else ""
            return f"you attack{with_}"
        text = f"you {node.action}"
        if not isinstance(node.player, ast.You):  # "Whenever an opponent discards a card"
            text = f"{self.render(node.player)} {third_person(node.action)}"
        text = f"{text} {self.object(node.object)}" if node.object else text
        if node.nth_each_turn is not None:
            text += f" for the {ORDINALS[node.nth_each_turn]} time each turn"
        return text

    def scry_bottom(self, node: ast.ScryBottom) -> str:
        where = self.zone(ast.Zone(name="library", owner=node.player, position="bottom"))
        return f"you choose to put {self.object(node.object)} on {where} while scrying"

    def at_step(self, node: ast.AtStep) -> str:
        if node.step == "combat" and node.player is not None:
            return "the beginning of combat on your turn"
        if node.step == "end of combat":
            return node.step
        if node.next == "first":  # "the first upkeep", "your first upkeep"
            whose = self.possessive(node.player) if node.player is not None else "the"
            return f"the beginning of {whose} first {node.step}"
        if node.next is not None:
            turn = "turn's " if node.next == "turn" else ""
            whose = self.possessive(node.player) if node.player is not None else "the"
            return f"the beginning of {whose} next {turn}{node.step}"
        written, step = self.own(node.written), self.step_name(node)
        if node.player is None:
            return f"the beginning of {'the' if written == 'the' else 'each'} {step}"
        if written == "of" or isinstance(node.player, (ast.OwnerOf, ast.ControllerOf)):
            return f"the beginning of the {step} of {self.render(node.player)}"
        return f"the beginning of {self.possessive(node.player)} {step}"

    def step_name(self, node: ast.AtStep) -> str:
        """The step's words: "postcombat main phase", or "second main phase" when written so
        (Japanese 「第２メイン・フェイズ」)."""
        if node.step == "postcombat main phase" and self.own(node.ordinal):
            return "second main phase"
        return node.step
