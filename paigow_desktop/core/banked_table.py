"""What every banked table game shares, below the games: the dice count round the table, the
order the hands go out, the bank going round the seats, and the co-banker's half.

Pai Gow Tiles and Pai Gow Poker are dealt at a table where one place banks against the others
and the bank goes round; each game names its own places and rules, and asks these the same
questions.  No game is imported here.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["BankedTableError", "bank_offer_for", "co_bank_share", "count_to", "deal_order"]


class BankedTableError(ValueError):
    """A count, a place, a round number or an amount that no table has."""


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def count_to(start: int, total: int, places: int) -> int:
    """Where a count of three dice (``total``) ends when ``start`` counts 1, counter-clockwise,
    at a table of ``places`` places: every place counts, empty or not."""
    if not _is_int(places) or places < 1:
        raise BankedTableError(f"a table has at least one place, not {places!r}")
    if not _is_int(start) or not 0 <= start < places:
        raise BankedTableError(f"there is no place {start!r} at the table (places are 0 to {places - 1})")
    if not _is_int(total) or not 3 <= total <= 18:
        raise BankedTableError(f"three dice total 3 to 18, not {total!r}")
    return (start + total - 1) % places


def deal_order(start: int, total: int, places: int) -> tuple[int, ...]:
    """The places in the order the hands go to them: hand k goes to ``deal_order(...)[k]``."""
    first = count_to(start, total, places)
    return tuple((first + k) % places for k in range(places))


def bank_offer_for(round_number: int, seats: Sequence[int], *, two_in_a_row: bool) -> int | None:
    """The seat offered the bank in round ``round_number`` of a session (from 1), or None when the
    house banks it, the seats that play being ``seats`` in place order (counter-clockwise from
    the house).

    Every other round (the usual turn): the house banks the odd rounds and the even rounds go
    to the seats in turn.  Two in a row: the house banks once a lap (its first round) and every
    seat is offered two rounds running.
    """
    if not _is_int(round_number) or round_number < 1:
        raise BankedTableError(f"rounds are numbered from 1, not {round_number!r}")
    if not seats:
        return None
    if two_in_a_row:
        turn = (round_number - 1) % (2 * len(seats) + 1)
        return None if turn == 0 else seats[(turn - 1) // 2]
    if round_number % 2:
        return None
    return seats[(round_number // 2 - 1) % len(seats)]


def co_bank_share(bank_cents: int) -> int:
    """The co-banker's half of what a shared bank wins (positive) or pays (negative) on one bet.

    Halves are whole cents: the co-banker's half is rounded down, ``bank_cents // 2``, and the
    house takes the rest, so an odd cent always goes the house's way (the house collects 51
    cents of a lost $1.01 bet and pays 50 cents of a won one).
    """
    if not _is_int(bank_cents):
        raise BankedTableError(f"an amount of money is a whole number of cents, not {bank_cents!r}")
    return bank_cents // 2
