//! What the hex and point-to-point boards (Kutuzov, Downfall, NATO) share: the page's layout with its
//! phone arrangement and side tabs (`layout`), the decision panel's buttons, chip groups and odds
//! (`decide`), the map's frame with pan, zoom, fit and its controls (`map`), and the packs a page keeps
//! (`packs`). Each board keeps only what its game needs: its tracks, its map's layers, its facts.

pub mod decide;
pub mod layout;
pub mod map;
pub mod packs;
