//! Link format 1 (issue 2): `#<code>-1-<base64url(crc32 ++ deflate(postcard(LinkBody)))>`. This build
//! still reads it; it writes format 2.

use serde::{Deserialize, Serialize};

use super::LinkError;
use crate::record::{Header, Record};

#[derive(Serialize, Deserialize)]
struct LinkBody {
    rules: u32,
    scenario: String,
    options: Vec<(String, String)>,
    seed: u64,
    position: Option<String>,
    actions: Vec<u32>,
}

/// Decodes the payload bytes of a format-1 link of `game` (already base64-decoded).
pub fn decode(game: &str, bytes: &[u8]) -> Result<Record, LinkError> {
    if bytes.len() < 5 {
        return Err(LinkError::WrongLength);
    }
    let expected = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    let raw = miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes[4..], super::MAX_BODY_BYTES)
        .map_err(|_| LinkError::Damaged)?;
    if crc32fast::hash(&raw) != expected {
        return Err(LinkError::ChecksumMismatch);
    }
    let body: LinkBody = postcard::from_bytes(&raw).map_err(|_| LinkError::Damaged)?;
    Ok(Record::new_with_actions(
        Header {
            game: game.to_string(),
            rules: body.rules,
            scenario: body.scenario,
            options: body.options.into_iter().collect(),
            seed: body.seed,
            position: body.position,
            pack: None,
        },
        body.actions,
    ))
}

/// Writes a format-1 link payload (for tests of the old format's decoder).
pub fn encode_payload(record: &Record) -> Vec<u8> {
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
    bytes
}
