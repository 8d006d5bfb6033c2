//! The published scenarios ([5.1]; catalog::locked_scenarios): listed but locked with Sandtable's pack, started
//! by an owner's pack that carries one under its catalog id — here a test pack that gives BALTAP Baltic Gate's
//! rows (the real set-up is the Playbook's, which Sandtable does not ship).

use engine::games::registry;
use engine::link;
use engine::packs::{ImportedPack, Library};
use engine::PackRef;

/// The built-in files with every row of `from` in scenarios.tsv, setup.tsv and victory.tsv copied as `to`.
fn owner_pack(from: &str, to: &str) -> ImportedPack {
    let (_, files) = registry().get("nato").unwrap().builtin_pack().unwrap();
    let files = files
        .into_iter()
        .map(|(name, text)| {
            let mut out = text.to_string();
            if matches!(name, "scenarios.tsv" | "setup.tsv" | "victory.tsv") {
                for line in text.lines().filter(|l| l.split('\t').next() == Some(from)) {
                    out.push_str(&line.replacen(from, to, 1));
                    out.push('\n');
                }
            }
            (name.to_string(), out)
        })
        .collect();
    ImportedPack { game: "nato".into(), name: "owner".into(), files }
}

#[test]
fn a_published_scenario_is_locked_with_sandtables_pack_and_says_why() {
    let entry = registry().get("nato").unwrap();
    let (builtin, files) = entry.builtin_pack().unwrap();
    let pack = ImportedPack { game: "nato".into(), name: builtin.name, files: files.iter().map(|(n, t)| (n.to_string(), t.to_string())).collect() };
    assert!(entry.unlocked_scenarios(&pack).is_empty(), "Sandtable's pack unlocks no published scenario");
    let header = entry.header(Some("baltap"), 1).expect("a published id is a scenario of the game");
    let Err(e) = entry.start(header, &Library::default()) else { panic!("BALTAP started on Sandtable's pack") };
    assert!(e.0.contains("no scenario 'baltap'"), "{}", e.0);
    assert!(entry.header(Some("fulda_gap"), 1).is_err(), "an id neither listed nor published is refused");
}

#[test]
fn an_owners_pack_with_baltap_starts_it_and_its_link_keeps_the_scenario() {
    let entry = registry().get("nato").unwrap();
    let pack = owner_pack("baltic_gate", "baltap");
    let r: PackRef = entry.check_pack(&pack).unwrap_or_else(|e| panic!("the owner's pack is refused: {e:?}"));
    assert_eq!(entry.unlocked_scenarios(&pack), ["baltap"]);
    let mut library = Library::default();
    library.add(pack);
    let mut header = entry.header(Some("baltap"), 7).unwrap();
    header.pack = Some(r);
    let m = entry.start(header, &library).unwrap_or_else(|e| panic!("BALTAP did not start: {}", e.0));
    assert_eq!(m.record().header.scenario, "baltap");
    let l = link::write(m.as_ref());
    let back = link::read(&l, registry(), &library).unwrap();
    assert_eq!(&back, m.record(), "the link names BALTAP (after the listed scenarios), not Baltic Gate");
    assert!(registry().load(&back, &library).is_ok());
}
