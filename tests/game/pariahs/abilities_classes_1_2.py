"""The Ability of each Class 1 and Class 2 Follower used at The Well (1); test_pariahs_cards.test_ability plays them."""
from game.pariahs import board
from tests.game.pariahs.pariahs_positions import (
    BLUE_AT_STAGE_3, STAGE_2, STAGE_3, WELL_0, answer, done, ids, influence, registrar, support, used)

SCENARIOS = {}
scenario = registrar(SCENARIOS)


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
