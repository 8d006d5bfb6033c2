//! Parts the games share (DESIGN.md "Layout"), each grown out of a game that needed it and shaped to what
//! the games use: scripted chance, the step stack and its driver, component tables, decks, point-to-point
//! maps, hex grids and odds. A module holds only what some game uses; the next game adds what it needs
//! when it comes. Each module has its own tests, imports no game, and ends its top comment with the games
//! that use it (`Used by: …`), which a test below checks against the game folders.

pub mod chance;
pub mod deck;
pub mod graph;
pub mod hex;
pub mod kept;
pub mod odds;
pub mod pack_hash;
pub mod position;
pub mod rows;
pub mod sort;
pub mod steps;
pub mod table;

#[cfg(test)]
mod tests {
    //! Each kit module's `Used by:` line names exactly the games whose folder (`engine/src/games/<game>/`)
    //! refers to `kit::<module>`: a listed game uses it, and a game that uses it is listed.

    use std::collections::{BTreeMap, BTreeSet};
    use std::path::{Path, PathBuf};

    fn src() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
    }

    fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                rust_files(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }

    /// The source without comments (`//…` to the end of the line, `/* … */`), so a doc comment that
    /// mentions a module is not a use of it.
    fn code(text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(i) = rest.find('/') {
            out.push_str(&rest[..i]);
            let tail = &rest[i..];
            if tail.starts_with("//") {
                rest = tail.find('\n').map_or("", |n| &tail[n..]);
            } else if tail.starts_with("/*") {
                rest = tail.find("*/").map_or("", |n| &tail[n + 2..]);
            } else {
                out.push('/');
                rest = &tail[1..];
            }
        }
        out.push_str(rest);
        out
    }

    fn ident(s: &str) -> &str {
        let end = s.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(s.len());
        &s[..end]
    }

    /// The kit modules a piece of code refers to: `kit::deck`, `kit::{deck, graph::Graph}`.
    fn kit_modules(code: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        for (i, _) in code.match_indices("kit::") {
            let before = code[..i].chars().next_back();
            if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
                continue;
            }
            let after = &code[i + "kit::".len()..];
            if let Some(group) = after.strip_prefix('{') {
                let (mut depth, mut item) = (0, String::new());
                for c in group.chars() {
                    match c {
                        '{' => depth += 1,
                        '}' if depth == 0 => break,
                        '}' => depth -= 1,
                        ',' if depth == 0 => {
                            out.insert(ident(item.trim()).to_string());
                            item.clear();
                            continue;
                        }
                        _ => {}
                    }
                    item.push(c);
                }
                out.insert(ident(item.trim()).to_string());
            } else {
                out.insert(ident(after).to_string());
            }
        }
        out.retain(|m| !m.is_empty() && m != "self");
        out
    }

    /// `empire_of_the_sun` and "Empire of the Sun" name the same game.
    fn same_game(folder: &str, name: &str) -> bool {
        folder.eq_ignore_ascii_case(&name.trim().replace(' ', "_"))
    }

    #[test]
    fn every_kit_module_names_the_games_that_use_it() {
        let kit = src().join("kit");
        let mut modules: BTreeMap<String, Vec<String>> = BTreeMap::new();
        let mut to_come: BTreeMap<String, Vec<String>> = BTreeMap::new();
        let declared = code(&std::fs::read_to_string(kit.join("mod.rs")).unwrap());
        for line in declared.lines() {
            if let Some(name) = line.trim().strip_prefix("pub mod ").and_then(|l| l.strip_suffix(';')) {
                let text = std::fs::read_to_string(kit.join(format!("{name}.rs"))).unwrap_or_else(|e| panic!("kit/{name}.rs: {e}"));
                let top: Vec<&str> = text.lines().take_while(|l| l.starts_with("//!")).collect();
                let last = top.last().copied().unwrap_or_default();
                let users = last
                    .strip_prefix("//! Used by:")
                    .unwrap_or_else(|| panic!("kit/{name}.rs: its top comment must end with a line `//! Used by: <games>`, not {last:?}"));
                // `to come: <games>` names the games whose engines are being written on it: they need not
                // use it yet, but must be game folders.
                let (users, coming) = match users.trim().strip_prefix("to come:") {
                    Some(c) => ("", c),
                    None => (users, ""),
                };
                let list = |s: &str| s.split(',').map(|u| u.trim().to_string()).filter(|u| !u.is_empty()).collect::<Vec<_>>();
                let (users, coming) = (list(users), list(coming));
                assert!(!users.is_empty() || !coming.is_empty(), "kit/{name}.rs is used by no game: the kit holds only what games use");
                to_come.insert(name.to_string(), coming);
                modules.insert(name.to_string(), users);
            }
        }
        let mut files = vec![];
        for entry in std::fs::read_dir(&kit).unwrap() {
            let path = entry.unwrap().path();
            let stem = path.file_stem().unwrap().to_string_lossy().to_string();
            if stem != "mod" {
                files.push(stem);
            }
        }
        files.sort();
        assert_eq!(files, modules.keys().cloned().collect::<Vec<_>>(), "every file of kit/ is a module declared in kit/mod.rs");

        let mut games: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for entry in std::fs::read_dir(src().join("games")).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                let mut sources = vec![];
                rust_files(&path, &mut sources);
                let used = sources.iter().flat_map(|f| kit_modules(&code(&std::fs::read_to_string(f).unwrap()))).collect();
                games.insert(path.file_name().unwrap().to_string_lossy().to_string(), used);
            }
        }
        assert!(games.len() >= 2, "the game folders were not found: {games:?}");

        let mut problems = vec![];
        for (game, used) in &games {
            for m in used {
                let coming = to_come.get(m).is_some_and(|c| c.iter().any(|u| same_game(game, u)));
                match modules.get(m) {
                    None => problems.push(format!("{game} refers to kit::{m}, which is not a kit module")),
                    Some(users) if !coming && !users.iter().any(|u| same_game(game, u)) => {
                        problems.push(format!("kit/{m}.rs: {game} uses it but its `Used by:` line does not list it"))
                    }
                    Some(_) => {}
                }
            }
        }
        for (m, users) in &modules {
            for u in users {
                match games.iter().find(|(g, _)| same_game(g, u)) {
                    None => problems.push(format!("kit/{m}.rs lists {u:?}, which is no folder of engine/src/games/")),
                    Some((g, used)) if !used.contains(m) => problems.push(format!("kit/{m}.rs lists {u:?}, but {g}/ never refers to kit::{m}")),
                    Some(_) => {}
                }
            }
        }
        for (m, coming) in &to_come {
            for u in coming {
                if !games.keys().any(|g| same_game(g, u)) {
                    problems.push(format!("kit/{m}.rs names {u:?} to come, which is no folder of engine/src/games/"));
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn uses_are_read_from_paths_and_groups_not_comments() {
        let text = "use crate::kit::{steps::{self, Stack}, chance::Chance};\n// kit::hex in a comment\nfn f(e: crate::kit::table::Errors) {}\n/* kit::graph */ let x = mykit::deck;";
        let found: Vec<String> = kit_modules(&code(text)).into_iter().collect();
        assert_eq!(found, ["chance", "steps", "table"]);
        assert!(same_game("empire_of_the_sun", "Empire of the Sun"));
        assert!(!same_game("twilight_struggle", "Empire of the Sun"));
    }
}
