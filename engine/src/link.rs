//! Links: `#<game code>-<format version>-<payload>` in the URL fragment (never sent to a server).
//!
//! payload = base64url (no padding) of `crc32(body) as 4 bytes little-endian ++ deflate(body)`, where
//! body is the postcard encoding of [`LinkBody`] (varint integers). docs/link-format.md describes it.
//! Every way a link can be damaged gives a [`LinkError`] with a message a player can act on.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use serde::{Deserialize, Serialize};
use std::fmt;

use crate::games;
use crate::record::{Header, Record};

/// The link format this build writes. It reads every version listed in [`READABLE_VERSIONS`].
pub const LINK_VERSION: u32 = 1;
pub const READABLE_VERSIONS: &[u32] = &[1];

/// Links longer than this are refused before decoding (a guard against pasted garbage).
const MAX_LINK_CHARS: usize = 200_000;
const MAX_BODY_BYTES: usize = 1 << 20;

#[derive(Serialize, Deserialize)]
struct LinkBody {
    rules: u32,
    scenario: String,
    options: Vec<(String, String)>,
    seed: u64,
    position: Option<String>,
    actions: Vec<u32>,
}

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
    /// The compressed data cannot be inflated: cut off or altered.
    Damaged,
    /// The data inflates but does not match its checksum: altered.
    ChecksumMismatch,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Malformed => f.write_str("This is not a Sandtable game link (expected #game-version-data)."),
            LinkError::UnknownGame(g) => write!(f, "This link is for a game this version does not know ('{g}')."),
            LinkError::UnknownVersion(v) => write!(
                f,
                "This link uses link format {v}; this version of Sandtable reads format {LINK_VERSION}. Open it with a newer version."
            ),
            LinkError::NotBase64 => f.write_str("This link has been altered: it contains characters a game link never has."),
            LinkError::WrongLength => f.write_str("This link is cut off: part of it is missing. Copy the whole link again."),
            LinkError::Damaged => f.write_str("This link is damaged (cut off or altered): its data cannot be read."),
            LinkError::ChecksumMismatch => f.write_str("This link has been altered: its checksum does not match."),
        }
    }
}
impl std::error::Error for LinkError {}

/// Encodes a record as a link fragment, starting with `#`.
pub fn encode(record: &Record) -> String {
    let meta = games::meta(&record.header.game).expect("records are only made for known games");
    let h = &record.header;
    let body = LinkBody {
        rules: h.rules,
        scenario: h.scenario.clone(),
        options: h.options.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
        seed: h.seed,
        position: h.position.clone(),
        actions: record.actions.clone(),
    };
    let raw = postcard::to_allocvec(&body).expect("postcard encodes plain data");
    let mut bytes = crc32fast::hash(&raw).to_le_bytes().to_vec();
    bytes.extend(miniz_oxide::deflate::compress_to_vec(&raw, 9));
    format!("#{}-{}-{}", meta.code, LINK_VERSION, URL_SAFE_NO_PAD.encode(bytes))
}

/// Decodes a link: a whole URL, a fragment with or without `#`.
pub fn decode(link: &str) -> Result<Record, LinkError> {
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
    let meta = games::by_code(code).ok_or_else(|| LinkError::UnknownGame(code.to_string()))?;
    let version: u32 = version.parse().map_err(|_| LinkError::Malformed)?;
    if !READABLE_VERSIONS.contains(&version) {
        return Err(LinkError::UnknownVersion(version));
    }
    let bytes = URL_SAFE_NO_PAD.decode(payload).map_err(|e| match e {
        base64::DecodeError::InvalidLength(_) | base64::DecodeError::InvalidLastSymbol(_, _) => LinkError::WrongLength,
        _ => LinkError::NotBase64,
    })?;
    if bytes.len() < 5 {
        return Err(LinkError::WrongLength);
    }
    let expected = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    let raw = miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes[4..], MAX_BODY_BYTES)
        .map_err(|_| LinkError::Damaged)?;
    if crc32fast::hash(&raw) != expected {
        return Err(LinkError::ChecksumMismatch);
    }
    let body: LinkBody = postcard::from_bytes(&raw).map_err(|_| LinkError::Damaged)?;
    Ok(Record::new_with_actions(
        Header {
            game: meta.id.to_string(),
            rules: body.rules,
            scenario: body.scenario,
            options: body.options.into_iter().collect(),
            seed: body.seed,
            position: body.position,
        },
        body.actions,
    ))
}

impl Record {
    pub fn new_with_actions(header: Header, actions: Vec<u32>) -> Self {
        let mut r = Record::new(header);
        r.actions = actions;
        r
    }
}
