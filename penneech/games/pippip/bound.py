"""One player among greedy players at a table of Pip-Pip!, on the variant lab's deals: the
sighted bound and the fair expert measured alike.

``penneech lab --game pippip --players expert greedy`` seats the expert among greedy
players, moved round every seat, one deal per game, and counts its share of all the points
(``lab.py``). The sighted expert (``sighted.py``) needs the true deal in sight, which no
lab player is given; this module plays the same games the lab plays (deal ``k`` of a sweep
seeded ``seed`` is ``lab.sweep.deal_seed(seed, k)``, the tested player in seat 0, 1, …,
n - 1 in turn, the player in seat ``s`` seeded ``16 d + s``: ``lab.matches``) with any
player in the tested seat, sighted or not, and counts the lab's figures
(``lab.count_deal``): its share of the points with a 95% interval and of the deals won.
Several players given are measured on the same deals, and each one after the first is
compared with the first deal by deal (points a game more, with its standard error).

    python -m penneech.games.pippip.bound --rules pagat --deals 30 --seed 23 \\
        --players sighted expert greedy

The target of issue 36 for the fair expert at a table of five: greedy's share (1/n) and
half of the way from there to the sighted expert's.
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Callable, Sequence

from penneech.core.playing import play_out
from penneech.games.pippip.chance import PippipChance
from penneech.games.pippip.game import GAME
from penneech.games.pippip.lab import count_deal
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.sighted import SightedExpert
from penneech.games.pippip.state import PippipState
from penneech.games.pippip.view import view_of
from penneech.lab import stats
from penneech.lab.stats import Tally
from penneech.lab.sweep import deal_seed

#: The sighted players: every hidden card in sight, or every hand but not the stock.
SIGHTED = {"sighted": False, "sighted-hands": True}

#: A player for one seat: given the state (for the sighted) and the seat, an action.
Seat = Callable[[PippipState, int], int]


def tested(spec: str, seed: int) -> Seat:
    """The player ``spec`` names (``sighted``, ``sighted-hands`` or a player of the
    registry, ``expert:3000`` with a budget), seeded ``seed``."""
    if spec in SIGHTED:
        sighted = SightedExpert(seed)
        sighted.stock_hidden = SIGHTED[spec]

        def see(state: PippipState, seat: int) -> int:
            sighted.state = state
            return sighted.choose(view_of(state, seat))
        return see
    player = GAME.budgeted(spec, seed)
    return lambda state, seat: player.choose(view_of(state, seat))


def play_game(rules: PippipRules, spec: str, deal: int, seat: int) -> PippipState:
    """Deal seed ``deal`` played to its end with ``spec`` in ``seat`` and greedy players in
    the others, seeded as the lab seeds them (``16 deal + s``)."""
    players = [tested(spec if s == seat else "greedy", 16 * deal + s)
               for s in range(rules.players)]

    def choose(state: PippipState, who: int) -> int:
        return players[who](state, who)

    return play_out(PippipState(rules, horizon="deal"), PippipChance(deal), choose)


def measure(rules: PippipRules, specs: Sequence[str], deals: int, seed: int,
            first: int = 0) -> tuple[dict[str, Tally], dict[str, list[float]]]:
    """Each player's tally over deals ``first`` to ``first + deals - 1`` of the sweep
    ``seed`` (every seat once per deal), and its points in each game."""
    tallies: dict[str, Tally] = {s: {} for s in specs}
    points: dict[str, list[float]] = {s: [] for s in specs}
    for k in range(first, first + deals):
        deal = deal_seed(seed, k)
        for seat in range(rules.players):
            for spec in specs:
                state = play_game(rules, spec, deal, seat)
                count_deal(state, tallies[spec], None, seat)
                points[spec].append(sum(e.points for e in state.events if e.player == seat))
    return tallies, points


def report(specs: Sequence[str], tallies: dict[str, Tally],
           points: dict[str, list[float]], n: int) -> list[str]:
    """The lines printed: each player's share of the points and of the deals won, and the
    difference in points a game from the first player, paired on the same games."""
    lines = []
    for spec in specs:
        t = tallies[spec]
        share = stats.ratio_interval(t, "better_points")
        won = t.get("better_wins", 0) / max(1, t.get("games", 0))
        line = (f"{spec}: share of the points {share['value']:.3f} [{share['low']:.3f}, "
                f"{share['high']:.3f}], deals won {won:.3f} ({t.get('games', 0)} games; "
                f"a fair share is {1 / n:.3f})")
        if spec != specs[0]:
            diffs = [b - a for a, b in zip(points[specs[0]], points[spec], strict=True)]
            mean = sum(diffs) / len(diffs)
            se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1)
                           / len(diffs))
            line += f"; {mean:+.1f} points a game against {specs[0]} (standard error {se:.1f})"
        lines.append(line)
    return lines


def main(argv: Sequence[str] | None = None) -> None:
    """The command line (see the module's text)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rules", default="pagat",
                        help="a rule set, optionally with changes ('pagat,players=8')")
    parser.add_argument("--players", nargs="+", default=["sighted", "greedy"],
                        help="the players to test, each among greedy players: sighted, "
                             "sighted-hands, or a level (expert:3000)")
    parser.add_argument("--deals", type=int, default=30, help="deals, each played with the "
                        "tested player in every seat")
    parser.add_argument("--seed", type=int, default=23, help="the lab's sweep seed")
    parser.add_argument("--first", type=int, default=0, help="the first deal of the sweep")
    args = parser.parse_args(argv)
    try:
        rules = PippipRules.parse(args.rules)
        for spec in args.players:
            if spec not in SIGHTED:
                GAME.budgeted(spec, 0)
    except ValueError as e:
        parser.error(str(e))
    start = time.process_time()
    tallies, points = measure(rules, args.players, args.deals, args.seed, args.first)
    print(f"rules {args.rules} ({rules.players} seats), deals {args.first}-"
          f"{args.first + args.deals - 1} of sweep {args.seed}:")
    for line in report(args.players, tallies, points, rules.players):
        print(line)
    print(f"CPU {time.process_time() - start:.0f} s")


if __name__ == "__main__":
    main()
