//! Decks, hands and piles: drawing with reshuffles, dealing, and the check that every card is in exactly
//! one place.
//!
//! Twilight Struggle's deck rules, extracted: a draw pile, discards and removed cards (a reshuffle takes
//! only the discards, so removed cards never come back), dealing hands one card at a time in seat order,
//! and the invariant that every card of the war periods in play lies in exactly one pile. Every pile is a
//! plain `Vec<C>` of card numbers (`u8`, `u16`) and **the top of a pile is its last element**, so drawing
//! is `pop`. The game keeps its own words: what a reshuffle logs, why a card is out of place.
//!
//! Randomness goes through [`Chance`] only, and in the same order as the hand-written loops the games
//! used before the kit (shuffle, then pop): saved records replay to the same cards. Drawing a card that
//! the draw pile already held is not counted as new information here; the caller marks it with
//! [`Chance::reveal`] once per action that drew or dealt, as Twilight Struggle does after a deal (a
//! reshuffle is counted by the shuffle itself).
//!
//! Used by: Twilight Struggle

use crate::kit::chance::{self, Chance};

/// A card drawn, and the reshuffle it needed, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drawn<C> {
    pub card: C,
    /// The draw pile was empty, so the discards were shuffled into a new draw pile first.
    pub reshuffle: Option<Reshuffle>,
}

/// A reshuffle of the discards into the draw pile (for the log).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reshuffle {
    /// How many cards the new draw pile held (before this draw took one).
    pub cards: usize,
    /// Whether the order came from the generator or a position's script.
    pub drawn: chance::Drawn,
}

/// Draws the top card of `draw_pile`. When the pile is empty, the discards become the new draw pile,
/// shuffled by [`Chance::shuffle`]; `None` when both are empty (nothing is drawn, nothing is used up).
/// Cards kept anywhere else (removed, on the table, in hands) are never touched.
pub fn draw<C>(draw_pile: &mut Vec<C>, discards: &mut Vec<C>, chance: &mut Chance) -> Option<Drawn<C>>
where
    C: Copy + Into<u16> + TryFrom<u16>,
{
    let mut reshuffle = None;
    if draw_pile.is_empty() && !discards.is_empty() {
        draw_pile.append(discards);
        let drawn = chance.shuffle(draw_pile);
        reshuffle = Some(Reshuffle { cards: draw_pile.len(), drawn });
    }
    draw_pile.pop().map(|card| Drawn { card, reshuffle })
}

/// Deals one card at a time in seat order (seat 0, seat 1, …, then seat 0 again) to every hand holding
/// fewer than `size` cards, until all hold `size`; a hand that needs more keeps drawing after the others
/// are full. Stops early when `draw` runs out. Returns how many cards each seat got.
pub fn deal<C>(hands: &mut [Vec<C>], size: usize, mut draw: impl FnMut() -> Option<C>) -> Vec<usize> {
    let mut dealt = vec![0; hands.len()];
    loop {
        let mut any = false;
        for (seat, hand) in hands.iter_mut().enumerate() {
            if hand.len() >= size {
                continue;
            }
            let Some(card) = draw() else {
                return dealt;
            };
            hand.push(card);
            dealt[seat] += 1;
            any = true;
        }
        if !any {
            return dealt;
        }
    }
}

/// A card out of place, as [`one_place`] finds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Misplaced<'a, C> {
    /// A card number the game does not know (not below `known`), and the pile that holds it.
    Unknown { card: C, place: &'a str },
    /// An expected card that is in no pile, or in several (a card twice in one pile counts twice).
    Count { card: C, places: usize },
    /// A known card that is not expected but lies in some pile.
    Unexpected { card: C },
}

/// The check that every card is in exactly one place: `places` names each pile (`"deck"`, `"US hand"`),
/// `known` is how many card numbers the game has (`0..known`), `expected` lists the cards that must each
/// be in exactly one pile. Returns every card out of place, unknown cards first (in pile order), then the
/// expected cards not in exactly one pile (in the order of `expected`; one listed twice is checked once),
/// then the unexpected ones (by number). Empty when all is well. The game words the messages: it knows
/// why a card is not expected (an optional card, a later war period).
pub fn one_place<'a, C>(places: &[(&'a str, &[C])], known: usize, expected: impl IntoIterator<Item = C>) -> Vec<Misplaced<'a, C>>
where
    C: Copy + Into<usize>,
{
    let mut out = Vec::new();
    // How many times each known card lies in a pile; `CHECKED` once an expected card has been checked.
    const CHECKED: u16 = u16::MAX;
    let mut count: Vec<u16> = vec![0; known];
    for &(place, cards) in places {
        for &card in cards {
            match count.get_mut(card.into()) {
                Some(n) => *n = n.saturating_add(1).min(CHECKED - 1),
                None => out.push(Misplaced::Unknown { card, place }),
            }
        }
    }
    for card in expected {
        let Some(n) = count.get_mut(card.into()) else { continue };
        if *n == CHECKED {
            continue;
        }
        if *n != 1 {
            out.push(Misplaced::Count { card, places: usize::from(*n) });
        }
        *n = CHECKED;
    }
    for (i, &n) in count.iter().enumerate() {
        if n != 0 && n != CHECKED {
            // Rare (a fault): the card itself is found again in the piles.
            if let Some(&card) = places.iter().flat_map(|(_, cards)| cards.iter()).find(|&&c| c.into() == i) {
                out.push(Misplaced::Unexpected { card });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;

    /// The loop the games wrote by hand: pop the top, reshuffle the discards with `Rng::shuffle` when
    /// the draw pile is empty, deal alternately.
    fn deal_by_hand(rng: &mut Rng, pile: &mut Vec<u8>, discards: &mut Vec<u8>, hands: &mut [Vec<u8>; 2], size: usize) {
        loop {
            let mut any = false;
            for hand in hands.iter_mut() {
                if hand.len() >= size {
                    continue;
                }
                if pile.is_empty() && !discards.is_empty() {
                    *pile = std::mem::take(discards);
                    rng.shuffle(pile);
                }
                let Some(card) = pile.pop() else { return };
                hand.push(card);
                any = true;
            }
            if !any {
                return;
            }
        }
    }

    #[test]
    fn draw_and_deal_use_the_generator_like_the_hand_written_loop() {
        for seed in [1, 7, 42, 2024] {
            let mut chance = Chance::new(seed);
            let mut rng = Rng::new(seed);

            // Kit: an opening shuffle, then a deal that runs the pile dry and reshuffles the discards.
            let mut pile: Vec<u8> = (1..=9).collect();
            chance.shuffle(&mut pile);
            let mut discards: Vec<u8> = (40..=52).collect();
            let removed: Vec<u8> = vec![60, 61];
            let mut hands: [Vec<u8>; 2] = [vec![], vec![30]];
            let mut reshuffles = Vec::new();
            let dealt = deal(&mut hands, 8, || {
                let d = draw(&mut pile, &mut discards, &mut chance)?;
                reshuffles.extend(d.reshuffle);
                Some(d.card)
            });

            // By hand, on a bare generator with the same seed.
            let mut pile2: Vec<u8> = (1..=9).collect();
            rng.shuffle(&mut pile2);
            let mut discards2: Vec<u8> = (40..=52).collect();
            let mut hands2: [Vec<u8>; 2] = [vec![], vec![30]];
            deal_by_hand(&mut rng, &mut pile2, &mut discards2, &mut hands2, 8);

            assert_eq!(hands, hands2, "seed {seed}");
            assert_eq!(pile, pile2, "seed {seed}");
            assert_eq!(discards, discards2, "seed {seed}");
            assert_eq!(chance.rng(), &rng, "seed {seed}: the generator must be in the same state");
            assert_eq!(dealt, vec![8, 7]);
            assert_eq!(reshuffles, vec![Reshuffle { cards: 13, drawn: chance::Drawn::Random }]);
            assert_eq!(removed, vec![60, 61], "removed cards are in no pile the draw touches");
            assert!(hands.iter().flatten().all(|c| !removed.contains(c)));
        }
    }

    #[test]
    fn a_reshuffle_takes_only_the_discards_and_can_be_scripted() {
        let mut chance = Chance::new(3);
        chance.script.shuffles = vec![vec![5, 4, 6]];
        let mut pile: Vec<u16> = vec![];
        let mut discards: Vec<u16> = vec![4, 5, 6];
        let info = chance.information;
        let d = draw(&mut pile, &mut discards, &mut chance).unwrap();
        assert_eq!(d, Drawn { card: 6, reshuffle: Some(Reshuffle { cards: 3, drawn: chance::Drawn::Scripted }) });
        assert_eq!(pile, vec![5, 4], "the scripted order, top last, minus the card drawn");
        assert!(discards.is_empty());
        assert_eq!(chance.information, info + 1, "the shuffle is new information");

        let d = draw(&mut pile, &mut discards, &mut chance).unwrap();
        assert_eq!(d, Drawn { card: 4, reshuffle: None });
    }

    #[test]
    fn nothing_to_draw_uses_nothing() {
        let mut chance = Chance::new(9);
        let before = chance.clone();
        let mut pile: Vec<u8> = vec![];
        let mut discards: Vec<u8> = vec![];
        assert_eq!(draw(&mut pile, &mut discards, &mut chance), None);
        assert_eq!(chance, before);
    }

    #[test]
    fn deal_alternates_and_the_short_hand_keeps_drawing() {
        let mut next = 0u8;
        let mut hands: Vec<Vec<u8>> = vec![vec![], vec![100, 101]];
        let dealt = deal(&mut hands, 4, || {
            next += 1;
            Some(next)
        });
        assert_eq!(hands, vec![vec![1, 3, 5, 6], vec![100, 101, 2, 4]]);
        assert_eq!(dealt, vec![4, 2]);

        let mut hands: Vec<Vec<u8>> = vec![vec![], vec![], vec![7]];
        let mut source: Vec<u8> = vec![1, 2, 3, 4];
        let dealt = deal(&mut hands, 3, || source.pop());
        assert_eq!(hands, vec![vec![4, 1], vec![3], vec![7, 2]], "stops when the cards run out");
        assert_eq!(dealt, vec![2, 1, 1]);
    }

    #[test]
    fn one_place_finds_every_card_out_of_place() {
        let deck: Vec<u8> = vec![1, 2, 2, 40];
        let hand: Vec<u8> = vec![3, 9];
        let removed: Vec<u8> = vec![3, 9, 7];
        let places: [(&str, &[u8]); 3] = [("deck", &deck), ("US hand", &hand), ("removed", &removed)];
        let problems = one_place(&places, 10, [1, 2, 3, 4, 2]);
        assert_eq!(
            problems,
            vec![
                Misplaced::Unknown { card: 40, place: "deck" },
                Misplaced::Count { card: 2, places: 2 },
                Misplaced::Count { card: 3, places: 2 },
                Misplaced::Count { card: 4, places: 0 },
                Misplaced::Unexpected { card: 7 },
                Misplaced::Unexpected { card: 9 },
            ]
        );
        let fine: [(&str, &[u16]); 2] = [("deck", &[1, 2]), ("hand", &[3])];
        assert!(one_place(&fine, 4, [3, 2, 1]).is_empty());
    }
}
