//! `cargo bench --bench explorer`: one keystroke in the explorer's reference field and the frame
//! drawn after it, at 200×60 on ratatui's TestBackend (the terminal's own `update` and `render`,
//! without the terminal). Side by side in one run: the built-in example, a 300-character URL, and
//! a 1 MB reference with 100,000 removals. Budgets and figures are in docs/BENCHMARKS.md.
//!
//! Each iteration types a character at the end of the reference and deletes it again: two
//! keystrokes, two resolutions, two frames, the input the same before and after.
//!
//! `core_per_keystroke` measures, on the same inputs, the part of a keystroke the explorer cannot
//! do without: the traced resolution, its steps, and the grammar diagnostics of the edited
//! reference (the core's work; the rest of `keystroke_and_frame` is the explorer's).

use divan::{Bencher, black_box, counter::ItemsCount};
use uriscope::__private::ExplorerKeystrokes;
use uriscope::grammar::Grammar;
use uriscope::trace::Trace;
use uriscope::{Options, Spec, resolve_with};

fn main() {
    divan::main();
}

const WIDTH: u16 = 200;
const HEIGHT: u16 = 60;

/// RFC 2396 Appendix C.1's base: the explorer's built-in example.
const BASE: &str = "http://a/b/c/d;p?q";

/// A shop's product page, 300 characters.
const SHOP: &str = "https://shop.example.com/en-US/catalog/electronics/computers/laptops/ultrabooks/\
thin-and-light/model-x1-carbon-gen-11/specifications;variant=graphite?color=graphite&memory=32GB&\
storage=1TB&keyboard=us-international&utm_source=newsletter&utm_medium=email&utm_campaign=\
back-to-school-sale#buyer-reviews";

/// The inputs: name, base, reference.
fn input(name: &str) -> (String, String) {
    match name {
        // The example the explorer opens on.
        "default" => (BASE.to_string(), "../g".to_string()),
        // The 300-character URL as the base, and a reference that climbs out of it.
        "url_300" => (
            SHOP.to_string(),
            "../../accessories/./docks/../chargers/usb-c?page=2".to_string(),
        ),
        // 1,000,001 bytes: `abcdef/../` 100,000 times then `g`; RFC 2396 6e removes each pair.
        "removals_100k_1mb" => (BASE.to_string(), "abcdef/../".repeat(100_000) + "g"),
        // The same 100,000 removals in 500 KB (`x/../`).
        "removals_100k_500kb" => (BASE.to_string(), "x/../".repeat(100_000) + "g"),
        _ => unreachable!(),
    }
}

const INPUTS: [&str; 4] = [
    "default",
    "url_300",
    "removals_100k_1mb",
    "removals_100k_500kb",
];

#[divan::bench(args = INPUTS, sample_count = 20, sample_size = 1)]
fn keystroke_and_frame(bencher: Bencher, name: &str) {
    let (base, reference) = input(name);
    let mut explorer = ExplorerKeystrokes::new(&base, &reference, WIDTH, HEIGHT);
    assert!(explorer.result().is_some(), "{name}: no result");
    if name.starts_with("removals") {
        assert!(
            explorer.rows() > 100_000,
            "{name}: the removals are not listed"
        );
    }
    bencher.counter(ItemsCount::new(2usize)).bench_local(|| {
        explorer.type_char('h');
        explorer.backspace();
        black_box(explorer.result());
    });
}

/// The core's work in one keystroke: resolve traced, list the steps, diagnose the reference.
#[divan::bench(args = INPUTS, sample_count = 20, sample_size = 1)]
fn core_per_keystroke(bencher: Bencher, name: &str) {
    let (base, reference) = input(name);
    let options = Options::default();
    let mut trace = Trace::default();
    bencher.counter(ItemsCount::new(1usize)).bench_local(|| {
        let result = resolve_with(Spec::Rfc2396, &base, &reference, &options, &mut trace);
        black_box(result.is_ok());
        black_box(trace.steps().len());
        black_box(Grammar::Rfc2396.check(&reference).diagnostics.len());
    });
}

/// The comparison of every specification (`c`) and its frame, for references of 10 KB and
/// 100 KB: `dots` (`seg/./x/../` repeated: the paths shrink) and `segments` (`seg/` repeated:
/// every result is as long as the reference). Ten times the reference must cost at most eleven
/// times the time, and 100 KB at most 100 ms.
#[divan::bench(args = ["dots_10k", "dots_100k", "segments_10k", "segments_100k"], sample_count = 10, sample_size = 1)]
fn compare_and_frame(bencher: Bencher, name: &str) {
    let len = if name.ends_with("100k") {
        100_000
    } else {
        10_000
    };
    let reference = if name.starts_with("dots") {
        "seg/./x/../".repeat(len / 11)
    } else {
        "seg/".repeat(len / 4)
    };
    let mut explorer = ExplorerKeystrokes::new(BASE, &reference, WIDTH, HEIGHT);
    bencher.bench_local(|| explorer.compare());
}
