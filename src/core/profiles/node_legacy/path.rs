//! `resolveObject`'s path lists, `srcPath` and `relPath`: JavaScript arrays from
//! `pathname.split('/')`, held as the text they join back to. No segment holds a `/` (a host
//! put first ends before any), so the text says what the array does: `None` is `[]`,
//! `Some("")` is `['']`, `Some("/b/c")` is `['', 'b', 'c']`. The lists are read in place; the
//! dot removal writes the one list that comes out, and the arrays' `shift`, `unshift` and `push`
//! are edits at the text's ends.

use std::borrow::Cow;

use crate::core::text::substring::substring;

/// A list of segments, as the text they join to.
pub(super) type Segments<'a> = Option<Cow<'a, str>>;

/// `(path && path.split('/')) || []`.
pub(super) fn split(path: Option<Cow<'_, str>>) -> Segments<'_> {
    path.filter(|p| !p.is_empty())
}

/// `list[0] === ''`.
pub(super) fn first_is_empty(list: &Segments<'_>) -> bool {
    list.as_deref()
        .is_some_and(|t| t.is_empty() || t.starts_with('/'))
}

/// `if (list[0] === '') list[0] = host; else list.unshift(host);`: the base's or the
/// reference's host put first, as the branch for protocols without slashes does.
pub(super) fn put_host_first<'a>(host: &str, list: &Segments<'_>) -> Segments<'a> {
    Some(Cow::Owned(match list.as_deref() {
        Some(t) if t.starts_with('/') => [host, t].concat(),
        Some(t) => [host, "/", t].concat(),
        None => host.to_string(),
    }))
}

/// `list.shift()`: the first segment (`undefined` for `[]`), and the list without it.
pub(super) fn shift<'a>(list: &Segments<'a>) -> (Option<Cow<'a, str>>, Segments<'a>) {
    match list {
        None => (None, None),
        Some(text) => match text.find('/') {
            Some(i) => (
                Some(substring(text, 0..i)),
                Some(substring(text, i + 1..text.len())),
            ),
            None => (Some(text.clone()), None),
        },
    }
}

/// `srcPath` as the branches of `resolveObject` leave it, before the dot removal: the
/// segments of `directory`, then those of `path`. The merge (`srcPath.pop();
/// srcPath = srcPath.concat(relPath)`) is the base's path up to its last `/`, then the
/// reference's, read in turn rather than copied.
pub(super) struct Merged<'s> {
    directory: Option<&'s str>,
    path: Option<&'s str>,
}

impl<'s> Merged<'s> {
    /// One list as it is.
    pub(super) fn of(list: Option<&'s str>) -> Self {
        Merged {
            directory: None,
            path: list,
        }
    }

    /// `srcPath.pop(); srcPath = srcPath.concat(relPath)`, `relPath` not empty.
    pub(super) fn pop_and_concat(source: Option<&'s str>, relative: &'s str) -> Self {
        // The base's list loses its last segment: what is before its last `/`, or nothing.
        let directory = source.and_then(|t| t.bytes().rposition(|b| b == b'/').map(|i| &t[..i]));
        Merged {
            directory,
            path: Some(relative),
        }
    }

    /// `!srcPath.length`.
    pub(super) fn is_empty(&self) -> bool {
        self.directory.is_none() && self.path.is_none()
    }

    /// `srcPath.length > 1`.
    pub(super) fn has_more_than_one(&self) -> bool {
        (self.directory.is_some() && self.path.is_some()) || self.parts().any(|t| t.contains('/'))
    }

    /// `srcPath.slice(-1)[0]`.
    pub(super) fn last(&self) -> &'s str {
        let text = self.path.or(self.directory).unwrap_or_default();
        text.bytes()
            .rposition(|b| b == b'/')
            .map_or(text, |i| &text[i + 1..])
    }

    /// `srcPath.join('/')`, for the trace.
    pub(super) fn joined(&self) -> String {
        self.segments().collect::<Vec<_>>().join("/")
    }

    /// The parts, each the text of its segments.
    fn parts(&self) -> impl Iterator<Item = &'s str> {
        [self.directory, self.path].into_iter().flatten()
    }

    /// Every segment in order.
    fn segments(&self) -> impl Iterator<Item = &'s str> {
        self.parts().flat_map(|t| t.split('/'))
    }

    /// The loop that strips `.` and resolves `..` to the parent: the segments kept, and `up`,
    /// the `..` that went above the first segment.
    ///
    /// Node walks right to left, counting `..` and dropping a segment for each; this walks left
    /// to right, a `..` taking back the last segment kept. Both keep the same segments in the
    /// same order with the same `up`: each `..` cancels the nearest segment before it that no
    /// nearer `..` cancelled, whichever end the walk starts from.
    pub(super) fn remove_dots(&self) -> (Segments<'static>, usize) {
        let mut kept = String::with_capacity(
            self.directory.map_or(0, |d| d.len() + 1) + self.path.map_or(0, str::len),
        );
        // Whether any segment is kept: `kept` is empty for `['']` too.
        let mut any_kept = false;
        let mut up = 0usize;
        fn keep(segment: &str, kept: &mut String, any_kept: &mut bool) {
            if *any_kept {
                kept.push('/');
            }
            kept.push_str(segment);
            *any_kept = true;
        }
        for part in self.parts() {
            // A part without a `.` is kept whole, its segments in one copy.
            if !part.contains('.') {
                keep(part, &mut kept, &mut any_kept);
                continue;
            }
            for segment in part.split('/') {
                match segment {
                    "." => {}
                    ".." if !any_kept => up += 1,
                    ".." => match kept.bytes().rposition(|b| b == b'/') {
                        Some(end) => kept.truncate(end),
                        None => {
                            kept.clear();
                            any_kept = false;
                        }
                    },
                    segment => keep(segment, &mut kept, &mut any_kept),
                }
            }
        }
        (any_kept.then_some(Cow::Owned(kept)), up)
    }
}

/// `list.unshift(segment)`, `times` times (in one edit: `up` may be as long as the path).
pub(super) fn unshift_repeated(list: &mut Segments<'_>, segment: &str, times: usize) {
    if times == 0 {
        return;
    }
    let rest = list.take();
    let length = (segment.len() + 1) * times + rest.as_deref().map_or(0, str::len);
    let mut text = String::with_capacity(length);
    for i in 0..times {
        if i > 0 {
            text.push('/');
        }
        text.push_str(segment);
    }
    if let Some(rest) = rest {
        text.push('/');
        text.push_str(&rest);
    }
    *list = Some(Cow::Owned(text));
}

/// `list.push('')`.
pub(super) fn push_empty(list: &mut Segments<'_>) {
    *list = Some(match list.take() {
        None => Cow::Borrowed(""),
        Some(mut text) => {
            text.to_mut().push('/');
            text
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The list JavaScript would hold.
    fn array<'t>(list: &'t Segments<'_>) -> Vec<&'t str> {
        list.as_deref()
            .map_or(Vec::new(), |t| t.split('/').collect())
    }

    #[test]
    fn the_lists_edits_are_the_arrays() {
        let text = |t: &'static str| Some(Cow::Borrowed(t));
        let list = split(text("/b/c/d;p"));
        assert_eq!(array(&list), ["", "b", "c", "d;p"]);
        assert!(first_is_empty(&list));
        assert_eq!(split(text("")), None);
        assert_eq!(array(&put_host_first("h", &list)), ["h", "b", "c", "d;p"]);
        assert_eq!(array(&put_host_first("h", &text("x/y"))), ["h", "x", "y"]);
        assert_eq!(array(&put_host_first("h", &None)), ["h"]);
        assert_eq!(shift(&text("h/x")), (text("h"), text("x")));
        assert_eq!(shift(&text("h")), (text("h"), None));
        let mut empty = None;
        push_empty(&mut empty);
        assert_eq!(array(&empty), [""]);
        push_empty(&mut empty);
        assert_eq!(array(&empty), ["", ""]);
        unshift_repeated(&mut empty, "..", 2);
        assert_eq!(array(&empty), ["..", "..", "", ""]);
        let mut none = None;
        unshift_repeated(&mut none, "", 1);
        assert_eq!(array(&none), [""]);
    }

    #[test]
    fn the_merge_reads_the_base_up_to_its_last_slash() {
        let merged = Merged::pop_and_concat(Some("/b/c/d;p"), "g/..");
        assert_eq!(
            merged.segments().collect::<Vec<_>>(),
            ["", "b", "c", "g", ".."]
        );
        assert_eq!(merged.last(), "..");
        assert!(merged.has_more_than_one());
        let merged = Merged::pop_and_concat(Some("d"), "g");
        assert_eq!(merged.segments().collect::<Vec<_>>(), ["g"]);
        assert!(!merged.has_more_than_one());
        assert!(Merged::of(None).is_empty());
    }

    /// Node's own loop, right to left, on an array.
    fn node_remove_dots(mut list: Vec<&str>) -> (Vec<&str>, usize) {
        let mut up = 0;
        for i in (0..list.len()).rev() {
            match list[i] {
                "." => {
                    list.remove(i);
                }
                ".." => {
                    list.remove(i);
                    up += 1;
                }
                _ if up > 0 => {
                    list.remove(i);
                    up -= 1;
                }
                _ => {}
            }
        }
        (list, up)
    }

    #[test]
    fn the_walk_left_to_right_keeps_what_nodes_right_to_left_keeps() {
        // Every list of up to six segments from these.
        let alphabet = ["", "a", ".", "..", "b"];
        for n in 0..=6u32 {
            for mut code in 0..alphabet.len().pow(n) {
                let mut segments = Vec::new();
                for _ in 0..n {
                    segments.push(alphabet[code % alphabet.len()]);
                    code /= alphabet.len();
                }
                let expected = node_remove_dots(segments.clone());
                let text = segments.join("/");
                let list = (!segments.is_empty()).then_some(text.as_str());
                let (kept, up) = Merged::of(list).remove_dots();
                assert_eq!((array(&kept), up), expected, "{segments:?}");
                // The same list merged from a base's directory and a reference, cut anywhere.
                for cut in 1..segments.len() {
                    let base = segments[..cut].join("/") + "/last";
                    let reference = segments[cut..].join("/");
                    let merged = Merged::pop_and_concat(Some(&base), &reference);
                    let (kept, up) = merged.remove_dots();
                    assert_eq!((array(&kept), up), expected, "{segments:?} cut at {cut}");
                }
            }
        }
    }
}
