//! Links: `#<game code>-<format version>-<payload>` in the URL fragment (never sent to a server).
//! docs/link-format.md describes every format; every way a link can be damaged gives a [`LinkError`]
//! with a message a player can act on.
//!
//! Format 2 codes each action index in about log2(number of legal actions) bits ([`radix`]): the replay
//! knows every list's size, so a link is close to the information a game holds. Format 1 links still open.

pub mod radix;
mod v1;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use serde::{Deserialize, Serialize};
use std::fmt;

use crate::packs::{Library, BUILTIN};
use crate::record::{Header, Record};
use crate::registry::{GameEntry, Registry};
use crate::{AnyMatch, GameMeta, PackRef};

/// The link format this build writes. It reads every version listed in [`READABLE_VERSIONS`].
pub const LINK_VERSION: u32 = 2;
pub const READABLE_VERSIONS: &[u32] = &[1, 2];

/// Links longer than this are refused before decoding (a guard against pasted garbage).
const MAX_LINK_CHARS: usize = 200_000;
pub(crate) const MAX_BODY_BYTES: usize = 1 << 20;
/// More actions than any game has.
const MAX_ACTIONS: u32 = 1_000_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Not of the form `#code-version-payload`.
    Malformed,
    UnknownGame(String),
    /// Written by a newer (or unknown) link format.
    UnknownVersion(u32),
    /// The payload is not base64url.
    NotBase64,
    /// Too short to hold a checksum and data, or longer than any game.
    WrongLength,
    /// The data cannot be read: cut off or altered.
    Damaged,
    /// The data does not match its checksum: altered.
    ChecksumMismatch,
    /// The link reads, but its game cannot be replayed (newer rules, a missing data pack, an impossible
    /// move, a different game than the one recorded).
    Replay(String),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Malformed => f.write_str("This is not a Sandtable game link (expected #game-version-data)."),
            LinkError::UnknownGame(g) => write!(f, "This link is for a game this version does not know ('{g}')."),
            LinkError::UnknownVersion(v) => write!(
                f,
                "This link uses link format {v}; this version of Sandtable reads formats 1 and {LINK_VERSION}. Open it with a newer version."
            ),
            LinkError::NotBase64 => f.write_str("This link has been altered: it contains characters a game link never has."),
            LinkError::WrongLength => f.write_str("This link is cut off: part of it is missing. Copy the whole link again."),
            LinkError::Damaged => f.write_str("This link is damaged (cut off or altered): its data cannot be read."),
            LinkError::ChecksumMismatch => f.write_str("This link has been altered: its checksum does not match."),
            LinkError::Replay(e) => f.write_str(e),
        }
    }
}
impl std::error::Error for LinkError {}

/// The pack a link names: none (older records), the built-in one, or an imported one by name and hash.
#[derive(Serialize, Deserialize)]
enum LinkPack {
    None,
    Builtin,
    Imported { name: String, hash: [u8; 8] },
}

/// Format 2's header. Scenario and options are indices into the game's lists (options only where they
/// differ from the default); anything the lists do not know travels as text.
#[derive(Serialize, Deserialize)]
struct Head {
    rules: u32,
    scenario: u8,
    options: Vec<(u8, u8)>,
    other_options: Vec<(String, String)>,
    seed: u64,
    /// A position file, deflated.
    position: Option<Vec<u8>>,
    pack: LinkPack,
    count: u32,
    check: Option<u32>,
}

fn pack_bytes(hash: &str) -> [u8; 8] {
    let v = u64::from_str_radix(hash, 16).unwrap_or(0);
    v.to_be_bytes()
}

/// The link of a match (a fragment starting with `#`): its header and every action, format 2.
pub fn write(m: &dyn AnyMatch) -> String {
    let meta = m.meta();
    let record = m.record();
    let h = &record.header;
    let mut options = vec![];
    let mut other_options = vec![];
    for (k, v) in &h.options {
        let spec = meta.options.iter().position(|o| o.key == k);
        let value = spec.and_then(|i| meta.options[i].values.iter().position(|x| x == v));
        match (spec, value) {
            (Some(_), Some(0)) => {}
            (Some(i), Some(j)) => options.push((i as u8, j as u8)),
            _ => other_options.push((k.clone(), v.clone())),
        }
    }
    let scenario = scenario_index(meta, &h.scenario);
    let pack = match &h.pack {
        None => LinkPack::None,
        Some(p) if p.name == BUILTIN => LinkPack::Builtin,
        Some(p) => LinkPack::Imported { name: p.name.clone(), hash: pack_bytes(&p.hash) },
    };
    let head = Head {
        rules: h.rules,
        scenario,
        options,
        other_options,
        seed: h.seed,
        position: h.position.as_ref().map(|p| miniz_oxide::deflate::compress_to_vec(p.as_bytes(), 9)),
        pack,
        count: record.actions.len() as u32,
        check: record.check,
    };
    let choices: Vec<(u32, u32)> = record.actions.iter().copied().zip(m.sizes().iter().copied()).collect();
    let mut body = postcard::to_allocvec(&head).expect("postcard encodes plain data");
    body.extend(radix::encode(&choices));
    let mut bytes = crc32fast::hash(&body).to_le_bytes().to_vec();
    bytes.extend(body);
    format!("#{}-{}-{}", meta.code, LINK_VERSION, URL_SAFE_NO_PAD.encode(bytes))
}

/// The link of a record: replays it to learn each decision's size.
pub fn encode_record(record: &Record, registry: &Registry, library: &Library) -> Result<String, LinkError> {
    let m = registry.load(record, library).map_err(|e| LinkError::Replay(e.0))?;
    Ok(write(m.as_ref()))
}

/// Splits a link (a whole URL, or a fragment with or without `#`) into its game entry, version and bytes.
fn parts<'r>(link: &str, registry: &'r Registry) -> Result<(&'static dyn GameEntry, u32, Vec<u8>), LinkError> {
    let link = link.trim();
    if link.len() > MAX_LINK_CHARS {
        return Err(LinkError::WrongLength);
    }
    let fragment = match link.find('#') {
        Some(i) => &link[i + 1..],
        None => link,
    };
    let mut parts = fragment.splitn(3, '-');
    let (code, version, payload) = match (parts.next(), parts.next(), parts.next()) {
        (Some(c), Some(v), Some(p)) if !c.is_empty() => (c, v, p),
        _ => return Err(LinkError::Malformed),
    };
    let entry = registry.by_code(code).ok_or_else(|| LinkError::UnknownGame(code.to_string()))?;
    let version: u32 = version.parse().map_err(|_| LinkError::Malformed)?;
    if !READABLE_VERSIONS.contains(&version) {
        return Err(LinkError::UnknownVersion(version));
    }
    let bytes = URL_SAFE_NO_PAD.decode(payload).map_err(|e| match e {
        base64::DecodeError::InvalidLength(_) | base64::DecodeError::InvalidLastSymbol(_, _) => LinkError::WrongLength,
        _ => LinkError::NotBase64,
    })?;
    Ok((entry, version, bytes))
}

/// The game a link is for (its code), without reading the rest: the web app hands a link over to the
/// bundle that carries its game.
pub fn game_of(link: &str, registry: &Registry) -> Option<&'static dyn GameEntry> {
    let link = link.trim();
    let fragment = link.find('#').map_or(link, |i| &link[i + 1..]);
    registry.by_code(fragment.split('-').next()?)
}

/// Whether a link starts from a position file (docs/positions.md), without replaying it: a web page bundle
/// that does not read positions hands such a link over to its game's full bundle (engine feature
/// `positions`, docs/web-size.md). False for a link that cannot be read (opening it says why).
pub fn has_position(link: &str, registry: &Registry) -> bool {
    let Ok((entry, version, bytes)) = parts(link, registry) else { return false };
    if version == 1 {
        return v1::decode(entry.meta().id, &bytes).is_ok_and(|r| r.header.position.is_some());
    }
    if bytes.len() < 5 || crc32fast::hash(&bytes[4..]) != u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]) {
        return false;
    }
    postcard::take_from_bytes::<Head>(&bytes[4..]).is_ok_and(|(head, _)| head.position.is_some())
}

/// A scenario's number in a link: the game's listed scenarios, then the published ones only an owner's pack
/// starts (`catalog::locked_scenarios`), so the links made before stay as they were.
fn scenario_ids(meta: &GameMeta) -> impl Iterator<Item = &'static str> {
    let locked = crate::games::catalog::locked_scenarios(meta.id);
    meta.scenarios.iter().chain(locked).map(|s| s.id)
}

fn scenario_index(meta: &GameMeta, id: &str) -> u8 {
    scenario_ids(meta).position(|s| s == id).unwrap_or(0) as u8
}

fn scenario_at(meta: &GameMeta, i: u8) -> Option<&'static str> {
    scenario_ids(meta).nth(i as usize)
}

fn header_of(meta: &GameMeta, head: &Head) -> Result<Header, LinkError> {
    let scenario = scenario_at(meta, head.scenario).ok_or(LinkError::Damaged)?.to_string();
    let mut options = std::collections::BTreeMap::new();
    for &(i, j) in &head.options {
        let spec = meta.options.get(i as usize).ok_or(LinkError::Damaged)?;
        let value = spec.values.get(j as usize).ok_or(LinkError::Damaged)?;
        options.insert(spec.key.to_string(), value.to_string());
    }
    for (k, v) in &head.other_options {
        options.insert(k.clone(), v.clone());
    }
    let position = match &head.position {
        None => None,
        Some(bytes) => {
            let raw = miniz_oxide::inflate::decompress_to_vec_with_limit(bytes, MAX_BODY_BYTES).map_err(|_| LinkError::Damaged)?;
            Some(String::from_utf8(raw).map_err(|_| LinkError::Damaged)?)
        }
    };
    let pack = match &head.pack {
        LinkPack::None => None,
        LinkPack::Builtin => Some(PackRef { name: BUILTIN.into(), hash: String::new() }),
        LinkPack::Imported { name, hash } => Some(PackRef { name: name.clone(), hash: format!("{:016x}", u64::from_be_bytes(*hash)) }),
    };
    Ok(Header { game: meta.id.to_string(), rules: head.rules, scenario, options, seed: head.seed, position, pack })
}

/// Opens a link: the match it holds, replayed (a link holds a whole game, and format 2 can only be read
/// by replaying it).
pub fn open(link: &str, registry: &Registry, library: &Library) -> Result<Box<dyn AnyMatch>, LinkError> {
    let (entry, version, bytes) = parts(link, registry)?;
    if version == 1 {
        let record = v1::decode(entry.meta().id, &bytes)?;
        return registry.load(&record, library).map_err(|e| LinkError::Replay(e.0));
    }
    if bytes.len() < 5 {
        return Err(LinkError::WrongLength);
    }
    let expected = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    let body = &bytes[4..];
    if crc32fast::hash(body) != expected {
        return Err(LinkError::ChecksumMismatch);
    }
    let (head, rest): (Head, &[u8]) = postcard::take_from_bytes(body).map_err(|_| LinkError::Damaged)?;
    if head.count > MAX_ACTIONS {
        return Err(LinkError::Damaged);
    }
    let meta = entry.meta();
    let mut header = header_of(meta, &head)?;
    if header.rules > meta.rules_version {
        return Err(LinkError::Replay(format!(
            "this game was recorded under rules version {} of {}; this version of Sandtable has rules version {}. Open it with a newer version.",
            header.rules, meta.name_en, meta.rules_version
        )));
    }
    // The built-in pack travels as a flag: the replay takes today's built-in pack.
    let builtin_named = matches!(head.pack, LinkPack::Builtin);
    if builtin_named {
        header.pack = entry.builtin_pack().ok().map(|(r, _)| r);
    }
    let mut m = registry.playable(&header.game).and_then(|e| e.start(header.clone(), library)).map_err(|e| LinkError::Replay(e.0))?;
    let mut value = radix::Big::from_bytes(rest);
    for k in 0..head.count {
        let n = m.legal_count() as u32;
        if n == 0 {
            return Err(LinkError::Replay(format!("move {} of the link cannot be replayed: the game has no decision there", k + 1)));
        }
        let i = value.div_rem(n);
        m.play(i as usize).map_err(|e| LinkError::Replay(format!("move {} of the link cannot be replayed: {e}{}", k + 1, crate::session::older_rules(head.rules, meta))))?;
    }
    if !value.is_zero() {
        return Err(LinkError::Damaged);
    }
    if let Some(want) = head.check {
        if m.record().check != Some(want) {
            return Err(LinkError::Replay(format!(
                "this link does not replay as it was played: under rules version {} of {} its moves make a different game. It was made by a version of Sandtable with other rules or data.",
                header.rules, meta.name_en
            )));
        }
    }
    Ok(m)
}

/// The record a link holds.
pub fn read(link: &str, registry: &Registry, library: &Library) -> Result<Record, LinkError> {
    open(link, registry, library).map(|m| m.record().clone())
}

/// A format-1 link of a record, as earlier versions wrote them (for tests that old links keep opening).
pub fn encode_v1(record: &Record, meta: &GameMeta) -> String {
    format!("#{}-1-{}", meta.code, URL_SAFE_NO_PAD.encode(v1::encode_payload(record)))
}

/// The information bound of a match's actions in link characters: Σ log2 n_k bits at 6 bits a character.
pub fn bound_chars(m: &dyn AnyMatch) -> f64 {
    radix::bound_bits(m.sizes().iter().copied()) / 6.0
}
