//! `cargo bench --bench relative`: `Base::relative` beside one untraced resolution of the same
//! pair (its budget: at most 3×), for RFC 3986 §5.4's 42 references against its base: each
//! pair resolved from its texts (`resolve_text`, the base parsed each time) and against the
//! base parsed once (`resolve`), and the shortest reference to each result found (`relative`,
//! the base parsed once). Figures in docs/BENCHMARKS.md.

use divan::{Bencher, black_box, counter::ItemsCount};
use uriscope::{Base, Options, Spec};

fn main() {
    divan::main();
}

#[path = "common/inputs.rs"]
#[allow(dead_code)] // the long inputs are not used here
mod inputs;
use inputs::*;

/// The specifications and the profile measured, as `--spec` names them.
const SPECS: [&str; 4] = ["rfc3986", "rfc2396", "whatwg", "node-legacy"];

fn base(spec: &str) -> Base {
    Base::parse(spec.parse().unwrap(), BASE, &Options::default()).unwrap()
}

/// What each reference resolves to: the targets.
fn targets(base: &Base) -> Vec<String> {
    RFC3986_5_4
        .iter()
        .map(|reference| base.resolve(reference).unwrap().into_string())
        .collect()
}

#[divan::bench(args = SPECS)]
fn resolve(bencher: Bencher, spec: &str) {
    let base = base(spec);
    bencher.counter(ItemsCount::new(42usize)).bench(|| {
        for reference in RFC3986_5_4 {
            black_box(base.resolve(black_box(reference)).unwrap());
        }
    });
}

#[divan::bench(args = SPECS)]
fn resolve_text(bencher: Bencher, spec: &str) {
    let spec: Spec = spec.parse().unwrap();
    bencher.counter(ItemsCount::new(42usize)).bench(|| {
        for reference in RFC3986_5_4 {
            black_box(uriscope::resolve(spec, black_box(BASE), black_box(reference)).unwrap());
        }
    });
}

#[divan::bench(args = SPECS)]
fn relative(bencher: Bencher, spec: &str) {
    let base = base(spec);
    let targets = targets(&base);
    bencher.counter(ItemsCount::new(42usize)).bench(|| {
        for target in &targets {
            black_box(base.relative(black_box(target)).unwrap());
        }
    });
}
