"""Triggers, the chain and replacement effects: what card abilities do between two actions."""
from __future__ import annotations

import game.engine.events as ev
import game.engine.fast as fast
from game.engine.effects import NULL, Context, NeedChoice, language_of, ref
from game.engine.primitives import LIMIT, end_game
from game.engine.action import Action
from game.engine.pieces import ChainItem, Decision
from game.engine.state import GameError, State


def fire(state: State, trigger: str, card: int | None = None, controller: int | None = None, **info) -> int:
    """Collect the abilities that ``trigger`` sets off; they go on the chain when it next settles.

    With ``card``, only that card's own abilities listen ("When Revealed").
    Observer triggers (a trigger declared with ``scope='observer'``) listen on every
    card in the game's active zones.  Returns how many abilities triggered.
    """
    spec = language_of(state.game).lookup("trigger", trigger)
    if spec is None:
        raise GameError(f"unknown trigger {trigger!r}")
    if trigger not in state.defs.listened:
        return 0
    sources = [card] if card is not None else []
    if spec.scope == "observer":
        sources = [uid for z in state.rules.active_zones(state) for uid in state.zones[z].cards]
    count = 0
    cards, defs = state.cards, state.defs.cards
    for uid in sources:
        c = cards[uid]
        listening = defs[c.card_id].by_trigger.get(trigger)
        if listening is None:
            continue
        for i, ability in listening:
            who = controller if controller is not None else state.rules.controller(state, uid)
            item = ChainItem(uid, c.card_id, i, who, trigger, dict(info), moves_at_trigger=c.moves)
            if ability.condition is not None and not check(state, ability.condition, item):
                continue
            state.waiting.append(item)
            count += 1
    return count


def push_effect(state: State, ability, card: int, controller: int, **info) -> None:
    """Put an effect no card prints (a Location's, a rule's) on the chain, with ``card`` as its source."""
    c = state.cards[card]
    state.waiting.append(ChainItem(card, c.card_id, -1, controller, ability.trigger, info,     # info: this call's own
                                   moves_at_trigger=c.moves, effect=ability))


def ability_of(state: State, item: ChainItem):
    """The ability a chain item resolves: its own effect, or the one printed on its card."""
    if item.effect is not None:
        return item.effect
    return state.defs.cards[item.card_id].abilities[item.ability]


def check(state: State, condition, item: ChainItem) -> bool:
    """Evaluate a condition tree (name/args, or all/any/not) for a chain item."""
    name, args = condition.name, condition.args
    if name == "all":
        return all(check(state, c, item) for c in args["of"])
    if name == "any":
        return any(check(state, c, item) for c in args["of"])
    if name == "not":
        return not check(state, args["of"], item)
    ctx = Context(state, item)
    result = condition.spec.fn(ctx, **ctx.resolve_args(condition.spec, args))
    return bool(result) and result is not NULL


def replace(state: State, event: str, card: int, applied=frozenset(), **info) -> bool:
    """Offer ``event`` about to happen to ``card`` to replacement effects.

    A replacement ("if this would be discarded, banish it instead") must already
    be where it works before the event, and applies at most once to an event.
    Returns True when the event was replaced (and the replacing instructions ran).
    """
    trigger = _INSTEAD_OF.get(event)
    if trigger is None:
        trigger = _INSTEAD_OF[event] = f"instead_of_{event}"
    if trigger not in state.defs.listened:
        return False
    spec = language_of(state.game).lookup("trigger", trigger)
    if spec is None:
        return False
    applying = state.__dict__.get("_applying", frozenset())
    applied = applied | applying
    sources = [card]
    if spec.scope == "observer":
        sources = [uid for z in state.rules.active_zones(state) for uid in state.zones[z].cards]
    for uid in sources:
        c = state.cards[uid]
        for i, ability in state.defs.cards[c.card_id].by_trigger.get(trigger, ()):
            if (uid, i) in applied:
                continue
            item = ChainItem(uid, c.card_id, i, state.rules.controller(state, uid), trigger,
                             dict(info, subject=ref(state, card), applied=applied | {(uid, i)}),
                             moves_at_trigger=c.moves)
            item.memory["it"] = ref(state, card)
            if ability.condition is not None and not check(state, ability.condition, item):
                continue
            if state.log is not None:
                state.emit(ev.Replaced(uid, c.card_id, event, ability.text))
            state._applying = applying | {(uid, i)}      # the replacing event is not replaced by it again
            try:
                _run_instructions(state, item, ability.do, allow_choice=False)
            finally:
                state._applying = applying
            return True
    return False


_INSTEAD_OF: dict[str, str] = {}         # an event -> the trigger of its replacement effects, worded once


def _queue_waiting(state: State) -> bool:
    """Put waiting triggers on the chain: 'you may' asked now, then each controller's order.

    The seat with priority resolves first, then the others in turn order; so the
    batch goes onto the chain in reverse.  Returns False while a decision is open.
    """
    defs = state.defs.cards
    for item in state.waiting:
        ability = item.effect
        if ability is None:
            ability = defs[item.card_id].abilities[item.ability]
        if ability.may and "may" not in item.memory:
            state.pending = Decision(item.controller, "may", f"{ability.text} — use it?",
                                     [Action("may", item.controller, (item.card, item.ability, True),
                                             label=f"Use {state.defs.cards[item.card_id].name}"),
                                      Action("may", item.controller, (item.card, item.ability, False),
                                             label="Decline")],
                                     source="may")
            if state.log is not None:
                state.emit(ev.DecisionAsked(item.controller, "may", state.pending.prompt))
            return False
    if len(state.waiting) == 1:             # the commonest: one trigger, nothing to order
        batch = state.waiting if state.waiting[0].memory.get("may", True) else []
    else:
        batch = _ordered_batch(state)
        if batch is None:
            return False
    state.waiting = []
    if state.log is None:
        state.chain += reversed(batch)
        return True
    for item in reversed(batch):
        ability = ability_of(state, item)
        state.chain.append(item)
        state.emit(ev.TriggerQueued(item.card, item.card_id, item.trigger, item.controller, ability.text))
    return True


def _ordered_batch(state: State) -> list[ChainItem] | None:
    """The waiting triggers (those declined dropped) in the order they resolve; None while a seat orders its own."""
    state.waiting = [i for i in state.waiting if i.memory.get("may", True)]
    order = state.rules.priority_order(state)
    batch: list[ChainItem] = []
    for seat in order:
        mine = [i for i in state.waiting if i.controller == seat]
        ordered = [i for i in mine if "order" in i.memory]
        ordered.sort(key=lambda i: i.memory["order"])
        rest = [i for i in mine if "order" not in i.memory]
        if len({(i.card_id, i.ability) for i in rest}) > 1:
            state.pending = Decision(seat, "order", "Which of your abilities resolves next?",
                                     [Action("order", seat, (i.card, i.ability), label=_order_label(state, i, rest))
                                      for i in rest],
                                     source="order")
            if state.log is not None:
                state.emit(ev.DecisionAsked(seat, "order", state.pending.prompt))
            return None
        batch.extend(ordered + rest)
    batch.extend(i for i in state.waiting if i.controller not in order)
    return batch


def _order_label(state: State, item: ChainItem, waiting: list[ChainItem]):
    """The answer's label, worked out when first read: the card's name, and the ability's words when another
    ability of the same card waits too (two buttons must not read alike)."""
    def label():
        name = state.defs.cards[item.card_id].name
        if sum(1 for other in waiting if other.card == item.card) < 2:
            return name
        return f"{name}: {ability_of(state, item).text}"
    return label


def _run_instructions(state: State, item: ChainItem, instructions, allow_choice=True) -> None:
    memory, count, pc = item.memory, len(instructions), item.pc
    ctx = fast.new_context(state, item, allow_choice)
    while pc < count:
        instr = instructions[pc]
        if instr.linked and not memory.get("did", False):
            did = False
        else:
            ctx._asked = 0                 # a fresh context for each instruction: none of its choices asked yet
            args, resolved = instr.arg_plan
            if resolved:
                args = dict(args)
                for name, param, value in resolved:
                    args[name] = ctx.resolve(param, value)
                if NULL in args.values():
                    did = False
                else:
                    did = instr.spec.fn(ctx, **args)
                    did = did is not False and did is not NULL
            else:
                did = instr.spec.fn(ctx, **args)
                did = did is not False and did is not NULL
        memory["did"] = did
        item.pc = pc = pc + 1
        if item.answers:
            item.answers = []
        if state.over:
            return


def settle(state: State) -> None:
    """Resolve the chain, newest first, until it is empty or waits on a decision."""
    resolved = 0
    rules = state.rules
    limit, chain_empty = rules.chain_limit, rules.chain_empty
    chain = state.chain
    while not state.over and state.pending is None:
        if resolved > limit:
            end_game(state, (), LIMIT)
            return
        resolved += 1
        if state.waiting:
            if not _queue_waiting(state):
                return
            continue
        if not chain:
            if chain_empty(state) or state.waiting:
                continue
            return
        item = chain[-1]
        ability = item.effect
        if ability is None:
            ability = state.defs.cards[item.card_id].abilities[item.ability]
        try:
            _run_instructions(state, item, ability.do)
        except NeedChoice as need:
            _ask(state, item, need)
            return
        if chain and chain[-1] is item:
            chain.pop()
        elif item in chain:
            chain.remove(item)
        if state.log is not None:
            state.emit(ev.TriggerResolved(item.card, item.card_id, item.trigger, item.controller, ability.text))


def _ask(state: State, item: ChainItem, need: NeedChoice) -> None:
    """Put the choice an instruction needs to its chooser: a decision whose options answer it."""
    prompt, asked, labels, seat, moves = need.args
    if seat is None:
        seat = item.controller
    cards, options = state.cards, []
    if not moves:                                 # the commonest: no option says where it sends a card
        for opt, label in zip(asked, labels):
            card = opt if type(opt) is int and opt in cards else None
            options.append(fast.new_action("choose", seat, (opt,), label, card))
    else:
        for opt, label, (card, to) in zip(asked, labels, moves):
            if card is None and type(opt) is int and opt in cards:
                card = opt
            options.append(fast.new_action("choose", seat, (opt,), label, card, to))
    state.pending = fast.new_decision(seat, "choose", prompt, options, "chain", {})
    if state.log is not None:
        state.emit(ev.DecisionAsked(seat, "choose", prompt))
