//! Twilight Struggle's play messages (prompts, action labels, log lines, outcomes) in English and
//! Korean, kept apart from the app's own table in `i18n.rs`. Same shape: (key, English, Korean).

pub static TS_TABLE: &[(&str, &str, &str)] = &[
];
