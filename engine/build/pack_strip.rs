//! A built-in pack (Empire of the Sun's, Downfall's, NATO's) as the web bundle embeds it: the same tables
//! without their notes.
//! Shared by engine/build.rs (which writes the stripped files for wasm32 builds) and a test of the pack
//! (which checks the stripped pack reads as the same game). docs/web-size.md has the measurements.
//!
//! Every row of a table ends with its `source` (where the row comes from, in words) and every file opens
//! with `#` lines explaining it: about half of the pack's compressed weight, read only by the component
//! viewer (its provenance lines and counts) and by whoever downloads the pack. The web bundle keeps each
//! source's kind (`seed L`, `public:`, `geography`, `reconstructed:`, `owner:`), which is all the rules'
//! readers check, and fetches the whole pack when a page shows or downloads it.

/// The kinds a `source` cell may start with (kit::table::Provenance, and NATO's `seed [case]` where the
/// booklet's rule text rather than one line fixes a value: games/nato/data.rs `source`), longest first.
const KINDS: [&str; 7] = ["public fact:", "reconstructed:", "geography", "public:", "seed L", "seed [", "owner:"];

/// `text` with its `#` lines emptied, each row's last cell (its source) cut to the kind it starts with.
pub fn strip_notes(text: &str) -> String {
    let mut out = String::with_capacity(text.len() / 2);
    let mut header = true;
    for line in text.lines() {
        if line.starts_with('#') {
            // An empty line in its place: the rows keep their line numbers (errors and the data cite them).
            out.push('\n');
            continue;
        }
        if line.trim().is_empty() || header {
            header &= line.trim().is_empty();
            out.push_str(line);
            out.push('\n');
            continue;
        }
        match line.rfind('\t') {
            Some(at) => {
                let source = line[at + 1..].trim();
                let kind = KINDS.iter().find(|k| source.starts_with(*k)).copied().unwrap_or(source);
                out.push_str(&line[..at + 1]);
                out.push_str(kind);
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}
