//! R4: "Within the result, all occurrences of "xxx/../" or "/." are recursively removed, where
//! xxx, ".." and "." are complete path elements."
//!
//! uriscope reads "recursively" as: repeatedly remove the leftmost occurrence of either pattern
//! until neither occurs. Done literally that is quadratic. Here one left-to-right pass over the
//! elements, with the output string as the stack of kept elements, gives the same removals in
//! the same order: the kept elements never contain a match, so the leftmost match always
//! involves the element being read (`/.` when it is `.` and something is kept before it;
//! `xxx/../` when it is `..`, a slash follows it, and the last kept element is a complete
//! element). `tests/rfc1808_1630_props.rs` checks this against the literal rewriting, buffer by
//! buffer.
//!
//! Every kept element owns the slash that follows it, so each removal is at most two workspace
//! spans: `xxx/` and `../`; `./` for a `.` followed by a slash (removing `/.` there leaves the
//! same text); the slash before a final `.` and the `.` itself.

use super::steps::*;
use crate::core::text::dot_segments::report_removal;
use crate::core::text::workspace::Workspace;
use crate::core::vocabulary::event::{BufferChange, Event, Observer, Outcome};
use crate::core::vocabulary::span::Span;

/// Announces `path` (the path part of R3's result: after `scheme:` and any `//host`, before
/// any `?`) as the buffer R3 filled.
pub(super) fn start<O: Observer>(path: &str, obs: &mut O) {
    obs.on_event(Event::Workspace {
        head: "",
        tail: path,
    });
    obs.step(
        &R3,
        Outcome::Buffer(BufferChange::append(0, Span::new(0, path.len()))),
    );
}

/// Removes the dot patterns from `path` (announced by [`start`]), reporting each removal, and
/// appends what is left to `out`.
pub(super) fn remove_dots<O: Observer>(path: &str, out: &mut String, obs: &mut O) {
    let ws = Workspace::new("", path);
    let start = out.len();
    // The workspace span of each kept element (only when traced: the removals name them).
    let mut kept: Vec<Span> = Vec::new();
    let mut len = path.len();
    let mut removals = 0usize;
    let mut warned_dotdot = false;
    let mut final_dot = false;
    for piece in ws.pieces() {
        let stacked = &out[start..];
        if !stacked.is_empty() && piece.is_dot() {
            // `/.`: the slash before it is the last kept element's.
            if O::ENABLED {
                obs.step(
                    &R4,
                    Outcome::Decision("`/.` with `.` a complete element: removed"),
                );
                let (at, deleted) = if piece.slash {
                    let dot_slash = Span::new(piece.start, piece.end() + 1);
                    (stacked.len(), [dot_slash, Span::EMPTY])
                } else {
                    let slash = kept.last().map_or(0, |prev| prev.end);
                    let slash = Span::new(slash, slash + 1);
                    (
                        stacked.len() - 1,
                        [slash, Span::new(piece.start, piece.end())],
                    )
                };
                report_removal(obs, &R4, at, &mut len, deleted);
            }
            if !piece.slash {
                final_dot = true;
                out.pop();
            }
            removals += 1;
            continue;
        }
        // `xxx/../`: the bottom element, when empty, is the empty string before a leading `/`
        // and never `xxx` (even when it became the bottom only because `xxx/../` before it was
        // removed).
        if piece.slash && piece.is_dotdot() && !stacked.is_empty() && stacked != "/" {
            let at = stacked[..stacked.len() - 1]
                .rfind('/')
                .map_or(0, |slash| slash + 1);
            if O::ENABLED {
                let xxx = &stacked[at..stacked.len() - 1];
                if !warned_dotdot && xxx == ".." {
                    warned_dotdot = true;
                    obs.step(&R4, Outcome::Warning(&DOTDOT_AS_XXX));
                }
                obs.step(
                    &R4,
                    Outcome::Decision("`xxx/../` with `xxx` and `..` complete elements: removed"),
                );
                let xxx = kept.pop().unwrap_or_default();
                let deleted = [
                    Span::new(xxx.start, xxx.end + 1),
                    Span::new(piece.start, piece.end() + 1),
                ];
                report_removal(obs, &R4, at, &mut len, deleted);
            }
            out.truncate(start + at);
            removals += 1;
            continue;
        }
        out.push_str(piece.text);
        if piece.slash {
            out.push('/');
        }
        if O::ENABLED {
            kept.push(Span::new(piece.start, piece.end()));
        }
    }
    if removals == 0 {
        obs.step(
            &R4,
            Outcome::Decision("neither `xxx/../` nor `/.` occurs: unchanged"),
        );
        obs.step(&R4, Outcome::Buffer(BufferChange::unchanged(len)));
    } else {
        obs.step(&R4, Outcome::Decision("neither `xxx/../` nor `/.` remains"));
    }
    if final_dot {
        obs.step(&R4, Outcome::Warning(&FINAL_DOT_REMOVED));
    }
    if out[start..].ends_with("/..") {
        obs.step(&R4, Outcome::Warning(&FINAL_DOTDOT_KEPT));
    }
    debug_assert!(!O::ENABLED || out.len() - start == len);
}
