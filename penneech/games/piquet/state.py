"""The Piquet game automaton: phases, legal actions, chance steps and the reckoning log.

The shape follows OpenSpiel, as ``penneech.games.penneech.state.State`` does: ``current_player()``
is a
seat (0, 1), ``CHANCE`` or ``TERMINAL``; ``legal_actions()`` lists integers (named in
``actions.py``); ``apply_action`` plays one, or raises ``IllegalActionError`` saying why
and changes nothing (those checks, the copy and the chance outcomes are every game's:
``penneech.core.turns``). All randomness comes from outside as chance actions (the first
dealer, then every card of a deal in order: twelve to each hand alternately, the elder
first, then the talon from the top), so a list of actions replays a game exactly.

Decision points (our research notes, A.10): the cut winner chooses to deal or not
(``first_dealer=cut_high_chooses``); an elder with carte blanche as dealt names how many
cards he will exchange; each discard, one card per action in ascending card order, closed
by ``DONE`` (so each set of discards is one sequence of actions); the younger decides to
look at her leftovers (``leftover_visibility=portland``); each category of declaration
(point, sequences, sets) the elder claims or declares nothing, the younger answers
``GOOD`` or makes an equal or better claim; under ``younger_declares=after_first_lead``
the younger scores (or withholds) each category she won after the elder's first lead;
then the tricks, following suit.

Rules are cited where they are applied; the scoring itself lives in ``point.py``,
``sequences.py``, ``sets.py``, ``blanche.py``, ``reckoning.py``, ``exchange.py`` and
``partie.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal, NamedTuple

from penneech.core.cards import (
    Card,
    CardSet,
    card_name,
    cards_in,
    mask,
)
from penneech.core.errors import RulesError, shown
from penneech.core.playing import seat_points
from penneech.core.tricks import FinishedDeal, two_hand_trick
from penneech.core.tricks import Trick as Trick
from penneech.core.turns import CHANCE as CHANCE
from penneech.core.turns import TERMINAL as TERMINAL
from penneech.core.turns import PhasedTurns, check_horizon, check_rules
from penneech.games.piquet import declarations, exchange, partie
from penneech.games.piquet.actions import (
    CHOOSE_DEAL,
    CHOOSE_ELDER,
    COUNT,
    DONE,
    FIRST,
    GOOD,
    LOOK,
    NO_LOOK,
    NOTHING,
    SCORE,
    WITHHOLD,
    action_name,
    describe_claim,
)
from penneech.games.piquet.blanche import BLANCHE_VALUE, is_blanche
from penneech.games.piquet.declarations import CATEGORIES, Claim
from penneech.games.piquet.pack import HAND_SIZE, TRICKS, lowest_rank, pack_mask
from penneech.games.piquet.reckoning import (
    CLASS_OF,
    PIQUE_BONUS,
    REPIQUE_BONUS,
    PiquetEvent,
    Reason,
    pique_trigger,
    repique_trigger,
)
from penneech.games.piquet.rules import PiquetRules
from penneech.games.piquet.tricks import capture_point, lead_point, legal_follows, trick_winner

Phase = Literal["first_dealer", "choose_dealer", "deal", "blanche_count", "discard",
                "leftover", "declare", "younger_scores", "play", "over"]
Horizon = Literal["game", "deal"]


@dataclass(frozen=True, slots=True)
class PiquetDeal(FinishedDeal):
    """A Piquet deal that is over, with each player's discards (Cavendish, law 23): hidden
    from the opponent, as the hand as dealt is (``seen_by``)."""

    discards: tuple[CardSet, ...] = ()

    PRIVATE: ClassVar[tuple[str, ...]] = ("dealt", "discards")


class ClaimMade(NamedTuple):
    """A public statement in the declarations: who claimed what, in which category;
    ``detail`` is what was said (``5 cards, 48``, ``quint to A♠``), empty for ``good``
    and ``nothing``."""

    deal: int
    category: str
    player: int
    action: int
    detail: str = ""


class PiquetState(PhasedTurns[PiquetEvent]):
    """A game (or, with ``horizon="deal"``, a single deal) of Piquet in progress;
    ``deals`` keeps the deals that are over (``PiquetDeal``)."""

    def __init__(self, rules: PiquetRules | None = None, horizon: Horizon = "game",
                 dealer: int | None = None, totals: tuple[int, int] = (0, 0)) -> None:
        """Start a game; with ``dealer`` given, skip the choice of the first dealer.

        ``totals`` resumes a game at a score (each player's points so far, 0 or more).
        """
        self.rules: PiquetRules = check_rules(rules, PiquetRules,
                                              "a Piquet game needs a PiquetRules object")
        self.horizon: Horizon = check_horizon(horizon)
        self.pack: CardSet = pack_mask(self.rules.deck)
        self.low_rank = lowest_rank(self.rules.deck)
        self.history: list[tuple[int, int]] = []
        self.events: list[PiquetEvent] = []
        self.claims: list[ClaimMade] = []
        if (not isinstance(totals, tuple) or len(totals) != 2
                or any(type(t) is not int or t < 0 for t in totals)):
            raise RulesError(f"totals must be two whole numbers, 0 or more, not {shown(totals)}")
        self.totals: list[int] = list(totals)
        self.deal_no = 1
        self.deals: tuple[PiquetDeal, ...] = ()
        self.deals_planned = partie.base_deals(self.rules.game_format)
        self.dealer = 0
        self.cut_winner = 0
        self.pot = 0
        self.winner: int | None = None
        self.settlement = 0
        self.phase: Phase = "first_dealer"
        self._reset_deal()
        self._start_at(dealer)

    # ----------------------------------------------------------------- bookkeeping
    def _reset_deal(self) -> None:
        self.hands: list[CardSet] = [0, 0]
        self.dealt_hands: list[CardSet] = [0, 0]
        self.dealt: list[Card] = []
        self.talon: list[Card] = []
        self.talon_pos = 0
        self.discards: list[CardSet] = [0, 0]
        self.drawn: list[CardSet] = [0, 0]
        self.discard_last: list[int] = [-1, -1]
        self.exchanged: list[int | None] = [None, None]
        self.discarder = 0
        self.early_younger = False
        self.blanche: list[bool] = [False, False]
        self.blanche_count: int | None = None
        self.seen_talon: list[CardSet] = [0, 0]
        self.after_lead_sees: CardSet = 0
        self.younger_looked: bool | None = None
        self.shown: list[CardSet] = [0, 0]
        self.category = 0
        self.elder_claim: int | None = None
        self.deferred: list[tuple[str, int]] = []
        self.declarations_done = False
        self.pique_open = True
        self.tricks: list[Trick] = []
        self.tricks_won: list[int] = [0, 0]
        self.leader = 0
        self.lead_card: Card | None = None
        self.seq = 0

    # ----------------------------------------------------------------- queries
    @property
    def elder(self) -> int:
        """The elder hand (the non-dealer) of the current deal."""
        return 1 - self.dealer

    @property
    def younger(self) -> int:
        """The younger hand (the dealer) of the current deal."""
        return self.dealer

    @property
    def deal_events(self) -> list[PiquetEvent]:
        """The scores of the current deal."""
        return [e for e in self.events if e.deal == self.deal_no]

    @property
    def deal_scores(self) -> tuple[int, int]:
        """Each player's points in the current deal so far."""
        return seat_points(e for e in self.events if e.deal == self.deal_no)

    @property
    def scores(self) -> tuple[int, int]:
        """The game totals, the current deal's points included (counted once)."""
        if self.phase == "over":
            return (self.totals[0], self.totals[1])
        d = self.deal_scores
        return (self.totals[0] + d[0], self.totals[1] + d[1])

    @property
    def leftovers(self) -> list[Card]:
        """The talon cards nobody took (once both have exchanged)."""
        return self.talon[self.talon_pos:]

    def _to_move(self) -> int:
        """The seat to decide, in the phase now."""
        phase = self.phase
        if phase == "play":
            return self.leader if self.lead_card is None else 1 - self.leader
        if phase == "declare":
            return self.elder if self.elder_claim is None else self.younger
        if phase == "discard":
            return self.discarder
        if phase == "choose_dealer":
            return self.cut_winner
        if phase == "blanche_count":
            return self.elder
        return self.younger  # leftover, younger_scores

    def action_name(self, action: int) -> str:
        """The name of ``action`` (see ``actions.py``)."""
        return action_name(action)

    def legal_actions(self) -> list[int]:
        """The actions allowed now, sorted; empty when the game is over."""
        phase = self.phase
        if phase == "play":
            if self.lead_card is None:
                return list(cards_in(self.hands[self.leader]))
            return list(cards_in(legal_follows(self.hands[1 - self.leader], self.lead_card)))
        if phase == "deal":
            return list(cards_in(self.pack & ~mask(self.dealt)))
        if phase == "declare":
            return self._declare_actions()
        if phase == "discard":
            return self._discard_actions()
        if phase == "first_dealer":
            return [FIRST, FIRST + 1]
        if phase == "choose_dealer":
            return [CHOOSE_DEAL, CHOOSE_ELDER]
        if phase == "blanche_count":
            low, high = exchange.elder_range(self.rules)
            return [COUNT + k for k in range(low, high + 1)]
        if phase == "leftover":
            return [LOOK, NO_LOOK]
        if phase == "younger_scores":
            return [SCORE, WITHHOLD] if self.rules.sinking == "allowed" else [SCORE]
        return []

    def returns(self) -> list[float]:
        """At the end: a game's settlement (+ to the winner, - to the loser, 0 for a
        draw; see ``partie.settle``), or for a single deal the difference of the deal's
        points. Before the end: 0 each."""
        if self.phase != "over":
            return [0.0, 0.0]
        if self.horizon == "deal":
            d = self.totals[0] - self.totals[1]
            return [float(d), float(-d)]
        if self.winner is None:
            return [0.0, 0.0]
        s = float(self.settlement)
        return [s, -s] if self.winner == 0 else [-s, s]

    # ----------------------------------------------------------------- claims
    def claim_of(self, player: int, action: int) -> Claim:
        """What a claim action of ``player`` states (the point's pips from the hand)."""
        return declarations.claim_of(self.hands[player], action)

    def _declare_actions(self) -> list[int]:
        category = CATEGORIES[self.category]
        if self.elder_claim is None:
            return declarations.options(self.rules, self.hands[self.elder], category,
                                        self.low_rank, None, answering=False)
        theirs = (None if self.elder_claim == NOTHING
                  else self.claim_of(self.elder, self.elder_claim))
        return declarations.options(self.rules, self.hands[self.younger], category,
                                    self.low_rank, theirs, answering=True)

    def _discard_limits(self, player: int) -> tuple[int, int]:
        return exchange.discard_limits(self, player)

    def _discard_actions(self) -> list[int]:
        p = self.discarder
        low, high = self._discard_limits(p)
        n = self.discards[p].bit_count()
        actions = []
        if n < high:
            above = list(cards_in(self.hands[p] & ~((1 << (self.discard_last[p] + 1)) - 1)))
            # keep enough higher cards to reach the minimum in ascending order
            actions = above[:len(above) - max(0, low - n - 1)]
        if n >= low:
            actions.append(DONE)
        return actions

    # ----------------------------------------------------------------- acting
    def _why_illegal(self, action: int, who: int) -> str:
        phase = self.phase
        name = action_name(action) if 0 <= action < 3000 else shown(action)
        allowed = ", ".join(action_name(a) for a in self.legal_actions()[:40])
        if phase in ("play", "discard") and 0 <= action < 52:
            card = card_name(action)
            if not (self.pack >> action) & 1:
                return f"{card} is not in the {self.rules.deck}-card Piquet pack"
            if not (self.hands[who] >> action) & 1:
                return f"{card} is not in player {who}'s hand"
            if phase == "play":
                assert self.lead_card is not None
                led = card_name(self.lead_card)
                return (f"player {who} must follow suit to {led} and may not play {card} "
                        "(Cavendish, law 59; Cotton p. 85)")
            low, high = self._discard_limits(who)
            if self.discards[who].bit_count() >= high:
                return f"player {who} may discard at most {high} cards here; choose done"
            if self.discard_last[who] > action:
                return (f"discards are chosen in ascending card order: {card} is below "
                        f"{card_name(self.discard_last[who])}, already chosen")
            return (f"discards are chosen in ascending card order, and after {card} too few "
                    f"higher cards are left to make up the least number, {low}")
        if phase == "discard" and action == DONE:
            low, _ = self._discard_limits(who)
            return (f"player {who} must discard at least {low} cards before done "
                    f"(has {self.discards[who].bit_count()})")
        if phase == "declare":
            category = CATEGORIES[self.category]
            return (f"{name} is not a claim player {who} may make now in the {category} "
                    f"(a claim must be held, and a reply must at least equal the elder's); "
                    f"allowed: {allowed}")
        if phase == "deal" and 0 <= action < 52:
            return f"{card_name(action)} has been dealt already or is not in the pack"
        return f"{name} is not allowed in phase {phase!r}; allowed: {allowed}"

    # ------------------------------------------------------------ phase handlers
    def _on_first_dealer(self, action: int) -> None:
        """Lot or cut for the first deal (Meyers: lot; Cavendish, law 4: the higher cut
        chooses; Cotton p. 80: read as the lower cut deals). ``FIRST + p``: p is favoured."""
        p = action - FIRST
        if self.rules.first_dealer == "cut_high_chooses":
            self.cut_winner = p
            self.phase = "choose_dealer"
            return
        self.dealer = 1 - p if self.rules.first_dealer == "lot" else p
        self.phase = "deal"

    def _on_choose_dealer(self, action: int) -> None:
        self.dealer = self.cut_winner if action == CHOOSE_DEAL else 1 - self.cut_winner
        self.phase = "deal"

    def _on_deal(self, card: Card) -> None:
        """Twelve cards to each, alternately from the elder; the rest is the talon, top
        first (Cavendish, law 9; packet sizes have no effect on play)."""
        i = len(self.dealt)
        self.dealt.append(card)
        if i < 2 * HAND_SIZE:
            p = self.elder if i % 2 == 0 else self.younger
            self.hands[p] |= 1 << card
        else:
            self.talon.append(card)
        if len(self.dealt) == self.rules.deck:
            self._after_deal()

    def _after_deal(self) -> None:
        """Carte blanche as dealt is announced at once (Cavendish, law 20); an elder who
        holds it names his number first (Cotton p. 81; Cavendish, law 19)."""
        self.dealt_hands = list(self.hands)
        if self.rules.blanche_judged_on == "dealt":
            courts = self.rules.blanche_courts
            self.blanche = [is_blanche(self.hands[p], courts) for p in (0, 1)]
        if self.blanche[self.elder]:
            self.phase = "blanche_count"
        else:
            self._start_discard(self.elder)

    def _start_discard(self, player: int) -> None:
        self.discarder = player
        self.phase = "discard"

    def _on_blanche_count(self, action: int) -> None:
        """The elder is bound to the number he names (Cotton p. 81); the younger then sets
        aside her discards before his hand is shown (Cavendish, law 19)."""
        self.blanche_count = action - COUNT
        left = len(self.talon) - self.blanche_count
        if left == 0:
            self._show_blanche(self.elder)
            if not self._race_stop():
                self._start_discard(self.elder)
            return
        self.early_younger = True
        self._start_discard(self.younger)

    def _on_discard(self, action: int) -> None:
        p = self.discarder
        if action != DONE:
            self.hands[p] ^= 1 << action
            self.discards[p] |= 1 << action
            self.discard_last[p] = action
            return
        n = self.discards[p].bit_count()
        if p == self.younger and self.early_younger:
            self.exchanged[p] = n
            self._show_blanche(self.elder)
            if self._race_stop():
                return
            self._start_discard(self.elder)
            return
        if p == self.elder:
            self._draw(p, n)
            if exchange.elder_sees_share(self.rules):
                share = self.talon[n:exchange.elder_share(self.rules)]
                self.seen_talon[p] |= mask(share)
            if self.blanche[self.younger]:
                self._show_blanche(self.younger)
                if self._race_stop():
                    return
            if self.early_younger:
                taken = self.exchanged[self.younger]
                assert taken is not None
                self._draw(self.younger, taken)
                self._after_exchange()
                return
            if self.talon_pos == len(self.talon):
                self.exchanged[self.younger] = 0
                self._after_exchange()
                return
            self._start_discard(self.younger)
            return
        self._draw(p, n)
        self._after_exchange()

    def _draw(self, player: int, n: int) -> None:
        """Take ``n`` cards from the top of the talon (Cavendish, law 23)."""
        taken = self.talon[self.talon_pos:self.talon_pos + n]
        for c in taken:
            self.hands[player] |= 1 << c
            self.drawn[player] |= 1 << c
        self.talon_pos += n
        self.exchanged[player] = n

    def _show_blanche(self, player: int) -> None:
        """Show the hand as dealt and reckon 10, class I (Cotton p. 81; Cavendish, law 19)."""
        self.shown[player] |= self.dealt_hands[player]
        self._score(player, BLANCHE_VALUE, "carte_blanche")

    def _after_exchange(self) -> None:
        """Leftovers (option ``leftover_visibility``), carte blanche judged after the
        exchange (Meyers), then the younger's choice to look or the declarations."""
        left = mask(self.leftovers)
        if exchange.younger_sees_own(self.rules):
            self.seen_talon[self.younger] |= left
        if self.rules.blanche_judged_on == "after_exchange":
            courts = self.rules.blanche_courts
            for p in (self.elder, self.younger):
                if is_blanche(self.hands[p], courts):
                    self.blanche[p] = True
                    self.shown[p] |= self.hands[p]
                    self._score(p, BLANCHE_VALUE, "carte_blanche")
        if self._race_stop():
            return
        if exchange.younger_may_choose_to_look(self.rules) and left:
            self.phase = "leftover"
            return
        self._start_declarations()

    def _on_leftover(self, action: int) -> None:
        """If she looks, the elder sees them too after his first lead (Cavendish, law 36)."""
        self.younger_looked = action == LOOK
        if self.younger_looked:
            left = mask(self.leftovers)
            self.seen_talon[self.younger] |= left
            self.after_lead_sees = left
        self._start_declarations()

    def _start_declarations(self) -> None:
        self.category = 0
        self.elder_claim = None
        self.phase = "declare"

    def _on_declare(self, action: int) -> None:
        """One claim or answer; the better claim scores, an equal one scores nobody
        (Cavendish, laws 62–64; Cotton pp. 82–84)."""
        category = CATEGORIES[self.category]
        player = self.current_player()
        said = "" if action in (GOOD, NOTHING) else describe_claim(self.claim_of(player, action))
        self.claims.append(ClaimMade(self.deal_no, category, player, action, said))
        if self.elder_claim is None:
            self.elder_claim = action
            return
        elder_claim = self.elder_claim
        if action == GOOD:
            self._score_category(self.elder, category, elder_claim)
        elif action != NOTHING:
            if elder_claim == NOTHING:
                self._younger_won(category, action)
            else:
                ours = self.claim_of(self.elder, elder_claim)
                theirs = self.claim_of(self.younger, action)
                if declarations.compare(self.rules, ours, theirs) < 0:
                    self._younger_won(category, action)
                else:  # equal: both claims are shown, nobody scores
                    hands = self.hands
                    self.shown[self.elder] |= declarations.claim_cards(hands[self.elder], ours)
                    self.shown[self.younger] |= declarations.claim_cards(hands[self.younger],
                                                                         theirs)
        self.category += 1
        self.elder_claim = None
        if self.category < len(CATEGORIES):
            return
        self.leader = self.elder
        self.phase = "play"
        if not self.deferred:
            self._declarations_complete()

    def _younger_won(self, category: str, action: int) -> None:
        if self.rules.younger_declares == "after_first_lead":
            self.deferred.append((category, action))
        else:
            self._score_category(self.younger, category, action)

    def _score_category(self, player: int, category: str, action: int) -> None:
        """The winner scores the claim and, for sequences and sets, every lesser one he
        holds (``declarations.scoring``); the cards become public."""
        claim = self.claim_of(player, action)
        for points, what, cards in declarations.scoring(self.rules, self.hands[player], claim,
                                                        self.low_rank):
            self.shown[player] |= cards
            self._score(player, points, category, detail=what)  # type: ignore[arg-type]

    def _on_younger_scores(self, action: int) -> None:
        """After the elder's first lead the younger reckons what she won, or withholds it
        (Cavendish, law 56; Cotton p. 87)."""
        category, claim = self.deferred.pop(0)
        if action == SCORE:
            self._score_category(self.younger, category, claim)
        if not self.deferred:
            self.phase = "play"
            self._declarations_complete()

    def _declarations_complete(self) -> None:
        """Every declaration is in: the repique, then the pique so far, then the race."""
        self.declarations_done = True
        trigger = repique_trigger(self.deal_events, self.rules.pique_repique_blocking)
        if trigger is not None:
            self._score(trigger.player, REPIQUE_BONUS, "repique", klass=trigger.klass,
                        seq=trigger.seq, after=1)
            self.pique_open = False
        self._check_pique()
        self._race_stop()

    def _check_pique(self) -> None:
        if not self.pique_open or not self.declarations_done:
            return
        first_trick = None
        if self.rules.pique_repique_blocking == "any":
            first_trick = next((t.number for t in self.tricks if t.winner == self.younger), None)
        result = pique_trigger(self.deal_events, self.elder, first_trick)
        if result is True:
            return
        self.pique_open = False
        if isinstance(result, PiquetEvent):
            self._score(self.elder, PIQUE_BONUS, "pique", klass=5, seq=result.seq, after=1)

    def _on_play(self, card: Card) -> None:
        """A card to the trick: follow suit, the higher card of the suit led wins, and the
        points of play (``tricks.py``: Cavendish, laws 59, 65 and the description, Playing;
        Cotton p. 85; Meyers)."""
        if self.lead_card is None:
            self.hands[self.leader] ^= 1 << card
            self.lead_card = card
            lead_points = lead_point(card, self.rules.play_scoring)
            if lead_points:
                self._score(self.leader, lead_points, "lead", trick=len(self.tricks) + 1,
                            card=card)
            if not self.tricks:
                self.seen_talon[self.elder] |= self.after_lead_sees
                if self.deferred:
                    self.phase = "younger_scores"
                    return
            self._check_pique()
            self._race_stop()
            return
        leader, follower = self.leader, 1 - self.leader
        lead = self.lead_card
        self.hands[follower] ^= 1 << card
        winner = trick_winner(leader, lead, card)
        number = len(self.tricks) + 1
        self.tricks.append(two_hand_trick(number, leader, lead, card, winner))
        self.tricks_won[winner] += 1
        self.lead_card = None
        self.leader = winner
        win_card = card if winner == follower else lead
        follow_points = capture_point(lead, card, self.rules.play_scoring)
        if follow_points:
            self._score(follower, follow_points, "trick", trick=number, card=card)
        if number == TRICKS:
            self._score(winner, self.rules.last_trick_bonus, "last_trick", trick=number,
                        card=win_card)
        self._check_pique()
        if self._race_stop():
            return
        if number == TRICKS:
            self._end_deal()

    def _end_deal(self) -> None:
        """The cards (10), capot, divided cards (Cavendish, laws 65–66; Cotton pp. 85–87;
        Meyers), then the next deal or the end of the game (``partie.py``)."""
        won = self.tricks_won
        if max(won) == TRICKS:
            w = 0 if won[0] == TRICKS else 1
            if self.rules.capot == "30_plus_cards":
                self._score(w, 10, "cards")
                self._score(w, 30, "capot")
            else:
                self._score(w, int(self.rules.capot), "capot")
        elif won[0] != won[1]:
            w = 0 if won[0] > won[1] else 1
            self._score(w, 10, "cards")
        else:
            w = -1
            if self.rules.divided_cards == "carry_forward":
                self.pot += 10
        if w >= 0 and self.pot:
            self._score(w, self.pot, "carried_cards")
            self.pot = 0
        if self._race_stop():
            return
        d = self.deal_scores
        self._close_deal()
        factor = partie.multiplier(self.rules.game_format, self.deal_no)
        self.totals = [self.totals[0] + factor * d[0], self.totals[1] + factor * d[1]]
        if self.horizon == "deal":
            self._finish(partie.partie_winner(self.totals))
            return
        over, self.deals_planned, leader = partie.after_deal(
            self.rules.game_format, self.deal_no, self.deals_planned, self.totals)
        if over:
            self._finish(leader)
            return
        self.deal_no += 1
        self.dealer = 1 - self.dealer
        self._reset_deal()
        self.phase = "deal"

    # ------------------------------------------------------------ scoring
    def _score(self, player: int, points: int, reason: Reason, *, klass: int = 0,
               seq: int = -1, after: int = 0, trick: int = 0, card: Card | None = None,
               detail: str = "") -> None:
        if seq < 0:
            seq = self.seq
            self.seq += 1
        self.events.append(PiquetEvent(player, points, reason, self.deal_no, seq,
                                       klass or CLASS_OF[reason], after, trick, card, detail))

    def _race_stop(self) -> bool:
        """End a race to 100 at the first score, in the order of reckoning, that reaches it
        (Cotton pp. 85–86: a carte blanche, reckoned first, wins before a point); scores
        after it in that order are not reckoned. Only called when every score that
        reckons before the newest ones is known: after the carte blanche, once every
        declaration is in, and after each card played."""
        if self.horizon == "deal" or not partie.is_race(self.rules.game_format):
            return False
        events = self.deal_events
        hit = partie.race_finish(self.totals, events)
        if hit is None:
            return False
        dropped = {id(e) for e in events if e.order > hit.order}
        self.events = [e for e in self.events if id(e) not in dropped]
        d = self.deal_scores
        self._close_deal()
        self.totals = [self.totals[0] + d[0], self.totals[1] + d[1]]
        self._finish(hit.player)
        return True

    def _close_deal(self) -> None:
        """Keep the deal that is over in ``deals`` (at its last trick, or when a race is
        won during it): the hands as dealt, each player's discards, the tricks and the
        points reckoned in the deal (before a game format's multiplier)."""
        self.deals = (*self.deals, PiquetDeal(
            self.deal_no, self.dealer, (self.dealt_hands[0], self.dealt_hands[1]),
            tuple(self.tricks), self.deal_scores, (self.discards[0], self.discards[1])))

    def _finish(self, winner: int | None) -> None:
        self.winner = winner
        self.settlement = partie.settle(self.rules.game_format, self.totals, winner)
        self.pot = 0
        self.phase = "over"
