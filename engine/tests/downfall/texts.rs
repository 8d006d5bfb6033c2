//! Every message id the rules emit (`"df.…"` in the game's source) is in the catalog, in English and
//! Korean, and no id is listed twice.

use engine::games::downfall::Downfall;
use engine::Game;

#[test]
fn every_message_is_in_both_languages() {
    let texts = Downfall::texts();
    let mut ids: Vec<&str> = texts.iter().map(|(id, _, _)| *id).collect();
    for (id, en, ko) in texts {
        assert!(!en.is_empty() && !ko.is_empty(), "{id}");
    }
    let n = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(n, ids.len(), "an id twice");
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/games/downfall");
    let mut missing = vec![];
    for f in std::fs::read_dir(dir).unwrap().flatten() {
        let p = f.path();
        if p.extension().is_none_or(|e| e != "rs") || p.ends_with("text.rs") {
            continue;
        }
        let src = std::fs::read_to_string(&p).unwrap();
        for part in src.split('"').skip(1).step_by(2) {
            if let Some(rest) = part.strip_prefix("df.") {
                if rest.contains('{') || rest.ends_with('.') {
                    continue; // a formatted family (df.order.{}, df.weather.{}): checked below
                }
                let log = format!("log.{part}");
                if !ids.contains(&part) && !ids.contains(&log.as_str()) {
                    missing.push(part.to_string());
                }
            }
        }
    }
    for family in ["df.order.", "df.weather.", "df.ideology.", "df.scenario."] {
        assert!(ids.iter().any(|i| i.starts_with(family)), "{family}");
    }
    for o in ["redeploy", "attack", "redeploy_attack", "attack_redeploy", "hq", "recruit", "mechanize", "partisan_warfare", "strategic_warfare", "material_shortages", "command_failure"] {
        assert!(ids.contains(&format!("df.order.{o}").as_str()), "{o}");
    }
    for sc in Downfall::meta().scenarios {
        assert!(ids.contains(&format!("df.scenario.{}", sc.id).as_str()), "{}", sc.id);
    }
    for r in ["df_vp10", "df_surrender", "df_surrender_draw", "df_turn8", "df_turn8_draw"] {
        assert!(ids.contains(&format!("outcome.{r}").as_str()), "{r}");
    }
    assert!(missing.is_empty(), "not in the catalog: {missing:?}");
}
