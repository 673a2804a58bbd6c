"""Pip-Pip! computer players: legal actions under every rule set and table size,
reproducible choices, an expert that uses only what its seat may know, and the obvious
move in positions a player recognises (our research notes, Part B; the pagat page)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import script

from penneech.core.cards import CLUBS, HEARTS, SPADES, cards_in
from penneech.core.playing import play_out
from penneech.games.pippip.actions import DONE, declared
from penneech.games.pippip.chance import PippipChance
from penneech.games.pippip.game import GAME
from penneech.games.pippip.marriages import marriage_of
from penneech.games.pippip.pack import PACK_SIZE, card_points, parse_pp_card, pp_suit, strength
from penneech.games.pippip.players import (
    ExpertPlayer,
    GreedyPlayer,
    PippipPlayer,
    RandomPlayer,
    make_player,
    player_names,
)
from penneech.games.pippip.players import expert as expert_module
from penneech.games.pippip.players.expert import TABLE, distinct, nodes_at
from penneech.games.pippip.players.policy import beats, winning_card
from penneech.games.pippip.players.sampling import (
    keeps_marriage,
    knowledge,
    misread,
    sample,
    shown_voids,
)
from penneech.games.pippip.players.world import play_out as world_play_out
from penneech.games.pippip.rules import PippipRules
from penneech.games.pippip.scenario import act, arrange, pass_window
from penneech.games.pippip.sighted import SightedExpert
from penneech.games.pippip.state import PippipState
from penneech.games.pippip.tricks import takers, takes_lead, winning_index
from penneech.games.pippip.view import PippipView, view_of

ROOT = Path(__file__).resolve().parent.parent
#: Every preset, and one rule set with every option the presets leave at its default.
RULE_SETS = ["pagat", "fosdick", "european",
             "pagat,draw_order=after_each_play,follow_rule=always_free,initial_trump=cut,"
             "marriage_value=escalating,leftovers=surprise,last_trick_bonus=20,"
             "marriage_must_change_trump=yes"]


def small_expert(seed: int) -> ExpertPlayer:
    """An expert on a tiny budget: the same code paths, quick enough for many deals."""
    return ExpertPlayer(seed, nodes=1, min_samples=2, max_samples=2)


def play_greedily(state: PippipState, chance: PippipChance, steps: int) -> None:
    """Let the greedy player act for every seat for ``steps`` decisions."""
    greedy = GreedyPlayer()
    for _ in range(steps):
        chance.advance(state)
        if state.is_terminal():
            return
        seat = state.current_player()
        state.apply_action(greedy.choose(view_of(state, seat)), seat)
    chance.advance(state)


# ----------------------------------------------------------------- registry
def test_levels_are_registered_weakest_first() -> None:
    assert player_names() == ["random", "greedy", "expert"]
    assert isinstance(make_player("expert", 3), ExpertPlayer)
    assert isinstance(make_player("greedy", 3), GreedyPlayer)
    with pytest.raises(ValueError, match="unknown Pip-Pip! player 'expert-2025'"):
        make_player("expert-2025")


# ----------------------------------------------------------------- legal play
@pytest.mark.parametrize("rules", RULE_SETS)
@pytest.mark.parametrize("players", [3, 4, 7, 12])
def test_every_player_takes_only_legal_actions(rules: str, players: int) -> None:
    """Random, greedy and expert players in turn round the table play a whole deal,
    each choosing only from its own legal actions, from every seat."""
    parsed = PippipRules.parse(f"{rules},players={players}")
    makers: list[Callable[[int], PippipPlayer]] = [RandomPlayer, GreedyPlayer, small_expert]
    chosen: set[tuple[str, int]] = set()

    class Checked:
        def __init__(self, seat: int) -> None:
            self.player = makers[seat % 3](seat)
            self.name = self.player.name

        def choose(self, view: PippipView) -> int:
            action = self.player.choose(view)
            assert action in view.legal, (self.name, view.player, action, view.legal)
            chosen.add((self.name, view.player))
            return action

    for seed in range(2):
        state = GAME.play_match(parsed, [Checked(s) for s in range(players)], seed,
                                horizon="deal")
        assert state.is_terminal()
    assert {seat for _, seat in chosen} == set(range(players))


def test_greedy_wins_more_than_its_share_against_random_players() -> None:
    """The greedy player alone at a table of five random players, moved round every seat
    on the same cards, wins far more than the fair fifth of the games (the figures of
    ``scripts/tournament.py --game pippip greedy random`` are larger samples)."""
    rules = PippipRules()
    won = 0.0
    for seed in range(4):
        for seat in range(5):
            players: list[GreedyPlayer | RandomPlayer] = [RandomPlayer(seed * 10 + s)
                                                          for s in range(5)]
            players[seat] = GreedyPlayer(seed)
            won += GAME.outcome(GAME.play_match(rules, players, seed)).share(seat)
    assert won / 20 > 0.3


# ----------------------------------------------------------------- reproducible
def test_the_expert_is_reproducible_for_a_seed() -> None:
    """The same seeds and budget play the same game, action for action."""
    rules = PippipRules.parse("pagat,players=4")

    def history() -> list[tuple[int, int]]:
        players: list[PippipPlayer] = [ExpertPlayer(5, nodes=300, min_samples=2, max_samples=4),
                   GreedyPlayer(1), ExpertPlayer(6, nodes=300, min_samples=2, max_samples=4),
                   RandomPlayer(2)]
        return GAME.play_match(rules, players, 11, horizon="deal").history

    assert history() == history()


@pytest.mark.parametrize("seats", [3, 5, 6, 8, 12])
def test_a_larger_table_shares_out_the_budget_of_a_table_of_five(
        seats: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Up to five seats a decision may simulate the whole budget; at a larger table it
    gets a share, so that the decisions of the other seats between two of a human's turns
    together simulate no more card plays than the four others of a table of five, and
    hardly fewer (``expert.nodes_at``). Counted in the play-outs of a real decision."""
    nodes = 4000
    share = nodes_at(nodes, seats)
    if seats <= TABLE:
        assert share == nodes
    else:
        assert share * (seats - 1) <= nodes * (TABLE - 1) < (share + 1) * (seats - 1)
    plays: list[int] = []
    def counted(world: PippipState, tricks: int | None = None) -> None:
        before = len(world.tricks) * world.seats + len(world.trick)
        world_play_out(world, tricks)
        plays.append(len(world.tricks) * world.seats + len(world.trick) - before + 1)

    monkeypatch.setattr(expert_module, "play_out", counted)
    state = PippipState(PippipRules.parse(f"pagat,players={seats}"), "deal", 0)
    chance = PippipChance(seats)
    greedy = GreedyPlayer()
    while True:  # the first card a seat plays with more than one kind of card to choose
        chance.advance(state)
        view = view_of(state, state.current_player())
        if state.phase == "play" and len(distinct(view.legal)) > 1 and view.player:
            break
        state.apply_action(greedy.choose(view), view.player)
    left = (view.tricks_per_deal - len(view.tricks)) * seats - len(view.trick)
    ExpertPlayer(1, nodes=nodes, min_samples=1, max_samples=10**6).choose(view)
    one_deal = len(distinct(view.legal)) * left
    assert set(plays) == {left}
    assert share - one_deal < sum(plays) <= share


# ----------------------------------------------------------------- fair play
def redealt(state: PippipState, me: int, rng: random.Random) -> PippipState:
    """The same actions with the cards ``me`` cannot see dealt otherwise (each for one
    of its suit, so every earlier action stays legal; sealed declarations keep their
    cards)."""
    public = sum(1 << x for t in state.tricks for x in t.cards) | sum(
        1 << x for _, x in state.trick) | sum(state.exposed)
    public |= (1 << state.cut_card) if state.cut_card is not None else 0
    public |= state.leftovers if state.leftovers_shown else 0
    known = public | state.hands[me]
    for s, index in state.pending:
        known |= marriage_of(index).cards if s != me else 0
    hidden = [x for x in state.dealt if not (known >> x) & 1]
    swap: dict[int, int] = {}
    for suit in range(4):
        group = [x for x in hidden if pp_suit(x) == suit]
        shuffled = group[:]
        rng.shuffle(shuffled)
        swap.update(zip(group, shuffled, strict=True))
    other = PippipState(state.rules, "deal", 0)
    for player, action in state.history:
        other.apply_action(swap.get(action, action) if player < 0 else action)
    return other


@pytest.mark.parametrize("rules", RULE_SETS[:3])
def test_the_expert_decides_on_its_view_alone(rules: str) -> None:
    """Dealing the cards the expert cannot see otherwise, with everything it sees
    unchanged, never changes its choice: it reads its view and nothing else."""
    parsed = PippipRules.parse(rules)
    rng = random.Random(rules)
    checked = 0
    for seed in range(12):
        state = PippipState(parsed, "deal", 0)
        chance = PippipChance(seed)
        play_greedily(state, chance, rng.randrange(5, 150))
        while not state.is_terminal() and len(state.legal_actions()) < 2:
            play_greedily(state, chance, 1)
        if state.is_terminal():
            continue
        me = state.current_player()
        other = redealt(state, me, rng)
        if other.hands == state.hands:
            continue
        view = view_of(state, me)
        assert view_of(other, me) == view
        budget = {"nodes": 600, "min_samples": 3, "max_samples": 3}
        assert ExpertPlayer(seed, **budget).choose(view) == \
            ExpertPlayer(seed, **budget).choose(view_of(other, me))
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("rules", ["pagat", "european,players=4", "fosdick,players=7"])
def test_sampled_deals_agree_with_everything_the_seat_has_seen(rules: str) -> None:
    """Every sampled deal gives each hand its size, keeps the exposed marriage cards
    with their holders, puts no card the seat has seen anywhere else, fills the stock,
    and gives no player a suit he has shown he lacks; and every void the seat reads
    from the tricks is true."""
    parsed = PippipRules.parse(rules)
    rng = random.Random(rules)
    for seed in range(6):
        state = PippipState(parsed, "deal", 0)
        play_greedily(state, PippipChance(seed), rng.randrange(40, 260))
        if state.is_terminal():
            continue
        me = state.current_player()
        view = view_of(state, me)
        voids = shown_voids(view)
        for seat in range(parsed.players):
            for suit in range(4):
                if (voids[seat] >> suit) & 1:
                    assert not any(pp_suit(c) == suit for c in cards_in(state.hands[seat]))
        k = knowledge(view)
        for _ in range(10):
            hands, stock = sample(k, rng)
            assert hands[me] == view.hand
            assert [h.bit_count() for h in hands] == list(view.hand_sizes)
            assert len(stock) == view.stock_left
            hidden = [h & ~view.seen for s, h in enumerate(hands) if s != me]
            hidden.append(sum(1 << c for c in stock) & ~view.seen)
            pool = sum(1 << c for c in k.pool)
            assert sum(h.bit_count() for h in hidden) == pool.bit_count()
            assert sum(hidden) == pool and not hands[me] & pool
            for seat in range(parsed.players):
                assert hands[seat] & view.exposed[seat] == view.exposed[seat]
                if seat != me:
                    assert not any((voids[seat] >> pp_suit(c)) & 1
                                   for c in cards_in(hands[seat] & ~view.seen))


@pytest.mark.parametrize("rules", ["pagat", "european"])
def test_a_player_who_passed_the_window_is_not_dealt_a_marriage(rules: str) -> None:
    """A marriage scores its 50 at once (pagat (S), "Pip-Pip!"), so a player who declared
    nothing in the window before this trick is read as holding no marriage: under windows
    between tricks the sampled deals give no other seat a King and Queen of one suit it
    held then (its hand and the card it has played to the trick). Where a marriage is
    declared only when one of its cards is played (the European suggestion), holding one
    says nothing, and the sampled deals do give them."""
    parsed = PippipRules.parse(rules)
    state = arrange(parsed, ["2C 3C 4C 5C 6C 7C 8C", "", "", "", ""])
    pass_window(state)
    act(state, "2C")
    view = view_of(state, 1)
    k = knowledge(view)
    assert k.declared == (rules == "pagat")
    rng = random.Random(0)
    kept = [keeps_marriage(k, sample(k, rng)[0])
            for _ in range(200)]
    if rules == "pagat":
        assert not any(kept)
    else:
        assert any(kept)


@pytest.mark.parametrize("rules", [*RULE_SETS, "pagat,players=8", "fosdick,players=4"])
def test_the_plays_since_the_last_draw_never_rule_out_a_card_really_held(rules: str) -> None:
    """Greedy players play by the rules of thumb (``policy.py``), and since the last draw
    a player's hand is his hand now and the cards he has played since. The seat reads
    those plays (``sampling.ruled_out``, ``misread``): in every position of whole deals
    between greedy players, no card a player really holds is ruled out for him, the true
    hands are read as playing what was played and as keeping no marriage back in the last
    window (where a player draws as soon as he has played, his hand then is not read),
    and under windows between tricks the reading does rule cards out (where marriages are
    declared on play it reads nothing)."""
    parsed = PippipRules.parse(rules)
    greedy = GreedyPlayer()
    read = 0
    for seed in range(3):
        state = PippipState(parsed, "deal", 0)
        chance = PippipChance(seed)
        chance.advance(state)
        while not state.is_terminal():
            seat = state.current_player()
            k = knowledge(view_of(state, seat))
            for other in range(parsed.players):
                assert not state.hands[other] & k.forbidden[other]
            assert not misread(k, list(state.hands))
            assert not (k.declared and keeps_marriage(k, list(state.hands)))
            read += sum(f.bit_count() for f in k.forbidden)
            state.apply_action(greedy.choose(view_of(state, seat)), seat)
            chance.advance(state)
    assert (read > 0) == (parsed.marriage_window == "between_tricks")


# ----------------------------------------------------------------- positions
@pytest.mark.parametrize("me", range(5))
def test_the_expert_takes_a_trick_of_points_it_can_win(me: int) -> None:
    """Last to play to a King of clubs (5 points) followed by low clubs, holding the
    Ace and a low club: the expert takes the trick (card points go to the trick's
    winner; the English order, pagat (S), "Karten")."""
    leader = (me + 1) % 5
    hands = [""] * 5
    hands[leader], hands[me] = "KC", "AC 4C 8D 9D 8S 9S 8H"
    for i, card in zip((2, 3, 4), ("5C", "6C", "7C"), strict=True):
        hands[(leader + i - 1) % 5] = card
    state = arrange("pagat", hands, dealer=me)
    pass_window(state)
    act(state, "KC", "5C", "6C", "7C")
    assert state.current_player() == me
    action = ExpertPlayer(me).choose(view_of(state, me))
    state.apply_action(action)
    assert state.tricks[0].winner == me


@pytest.mark.parametrize("me", range(5))
def test_the_expert_gives_no_points_to_a_trick_it_cannot_win(me: int) -> None:
    """Last to play to a trick the Two of clubs leads, with no club and no trump: the
    expert throws a card worth nothing, not its Aces (pagat (S), "Karten")."""
    leader = (me + 1) % 5
    hands = [""] * 5
    hands[leader], hands[me] = "2C", "AH AD 4S 5S 6S 4D 5D"
    for i, card in zip((2, 3, 4), ("5C", "6C", "7C"), strict=True):
        hands[(leader + i - 1) % 5] = card
    state = arrange("pagat", hands, dealer=me)
    pass_window(state)
    act(state, "2C", "5C", "6C", "7C")
    action = ExpertPlayer(me).choose(view_of(state, me))
    assert card_points(action, "english") == 0


@pytest.mark.parametrize("me", range(5))
def test_the_expert_declares_a_marriage_in_its_long_suit(me: int) -> None:
    """Holding King and Queen of hearts and five more hearts, the expert declares the
    marriage in the window before the first trick (50 points, and hearts become trump:
    pagat (S), "Pip-Pip!"), whatever its place in the order of asking."""
    hands = [""] * 5
    hands[me] = "KH QH 9H 8H 7H 6H 5H"
    state = arrange("pagat", hands, dealer=(me + 2) % 5)
    while state.current_player() != me:
        act(state, "done")
    action = ExpertPlayer(me).choose(view_of(state, me))
    assert declared(action) is not None and declared(action).suit == 2  # type: ignore[union-attr]
    state.apply_action(action)
    pass_window(state)
    assert state.trump == 2 and state.scores[me] == 50


def test_the_greedy_player_makes_its_longest_suit_trump() -> None:
    """With two marriages to declare, the greedy player declares the one in its longer
    suit last, so that suit becomes trump (the last declaration sets it: pagat (S))."""
    state = arrange("pagat", ["KC QC KH QH 9H 8H 7H", "", "", "", ""])
    greedy = GreedyPlayer()
    while state.current_player() == 0:
        action = greedy.choose(view_of(state, 0))
        state.apply_action(action)
        if action == DONE:
            break
    pass_window(state)
    assert state.trump == 2 and state.scores[0] == 100


@pytest.mark.parametrize("system", ["english", "european"])
def test_the_rules_of_thumb_see_the_trick_won_as_the_engine_does(system: str) -> None:
    """The players' reading of who is winning a trick so far (``policy.winning_card``,
    ``policy.beats``: the greedy player's choices and the expert's play-outs) is the
    engine's rule (``tricks.winning_index``, ``tricks.takes_lead``): the highest trump if
    one was played, else the highest card of the suit led, and of two identical cards the
    later (pagat (S), "Spiel"; F; H; B.3.3). Checked against that rule written out here,
    on tricks of 2 to 12 cards drawn from a few faces so that identical cards, trumps and
    renounces are common."""
    rng = random.Random(system)
    for trump in (None, CLUBS, HEARTS):
        takes = takers(trump, system)
        for top in range(PACK_SIZE):
            for card in range(PACK_SIZE):
                assert beats(card, top, takes) == takes_lead(card, top, trump, system)
    faces = [parse_pp_card(f"{rank}{suit}#{copy}") for rank in ("2", "A", "T", "9", "5")
             for suit in "CHS" for copy in (0, 1)]
    for _ in range(3000):
        cards = rng.sample(faces, rng.randrange(2, 13))
        trump = rng.choice((None, CLUBS, HEARTS, SPADES))
        led = pp_suit(cards[0])
        contenders = [i for i, c in enumerate(cards) if pp_suit(c) == trump] or [
            i for i, c in enumerate(cards) if pp_suit(c) == led]
        best = max(contenders, key=lambda i: (strength(cards[i], system), i))
        assert winning_index(cards, trump, system) == best
        trick = list(enumerate(cards))
        assert winning_card(trick, takers(trump, system)) == cards[best]


# ----------------------------------------------------------------- the match script
def test_tournament_moves_the_player_round_the_table_and_resumes(tmp_path: Path) -> None:
    """``--game pippip`` plays each seed once with the tested player in every seat,
    prints its share of the games won against the fair share, and a second run reads
    the games already played from ``--results``."""
    results = tmp_path / "match.jsonl"
    command = [sys.executable, str(ROOT / "scripts" / "tournament.py"), "--game", "pippip",
               "greedy", "random", "--table", "3", "--deals", "2",
               "--results", str(results)]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    first = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    assert "6 games (2 seeds, greedy in every seat)" in first.stdout
    assert "a fair share is 33.3%" in first.stdout
    rows = [json.loads(line) for line in results.read_text(encoding="utf-8").splitlines()]
    assert sorted((r["deal"], r["first_seat"]) for r in rows) == [
        (d, s) for d in range(2) for s in range(3)]
    for r in rows:
        assert r["deals"] == 3  # one round: each of the three players deals once
    again = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    assert "0 games played now" in again.stdout and "6 read from" in again.stdout
    assert again.stdout.splitlines()[:3] == first.stdout.splitlines()[:3]


def test_play_out_is_the_common_loop() -> None:
    """A match game (``Game.play_match``) is the common loop with Pip-Pip!'s state and
    chance."""
    rules = PippipRules.parse("pagat,players=4")
    players = [GreedyPlayer(s) for s in range(4)]
    direct = play_out(PippipState(rules), PippipChance(3),
                      lambda st, seat: players[seat].choose(view_of(st, seat)))
    assert GAME.play_match(rules, players, 3).history == direct.history


def test_the_win_share_interval_counts_the_seeds_as_the_units() -> None:
    """The share is the mean over all games; its interval treats the games of one seed
    (the same cards) as one unit, so it narrows as seeds are added and holds the share."""
    tournament = script("tournament")
    groups = [[1.0, 0.0, 0.0], [0.5, 0.0, 1.0], [0.0, 0.0, 0.0]]
    share, low, high = tournament.cluster_interval(groups)
    assert share == pytest.approx(2.5 / 9)
    assert low < share < high
    _, low4, high4 = tournament.cluster_interval(groups * 4)
    assert high4 - low4 < high - low


def test_the_bound_with_the_stock_hidden_sees_every_hand_but_not_the_stock() -> None:
    """``scripts/sighted.py --sight hands`` measures what reading the others' hands could
    be worth: its expert is dealt the true hands in every sampled deal, but the stock's
    unseen cards in a new order each time (the cut card, which all have seen, still at
    the bottom: our model of the cut, B.2.4), and it samples as many deals as the fair
    expert does."""
    rules = PippipRules.parse("pagat,initial_trump=cut")
    state = PippipState(rules, "deal", 0)
    play_greedily(state, PippipChance(4), 12)
    me = state.current_player()
    view = view_of(state, me)
    player = SightedExpert(4)
    player.state = state
    player.stock_hidden = True
    rng = random.Random(0)
    deals = [player.sampled_deal(knowledge(view), rng) for _ in range(3)]
    true_stock = state.stock[state.stock_pos:]
    for hands, stock, read in deals:
        assert hands == state.hands and read
        assert sorted(stock) == sorted(true_stock) and stock[-1] == true_stock[-1]
    assert len({tuple(stock) for _, stock, _ in deals}) == 3
    assert player.samples_for(view, 3) == ExpertPlayer(4).samples_for(view, 3) > 1
    player.stock_hidden = False
    assert player.sampled_deal(knowledge(view), rng) == (state.hands, true_stock, True)
    assert player.samples_for(view, 3) == 1


def test_against_players_who_break_the_rules_of_thumb_draws_are_not_spent_in_vain(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """When no sampled deal reads the others' plays as the rules of thumb would make them
    (here: none ever does), the expert gives up the reading after PAIR_TRIES draws and deals
    the rest of that decision by the rules alone (``sampling.unread``): PAIR_TRIES draws
    for the first sample and one for each other, where it once drew PAIR_TRIES for each
    (3072 draws for 128 samples at eight seats)."""
    from penneech.games.pippip.players import sampling

    draws: list[int] = []
    real = sampling.deal_within_voids

    def counted(k: sampling.Knowledge, rng: random.Random) -> tuple[list[int], list[int]]:
        draws.append(1)
        return real(k, rng)

    monkeypatch.setattr(sampling, "deal_within_voids", counted)
    monkeypatch.setattr(sampling, "misread", lambda k, hands: True)
    expert = ExpertPlayer(3)
    given_up = 0

    class Counting(ExpertPlayer):
        def choose(self, view: PippipView) -> int:
            nonlocal given_up
            draws.clear()
            action = expert.choose(view)
            actions = len(distinct(view.legal))
            if actions > 1 and view.phase == "play":
                samples = expert.samples_for(view, actions)
                assert len(draws) in (samples, sampling.PAIR_TRIES + samples - 1)
                given_up += len(draws) == sampling.PAIR_TRIES + samples - 1
            return action

    rules = PippipRules.parse("pagat")
    players: list[PippipPlayer] = [Counting(3), *(RandomPlayer(s) for s in range(4))]
    GAME.play_match(rules, players, seed=7, horizon="deal")
    assert given_up > 5


def test_an_advantage_within_its_noise_does_not_overrule_the_rule_of_thumb() -> None:
    """Another action replaces the rule of thumb's only when it is better on average by
    more than the margin and by two standard errors of that average beyond it: 10 points a
    deal on four deals of 30, -10, 25, -5 is noise; 10 on 10, 11, 9, 10 is not."""
    clearly_better = expert_module.clearly_better
    assert not clearly_better([30.0, -10.0, 25.0, -5.0], [0.0] * 4, 2.0)
    assert clearly_better([10.0, 11.0, 9.0, 10.0], [0.0] * 4, 2.0)
    assert not clearly_better([1.5, 1.5, 1.5], [0.0] * 3, 2.0)       # within the margin
    assert clearly_better([5.0], [0.0], 2.0)                         # one deal: the margin
