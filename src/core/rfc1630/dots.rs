//! R4: "Within the result, all occurrences of "xxx/../" or "/." are recursively removed, where
//! xxx, ".." and "." are complete path elements."
//!
//! The profile (rfc1630.md section 6) reads "recursively" as: repeatedly remove the leftmost
//! occurrence of either pattern until neither occurs. Done literally that is quadratic. Here one
//! left-to-right pass over the elements with a stack gives the same removals in the same order:
//! the kept elements never contain a match, so the leftmost match always involves the element
//! being read (`/.` when it is `.` and something is kept before it; `xxx/../` when it is `..`,
//! a slash follows it, and the top of the stack is a complete element). `tests/rfc1808_1630_props.rs`
//! checks this against the literal rewriting, buffer by buffer.
//!
//! Every kept element owns the slash that follows it in the workspace, so each removal is at
//! most two workspace spans: `xxx/` and `../`; `./` for a `.` followed by a slash (removing `/.`
//! there leaves the same text); the slash before a final `.` and the `.` itself.

use super::steps::*;
use crate::core::dot_segments::report_removal;
use crate::core::workspace::{Kind, Workspace};
use crate::core::{BufferChange, Event, Observer, Outcome, Span};

/// Removes the dot patterns from `path` (the path part of the result: after `scheme:` and any
/// `//host`, before any `?`), reporting each removal. Returns the new path.
pub(super) fn remove_dots<O: Observer>(path: &str, obs: &mut O) -> String {
    let ws = Workspace::new("", path);
    obs.on_event(Event::Workspace {
        head: "",
        tail: path,
    });
    obs.step(
        &R4,
        Outcome::Buffer(BufferChange::append(0, Span::new(0, path.len()))),
    );
    let mut segs = ws.segments();
    let n = segs.len();
    let mut len = ws.len();
    let mut top = 0; // kept elements are segs[..top]
    let mut removals = 0usize;
    let mut warned_dotdot = false;
    let mut final_dot = false;
    for r in 0..n {
        let seg = segs[r];
        let last = r + 1 == n;
        // The bottom of the stack starts the buffer; when it is empty, a slash follows it and
        // it is "the empty string before a leading `/`", never `xxx` (even when it became the
        // bottom only because `xxx/../` before it was removed).
        if top > 0 && seg.kind == Kind::Dot {
            let prev = segs[top - 1];
            let (at, deleted) = if last {
                final_dot = true;
                let slash = prev.span().end;
                (
                    prev.off() + prev.len(),
                    [Span::new(slash, slash + 1), seg.span()],
                )
            } else {
                (prev.next_off(), [seg.with_slash(), Span::EMPTY])
            };
            obs.step(
                &R4,
                Outcome::Decision("`/.` with `.` a complete element: removed"),
            );
            report_removal(obs, &R4, at, &mut len, deleted);
            removals += 1;
        } else if !last && top > 0 && seg.kind == Kind::DotDot && !(top == 1 && segs[0].is_empty())
        {
            let xxx = segs[top - 1];
            if !warned_dotdot && xxx.kind == Kind::DotDot {
                warned_dotdot = true;
                obs.step(&R4, Outcome::Warning(&DOTDOT_AS_XXX));
            }
            obs.step(
                &R4,
                Outcome::Decision("`xxx/../` with `xxx` and `..` complete elements: removed"),
            );
            let deleted = [xxx.with_slash(), seg.with_slash()];
            report_removal(obs, &R4, xxx.off(), &mut len, deleted);
            top -= 1;
            removals += 1;
        } else {
            let off = if top == 0 {
                0
            } else {
                segs[top - 1].next_off()
            };
            segs[top] = seg.at(off);
            top += 1;
        }
    }
    segs.truncate(top);
    if removals == 0 {
        obs.step(
            &R4,
            Outcome::Decision("neither `xxx/../` nor `/.` occurs: unchanged"),
        );
        obs.buffer_unchanged(&R4, len);
    } else {
        obs.step(&R4, Outcome::Decision("neither `xxx/../` nor `/.` remains"));
    }
    if final_dot {
        obs.step(&R4, Outcome::Warning(&FINAL_DOT_REMOVED));
    }
    if segs.len() >= 2 && segs[segs.len() - 1].kind == Kind::DotDot {
        obs.step(&R4, Outcome::Warning(&FINAL_DOTDOT_KEPT));
    }
    let mut out = String::with_capacity(len);
    ws.write(&segs, &mut out);
    out
}
