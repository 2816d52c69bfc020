//! The build script: it reads the project's data files at build time, so that the library
//! parses no TOML when it runs and depends on no TOML parser. Each file becomes Rust in
//! `$OUT_DIR`, which a module of the crate includes; a file that breaks its format fails the
//! build, naming the file and the entry.
//!
//! - `steps.rs`: each specification's and library's steps and warnings, quoted
//!   (`src/**/steps.toml`).
//! - `examples.rs`: the built-in examples (`assets/examples/*.toml`), only with the `examples`
//!   feature (on by default).

#[cfg(feature = "examples")]
mod examples;
mod statics;
mod table;

fn main() {
    statics::write();
    #[cfg(feature = "examples")]
    examples::write();
}
