"""The replay viewer: a finished game, step by step, with the expert's analysis.

Any record a play page or the terminal writes (each game's ``parse_record``; the game is
found from the record's first line, ``penneech.games.game_of_record``) is replayed into
the steps the viewer shows (``Replay.steps``): one step for each decision, and one for
each run of chance actions in one phase (the cards dealt, a card turned up). Each step
says who acted and what they did in words (the game's ``Side.step_words``), every hand
after it (the game being over, all are shown), the trick on the table (``Side.on_table``),
the last trick, the points each seat has scored so far (its log of scores, as
``core.playing.seat_points`` adds it up) and the deal and trick it belongs to, so that a
reader can step card by card, trick by trick or deal by deal.

Fair play: a record whose last state is not the end of the game (or of the single deal it
was played to) is refused, naming its last line, so the viewer never shows the hidden
cards of a game still being played. A record that does not replay is refused as its
game's reader refuses it, naming the line at fault.

The analysis (``analyse``) is the hint's, taken at one of a seat's decisions: from that
seat's view at that moment (``Game.view_of``), the player the game's hint asks
(``Side.analyst``), seeded from what the seat saw (``web.public_seed``, as the hint is),
values each legal choice (``core.advice``); the decision's gap is the best value less the
value of the choice made (0 or more), and the rule behind it is the hint's reason where
the game names one (``Side.reasons``). The budgets are the players' own, in sampled worlds
and search nodes, never in time, so an analysis is the same on every machine. ``summary``
ranks a seat's decisions by their gaps, adds them up deal by deal and names the deal
that decided the game.

``view_record``, ``analyse_step`` and ``summarise`` are the calls of the page's worker
(``docs/javascripts/play-worker.js``): JSON text in, JSON text out, ``{"ok": false,
"error": ...}`` for anything refused, as the façades answer (``penneech.core.web``).
"""

from __future__ import annotations

import hashlib
import importlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from penneech.core.advice import EQUAL, Advice, Reasons, advice_of
from penneech.core.cards import CardSet
from penneech.core.errors import PenneechError, RecordError
from penneech.core.game import AnyGame
from penneech.core.i18n import Text
from penneech.core.playing import Scored, seat_points
from penneech.core.records import Record, split_record
from penneech.core.tricks import Play, Trick
from penneech.core.turns import Turns
from penneech.core.web import Side, echo, error, ok, page_lang, public_seed

#: The longest record read, in characters: a record of the longest game is a few ten
#: thousand; anything far longer is no record of ours and is refused before any work.
MAX_RECORD = 1_000_000
#: How many replayed records the module keeps (one per page is the normal case).
KEPT = 4


class Table(Protocol):
    """What the viewer reads of every game's state: the hands, the tricks of the deal in
    play, the deals that are over and the log of scores."""

    @property
    def hands(self) -> Sequence[CardSet]: ...
    @property
    def tricks(self) -> Sequence[Trick]: ...
    @property
    def events(self) -> Sequence[Scored]: ...


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a finished game as the viewer shows it.

    ``seat`` is the seat that decided (``None``: chance), ``actions`` the actions of the
    step (one for a decision), ``words`` what it did, ``decision`` whether the seat had a
    choice (more than one legal action), ``quiet`` whether it was an answer given without
    a choice that changed nothing on the table (a "no marriage" asked of every seat, which
    stepping card by card passes over), ``deal`` the deal it belongs to (from 1),
    ``trick`` the number of the trick in that deal a card was played to (``None`` for
    anything else) and ``ends_trick`` whether it completed that trick. ``hands``,
    ``table`` (the trick in progress), ``last_trick`` (the trick last completed in this
    deal) and ``scores`` are the position after the step.
    """

    index: int
    seat: int | None
    phase: str
    actions: tuple[int, ...]
    words: Text
    decision: bool
    quiet: bool
    deal: int
    trick: int | None
    ends_trick: bool
    hands: tuple[tuple[int, ...], ...]
    table: tuple[Play, ...]
    last_trick: Trick | None
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Analysis:
    """The expert's analysis of one decision: the seat, the action taken, the expert's
    advice from the seat's view then (its values; none if it chose without valuing), the
    reasons the game names for choices worse than the expert's, and the decision's gap:
    the best value less the chosen action's (``None`` without values). ``bound``: the
    chosen action's value is only an upper bound, so the gap is this much or more."""

    step: int
    seat: int
    chosen: int
    advice: Advice
    reasons: Reasons
    gap: float | None
    bound: bool

    @property
    def best(self) -> float | None:
        """The highest value of any legal choice (``None`` without values)."""
        return max((v.value for v in self.advice.values), default=None)

    @property
    def best_action(self) -> int | None:
        """The legal choice valued highest (ties: the expert's, else the lowest action);
        ``None`` without values. The expert need not choose it: a game's expert may keep
        its rule of thumb unless another choice is clearly better."""
        best = self.best
        if best is None:
            return None
        top = [v.action for v in self.advice.values if decision_gap(best, v.value) == 0]
        return self.advice.choice if self.advice.choice in top else min(top)

    @property
    def as_expert(self) -> bool:
        """Whether the choice made was the expert's own."""
        return self.chosen == self.advice.choice

    @property
    def value(self) -> float | None:
        """The value of the action taken (``None`` if the expert gave it none)."""
        return next((v.value for v in self.advice.values if v.action == self.chosen), None)

    @property
    def reason(self) -> Text | None:
        """The rule behind the gap, where the game names one."""
        return self.reasons.get(self.chosen) if self.gap else None


def decision_gap(best: float, value: float) -> float:
    """How much worse a choice of ``value`` is than the best, ``best``: 0 or more, in
    tenths, and 0 within the hint's ``EQUAL`` (``core.advice``).

    >>> decision_gap(3.0, 1.25), decision_gap(2.0, 1.99), decision_gap(1.0, 1.0)
    (1.8, 0.0, 0.0)
    """
    diff = best - value
    return 0.0 if diff < EQUAL else round(diff, 1)


def you_of(headers: Mapping[str, str], seats: int) -> int | None:
    """The seat of "you" in a record: the one its ``Players`` header names ``You`` (as
    the terminal and Pip-Pip!'s page write it), else seat 0 for a record a play page wrote
    (it names its computer in ``Level``, the human sitting in seat 0), else ``None``: the
    reader chooses.

    >>> you_of({"Players": "Computer (greedy), You"}, 2), you_of({"Level": "expert"}, 2)
    (1, 0)
    >>> you_of({}, 2) is None
    True
    """
    names = [n.strip().lower() for n in headers.get("Players", "").split(",")]
    if len(names) == seats and names.count("you") == 1:
        return names.index("you")
    return 0 if "Level" in headers else None


#: A seat as the play pages and the terminal write it in a record's ``Players`` header:
#: ``You``, ``Player 2``, ``Computer 3``, ``Computer``, a computer's level in brackets.
OWN_NAME = re.compile(r"^(You|Player|Computer)( \d+)?( \([^()]*\))?$")
#: Those names in the page's languages.
SEAT_WORDS = {"You": Text("You", "Sie"), "Player": Text("Player", "Spieler"),
              "Computer": Text("Computer", "Computer")}


def seat_names(names: Sequence[str], you: int | None, seats: int, lang: str) -> list[str]:
    """Each seat's name as the play pages say it, in ``lang``: the name the record's
    ``Players`` header gives (``names``, empty if none; a level in brackets left out, as
    the play page shows it there, and the page's own words put in its language), else
    ``You`` for "you" and ``Computer`` for the other seat of a two-seat page's record,
    else ``Player`` and the seat's number. The replay viewer and the page of the other
    reading name the seats by this alone.

    >>> seat_names(["You", "Player 1 (greedy)", "Player 2 (greedy)"], 0, 3, "de")
    ['Sie', 'Spieler 1', 'Spieler 2']
    >>> seat_names([], 0, 2, "en"), seat_names(["Ann", "Bob"], None, 2, "en")
    (['You', 'Computer'], ['Ann', 'Bob'])
    """
    out: list[str] = []
    for seat in range(seats):
        named = names[seat] if seat < len(names) else ""
        own = OWN_NAME.match(named) if named else None
        if own:
            out.append(SEAT_WORDS[own[1]].get(lang) + ("" if own[1] == "You" else own[2] or ""))
        elif named:
            out.append(named)
        elif seat == you:
            out.append(SEAT_WORDS["You"].get(lang))
        elif you is not None and seats == 2:
            out.append(SEAT_WORDS["Computer"].get(lang))
        else:
            out.append(f"{SEAT_WORDS['Player'].get(lang)} {seat}")
    return out


def record_seat_names(headers: Mapping[str, str], seats: int, lang: str) -> list[str]:
    """Each seat's name in ``lang`` as a record's headers give it (``seat_names``)."""
    return seat_names(_names(headers, seats), you_of(headers, seats), seats, lang)


def last_trick(state: Table, deals: Sequence[Any]) -> Trick | None:
    """The trick completed last in the game: the deal in play's last, else the last of
    the last deal that is over."""
    if state.tricks:
        return state.tricks[-1]
    if deals:
        trick: Trick | None = deals[-1].last_trick
        return trick
    return None


@dataclass
class Replay:
    """A finished game read from its record: its game and the game's page ``side``, the
    parsed record, its steps, the seats, who "you" is (``None``: the record does not say),
    the seat names its ``Players`` header gives (empty if none), the state before each
    decision (for the analysis), and the analyses made so far by (seat, step)."""

    game: AnyGame
    side: Side[Any, Any, Any, Any]
    record: Record[Any, Any]
    steps: list[Step]
    seats: int
    you: int | None
    names: list[str]
    before: dict[int, Turns] = field(default_factory=dict)
    analyses: dict[int, Analysis] = field(default_factory=dict)

    def decisions(self, seat: int) -> list[int]:
        """The steps at which ``seat`` chose among several legal actions."""
        return [s.index for s in self.steps if s.seat == seat and s.decision]

    def trick_ends(self) -> list[int]:
        """The steps that complete a trick, in order (for trick-by-trick stepping)."""
        return [s.index for s in self.steps if s.ends_trick]

    def deal_spans(self) -> list[tuple[int, int, int]]:
        """Each deal's number with its first and last step."""
        spans: list[tuple[int, int, int]] = []
        for s in self.steps:
            if spans and spans[-1][0] == s.deal:
                spans[-1] = (s.deal, spans[-1][1], s.index)
            else:
                spans.append((s.deal, s.index, s.index))
        return spans

    def deal_points(self) -> dict[int, tuple[int, ...]]:
        """The points each seat scored in each deal (the scores at its last step less
        those at the last step before it)."""
        out: dict[int, tuple[int, ...]] = {}
        previous = (0,) * self.seats
        for deal, _, last in self.deal_spans():
            now = self.steps[last].scores
            out[deal] = tuple(a - b for a, b in zip(now, previous, strict=True))
            previous = now
        return out

    def check_seat(self, seat: object) -> int:
        """``seat`` if it is one of the game's seats, else refused."""
        if type(seat) is not int or not 0 <= seat < self.seats:
            raise PenneechError(f"a seat is a whole number from 0 to {self.seats - 1}, "
                                f"not {echo(seat)}")
        return seat

    def check_step(self, seat: int, step: object) -> int:
        """``step`` if it is one of ``seat``'s decisions, else refused."""
        if type(step) is not int or not 0 <= step < len(self.steps):
            raise PenneechError(f"a step is a whole number from 0 to {len(self.steps) - 1}, "
                                f"not {echo(step)}")
        if step not in self.before or self.steps[step].seat != seat:
            raise PenneechError(f"step {step} is no decision of seat {seat}: the analysis "
                                f"is made at a seat's own decisions")
        return step


def side_of(game: AnyGame) -> Side[Any, Any, Any, Any]:
    """The page side (``penneech.core.web.Side``) of a game with a play page."""
    if game.web is None:
        raise PenneechError(f"{game.name.en} has no play page, so no replay viewer")
    side: Side[Any, Any, Any, Any] = importlib.import_module(game.web).SIDE
    return side


def read(text: object) -> Replay:
    """Replay a finished game's record into its steps. ``RecordError`` (naming the line at
    fault) for a record that is no game's or does not replay, and for one whose game is
    not over after its last line."""
    if not isinstance(text, str):
        raise PenneechError(f"a record is text, not {echo(text)}")
    if len(text) > MAX_RECORD:
        raise RecordError(f"a record is at most {MAX_RECORD} characters, not {len(text)}")
    from penneech.games import game_of_record  # the registry imports the core, not back

    game = game_of_record(text)
    side = side_of(game)
    parsed = game.parse_record(text)
    if not isinstance(parsed, Record):
        raise PenneechError(f"{game.name.en}'s records cannot be replayed step by step")
    state = parsed.start()
    seats = game.seats_of(parsed.rules)
    replay = Replay(game, side, parsed, [], seats, you_of(parsed.headers, seats),
                    _names(parsed.headers, seats))
    _steps(replay, state, parsed.actions)
    if not state.is_terminal():
        body = split_record(text, game.magic).steps
        line = body[-1].number if body else len(text.splitlines())
        raise RecordError(f"line {line}: the game is not over after this line; the replay "
                          f"viewer shows finished games only, so that it never shows the "
                          f"hidden cards of a game still being played")
    return replay


def _names(headers: Mapping[str, str], seats: int) -> list[str]:
    names = [n.strip() for n in headers.get("Players", "").split(",")]
    return names if len(names) == seats and all(names) else []


def _steps(replay: Replay, state: Any, actions: Sequence[int]) -> None:
    """Replay ``actions`` on ``state``, writing the replay's steps."""
    side, steps = replay.side, replay.steps
    i = 0
    while i < len(actions):
        deals_before = len(state.deals)
        table_before = side.on_table(state)
        trick_before = last_trick(state, state.deals)
        phase = state.phase
        if state.is_chance_node():
            start = state.clone()
            run = [actions[i]]
            state.apply_action(actions[i])
            i += 1
            while i < len(actions) and state.is_chance_node() and state.phase == phase:
                run.append(actions[i])
                state.apply_action(actions[i])
                i += 1
            words = side.step_words(start, run)
            seat: int | None = None
            decision = False
        else:
            seat = state.current_player()
            decision = len(state.legal_actions()) > 1
            if decision:
                replay.before[len(steps)] = state.clone()
            run = [actions[i]]
            words = side.step_words(state, run)
            state.apply_action(actions[i], seat)
            i += 1
        table = side.on_table(state)
        ended = last_trick(state, state.deals)
        ends = seat is not None and ended is not None and ended != trick_before
        trick = ended.number if ends and ended is not None else (
            len(state.tricks) + 1 if table and table != table_before else None)
        shown_trick = state.tricks[-1] if state.tricks else (ended if ends else None)
        hands = tuple(tuple(side.hand_order(state, h)) for h in state.hands)
        scores = seat_points(state.events, replay.seats)
        last = steps[-1] if steps else None
        quiet = (seat is not None and not decision and last is not None
                 and (hands, tuple(table), scores) == (last.hands, last.table, last.scores))
        steps.append(Step(len(steps), seat, phase, tuple(run), words, decision, quiet,
                          deals_before + 1, trick, ends, hands, tuple(table), shown_trick,
                          scores))


# ---------------------------------------------------------------------------- analysis
def analyse(replay: Replay, seat: int, step: int) -> Analysis:
    """The expert's analysis of ``seat``'s decision at ``step``: from the seat's view then,
    the values of the hint's player, seeded as the hint is, and the game's reasons. Made
    once, then kept."""
    step = replay.check_step(replay.check_seat(seat), step)
    kept = replay.analyses.get(step)
    if kept is not None:
        return kept
    side = replay.side
    view = replay.game.view_of(replay.before[step], seat)
    advice = advice_of(side.analyst(public_seed(side.public(view))), view)
    chosen = replay.steps[step].actions[0]
    values = {v.action: v for v in advice.values}
    best = max((v.value for v in advice.values), default=None)
    mine = values.get(chosen)
    gap = None if best is None or mine is None else decision_gap(best, mine.value)
    analysis = Analysis(step, seat, chosen, advice, side.reasons(view, advice) if values
                        else {}, gap, bool(mine and mine.bound))
    replay.analyses[step] = analysis
    return analysis


@dataclass(frozen=True, slots=True)
class Summary:
    """A seat's decisions, analysed: each one's analysis (in the order played), the gaps
    added up deal by deal (by unit: points, or hundredths of a game), the points each
    seat scored in each deal, and the deal that decided the game for the seat: where its
    margin over the best other seat moved most the way the game went (won: up; lost or
    shared: down; drawn: the deal whose decisions lost most)."""

    seat: int
    analyses: tuple[Analysis, ...]
    lost: dict[int, dict[str, float]]
    points: dict[int, tuple[int, ...]]
    decisive: int | None

    def ranked(self) -> list[Analysis]:
        """The analysed decisions with a gap, the largest first (ties: the earlier)."""
        return sorted((a for a in self.analyses if a.gap), key=lambda a: (-(a.gap or 0), a.step))


def summary(replay: Replay, seat: int) -> Summary:
    """Every decision of ``seat`` analysed (those not yet analysed now), and what they
    add up to."""
    seat = replay.check_seat(seat)
    analyses = tuple(analyse(replay, seat, step) for step in replay.decisions(seat))
    lost: dict[int, dict[str, float]] = {deal: {} for deal, _, _ in replay.deal_spans()}
    for a in analyses:
        if a.gap:
            units = lost[replay.steps[a.step].deal]
            units[a.advice.unit] = round(units.get(a.advice.unit, 0.0) + a.gap, 1)
    points = replay.deal_points()
    final = replay.steps[-1].scores if replay.steps else (0,) * replay.seats
    margin = _margin(final, seat)
    margins = {deal: _margin(p, seat) for deal, p in points.items()}
    decisive: int | None = None
    if margins and margin > 0:
        decisive = max(margins, key=lambda d: (margins[d], -d))
    elif margins and margin < 0:
        decisive = min(margins, key=lambda d: (margins[d], d))
    elif lost:
        decisive = max(lost, key=lambda d: (sum(lost[d].values()), -d))
    return Summary(seat, analyses, lost, points, decisive)


def _margin(points: Sequence[int], seat: int) -> int:
    """``seat``'s points less the best of the other seats'."""
    others = [p for s, p in enumerate(points) if s != seat]
    return points[seat] - max(others, default=0)


# ---------------------------------------------------------------------------- the calls
_KEPT: dict[str, Replay] = {}


def replay_of(text: object) -> Replay:
    """The replay of ``text``, kept for the next call on the same record (the analyses
    made so far with it)."""
    if not isinstance(text, str):
        raise PenneechError(f"a record is text, not {echo(text)}")
    key = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    found = _KEPT.pop(key, None) or read(text)
    _KEPT[key] = found
    while len(_KEPT) > KEPT:
        del _KEPT[next(iter(_KEPT))]
    return found


def _trick_json(t: Trick | None) -> dict[str, object] | None:
    if t is None:
        return None
    return {"number": t.number, "leader": t.leader, "winner": t.winner,
            "plays": [[s, c] for s, c in t.plays]}


def steps_json(replay: Replay, lang: str) -> dict[str, object]:
    """The replay as the page shows it: the game, its seats, who "you" is, every card
    once (by id) and the steps, with the steps that end each trick and each deal's span."""
    side, lang = replay.side, page_lang(lang)
    cards: set[int] = set()
    for s in replay.steps:
        for hand in s.hands:
            cards.update(hand)
        cards.update(c for _, c in s.table)
        if s.last_trick is not None:
            cards.update(s.last_trick.cards)
    rules = replay.record.rules
    points = replay.deal_points()
    return {
        "game": replay.game.id, "name": replay.game.name.get(lang),
        "rules": rules.preset_name or rules.to_string(), "seats": replay.seats,
        "you": replay.you, "names": replay.names,
        "seat_names": seat_names(replay.names, replay.you, replay.seats, lang),
        "seed": replay.record.headers.get("Seed"),
        "cards": {str(c): side.card(c, lang) for c in sorted(cards)},
        "steps": [{"index": s.index, "seat": s.seat, "phase": s.phase,
                   "words": s.words.get(lang), "decision": s.decision, "quiet": s.quiet,
                   "deal": s.deal,
                   "trick": s.trick, "ends_trick": s.ends_trick,
                   "hands": [list(h) for h in s.hands],
                   "table": [[seat, c] for seat, c in s.table],
                   "last_trick": _trick_json(s.last_trick), "scores": list(s.scores)}
                  for s in replay.steps],
        "trick_ends": replay.trick_ends(),
        "deals": [{"deal": d, "first": a, "last": b, "points": list(points[d])}
                  for d, a, b in replay.deal_spans()],
        "final": list(replay.steps[-1].scores) if replay.steps else [0] * replay.seats,
        "outcome": list(replay.game.outcome(replay.record.final_state()).winners),
    }


def analysis_json(replay: Replay, a: Analysis, lang: str) -> dict[str, object]:
    """An analysis as the page shows it: every valued choice with its words, value, gap
    from the best and reason, the expert's choice, the choice valued best and the
    decision's own gap (from the best valued, whatever the expert chose)."""
    side = replay.side
    before = replay.before[a.step]
    best = a.best
    top = a.best_action
    values = sorted(a.advice.values, key=lambda v: (-v.value, v.action))
    return {
        "step": a.step, "seat": a.seat, "deal": replay.steps[a.step].deal,
        "unit": a.advice.unit, "chosen": a.chosen,
        "chosen_words": side.step_words(before, [a.chosen]).get(lang),
        "expert": a.advice.choice,
        "expert_words": side.step_words(before, [a.advice.choice]).get(lang),
        "as_expert": a.as_expert,
        "best_words": None if top is None else side.step_words(before, [top]).get(lang),
        "gap": a.gap, "bound": a.bound,
        "reason": None if a.reason is None else a.reason.get(lang),
        "values": [{"action": v.action, "words": side.step_words(before, [v.action]).get(lang),
                    "value": round(v.value, 2), "bound": v.bound,
                    "gap": None if best is None else decision_gap(best, v.value),
                    "expert": v.action == a.advice.choice, "chosen": v.action == a.chosen,
                    "reason": (lambda r: None if r is None else r.get(lang))(
                        a.reasons.get(v.action))}
                   for v in values],
    }


def summary_json(replay: Replay, s: Summary, lang: str) -> dict[str, object]:
    """A summary as the page shows it: the decisions ranked by gap (each with the
    expert's choice, whether it was the one made, and the choice valued best, from which
    the gap is counted), the gaps and points deal by deal, the deal that decided the game
    and how many decisions matched the expert's choice."""
    decisive = s.decisive

    def said(a: Analysis, action: int | None) -> str | None:
        return None if action is None else replay.side.step_words(
            replay.before[a.step], [action]).get(lang)
    return {
        "seat": s.seat, "decisions": len(s.analyses),
        "valued": sum(a.gap is not None for a in s.analyses),
        "as_expert": sum(a.as_expert for a in s.analyses),
        "ranked": [{"step": a.step, "deal": replay.steps[a.step].deal, "gap": a.gap,
                    "bound": a.bound, "unit": a.advice.unit,
                    "words": replay.steps[a.step].words.get(lang),
                    "expert_words": said(a, a.advice.choice), "as_expert": a.as_expert,
                    "best_words": said(a, a.best_action),
                    "reason": None if a.reason is None else a.reason.get(lang)}
                   for a in s.ranked()],
        "deals": [{"deal": d, "lost": s.lost[d], "points": list(s.points[d])}
                  for d in s.points],
        "decisive": None if decisive is None else {
            "deal": decisive, "points": list(s.points[decisive]), "lost": s.lost[decisive]},
        "final": list(replay.steps[-1].scores),
    }


def view_record(text: object, lang: str = "en") -> str:
    """The page's call: a finished game's steps (``steps_json``), or why not."""
    try:
        return ok(steps_json(replay_of(text), page_lang(lang)))
    except PenneechError as exc:
        return error(str(exc))


def analyse_step(text: object, seat: object, step: object, lang: str = "en") -> str:
    """The page's call: the analysis of ``seat``'s decision at ``step``
    (``analysis_json``), or why not."""
    try:
        lang = page_lang(lang)
        replay = replay_of(text)
        seat = replay.check_seat(_number(seat))
        return ok(analysis_json(replay, analyse(replay, seat, replay.check_step(
            seat, _number(step))), lang))
    except PenneechError as exc:
        return error(str(exc))


def summarise(text: object, seat: object, lang: str = "en") -> str:
    """The page's call: the summary of ``seat``'s decisions (``summary_json``), or why
    not."""
    try:
        lang = page_lang(lang)
        replay = replay_of(text)
        return ok(summary_json(replay, summary(replay, replay.check_seat(_number(seat))),
                               lang))
    except PenneechError as exc:
        return error(str(exc))


def _number(value: object) -> object:
    """A whole number the page sent (a float such as 3.0 from JavaScript is read as 3);
    anything else is given back for the check to refuse."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


__all__ = ["Analysis", "Replay", "Step", "Summary", "analyse", "analyse_step", "read",
           "record_seat_names", "seat_names", "summarise", "summary", "view_record",
           "you_of"]
