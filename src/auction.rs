//! The side auction of Kutuzov (KUT 2.34), as the new-game form runs it at the table: each player bids SP
//! for the Power they want; the highest bidder takes it and removes that many SP of its soldiers at
//! set-up; the others choose in bid order at no cost; a tie is settled by a die. The game is told only the
//! winning bid (the options `bid` and `bid_sp`, engine/src/games/kutuzov/auction.rs). Plain Rust, tested
//! natively.

/// The largest bid the game takes (engine: `auction::MAX_BID`).
pub const MAX_BID: u8 = 10;

/// One player's bid: the Power they want (its index in the game's seats) and the SP they offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bid {
    pub power: usize,
    pub sp: u8,
}

/// What the bids come to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The highest bidder (its index among the bids), the Power it takes and what it pays; then the
    /// others in the order they choose (highest bid first; equal bids in the order of the table).
    Won { bidder: usize, power: usize, sp: u8, then: Vec<usize> },
    /// Two or more bid the most: a die settles it (KUT 2.34), among these bidders.
    Tie(Vec<usize>),
}

/// The outcome of the bids; `die` is the bidder a die chose among the tied ones, once rolled.
pub fn resolve(bids: &[Bid], die: Option<usize>) -> Option<Outcome> {
    let top = bids.iter().map(|b| b.sp).max()?;
    let tied: Vec<usize> = (0..bids.len()).filter(|&i| bids[i].sp == top).collect();
    let bidder = match (tied.as_slice(), die) {
        ([one], _) => *one,
        (_, Some(d)) if tied.contains(&d) => d,
        _ => return Some(Outcome::Tie(tied)),
    };
    let mut then: Vec<usize> = (0..bids.len()).filter(|&i| i != bidder).collect();
    then.sort_by_key(|&i| std::cmp::Reverse(bids[i].sp));
    Some(Outcome::Won { bidder, power: bids[bidder].power, sp: bids[bidder].sp.min(MAX_BID), then })
}

/// The options the game is told: `bid` (the Power's key, or `none` when the winner bid nothing) and
/// `bid_sp`.
pub fn options(outcome: Option<&Outcome>, power_keys: &[&str]) -> [(&'static str, String); 2] {
    match outcome {
        Some(Outcome::Won { power, sp, .. }) if *sp > 0 => [("bid", power_keys.get(*power).copied().unwrap_or("none").to_string()), ("bid_sp", sp.to_string())],
        _ => [("bid", "none".to_string()), ("bid_sp", "1".to_string())],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEYS: [&str; 4] = ["fn", "r1", "fs", "r2"];

    // KUT 2.34: the highest bidder takes the Power it wants and pays its bid; the others follow in bid order.
    #[test]
    fn the_highest_bid_takes_its_power_and_pays() {
        let bids = [Bid { power: 0, sp: 2 }, Bid { power: 1, sp: 4 }, Bid { power: 0, sp: 3 }];
        let o = resolve(&bids, None).expect("bids");
        assert_eq!(o, Outcome::Won { bidder: 1, power: 1, sp: 4, then: vec![2, 0] });
        assert_eq!(options(Some(&o), &KEYS), [("bid", "r1".to_string()), ("bid_sp", "4".to_string())]);
    }

    // KUT 2.34: a tie is settled by a die; until it is rolled there is no winner.
    #[test]
    fn a_tie_waits_for_the_die() {
        let bids = [Bid { power: 0, sp: 3 }, Bid { power: 2, sp: 3 }, Bid { power: 1, sp: 1 }];
        assert_eq!(resolve(&bids, None), Some(Outcome::Tie(vec![0, 1])));
        // A die naming a bidder outside the tie settles nothing.
        assert_eq!(resolve(&bids, Some(2)), Some(Outcome::Tie(vec![0, 1])));
        let o = resolve(&bids, Some(1)).expect("bids");
        assert_eq!(o, Outcome::Won { bidder: 1, power: 2, sp: 3, then: vec![0, 2] });
        assert_eq!(options(Some(&o), &KEYS)[0], ("bid", "fs".to_string()));
    }

    // A winning bid of nothing removes nothing: the game is told there was no bid.
    #[test]
    fn a_winning_bid_of_nothing_costs_nothing() {
        let o = resolve(&[Bid { power: 3, sp: 0 }, Bid { power: 1, sp: 0 }], Some(0)).expect("bids");
        assert_eq!(options(Some(&o), &KEYS)[0], ("bid", "none".to_string()));
        assert_eq!(resolve(&[], None), None);
    }
}
