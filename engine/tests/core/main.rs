//! The engine's core: the CLI, links, records replayed from fixtures, the contract.
//! One test binary per game (docs/testing.md): each file below is a module of it.

mod cli;
mod contract;
mod link_codec;
mod regressions;
