#!/usr/bin/env python3
"""How far an expert's method can go: the expert with every hidden card in sight.

The "sighted" expert is the game's expert handed the true deal instead of sampled ones. It
is not a fair player and never plays on the site; it measures a bound for the strength
goals of the experts, which are set against a fixed opponent.

``--game piquet`` (against ``greedy``): the Piquet expert
(``penneech.games.piquet.players.ExpertPlayer``) values every allowed discard (not only the best
by keep value) on the one true deal, the opponent's real hand and the real talon in its
real order, and in play solves the true position exactly instead of averaging sampled
worlds. Its declarations are the expert's (the best claim held, answered honestly). Each
deal is played twice, once from each seat, on the cards of ``PiquetChance(seed)`` (the
deals of ``scripts/tournament.py --game piquet`` with the same seeds); the figure is its
share of all the deals' points, with the tournament's 95% interval. The goal for the fair
expert is 65% against greedy.

``--game pippip`` (against four ``greedy`` players at the rule set's table): the Pip-Pip!
expert (``penneech.games.pippip.players.ExpertPlayer``) tries each action on the true deal, every
hand and the stock in its order, instead of sampled ones; its play-outs are then exactly
what the greedy players would do. Each seed is played with the sighted expert in every
seat (the games of ``scripts/tournament.py --game pippip``); the figure is its share of the
games won, with the tournament's interval. The goal for the fair expert is 35%. With
``--sight hands`` it sees every hand but not the order of the stock (it samples that as
the fair expert does): the bound for any reading of the other players' hands.

``--game penneech`` (against ``expert-2025``): the Penneech expert
(``penneech.games.penneech.players.ExpertPlayer``) solves the true position, the opponent's hand
and the
order of the cards still to be turned up in sight, playing the race to the target as the
expert does once it is near. Each game is played twice, seats swapped, on the cards of
``SeededChance(seed)``; the figure is the share of games won with a Wilson interval. The
goal for the fair expert is 55% of games against ``expert-2025``. With ``--sight hands`` it
sees the opponent's hand only: its worlds are the fair expert's (the stock drawn, the
turn-ups known by suit), each with the true hand, the bound for any reading of that hand.

If the sighted expert stays below a goal, no refinement of that expert's sampling can reach
it; above, the gap between the two is what better inference could still win.

    python scripts/sighted.py --game piquet [--preset portland] [--deals 1000] [--seed 0]
    python scripts/sighted.py --game pippip [--preset pagat] [--deals 40] [--workers 2]
        [--sight all|hands]
    python scripts/sighted.py --game penneech [--preset mcleod] [--deals 300] [--workers 2]
        [--sight all|hands]
"""

from __future__ import annotations

import argparse
import random
import time
from functools import partial
from itertools import combinations
from multiprocessing import Pool
from typing import Any

from tournament import cluster_interval, share_interval, wilson

from penneech.core.cards import Card, CardSet, cards_in
from penneech.core.playing import play_out, seat_points
from penneech.games.penneech.chance import SeededChance
from penneech.games.penneech.players import ExpertPlayer, PreviousExpertPlayer
from penneech.games.penneech.players.expert import RACE_WITHIN, decision_rng, estimate, worlds_for
from penneech.games.penneech.players.sampling import race_scores
from penneech.games.penneech.players.solver import Solver, World
from penneech.games.penneech.presets import PRESETS
from penneech.games.penneech.state import State
from penneech.games.penneech.tricks import TURNUPS_PER_HAND
from penneech.games.penneech.view import PlayerView, view_of
from penneech.games.pippip.chance import PippipChance
from penneech.games.pippip.players import ExpertPlayer as PippipExpert
from penneech.games.pippip.players import GreedyPlayer as PippipGreedy
from penneech.games.pippip.players.match import shares
from penneech.games.pippip.players.sampling import Knowledge
from penneech.games.pippip.presets import PRESETS as PIPPIP_PRESETS
from penneech.games.pippip.state import PippipState
from penneech.games.pippip.view import PippipView
from penneech.games.pippip.view import view_of as pippip_view_of
from penneech.games.piquet.chance import PiquetChance
from penneech.games.piquet.players import ExpertPlayer as PiquetExpert
from penneech.games.piquet.players import GreedyPlayer as PiquetGreedy
from penneech.games.piquet.players.expert import MARGIN
from penneech.games.piquet.players.sampling import pique_need, scoring_of
from penneech.games.piquet.players.solver import Solver as PiquetSolver
from penneech.games.piquet.players.solver import World as PiquetWorld
from penneech.games.piquet.presets import PRESETS as PIQUET_PRESETS
from penneech.games.piquet.state import PiquetState
from penneech.games.piquet.view import PiquetView
from penneech.games.piquet.view import view_of as piquet_view_of


class SightedPiquetExpert(PiquetExpert):
    """The Piquet expert shown the true deal (``state``, set before each decision)."""

    name = "sighted"
    state: PiquetState | None = None

    def _true(self) -> PiquetState:
        if self.state is None:
            raise RuntimeError("the sighted expert plays only with the true state in sight")
        return self.state

    def values(self, view: PiquetView) -> dict[int, float]:
        """Seat 0's exact value of each legal card in the true position."""
        state = self._true()
        scoring = scoring_of(view)
        solver = self._solvers.get(scoring)
        if solver is None:
            solver = self._solvers[scoring] = PiquetSolver(scoring)
        need = pique_need(view)
        world = PiquetWorld((state.hands[0], state.hands[1]), view.leader, view.tricks_won,
                            view.lead_card, pique_seat=view.elder if need else None,
                            pique_need=need)
        return solver.action_values(world, MARGIN)

    def best_discard(self, view: PiquetView, full: CardSet,
                     counts: range) -> tuple[float, CardSet]:
        """Every allowed discard, valued on the true deal. While the opponent is still in
        the middle of an exchange made before this one (the younger's first, after a carte
        blanche under Cotton's rules), the expert's own sampled choice is kept."""
        state = self._true()
        if state.hands[1 - view.player].bit_count() < 12:
            return super().best_discard(view, full, counts)
        elder = view.player == view.elder
        deal = [(state.hands[1 - view.player], list(state.talon[state.talon_pos:]))]
        cards = list(cards_in(full))
        options = [sum(1 << c for c in out) for k in counts for out in combinations(cards, k)]
        values = [self._average(full, out, deal, elder, view.rules) for out in options]
        best = max(range(len(options)), key=lambda i: (values[i], -i))
        return values[best], options[best]


class SightedExpert(ExpertPlayer):
    """The Penneech expert shown the true deal and the turn-ups to come; with
    ``stock_hidden``, the opponent's hand only (it samples the stock as the fair expert
    does, its turn-ups known by suit)."""

    name = "sighted"
    state: State | None = None
    chance: SeededChance | None = None
    stock_hidden = False

    def values(self, view: PlayerView) -> dict[Card, float]:
        """The value of each legal card for the player to move, the hidden cards in sight."""
        state, chance = self.state, self.chance
        if state is None or chance is None:
            raise RuntimeError("the sighted expert plays only with the true state in sight")
        if self.stock_hidden:  # the fair expert's worlds, each with the true hand
            return estimate(view, decision_rng(self.seed, view),
                            worlds_for(self.samples, len(view.tricks)), None, self._solvers,
                            in_sight=state.hands[1 - view.player])
        solver = self._solvers.get(view.rules)
        if solver is None:
            solver = self._solvers[view.rules] = Solver(view.rules)
        order = chance._order(state, "hand", state.hand_no, state.redeals)
        start = len(state.dealt) + len(state.turned)
        turns = tuple(state.turned) + tuple(
            order[start:start + TURNUPS_PER_HAND - len(state.turned)])
        scores = race_scores(view)
        race = min(view.rules.target - s for s in scores) <= RACE_WITHIN
        world = World((state.hands[0], state.hands[1]), view.leader, len(view.tricks),
                      view.tricks_won, turns, view.lead_card, scores if race else None)
        sign = 1.0 if view.player == 0 else -1.0
        return {card: sign * v for card, v in solver.action_values(world).items()}


class SightedPippipExpert(PippipExpert):
    """The Pip-Pip! expert shown every hand and the stock in its order: its one "sampled"
    deal is the true one (the others' play-outs are then exactly the greedy players').
    With ``stock_hidden`` it sees every hand but not the order of the stock: it samples
    as many deals as the fair expert, each with the true hands and the stock's unknown
    cards in a new random order."""

    name = "sighted"
    state: PippipState | None = None
    stock_hidden = False

    def samples_for(self, view: PippipView, actions: int) -> int:
        """One deal, the true one; with the stock hidden, the fair expert's number."""
        return super().samples_for(view, actions) if self.stock_hidden else 1

    def sampled_deal(self, known: Knowledge, rng: random.Random
                     ) -> tuple[list[CardSet], list[Card]]:
        """The true hands and the stock from the top (its hidden part shuffled when the
        stock is hidden)."""
        if self.state is None:
            raise RuntimeError("the sighted expert plays only with the true state in sight")
        stock = list(self.state.stock[self.state.stock_pos:])
        if self.stock_hidden:
            hidden = stock[:known.stock_need]
            rng.shuffle(hidden)
            stock[:known.stock_need] = hidden
        return list(self.state.hands), stock


def play_piquet_deal(job: tuple[str, int, int]) -> tuple[int, int, int, float]:
    """Piquet deal ``seed`` with the sighted expert in seat ``seat`` against greedy: the
    seed, the sighted expert's points, greedy's points, the CPU seconds."""
    preset, seed, seat = job
    sighted = SightedPiquetExpert(seed)
    players: list[PiquetExpert | PiquetGreedy] = [PiquetGreedy(seed), PiquetGreedy(seed)]
    players[seat] = sighted

    def choose(state: PiquetState, player: int) -> int:
        sighted.state = state
        return players[player].choose(piquet_view_of(state, player))

    start = time.process_time()
    state = play_out(PiquetState(PIQUET_PRESETS[preset].rules, horizon="deal"),
                     PiquetChance(seed), choose)
    points = seat_points(state.events)
    return seed, points[seat], points[1 - seat], time.process_time() - start


def play_penneech_game(job: tuple[str, int, int], stock_hidden: bool = False
                       ) -> tuple[int, int, int, float]:
    """Penneech game ``seed`` with the sighted expert in seat ``seat`` against
    ``expert-2025``: the seed, 1 if the sighted expert won (else 0), 1 if it lost, the CPU
    seconds."""
    preset, seed, seat = job
    chance = SeededChance(seed)
    sighted = SightedExpert(seed)
    sighted.chance = chance
    sighted.stock_hidden = stock_hidden
    players: list[ExpertPlayer] = [PreviousExpertPlayer(seed), PreviousExpertPlayer(seed)]
    players[seat] = sighted

    def choose(state: State, player: int) -> int:
        sighted.state = state
        return players[player].choose(view_of(state, player))

    start = time.process_time()
    state = play_out(State(PRESETS[preset].rules), chance, choose)
    won = int(state.winner == seat)
    return seed, won, 1 - won, time.process_time() - start


def play_pippip_game(job: tuple[str, int, int], stock_hidden: bool = False
                     ) -> tuple[int, float, float, float]:
    """Pip-Pip! game ``seed`` at the rule set's table with the sighted expert in seat
    ``seat`` and greedy players in the others: the seed, its share of the win (1, 1/k for
    k equal winners, 0), its points less the others' average, the CPU seconds."""
    preset, seed, seat = job
    rules = PIPPIP_PRESETS[preset].rules
    sighted = SightedPippipExpert(seed)
    sighted.stock_hidden = stock_hidden
    players: list[PippipExpert | PippipGreedy] = [
        PippipGreedy(seed * 100 + s) for s in range(rules.players)]
    players[seat] = sighted

    def choose(state: PippipState, player: int) -> int:
        sighted.state = state
        return players[player].choose(pippip_view_of(state, player))

    start = time.process_time()
    state = play_out(PippipState(rules, horizon="game"), PippipChance(seed), choose)
    others = [t for s, t in enumerate(state.totals) if s != seat]
    return (seed, shares(state)[seat], state.totals[seat] - sum(others) / len(others),
            time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=("piquet", "pippip", "penneech"), default="piquet")
    parser.add_argument("--preset",
                        help="rule set (piquet: portland; pippip: pagat; penneech: mcleod)")
    parser.add_argument("--deals", type=int, default=300,
                        help="seeds, each played with the sighted expert in every seat")
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--sight", choices=("all", "hands"), default="all",
                        help="pippip, penneech: every hidden card in sight (all), or "
                             "every hand but not the order of the stock (hands)")
    args = parser.parse_args()
    if args.sight == "hands" and args.game == "piquet":
        parser.error("--sight hands is for --game pippip or penneech")
    presets: dict[str, Any] = {"piquet": PIQUET_PRESETS, "pippip": PIPPIP_PRESETS,
                               "penneech": PRESETS}
    preset = args.preset or {"piquet": "portland", "pippip": "pagat",
                             "penneech": "mcleod"}[args.game]
    if preset not in presets[args.game]:
        parser.error(f"unknown {args.game} rule set {preset!r}")
    seats = PIPPIP_PRESETS[preset].rules.players if args.game == "pippip" else 2
    jobs = [(preset, seed, seat) for seed in range(args.seed, args.seed + args.deals)
            for seat in range(seats)]
    play: Any = {"piquet": play_piquet_deal,
                 "pippip": partial(play_pippip_game, stock_hidden=args.sight == "hands"),
                 "penneech": partial(play_penneech_game,
                                     stock_hidden=args.sight == "hands")}[args.game]
    with Pool(args.workers) as pool:
        results: list[tuple[int, float, float, float]] = pool.map(play, jobs, chunksize=2)
    seeds = f"seeds {args.seed}-{args.seed + args.deals - 1}"
    cpu = sorted(r[3] for r in results)
    if args.game == "piquet":
        by_deal: dict[int, list[float]] = {}
        for seed, mine, theirs, _ in results:
            pair = by_deal.setdefault(seed, [0, 0])
            pair[0] += mine
            pair[1] += theirs
        share, low, high = share_interval([(a, b) for a, b in by_deal.values()])
        print(f"Piquet, {preset}: the sighted expert against greedy, {len(by_deal)} deals "
              f"from both seats ({seeds})")
        print(f"sighted expert wins {share:.1%} of the deals' points "
              f"(95% CI {low:.1%} to {high:.1%})")
    elif args.game == "pippip":
        by_seed: dict[int, list[float]] = {}
        for seed, won, _, _ in results:
            by_seed.setdefault(seed, []).append(won)
        share, low, high = cluster_interval(list(by_seed.values()))
        margin = sum(r[2] for r in results) / len(results)
        sight = "every hand in sight, not the stock" if args.sight == "hands" else \
            "every hand and the stock in sight"
        print(f"Pip-Pip!, {preset}: the sighted expert ({sight}) against {seats - 1} x "
              f"greedy, {len(results)} games, the expert in every seat ({seeds})")
        print(f"sighted expert wins {share:.1%} of the games (95% CI {low:.1%} to "
              f"{high:.1%}; a fair share is {1 / seats:.1%}); points per game over the "
              f"others' average {margin:+.1f}")
    else:
        wins = sum(r[1] for r in results)
        low, high = wilson(wins, len(results))
        sight = "the opponent's hand in sight, not the stock" if args.sight == "hands" \
            else "the opponent's hand and the turn-ups in sight"
        print(f"Penneech, {preset}: the sighted expert ({sight}) against expert-2025, "
              f"{len(results)} games, seats swapped ({seeds})")
        print(f"sighted expert wins {wins:g} = {wins / len(results):.1%} "
              f"(95% CI {low:.1%} to {high:.1%})")
    print(f"CPU per game: median {cpu[len(cpu) // 2]:.2f} s, total {sum(cpu):.0f} s")


if __name__ == "__main__":
    main()
