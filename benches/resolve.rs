//! `cargo bench --bench resolve`: uriscope's RFC 2396 and RFC 3986 resolvers, untraced
//! (`NoTrace`) and traced (`Trace`), side by side with oxiri (RFC 3986) doing the same work: parse
//! the base and the reference, resolve, serialize. Figures and ratios are in
//! docs/BENCHMARKS.md.
//!
//! The specifications differ (RFC 2396 keeps `..` above the root, oxiri removes it), so results
//! differ on a few references; the work is the same kind.

use divan::{Bencher, black_box, counter::ItemsCount};
use oxiri::{Iri, IriRef};
use uriscope::trace::Trace;
use uriscope::{Options, Spec, resolve, resolve_with};

fn main() {
    divan::main();
}

#[path = "common/inputs.rs"]
mod inputs;
use inputs::*;

/// The two specifications with a budget against oxiri.
const SPECS: [Spec; 2] = [Spec::Rfc2396, Spec::Rfc3986];

/// RFC 3986 and the library profiles, whose budget is 1.5× its untraced resolution: the newest
/// Python, the lines whose code differs (3.13 before 3.14's presence tracking, 2.7's algorithm),
/// Node's legacy `url.resolve`, Go's `net/url` (the newest, and 1.22 before go#66084), Java's
/// `URI.resolve` (the newest, and 8).
fn profiles() -> Vec<Spec> {
    [
        "rfc3986",
        "python",
        "python@3.13",
        "python@2.7",
        "node-legacy",
        "go",
        "go@1.22",
        "java",
        "java@8",
        "curl",
        "curl@7.88",
    ]
    .iter()
    .map(|name| name.parse().expect("a specification or profile"))
    .collect()
}

/// oxiri's resolution with the same work as `uriscope::resolve`: both texts parsed every time.
fn oxiri_resolve(base: &str, reference: &str) -> String {
    let base = Iri::parse(base).unwrap();
    let reference = IriRef::parse(reference).unwrap();
    base.resolve(&reference).unwrap().into_inner()
}

/// Every reference of RFC 3986 section 5.4, one after the other.
mod rfc3986_5_4 {
    use super::*;

    #[divan::bench(args = SPECS)]
    fn uriscope_untraced(bencher: Bencher, spec: Spec) {
        bencher.counter(ItemsCount::new(42usize)).bench(|| {
            for reference in RFC3986_5_4 {
                black_box(resolve(spec, black_box(BASE), black_box(reference)).unwrap());
            }
        });
    }

    /// One `Trace` recorder reused for every resolution, as the explorer does.
    #[divan::bench(args = SPECS)]
    fn uriscope_traced(bencher: Bencher, spec: Spec) {
        let options = Options::default();
        let mut trace = Trace::default();
        bencher.counter(ItemsCount::new(42usize)).bench_local(|| {
            for reference in RFC3986_5_4 {
                let result = resolve_with(
                    spec,
                    black_box(BASE),
                    black_box(reference),
                    &options,
                    &mut trace,
                );
                black_box(result.unwrap());
                black_box(trace.events().len());
            }
        });
    }

    #[divan::bench]
    fn oxiri(bencher: Bencher) {
        bencher.counter(ItemsCount::new(42usize)).bench(|| {
            for reference in RFC3986_5_4 {
                black_box(oxiri_resolve(black_box(BASE), black_box(reference)));
            }
        });
    }

    /// The library profiles beside RFC 3986, untraced (their budget).
    #[divan::bench(args = profiles())]
    fn profile_untraced(bencher: Bencher, spec: Spec) {
        bencher.counter(ItemsCount::new(42usize)).bench(|| {
            for reference in RFC3986_5_4 {
                black_box(resolve(spec, black_box(BASE), black_box(reference)).unwrap());
            }
        });
    }
}

/// The long references against the 10,000-segment base.
mod long {
    use super::*;

    #[divan::bench(args = LONG, sample_count = 20)]
    fn uriscope_untraced(bencher: Bencher, name: &str) {
        let (base, reference) = (long_base(), long_reference(name));
        bencher.bench(|| black_box(resolve(Spec::Rfc2396, &base, &reference).unwrap()));
    }

    #[divan::bench(args = LONG, sample_count = 20)]
    fn uriscope_traced(bencher: Bencher, name: &str) {
        let (base, reference) = (long_base(), long_reference(name));
        let options = Options::default();
        let mut trace = Trace::default();
        bencher.bench_local(|| {
            black_box(
                resolve_with(Spec::Rfc2396, &base, &reference, &options, &mut trace).unwrap(),
            );
            black_box(trace.events().len());
        });
    }

    #[divan::bench(args = LONG, sample_count = 20)]
    fn rfc3986_untraced(bencher: Bencher, name: &str) {
        let (base, reference) = (long_base(), long_reference(name));
        bencher.bench(|| black_box(resolve(Spec::Rfc3986, &base, &reference).unwrap()));
    }

    #[divan::bench(args = LONG, sample_count = 20)]
    fn rfc3986_traced(bencher: Bencher, name: &str) {
        let (base, reference) = (long_base(), long_reference(name));
        let options = Options::default();
        let mut trace = Trace::default();
        bencher.bench_local(|| {
            black_box(
                resolve_with(Spec::Rfc3986, &base, &reference, &options, &mut trace).unwrap(),
            );
            black_box(trace.events().len());
        });
    }

    #[divan::bench(args = LONG, sample_count = 20)]
    fn oxiri(bencher: Bencher, name: &str) {
        let (base, reference) = (long_base(), long_reference(name));
        bencher.bench(|| black_box(oxiri_resolve(&base, &reference)));
    }
}

/// `../`×n against the 10,000-segment base: the time per reference byte should stay flat.
mod growth {
    use super::*;

    const SIZES: [usize; 4] = [1_000, 10_000, 100_000, 1_000_000];

    #[divan::bench(args = SIZES, sample_count = 20)]
    fn uriscope_untraced(bencher: Bencher, n: usize) {
        let (base, reference) = (long_base(), "../".repeat(n));
        bencher
            .counter(divan::counter::BytesCount::new(reference.len()))
            .bench(|| black_box(resolve(Spec::Rfc2396, &base, &reference).unwrap()));
    }

    #[divan::bench(args = SIZES, sample_count = 20)]
    fn uriscope_traced(bencher: Bencher, n: usize) {
        let (base, reference) = (long_base(), "../".repeat(n));
        let options = Options::default();
        let mut trace = Trace::default();
        bencher
            .counter(divan::counter::BytesCount::new(reference.len()))
            .bench_local(|| {
                black_box(
                    resolve_with(Spec::Rfc2396, &base, &reference, &options, &mut trace).unwrap(),
                );
                black_box(trace.events().len());
            });
    }

    #[divan::bench(args = SIZES, sample_count = 20)]
    fn oxiri(bencher: Bencher, n: usize) {
        let (base, reference) = (long_base(), "../".repeat(n));
        bencher
            .counter(divan::counter::BytesCount::new(reference.len()))
            .bench(|| black_box(oxiri_resolve(&base, &reference)));
    }
}

/// `Trace::steps()` and every change's text, as the readers (table, JSON, explorer) take them,
/// on `a/./b/../`×n under RFC 2396 and RFC 3986: the time per reference byte should stay flat
/// (one pass over the events; a removal does not copy the buffer). The resolution is not timed.
mod steps {
    use super::*;

    const SIZES: [usize; 3] = [1_000, 10_000, 100_000];

    fn steps_and_changes(bencher: Bencher, spec: Spec, n: usize) {
        let reference = "a/./b/../".repeat(n);
        let mut trace = Trace::default();
        resolve_with(spec, BASE, &reference, &Options::default(), &mut trace).unwrap();
        bencher
            .counter(divan::counter::BytesCount::new(reference.len()))
            .bench_local(|| {
                let steps = trace.steps();
                let changes: usize = steps.iter().map(|s| s.changes(&trace).count()).sum();
                black_box((steps.len(), changes))
            });
    }

    #[divan::bench(args = SIZES, sample_count = 20)]
    fn rfc2396(bencher: Bencher, n: usize) {
        steps_and_changes(bencher, Spec::Rfc2396, n);
    }

    #[divan::bench(args = SIZES, sample_count = 20)]
    fn rfc3986(bencher: Bencher, n: usize) {
        steps_and_changes(bencher, Spec::Rfc3986, n);
    }
}
