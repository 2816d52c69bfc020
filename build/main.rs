//! The build script: it reads the project's data files at build time, so that the library
//! parses none of them when it runs. Each file becomes Rust in `$OUT_DIR`, which a module of
//! the crate includes; a file that breaks its format fails the build, naming the file and the
//! entry.
//!
//! - `statics.rs`: the steps and warnings of each specification and library, quoted, and the
//!   grammars' rules (`src/**/*.json`);
//! - `examples.rs`: the built-in examples (`assets/examples/*.toml`), only with the `examples`
//!   feature (on by default).

#[cfg(feature = "examples")]
mod examples;
mod statics;

fn main() {
    statics::write();
    #[cfg(feature = "examples")]
    examples::write();
}
