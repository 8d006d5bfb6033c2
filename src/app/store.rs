//! localStorage, with every failure turned into a value: a full or disabled storage never stops play.

use crate::i18n::Lang;
use crate::saves::{self, Broken, Save, LANG_KEY, SAVE_PREFIX};

fn storage() -> Result<web_sys::Storage, String> {
    match super::dom::window().local_storage() {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err("this browser has no local storage".into()),
        Err(_) => Err("local storage is disabled in this browser".into()),
    }
}

/// Whether storage can be written now (probes with a tiny write).
pub fn available() -> bool {
    let Ok(s) = storage() else { return false };
    let probe = "sandtable.probe";
    let ok = s.set_item(probe, "1").is_ok();
    let _ = s.remove_item(probe);
    ok
}

/// Every save entry, sorted into readable saves (newest first) and broken ones.
pub fn list() -> (Vec<Save>, Vec<Broken>) {
    let Ok(s) = storage() else { return (vec![], vec![]) };
    let n = s.length().unwrap_or(0);
    let mut entries = vec![];
    for i in 0..n {
        if let Ok(Some(key)) = s.key(i) {
            if key.starts_with(SAVE_PREFIX) {
                if let Ok(Some(raw)) = s.get_item(&key) {
                    entries.push((key, raw));
                }
            }
        }
    }
    saves::sort_entries(entries)
}

/// One save by id: `None` when absent, `Err` when present but unreadable.
pub fn get(id: &str) -> Option<Result<Save, String>> {
    let s = storage().ok()?;
    let key = format!("{SAVE_PREFIX}{id}");
    let raw = s.get_item(&key).ok()??;
    Some(Save::from_json(&key, &raw))
}

/// Writes a save. `Err` means the browser refused (quota, disabled): the caller tells the player.
pub fn put(save: &Save) -> Result<(), String> {
    storage()?.set_item(&save.key(), &save.to_json()).map_err(|_| "the browser refused to store the game".to_string())
}

pub fn remove(key: &str) {
    if key.starts_with(SAVE_PREFIX) {
        if let Ok(s) = storage() {
            let _ = s.remove_item(key);
        }
    }
}

pub fn lang() -> Option<Lang> {
    storage().ok()?.get_item(LANG_KEY).ok()?.as_deref().and_then(Lang::from_code)
}

pub fn set_lang(lang: Lang) {
    if let Ok(s) = storage() {
        let _ = s.set_item(LANG_KEY, lang.code());
    }
}

/// A small setting (the last game played: src/boot.js reads it). Failures are ignored: it is a hint.
pub fn set_raw(key: &str, value: &str) {
    if let Ok(s) = storage() {
        let _ = s.set_item(key, value);
    }
}
