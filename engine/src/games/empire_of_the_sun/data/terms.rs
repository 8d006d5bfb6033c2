//! Words of the rules that the pack's tables and card events name, and the state keeps: the nations that
//! can surrender (13.0) and the intelligence condition of an offensive (7.25). The state re-exports them
//! (`state::Nation`, `state::Intel`).

use serde::{Deserialize, Serialize};

/// The Allied nations that can surrender (13.0), and Japan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Nation {
    Philippines,
    Malaya,
    DutchEastIndies,
    Burma,
    India,
    China,
    Australia,
}

/// The intelligence condition of an offensive (7.25).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Intel {
    Surprise,
    Intercept,
    Ambush,
}
