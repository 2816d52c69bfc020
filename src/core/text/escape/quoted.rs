//! A text as a programming language's string literal writes it: between quotes, with a
//! backslash before a backslash and before the quote; each language says how it writes the
//! rest (the snippets of `words/snippet.rs`, Python's `repr` in its profile's messages).

/// `text` between `quote`s: printable ASCII as it is (a backslash and the quote escaped with a
/// backslash), every other character as `escape` writes it.
pub(crate) fn quoted(
    text: &str,
    quote: char,
    escape: impl Fn(char, &mut String) -> std::fmt::Result,
) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push(quote);
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            ' '..='~' => out.push(c),
            c => {
                let _ = escape(c, &mut out);
            }
        }
    }
    out.push(quote);
    out
}
