//! `cargo bench --bench whatwg`: uriscope's WHATWG basic URL parser, untraced and traced, side
//! by side with the `url` crate doing the same work: parse the base (inside the measured loop,
//! for both), then parse the input against it; serialized results are what both produce.
//!
//! * `urltestdata`: every entry of the web-platform-tests' `urltestdata.json` (819 inputs, 316
//!   with a base), failures included;
//! * `rfc3986_5_4`: the 42 references of RFC 3986 section 5.4 against `http://a/b/c/d;p?q`;
//! * `long`: `../`×100,000 and `%2e%2e/`×100,000 against `http://a/b/c/d`.
//!
//! `uriscope_traced` runs an observer that counts every act and keeps nothing (what any
//! observer pays before it stores anything); `uriscope_recorded` is the front door with the
//! trace the explorer and `--trace` read (`resolve_with(Spec::Whatwg, ..)` into one reused
//! `Trace`), against `uriscope_resolve`, the same front door untraced.
//!
//! Timings drift on a shared machine; instruction counts do not. With `WHATWG_LOOP` set, the
//! binary runs a plain loop instead of divan, for callgrind:
//!
//! ```sh
//! cargo bench --bench whatwg --no-run
//! WHATWG_LOOP=rfc3986_5_4:untraced:1000 valgrind --tool=callgrind target/release/deps/whatwg-<hash>
//! ```
//!
//! (`urltestdata`, `rfc3986_5_4`, `dotdot_x100k` or `pct_dotdot_x100k`; `untraced`, `traced`,
//! `recorded` or `url`; rounds; rounds `0` gives the set-up's own count, to subtract.)

use divan::{Bencher, black_box, counter::ItemsCount};
use uriscope::trace::Event;
use uriscope::trace::Observer;
use uriscope::whatwg::{Url, parse, parse_with};

fn main() {
    match std::env::var("WHATWG_LOOP") {
        Ok(spec) => plain_loop(&spec),
        Err(_) => divan::main(),
    }
}

/// `inputs:parser:rounds`, run without divan (see the module's documentation).
fn plain_loop(spec: &str) {
    let parts: Vec<&str> = spec.split(':').collect();
    let [inputs, parser, rounds] = parts[..] else {
        panic!(
            "WHATWG_LOOP=urltestdata|rfc3986_5_4|dotdot_x100k|pct_dotdot_x100k:untraced|traced|recorded|url:ROUNDS"
        );
    };
    let rounds: usize = rounds.parse().expect("ROUNDS is a number");
    let cases: Vec<(String, Option<String>)> = match inputs {
        "urltestdata" => urltestdata(),
        "rfc3986_5_4" => inputs::RFC3986_5_4
            .iter()
            .map(|reference| (reference.to_string(), Some(inputs::BASE.to_string())))
            .collect(),
        "dotdot_x100k" | "pct_dotdot_x100k" => {
            vec![(long::reference(inputs), Some(long::BASE.to_string()))]
        }
        _ => panic!("unknown inputs {inputs}"),
    };
    let mut tracer = Counting::default();
    let mut trace = uriscope::trace::Trace::default();
    for _ in 0..rounds {
        for (input, base) in &cases {
            let (input, base) = (black_box(input.as_str()), black_box(base.as_deref()));
            match parser {
                "untraced" => drop(black_box(ours(input, base))),
                "traced" => drop(black_box(ours_traced(input, base, &mut tracer))),
                "recorded" => drop(black_box(ours_recorded(input, base, &mut trace))),
                "url" => drop(black_box(theirs(input, base))),
                _ => panic!("unknown parser {parser}"),
            }
        }
    }
    black_box(tracer.0);
}

#[path = "common/inputs.rs"]
#[allow(dead_code)] // the RFC 2396 benchmark's long inputs are not used here
mod inputs;

/// The (input, base) pairs of `urltestdata.json`.
fn urltestdata() -> Vec<(String, Option<String>)> {
    let data: Vec<serde_json::Value> =
        serde_json::from_str(include_str!("../tests/data/urltestdata.json")).unwrap();
    data.iter()
        .filter_map(serde_json::Value::as_object)
        .map(|entry| {
            let input = entry["input"].as_str().unwrap().to_owned();
            (input, entry["base"].as_str().map(str::to_owned))
        })
        .collect()
}

/// Counts the parser's acts, keeps nothing.
#[derive(Default)]
struct Counting(usize);

impl Observer for Counting {
    fn on_event(&mut self, _: Event<'_>) {
        self.0 += 1;
    }
}

fn ours(input: &str, base: Option<&str>) -> Option<Url> {
    let base = match base {
        Some(base) => Some(parse(base, None).ok()?),
        None => None,
    };
    parse(input, base.as_ref()).ok()
}

fn ours_traced(input: &str, base: Option<&str>, tracer: &mut Counting) -> Option<Url> {
    let base = match base {
        Some(base) => Some(parse_with(base, None, tracer).ok()?),
        None => None,
    };
    parse_with(input, base.as_ref(), tracer).ok()
}

/// `new URL(input, base)` recording the trace the explorer and `--trace` read (the front door
/// needs a base; an entry without one is parsed alone, as `parse --spec whatwg` does).
fn ours_recorded(input: &str, base: Option<&str>, trace: &mut uriscope::trace::Trace) -> bool {
    uriscope::trace::Observer::on_event(
        trace,
        uriscope::trace::Event::Start {
            spec: uriscope::Spec::Whatwg,
            base: base.unwrap_or_default(),
            reference: input,
        },
    );
    uriscope::whatwg::parse_against(input, base, trace).is_ok()
}

fn theirs(input: &str, base: Option<&str>) -> Option<url::Url> {
    match base {
        Some(base) => url::Url::parse(base).ok()?.join(input).ok(),
        None => url::Url::parse(input).ok(),
    }
}

mod urltestdata {
    use super::*;

    #[divan::bench]
    fn uriscope_untraced(bencher: Bencher) {
        let cases = urltestdata();
        bencher.counter(ItemsCount::new(cases.len())).bench(|| {
            for (input, base) in &cases {
                black_box(ours(black_box(input), black_box(base.as_deref())));
            }
        });
    }

    #[divan::bench]
    fn uriscope_traced(bencher: Bencher) {
        let cases = urltestdata();
        bencher.counter(ItemsCount::new(cases.len())).bench(|| {
            let mut tracer = Counting::default();
            for (input, base) in &cases {
                black_box(ours_traced(
                    black_box(input),
                    black_box(base.as_deref()),
                    &mut tracer,
                ));
            }
            black_box(tracer.0);
        });
    }

    #[divan::bench]
    fn uriscope_recorded(bencher: Bencher) {
        let cases = urltestdata();
        let mut trace = uriscope::trace::Trace::default();
        bencher
            .counter(ItemsCount::new(cases.len()))
            .bench_local(|| {
                for (input, base) in &cases {
                    black_box(ours_recorded(
                        black_box(input),
                        black_box(base.as_deref()),
                        &mut trace,
                    ));
                }
            });
    }

    #[divan::bench]
    fn url_crate(bencher: Bencher) {
        let cases = urltestdata();
        bencher.counter(ItemsCount::new(cases.len())).bench(|| {
            for (input, base) in &cases {
                black_box(theirs(black_box(input), black_box(base.as_deref())));
            }
        });
    }
}

mod rfc3986_5_4 {
    use super::inputs::{BASE, RFC3986_5_4};
    use super::*;

    #[divan::bench]
    fn uriscope_untraced(bencher: Bencher) {
        bencher.counter(ItemsCount::new(42usize)).bench(|| {
            for reference in RFC3986_5_4 {
                black_box(ours(black_box(reference), Some(black_box(BASE))));
            }
        });
    }

    #[divan::bench]
    fn uriscope_traced(bencher: Bencher) {
        bencher.counter(ItemsCount::new(42usize)).bench(|| {
            let mut tracer = Counting::default();
            for reference in RFC3986_5_4 {
                black_box(ours_traced(
                    black_box(reference),
                    Some(black_box(BASE)),
                    &mut tracer,
                ));
            }
            black_box(tracer.0);
        });
    }

    #[divan::bench]
    fn uriscope_resolve(bencher: Bencher) {
        bencher.counter(ItemsCount::new(42usize)).bench(|| {
            for reference in RFC3986_5_4 {
                black_box(front_door(black_box(reference), black_box(BASE)));
            }
        });
    }

    #[divan::bench]
    fn uriscope_recorded(bencher: Bencher) {
        let mut trace = uriscope::trace::Trace::default();
        bencher.counter(ItemsCount::new(42usize)).bench_local(|| {
            for reference in RFC3986_5_4 {
                black_box(front_door_recorded(
                    black_box(reference),
                    black_box(BASE),
                    &mut trace,
                ));
            }
        });
    }

    #[divan::bench]
    fn url_crate(bencher: Bencher) {
        bencher.counter(ItemsCount::new(42usize)).bench(|| {
            for reference in RFC3986_5_4 {
                black_box(theirs(black_box(reference), Some(black_box(BASE))));
            }
        });
    }
}

/// The front door untraced, as `uriscope::resolve` callers use it.
fn front_door(reference: &str, base: &str) -> Option<String> {
    uriscope::resolve(uriscope::Spec::Whatwg, base, reference).ok()
}

/// The front door recording the trace the explorer and `--trace` read.
fn front_door_recorded(reference: &str, base: &str, trace: &mut uriscope::trace::Trace) -> bool {
    let options = uriscope::Options::default();
    uriscope::resolve_with(uriscope::Spec::Whatwg, base, reference, &options, trace).is_ok()
}

mod long {
    use super::*;

    pub const BASE: &str = "http://a/b/c/d";

    pub fn reference(name: &str) -> String {
        match name {
            "dotdot_x100k" => "../".repeat(100_000),
            "pct_dotdot_x100k" => "%2e%2e/".repeat(100_000),
            _ => unreachable!(),
        }
    }

    const LONG: [&str; 2] = ["dotdot_x100k", "pct_dotdot_x100k"];

    #[divan::bench(args = LONG, sample_count = 20)]
    fn uriscope_untraced(bencher: Bencher, name: &str) {
        let reference = reference(name);
        bencher.bench(|| black_box(ours(&reference, Some(BASE))));
    }

    #[divan::bench(args = LONG, sample_count = 20)]
    fn uriscope_recorded(bencher: Bencher, name: &str) {
        let reference = reference(name);
        let mut trace = uriscope::trace::Trace::default();
        bencher.bench_local(|| black_box(front_door_recorded(&reference, BASE, &mut trace)));
    }

    #[divan::bench(args = LONG, sample_count = 20)]
    fn url_crate(bencher: Bencher, name: &str) {
        let reference = reference(name);
        bencher.bench(|| black_box(theirs(&reference, Some(BASE))));
    }
}

/// `../`×n against `http://a/b/c/d`: ten times the input should cost at most about ten times
/// the time, untraced and recorded.
mod growth {
    use super::*;

    const SIZES: [usize; 4] = [1_000, 10_000, 100_000, 1_000_000];

    #[divan::bench(args = SIZES, sample_count = 10)]
    fn uriscope_untraced(bencher: Bencher, n: usize) {
        let reference = "../".repeat(n);
        bencher.bench(|| black_box(front_door(&reference, long::BASE)));
    }

    #[divan::bench(args = SIZES, sample_count = 10)]
    fn uriscope_recorded(bencher: Bencher, n: usize) {
        let reference = "../".repeat(n);
        let mut trace = uriscope::trace::Trace::default();
        bencher.bench_local(|| black_box(front_door_recorded(&reference, long::BASE, &mut trace)));
    }

    #[divan::bench(args = SIZES, sample_count = 10)]
    fn url_crate(bencher: Bencher, n: usize) {
        let reference = "../".repeat(n);
        bencher.bench(|| black_box(theirs(&reference, Some(long::BASE))));
    }
}
