//! Step 6: the base path with its last segment replaced by the embedded path, then 6a to 6d.
//!
//! The RFC writes string rewriting and says so: "some systems may find it more efficient to
//! implement Step 6 as a pair of segment stacks being merged, rather than as a series of string
//! pattern matches." Each function here works on a segment list in one linear pass and reports
//! every removal the rewriting would make, in the same order, as a workspace deletion.
//! `tests/rfc1808_1630_props.rs` checks this against the literal string rewriting.
//!
//! The path here has no leading slash (it is a flag), so every piece between slashes is a
//! complete path segment, the first one included, even when it is empty (`segment = *pchar`).

use super::steps::*;
use crate::core::workspace::{Seg, Workspace};
use crate::core::{BufferChange, Event, Observer, Outcome, Rfc1808Variant, Span, Step};

/// The new path during Step 6: the workspace, its kept segments, and its length.
pub(super) struct Buffer<'a> {
    pub ws: Workspace<'a>,
    pub segs: Vec<Seg>,
    pub len: usize,
}

impl Buffer<'_> {
    fn is(&self, i: usize, s: &str) -> bool {
        self.ws.is(&self.segs[i], s)
    }

    /// Can kept segment `i` be the `<segment>` of 6c/6d? draft-06: any complete segment "not
    /// equal to ".."". draft-05: any complete segment.
    fn removable(&self, i: usize, variant: Rfc1808Variant) -> bool {
        variant == Rfc1808Variant::Draft05 || !self.is(i, "..")
    }

    fn with_slash(&self, i: usize) -> Span {
        Span::new(self.segs[i].span.start, self.segs[i].span.end + 1)
    }

    fn remove<O: Observer>(&mut self, obs: &mut O, step: &'static Step, at: usize, d: [Span; 2]) {
        let change = BufferChange::removal(at, self.len, d);
        self.len = change.len;
        obs.step(step, Outcome::Buffer(change));
    }

    fn unchanged<O: Observer>(&self, obs: &mut O, step: &'static Step, why: &'static str) {
        obs.step(step, Outcome::Decision(why));
        obs.step(step, Outcome::Buffer(BufferChange::unchanged(self.len)));
    }

    /// Does the path start with a `..` segment?
    pub fn starts_with_dotdot(&self) -> bool {
        self.is(0, "..")
    }
}

/// Step 6: "The last segment of the base URL's path (anything following the rightmost slash
/// "/", or the entire path if no slash is present) is removed and the embedded URL's path is
/// appended in its place."
pub(super) fn replace_last_segment<'a, O: Observer>(
    base_path: &'a str,
    embedded_path: &'a str,
    obs: &mut O,
) -> Buffer<'a> {
    let head = base_path.rfind('/').map_or("", |s| &base_path[..=s]);
    let ws = Workspace::new(head, embedded_path);
    obs.on_event(Event::Workspace {
        head,
        tail: embedded_path,
    });
    obs.step(
        &S6,
        Outcome::Decision(
            "the base path without its last segment (everything up to its rightmost slash)",
        ),
    );
    obs.step(
        &S6,
        Outcome::Buffer(BufferChange::append(0, Span::new(0, head.len()))),
    );
    obs.step(
        &S6,
        Outcome::Decision("the embedded URL's path is appended in its place"),
    );
    obs.step(
        &S6,
        Outcome::Buffer(BufferChange::append(
            head.len(),
            Span::new(head.len(), ws.len()),
        )),
    );
    Buffer {
        segs: ws.segments(),
        len: ws.len(),
        ws,
    }
}

/// Step 6a: "All occurrences of "./", where "." is a complete path segment, are removed."
pub(super) fn remove_dot_slash<O: Observer>(buf: &mut Buffer<'_>, obs: &mut O) {
    let last = buf.segs.len() - 1;
    let mut kept = 0;
    let mut off = 0;
    let mut removed_any = false;
    for i in 0..buf.segs.len() {
        let seg = buf.segs[i];
        if i < last && buf.ws.is(&seg, ".") {
            if !removed_any {
                obs.step(&S6A, Outcome::Decision("a `./` is removed"));
            }
            removed_any = true;
            let deleted = [Span::new(seg.span.start, seg.span.end + 1), Span::EMPTY];
            buf.remove(obs, &S6A, off, deleted);
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
        buf.unchanged(obs, &S6A, "no `./` with `.` a complete segment: unchanged");
    }
}

/// Step 6b: "If the path ends with "." as a complete path segment, that "." is removed."
pub(super) fn remove_final_dot<O: Observer>(buf: &mut Buffer<'_>, obs: &mut O) {
    let last = buf.segs.len() - 1;
    if buf.is(last, ".") {
        obs.step(
            &S6B,
            Outcome::Decision("the path ends with `.` as a complete segment: removed"),
        );
        let seg = buf.segs[last];
        buf.remove(obs, &S6B, seg.off, [seg.span, Span::EMPTY]);
        buf.segs[last].span = Span::new(seg.span.start, seg.span.start);
    } else {
        buf.unchanged(
            obs,
            &S6B,
            "the path does not end with `.` as a complete segment: unchanged",
        );
    }
}

/// Step 6c: "All occurrences of "<segment>/../", where <segment> is a complete path segment not
/// equal to "..", are removed. Removal of these path segments is performed iteratively,
/// removing the leftmost matching pattern on each iteration, until no matching pattern
/// remains." (draft-05: "where <segment> and ".." are complete path segments".)
///
/// A stack: the kept segments never hold a match, so the leftmost match is always the top of
/// the stack followed by the next `../`, and popping reproduces the iterations in order.
pub(super) fn remove_segment_dotdot<O: Observer>(
    buf: &mut Buffer<'_>,
    variant: Rfc1808Variant,
    obs: &mut O,
) {
    let step = match variant {
        Rfc1808Variant::Draft06 => &S6C,
        Rfc1808Variant::Draft05 => &S6C_05,
    };
    let n = buf.segs.len();
    let mut top = 0; // the kept segments are buf.segs[..top]
    let mut removed_any = false;
    let mut warned_05 = false;
    for r in 0..n {
        let seg = buf.segs[r];
        let followed_by_slash = r + 1 < n;
        if followed_by_slash && top > 0 && buf.ws.is(&seg, "..") && buf.removable(top - 1, variant)
        {
            if !removed_any {
                obs.step(
                    step,
                    Outcome::Decision(
                        "`<segment>/../` found: the leftmost is removed, then the search starts \
                         again",
                    ),
                );
            }
            if !warned_05 && buf.is(top - 1, "..") {
                warned_05 = true;
                obs.step(step, Outcome::Warning(&DRAFT05_DOTDOT));
            }
            removed_any = true;
            top -= 1;
            let at = buf.segs[top].off;
            let deleted = [
                buf.with_slash(top),
                Span::new(seg.span.start, seg.span.end + 1),
            ];
            buf.remove(obs, step, at, deleted);
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
        obs.step(step, Outcome::Decision("no `<segment>/../` remains"));
    } else {
        buf.unchanged(obs, step, "no `<segment>/../` matches: unchanged");
    }
}

/// Step 6d: "If the path ends with "<segment>/..", where <segment> is a complete path segment
/// not equal to "..", that "<segment>/.." is removed." (draft-05: "If the path ends with
/// "<segment>/..", that "<segment>/.." is removed.")
pub(super) fn remove_final_segment_dotdot<O: Observer>(
    buf: &mut Buffer<'_>,
    variant: Rfc1808Variant,
    obs: &mut O,
) {
    let step = match variant {
        Rfc1808Variant::Draft06 => &S6D,
        Rfc1808Variant::Draft05 => &S6D_05,
    };
    let n = buf.segs.len();
    if n >= 2 && buf.is(n - 1, "..") && buf.removable(n - 2, variant) {
        obs.step(
            step,
            Outcome::Decision("the path ends with `<segment>/..`: removed"),
        );
        if buf.is(n - 2, "..") {
            obs.step(step, Outcome::Warning(&DRAFT05_DOTDOT));
        }
        let prev = buf.segs[n - 2];
        let deleted = [buf.with_slash(n - 2), buf.segs[n - 1].span];
        buf.remove(obs, step, prev.off, deleted);
        // What is left ends with the slash before <segment>: an empty last segment.
        buf.segs[n - 2].span = Span::new(prev.span.start, prev.span.start);
        buf.segs.truncate(n - 1);
    } else {
        buf.unchanged(
            obs,
            step,
            "the path does not end with `<segment>/..`: unchanged",
        );
    }
}
