//! Step 6: merging a relative path with the base path.
//!
//! The text describes string rewriting; each function here does what its sentence says on a
//! segment list instead, in one linear pass, and reports every removal the rewriting would make,
//! in the same order. `tests/rfc2396_literal.rs` checks the two readings agree on random paths.

use super::steps::*;
use crate::core::workspace::{Seg, SegStack, Workspace};
use crate::core::{AboveRoot, BufferChange, Error, Observer, Outcome, Span, Spec};

/// The buffer during step 6: the workspace, its kept segments, and its length.
pub(super) struct Buffer<'a> {
    pub ws: Workspace<'a>,
    pub segs: SegStack,
    pub len: usize,
}

impl Buffer<'_> {
    #[inline(always)]
    fn is(&self, i: usize, s: &str) -> bool {
        self.ws.is(&self.segs[i], s)
    }

    /// Is the kept segment `i` a `<segment>` that 6e/6f may remove: a complete path segment not
    /// equal to ".."? The empty string before a leading "/" is not a segment.
    fn removable(&self, i: usize) -> bool {
        !(self.is(i, "..") || (i == 0 && self.segs[0].span.is_empty()))
    }

    /// The span of segment `i` followed by its slash.
    fn with_slash(&self, i: usize) -> Span {
        Span::new(self.segs[i].span.start, self.segs[i].span.end + 1)
    }

    fn remove<O: Observer>(
        &mut self,
        obs: &mut O,
        step: &'static crate::core::Step,
        at: usize,
        deleted: [Span; 2],
    ) {
        let change = BufferChange::removal(at, self.len, deleted);
        self.len = change.len;
        obs.step(step, Outcome::Buffer(change));
    }

    fn unchanged<O: Observer>(
        &self,
        obs: &mut O,
        step: &'static crate::core::Step,
        why: &'static str,
    ) {
        obs.step(step, Outcome::Decision(why));
        obs.step(step, Outcome::Buffer(BufferChange::unchanged(self.len)));
    }
}

/// Step 6a: "All but the last segment of the base URI's path component is copied to the buffer. In
/// other words, any characters after the last (right-most) slash character, if any, are
/// excluded." Step 6b: "The reference's path component is appended to the buffer string."
///
/// Returns the buffer after 6b. `head` is what 6a copies (the caller decides what an empty base
/// path gives).
#[inline(always)]
pub(super) fn copy_and_append<'a, O: Observer>(
    head: &'a str,
    tail: &'a str,
    obs: &mut O,
) -> Buffer<'a> {
    let ws = Workspace::new(head, tail);
    obs.on_event(crate::core::Event::Workspace { head, tail });
    obs.step(
        &S6A,
        Outcome::Decision("the base path up to and including its last slash is copied"),
    );
    obs.step(
        &S6A,
        Outcome::Buffer(BufferChange::append(0, Span::new(0, head.len()))),
    );
    obs.step(&S6B, Outcome::Decision("the reference path is appended"));
    obs.step(
        &S6B,
        Outcome::Buffer(BufferChange::append(
            head.len(),
            Span::new(head.len(), ws.len()),
        )),
    );
    let mut buf = Buffer {
        segs: SegStack::new(),
        len: ws.len(),
        ws,
    };
    ws.segments_into(&mut buf.segs);
    buf
}

/// Step 6c: "All occurrences of "./", where "." is a complete path segment, are removed from the
/// buffer string."
pub(super) fn remove_dot_slash<O: Observer>(buf: &mut Buffer<'_>, obs: &mut O) {
    let last = buf.segs.len() - 1;
    let mut kept = 0;
    let mut off = 0;
    let mut removed_any = false;
    for i in 0..buf.segs.len() {
        let seg = buf.segs[i];
        if i < last && buf.ws.is(&seg, ".") {
            if !removed_any && O::ENABLED {
                obs.step(&S6C, Outcome::Decision("a `./` is removed"));
            }
            removed_any = true;
            buf.remove(
                obs,
                &S6C,
                off,
                [Span::new(seg.span.start, seg.span.end + 1), Span::EMPTY],
            );
        } else {
            buf.segs[kept] = Seg {
                span: seg.span,
                off,
            };
            off += seg.span.len() + 1;
            kept += 1;
        }
    }
    buf.segs.truncate(kept);
    if !removed_any {
        buf.unchanged(obs, &S6C, "no `./` as a complete segment: unchanged");
    }
}

/// Step 6d: "If the buffer string ends with "." as a complete path segment, that "." is removed."
pub(super) fn remove_final_dot<O: Observer>(buf: &mut Buffer<'_>, obs: &mut O) {
    let last = buf.segs.len() - 1;
    if buf.is(last, ".") {
        obs.step(
            &S6D,
            Outcome::Decision("the buffer ends with `.` as a complete segment: removed"),
        );
        let seg = buf.segs[last];
        buf.remove(obs, &S6D, seg.off, [seg.span, Span::EMPTY]);
        buf.segs[last].span = Span::new(seg.span.start, seg.span.start);
    } else {
        buf.unchanged(
            obs,
            &S6D,
            "the buffer does not end with `.` as a complete segment: unchanged",
        );
    }
}

/// Step 6e: "All occurrences of "<segment>/../", where <segment> is a complete path segment not
/// equal to "..", are removed from the buffer string. Removal of these path segments is
/// performed iteratively, removing the leftmost matching pattern on each iteration, until no
/// matching pattern remains."
///
/// A stack: the kept segments never hold a match, so the leftmost match is always the top of
/// the stack followed by the next `../`, and popping reproduces the iterations in order.
pub(super) fn remove_segment_dotdot<O: Observer>(buf: &mut Buffer<'_>, obs: &mut O) {
    let n = buf.segs.len();
    let mut top = 0; // kept segments are buf.segs[..top]
    let mut removed_any = false;
    for r in 0..n {
        let seg = buf.segs[r];
        let followed_by_slash = r + 1 < n;
        if followed_by_slash && top > 0 && buf.ws.is(&seg, "..") && buf.removable(top - 1) {
            if !removed_any && O::ENABLED {
                obs.step(&S6E, Outcome::Decision("`<segment>/../` found: the leftmost is removed, then the search starts again"));
            }
            removed_any = true;
            top -= 1;
            let at = buf.segs[top].off;
            let deleted = [
                buf.with_slash(top),
                Span::new(seg.span.start, seg.span.end + 1),
            ];
            buf.remove(obs, &S6E, at, deleted);
        } else {
            let off = if top == 0 {
                0
            } else {
                buf.segs[top - 1].off + buf.segs[top - 1].span.len() + 1
            };
            buf.segs[top] = Seg {
                span: seg.span,
                off,
            };
            top += 1;
        }
    }
    buf.segs.truncate(top);
    if removed_any {
        obs.step(&S6E, Outcome::Decision("no `<segment>/../` remains"));
    } else {
        buf.unchanged(
            obs,
            &S6E,
            "no `<segment>/../` with <segment> not `..`: unchanged",
        );
    }
}

/// Step 6f: "If the buffer string ends with "<segment>/..", where <segment> is a complete path
/// segment not equal to "..", that "<segment>/.." is removed."
pub(super) fn remove_final_segment_dotdot<O: Observer>(buf: &mut Buffer<'_>, obs: &mut O) {
    let n = buf.segs.len();
    if n >= 2 && buf.is(n - 1, "..") && buf.removable(n - 2) {
        obs.step(
            &S6F,
            Outcome::Decision("the buffer ends with `<segment>/..`: removed"),
        );
        let prev = buf.segs[n - 2];
        let deleted = [buf.with_slash(n - 2), buf.segs[n - 1].span];
        buf.remove(obs, &S6F, prev.off, deleted);
        // What is left ends with the slash before <segment>: an empty last segment.
        buf.segs[n - 2].span = Span::new(prev.span.start, prev.span.start);
        buf.segs.truncate(n - 1);
    } else {
        buf.unchanged(
            obs,
            &S6F,
            "the buffer does not end with `<segment>/..`: unchanged",
        );
    }
}

/// Step 6g: "If the resulting buffer string still begins with one or more complete path segments of
/// "..", then the reference is considered to be in error. Implementations may handle this error
/// by retaining these components in the resolved path (i.e., treating them as part of the final
/// URI), by removing them from the resolved path (i.e., discarding relative levels above the
/// root), or by avoiding traversal of the reference."
pub(super) fn leading_dotdot<O: Observer>(
    buf: &mut Buffer<'_>,
    handling: AboveRoot,
    obs: &mut O,
) -> Result<(), Error> {
    // The empty string before a leading "/" is not a segment: skip it.
    let first = usize::from(buf.segs[0].span.is_empty() && buf.segs.len() > 1);
    let count = buf.segs[first..]
        .iter()
        .take_while(|s| buf.ws.is(s, ".."))
        .count();
    if count == 0 {
        buf.unchanged(
            obs,
            &S6G,
            "the buffer does not begin with a `..` segment: unchanged",
        );
        return Ok(());
    }
    match handling {
        AboveRoot::Keep => {
            obs.step(
                &S6G,
                Outcome::Decision("begins with `..`: in error; handling `keep` retains them"),
            );
            obs.step(&S6G, Outcome::Warning(&ABOVE_ROOT_KEPT));
            obs.step(&S6G, Outcome::Buffer(BufferChange::unchanged(buf.len)));
            Ok(())
        }
        AboveRoot::Remove => {
            obs.step(
                &S6G,
                Outcome::Decision("begins with `..`: in error; handling `remove` discards them"),
            );
            let at = buf.segs[first].off;
            let end = first + count;
            for i in first..end {
                // Each ".." goes with its following slash; a final ".." leaves the slash before it.
                let deleted = if i + 1 < buf.segs.len() {
                    buf.with_slash(i)
                } else {
                    buf.segs[i].span
                };
                buf.remove(obs, &S6G, at, [deleted, Span::EMPTY]);
            }
            if end == buf.segs.len() {
                let start = buf.segs[end - 1].span.start;
                buf.segs[first] = Seg {
                    span: Span::new(start, start),
                    off: at,
                };
                buf.segs.truncate(first + 1);
            } else {
                let shift = buf.segs[end].off - at;
                buf.segs.remove_range(first, end);
                for seg in &mut buf.segs[first..] {
                    seg.off -= shift;
                }
            }
            Ok(())
        }
        AboveRoot::Reject => {
            obs.step(
                &S6G,
                Outcome::Decision("begins with `..`: in error; handling `reject` avoids traversal"),
            );
            let mut path = String::with_capacity(buf.len);
            buf.ws.write(&buf.segs, &mut path);
            Err(Error::AboveRoot {
                spec: Spec::Rfc2396,
                path,
                segments: count,
            })
        }
    }
}

/// Step 6h: "The remaining buffer string is the reference URI's new path component."
pub(super) fn finish<O: Observer>(buf: &Buffer<'_>, obs: &mut O) {
    obs.step(&S6H, Outcome::Decision("the buffer is the new path"));
    obs.step(&S6H, Outcome::Buffer(BufferChange::unchanged(buf.len)));
}
