//! A library's releases as one table: the lines a profile models (releases that give the same
//! answers), the patch releases each line has, the source its steps cite, and what answers for
//! a release that is not modelled. A profile's behaviour changes are gates on the line
//! (`release.since(line)`), read from the same table.

use std::cmp::Ordering;
use std::ops::RangeInclusive;

use crate::core::vocabulary::library::Library;

/// One line of a library's releases: the releases that give the same answers.
#[derive(Debug)]
pub(crate) struct Line {
    /// The numbers that name it: `[3, 11]`; `[17]` for a JDK feature release.
    pub numbers: &'static [u8],
    /// Its patch releases, first to newest known when the table was written: 3.11.0 to
    /// 3.11.15 is `0..=15`. A line that two rows share (curl 8.1.0, then 8.1.1 on) splits them.
    /// `None`: its releases are named by the line's numbers alone (a JDK's).
    pub patches: Option<RangeInclusive<u8>>,
    /// The source its steps quote and cite.
    pub source: &'static Library,
    /// Its own heading's title, where it is not the library's (`{}` is the release).
    pub title: Option<&'static str>,
}

impl Line {
    /// A line and the patch releases it has.
    pub(crate) const fn new(
        numbers: &'static [u8],
        patches: RangeInclusive<u8>,
        source: &'static Library,
    ) -> Line {
        Line {
            numbers,
            patches: Some(patches),
            source,
            title: None,
        }
    }

    /// A line whose releases are named by its numbers alone (`17`).
    pub(crate) const fn whole(numbers: &'static [u8], source: &'static Library) -> Line {
        Line {
            numbers,
            patches: None,
            source,
            title: None,
        }
    }

    /// The same line, with a heading's title of its own (`{}` is the release).
    pub(crate) const fn titled(self, title: &'static str) -> Line {
        Line {
            title: Some(title),
            ..self
        }
    }

    fn first_patch(&self) -> Option<u8> {
        self.patches.as_ref().map(|patches| *patches.start())
    }
}

/// Releases a table does not model, and the line that answers for them.
#[derive(Debug)]
pub(crate) struct Unmodelled {
    /// The first and the last release lines it speaks of: `[3, 0]` to `[3, 4]`.
    pub from: &'static [u8],
    pub to: &'static [u8],
    /// Where the line that answers for them is in the table.
    pub line: usize,
    /// Whether the behaviour is known to be that line's: then a release of them is accepted as
    /// it, saying so; otherwise refused, naming it.
    pub same: bool,
    /// Why, in a clause: "urljoin kept RFC 1808's algorithm until bpo-22118 (3.5)".
    pub why: &'static str,
}

/// A library's releases: its lines, oldest first, and what answers for the others.
#[derive(Debug)]
pub(crate) struct Releases {
    /// The library's `--spec` word: `python` (`python@3.11`).
    pub word: &'static str,
    /// The product as a release is named: `CPython` (`CPython 3.4`).
    pub product: &'static str,
    /// The lines modelled, oldest first.
    pub lines: &'static [Line],
    /// Releases not modelled that the table can speak of.
    pub unmodelled: &'static [Unmodelled],
    /// Other spellings of a release: `1.8` for JDK 8.
    pub aliases: &'static [(&'static str, &'static str)],
    /// The lines modelled, as a person would list them: `2.7 and 3.5 to 3.14`.
    pub modelled: &'static str,
}

/// A release a profile runs as: the line whose code answers, and the release as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Release {
    /// Where the line is in its table: lines are in release order, so this orders releases.
    line: u8,
    /// The numbers as written (`3.8.10`); none for the line itself (its newest release).
    written: [u8; 3],
    written_len: u8,
    /// For a release not modelled, answered by the line: its entry in the table's
    /// `unmodelled`.
    stand_in: Option<u8>,
}

impl Release {
    /// The line at `index`, as its own numbers name it.
    pub(crate) const fn line_at(index: usize) -> Release {
        Release {
            line: index as u8,
            written: [0; 3],
            written_len: 0,
            stand_in: None,
        }
    }

    /// Where the line is in its table.
    pub(crate) const fn line(self) -> usize {
        self.line as usize
    }

    /// From the line at `index` on (a gate: lines are in release order).
    pub(crate) const fn since(self, index: usize) -> bool {
        self.line as usize >= index
    }

    /// The patch release written, if one was.
    pub(crate) fn patch(self, releases: &Releases) -> Option<u8> {
        let line = releases.lines[self.line()].numbers.len();
        (usize::from(self.written_len) == line + 1).then(|| self.written[line])
    }
}

impl Releases {
    /// The newest line: what a library's name alone means.
    pub(crate) const fn newest(&self) -> Release {
        Release::line_at(self.lines.len() - 1)
    }

    /// Every line modelled, oldest first.
    pub(crate) fn all(&self) -> impl Iterator<Item = Release> + '_ {
        (0..self.lines.len()).map(Release::line_at)
    }

    /// Where the line named `numbers` is (the last of two that share them); at compile time
    /// where a gate asks.
    pub(crate) const fn index_of(&self, numbers: &[u8]) -> usize {
        let mut i = self.lines.len();
        while i > 0 {
            i -= 1;
            if same_numbers(self.lines[i].numbers, numbers) {
                return i;
            }
        }
        panic!("no such line in the table")
    }

    /// The line's own name, without a patch: `3.11`, `8.1.0` where two rows share `8.1`.
    pub(crate) fn line_name(&self, index: usize) -> String {
        let line = &self.lines[index];
        let next = self.lines.get(index + 1);
        match line.first_patch() {
            // The earlier of two rows is written with its first patch release.
            Some(first) if next.is_some_and(|next| next.numbers == line.numbers) => {
                dotted(&[line.numbers, &[first]].concat())
            }
            _ => dotted(line.numbers),
        }
    }

    /// The release as written (`3.8.10`), or its line's name (`3.14`, `8.1.0`).
    pub(crate) fn written(&self, release: Release) -> String {
        match release.written_len {
            0 => self.line_name(release.line()),
            len => dotted(&release.written[..usize::from(len)]),
        }
    }

    /// Reads a release as its users write it (`3.11`, `3.11.4`), against the table.
    pub(crate) fn parse(&self, text: &str) -> Result<Release, String> {
        let text = self
            .aliases
            .iter()
            .find(|(alias, _)| *alias == text)
            .map_or(text, |(_, release)| release);
        let Some((numbers, len)) = numbers_of(text) else {
            return Err(format!(
                "`{text}` is not a {} release such as {}",
                self.product,
                self.example()
            ));
        };
        let numbers = &numbers[..len];
        let written = |line: usize, stand_in: Option<usize>| Release {
            line: line as u8,
            written: {
                let mut all = [0; 3];
                all[..len].copy_from_slice(numbers);
                all
            },
            written_len: len as u8,
            stand_in: stand_in.map(|entry| entry as u8),
        };
        // A line by its numbers (its newest release), or one of its patch releases.
        if let Some(line) = self.lines.iter().rposition(|l| l.numbers == numbers) {
            return Ok(written(line, None));
        }
        let (named, patch) = numbers.split_at(len - 1);
        let of_line: Vec<usize> = (0..self.lines.len())
            .filter(|&i| self.lines[i].numbers == named)
            .collect();
        if let Some(&line) = of_line.iter().rev().find(|&&i| {
            self.lines[i]
                .patches
                .as_ref()
                .is_some_and(|p| p.contains(&patch[0]))
        }) {
            return Ok(written(line, None));
        }
        let first = of_line.first().and_then(|&i| self.lines[i].first_patch());
        let last = of_line.last().and_then(|&i| self.lines[i].patches.as_ref());
        if let (Some(first), Some(last)) = (first, last) {
            return Err(format!(
                "{} {} is not a release this table knows ({} to {} are)",
                self.product,
                dotted(numbers),
                dotted(&[named, &[first]].concat()),
                dotted(&[named, &[*last.end()]].concat()),
            ));
        }
        if !of_line.is_empty() {
            return Err(format!(
                "{} {} is not a release this table knows ({} releases are named {})",
                self.product,
                dotted(numbers),
                self.product,
                dotted(named),
            ));
        }
        let modelled = format!(
            "{} {} is not modelled ({} are)",
            self.product,
            dotted(numbers),
            self.modelled
        );
        let Some(entry) = self.unmodelled.iter().position(|u| u.covers(numbers)) else {
            return Err(modelled);
        };
        let known = &self.unmodelled[entry];
        if known.same {
            return Ok(written(known.line, Some(entry)));
        }
        let line = self.line_name(known.line);
        Err(format!(
            "{modelled}: {}; {}@{line} answers for it",
            known.why, self.word
        ))
    }

    /// What a stand-in release is answered by, and why, for a note: `None` for a line's own.
    pub(crate) fn stand_in_note(&self, release: Release) -> Option<String> {
        let known = &self.unmodelled[usize::from(release.stand_in?)];
        Some(format!(
            "answered by {}: {}",
            self.line_name(known.line),
            known.why
        ))
    }

    /// Two releases as examples: `3.11 or 3.11.4`.
    fn example(&self) -> String {
        let newest = self.lines[self.lines.len() - 1].numbers;
        let patched = self.lines.iter().rev().find_map(|line| {
            let last = *line.patches.as_ref()?.end();
            Some(dotted(&[line.numbers, &[last]].concat()))
        });
        match patched {
            Some(patched) => format!("{} or {patched}", dotted(newest)),
            None => dotted(newest),
        }
    }
}

impl Unmodelled {
    /// Releases `from` to `to` whose behaviour is known to be that of the line at `line` in the
    /// table: a release of them is accepted as that line, saying so. (A range that is refused
    /// is written out, with `same: false`.)
    pub(crate) const fn answered_by(
        from: &'static [u8],
        to: &'static [u8],
        line: usize,
        why: &'static str,
    ) -> Unmodelled {
        Unmodelled {
            from,
            to,
            line,
            same: true,
            why,
        }
    }

    /// Whether the release `numbers` (its line's numbers, and maybe a patch) is one of them.
    fn covers(&self, numbers: &[u8]) -> bool {
        let named = &numbers[..numbers.len().min(self.from.len())];
        named.len() == self.from.len()
            && named.cmp(self.from) != Ordering::Less
            && named.cmp(self.to) != Ordering::Greater
            && numbers.len() <= self.from.len() + 1
    }
}

/// `a == b` for number lists, at compile time.
const fn same_numbers(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// One to three numbers separated by dots, each of one to three digits and at most 255.
fn numbers_of(text: &str) -> Option<([u8; 3], usize)> {
    let mut numbers = [0; 3];
    let mut len = 0;
    for part in text.split('.') {
        let digits =
            !part.is_empty() && part.len() <= 3 && part.bytes().all(|b| b.is_ascii_digit());
        if !digits || len == 3 {
            return None;
        }
        numbers[len] = part.parse().ok()?;
        len += 1;
    }
    Some((numbers, len))
}

fn dotted(numbers: &[u8]) -> String {
    let texts: Vec<String> = numbers.iter().map(u8::to_string).collect();
    texts.join(".")
}

#[cfg(test)]
mod tests {
    use super::*;

    static SOURCE: Library = Library {
        id: "x",
        name: "X",
        version: "1",
        file: "x.c",
    };
    static LINES: [Line; 4] = [
        Line::new(&[2, 7], 0..=18, &SOURCE),
        Line::new(&[3, 5], 0..=10, &SOURCE),
        Line::new(&[3, 6], 0..=0, &SOURCE),
        Line::new(&[3, 6], 1..=15, &SOURCE),
    ];
    static TABLE: Releases = Releases {
        word: "x",
        product: "X",
        lines: &LINES,
        unmodelled: &[
            Unmodelled::answered_by(&[3, 0], &[3, 4], 0, "the same code"),
            Unmodelled {
                from: &[4, 0],
                to: &[4, 9],
                line: 3,
                same: false,
                why: "not read",
            },
        ],
        aliases: &[("two", "2.7")],
        modelled: "2.7, 3.5 and 3.6",
    };

    #[test]
    fn a_release_is_a_line_or_one_of_its_patch_releases() {
        let release = TABLE.parse("3.5.10").unwrap();
        assert_eq!(release.line(), 1);
        assert_eq!(release.patch(&TABLE), Some(10));
        assert_eq!(TABLE.written(release), "3.5.10");
        assert_eq!(TABLE.parse("3.5").unwrap().patch(&TABLE), None);
        assert_eq!(TABLE.parse("two").unwrap().line(), 0);
        // Two rows share 3.6: 3.6.0 is the first, 3.6 alone the second.
        assert_eq!(TABLE.parse("3.6.0").unwrap().line(), 2);
        assert_eq!(TABLE.parse("3.6").unwrap().line(), 3);
        assert_eq!(TABLE.line_name(2), "3.6.0");
        assert_eq!(TABLE.line_name(3), "3.6");
        assert_eq!(TABLE.written(Release::line_at(2)), "3.6.0");
        assert!(TABLE.parse("3.6.0").unwrap() < TABLE.parse("3.6.2").unwrap());
        assert_eq!(TABLE.index_of(&[3, 6]), 3);
    }

    #[test]
    fn a_patch_release_must_be_one_there_is() {
        let error = TABLE.parse("3.5.99").unwrap_err();
        assert_eq!(
            error,
            "X 3.5.99 is not a release this table knows (3.5.0 to 3.5.10 are)"
        );
        assert!(TABLE.parse("3.6.16").is_err());
    }

    #[test]
    fn an_unmodelled_release_is_answered_or_refused_naming_its_line() {
        let release = TABLE.parse("3.4").unwrap();
        assert_eq!(release.line(), 0);
        assert_eq!(release.stand_in, Some(0));
        assert_eq!(TABLE.written(release), "3.4");
        assert_eq!(
            TABLE.stand_in_note(release).as_deref(),
            Some("answered by 2.7: the same code")
        );
        assert_eq!(TABLE.parse("3.4.10").unwrap().line(), 0);
        let error = TABLE.parse("4.2").unwrap_err();
        assert_eq!(
            error,
            "X 4.2 is not modelled (2.7, 3.5 and 3.6 are): not read; x@3.6 answers for it"
        );
        assert_eq!(
            TABLE.parse("1.0").unwrap_err(),
            "X 1.0 is not modelled (2.7, 3.5 and 3.6 are)"
        );
        for wrong in ["3.", ".3", "3.x", "3.11.4.1", "3.1111", "3.256", "+3.1", ""] {
            assert!(TABLE.parse(wrong).is_err(), "{wrong}");
        }
    }
}
