//! Section 5.2.4, remove_dot_segments: the RFC's two string buffers, the input kept as a span.
//!
//! The input buffer is always one contiguous span `p..e` of the workspace, never copied. The
//! output buffer is the result string itself: rule E appends a segment to it, rule C truncates
//! it at its last `/`, which only scans the segment being removed, so the whole loop is linear
//! in the path length and allocates nothing beyond the result. When traced, a stack of the
//! workspace spans that E moved is kept too, and each iteration is reported as the deletion of
//! workspace spans (see [`BufferChange`]): `Trace::buffer_at(i)` is then output ⧺ input, and
//! `split` is where the output ends.
//!
//! `tests/rfc3986_props.rs` checks this against a literal two-string implementation.

use super::steps::*;
use crate::core::text::workspace::Workspace;
use crate::core::vocabulary::event::{BufferChange, Event, Observer, Outcome};
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::step::Step;

/// The byte at workspace offset `i` (the workspace is `head` then `tail`, never concatenated).
#[inline]
fn byte(ws: &Workspace<'_>, i: usize) -> u8 {
    let h = ws.head.len();
    if i < h {
        ws.head.as_bytes()[i]
    } else {
        ws.tail.as_bytes()[i - h]
    }
}

/// Appends a workspace span that may straddle `head` and `tail`.
#[inline]
fn push_span(ws: &Workspace<'_>, span: Span, out: &mut String) {
    let h = ws.head.len();
    if span.end <= h {
        out.push_str(&ws.head[span.start..span.end]);
    } else if span.start >= h {
        out.push_str(&ws.tail[span.start - h..span.end - h]);
    } else {
        out.push_str(&ws.head[span.start..]);
        out.push_str(&ws.tail[..span.end - h]);
    }
}

/// The offset of the first `/` in `from..end`, or `end`.
#[inline]
fn next_slash(ws: &Workspace<'_>, from: usize, end: usize) -> usize {
    let h = ws.head.len();
    if from < h {
        let stop = end.min(h);
        if let Some(i) = ws.head.as_bytes()[from..stop]
            .iter()
            .position(|&b| b == b'/')
        {
            return from + i;
        }
    }
    let start = from.max(h);
    if start >= end {
        return end;
    }
    ws.tail.as_bytes()[start - h..end - h]
        .iter()
        .position(|&b| b == b'/')
        .map_or(end, |i| start + i)
}

/// Which rule of step 2 applies to the input buffer, and to which of its forms.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Rule {
    /// A: the input begins with "../" (3) or "./" (2).
    A(usize),
    /// B: the input begins with "/./".
    B,
    /// B: the input is exactly "/.".
    BAtEnd,
    /// C: the input begins with "/../".
    C,
    /// C: the input is exactly "/..".
    CAtEnd,
    /// D: the input is exactly "." or "..".
    D,
    E,
}

/// The rule for the input buffer `p..e`, from its first (up to) four bytes: every test of rules
/// A to D looks at no more, and fewer than four bytes are the whole input, which is what tells
/// "begins with" from "consists only of".
#[inline]
fn rule(ws: &Workspace<'_>, p: usize, e: usize) -> Rule {
    let len = (e - p).min(4);
    let mut w = [0; 4];
    let h = ws.head.len();
    if p >= h {
        w[..len].copy_from_slice(&ws.tail.as_bytes()[p - h..p - h + len]);
    } else if p + len <= h {
        w[..len].copy_from_slice(&ws.head.as_bytes()[p..p + len]);
    } else {
        for (k, b) in w[..len].iter_mut().enumerate() {
            *b = byte(ws, p + k);
        }
    }
    match (w, len) {
        ([b'.', b'.', b'/', _], 3..) => Rule::A(3),
        ([b'.', b'/', _, _], 2..) => Rule::A(2),
        ([b'/', b'.', b'/', _], 3..) => Rule::B,
        ([b'/', b'.', _, _], 2) => Rule::BAtEnd,
        ([b'/', b'.', b'.', b'/'], 4) => Rule::C,
        ([b'/', b'.', b'.', _], 3) => Rule::CAtEnd,
        ([b'.', _, _, _], 1) | ([b'.', b'.', _, _], 2) => Rule::D,
        _ => Rule::E,
    }
}

/// Section 5.2.4: "Although there are many ways to accomplish this removal process, we describe a
/// simple method using two string buffers." [...] "Some applications may find it more efficient
/// to implement the remove_dot_segments algorithm by using two segment stacks rather than
/// strings."
///
/// Runs on the workspace `head ⧺ tail` (the merged path, or a reference path alone with an empty
/// `head`) and appends the output buffer to `out`. Reports the workspace as filled by `filler`
/// (the step that made the path: 5.2.3's merge, or the branch of 5.2.2 that takes R.path),
/// step 1, one event per loop iteration (2A to 2E) and step 3.
pub fn remove_dot_segments<O: Observer>(
    head: &str,
    tail: &str,
    filler: &'static Step,
    out: &mut String,
    obs: &mut O,
) {
    let ws = Workspace::new(head, tail);
    if !O::ENABLED && !ws.has_dot() {
        // No segment is `.` or `..`: rule E moves every one as it is, and only a trace shows
        // the moves one by one.
        out.push_str(head);
        out.push_str(tail);
        return;
    }
    obs.on_event(Event::Workspace { head, tail });
    let n = ws.len();
    // Everything is input until step 1 names the (empty) output buffer.
    obs.step(
        filler,
        Outcome::Buffer(BufferChange::append(0, Span::new(0, n)).with_split(0)),
    );
    step1_initialise(n, obs);
    let base = out.len(); // the output buffer is out[base..]
    // The workspace span of each segment in the output buffer (only when traced).
    let mut pieces: Vec<Span> = Vec::new();
    let (mut p, mut e) = (0, n);
    while p < e {
        let split = out.len() - base;
        let len = split + (e - p);
        // Each branch: the step, the change, and the new input.
        let (step, change): (&'static Step, BufferChange) = match rule(&ws, p, e) {
            Rule::A(k) => {
                p += k;
                let deleted = [Span::new(p - k, p), Span::EMPTY];
                (&RDS2A, removal(split, len, deleted))
            }
            Rule::B => {
                // "/./" becomes "/": the "/." is deleted, the second slash stays.
                p += 2;
                let deleted = [Span::new(p - 2, p), Span::EMPTY];
                (&RDS2B, removal(split, len, deleted))
            }
            Rule::BAtEnd => {
                // "/." becomes "/": the "." is deleted.
                e = p + 1;
                let deleted = [Span::new(p + 1, p + 2), Span::EMPTY];
                (&RDS2B, removal(split + 1, len, deleted))
            }
            Rule::C => {
                // "/../" becomes "/" (the "/.." is deleted), and the last output segment goes with
                // its preceding "/": the two deletions are adjacent in the buffer.
                note_above_root(out.len() == base, obs);
                remove_last_segment(out, base);
                let popped = pieces.pop().unwrap_or(Span::new(p, p));
                p += 3;
                let deleted = [popped, Span::new(p - 3, p)];
                (&RDS2C, removal(out.len() - base, len, deleted))
            }
            Rule::CAtEnd => {
                note_above_root(out.len() == base, obs);
                remove_last_segment(out, base);
                step2c_at_end(&ws, pieces.pop(), split, &mut p, &mut e, len)
            }
            Rule::D => {
                let deleted = [Span::new(p, e), Span::EMPTY];
                p = e;
                (&RDS2D, removal(split, len, deleted))
            }
            Rule::E => {
                // The segment runs from p (its "/", if any) to the next "/" after its first byte.
                let from = if byte(&ws, p) == b'/' { p + 1 } else { p };
                let q = next_slash(&ws, from, e);
                if O::ENABLED {
                    pieces.push(Span::new(p, q));
                }
                push_span(&ws, Span::new(p, q), out);
                p = q;
                (&RDS2E, BufferChange::unchanged(len).at(split))
            }
        };
        obs.step(step, Outcome::Buffer(change.with_split(out.len() - base)));
    }
    let split = out.len() - base;
    obs.step(
        &RDS3,
        Outcome::Buffer(BufferChange::unchanged(split).with_split(split)),
    );
}

/// Rule C with an empty output buffer: nothing to remove, so the `..` climbs above the root and
/// is dropped.
#[inline]
fn note_above_root<O: Observer>(empty_output: bool, obs: &mut O) {
    if O::ENABLED && empty_output {
        obs.step(&RDS2C, Outcome::Warning(&ABOVE_ROOT_REMOVED));
    }
}

/// Rule C's "remove the last segment and its preceding "/" (if any) from the output buffer",
/// on the output buffer `out[base..]`.
#[inline]
fn remove_last_segment(out: &mut String, base: usize) {
    // A byte loop: it reads only the segment removed, and `rfind` goes through memrchr.
    let cut = out.as_bytes()[base..]
        .iter()
        .rposition(|&b| b == b'/')
        .map_or(base, |slash| base + slash);
    out.truncate(cut);
}

/// Step 1: "The input buffer is initialized with the now-appended path components and the output
/// buffer is initialized to the empty string."
#[inline]
fn step1_initialise<O: Observer>(n: usize, obs: &mut O) {
    obs.step(
        &RDS1,
        Outcome::Buffer(BufferChange::unchanged(n).at(0).with_split(0)),
    );
}

#[inline]
fn removal(at: usize, len_before: usize, deleted: [Span; 2]) -> BufferChange {
    BufferChange::removal(at, len_before, deleted)
}

/// Rule C when the input buffer is exactly "/..": it becomes "/", and the last output segment
/// (`popped`, known only when traced) goes with its preceding "/" (if any). The output string
/// has already been cut; this moves the input and describes the change.
///
/// To keep the change one contiguous deletion, the "/" that stays is the popped segment's own
/// slash when it has one (the buffer `…/seg/..` loses `seg/..`). A first segment without a slash
/// (`seg/..` from a relative path) cannot be done that way: the run `seg/..` is replaced by the
/// input's `/`, reported as `inserted: 1`.
fn step2c_at_end(
    ws: &Workspace<'_>,
    popped: Option<Span>,
    split: usize,
    p: &mut usize,
    e: &mut usize,
    len: usize,
) -> (&'static Step, BufferChange) {
    let dots = Span::new(*p + 1, *p + 3);
    match popped {
        None => {
            *e = *p + 1;
            (&RDS2C, removal(split + 1, len, [dots, Span::EMPTY]))
        }
        Some(piece) if byte(ws, piece.start) == b'/' => {
            *p = piece.start;
            *e = piece.start + 1;
            let seg = Span::new(piece.start + 1, piece.end);
            let slash_dots = Span::new(dots.start - 1, dots.end);
            (
                &RDS2C,
                removal(split - piece.len() + 1, len, [seg, slash_dots]),
            )
        }
        Some(piece) => {
            *e = *p + 1;
            let change = BufferChange::replacement(
                split - piece.len(),
                piece.len() + 3,
                [piece, dots],
                Span::new(*p, *p + 1),
                len - piece.len() - 2,
            );
            (&RDS2C, change)
        }
    }
}
