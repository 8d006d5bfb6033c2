//! Mixed-radix coding of a game's action indices: the k-th action is one of `n_k` legal actions, so the
//! whole list is the number Σ i_k · Π_{j<k} n_j, written in as few bytes as that number needs. This is the
//! information bound of a record (Σ log2 n_k bits) up to the last byte; a forced move (n = 1) costs
//! nothing. The replay knows every n_k, so decoding peels the indices off in order.

/// An unsigned big number, little-endian 32-bit limbs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Big(Vec<u32>);

impl Big {
    /// `self = self * m + a`.
    pub fn mul_add(&mut self, m: u32, a: u32) {
        let mut carry = a as u64;
        for limb in self.0.iter_mut() {
            let v = *limb as u64 * m as u64 + carry;
            *limb = v as u32;
            carry = v >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    /// `self /= d`, returning the remainder (d > 0).
    pub fn div_rem(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let v = (rem << 32) | *limb as u64;
            *limb = (v / d as u64) as u32;
            rem = v % d as u64;
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        rem as u32
    }

    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }

    /// Little-endian bytes, without trailing zero bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out: Vec<u8> = self.0.iter().flat_map(|l| l.to_le_bytes()).collect();
        while out.last() == Some(&0) {
            out.pop();
        }
        out
    }

    pub fn from_bytes(bytes: &[u8]) -> Big {
        let mut limbs: Vec<u32> = bytes
            .chunks(4)
            .map(|c| {
                let mut b = [0u8; 4];
                b[..c.len()].copy_from_slice(c);
                u32::from_le_bytes(b)
            })
            .collect();
        while limbs.last() == Some(&0) {
            limbs.pop();
        }
        Big(limbs)
    }
}

/// Codes indices `i_k < n_k` (pairs `(i_k, n_k)` in play order) as one number.
pub fn encode(choices: &[(u32, u32)]) -> Vec<u8> {
    let mut v = Big::default();
    for &(i, n) in choices.iter().rev() {
        debug_assert!(i < n, "index {i} of {n}");
        v.mul_add(n.max(1), i);
    }
    v.to_bytes()
}

/// The number of bits the information bound gives for these list sizes: Σ log2 n_k.
pub fn bound_bits(sizes: impl IntoIterator<Item = u32>) -> f64 {
    sizes.into_iter().map(|n| (n.max(1) as f64).log2()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_round_trip() {
        let choices: Vec<(u32, u32)> = (0..600).map(|k| ((k * 7919) % (k % 37 + 1), k % 37 + 1)).collect();
        let bytes = encode(&choices);
        let mut v = Big::from_bytes(&bytes);
        for &(i, n) in &choices {
            assert_eq!(v.div_rem(n), i);
        }
        assert!(v.is_zero());
        let bits = bound_bits(choices.iter().map(|c| c.1));
        assert!((bytes.len() as f64) <= bits / 8.0 + 1.0, "{} bytes for {bits} bits", bytes.len());
    }

    #[test]
    fn forced_moves_cost_nothing() {
        assert!(encode(&[(0, 1); 50]).is_empty());
        assert_eq!(encode(&[(1, 2), (0, 1), (1, 2)]), vec![3]);
    }
}
