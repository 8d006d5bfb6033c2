//! What the computer knows (docs/ai.md "Empire of the Sun"): its own hand, its own face-down Future
//! Offensive, both discard piles, the removed cards, the map and the tracks, and the sizes of the other
//! hand and of both draw piles. Hidden from it: the other side's hand and face-down Future Offensive
//! (7.29), the order of both draw piles (4.14), and the dice to come.
//!
//! A sample deals the other side's hidden cards again from the pool of the cards it cannot see — that
//! side's draw pile, hand and Future Offensive together — and shuffles its own draw pile. The pool is
//! sorted before it is shuffled, so a sample depends only on which cards are unseen, never on where they
//! really are: swapping the other hand with its draw pile changes no sample (tests/empire_of_the_sun/ai.rs).

use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::state::{idx, side_of, CardNo, State};
use crate::{Rng, Seat};

/// `state` with everything `seat` may not see drawn again from `rng`.
pub fn determinize(state: &State, seat: Seat, rng: &mut Rng) -> State {
    let mut t = state.clone();
    let me = side_of(seat);
    for side in [Side::Japanese, Side::Allied] {
        let c = &mut t.cards[idx(side)];
        let theirs = side != me;
        let mut pool: Vec<CardNo> = c.deck.clone();
        if theirs {
            pool.extend_from_slice(&c.hand);
            pool.extend(c.future.map(|(card, _)| card));
        }
        // Sorted first: the sample must not depend on where the unseen cards really are.
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        let deck = pool.split_off(pool.len() - c.deck.len());
        c.deck = deck;
        if theirs {
            if let Some((card, _)) = &mut c.future {
                *card = pool.pop().expect("the pool holds the face-down card");
            }
            pool.sort_unstable();
            c.hand = pool;
        }
    }
    // The dice to come: a position file's scripted dice are not known to the seat either.
    t.chance.script = Default::default();
    t.chance.set_rng(Rng::new(rng.next_u64()));
    t
}
