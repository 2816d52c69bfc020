//! Section 5.2.3, merge: what comes before the reference's path.

use super::steps::MERGE;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::event::{Observer, Outcome};

/// 5.2.3: "If the base URI has a defined authority component and an empty path, then return a
/// string consisting of "/" concatenated with the reference's path; otherwise, return a string
/// consisting of the reference's path component appended to all but the last segment of the
/// base URI's path (i.e., excluding any characters after the right-most "/" in the base URI
/// path, or excluding the entire base URI path if it does not contain any "/" characters)."
///
/// Returns the head of the merged path; the reference's path follows it (the workspace
/// `head ⧺ R.path` that remove_dot_segments then reads, never concatenated).
pub(super) fn merge<'a, O: Observer>(base: &UriRef<'a>, obs: &mut O) -> &'a str {
    let base_path = base.path();
    if base.authority.is_some() && base_path.is_empty() {
        obs.step(
            &MERGE,
            Outcome::Decision(
                "the base has a defined authority and an empty path → \"/\" followed by R.path",
            ),
        );
        return "/";
    }
    // A byte loop: base paths are short, and `rfind` goes through a generic searcher.
    match base_path.bytes().rposition(|b| b == b'/') {
        Some(slash) => {
            obs.step(
                &MERGE,
                Outcome::Decision(
                    "R.path appended to the base path up to and including its right-most \"/\"",
                ),
            );
            &base_path[..=slash]
        }
        None => {
            obs.step(
                &MERGE,
                Outcome::Decision(
                    "the base path has no \"/\" → the entire base path is excluded; the merge \
                     is R.path alone",
                ),
            );
            ""
        }
    }
}
