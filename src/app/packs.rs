//! Data packs an owner of the physical game imported (docs/data-packs.md): validated by the engine before
//! anything is stored, kept in localStorage as `sandtable.pack.<game>.<name>`, chosen on the new-game form,
//! and found when a record or a link names them. A broken pack is refused with every error, file and
//! line, and replaces nothing.


use engine::packs::{ImportedPack, Library};
use engine::PackRef;

pub const PACK_PREFIX: &str = "sandtable.pack.";

fn storage() -> Option<web_sys::Storage> {
    super::dom::window().local_storage().ok().flatten()
}

fn key(game: &str, name: &str) -> String {
    format!("{PACK_PREFIX}{game}.{name}")
}

/// Every stored pack (those that no longer read are left out; the engine checks them again on use).
pub fn stored() -> Vec<ImportedPack> {
    let Some(s) = storage() else { return vec![] };
    let n = s.length().unwrap_or(0);
    let mut out = vec![];
    for i in 0..n {
        if let Ok(Some(k)) = s.key(i) {
            if k.starts_with(PACK_PREFIX) {
                if let Some(p) = s.get_item(&k).ok().flatten().and_then(|raw| serde_json::from_str::<ImportedPack>(&raw).ok()) {
                    out.push(p);
                }
            }
        }
    }
    engine::kit::sort::sort_by(&mut out, |a, b| (&a.game, &a.name).cmp(&(&b.game, &b.name)));
    out
}

/// The packs at hand, for starting and opening games.
pub fn library() -> Library {
    let mut lib = Library::default();
    for p in stored() {
        lib.add(p);
    }
    lib
}

/// Validates a pack with its game's engine: its identity, or every problem with its file and line.
pub fn check(pack: &ImportedPack) -> Result<PackRef, Vec<String>> {
    let entry = engine::games::registry().get(&pack.game).map_err(|e| vec![e.0])?;
    entry.check_pack(pack)
}

/// Whether a pack of that name is stored for the game.
pub fn exists(game: &str, name: &str) -> bool {
    stored().iter().any(|p| p.game == game && p.name == name)
}

/// Validates a pack with its game's engine and, only if it is valid, stores it (replacing a pack of the
/// same name: the caller asks first). `Err` lists every problem, each with its file and line.
pub fn import(pack: ImportedPack) -> Result<PackRef, Vec<String>> {
    let r = check(&pack)?;
    let s = storage().ok_or_else(|| vec!["this browser has no local storage: the pack cannot be kept".to_string()])?;
    let json = serde_json::to_string(&pack).map_err(|e| vec![e.to_string()])?;
    s.set_item(&key(&pack.game, &pack.name), &json).map_err(|_| vec!["the browser refused to store the pack (storage full?)".to_string()])?;
    Ok(r)
}

pub fn remove(game: &str, name: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(&key(game, name));
    }
}

/// The tables of a zip file: every `.tsv` entry (stored or deflated), by its file name without folders,
/// as bytes (decoded by `engine::packs::decode`).
pub fn unzip(bytes: &[u8]) -> Result<Vec<(String, Vec<u8>)>, String> {
    // The end-of-central-directory record: the last "PK\x05\x06" (at most 64 KiB of comment after it).
    let eocd = (0..bytes.len().saturating_sub(21)).rev().find(|&i| bytes[i..i + 4] == [0x50, 0x4b, 0x05, 0x06]).ok_or("not a zip file")?;
    let u16_at = |i: usize| -> Result<usize, String> { bytes.get(i..i + 2).map(|b| u16::from_le_bytes([b[0], b[1]]) as usize).ok_or_else(|| "the zip file is cut off".to_string()) };
    let u32_at = |i: usize| -> Result<usize, String> {
        bytes.get(i..i + 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize).ok_or_else(|| "the zip file is cut off".to_string())
    };
    let count = u16_at(eocd + 10)?;
    let mut at = u32_at(eocd + 16)?;
    let mut out = vec![];
    for _ in 0..count {
        if bytes.get(at..at + 4) != Some(&[0x50, 0x4b, 0x01, 0x02]) {
            return Err("the zip file's directory is damaged".into());
        }
        let method = u16_at(at + 10)?;
        let size = u32_at(at + 20)?;
        let name_len = u16_at(at + 28)?;
        let extra_len = u16_at(at + 30)?;
        let comment_len = u16_at(at + 32)?;
        let local = u32_at(at + 42)?;
        let name = String::from_utf8_lossy(bytes.get(at + 46..at + 46 + name_len).ok_or("the zip file is cut off")?).to_string();
        at += 46 + name_len + extra_len + comment_len;
        let file = name.rsplit('/').next().unwrap_or(&name).to_string();
        if !file.ends_with(".tsv") {
            continue;
        }
        let local_name = u16_at(local + 26)?;
        let local_extra = u16_at(local + 28)?;
        let start = local + 30 + local_name + local_extra;
        let data = bytes.get(start..start + size).ok_or("the zip file is cut off")?;
        let raw = match method {
            0 => data.to_vec(),
            8 => miniz_oxide::inflate::decompress_to_vec_with_limit(data, 16 << 20).map_err(|_| format!("{file}: cannot be unpacked"))?,
            m => return Err(format!("{file}: packed with a method this app does not read ({m}); zip it again with the usual settings")),
        };
        out.push((file, raw));
    }
    if out.is_empty() {
        return Err("the zip file holds no .tsv table".into());
    }
    Ok(out)
}

/// A zip file of tables (stored, no compression): the built-in pack for an owner to download and edit.
pub fn zip(files: &[(&str, &str)]) -> Vec<u8> {
    let mut out = vec![];
    let mut central = vec![];
    for (name, text) in files {
        let data = text.as_bytes();
        let crc = crc32fast::hash(data);
        let offset = out.len() as u32;
        let header = |sig: u32, central: bool| {
            let mut h = vec![];
            h.extend(sig.to_le_bytes());
            if central {
                h.extend(20u16.to_le_bytes()); // made by
            }
            h.extend(20u16.to_le_bytes()); // version needed
            h.extend(0u16.to_le_bytes()); // flags
            h.extend(0u16.to_le_bytes()); // stored
            h.extend(0u32.to_le_bytes()); // time and date
            h.extend(crc.to_le_bytes());
            h.extend((data.len() as u32).to_le_bytes());
            h.extend((data.len() as u32).to_le_bytes());
            h.extend((name.len() as u16).to_le_bytes());
            h.extend(0u16.to_le_bytes()); // extra
            if central {
                h.extend(0u16.to_le_bytes()); // comment
                h.extend(0u16.to_le_bytes()); // disk
                h.extend(0u16.to_le_bytes()); // internal attributes
                h.extend(0u32.to_le_bytes()); // external attributes
                h.extend(offset.to_le_bytes());
            }
            h.extend(name.as_bytes());
            h
        };
        out.extend(header(0x0403_4b50, false));
        out.extend(data);
        central.extend(header(0x0201_4b50, true));
    }
    let start = out.len() as u32;
    out.extend(&central);
    out.extend(0x0605_4b50u32.to_le_bytes());
    out.extend([0u8; 4]);
    out.extend((files.len() as u16).to_le_bytes());
    out.extend((files.len() as u16).to_le_bytes());
    out.extend((central.len() as u32).to_le_bytes());
    out.extend(start.to_le_bytes());
    out.extend(0u16.to_le_bytes());
    out
}

/// The tables of the files a player chose: `.tsv` files (several, or a folder's), or one `.zip`, decoded:
/// a byte-order mark taken off, every byte that is not UTF-8 an error with its file and line (the
/// caller reports them with the tables' own errors).
pub fn tables_of(files: Vec<(String, Vec<u8>)>) -> Result<engine::packs::Decoded, String> {
    if files.len() == 1 && files[0].0.to_ascii_lowercase().ends_with(".zip") {
        return Ok(engine::packs::decode(unzip(&files[0].1)?));
    }
    let out: Vec<(String, Vec<u8>)> = files.into_iter().filter(|(name, _)| name.ends_with(".tsv")).collect();
    if out.is_empty() {
        return Err("no .tsv table among the chosen files".into());
    }
    Ok(engine::packs::decode(out))
}
