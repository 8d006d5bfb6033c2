//! Build script: the built-in Empire of the Sun, Downfall and NATO packs' content hashes (of the whole pack, the
//! same on every target) and, for the web bundles (wasm32), the packs' tables without their notes
//! (build/pack_strip.rs; docs/web-size.md).

#[path = "build/pack_strip.rs"]
mod pack_strip;
// The engine's own pack hash (dependency-free), so the build script and the engine hash alike.
#[path = "src/kit/pack_hash.rs"]
mod pack_hash;

use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=build/pack_strip.rs");
    println!("cargo:rerun-if-changed=src/kit/pack_hash.rs");
    let web = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32");
    // Each game whose web bundle embeds its built-in tables without their notes: the module that names
    // them (`builtin_pack!`), their folder, the variable its whole pack's hash is given in, and the folder
    // under OUT_DIR of the stripped tables.
    for (module, dir, hash_var, out) in [
        ("src/games/empire_of_the_sun/data/mod.rs", "src/games/empire_of_the_sun/data", "EOTS_BUILTIN_PACK_HASH", "eots-pack"),
        ("src/games/downfall/data/mod.rs", "src/games/downfall/data", "DOWNFALL_BUILTIN_PACK_HASH", "downfall-pack"),
        ("src/games/nato/data.rs", "src/games/nato/data", "NATO_BUILTIN_PACK_HASH", "nato-pack"),
    ] {
        strip_pack(Path::new(module), Path::new(dir), hash_var, out, web);
    }
}

/// Gives `hash_var` the whole pack's content hash and writes its tables (in `dir`), stripped of their
/// notes for the web (empty natively, where nothing reads them), under OUT_DIR/`out`.
fn strip_pack(module: &Path, dir: &Path, hash_var: &str, out: &str, web: bool) {
    println!("cargo:rerun-if-changed={}", module.display());
    // The files in the order the pack hashes them: the `pub const FILES = [...]` list of the module's
    // `builtin_pack!` (kit/table.rs), which also embeds them.
    let module = std::fs::read_to_string(module).unwrap_or_else(|e| panic!("{}: {e}", module.display()));
    let list = module.split("pub const FILES").nth(1).and_then(|s| s.split("];").next()).expect("FILES in the data module");
    let names: Vec<&str> = list.split('"').skip(1).step_by(2).collect();
    let texts: Vec<String> = names
        .iter()
        .map(|n| {
            println!("cargo:rerun-if-changed={}", dir.join(n).display());
            std::fs::read_to_string(dir.join(n)).unwrap_or_else(|e| panic!("{n}: {e}"))
        })
        .collect();
    let hash = pack_hash::pack_hash(names.iter().copied().zip(texts.iter().map(String::as_str)));
    println!("cargo:rustc-env={hash_var}={hash}");
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join(out);
    std::fs::create_dir_all(&out).unwrap();
    for (name, text) in names.iter().zip(&texts) {
        let body = if web { pack_strip::strip_notes(text) } else { String::new() };
        std::fs::write(out.join(name), body).unwrap();
    }
}
