"""Every designed Follower's Ability, used at The Well (1) from the position in pariahs_positions.

The Well (1) first draws the Smith from the top of Yellow's deck; then the
Ability resolves.  Yellow's deck, bottom to top: Mudlark, Cobbler, Tinker.
"""
import pytest

from game.pariahs import board
from tests.game.pariahs.pariahs_positions import CARDS, WELL_1, answer, game, ids, influence, place, support

STAGE_3, STAGE_2, CIRCLE_1, WELL_0 = 0, 1, 2, 7
BLUE_AT_STAGE_3 = {"location:0": [["c1_leper", 1]]}
SCENARIOS = {}


def scenario(card_id):
    def wrap(fn):
        SCENARIOS[card_id] = fn
        return fn
    return wrap


def used(card_id, zones=None, **setup):
    """Yellow places ``card_id`` at The Well (1), holding a Beggar besides."""
    state = game({"hand:0": [card_id, "c1_beggar"], **(zones or {})}, **setup)
    place(state, card_id, WELL_1)
    return state


def done(state):
    """The Ability resolved completely and Blue is to place."""
    assert state.pending is None and state.data["turn"] == 1


# -- Class 1 ---------------------------------------------------------------------------

@scenario("c1_beggar")
def _beggar():
    state = used("c1_beggar")
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith", "c1_tinker"]
    done(state)


@scenario("c1_ragpicker")
def _ragpicker():
    state = used("c1_ragpicker")
    assert ids(state, "converts:0") == ["c4_oracle"]
    answer(state, "c4_duchess")                       # the Ragpicker itself is the placed card
    assert ids(state, "location:6") == ["c4_duchess"]
    assert ids(state, "supplicants:0") == ["c2_weaver", "c3_merchant", "c1_ragpicker"]
    done(state)


@scenario("c1_mudlark")
def _mudlark():
    state = used("c1_mudlark")
    assert ids(state, "converts:0") == ["c4_oracle", "c2_cooper"] and ids(state, "supdeck:1") == ["c3_knight"]
    done(state)


@scenario("c1_drifter")
def _drifter():
    state = used("c1_drifter")
    answer(state, STAGE_3)
    assert ids(state, "location:0") == ["c1_drifter"] and ids(state, "location:6") == []
    assert board.influence(state, 0) == 3 + influence("c1_drifter")
    done(state)


@scenario("c1_leper")
def _leper():
    state = used("c1_leper")
    answer(state, "c1_beggar")
    assert ids(state, "devotees:0") == ["c1_leper", "c1_beggar"] and ids(state, "location:6") == []
    assert ids(state, "hand:0") == ["c3_smith"]
    done(state)


@scenario("c1_gravedigger")
def _gravedigger():
    state = used("c1_gravedigger", {"hand:0": ["c1_gravedigger", "c1_beggar", "c1_sweep"],
                                    "devotees:0": ["c1_mudlark"]})
    answer(state, "c1_sweep")
    answer(state, "c1_beggar")                        # the third Class 1 Devotee: shunned for 1 Support
    assert ids(state, "devotees:0") == [] and support(state, 0) == 1
    assert ids(state, "hand:0") == ["c3_smith", "c1_tinker"]    # then draws
    done(state)


@scenario("c1_urchin")
def _urchin():
    state = used("c1_urchin")
    answer(state, "c3_jester")
    assert ids(state, "supdeck:1")[0] == "c3_jester"
    assert ids(state, "supplicants:1") == ["c2_minstrel", "c4_bishop", "c4_oracle"]
    answer(state, "c4_duchess")                       # then one of your own Supplicants to hand
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith", "c4_duchess"]
    assert ids(state, "supplicants:0") == ["c2_weaver", "c3_merchant", "c4_prince"]
    done(state)


@scenario("c1_ratcatcher")
def _ratcatcher():
    state = used("c1_ratcatcher")
    answer(state, "c2_weaver")
    assert ids(state, "supplicants:0") == ["c3_merchant", "c4_duchess", "c4_prince"]
    answer(state, "c1_beggar")
    assert ids(state, "devotees:0") == ["c2_weaver", "c1_beggar"] and ids(state, "hand:0") == ["c3_smith"]
    done(state)


@scenario("c1_washerwoman")
def _washerwoman():
    state = used("c1_washerwoman")
    answer(state, "c4_duchess")
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith", "c4_duchess"]
    assert ids(state, "supplicants:0") == ["c2_weaver", "c3_merchant", "c4_prince"]
    done(state)


@scenario("c1_tinker")
def _tinker():
    state = used("c1_tinker")
    answer(state, "c3_merchant")
    assert ids(state, "location:6") == ["c3_merchant"]
    assert ids(state, "supplicants:0") == ["c2_weaver", "c1_tinker", "c4_duchess"]
    done(state)


@scenario("c1_sweep")
def _sweep():
    state = used("c1_sweep")
    answer(state, "c1_beggar")
    answer(state, "c1_tinker")
    assert ids(state, "devotees:0") == ["c1_beggar", "c1_tinker"]
    assert ids(state, "hand:0") == ["c3_smith", "c2_cobbler"] and ids(state, "deck:0") == ["c1_mudlark"]
    done(state)


@scenario("c1_widow")
def _widow():
    state = used("c1_widow", support=[0, 1])
    answer(state, "c4_duchess")
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith", "c4_duchess"]
    done(state)
    state = used("c1_widow", support=[1, 1])          # not behind: the Ability does not trigger
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith"]
    done(state)


# -- Class 2 ---------------------------------------------------------------------------

@scenario("c2_cobbler")
def _cobbler():
    state = used("c2_cobbler")
    answer(state, "c4_duchess")
    assert ids(state, "supplicants:0") == ["c2_weaver", "c3_merchant", "c4_prince"]
    answer(state, "c1_beggar")
    assert ids(state, "devotees:0") == ["c1_beggar"] and ids(state, "hand:0") == ["c3_smith", "c4_duchess"]
    done(state)


@scenario("c2_ferryman")
def _ferryman():
    state = used("c2_ferryman", {"location:0": [["c1_tinker", 0]]})
    answer(state, "c1_tinker")
    answer(state, STAGE_2)
    assert ids(state, "location:1") == ["c1_tinker"] and ids(state, "location:0") == []
    answer(state, "c1_beggar")
    assert ids(state, "devotees:0") == ["c1_beggar"]
    done(state)


@scenario("c2_midwife")
def _midwife():
    state = used("c2_midwife")
    answer(state, "c4_duchess")
    assert ids(state, "deck:0")[0] == "c4_duchess" and "c1_tinker" in ids(state, "hand:0")
    done(state)


@scenario("c2_peddler")
def _peddler():
    state = used("c2_peddler")
    assert ids(state, "converts:0") == ["c4_oracle"] and "c1_tinker" in ids(state, "hand:0")
    done(state)


@scenario("c2_candlemaker")
def _candlemaker():
    state = used("c2_candlemaker")
    answer(state, "c3_merchant")
    answer(state, "c4_duchess")
    assert ids(state, "supplicants:0") == ["c2_weaver", "c4_prince", "c4_baron"]
    answer(state, "c1_beggar")
    assert ids(state, "devotees:0") == ["c3_merchant", "c4_duchess", "c1_beggar"]
    done(state)


@scenario("c2_shepherd")
def _shepherd():
    state = used("c2_shepherd")
    answer(state, "c3_merchant")
    answer(state, "c4_duchess")
    assert ids(state, "devotees:0") == ["c3_merchant", "c4_duchess"]
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith", "c1_tinker"]
    assert ids(state, "supplicants:0") == ["c2_weaver", "c4_prince", "c4_baron"]
    done(state)


@scenario("c2_weaver")
def _weaver():
    state = used("c2_weaver")
    answer(state, "c4_admiral")                       # on top
    answer(state, "c4_baron")                         # then
    assert ids(state, "supdeck:0") == ["c4_prince", "c4_baron", "c4_admiral"]
    answer(state, "c3_merchant")                      # to the Devotees: the Admiral fills the row
    assert ids(state, "devotees:0") == ["c3_merchant"]
    assert ids(state, "supplicants:0") == ["c2_weaver", "c4_duchess", "c4_admiral"]
    done(state)


@scenario("c2_fishwife")
def _fishwife():
    state = used("c2_fishwife")
    assert ids(state, "converts:0") == ["c4_oracle", "c2_cooper"]
    answer(state, "c1_beggar")
    assert ids(state, "devotees:0") == ["c1_beggar"] and ids(state, "hand:0") == ["c3_smith"]
    done(state)


@scenario("c2_minstrel")
def _minstrel():
    state = used("c2_minstrel", BLUE_AT_STAGE_3)
    answer(state, WELL_0)
    assert ids(state, "location:7") == ["c1_leper"] and ids(state, "location:0") == []
    assert board.influence(state, 1) == 0 + influence("c1_leper")
    assert ids(state, "converts:0") == ["c4_oracle"]
    done(state)


@scenario("c2_herbalist")
def _herbalist():
    state = used("c2_herbalist")
    answer(state, "c4_duchess")
    assert "c4_duchess" in ids(state, "hand:0")
    assert ids(state, "supplicants:0") == ["c2_weaver", "c3_merchant", "c4_prince"]
    answer(state, "c4_prince")
    assert ids(state, "devotees:0") == ["c4_prince"]
    done(state)


@scenario("c2_cooper")
def _cooper():
    state = used("c2_cooper")
    answer(state, "c4_duchess")
    assert ids(state, "location:6") == ["c4_duchess"]
    assert ids(state, "supplicants:0") == ["c2_weaver", "c3_merchant", "c2_cooper"]
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith", "c1_tinker"]
    done(state)


@scenario("c2_hedge_witch")
def _hedge_witch():
    state = used("c2_hedge_witch")
    assert ids(state, "supplicants:0") == ["c4_prince", "c4_baron", "c4_admiral"]
    assert ids(state, "supplicants:1") == ["c4_oracle", "c2_cooper", "c3_knight"]
    answer(state, "c4_prince")
    assert "c4_prince" in ids(state, "hand:0") and "c4_prince" not in ids(state, "supplicants:0")
    done(state)


# -- Class 3 ---------------------------------------------------------------------------

@scenario("c3_merchant")
def _merchant():
    state = used("c3_merchant")
    assert ids(state, "converts:0") == ["c4_oracle"]
    answer(state, "c4_duchess")
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith", "c4_duchess"]
    assert ids(state, "supplicants:0") == ["c2_weaver", "c3_merchant", "c4_prince"]
    done(state)


@scenario("c3_scribe")
def _scribe():
    state = used("c3_scribe")
    assert ids(state, "converts:0") == ["c4_oracle", "c2_cooper", "c3_knight"]
    done(state)


@scenario("c3_physician")
def _physician():
    state = used("c3_physician")
    answer(state, "c3_merchant")
    answer(state, "c2_cobbler")
    assert ids(state, "devotees:0") == ["c3_merchant", "c2_cobbler"]
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith", "c1_tinker"]
    done(state)


@scenario("c3_captain")
def _captain():
    state = used("c3_captain", BLUE_AT_STAGE_3)
    answer(state, WELL_0)
    assert ids(state, "location:7") == ["c1_leper"]
    answer(state, "c1_beggar")
    assert ids(state, "devotees:0") == ["c1_beggar"] and ids(state, "hand:0") == ["c3_smith"]
    done(state)


@scenario("c3_innkeeper")
def _innkeeper():
    state = used("c3_innkeeper")
    answer(state, "c4_duchess")
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith", "c4_duchess", "c1_tinker"]
    done(state)


@scenario("c3_smith")
def _smith():
    state = used("c3_smith")
    answer(state, "c4_duchess")
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith", "c4_duchess"]
    assert board.influence(state, 0) == 1 + influence("c3_smith")
    done(state)


@scenario("c3_alderman")
def _alderman():
    state = used("c3_alderman")
    assert ids(state, "converts:0") == ["c4_oracle", "c2_cooper"] and "c1_tinker" in ids(state, "hand:0")
    done(state)


@scenario("c3_prioress")
def _prioress():
    state = used("c3_prioress")
    answer(state, True)
    assert ids(state, "devotees:0") == ["c3_prioress"] and ids(state, "location:6") == []
    assert ids(state, "converts:0") == ["c4_oracle", "c2_cooper"]
    done(state)
    state = used("c3_prioress")
    answer(state, False)
    assert ids(state, "devotees:0") == [] and ids(state, "converts:0") == []
    done(state)


@scenario("c3_steward")
def _steward():
    state = used("c3_steward")
    answer(state, "c1_mudlark")
    answer(state, "c2_cobbler")
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith", "c1_mudlark", "c2_cobbler"]
    assert ids(state, "deck:0") == ["c1_tinker"]
    done(state)


@scenario("c3_bailiff")
def _bailiff():
    state = used("c3_bailiff")
    answer(state, "c4_duchess")
    assert ids(state, "location:6") == ["c4_duchess"]
    assert ids(state, "supplicants:0") == ["c2_weaver", "c3_merchant", "c3_bailiff"]
    answer(state, "c1_beggar")
    assert ids(state, "devotees:0") == ["c1_beggar"] and ids(state, "hand:0") == ["c3_smith"]
    done(state)


@scenario("c3_jester")
def _jester():
    state = used("c3_jester", BLUE_AT_STAGE_3)
    assert ids(state, "location:0") == ["c3_jester"] and ids(state, "location:6") == ["c1_leper"]
    done(state)


@scenario("c3_knight")
def _knight():
    state = used("c3_knight")
    assert "c1_tinker" in ids(state, "hand:0")
    answer(state, "c4_duchess")
    assert ids(state, "location:6") == ["c4_duchess"]
    assert ids(state, "supplicants:0") == ["c2_weaver", "c3_merchant", "c3_knight"]
    done(state)


# -- Class 4 ---------------------------------------------------------------------------

@scenario("c4_magistrate")
def _magistrate():
    state = used("c4_magistrate")
    answer(state, "c3_smith")
    answer(state, STAGE_3)
    answer(state, "c4_duchess")                       # The Stage (3)'s effect: gain, then draw
    assert ids(state, "location:0") == ["c3_smith"] and ids(state, "deck:0")[0] == "c4_duchess"
    assert ids(state, "hand:0") == ["c1_beggar", "c1_tinker"]
    done(state)


@scenario("c4_abbess")
def _abbess():
    state = used("c4_abbess")
    answer(state, "c3_merchant")
    answer(state, "c4_duchess")
    answer(state, "c1_beggar")
    assert ids(state, "devotees:0") == ["c3_merchant", "c4_duchess", "c1_beggar"]
    done(state)


@scenario("c4_baron")
def _baron():
    state = used("c4_baron")
    answer(state, "c1_beggar")
    assert ids(state, "devotees:0") == ["c1_beggar"]
    assert ids(state, "hand:0") == ["c3_smith", "c1_tinker"]
    done(state)


@scenario("c4_duchess")
def _duchess():
    state = used("c4_duchess")
    assert ids(state, "converts:0") == ["c4_oracle", "c2_cooper", "c3_knight", "c2_minstrel"]
    done(state)                                       # the fourth from the Supplicants: the deck ran out


@scenario("c4_high_priest")
def _high_priest():
    state = used("c4_high_priest")
    answer(state, "c4_prince")
    answer(state, "c4_baron")
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith", "c4_prince", "c4_baron"]
    assert len(ids(state, "supplicants:0")) == 3 and "c4_admiral" in ids(state, "supplicants:0")
    assert ids(state, "supplicants:1") == ["c4_oracle", "c2_cooper", "c3_knight"]
    done(state)


@scenario("c4_guildmaster")
def _guildmaster():
    state = used("c4_guildmaster")
    answer(state, "c2_cobbler")
    answer(state, STAGE_2)
    answer(state, "c3_merchant")
    assert ids(state, "location:1") == ["c2_cobbler"] and ids(state, "converts:0") == ["c4_oracle"]
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith", "c1_tinker"]
    done(state)


@scenario("c4_chancellor")
def _chancellor():
    state = used("c4_chancellor", BLUE_AT_STAGE_3)
    assert ids(state, "deck:1")[-1] == "c1_leper" and ids(state, "location:0") == []
    done(state)


@scenario("c4_admiral")
def _admiral():
    state = used("c4_admiral")
    assert "c1_tinker" in ids(state, "hand:0") and board.influence(state, 0) == 1 + influence("c4_admiral")
    done(state)


@scenario("c4_bishop")
def _bishop():
    state = used("c4_bishop", {"hand:0": ["c4_bishop", "c1_beggar", "c1_sweep"]})
    assert "c1_tinker" in ids(state, "hand:0")        # draws first, then devotes two
    answer(state, "c1_sweep")
    answer(state, "c3_smith")
    assert ids(state, "devotees:0") == ["c1_sweep", "c3_smith"] and ids(state, "hand:0") == ["c1_beggar", "c1_tinker"]
    done(state)


@scenario("c4_countess")
def _countess():
    state = used("c4_countess", BLUE_AT_STAGE_3)
    assert ids(state, "location:0") == ["c4_countess"] and ids(state, "location:6") == ["c1_leper"]
    assert "c1_tinker" in ids(state, "hand:0")
    done(state)


@scenario("c4_oracle")
def _oracle():
    state = used("c4_oracle")
    answer(state, "c4_duchess")
    assert ids(state, "devotees:0") == ["c4_duchess"]
    answer(state, "c1_beggar")
    assert WELL_0 not in [a.args[0] for a in state.pending.options]   # Yellow stands at The Well
    answer(state, CIRCLE_1)                           # The Circle (1): gain, then the Beggar draws
    answer(state, "c3_merchant")
    assert ids(state, "location:2") == ["c1_beggar"]
    assert ids(state, "deck:0")[0] == "c3_merchant"
    assert ids(state, "hand:0") == ["c3_smith", "c1_tinker"]
    done(state)


@scenario("c4_prince")
def _prince():
    state = used("c4_prince")
    answer(state, "c3_merchant")                      # a Supplicant into hand first ...
    assert ids(state, "hand:0") == ["c1_beggar", "c3_smith", "c3_merchant"]
    answer(state, STAGE_3)                            # ... then the walk to The Stage (3)
    assert ids(state, "location:0") == ["c4_prince"] and board.influence(state, 0) == 3 + influence("c4_prince")
    assert ids(state, "location:6") == []             # The Well is free for Yellow's next card
    done(state)


def _last_placement_with_three_classes_placed():
    """Yellow stands with Classes 1, 2 and 4 and places its last card, the Ragpicker; Blue has nothing left."""
    return game({"location:0": [["c1_beggar", 0]], "location:2": [["c2_cobbler", 0]],
                 "location:5": [["c4_admiral", 0]], "hand:0": ["c1_ragpicker"], "hand:1": [],
                 "supplicants:0": ["c2_weaver", "c3_smith", "c4_duchess"]})


@pytest.mark.parametrize("supplicant,classes", [("c3_smith", [1, 0]), ("c2_weaver", [0, 0])])
def test_the_ragpicker_trades_a_second_class_1_card_for_the_missing_class(supplicant, classes):
    state = _last_placement_with_three_classes_placed()
    place(state, "c1_ragpicker", WELL_1)
    answer(state, "c1_beggar")                        # the Beggar goes to the row ...
    answer(state, supplicant)                         # ... and a Supplicant stands at The Stage (3)
    assert state.data["round"] == 2                   # Blue could not place: the round ended
    assert state.data["ledger"]["classes"] == classes
    assert "c1_beggar" in ids(state, "supplicants:0")


def test_every_follower_has_a_scenario():
    assert set(SCENARIOS) == set(CARDS.game("pariahs").cards)


@pytest.mark.parametrize("card_id", sorted(SCENARIOS))
def test_ability(card_id):
    SCENARIOS[card_id]()
