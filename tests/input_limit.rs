//! The input limit is enforced once, at the front door, for every specification: texts of
//! 4 GiB or more together are refused before any step, with a sentence, and a trace of them
//! keeps neither text.

use uriscope::__private::MAX_INPUT_LEN;
use uriscope::trace::{NoTrace, Trace};
use uriscope::{Error, Options, Spec, resolve_with};

#[test]
fn every_specification_refuses_texts_past_the_limit() {
    // Zeroed memory is mapped lazily: these 2 GiB cost address space, not RAM, and a NUL byte
    // is valid UTF-8. Given as both base and reference, the two are one byte past the limit.
    let half = vec![0u8; MAX_INPUT_LEN / 2 + 1];
    let text = std::str::from_utf8(&half).unwrap();
    assert_eq!(2 * text.len(), MAX_INPUT_LEN + 1);
    for spec in Spec::ALL {
        let refused = resolve_with(spec, text, text, &Options::default(), &mut NoTrace);
        let Err(error @ Error::TooLong { length }) = refused else {
            panic!("{spec:?}: {refused:?}");
        };
        assert_eq!(length, MAX_INPUT_LEN + 1, "{spec:?}");
        assert!(
            error.to_string().contains("shorter than 4 GiB"),
            "{spec:?}: {error}"
        );

        let mut trace = Trace::default();
        let traced = resolve_with(spec, text, text, &Options::default(), &mut trace);
        assert!(matches!(traced, Err(Error::TooLong { .. })), "{spec:?}");
        assert_eq!((trace.base(), trace.reference()), ("", ""), "{spec:?}");
        assert!(trace.events().is_empty(), "{spec:?}: no step ran");
    }
}
