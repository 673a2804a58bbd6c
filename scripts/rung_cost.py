#!/usr/bin/env python3
"""What one game of an OpenSpiel rung of the strength ladder costs, before a ladder plays it.

The ladder (``penneech ladder``, ``penneech/lab/ladder.py``) plays OpenSpiel's ISMCTS and
MCTS at a fixed number of simulations per decision; their time goes into random play-outs
to the end of the game, so a long game costs far more than a short one. This script plays
one game of a pairing exactly as the ladder does (through ``penneech.openspiel.ladder``,
the same deal seeds), the bot in one seat and the other rung in every other, prints the
CPU time of each of the bot's decisions as it is made, and at the end its total and what a
ladder needs for a verdict on the rung: ``MIN_DEALS`` deals, each played once with the bot
in every seat of the table.

    .venv/bin/python scripts/rung_cost.py --game pippip --rung ismcts:1000
    .venv/bin/python scripts/rung_cost.py --game penneech --rung mcts:1000 --against expert

Needs the optional extra ``penneech[openspiel]``. CPU time (``time.process_time``), so the
figure holds on a machine doing other work too.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from penneech.games import GAMES
from penneech.lab import ladder
from penneech.lab.sweep import deal_seed


class Reported:
    """An OpenSpiel bot whose every decision's CPU time is printed as it is made."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.times: list[float] = []

    def step(self, state: Any) -> Any:
        """The bot's decision, timed and printed."""
        start = time.process_time()
        action = self.bot.step(state)
        self.times.append(time.process_time() - start)
        print(f"decision {len(self.times)}: {self.times[-1]:.1f} s CPU", flush=True)
        return action


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="pippip", choices=sorted(GAMES))
    parser.add_argument("--rung", default="ismcts:1000", help="ismcts:N or mcts:N")
    parser.add_argument("--against", default="greedy", help="the rung in the other seats")
    parser.add_argument("--seed", type=int, default=0, help="the ladder's seed")
    parser.add_argument("--deal", type=int, default=0, help="the deal of the pairing")
    parser.add_argument("--seat", type=int, default=0, help="the bot's seat")
    args = parser.parse_args()
    game = GAMES[args.game]
    why = ladder.openspiel_possible(game)
    if why:
        parser.error(why)
    rules = game.parse_rules(game.default_preset)
    bridge = ladder.openspiel_bridge()
    plain = bridge.bot
    bridge.bot = lambda spiel, spec, seed: Reported(plain(spiel, spec, seed))
    first = (args.rung, "openspiel", args.rung, None)
    second = (args.against, "player", args.against, None)
    clock = {args.rung: [0.0, 0], args.against: [0.0, 0]}
    start = time.process_time()
    bridge.play(game, rules, first, second, deal_seed(args.seed, args.deal), args.seat, clock,
                lambda rung, s: ladder.make_player(game, rung, s))
    total = time.process_time() - start
    seats = game.seats_of(rules)
    seconds, decisions = clock[args.rung]
    print(f"{game.id} ({game.default_preset}, a {game.match_horizon}, {seats} seats): "
          f"{args.rung} in seat {args.seat} among {args.against}")
    print(f"the bot: {decisions} decisions, {seconds:.0f} s CPU, "
          f"{seconds / max(decisions, 1):.1f} s a decision; the whole game {total:.0f} s CPU")
    need = ladder.MIN_DEALS * seats * seconds
    print(f"a verdict on the rung needs {ladder.MIN_DEALS} deals, each once with the bot in "
          f"each of {seats} seats: about {need / 3600:.1f} h CPU of the bot's decisions "
          f"against {args.against}")


if __name__ == "__main__":
    main()
