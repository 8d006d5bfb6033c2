//! A bounded numeric track: a marker on a printed track that cannot leave its ends.
//!
//! Serves the games' tracks and gauges: Twilight Struggle's victory points (−20…+20) and DEFCON (1…5),
//! Empire of the Sun's political will, Kutuzov's and NATO's level tracks. A move past an end stops at the
//! end, and the movement actually made is returned so the log and the rules that count it ("gains 2 VP")
//! use the real change. Reaching an end (`at_min`, `at_max`) is what many rules test (DEFCON 1, a VP win).

use serde::{Deserialize, Serialize};

/// A marker at `value` on a track from `min` to `max` (both included).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Track {
    pub value: i32,
    pub min: i32,
    pub max: i32,
}

impl Track {
    /// A track from `min` to `max` with the marker at `value` (put on the nearest end if outside).
    pub fn new(value: i32, min: i32, max: i32) -> Self {
        assert!(min <= max, "a track from {min} to {max}");
        let mut t = Track { value: min, min, max };
        t.set(value);
        t
    }

    /// `value` kept within the ends. Never panics, even on a track read with `min > max` (then `max` wins).
    fn clamp(&self, value: i32) -> i32 {
        value.max(self.min).min(self.max)
    }

    /// Moves the marker by `delta`, stopping at an end; returns how far it actually moved (signed).
    pub fn shift(&mut self, delta: i32) -> i32 {
        let before = self.value;
        self.value = self.clamp(self.value.saturating_add(delta));
        self.value.saturating_sub(before)
    }

    /// Puts the marker at `value`, or at the nearest end; returns how far it actually moved (signed).
    pub fn set(&mut self, value: i32) -> i32 {
        let before = self.value;
        self.value = self.clamp(value);
        self.value.saturating_sub(before)
    }

    pub fn at_min(&self) -> bool {
        self.value <= self.min
    }

    pub fn at_max(&self) -> bool {
        self.value >= self.max
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shift_stops_at_the_ends_and_reports_the_real_movement() {
        let mut defcon = Track::new(5, 1, 5);
        assert!(defcon.at_max());
        assert_eq!(defcon.shift(1), 0);
        assert_eq!(defcon.shift(-3), -3);
        assert_eq!(defcon.value, 2);
        assert_eq!(defcon.shift(-4), -1);
        assert!(defcon.at_min());
        assert_eq!(defcon.shift(i32::MAX), 4, "no overflow");
        assert_eq!(defcon.shift(i32::MIN), -4);
    }

    #[test]
    fn set_clamps_too() {
        let mut vp = Track::new(0, -20, 20);
        assert_eq!(vp.set(25), 20);
        assert_eq!(vp.value, 20);
        assert_eq!(vp.set(-3), -23);
        assert_eq!(Track::new(99, 0, 10).value, 10);
        assert!(!vp.at_min() && !vp.at_max());
    }

    #[test]
    fn serde_round_trip() {
        let t = Track::new(3, 1, 5);
        let json = serde_json::to_string(&t).unwrap();
        assert_eq!(json, r#"{"value":3,"min":1,"max":5}"#);
        assert_eq!(serde_json::from_str::<Track>(&json).unwrap(), t);
    }

    #[test]
    fn a_bad_track_read_from_a_file_does_not_panic() {
        let mut t: Track = serde_json::from_str(r#"{"value":3,"min":5,"max":1}"#).unwrap();
        t.shift(2);
        assert_eq!(t.value, 1);
    }
}
