//! Small statistics for the arena: the Wilson score interval of a win rate, and quantiles.

/// The Wilson score interval (95%: z = 1.96) of `wins` successes in `n` trials, as (low, high).
pub fn wilson(wins: f64, n: f64, z: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let p = wins / n;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z * ((p * (1.0 - p) + z2 / (4.0 * n)) / n).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The `q` quantile (0–1) of `values` (nearest rank); 0 for none.
pub fn quantile(values: &[f64], q: f64) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    let mut v = values.to_vec();
    v.sort_by(|a, b| a.total_cmp(b));
    let rank = ((q * v.len() as f64).ceil() as usize).clamp(1, v.len());
    v[rank - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_known_values() {
        let (lo, hi) = wilson(80.0, 100.0, 1.96);
        assert!((lo - 0.7112).abs() < 1e-3 && (hi - 0.8666).abs() < 1e-3, "{lo} {hi}");
        let (lo, hi) = wilson(0.0, 10.0, 1.96);
        assert!(lo == 0.0 && (hi - 0.2775).abs() < 1e-3);
    }

    #[test]
    fn quantiles_by_nearest_rank() {
        let v: Vec<f64> = (1..=100).map(|x| x as f64).collect();
        assert_eq!(quantile(&v, 0.5), 50.0);
        assert_eq!(quantile(&v, 0.95), 95.0);
        assert_eq!(quantile(&[], 0.5), 0.0);
    }
}
