//! Dice faces (the shell's die widget, `app::msg::die`): where the pips of each face of a six-sided die
//! sit on its 16 × 16 face. Plain Rust, tested natively: every pip lies inside the face's rounded box.

/// The face's size and inset of its box (the box is drawn from `INSET` to `SIZE - INSET`).
pub const SIZE: f64 = 16.0;
pub const INSET: f64 = 0.5;
/// A pip's radius.
pub const PIP: f64 = 1.55;

/// The centres of the pips of face `n` (1–6); none for another number (a ten-sided die shows its
/// number instead). Pips sit on a 3 × 3 grid at 4, 8 and 12.
pub fn pips(n: u8) -> Vec<(f64, f64)> {
    let grid: &[(u8, u8)] = match n {
        1 => &[(1, 1)],
        2 => &[(0, 0), (2, 2)],
        3 => &[(0, 0), (1, 1), (2, 2)],
        4 => &[(0, 0), (2, 0), (0, 2), (2, 2)],
        5 => &[(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6 => &[(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
        _ => &[],
    };
    grid.iter().map(|&(x, y)| (4.0 + f64::from(x) * 4.0, 4.0 + f64::from(y) * 4.0)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_face_shows_its_number_of_pips_inside_its_box() {
        for n in 1..=6u8 {
            let p = pips(n);
            assert_eq!(p.len(), n as usize, "face {n}");
            for &(x, y) in &p {
                for c in [x, y] {
                    assert!(c - PIP >= INSET + 1.0 && c + PIP <= SIZE - INSET - 1.0, "face {n}: a pip at ({x}, {y}) leaves the box");
                }
            }
            // No two pips overlap.
            for (i, a) in p.iter().enumerate() {
                for b in &p[i + 1..] {
                    assert!(((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt() > 2.0 * PIP, "face {n}");
                }
            }
        }
        assert!(pips(0).is_empty() && pips(7).is_empty(), "a ten-sided die's numbers have no pips");
    }
}
