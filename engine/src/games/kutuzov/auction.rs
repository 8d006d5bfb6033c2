//! The side auction (KUT 2.34): players who do not agree on the Powers bid SP; the highest bidder takes the
//! Power it wants and removes as many SP of that Power's soldiers, the others choose in bid order at no
//! cost (a tie is settled by a die). The bidding happens at the table, before the game; the game is told
//! the winning bid (options `bid` = the Power, `bid_sp` = the SP) and removes the SP at set-up.

use super::data::{contingent, Nation, Power, CONTINGENT_KEYS, FN, FS, POWER_KEYS};
use super::state::State;
use crate::record::Header;
use crate::{Arg, SetupError};

/// The largest bid the game takes: more would strip a Power of most of its army.
pub const MAX_BID: u8 = 10;

/// The winning bid in the header, if any: `bid=fn|r1|fs|r2`, `bid_sp=1..10` (`bid=none` or no `bid`: none).
pub fn bid(header: &Header) -> Result<Option<(Power, u8)>, SetupError> {
    let power = match header.options.get("bid").map(String::as_str) {
        None | Some("none") => return Ok(None),
        Some(k) => POWER_KEYS.iter().position(|p| *p == k).ok_or_else(|| SetupError(format!("bid '{k}' is not none, fn, r1, fs or r2")))? as Power,
    };
    let sp = header.options.get("bid_sp").map(String::as_str).unwrap_or("1");
    match sp.parse::<u8>() {
        Ok(n) if (1..=MAX_BID).contains(&n) => Ok(Some((power, n))),
        _ => Err(SetupError(format!("bid_sp '{sp}' is not a number from 1 to {MAX_BID}"))),
    }
}

/// The Power's own soldiers (French for FN and FS, Russian for R1 and R2; never its allies'): the contingent
/// the bid is paid in.
pub fn own_contingent(p: Power) -> usize {
    let nation = if p == FN || p == FS { Nation::French } else { Nation::Russian };
    contingent(p, nation).unwrap_or(0)
}

/// Removes `n` SP of the Power's own soldiers from the map, one at a time from the space holding the most
/// (the first such space in the pack's order on a tie). They return to the counter mix and may be built
/// again (D-A1 in docs/games/kutuzov.md).
pub fn pay(s: &mut State, p: Power, n: u8) {
    let c = own_contingent(p);
    let mut paid = 0;
    for _ in 0..n {
        let best = (0..s.sp.len()).filter(|&i| s.sp[i][c] > 0).max_by_key(|&i| (s.sp[i][c], std::cmp::Reverse(i)));
        let Some(i) = best else { break };
        s.sp[i][c] -= 1;
        paid += 1;
    }
    s.log(Some(p), "kut.auction", vec![Arg::Seat(p), Arg::Num(paid), Arg::Key(format!("kut.contingent.{}", CONTINGENT_KEYS[c]))]);
}
