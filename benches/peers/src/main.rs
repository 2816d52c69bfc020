//! Untraced resolution side by side with the peers, in one process: RFC 2396 and RFC 3986
//! against oxiri, WHATWG against the url crate and ada. Each does the same work on every call:
//! parse the base from its text, resolve (or parse against it) the reference, and own the
//! result's text.
//!
//! The 42 references of RFC 3986 §5.4 against its base make one pass. Each round times one
//! slice of passes for every resolver in turn, so that the machine's drift (on a shared VM, up
//! to twice as slow from one second to the next) falls on all alike: a ratio is the median of
//! the rounds' ratios, each taken within one round. Printed: each resolver's median nanoseconds
//! per resolution, and the ratios the budgets in docs/BENCHMARKS.md bound.
//!
//! ```sh
//! cargo run --release --manifest-path benches/peers/Cargo.toml [ROUNDS]
//! ```
//!
//! Timings drift on a shared machine; instruction counts do not. `loop NAME ROUNDS` runs one
//! resolver's passes in a plain loop for callgrind (`NAME` as printed: `"uriscope rfc2396"`,
//! `"oxiri 0.3"`, ...); `benches/peers/instructions.sh` prints every resolver's instructions per
//! resolution and the ratios.

use std::hint::black_box;
use std::time::Instant;

use uriscope::{Spec, resolve};

#[path = "../../common/inputs.rs"]
#[allow(dead_code)] // the long inputs are not used here
mod inputs;
use inputs::{BASE, RFC3986_5_4};

/// Passes of the 42 references in one timed slice.
const PASSES: usize = 50;

type Resolver = fn(&str, &str) -> Option<String>;

const RESOLVERS: [(&str, Resolver); 6] = [
    ("uriscope rfc2396", |b, r| resolve(Spec::Rfc2396, b, r).ok()),
    ("uriscope rfc3986", |b, r| resolve(Spec::Rfc3986, b, r).ok()),
    ("uriscope whatwg", |b, r| resolve(Spec::Whatwg, b, r).ok()),
    ("oxiri 0.3", |b, r| {
        let base = oxiri::Iri::parse(b).ok()?;
        let reference = oxiri::IriRef::parse(r).ok()?;
        base.resolve(&reference).ok().map(|iri| iri.into_inner())
    }),
    ("url 2.5", |b, r| {
        let base = url::Url::parse(b).ok()?;
        base.join(r).ok().map(String::from)
    }),
    ("ada-url 3", |b, r| {
        ada_url::Url::parse(r, Some(b))
            .ok()
            .map(|url| url.href().to_owned())
    }),
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [mode, name, rounds] = &args[..]
        && mode == "loop"
    {
        let rounds: usize = rounds.parse().expect("ROUNDS is a number");
        let Some((_, resolver)) = RESOLVERS.iter().find(|(n, _)| n == name) else {
            panic!("no resolver named {name:?}");
        };
        for _ in 0..rounds {
            for reference in RFC3986_5_4 {
                drop(black_box(resolver(black_box(BASE), black_box(reference))));
            }
        }
        return;
    }
    let rounds: usize = args.first().and_then(|n| n.parse().ok()).unwrap_or(400);
    let mut slices = vec![Vec::with_capacity(rounds); RESOLVERS.len()];
    let rounds = rounds.max(1);
    for _ in 0..rounds {
        for (i, (_, resolver)) in RESOLVERS.iter().enumerate() {
            let started = Instant::now();
            for _ in 0..PASSES {
                for reference in RFC3986_5_4 {
                    drop(black_box(resolver(black_box(BASE), black_box(reference))));
                }
            }
            let per = started.elapsed().as_nanos() as f64 / (PASSES * RFC3986_5_4.len()) as f64;
            slices[i].push(per);
        }
    }
    let medians: Vec<f64> = slices
        .iter()
        .map(|times| {
            let mut sorted = times.clone();
            sorted.sort_by(f64::total_cmp);
            sorted[sorted.len() / 2]
        })
        .collect();
    println!("ns per resolution, median of {rounds} slices of {PASSES} passes:");
    for ((name, _), median) in RESOLVERS.iter().zip(&medians) {
        println!("  {name:<18} {median:8.1}");
    }
    let ratio = |a: usize, b: usize| {
        let mut ratios: Vec<f64> = (0..rounds).map(|r| slices[a][r] / slices[b][r]).collect();
        ratios.sort_by(f64::total_cmp);
        ratios[rounds / 2]
    };
    println!("RFC 2396 / oxiri     {:.2}  (budget 0.65)", ratio(0, 3));
    println!("RFC 3986 / oxiri     {:.2}  (budget 0.90)", ratio(1, 3));
    println!("WHATWG / url crate   {:.2}  (budget 0.80)", ratio(2, 4));
    println!("WHATWG / ada         {:.2}  (budget 1.00)", ratio(2, 5));
}
