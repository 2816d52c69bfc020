//! The WHATWG URL Standard, as browsers resolve links: through the `url` crate, which implements
//! the Standard's basic URL parser. Its steps are a state machine over code points, not a
//! sequence a reader can follow like RFC 3986's, and hand-writing it would only add a second,
//! unreviewed implementation; so the result is the crate's and no step is traced.

use crate::core::{Error, Observer, Outcome, Spec, Step, Warning};

pub static PARSER: Step = Step {
    spec: Spec::Whatwg,
    id: "basic URL parser",
    title: "parse the reference with the base as base",
    text: "The basic URL parser takes a scalar value string input, with an optional null or base \
           URL base [...]. To resolve a reference: parse the base, then run the basic URL parser \
           on the reference with the parsed base as base.",
};

pub static NOT_TRACED: Warning = Warning {
    id: "whatwg.not-traced",
    text: "The WHATWG URL Standard is implemented by the url crate; its steps are not traced. \
           The result is the crate's `Url::parse(base)?.join(reference)`.",
};

/// Resolves `reference` against `base` as the WHATWG URL Standard does: `base` is parsed with no
/// base URL, then `reference` is parsed with it as base.
pub fn resolve<O: Observer>(base: &str, reference: &str, obs: &mut O) -> Result<String, Error> {
    obs.step(&PARSER, Outcome::Warning(&NOT_TRACED));
    let base = url::Url::parse(base).map_err(|e| Error::Whatwg {
        input: "base",
        message: e.to_string(),
    })?;
    let joined = base.join(reference).map_err(|e| Error::Whatwg {
        input: "reference (parsed against the base)",
        message: e.to_string(),
    })?;
    Ok(joined.into())
}
