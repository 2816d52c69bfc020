//! A path split into segments, each with its `;param` parts where the grammar has them.
//!
//! ```text
//! path_segments = segment *( "/" segment )        ; RFC 2396
//! segment       = *pchar *( ";" param )
//! param         = *pchar
//! ```
//!
//! An absolute path is `"/" path_segments`: the empty string before its leading slash is not a
//! segment. RFC 3986 has no parameters (`;` is a `sub-delims` character inside a segment):
//! [`Segments::without_params`] reads a path that way.

use crate::core::vocabulary::span::Span;

/// One path segment: its whole span, the part before the first `;`, and its parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Segment<'a> {
    text: &'a str,
    /// The whole segment, parameters included (no slashes).
    pub span: Span,
    /// The part before the first `;`.
    pub name: Span,
}

impl<'a> Segment<'a> {
    /// The text the segment's spans index.
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The whole segment.
    pub fn as_str(&self) -> &'a str {
        self.span.of(self.text)
    }

    /// The part before the first `;` (the whole segment when the grammar has no parameters).
    pub fn name(&self) -> &'a str {
        self.name.of(self.text)
    }

    /// The spans of each `;param`, without the `;`.
    pub fn params(&self) -> impl Iterator<Item = Span> + 'a {
        let text = self.text;
        let (name_end, end) = (self.name.end, self.span.end);
        let mut at = name_end;
        std::iter::from_fn(move || {
            if at >= end {
                return None;
            }
            let start = at + 1; // skip ";"
            let stop = text[start..end].find(';').map_or(end, |n| start + n);
            at = stop;
            Some(Span::new(start, stop))
        })
    }
}

/// Iterator over the segments of a path span.
#[derive(Clone, Debug)]
pub struct Segments<'a> {
    text: &'a str,
    at: usize,
    end: usize,
    done: bool,
    /// Does `;` start a parameter?
    params: bool,
}

impl<'a> Segments<'a> {
    /// The segments of the path at `path` of `text`, each split at `;` into name and
    /// parameters.
    pub fn new(text: &'a str, path: Span) -> Self {
        let leading_slash = text[path.start..path.end].starts_with('/');
        Segments {
            text,
            at: path.start + usize::from(leading_slash),
            end: path.end,
            done: path.is_empty(),
            params: true,
        }
    }

    /// The same segments with `;` kept inside them: each is its own name, without parameters.
    pub fn without_params(self) -> Self {
        Segments {
            params: false,
            ..self
        }
    }
}

impl<'a> Iterator for Segments<'a> {
    type Item = Segment<'a>;

    fn next(&mut self) -> Option<Segment<'a>> {
        if self.done {
            return None;
        }
        let slice = &self.text[self.at..self.end];
        let len = slice.find('/').unwrap_or_else(|| {
            self.done = true;
            slice.len()
        });
        let span = Span::new(self.at, self.at + len);
        let name_len = match self.params {
            true => slice[..len].find(';').unwrap_or(len),
            false => len,
        };
        self.at += len + 1;
        Some(Segment {
            text: self.text,
            span,
            name: Span::new(span.start, span.start + name_len),
        })
    }
}
