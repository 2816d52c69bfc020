//! `cargo bench --bench resolve`: uriscope's RFC 2396 resolver, untraced (`NoTrace`) and traced
//! (`Trace`), side by side with oxiri (RFC 3986) on the same inputs. Figures and ratios are in
//! docs/BENCHMARKS.md.
//!
//! oxiri parses and validates its base once (`Iri::parse`), then per reference
//! `IriRef::parse(r)` + `base.resolve(&r)`; uriscope's `resolve` takes the two strings and parses
//! both each time. The two resolve by different specifications (RFC 3986 removes dot segments
//! everywhere and climbs no higher than the root), so results differ on a few references; the
//! work is the same kind.

use divan::{Bencher, black_box, counter::ItemsCount};
use oxiri::{Iri, IriRef};
use uriscope::{Options, Spec, Trace, resolve, resolve_with};

fn main() {
    divan::main();
}

#[path = "common/inputs.rs"]
mod inputs;
use inputs::*;

/// Every reference of RFC 3986 section 5.4, one after the other.
mod rfc3986_5_4 {
    use super::*;

    #[divan::bench]
    fn uriscope_untraced(bencher: Bencher) {
        bencher.counter(ItemsCount::new(42usize)).bench(|| {
            for reference in RFC3986_5_4 {
                black_box(resolve(Spec::Rfc2396, black_box(BASE), black_box(reference)).unwrap());
            }
        });
    }

    /// One `Trace` recorder reused for every resolution, as the explorer does.
    #[divan::bench]
    fn uriscope_traced(bencher: Bencher) {
        let options = Options::default();
        let mut trace = Trace::default();
        bencher.counter(ItemsCount::new(42usize)).bench_local(|| {
            for reference in RFC3986_5_4 {
                let result = resolve_with(
                    Spec::Rfc2396,
                    black_box(BASE),
                    black_box(reference),
                    &options,
                    &mut trace,
                );
                black_box(result.unwrap());
                black_box(trace.events.len());
            }
        });
    }

    /// A fresh `Trace` for every resolution.
    #[divan::bench]
    fn uriscope_traced_fresh(bencher: Bencher) {
        let options = Options::default();
        bencher.counter(ItemsCount::new(42usize)).bench(|| {
            for reference in RFC3986_5_4 {
                let mut trace = Trace::default();
                let result = resolve_with(
                    Spec::Rfc2396,
                    black_box(BASE),
                    black_box(reference),
                    &options,
                    &mut trace,
                );
                black_box(result.unwrap());
                black_box(trace);
            }
        });
    }

    #[divan::bench]
    fn oxiri(bencher: Bencher) {
        let base = Iri::parse(BASE).unwrap();
        bencher.counter(ItemsCount::new(42usize)).bench(|| {
            for reference in RFC3986_5_4 {
                let reference = IriRef::parse(black_box(reference)).unwrap();
                black_box(base.resolve(&reference).unwrap());
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
            black_box(trace.events.len());
        });
    }

    #[divan::bench(args = LONG, sample_count = 20)]
    fn oxiri(bencher: Bencher, name: &str) {
        let (base, reference) = (long_base(), long_reference(name));
        let base = Iri::parse(base.as_str()).unwrap();
        bencher.bench(|| {
            let reference = IriRef::parse(reference.as_str()).unwrap();
            black_box(base.resolve(&reference).unwrap())
        });
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
                black_box(trace.events.len());
            });
    }

    #[divan::bench(args = SIZES, sample_count = 20)]
    fn oxiri(bencher: Bencher, n: usize) {
        let (base, reference) = (long_base(), "../".repeat(n));
        let base = Iri::parse(base.as_str()).unwrap();
        bencher
            .counter(divan::counter::BytesCount::new(reference.len()))
            .bench(|| {
                let reference = IriRef::parse(reference.as_str()).unwrap();
                black_box(base.resolve(&reference).unwrap())
            });
    }
}
