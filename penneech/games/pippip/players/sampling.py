"""What a seat knows of the cards it cannot see, and sampled deals consistent with it.

From its view alone (our design for fair play) a seat knows: its own hand; every card
shown face up (the tricks of this deal, the trick in play, the exposed marriage cards
still in their holders' hands, the cut card and who drew it, the leftovers once shown);
how many cards each hand and the stock hold; and the suits a player has shown he lacks
by not following suit when he had to (follow rule ``strict``, or after the stock is
turned under ``free_while_drawing``: pagat (S), "Spiel"; B.3.2). A shown void is kept
only from the tricks after the last draw: before that, a draw may have refilled the
suit. The rest of the cards (``Knowledge.pool``) are dealt at random to the other hands
and the stock, respecting the voids (``sample``).

One inference is about players rather than rules: a marriage scores its 50 at once when
declared (S, "Pip-Pip!"; B.5.8), so a player who held one in the window before this trick
would have declared it, as the rules of thumb do. While a trick is played under windows
between tricks, the deals preferred are those in which no other seat held an undeclared
marriage it could have declared in that window (its hand then: its hand now and the card
it has played to this trick). A player who keeps a marriage back is not ruled out: after
``PAIR_TRIES`` draws without such a deal the last one is used.

Between two draws a player's hand changes only by the cards he plays: his hand at a trick
since the last draw was his hand now and the cards he has played since. Those plays are
read as the rules of thumb make them (``policy.py``; ``since_last_draw``): while the stock
lasts, the trick in play; once it is turned, every trick since. A card with which such a
player would have played otherwise, or been bound to follow suit, is kept from his hand
(``ruled_out``), and a sampled deal is kept only if each hand, with the cards played since,
plays every card that was played and held no marriage it did not declare in a window since
(``misread``; after ``PAIR_TRIES`` draws the last one is used). This is never wrong about
greedy players (``tests/test_pippip_players.py``). Against four greedy players
(``scripts/tournament.py --game pippip expert greedy --table 5 --deals 40``), paired on the
same 200 games with the expert that read only the marriages, it gained 11.9 points a game
(standard error 9.4) and won 37.2% of the games against 29.8%, for about a quarter more CPU
time; reading only the tricks after the stock is turned gained 4.5 points (standard error
3.0, the first 100 of those games). The same expert shown the true hands once the stock is
turned made 30.0 points a game more (standard error 4.8, 68 games), so most of what is
hidden then is not in the plays.

Tried and not kept: reading every play of a deal this way, each hidden card kept from the
cards the plays since its draw rule out. It was never wrong about greedy players, and a
sampled hand then fitted their latest plays 98 times in 100, yet over 102 games paired on
the same cards the expert made 8.2 points a game fewer (standard error 15.4; won 31.4%
against 30.9%): while the stock lasts, what those plays show (low cards) matters little.
Nor a weaker reading of the tricks before the last draw, that a player holds no more of
the cards his plays then rule out than he has drawn since: 23.9 points a game fewer
(standard error 17.7, 64 games paired), for 60% more CPU time.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from penneech.core.cards import Card, CardSet, cards_in
from penneech.games.pippip.pack import FULL_PACK
from penneech.games.pippip.players.policy import (
    SUIT,
    beats,
    choose_play,
    has_pair,
    winning_card,
)
from penneech.games.pippip.tricks import is_free, playable, takers
from penneech.games.pippip.view import PippipView

#: Tries at dealing within the voids before the voids are given up.
TRIES = 8
#: Draws tried for a deal in which no other seat kept back a marriage it could have
#: declared in the last window, and every play since the last draw is read right.
PAIR_TRIES = 24


@dataclass(frozen=True, slots=True)
class Play:
    """A card another seat played after the last draw, and what that seat saw then: the
    cards already in the trick, the trump, the married cards, whether play was free, and
    ``later``, the cards it has played since (this one included). With no draw since,
    its hand then was its hand now and ``later``."""

    seat: int
    card: Card
    before: tuple[tuple[int, Card], ...]
    trump: int | None
    married: CardSet
    free: bool
    later: CardSet


@dataclass(frozen=True, slots=True)
class Window:
    """A marriage window since the last draw, before one of the tricks read (the trick in
    play's is ``keeps_marriage``'s to read): each seat's hand then was its hand now and the
    cards it has played since (``later``); ``married``, the cards married once the window
    closed; ``barred``, the suit that could not be declared (the trump when it opened,
    under Fosdick's rule)."""

    later: tuple[CardSet, ...]
    married: CardSet
    barred: int | None


@dataclass(frozen=True, slots=True)
class Knowledge:
    """A seat's knowledge of the hidden cards: the ``pool`` of unseen cards; for each
    seat the cards known to be in its hand (``known``: exposed marriage cards, the cut
    card) and how many hidden ones it holds (``need``; 0 for the seat itself); the
    suits each has shown it lacks (``voids``, bits by suit); the stock's known cards
    (``stock_known``, in order, the cut card last while it lies there) and how many
    hidden cards lie above them (``stock_need``). While a trick is played under windows
    between tricks, ``declared`` is true: each seat's hand in the last window was its hand
    now and the card it has played to this trick (``played_now``), in which no pair free
    of ``married`` outside ``barred`` (the trump at the window's start under Fosdick's
    rule) is expected (``keeps_marriage``). The other seats' ``plays`` and the marriage
    ``windows`` since the last draw are read as the rules of thumb make them: the cards
    each seat cannot hold (``forbidden``, under the card ``system`` of the rules) and the
    whole hands checked by ``misread``. ``order``: the order in which the hands are dealt
    (``fill_order``). ``drew_now``: the seats that have drawn a card since the last window
    (under ``draw_order=after_each_play``, those that have played to this trick while cards
    are drawn); their hand then is not known, and they are not read as keeping a marriage
    back."""

    pool: tuple[Card, ...]
    known: tuple[CardSet, ...]
    need: tuple[int, ...]
    voids: tuple[int, ...]
    stock_known: tuple[Card, ...]
    stock_need: int
    declared: bool = False
    played_now: tuple[CardSet, ...] = ()
    married: CardSet = 0
    barred: int | None = None
    plays: tuple[Play, ...] = ()
    windows: tuple[Window, ...] = ()
    forbidden: tuple[CardSet, ...] = ()
    system: str = "english"
    order: tuple[int, ...] = ()
    drew_now: tuple[bool, ...] = ()


def drawing_tricks(view: PippipView) -> int:
    """How many tricks of a deal are followed by a draw: while the stock holds a card
    for every player (S; B.4.1-2)."""
    return max(0, view.rules.stock_size) // view.seats


def must_follow(view: PippipView, number: int) -> bool:
    """Was following suit required in trick ``number`` (from 1)?"""
    rule = view.rules.follow_rule
    if rule == "always_free":
        return False
    return rule == "strict" or number > drawing_tricks(view)


def shown_voids(view: PippipView) -> list[int]:
    """The suits each seat has shown it lacks since the last draw (bits by suit)."""
    voids = [0] * view.seats
    last_draw = drawing_tricks(view)
    played = [(t.number, list(zip(((t.leader + i) % view.seats
                                   for i in range(len(t.cards))), t.cards, strict=True)))
              for t in view.tricks]
    if view.trick:
        played.append((view.trick_number, list(view.trick)))
    for number, plays in played:
        if number <= last_draw or not must_follow(view, number):
            continue
        led = SUIT[plays[0][1]]
        for seat, card in plays[1:]:
            if SUIT[card] != led:
                voids[seat] |= 1 << led
    return voids


def since_last_draw(view: PippipView) -> tuple[list[Play], list[Window]]:
    """The cards other seats have played since the last draw (pagat (S), "Spiel";
    B.4.1-2: a draw follows each trick while the stock lasts), and the marriage windows
    since then: while cards are drawn after each trick, the trick in play; once the stock
    is turned, every trick since. None where a marriage is declared with a card played."""
    if view.rules.marriage_window != "between_tricks":
        return [], []
    last_draw = drawing_tricks(view)
    first = last_draw + 1
    if view.rules.draw_order == "winner_first":
        first = min(view.trick_number, first)  # no card drawn in the trick in play
    n = view.seats
    rows = [(t.number, [((t.leader + i) % n, c) for i, c in enumerate(t.cards)], t.trump)
            for t in view.tricks if t.number >= first]
    if view.trick and view.trick_number >= first:
        rows.append((view.trick_number, list(view.trick), view.trump))
    fosdick = view.rules.marriage_must_change_trump == "yes"
    declared = [d for d in view.declarations if d.deal == view.deal_no]
    later = [0] * n
    plays: list[Play] = []
    windows: list[Window] = []
    for number, cards, trump in reversed(rows):
        married = 0
        for d in declared:
            if d.trick <= number:
                married |= d.marriage.cards
        free = is_free(view.rules.follow_rule, number <= last_draw)
        for i in reversed(range(len(cards))):
            seat, card = cards[i]
            later[seat] |= 1 << card
            if seat != view.player:
                plays.append(Play(seat, card, tuple(cards[:i]), trump, married, free,
                                  later[seat]))
        if number < view.trick_number:  # the trick in play's window: ``keeps_marriage``
            windows.append(Window(tuple(later), married,
                                  window_trump(view, number) if fosdick else None))
    return plays, windows


def thumb_card(play: Play, hand: CardSet, seats: int, system: str) -> Card:
    """The card a player of the rules of thumb holding ``hand`` would have played in
    ``play``'s place."""
    led = play.before[0][1] if play.before else None
    legal = list(cards_in(playable(hand, led, play.free)))
    if len(legal) == 1:
        return legal[0]
    return choose_play(legal, hand, play.before, seats, play.trump, system, play.married)


def ruled_out(view: PippipView, pool: tuple[Card, ...], known: list[CardSet],
              need: list[int], plays: list[Play]) -> tuple[CardSet, ...]:
    """For each seat, unseen cards it cannot hold: with one of them beside its known
    cards and those it has played since (its hand then, as far as known), a player of the
    rules of thumb would have played another card, or been bound to follow suit with it,
    since the last draw. A card that would have won the trick is not ruled out this way,
    nor is any card by a play that the known cards alone do not explain: a cheaper winner
    the player also held, and would not risk, may have hidden it (``misread`` checks whole
    hands)."""
    system = view.rules.card_system
    out = [0] * view.seats
    for play in plays:
        seat = play.seat
        if not need[seat]:
            continue
        base = known[seat] | play.later
        if thumb_card(play, base, view.seats, system) != play.card:
            continue  # the cards not yet placed decided this play: read whole hands only
        takes = takers(play.trump, system)
        top = winning_card(play.before, takes) if play.before else None
        for c in pool:
            if (out[seat] >> c) & 1:
                continue
            chosen = thumb_card(play, base | 1 << c, view.seats, system)
            if chosen != play.card and (top is None or chosen != c or not beats(
                    c, top, takes)):
                out[seat] |= 1 << c
    return tuple(out)


def misread(k: Knowledge, hands: list[CardSet]) -> bool:
    """Would a player of the rules of thumb with its hand in ``hands`` have played
    otherwise since the last draw, or declared a marriage it held in a window since?"""
    for play in k.plays:
        if k.need[play.seat] and thumb_card(play, hands[play.seat] | play.later,
                                            len(k.need), k.system) != play.card:
            return True
    for w in k.windows:
        for seat, hand in enumerate(hands):
            if k.need[seat] and has_pair((hand | w.later[seat]) & ~w.married, w.barred):
                return True
    return False


def knowledge(view: PippipView) -> Knowledge:
    """What ``view``'s seat knows of the cards it cannot see."""
    n = view.seats
    me = view.player
    cut = view.cut_card
    played = 0
    for t in view.tricks:
        for c in t.cards:
            played |= 1 << c
    for _, c in view.trick:
        played |= 1 << c
    cut_live = cut is not None and not (played >> cut) & 1
    known = list(view.exposed)
    if cut_live and cut is not None and view.cut_holder is not None:
        known[view.cut_holder] |= 1 << cut
    known[me] = view.hand
    need = [0 if s == me else view.hand_sizes[s] - known[s].bit_count() for s in range(n)]
    stock_known: tuple[Card, ...] = ()
    stock_need = view.stock_left
    if view.leftovers:
        stock_known, stock_need = tuple(cards_in(view.leftovers)), 0
    elif cut_live and cut is not None and view.cut_holder is None and view.stock_left:
        stock_known, stock_need = (cut,), view.stock_left - 1
    seen = view.seen | sum(1 << c for c in stock_known)
    for s in range(n):
        seen |= known[s]
    pool = tuple(cards_in(FULL_PACK & ~seen))
    declared = view.phase == "play" and view.rules.marriage_window == "between_tricks"
    played_now = [0] * n
    for seat, c in view.trick:
        played_now[seat] |= 1 << c
    # under draw_order=after_each_play a seat draws as soon as it has played (B.4.1)
    drawing_now = (view.rules.draw_order == "after_each_play"
                   and view.trick_number <= drawing_tricks(view))
    drew_now = tuple(drawing_now and bool(played_now[s]) for s in range(n))
    barred = window_trump(view) if view.rules.marriage_must_change_trump == "yes" else None
    plays, windows = since_last_draw(view)
    k = Knowledge(pool, tuple(known), tuple(need), tuple(shown_voids(view)), stock_known,
                  stock_need, declared, tuple(played_now), view.married, barred,
                  tuple(plays), tuple(windows), ruled_out(view, pool, known, need, plays),
                  view.rules.card_system, drew_now=drew_now)
    return replace(k, order=fill_order(k))


def window_trump(view: PippipView, number: int | None = None) -> int | None:
    """The trump when the window before trick ``number`` (by default the current trick)
    opened: the last change of this deal before the players' declarations in that
    window."""
    number = view.trick_number if number is None else number
    trump = None
    for change in view.trump_changes:
        if change.deal != view.deal_no:
            continue
        if change.trick > number or (change.trick == number and change.player >= 0):
            break
        trump = change.suit
    return trump


def keeps_marriage(k: Knowledge, hands: list[CardSet]) -> bool:
    """Does a seat with hidden cards hold, in ``hands``, a marriage it could have declared
    in the last window and did not (``Knowledge.declared``)? Seats that have drawn since
    (``Knowledge.drew_now``) are not read."""
    for seat, hand in enumerate(hands):
        if not k.need[seat] or (k.drew_now and k.drew_now[seat]):
            continue
        if has_pair((hand | k.played_now[seat]) & ~k.married, k.barred):
            return True
    return False


def sample(k: Knowledge, rng: random.Random) -> tuple[list[CardSet], list[Card]]:
    """A deal of the hidden cards consistent with ``k``: every hand (known cards
    included) and the stock from the top; with ``k.declared``, one in which no other seat
    kept back a marriage (``keeps_marriage``) if one is found in ``PAIR_TRIES`` draws."""
    hands, stock, _ = read_sample(k, rng)
    return hands, stock


def read_sample(k: Knowledge, rng: random.Random) -> tuple[list[CardSet], list[Card], bool]:
    """``sample``, and whether the others' play was read (``False``: ``PAIR_TRIES``
    draws found no deal in which each of them played and declared as the rules of thumb
    would, and the last draw is used)."""
    for _ in range(PAIR_TRIES - 1 if k.declared or k.plays else 0):
        hands, stock = deal_within_voids(k, rng)
        if not (k.declared and keeps_marriage(k, hands)) and not misread(k, hands):
            return hands, stock, True
    hands, stock = deal_within_voids(k, rng)
    return hands, stock, not (k.declared or k.plays)


def unread(k: Knowledge) -> Knowledge:
    """``k`` without the reading of the others as players of the rules of thumb (no
    marriage kept back, every play since the last draw): what the rules alone tell."""
    return replace(k, declared=False, plays=(), windows=())


def fill_order(k: Knowledge) -> tuple[int, ...]:
    """The order in which the hands are dealt: with cards ruled out, the hands with the
    fewest cards to spare first; otherwise those with the most voids."""
    if any(k.forbidden):
        return tuple(sorted(range(len(k.need)), key=lambda s: (sum(
            1 for c in k.pool if not (k.voids[s] >> SUIT[c]) & 1
            and not (k.forbidden[s] >> c) & 1) - k.need[s], s)))
    return tuple(sorted(range(len(k.need)), key=lambda s: (-bin(k.voids[s]).count("1"), s)))


def deal_within_voids(k: Knowledge, rng: random.Random) -> tuple[list[CardSet], list[Card]]:
    """A deal of the hidden cards: each hand in turn (``fill_order``) takes the first
    cards of a shuffled pool it may hold, outside its voids and the cards ruled out for
    it; after ``TRIES // 2`` failures the cards ruled out are allowed, after ``TRIES`` the
    voids too."""
    order = k.order or fill_order(k)
    for attempt in range(TRIES + 1):
        cards = list(k.pool)
        rng.shuffle(cards)
        hands = list(k.known)
        ok = True
        for s in order:
            want = k.need[s]
            if not want:
                continue
            void = k.voids[s] if attempt < TRIES else 0
            barred = k.forbidden[s] if k.forbidden and attempt < TRIES // 2 else 0
            taken, cards = first_allowed(cards, want, void, barred)
            if len(taken) < want:
                ok = False
                break
            for c in taken:
                hands[s] |= 1 << c
        if ok:
            return hands, cards[:k.stock_need] + list(k.stock_known)
    raise AssertionError("the hidden cards do not fit the hands")  # pragma: no cover



def first_allowed(cards: list[Card], want: int, void: int, barred: CardSet
                  ) -> tuple[list[Card], list[Card]]:
    """The first ``want`` of ``cards`` (fewer if there are not so many) outside the suits
    of ``void`` (a mask of suits) and the cards of ``barred``, and the cards left, in
    their order. The scan stops at the last card taken, so dealing a hand costs about its
    size rather than the pool's."""
    if not void and not barred:
        return cards[:want], cards[want:]
    taken: list[Card] = []
    for i, c in enumerate(cards):
        if not (void >> SUIT[c]) & 1 and not (barred >> c) & 1:
            taken.append(c)
            if len(taken) == want:
                drop = set(taken)
                return taken, [x for x in cards[:i] if x not in drop] + cards[i + 1:]
    drop = set(taken)
    return taken, [x for x in cards if x not in drop]
