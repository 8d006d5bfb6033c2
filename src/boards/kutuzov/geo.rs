//! Where the map draws each space: the pack's real coordinates (`lat`, `lon` in spaces.tsv) on a plain
//! equirectangular projection, scaled at the middle latitude of the theatre (about 54° N), so that
//! the map keeps the shape of 1812 Eastern Europe. A space without coordinates (the unknown eleventh
//! zone) goes in the lower left corner. Plain Rust, tested natively.

use engine::games::kutuzov::data::KutData;

/// Board units per degree of latitude.
pub const K: f64 = 100.0;
/// The top left corner of the board, in degrees.
const NORTH: f64 = 61.9;
const WEST: f64 = 17.6;
/// cos(54°): a degree of longitude is this much of a degree of latitude.
const COS_LAT: f64 = 0.588;
/// The board's size in units (to 45.3° E and 46.4° N).
pub const W: f64 = (45.3 - WEST) * COS_LAT * K;
pub const H: f64 = (NORTH - 46.4) * K;

pub fn project(lat: f64, lon: f64) -> (f64, f64) {
    ((lon - WEST) * COS_LAT * K, (NORTH - lat) * K)
}

/// Each space's point on the board, by space id.
pub fn positions(d: &KutData) -> Vec<(f64, f64)> {
    d.spaces
        .iter()
        .map(|s| if s.lat == 0.0 && s.lon == 0.0 { (60.0, H - 60.0) } else { project(s.lat as f64, s.lon as f64) })
        .collect()
}

/// The Powers' keys in seat order (FN, R1, FS, R2) and the contingents' (fn, pru, fs, aut, r1, r2).
pub use engine::games::kutuzov::data::{CONTINGENT_KEYS, POWER_KEYS};

/// The contingents a Power commands (KUT 1.5): French Northern with the Prussians, French Southern with
/// the Austrians.
pub fn contingents_of(power: usize) -> &'static [usize] {
    match power {
        0 => &[0, 1],
        1 => &[4],
        2 => &[2, 3],
        _ => &[5],
    }
}

/// A leader's short name for a counter: the first word of his name ("Barclay de Tolly" → "Barclay").
pub fn short_name(name: &str) -> &str {
    name.split(' ').next().unwrap_or(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_space_lies_on_the_board_and_apart() {
        let d = engine::games::kutuzov::data::builtin();
        let p = positions(&d);
        assert_eq!(p.len(), d.spaces.len());
        for (i, &(x, y)) in p.iter().enumerate() {
            assert!(x > 20.0 && x < W - 20.0 && y > 20.0 && y < H - 20.0, "{} at {x},{y}", d.spaces[i].key);
            for (j, &(a, b)) in p.iter().enumerate().skip(i + 1) {
                let dist = ((x - a).powi(2) + (y - b).powi(2)).sqrt();
                assert!(dist > 30.0, "{} and {} are {dist:.0} apart", d.spaces[i].key, d.spaces[j].key);
            }
        }
    }

    #[test]
    fn every_contingent_has_one_power() {
        let mut all: Vec<usize> = (0..4).flat_map(|p| contingents_of(p).to_vec()).collect();
        all.sort();
        assert_eq!(all, [0, 1, 2, 3, 4, 5]);
        for (c, &(p, _)) in engine::games::kutuzov::data::CONTINGENTS.iter().enumerate() {
            assert!(contingents_of(p as usize).contains(&c));
        }
        assert_eq!(short_name("Barclay de Tolly"), "Barclay");
    }
}
