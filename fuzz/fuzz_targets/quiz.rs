//! See `fuzz_checks::quiz_holds`.
#![no_main]

#[allow(dead_code)]
#[path = "../../tests/common/fuzz_checks.rs"]
mod fuzz_checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::quiz_holds(data));
