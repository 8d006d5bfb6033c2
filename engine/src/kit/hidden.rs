//! Hidden-hand views: what one seat may see of something another seat owns.
//!
//! Serves DESIGN.md "Hidden information": a view never contains the other seat's secrets. Twilight
//! Struggle's and Empire of the Sun's hands and held cards, a headline card before it is revealed, and
//! Kutuzov's or NATO's hidden unit values are shown to their owner only; everyone else sees a count. A
//! viewer of `None` is the whole table (an omniscient tool such as a replay or the command line).

use serde::{Deserialize, Serialize};

/// `value` when `viewer` may see what `owner` holds (the owner, or `None`: everything), else `None`.
pub fn seen<T: Clone>(owner: usize, viewer: Option<usize>, value: &T) -> Option<T> {
    match viewer {
        None => Some(value.clone()),
        Some(v) if v == owner => Some(value.clone()),
        Some(_) => None,
    }
}

/// A hand as one viewer sees it: its cards when the viewer may see them, and always how many there are.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandView<C> {
    /// `None` when hidden from this viewer.
    pub cards: Option<Vec<C>>,
    pub count: usize,
}

impl<C: Clone> HandView<C> {
    /// The view of `owner`'s `hand` for `viewer`.
    pub fn new(hand: &[C], owner: usize, viewer: Option<usize>) -> Self {
        HandView { cards: seen(owner, viewer, &hand).map(|cards| cards.to_vec()), count: hand.len() }
    }

    /// A hand seen only as a count (a pile whose cards nobody may see, such as a draw pile).
    pub fn hidden(count: usize) -> Self {
        HandView { cards: None, count }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_owner_and_the_table_see_the_value() {
        assert_eq!(seen(0, Some(0), &7), Some(7));
        assert_eq!(seen(0, None, &7), Some(7));
        assert_eq!(seen(0, Some(1), &7), None);
    }

    #[test]
    fn the_other_seat_gets_a_count_and_no_card() {
        let hand: Vec<u16> = vec![101, 202, 303];
        let theirs = HandView::new(&hand, 1, Some(0));
        assert_eq!(theirs, HandView { cards: None, count: 3 });
        let json = serde_json::to_string(&theirs).unwrap();
        for card in &hand {
            assert!(!json.contains(&card.to_string()), "{json} shows card {card}");
        }
        assert_eq!(json, r#"{"cards":null,"count":3}"#);

        let mine = HandView::new(&hand, 1, Some(1));
        assert_eq!(mine.cards.as_deref(), Some(&hand[..]));
        assert_eq!(HandView::new(&hand, 1, None), mine);
        assert_eq!(HandView::<u16>::hidden(3), theirs);
    }
}
