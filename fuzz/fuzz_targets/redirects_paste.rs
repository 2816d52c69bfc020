//! See `fuzz_checks::redirects_paste_is_read_safely`.
#![no_main]

#[allow(dead_code)]
#[path = "../../tests/common/fuzz_checks.rs"]
mod fuzz_checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::redirects_paste_is_read_safely(data));
