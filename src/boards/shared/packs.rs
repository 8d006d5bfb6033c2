//! The data packs of the matches a page has shown, kept for the page's life (few: one per pack hash), so
//! that a board's view can hold `&'static` references to its map and counters.

use std::any::Any;
use std::cell::RefCell;
use std::sync::Arc;

thread_local! {
    static PACKS: RefCell<Vec<(String, &'static dyn Any)>> = const { RefCell::new(vec![]) };
}

/// The pack `d` (its hash `hash`), kept: the same reference for every later view of the same pack.
pub fn keep<T: Send + Sync + 'static>(hash: &str, d: &Arc<T>) -> &'static Arc<T> {
    PACKS.with(|p| {
        let mut p = p.borrow_mut();
        let kept: Option<&'static dyn Any> = p.iter().find(|(h, x)| h == hash && x.is::<Arc<T>>()).map(|(_, x)| *x);
        if let Some(x) = kept.and_then(|x| x.downcast_ref::<Arc<T>>()) {
            return x;
        }
        let leaked: &'static Arc<T> = Box::leak(Box::new(d.clone()));
        p.push((hash.to_string(), leaked));
        leaked
    })
}
