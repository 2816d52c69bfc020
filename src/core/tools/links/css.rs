//! The URLs a style sheet holds, read from its CSS Syntax Level 3 tokens (cssparser, Servo's
//! and Firefox's tokenizer): each `url(...)` and `url("...")` (CSS Values §4.5), in any block
//! or function, and the string of an `@import` (CSS Cascade §2.1). A `style` attribute's
//! declarations and a `style` element's sheet are both read so; their URLs resolve against the
//! document base URL, the sheet's own (CSS Values §4.5.1: an embedded sheet's base is the
//! document's).

use cssparser::{ParseError, Parser, Token};

/// Every URL in `css`, in order, its escapes decoded.
pub(crate) fn urls(css: &str) -> Vec<String> {
    let mut parser = Parser::new(css);
    let mut found = Vec::new();
    collect(&mut parser, &mut found);
    found
}

/// The URLs of the tokens `parser` has left, nested blocks included.
fn collect(parser: &mut Parser<'_>, found: &mut Vec<String>) {
    let mut after_import = false;
    while let Ok(token) = parser.next_including_whitespace_and_comments() {
        let token = token.clone();
        let nested = |parser: &mut Parser<'_>, found: &mut Vec<String>| {
            let _ = parser.parse_nested_block(|block| -> Result<(), ParseError<()>> {
                collect(block, found);
                Ok(())
            });
        };
        match &token {
            Token::UnquotedUrl(url) => found.push(url.to_string()),
            Token::QuotedString(url) if after_import => found.push(url.to_string()),
            Token::Function(name) if name.eq_ignore_ascii_case("url") => {
                let _ = parser.parse_nested_block(|block| -> Result<(), ParseError<()>> {
                    if let Ok(url) = block.expect_string() {
                        found.push(url.to_string());
                    }
                    Ok(())
                });
            }
            Token::Function(_)
            | Token::ParenthesisBlock
            | Token::SquareBracketBlock
            | Token::CurlyBracketBlock => nested(parser, found),
            _ => {}
        }
        after_import = match &token {
            Token::AtKeyword(name) => name.eq_ignore_ascii_case("import"),
            Token::WhiteSpace(_) | Token::Comment(_) => after_import,
            _ => false,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_url_form_is_read_in_order() {
        let css = "@import 'a.css'; @import url(b.css) screen;\n\
                   p { background: url( c.png ) no-repeat, URL(\"d.png\"); }\n\
                   @media print { q { list-style: url('e.png') } }\n\
                   div { --x: image-set(url(f.png) 1x); content: 'no url(g.png) here' }";
        assert_eq!(
            urls(css),
            ["a.css", "b.css", "c.png", "d.png", "e.png", "f.png"]
        );
    }

    #[test]
    fn escapes_are_decoded_and_comments_skipped() {
        let found = urls(r"/* url(x.png) */ a { b: url(s\ p.png); c: url('q\'.png') }");
        assert_eq!(found, ["s p.png", "q'.png"]);
    }

    #[test]
    fn a_broken_sheet_gives_what_it_holds_and_never_fails() {
        for css in [
            "url(",
            "a { b: url('x",
            "}}}{{{ url(y.png",
            "@import",
            "\u{0}url(\u{0})",
        ] {
            let _ = urls(css);
        }
        let found = urls("a { b: url(ok.png); c: url(bad(.png) }");
        assert_eq!(found[0], "ok.png");
    }
}
