"""The typed effect AST shared by every front end (English, Japanese) and every back end.

Every node is a frozen pydantic model with a snake_case ``kind`` discriminator and a source
``span`` (offsets into the card text). Spans take no part in equality. Categories are
discriminated unions: :data:`Ability`, :data:`Effect`, :data:`Amount`, :data:`PlayerRef`,
:data:`ObjectRef`, :data:`Filter`, :data:`Cost`, :data:`Trigger`, :data:`Condition`.
``model_dump(mode="json")`` is the interchange format and loads back to an equal model.

The nodes live in modules by what they stand for, and a module loads when one of its names is
first used (``ast.Scry``): pydantic takes about a millisecond to make each class, and a cold
``scryc parse "Scry 1."`` needs a few dozen of the AST's nearly three hundred. An annotation
that names another module's node is a string, resolved when a schema is first built (see
:meth:`base.Built.model_rebuild`).
"""

from functools import cache
from importlib import import_module
from typing import Any


def _names(table: dict[str, str]) -> dict[str, tuple[str, ...]]:
    return {key: tuple(names.split()) for key, names in table.items()}


#: The names each module defines: nodes from the smallest parts (amounts, players, objects) to
#: the instructions, conditions, costs and triggers, and the abilities they make; then unions.
CONTENTS = _names(
    {
        "base": (
            "REQUIRED LEAVES NODE_TYPES NODE_FIELDS references_made Built Span span_at Node "
            "union surface shape"
        ),
        "text": "ReminderText AbilityWord",
        "amounts": (
            "Number other_than_one Variable Ref UPON AnyNumber ChosenNumber All Plus Times "
            "Half LifeChanged ColorsOf"
        ),
        "counts": (
            "CountOf ValueOf CardsLookedAt Devotion CountersOn RemovedCounters DamageDealt "
            "DieResult TypesAmong Doors GreatestAmong TotalOf TimesCast ThisWayTotal "
            "CommanderCasts TimesKicked"
        ),
        "players": (
            "You Player OwnerOf ControllerOf PlayerOrController YouAnd HasMore PLAYER_NODES "
            "OtherWritten YourTeam AttackedBy"
        ),
        "filters": (
            "CardType ABILITY_KINDS Subtype Color Status PowerToughness Negated AllOf AnyOf "
            "Compare OwnedBy "
            "ControlledBy InZone NotFromZone WithCounter Targeting SingleTarget HasAbility "
            "TargetingOnly HasAnyAbility AbilityOf ManaCostHas AttachedToObject BlockingObject "
            "InParty FromAmong "
            "SameName Named DifferentNames DifferentValues ColorCount "
            "SharesType SharesQuality WithGreatest OfChosen ChosenColor WithThatName"
        ),
        "histories": (
            "CastBy ThisWayEvent AffectedThisWay PutThisWay ExiledWith EventThisTurn "
            "DealtDamageBy PutThereBy"
        ),
        "objects": (
            "SelfRef Objects AnyTarget TopOfLibrary AttachedTo ZoneContents ObjectList PartOf "
            "CommanderOf Rest Zone PairedCreatures ChosenBy OfYourChoice OfThat SameValue "
            "TopOfGraveyard"
        ),
        "combining": (
            "AllOfTheAbove Optional_ ChooseValue Unless Conditional Sequence Modal Remains "
            "CastFrom Duration MustBlock Replace DefinedSize"
        ),
        "player_actions": (
            "Scry Surveil Draw Discard Mill GainLife LoseLife GetCounters SkipStep "
            "AdditionalPhases SeparatePiles "
            "PutPiles LoseHalfLife DoubleLife ModifyLifeGain AbilitiesActivated PlayerActivates "
            "NotManaAbility KeepUnspentMana BeginGameWith PlayerUntaps "
            "PlayerSearches ActionLimit"
        ),
        "object_actions": (
            "DamageTo DealDamage Attach Destroy Regenerate Exile CounterSpell Tap Untap "
            "TapOrUntap "
            "Sacrifice Move AdditionalJa WithCounters ChooseNewTargets Explore PhaseOut PutBack "
            "RemoveFromCombat Unattach "
            "Endure DoublePT TurnFaceUp TurnFaceDown Fight"
        ),
        "tokens": (
            "PutCounters PutCounterKinds CounterCount MoveCounters CreateToken CopyException "
            "TokenSpec PTEqualTo JaCostOf "
            "KeywordCost EntersTappedWithCounters DoubleCounters"
        ),
        "changes": (
            "ModifyPT BasePT GainAbility GrantedIf LoseAbility ChangeText ChangeTarget PayToEnd "
            "EveryType BecomesSized GainChoice AbilitiesOf CantHave BaseStat AllColors"
        ),
        "looking": (
            "AddMana AddManaCouldProduce Reveal RevealUntil LookAt GetEmblem ChooseNotToUntap "
            "UntapDuringStep "
            "LookAnyTime LoyaltyTwice "
            "LookAdditional AdditionalLandPlays SpendOnly KeepMana Shuffle ShuffleInto Search "
            "GainEnergy "
            "EntersTapped NoMaximumHandSize EntersAsCopy ABILITIES_RESTRICTED"
        ),
        "rules": (
            "PlayerRestriction PlayRevealed SpendAsThough Restriction CrewsAsThough "
            "AssignsAsUnblocked Becomes PayMana ChooseObject PayLife "
            "RemoveCounters ReflexiveTrigger DelayedTrigger SpendThisMana RollDie AddToResult "
            "DieRow DieTable GainControl HasControl SwitchPowerToughness ExchangeControl "
            "ExchangeLifeTotals SetLifeTotal ExchangeZones AdjustNumber PayInsteadOfManaCost "
            "CostChange EntersWithCounters CanBeCommander LosesType KeepsType UNTARGETABLE "
            "BLOCKS_IF_ABLE ATTACKS_IF_ABLE "
            "DoesntRemove ATTACKS_DESPITE_DEFENDER"
        ),
        "game_actions": (
            "Play CastFromZone Arrange ColorsSpent ColorsSpentCount ManaSpentAmount ForEach "
            "PreventDamage "
            "RedirectDamage ModifyDamage FlipCoin "
            "WouldBeDealtDamage PreventThatDamage "
            "Investigate ExtraTurn "
            "NumberedAction NamedAction GameResult BecomeMonarch TakeInitiative Venture Clash "
            "Incubate Behold CollectEvidence Goad Suspect TransformPermanent CopySpell Cloak "
            "KeywordAction FinishVoting RingTempts Vote Votes MoveInsteadOf"
        ),
        "conditions": (
            "IfYouDo LifeThisTurn "
            "SpellsCastLastTurn "
            "ClashResult "
            "FlipResult YouControl ControlsMore ObjectIs ThisWay MANA_COLORS YouCast "
            "AbilityResolved ManaSpent Beheld ChoseRingBearer SpellWas CostPaid IfYouDont ThereAre "
            "InEachZone AmountCompare ActedThisTurn WouldBePut DiedThisTurn EnteredThisTurn "
            "PutIntoZoneThisTurn WarpedThisTurn AnyCondition AllConditions DidNotDie "
            "LeftBattlefieldThisTurn HandSize LifeCompare SearchedThisWay PairedWith VoteResult "
            "AttackedWith"
        ),
        "states": (
            "YourTurn IsMonarch HasInitiative HasCityBlessing CompletedDungeon NotTurnOf DayNight "
            "BecomesDayNight DayNightChanges TributeNotPaid AttackedThisStep AttackedOrBlocked "
            "TreasureManaSpent"
        ),
        "costs": "ManaCost TapCost UntapCost EffectCost EitherCost",
        "triggers": (
            "PlayerScries Enters Dies PutIntoGraveyard PutIntoExile LeavesBattlefield LeavesZone "
            "Attacks ObjectAction DealsDamage DealtDamage TurnedFaceUp BecomesTapped TappedForMana "
            "ObjectEvent EntersState DealtExcessDamage "
            "PlayerCasts "
            "PlayerAction ScryBottom AtStep BecomesBlocked BecomesTarget ChaosEnsues SetInMotion "
            "RollsDie Expends CausesDiscard CountersRemoved CountersPut PlayerPutsCounters "
            "PlaneswalkTo AnyOfTriggers StateTrigger HauntedCreature"
        ),
        "abilities": (
            "Keyword KeywordList SpellAbility ActivatedAbility ActivationRestriction "
            "ACTIVATION_LIMITS SORCERY_ONCE TriggeredAbility StaticAbility WouldDie WouldLeave "
            "CardText ThisAbility"
        ),
        "special_abilities": (
            "Prototype AsEntersAbility AsAttacksAbility ReplacementAbility ReplaceNextTime "
            "AbilityWordAbility "
            "ChapterAbility SpreeMode "
            "AlternativeCost AlternativeCostFor AdditionalCost CastRestriction DungeonEntry "
            "StationAbility LevelAbility ClassLevel ClassBecomesLevel ReminderOnly KickedWith"
        ),
        "unions": (
            "Amount PlayerRef Filter ObjectRef Effect Condition Cost Trigger Ability GrantedAbility"
        ),
    }
)
#: The categories of node: the nodes each of unions.py's discriminated unions holds.
CATEGORIES = _names(
    {
        "Amount": (
            "TimesCast DamageDealt Number Variable CountOf ValueOf CardsLookedAt Ref Plus Times "
            "Half AnyNumber ChosenNumber All Devotion CountersOn RemovedCounters TypesAmong "
            "GreatestAmong TotalOf "
            "DieResult ThisWayTotal ColorsSpentCount ManaSpentAmount LifeChanged ColorsOf"
        ),
        "PlayerRef": "You Player OwnerOf ControllerOf PlayerOrController Ref YouAnd YourTeam",
        "Filter": (
            "ChosenColor PutThereBy DealtDamageBy SameName Named DifferentNames DifferentValues "
            "ColorCount SharesType SharesQuality WithGreatest OfChosen EventThisTurn FromAmong "
            "CardType "
            "Subtype Color Status "
            "Negated AllOf AnyOf Compare ControlledBy OwnedBy InZone NotFromZone WithCounter "
            "Targeting "
            "SingleTarget TargetingOnly HasAbility HasAnyAbility AbilityOf ManaCostHas CastBy "
            "ExiledWith "
            "AttachedToObject BlockingObject "
            "AffectedThisWay PutThisWay InParty PowerToughness WithThatName ChosenBy OfYourChoice "
            "OfThat SameValue"
        ),
        "ObjectRef": (
            "Doors PartOf Rest CommanderOf SelfRef Ref Objects AnyTarget TopOfLibrary AttachedTo "
            "ObjectList ZoneContents You Player OwnerOf ControllerOf PlayerOrController "
            "YourTeam AttackedBy "
            "PairedCreatures HauntedCreature TopOfGraveyard"
        ),
        "Effect": (
            "PlayerUntaps PlayerSearches ActionLimit "
            "EitherCost CastFromZone ReplaceNextTime DefinedSize KeepUnspentMana BeginGameWith "
            "DoesntRemove MustBlock Replace GetEmblem GameResult BecomeMonarch TakeInitiative "
            "Venture "
            "HasControl Clash FlipCoin LookAnyTime LoyaltyTwice LookAdditional ChooseNotToUntap "
            "UntapDuringStep "
            "RevealUntil PlayerRestriction PlayRevealed SpendAsThough Incubate NumberedAction "
            "NamedAction CollectEvidence "
            "Behold Goad Suspect CopySpell TransformPermanent Cloak KeywordAction Fight "
            "MoveInsteadOf "
            "AllOfTheAbove Explore PhaseOut RemoveFromCombat Unattach Endure "
            "DoublePT TurnFaceUp TurnFaceDown "
            "PutBack ChooseNewTargets PTEqualTo KeywordCost ShuffleInto Scry Surveil Draw Discard "
            "Mill GetCounters SkipStep AdditionalPhases SeparatePiles PutPiles LoseHalfLife "
            "DoubleLife "
            "GainLife LoseLife DealDamage Attach Destroy Regenerate Exile CounterSpell Tap Untap "
            "TapOrUntap Sacrifice Move PutCounters PutCounterKinds MoveCounters DoubleCounters "
            "CreateToken ModifyPT BasePT "
            "GainAbility LoseAbility EveryType AddMana AddManaCouldProduce AdditionalLandPlays "
            "Reveal LookAt SpendOnly "
            "KeepMana "
            "Shuffle "
            "Search "
            "GainEnergy EntersTapped EntersTappedWithCounters EntersAsCopy NoMaximumHandSize "
            "Restriction CrewsAsThough "
            "AssignsAsUnblocked "
            "Becomes PayLife RemoveCounters PayMana ChooseObject ReflexiveTrigger DelayedTrigger "
            "RollDie DieTable GainControl SwitchPowerToughness ExchangeControl ExchangeLifeTotals "
            "SetLifeTotal ExchangeZones PayInsteadOfManaCost AdjustNumber CostChange RingTempts "
            "Investigate ExtraTurn AddToResult PreventDamage RedirectDamage ModifyDamage Arrange "
            "ModifyLifeGain "
            "PreventThatDamage "
            "ForEach EntersWithCounters Vote "
            "CanBeCommander ChangeText ChangeTarget PayToEnd "
            "LosesType KeepsType Play Optional_ Unless ChooseValue Conditional Sequence Modal "
            "BecomesDayNight BecomesSized GainChoice CantHave BaseStat AllColors"
        ),
        "Condition": (
            "PairedWith VoteResult "
            "Remains CastFrom ActedThisTurn DiedThisTurn EnteredThisTurn PutIntoZoneThisTurn "
            "WarpedThisTurn AnyCondition AllConditions DidNotDie WouldBePut "
            "LeftBattlefieldThisTurn HandSize IfYouDo YourTurn IsMonarch HasInitiative "
            "HasCityBlessing LifeThisTurn "
            "CompletedDungeon ClashResult SpellsCastLastTurn FlipResult YouControl ControlsMore "
            "ObjectIs ThisWay ManaSpent AbilityResolved YouCast SpellWas Beheld ChoseRingBearer "
            "CostPaid IfYouDont AmountCompare ThereAre InEachZone LifeCompare SearchedThisWay "
            "NotTurnOf DayNight TributeNotPaid AttackedWith HasMore AttackedThisStep NotManaAbility"
            " AttackedOrBlocked TreasureManaSpent KickedWith"
        ),
        "Cost": "ManaCost TapCost UntapCost EffectCost",
        "Trigger": (
            "FinishVoting RingTempts ChaosEnsues SetInMotion RollsDie CountersRemoved CountersPut "
            "PlayerPutsCounters "
            "PlaneswalkTo Expends CausesDiscard "
            "SpendThisMana StateTrigger DealtDamage PutIntoGraveyard PutIntoExile BecomesBlocked "
            "BecomesTarget PlayerScries Enters Dies LeavesBattlefield Attacks ObjectAction "
            "DealsDamage BecomesTapped TurnedFaceUp PlayerCasts PlayerAction AtStep AnyOfTriggers "
            "ScryBottom LeavesZone TappedForMana ObjectEvent EntersState DealtExcessDamage "
            "DayNightChanges PlayerActivates ClassBecomesLevel"
        ),
        "Ability": (
            "KeywordList Prototype SpellAbility ActivatedAbility TriggeredAbility StaticAbility "
            "ReplacementAbility AsEntersAbility AsAttacksAbility AbilityWordAbility ChapterAbility "
            "ReminderOnly LevelAbility ClassLevel SpreeMode "
            "AdditionalCost AlternativeCost AlternativeCostFor CastRestriction DungeonEntry "
            "StationAbility"
        ),
        "GrantedAbility": (
            "Keyword SpellAbility ActivatedAbility TriggeredAbility StaticAbility ThisAbility "
            "AbilitiesOf"
        ),
    }
)
_HOME = {name: module for module, names in CONTENTS.items() for name in names}


def __getattr__(name: str) -> Any:
    """A name of the AST, loading the module that defines it."""
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = globals()[name] = getattr(import_module(f"{__name__}.{module}"), name)
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_HOME])


class Kinds:
    """Node classes named for ``isinstance`` tests (``isinstance(node, Kinds("Number", "Ref"))``)
    without loading their modules: a node matches if its class is one of those named. Node
    classes are not subclassed, so this is the same test as with the classes themselves."""

    __slots__ = ("known", "loaded", "modules")

    def __init__(self, *names: str) -> None:
        unknown = [name for name in names if name not in _HOME]
        if unknown:
            raise AttributeError(f"{__name__} has no {', '.join(unknown)}")
        #: Each class's name and the module it is defined in.
        self.modules = {name: f"{__name__}.{_HOME[name]}" for name in names}
        #: The answer for each class asked about so far (a parse asks thousands of times).
        self.known: dict[type, bool] = {}
        self.loaded: frozenset[type] | None = None

    def __instancecheck__(self, instance: object) -> bool:
        try:  # asked ~40 times a card: a lookup, and a test once for each class
            return self.known[type(instance)]
        except KeyError:
            cls = type(instance)
            found = self.known[cls] = self.modules.get(cls.__name__) == cls.__module__
            return found

    def classes(self) -> frozenset[type]:
        """The classes named, their modules loaded: ``type(node) in kinds.classes()`` is the
        same test as ``isinstance(node, kinds)`` without a call of :meth:`__instancecheck__`
        (and a tenth of the cost of ``isinstance`` with a tuple of pydantic's classes), where
        the modules are loaded anyway (binding loads them all)."""
        if self.loaded is None:
            self.loaded = frozenset(__getattr__(name) for name in self.modules)
        return self.loaded


@cache
def kinds() -> dict[str, str]:
    """Every node kind and the family module that defines its class (``"scry"`` →
    ``"player_actions"``), loading every module: the rooms of every layer's dispatch table."""
    found = {}
    for module, names in CONTENTS.items():
        for name in names:
            field = getattr(namespace()[name], "model_fields", {}).get("kind")
            if field is not None:
                found[field.default] = module
    return found


@cache
def namespace() -> dict[str, Any]:
    """Every name the AST defines (loading every module): the namespace its string
    annotations are resolved in."""
    return {name: __getattr__(name) for name in _HOME}
