"""sensitivity: each number of a card found in the file, moved one step each way, and its worth measured."""
import json

from game.engine.cards import parse_cards
from game.lab import sensitivity
from game.lab.numbers import Numbers
from main import main
from tests.game.lab.test_batch_market import TEXT

SEATS = ["ai:random", "ai:random"]
SHIPPED_ABILITY = """banished:
  constants: {life: 20}
  cards:
    - id: heart_scale
      name: The Heart Scale
      family: grim
      element: hollow
      value: 2
      power: 3
      copies: 4
      abilities:
        - trigger: instead_of_combat_discard
          condition: won_combat
          do: [{send_it_instead: banished}, {gain_obol: 3, if_you_do: true}]
"""


def test_every_printed_number_and_every_amount_in_an_ability_is_found_and_edited_in_place():
    numbers = Numbers(SHIPPED_ABILITY, "banished", "x.yaml")
    found = [(n.label, n.value) for n in numbers.of("heart_scale")]
    assert found == [("value", 2), ("power", 3), ("ability 1 gain_obol", 3)]
    amount = numbers.of("heart_scale")[2]
    text = numbers.edited_text({(amount.card, amount.path): 4})
    assert text == SHIPPED_ABILITY.replace("gain_obol: 3", "gain_obol: 4")


def test_a_planted_number_that_matters_gets_a_positive_slope_whose_interval_excludes_zero():
    numbers = Numbers(TEXT, "market", "market.yaml")
    cards, _ = parse_cards(TEXT, "market.yaml")
    result = sensitivity.measure("market", SEATS, 1, numbers, cards, numbers.of("drop"), 300, batch=100,
                                 progress=False, workers=1)
    power = next(s for s in result.slopes if s.number.label == "power")
    assert (power.down, power.up) == (0, 2)
    assert power.delta > 0 and power.low > 0 and power.decision == "up"
    assert power.n < 300                      # clear at an early look: the sequential stop saved games
    cost = next(s for s in result.slopes if s.number.label == "cost")
    assert cost.delta == 0 and cost.decision == "same"      # 2 coins a turn buy a Drop at 0, 1 or 2 alike


def test_a_number_at_zero_is_measured_one_sided_against_the_file_itself():
    numbers = Numbers(TEXT, "market", "market.yaml")
    cards, _ = parse_cards(TEXT, "market.yaml")
    pebble_cost = [n for n in numbers.of("pebble") if n.label == "cost"]
    result = sensitivity.measure("market", SEATS, 1, numbers, cards, pebble_cost, 100, progress=False, workers=1)
    assert result.slopes[0].down is None and result.slopes[0].up == 1


def test_the_command_prints_each_number_and_draws_the_family_side_by_side(tmp_path, capsys):
    cards = tmp_path / "market.yaml"
    cards.write_text(TEXT)
    code = main(["sensitivity", "market", "--family", "gem", "--cards", str(cards), "--games", "100",
                 "--out", str(tmp_path / "out")])
    out, err = capsys.readouterr()
    assert code == 0, err
    for name in ("Ruby (ruby)", "Ember (ember)", "Pearl (pearl)", "Drop (drop)", "Crown (crown)"):
        assert name in out
    data = json.loads((tmp_path / "out" / "sensitivity.json").read_text())
    assert {n["card"] for n in data["numbers"]} == {"ruby", "ember", "pearl", "drop", "crown"}
    assert (tmp_path / "out" / "sensitivity.png").stat().st_size > 1000
