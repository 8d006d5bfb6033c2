//! The data pack as the engine reads it (KUT 1.2, 1.5, 1.6, 1.21), and a bad pack's messages.

use engine::games::kutuzov::data::{embedded_files, parse_pack, Kind, TSARIST};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

#[test]
fn the_map_keeps_the_seeds_facts() {
    let d = Kutuzov::builtin_data();
    let depots: Vec<&str> = d.spaces.iter().filter(|s| s.depot).map(|s| s.key.as_str()).collect();
    // KUT 1.21 (glossary): exactly six depots.
    assert_eq!(depots.len(), 6, "{depots:?}");
    for k in ["warsaw", "kiev", "moscow", "st-petersburg", "riga", "smolensk"] {
        assert!(depots.contains(&k), "{k} is a depot");
    }
    // KUT 1.21: Riga and Königsberg are strength-4 fortresses, Brest 2; every fortress is a Key.
    let f = |k: &str| d.spaces[d.space(k).unwrap() as usize].fortress;
    assert_eq!((f("riga"), f("konigsberg"), f("brest")), (4, 4, 2));
    assert!(d.spaces.iter().filter(|s| s.fortress > 0).all(|s| s.key_duchy));
    // KUT 19.3: Russia has 13 Key duchies.
    let russian_keys = d.spaces.iter().filter(|s| s.kind == Kind::Duchy && s.key_duchy && s.home.camp() == Some(TSARIST)).count();
    assert_eq!(russian_keys, 13);
    // KUT 1.23: spaces joined by one line are adjacent: Minsk–Lida are, Minsk–Volozhin are not.
    let adj = |a: &str, b: &str| d.graph.adjacent(d.space(a).unwrap(), d.space(b).unwrap());
    assert!(adj("minsk", "lida"));
    assert!(!adj("minsk", "volozhin"));
    assert!(adj("moscow", "borodino"), "KUT 1.22: Moscow–Borodino is a Clear line");
    assert!(adj("kiev", "konotop"), "KUT 1.22: Kiev–Konotop is a Rough line");
    // KUT 1.5: the counter mix, 43 SP for each Power's own nation, 17 Austrian, 8 Prussian.
    assert_eq!(d.mix_sp, [43, 8, 43, 17, 43, 43]);
    // KUT 1.6: Napoleon 5-8, Platov 2-4.
    let l = |k: &str| &d.leaders[d.leader(k).unwrap() as usize];
    assert_eq!((l("napoleon").battle, l("napoleon").command), (5, 8));
    assert_eq!((l("platov").battle, l("platov").command), (2, 4));
    // KUT 5.5: #84 is worth 5 CP.
    assert_eq!(d.card(84).unwrap().cp, Some(5));
    assert_eq!(d.cards.len(), 110);
}

#[test]
fn a_bad_pack_names_the_file_and_line() {
    let files = embedded_files();
    let spaces = files.iter().find(|f| f.0 == "spaces.tsv").unwrap().1;
    let bad = spaces.replacen("\tduchy\tPRU\t", "\tcastle\tPRU\t", 1);
    let line = bad.lines().position(|l| l.contains("\tcastle\t")).unwrap() + 1;
    let mut edited: Vec<(&str, &str)> = files.iter().map(|f| (f.0, f.1)).collect();
    for f in edited.iter_mut() {
        if f.0 == "spaces.tsv" {
            f.1 = &bad;
        }
    }
    let err = parse_pack("edited", &edited).err().expect("a bad kind is refused").to_string();
    assert!(err.contains(&format!("spaces.tsv line {line}")), "{err}");
    // A missing file and a missing constant are named, not a panic.
    let without: Vec<(&str, &str)> = files.iter().filter(|f| f.0 != "lines.tsv").map(|f| (f.0, f.1)).collect();
    let err = parse_pack("short", &without).err().expect("a missing file is refused").to_string();
    assert!(err.contains("lines.tsv"), "{err}");
    let constants = files.iter().find(|f| f.0 == "constants.tsv").unwrap().1;
    let no_rout: String = constants.lines().filter(|l| !l.starts_with("rout_margin\t")).map(|l| format!("{l}\n")).collect();
    let edited: Vec<(&str, &str)> = files.iter().map(|f| (f.0, if f.0 == "constants.tsv" { no_rout.as_str() } else { f.1 })).collect();
    let err = parse_pack("no-rout", &edited).err().expect("a missing constant is refused").to_string();
    assert!(err.contains("rout_margin"), "{err}");
}
