//! The HTML Standard's "parse a srcset attribute" (§4.8.4.3.10): a `srcset` or `imagesrcset`
//! value cut into image candidates, each URL with whether its descriptors drop it.

/// One image candidate string of a `srcset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Candidate<'a> {
    /// Its URL, trailing commas removed.
    pub(crate) url: &'a str,
    /// Why the browser drops the candidate (a descriptor error), or `None`.
    pub(crate) dropped: Option<&'static str>,
}

fn is_ascii_whitespace(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\x0c' | '\r' | ' ')
}

/// Every image candidate of `value`, in order, dropped ones included.
pub(crate) fn candidates(value: &str) -> Vec<Candidate<'_>> {
    let mut out = Vec::new();
    let mut rest = value;
    loop {
        // Splitting loop: whitespace and commas (a comma here is a parse error, nothing more).
        rest = rest.trim_start_matches(|c| is_ascii_whitespace(c) || c == ',');
        if rest.is_empty() {
            return out;
        }
        let url_end = rest.find(is_ascii_whitespace).unwrap_or(rest.len());
        let mut url = &rest[..url_end];
        rest = &rest[url_end..];
        let mut descriptors = Vec::new();
        if url.ends_with(',') {
            // The URL ends the candidate: its commas are the separator.
            url = url.trim_end_matches(',');
        } else {
            rest = tokenize_descriptors(rest, &mut descriptors);
        }
        out.push(Candidate {
            url,
            dropped: descriptor_error(&descriptors),
        });
    }
}

/// The descriptor tokenizer: the descriptors of one candidate into `descriptors`, and what
/// follows them.
fn tokenize_descriptors<'a>(input: &'a str, descriptors: &mut Vec<&'a str>) -> &'a str {
    enum State {
        InDescriptor,
        InParens,
        AfterDescriptor,
    }
    let input = input.trim_start_matches(is_ascii_whitespace);
    let mut state = State::InDescriptor;
    let mut start = 0;
    let mut chars = input.char_indices().peekable();
    loop {
        let Some(&(at, c)) = chars.peek() else {
            if !matches!(state, State::AfterDescriptor) && start < input.len() {
                descriptors.push(&input[start..]);
            }
            return "";
        };
        match state {
            State::InDescriptor => {
                if is_ascii_whitespace(c) {
                    if start < at {
                        descriptors.push(&input[start..at]);
                    }
                    state = State::AfterDescriptor;
                } else if c == ',' {
                    if start < at {
                        descriptors.push(&input[start..at]);
                    }
                    return &input[at + 1..];
                } else if c == '(' {
                    state = State::InParens;
                }
            }
            State::InParens => {
                if c == ')' {
                    state = State::InDescriptor;
                }
            }
            State::AfterDescriptor => {
                if !is_ascii_whitespace(c) {
                    // Reconsumed in the descriptor state: a new descriptor starts here.
                    state = State::InDescriptor;
                    start = at;
                    continue;
                }
            }
        }
        chars.next();
    }
}

/// The descriptor parser's verdict: `None` when the candidate is kept.
fn descriptor_error(descriptors: &[&str]) -> Option<&'static str> {
    let (mut width, mut density, mut height) = (false, false, false);
    for descriptor in descriptors {
        let (number, kind) = descriptor
            .split_at(descriptor.len() - descriptor.chars().last().map_or(0, char::len_utf8));
        match kind {
            "w" => {
                if width || density {
                    return Some("a second width or density descriptor");
                }
                if !is_positive_integer(number) {
                    return Some("a width descriptor that is not an integer above zero");
                }
                width = true;
            }
            "x" => {
                if width || density || height {
                    return Some("a density descriptor beside another descriptor");
                }
                if !is_non_negative_float(number) {
                    return Some("a density descriptor that is not a number of zero or more");
                }
                density = true;
            }
            "h" => {
                if height || density {
                    return Some("a second height descriptor, or one beside a density");
                }
                if !is_positive_integer(number) {
                    return Some("a height descriptor that is not an integer above zero");
                }
                height = true;
            }
            _ => return Some("a descriptor that is not a width, a density or a height"),
        }
    }
    (height && !width).then_some("a height descriptor without a width")
}

/// A valid non-negative integer (§2.3.4.1) other than zero.
fn is_positive_integer(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) && text.bytes().any(|b| b != b'0')
}

/// A valid floating-point number (§2.3.4.3) of zero or more.
fn is_non_negative_float(text: &str) -> bool {
    let digits = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
    let (negative, rest) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let whole = digits(rest);
    let mut at = whole;
    let mut fraction_digits = 0;
    if rest[at..].starts_with('.') {
        fraction_digits = digits(&rest[at + 1..]);
        if fraction_digits == 0 {
            return false;
        }
        at += 1 + fraction_digits;
    }
    if whole == 0 && fraction_digits == 0 {
        return false;
    }
    let nonzero = rest[..at].bytes().any(|b| (b'1'..=b'9').contains(&b));
    if let Some(exponent) = rest[at..].strip_prefix(['e', 'E']) {
        let exponent = exponent.strip_prefix(['-', '+']).unwrap_or(exponent);
        if exponent.is_empty() || digits(exponent) != exponent.len() {
            return false;
        }
    } else if at != rest.len() {
        return false;
    }
    // "-0" is zero, which a density may be.
    !(negative && nonzero)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn urls(value: &str) -> Vec<(&str, bool)> {
        candidates(value)
            .iter()
            .map(|c| (c.url, c.dropped.is_none()))
            .collect()
    }

    #[test]
    fn candidates_are_cut_as_the_standard_cuts_them() {
        assert_eq!(
            urls("a.png 1x, b.png 2x"),
            [("a.png", true), ("b.png", true)]
        );
        assert_eq!(urls("a.png"), [("a.png", true)]);
        // A URL is a run of anything but whitespace, commas inside it too; commas ending it are
        // the separator (more than one is a parse error, and parsing goes on).
        assert_eq!(
            urls("a,b.png 1x,c.png,,d.png"),
            [("a,b.png", true), ("c.png,,d.png", true)]
        );
        assert_eq!(urls("a.png,, b.png"), [("a.png", true), ("b.png", true)]);
        assert_eq!(
            urls(" ,, a.png 100w , b.png 200w "),
            [("a.png", true), ("b.png", true)]
        );
        // A descriptor error drops its candidate only.
        assert_eq!(
            urls("a.png 1x 2x, b.png 0w, c.png 1.5x, d.png foo"),
            [
                ("a.png", false),
                ("b.png", false),
                ("c.png", true),
                ("d.png", false),
            ]
        );
        // Parentheses hold commas (future descriptors), and then the descriptor is unknown.
        assert_eq!(
            urls("a.png (1,2), b.png"),
            [("a.png", false), ("b.png", true)]
        );
        assert_eq!(
            urls("a.png 100w 50h, b.png 50h"),
            [("a.png", true), ("b.png", false)]
        );
        assert_eq!(
            urls("a.png -1x, b.png .5x, c.png 1e2x, d.png 1.x"),
            [
                ("a.png", false),
                ("b.png", true),
                ("c.png", true),
                ("d.png", false),
            ]
        );
        assert_eq!(urls(""), []);
    }
}
