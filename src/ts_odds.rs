//! What a Twilight Struggle player wants to know before committing: the odds and modifiers of a coup
//! or a realignment roll, the price of an influence point, a card's ops after the events in play, and
//! the space race's next roll. Plain Rust, computed from the seat's view and the data pack only (no
//! hidden information), tested natively.
//!
//! These figures are advice shown beside the legal actions; the engine alone decides what happens. They
//! follow the engine's own rules code (engine/src/games/twilight_struggle/{coup,ops,space}.rs), which
//! the tests below check against real games.

use engine::games::twilight_struggle::cards::{
    BREZHNEV_DOCTRINE, CHINA_CARD, CONTAINMENT, CUBAN_MISSILE_CRISIS, DEATH_SQUADS, IRAN_CONTRA, NUCLEAR_SUBS, RED_SCARE_PURGE,
    SALT_NEGOTIATIONS, VIETNAM_REVOLTS,
};
use engine::games::twilight_struggle::data::{data, CardId, CountryId, Region};
use engine::games::twilight_struggle::state::Player;
use engine::games::twilight_struggle::view::TsView;

/// The country a board target names (`country:poland`).
pub fn country_id(key: &str) -> Option<CountryId> {
    data().country(key)
}

fn has(v: &TsView, card: CardId) -> bool {
    v.effects.iter().any(|e| e.card == card)
}

/// TS DEF §1-5: regions where coups and realignments are barred at this DEFCON (the engine's rule).
pub use engine::games::twilight_struggle::defcon::region_closed;

/// A card's ops for `player` after Containment / Brezhnev Doctrine (+1, up to 4) and Red Scare/Purge
/// (−1, down to 1). Scoring cards have none.
pub fn card_ops(v: &TsView, player: Player, card: CardId) -> u8 {
    let raw = data().cards.get(card as usize).map_or(0, |c| c.ops);
    if raw == 0 {
        return 0;
    }
    let mut ops = raw;
    let plus = match player {
        Player::Us => has(v, CONTAINMENT),
        Player::Ussr => has(v, BREZHNEV_DOCTRINE),
    };
    if plus && ops < 4 {
        ops += 1;
    }
    if v.effects.iter().any(|e| e.card == RED_SCARE_PURGE && e.player != player) && ops > 1 {
        ops -= 1;
    }
    ops
}

/// TS OPS §1-2: the next point costs 2 while the opponent controls the country.
pub fn place_cost(v: &TsView, player: Player, country: CountryId) -> u8 {
    if v.control.get(country as usize).copied().flatten() == Some(player.opponent()) {
        2
    } else {
        1
    }
}

/// The ops a coup in `country` has when the operation has `ops`: the China Card's +1 in Asia and
/// Vietnam Revolts' +1 in Southeast Asia (for the USSR) count when the whole operation goes there.
pub fn coup_ops(v: &TsView, player: Player, country: CountryId, ops: u8) -> u8 {
    let c = &data().countries[country as usize];
    let mut total = ops;
    if c.region == Region::Asia && v.table.contains(&CHINA_CARD) && v.china.holder == Some(player) {
        total += 1;
    }
    if c.southeast_asia && player == Player::Ussr && v.effects.iter().any(|e| e.card == VIETNAM_REVOLTS && e.player == Player::Ussr) {
        total += 1;
    }
    total
}

/// The coup die modifier: SALT Negotiations −1; Latin American Death Squads ±1 in Central and South
/// America.
pub fn coup_modifier(v: &TsView, player: Player, country: CountryId) -> i32 {
    let mut m = 0;
    if has(v, SALT_NEGOTIATIONS) {
        m -= 1;
    }
    let region = data().countries[country as usize].region;
    if matches!(region, Region::CentralAmerica | Region::SouthAmerica) {
        for e in v.effects.iter().filter(|e| e.card == DEATH_SQUADS) {
            m += if e.player == player { 1 } else { -1 };
        }
    }
    m
}

/// What one die roll of a coup does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoupRoll {
    pub roll: u8,
    /// ops + roll + modifier − 2 × stability: the coup succeeds above 0.
    pub margin: i32,
    pub removed: u8,
    pub added: u8,
}

#[derive(Clone, Debug, PartialEq)]
pub struct CoupOdds {
    pub ops: u8,
    pub modifier: i32,
    /// Twice the stability: the number to beat.
    pub defence: i32,
    /// The smallest roll that succeeds (7: none does).
    pub need: u8,
    /// Chance of success, 0.0–1.0.
    pub chance: f64,
    pub rolls: [CoupRoll; 6],
    /// DEFCON after the coup when it is in a battleground (Nuclear Subs spares the US).
    pub defcon_after: Option<u8>,
    /// The Cuban Missile Crisis is on against this player: any coup loses the game.
    pub crisis: bool,
}

impl CoupOdds {
    /// This coup ends the game against the player: nuclear war (DEFCON 1 or the Cuban Missile Crisis).
    pub fn suicide(&self) -> bool {
        self.crisis || self.defcon_after == Some(1)
    }
}

/// TS OPS §3: a coup by `player` in `country` with an operation of `ops` (before region bonuses).
pub fn coup_odds(v: &TsView, player: Player, country: CountryId, ops: u8) -> CoupOdds {
    let c = &data().countries[country as usize];
    let ops = coup_ops(v, player, country, ops);
    let modifier = coup_modifier(v, player, country);
    let defence = 2 * c.stability as i32;
    let theirs = v.influence.get(country as usize).map_or(0, |i| i[player.opponent().idx()]);
    let rolls = std::array::from_fn(|i| {
        let roll = i as u8 + 1;
        let margin = ops as i32 + roll as i32 + modifier - defence;
        let removed = if margin > 0 { (theirs as i32).min(margin) as u8 } else { 0 };
        let added = if margin > 0 { (margin - removed as i32) as u8 } else { 0 };
        CoupRoll { roll, margin, removed, added }
    });
    let wins = rolls.iter().filter(|r: &&CoupRoll| r.margin > 0).count();
    let need = rolls.iter().find(|r| r.margin > 0).map_or(7, |r| r.roll);
    let degrade = c.battleground && !(player == Player::Us && has(v, NUCLEAR_SUBS));
    let crisis = v.effects.iter().any(|e| e.card == CUBAN_MISSILE_CRISIS && e.player != player);
    CoupOdds {
        ops,
        modifier,
        defence,
        need,
        chance: wins as f64 / 6.0,
        rolls,
        defcon_after: degrade.then(|| v.defcon.saturating_sub(1).max(1)),
        crisis,
    }
}

/// One side's realignment modifier, item by item (TS OPS §2-2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RealignMods {
    /// +1 per adjacent country the side controls.
    pub neighbours: i32,
    /// +1 for more influence in the target.
    pub more: i32,
    /// +1 when the target is adjacent to the side's own superpower.
    pub superpower: i32,
    /// Events on the roll (Iran-Contra Scandal: US −1).
    pub events: i32,
}

impl RealignMods {
    pub fn total(&self) -> i32 {
        self.neighbours + self.more + self.superpower + self.events
    }
}

pub fn realign_mods(v: &TsView, player: Player, country: CountryId) -> RealignMods {
    let c = &data().countries[country as usize];
    let ctl = |n: CountryId| v.control.get(n as usize).copied().flatten() == Some(player);
    let inf = v.influence.get(country as usize).copied().unwrap_or([0, 0]);
    RealignMods {
        neighbours: c.adjacent.iter().filter(|&&n| ctl(n)).count() as i32,
        more: (inf[player.idx()] > inf[player.opponent().idx()]) as i32,
        superpower: match player {
            Player::Us => c.adjacent_us,
            Player::Ussr => c.adjacent_ussr,
        } as i32,
        events: -((player == Player::Us && has(v, IRAN_CONTRA)) as i32),
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct RealignOdds {
    pub mine: RealignMods,
    pub theirs: RealignMods,
    /// Chance the opponent loses at least one point.
    pub win: f64,
    /// Chance the player loses at least one point of their own.
    pub lose: f64,
    /// Expected opponent influence removed.
    pub expected: f64,
}

/// TS OPS §2: both roll a die and add their modifiers; the higher total removes the difference from the
/// other side (never below 0); a tie does nothing.
pub fn realign_odds(v: &TsView, player: Player, country: CountryId) -> RealignOdds {
    let mine = realign_mods(v, player, country);
    let theirs = realign_mods(v, player.opponent(), country);
    let inf = v.influence.get(country as usize).copied().unwrap_or([0, 0]);
    let (my_inf, their_inf) = (inf[player.idx()] as i32, inf[player.opponent().idx()] as i32);
    let (mut win, mut lose, mut expected) = (0, 0, 0.0);
    for a in 1..=6 {
        for b in 1..=6 {
            let diff = (a + mine.total()) - (b + theirs.total());
            if diff > 0 && their_inf > 0 {
                win += 1;
                expected += their_inf.min(diff) as f64;
            } else if diff < 0 && my_inf > 0 {
                lose += 1;
            }
        }
    }
    RealignOdds { mine, theirs, win: win as f64 / 36.0, lose: lose as f64 / 36.0, expected: expected / 36.0 }
}

/// The space race's next box for `player`: (box number, ops needed, highest successful roll, VP for
/// arriving first, VP for arriving second). `None` at the end of the track.
pub fn space_next(space: [u8; 2], player: Player) -> Option<(u8, u8, u8, u8, u8)> {
    let next = space[player.idx()] as usize + 1;
    data().space.get(next).map(|b| (b.box_no, b.ops_needed, b.max_roll, b.vp_first, b.vp_second))
}

/// The space race abilities: box number → who alone holds it now (the first to arrive, until the
/// other arrives too: TS OPS §4-4).
pub fn space_ability_holder(space: [u8; 2], box_no: u8) -> Option<Player> {
    Player::BOTH.into_iter().find(|&p| space[p.idx()] >= box_no && space[p.opponent().idx()] < box_no)
}

/// A percentage for display: 0.5 → "50%".
pub fn pct(x: f64) -> String {
    format!("{:.0}%", (x * 100.0).round())
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::games::twilight_struggle::view::view;
    use engine::games::twilight_struggle::TwilightStruggle;
    use engine::{Game, Header, Match};

    fn start() -> TsView {
        let header = Header {
            game: "twilight-struggle".into(),
            rules: TwilightStruggle::meta().rules_version,
            scenario: "standard".into(),
            options: Default::default(),
            seed: 7,
            ..Default::default()
        };
        let m = Match::<TwilightStruggle>::new(header).expect("a new game");
        view(m.state(), None)
    }

    fn id(key: &str) -> CountryId {
        country_id(key).expect(key)
    }

    #[test]
    fn coup_odds_follow_ops_plus_die_against_twice_the_stability() {
        let mut v = start();
        v.defcon = 5;
        // Iran: stability 2, a battleground. A 3-op coup succeeds on 2+ (3 + 2 > 4).
        let iran = id("iran");
        v.influence[iran as usize] = [0, 1];
        let o = coup_odds(&v, Player::Ussr, iran, 3);
        assert_eq!((o.ops, o.defence, o.need), (3, 4, 2));
        assert!((o.chance - 5.0 / 6.0).abs() < 1e-9);
        // A roll of 6: margin 5 removes the US point and adds 4 USSR.
        assert_eq!(o.rolls[5], CoupRoll { roll: 6, margin: 5, removed: 1, added: 4 });
        assert_eq!(o.defcon_after, Some(4));
        assert!(!o.suicide());
        v.defcon = 2;
        assert!(coup_odds(&v, Player::Ussr, iran, 3).suicide());
    }

    #[test]
    fn realignment_modifiers_count_neighbours_influence_and_superpower() {
        let v = start();
        // At the start the USSR controls East Germany and Poland is adjacent to the USSR.
        let poland = id("poland");
        let m = realign_mods(&v, Player::Ussr, poland);
        assert_eq!(m.superpower, 1);
        let eg = id("egermany");
        assert_eq!(v.control[eg as usize], Some(Player::Ussr));
        assert!(m.neighbours >= 1);
        let o = realign_odds(&v, Player::Us, poland);
        // The US has no influence in Poland at the start: it cannot lose any.
        assert_eq!(o.lose, 0.0);
    }

    #[test]
    fn closed_regions_follow_defcon() {
        assert!(!region_closed(5, Region::Europe));
        assert!(region_closed(4, Region::Europe));
        assert!(region_closed(3, Region::Asia) && !region_closed(4, Region::Asia));
        assert!(region_closed(2, Region::MiddleEast) && !region_closed(2, Region::Africa));
    }

    #[test]
    fn the_cost_of_a_point_doubles_where_the_opponent_has_control() {
        let v = start();
        // East Germany starts USSR-controlled (3 influence, stability 3).
        assert_eq!(place_cost(&v, Player::Us, id("egermany")), 2);
        assert_eq!(place_cost(&v, Player::Ussr, id("egermany")), 1);
    }

    /// The advice agrees with the engine: in random games, every coup's and realignment's logged result
    /// is what these functions predicted for that die roll.
    #[test]
    fn predictions_match_the_engine_in_random_games() {
        use engine::Arg;
        let (mut coups, mut realigns) = (0, 0);
        let mut x: u64 = 99;
        for seed in 1..=30u64 {
            let header = Header {
                game: "twilight-struggle".into(),
                rules: TwilightStruggle::meta().rules_version,
                scenario: "standard".into(),
                options: Default::default(),
                seed,
                ..Default::default()
            };
            let mut m = Match::<TwilightStruggle>::new(header).unwrap();
            for _ in 0..3000 {
                let p = m.prompt_info();
                if p.actions.is_empty() {
                    break;
                }
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let a = &p.actions[(x >> 33) as usize % p.actions.len()];
                let before = view(m.state(), None);
                let seat = p.seat.map(|s| if s == "ussr" { Player::Ussr } else { Player::Us });
                let target = a.target.as_deref().and_then(|t| t.strip_prefix("country:")).and_then(country_id);
                let log_len = m.state().log.len();
                m.play(a.index).unwrap();
                let (Some(player), Some(c)) = (seat, target) else { continue };
                let after = view(m.state(), None);
                let new = &after.log[log_len..];
                let num = |a: &Arg| if let Arg::Num(n) = a { *n } else { panic!("{a:?}") };
                let roll = |a: &Arg| if let Arg::Roll(n) = a { *n } else { panic!("{a:?}") };
                if p.id == "ts.coup_ops" {
                    let Some(e) = new.iter().find(|e| e.id == "ts.coup_success" || e.id == "ts.coup_failure") else { continue };
                    let ops = num(&p.args[1]) as u8;
                    let o = coup_odds(&before, player, c, ops);
                    let r = roll(&e.args[2]);
                    assert_eq!(num(&e.args[3]) as u8, o.ops, "coup ops");
                    assert_eq!(num(&e.args[4]), o.modifier, "coup modifier");
                    let predicted = o.rolls[r as usize - 1];
                    assert_eq!(e.id == "ts.coup_success", predicted.margin > 0);
                    assert_eq!((num(&e.args[5]) as u8, num(&e.args[6]) as u8), (predicted.removed, predicted.added));
                    coups += 1;
                } else if p.id == "ts.realign_ops" {
                    let Some(e) = new.iter().find(|e| e.id == "ts.realign") else { continue };
                    let o = realign_odds(&before, player, c);
                    assert_eq!(num(&e.args[3]), roll(&e.args[2]) as i32 + o.mine.total(), "realign total");
                    assert_eq!(num(&e.args[5]), roll(&e.args[4]) as i32 + o.theirs.total(), "opponent total");
                    realigns += 1;
                }
            }
        }
        assert!(coups > 20 && realigns > 5, "too few samples: {coups} coups, {realigns} realignments");
    }
}
