//! The benchmark inputs in a plain loop, for instruction-level profilers. On a shared machine
//! timings drift from run to run; instruction counts (callgrind) and sampled hot spots (perf) do
//! not. docs/BENCHMARKS.md gives the figures and the commands:
//!
//! ```sh
//! cargo build --release --example resolve_loop
//! valgrind --tool=callgrind target/release/examples/resolve_loop short untraced 2000
//! perf record -e cpu-clock target/release/examples/resolve_loop long-dotdot untraced 300
//! ```
//!
//! Arguments: the input (`short`: the 42 references of RFC 3986 5.4; `long-dotdot`,
//! `long-pair`: the long references against the 10,000-segment base), the resolver
//! (`untraced`, `traced` with one recorder, `traced-fresh` with a new one each time, `oxiri`,
//! which parses the base every time as `resolve` does; `parsed`, the base parsed once as a
//! `Base`; `parse-each`, `Base::parse` then `resolve` on every call, what `untraced` must cost
//! no more than; and `relative`, `Base::relative` from that base to each reference's resolution),
//! the number of rounds, and the specification (`rfc2396`, the default, or any other).

use std::hint::black_box;
use std::time::Instant;

use oxiri::{Iri, IriRef};
use uriscope::trace::Trace;
use uriscope::{Base, Options, Spec, resolve, resolve_with};

#[path = "../benches/common/inputs.rs"]
#[allow(dead_code)] // the benchmark's argument list is not needed here
mod inputs;
use inputs::*;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: resolve_loop short|long-dotdot|long-pair untraced|traced|traced-fresh|oxiri|parsed|parse-each|relative [ROUNDS [SPEC]]";
    let (Some(input), Some(resolver)) = (args.first(), args.get(1)) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let rounds: usize = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(1000);
    let spec: Spec = args
        .get(3)
        .map_or(Ok(Spec::Rfc2396), |s| s.parse())
        .unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2);
        });
    let (base, references): (String, Vec<String>) = match input.as_str() {
        "short" => (
            BASE.to_string(),
            RFC3986_5_4.iter().map(|r| r.to_string()).collect(),
        ),
        "long-dotdot" => (long_base(), vec![long_reference("dotdot_x100k")]),
        "long-pair" => (long_base(), vec![long_reference("dot_pair_x100k")]),
        _ => {
            eprintln!("{usage}");
            std::process::exit(2);
        }
    };
    let options = Options::default();
    let mut trace = Trace::default();
    let parsed = Base::parse(spec, &base, &options).expect("the base is one");
    // `relative` is given the targets: what the references resolve to.
    // (A reference the specification refuses, as curl refuses `g:h`, has none.)
    let targets: Vec<String> = references
        .iter()
        .filter_map(|r| parsed.resolve(r).ok())
        .map(|resolved| resolved.into_string())
        .collect();
    let started = Instant::now();
    match resolver.as_str() {
        "untraced" => run(rounds, &references, |r| {
            drop(black_box(resolve(spec, &base, r)))
        }),
        "traced" => run(rounds, &references, |r| {
            let result = resolve_with(spec, &base, r, &options, &mut trace);
            drop(black_box(result));
        }),
        "traced-fresh" => run(rounds, &references, |r| {
            let mut trace = Trace::default();
            let result = resolve_with(spec, &base, r, &options, &mut trace);
            drop(black_box((result, trace)));
        }),
        "oxiri" => run(rounds, &references, |r| {
            let base = Iri::parse(base.as_str()).expect("the base is an IRI");
            let reference = IriRef::parse(r).expect("an IRI reference");
            drop(black_box(
                base.resolve(&reference).map(|iri| iri.into_inner()),
            ));
        }),
        "parsed" => run(rounds, &references, |r| {
            drop(black_box(parsed.resolve(r)));
        }),
        "parse-each" => run(rounds, &references, |r| {
            let parsed = Base::parse(spec, &base, &options).expect("the base is one");
            drop(black_box(
                parsed.resolve(r).map(|resolved| resolved.into_string()),
            ));
        }),
        "relative" => run(rounds, &targets, |target| {
            drop(black_box(parsed.relative(target)));
        }),
        _ => {
            eprintln!("{usage}");
            std::process::exit(2);
        }
    }
    let per = started.elapsed().as_nanos() as f64 / (rounds * references.len()) as f64;
    eprintln!("{input} {resolver}: {per:.1} ns per resolution");
}

fn run(rounds: usize, references: &[String], mut resolve_one: impl FnMut(&str)) {
    for _ in 0..rounds {
        for reference in references {
            resolve_one(black_box(reference.as_str()));
        }
    }
}
