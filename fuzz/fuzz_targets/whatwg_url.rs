//! See `fuzz_checks::whatwg_agrees_with_url_crate`.
#![no_main]

#[allow(dead_code)]
#[path = "../../tests/common/fuzz_checks.rs"]
mod fuzz_checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::whatwg_agrees_with_url_crate(data));
