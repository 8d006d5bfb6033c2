//! A data pack's content hash, so a record can name the exact pack it was played with. Dependency-free
//! (only `std`): engine/build.rs includes this file by `#[path]` to hash the built-in Empire of the Sun
//! pack at build time, and the engine hashes every pack with the same function, so the two cannot drift.
//! Used by: Twilight Struggle, Empire of the Sun

/// FNV-1a (64 bits, hex) over each file's name and text, in the given order. The same on every platform.
pub fn pack_hash<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            h = (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3);
        }
    };
    for (name, text) in files {
        eat(name.as_bytes());
        eat(&[0]);
        // Line ends do not change a pack: a file saved on Windows hashes as the same pack.
        eat(text.replace("\r\n", "\n").as_bytes());
        eat(&[0]);
    }
    format!("{h:016x}")
}

#[cfg(test)]
mod tests {
    use super::pack_hash;

    #[test]
    fn names_order_and_line_ends() {
        let a = pack_hash([("a.tsv", "x\ty\n"), ("b.tsv", "1\n")]);
        assert_eq!(a.len(), 16);
        // Line ends do not count; the file names, their order and the text do.
        assert_eq!(a, pack_hash([("a.tsv", "x\ty\r\n"), ("b.tsv", "1\r\n")]));
        assert_ne!(a, pack_hash([("b.tsv", "1\n"), ("a.tsv", "x\ty\n")]));
        assert_ne!(a, pack_hash([("c.tsv", "x\ty\n"), ("b.tsv", "1\n")]));
        assert_ne!(a, pack_hash([("a.tsv", "x\ty\n"), ("b.tsv", "2\n")]));
        // The separator keeps a name from running into its text.
        assert_ne!(pack_hash([("ab", "c")]), pack_hash([("a", "bc")]));
        // The empty pack: FNV-1a's offset basis.
        assert_eq!(pack_hash([]), "cbf29ce484222325");
    }
}
