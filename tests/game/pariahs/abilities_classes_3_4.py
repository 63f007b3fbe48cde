"""The Ability of each Class 3 and Class 4 Follower used at The Well (1); test_pariahs_cards.test_ability plays them."""
from game.pariahs import board
from tests.game.pariahs.pariahs_positions import (
    BLUE_AT_STAGE_3, CIRCLE_1, STAGE_2, STAGE_3, WELL_0, answer, done, ids, influence, registrar, used)

SCENARIOS = {}
scenario = registrar(SCENARIOS)


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
