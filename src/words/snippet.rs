//! Reproducer snippets (`resolve --snippet LANG`): the same pair resolved by a library people
//! use, as a program that runs as printed and prints the resolved URI, so that a developer can
//! check uriscope's answer in their own language. Each is labelled with the specification or
//! profile it reproduces and whether that library agrees, on this pair, with the specification
//! chosen. The texts are quoted for their language with every character beyond printable ASCII
//! escaped, so a snippet is plain ASCII whatever the pair holds.

use std::fmt::Write as _;

use crate::core::resolve::resolve_with;
use crate::core::text::escape::quoted::quoted;
use crate::core::vocabulary::event::NoTrace;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;

/// A language, and the library its snippet calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// Python's urllib.parse.urljoin (a script for python3).
    Python,
    /// `new URL(reference, base)`: the WHATWG URL Standard (a script for node; a browser's
    /// console).
    Javascript,
    /// rust-url's `Url::join`, the WHATWG URL Standard (a cargo script).
    Rust,
    /// `java.net.URI.resolve` (a single-file program: `java Resolve.java`).
    Java,
    /// Go's net/url, `base.Parse(reference)` (`go run resolve.go`).
    Go,
    /// libcurl's `curl_url_set`, as `curl -L` resolves a `Location` (`cc resolve.c -lcurl`).
    C,
    /// Ruby's `URI.join` (`ruby resolve.rb`).
    Ruby,
    /// Guzzle's `UriResolver::resolve` (`php resolve.php`, with guzzlehttp/psr7 installed by
    /// Composer or Debian's php-guzzlehttp-psr7).
    Php,
    /// Perl's `URI->new_abs` (`perl resolve.pl`).
    Perl,
    /// Elixir's `URI.merge` (`elixir resolve.exs`).
    Elixir,
    /// Erlang/OTP's `uri_string:resolve` (`escript resolve.erl`).
    Erlang,
    /// Java with Apache HttpClient 5's `URIUtils.resolve` (`java -cp … Resolve.java`).
    HttpClient,
    /// Java with OkHttp's `HttpUrl.resolve` (`java -cp … Resolve.java`).
    OkHttp,
    /// C#: .NET's `new Uri(baseUri, relative)` (`mcs resolve.cs && mono resolve.exe`).
    CSharp,
}

impl Language {
    /// Every language, in the order listed.
    pub const ALL: [Language; 14] = [
        Language::Python,
        Language::Javascript,
        Language::Rust,
        Language::Java,
        Language::Go,
        Language::C,
        Language::Ruby,
        Language::Php,
        Language::Perl,
        Language::Elixir,
        Language::Erlang,
        Language::HttpClient,
        Language::OkHttp,
        Language::CSharp,
    ];

    /// Its name on the command line: `python`, `javascript`.
    pub const fn id(self) -> &'static str {
        match self {
            Language::Python => "python",
            Language::Javascript => "javascript",
            Language::Rust => "rust",
            Language::Java => "java",
            Language::Go => "go",
            Language::C => "c",
            Language::Ruby => "ruby",
            Language::Php => "php",
            Language::Perl => "perl",
            Language::Elixir => "elixir",
            Language::Erlang => "erlang",
            Language::HttpClient => "httpclient",
            Language::OkHttp => "okhttp",
            Language::CSharp => "csharp",
        }
    }

    /// What the explorer's copy list calls its snippet once copied: `Python snippet`.
    #[cfg(feature = "tui")]
    pub const fn snippet_name(self) -> &'static str {
        match self {
            Language::Python => "Python snippet",
            Language::Javascript => "JavaScript snippet",
            Language::Rust => "Rust snippet",
            Language::Java => "Java snippet",
            Language::Go => "Go snippet",
            Language::C => "C snippet",
            Language::Ruby => "Ruby snippet",
            Language::Php => "PHP snippet",
            Language::Perl => "Perl snippet",
            Language::Elixir => "Elixir snippet",
            Language::Erlang => "Erlang snippet",
            Language::HttpClient => "HttpClient snippet",
            Language::OkHttp => "OkHttp snippet",
            Language::CSharp => "C# snippet",
        }
    }

    /// The language and the library, as the explorer's copy list shows them.
    #[cfg(feature = "tui")]
    pub const fn label(self) -> &'static str {
        match self {
            Language::Python => "Python: urllib.parse.urljoin",
            Language::Javascript => "JavaScript: new URL (the URL Standard)",
            Language::Rust => "Rust: url::Url::join (a cargo script)",
            Language::Java => "Java: java.net.URI.resolve",
            Language::Go => "Go: net/url, base.Parse",
            Language::C => "C: libcurl's curl_url_set, as curl -L",
            Language::Ruby => "Ruby: URI.join",
            Language::Php => "PHP: Guzzle's UriResolver::resolve",
            Language::Perl => "Perl: URI->new_abs",
            Language::Elixir => "Elixir: URI.merge",
            Language::Erlang => "Erlang: uri_string:resolve",
            Language::HttpClient => "Java: Apache HttpClient's URIUtils.resolve",
            Language::OkHttp => "Java: OkHttp's HttpUrl.resolve",
            Language::CSharp => "C#: .NET's new Uri(baseUri, relative)",
        }
    }

    /// The library it calls, in a few words (the command line's help).
    pub const fn help(self) -> &'static str {
        match self {
            Language::Python => "Python's urllib.parse.urljoin (python3 resolve.py)",
            Language::Javascript => "new URL(reference, base), the URL Standard (node resolve.js)",
            Language::Rust => "rust-url's Url::join (a cargo script)",
            Language::Java => "java.net.URI.resolve (java Resolve.java)",
            Language::Go => "Go's net/url, base.Parse(reference) (go run resolve.go)",
            Language::C => "libcurl's curl_url_set, as curl -L follows a Location",
            Language::Ruby => "Ruby's URI.join (ruby resolve.rb)",
            Language::Php => "Guzzle's UriResolver::resolve (php resolve.php)",
            Language::Perl => "Perl's URI->new_abs (perl resolve.pl)",
            Language::Elixir => "Elixir's URI.merge (elixir resolve.exs)",
            Language::Erlang => "Erlang's uri_string:resolve (escript resolve.erl)",
            Language::HttpClient => "Apache HttpClient 5's URIUtils.resolve (java Resolve.java)",
            Language::OkHttp => "OkHttp's HttpUrl.resolve (java Resolve.java)",
            Language::CSharp => ".NET's new Uri(baseUri, relative) (mcs resolve.cs, mono)",
        }
    }

    /// The specification or profile that reproduces the library: the WHATWG URL Standard,
    /// or the library profile (at its newest release) whose registry row names this language.
    pub fn spec(self) -> Spec {
        Spec::profiles()
            .find(|spec| matches!(spec, Spec::Library(p) if p.snippet() == Some(self.id())))
            .unwrap_or(Spec::Whatwg)
    }

    /// The library call, as the label names it.
    fn call(self) -> &'static str {
        match self {
            Language::Python => "urllib.parse.urljoin(base, reference)",
            Language::Javascript => "new URL(reference, base)",
            Language::Rust => "url::Url::parse(base)?.join(reference)",
            Language::Java => "new URI(base).resolve(new URI(reference))",
            Language::Go => "base.Parse(reference) (net/url)",
            Language::C => {
                "curl_url_set(CURLUPART_URL) with the base, then the reference (CURLU_URLENCODE \
                 | CURLU_ALLOW_SPACE), as curl -L follows a Location"
            }
            Language::Ruby => "URI.join(base, reference)",
            Language::Php => "UriResolver::resolve(new Uri($base), new Uri($reference))",
            Language::Perl => "URI->new_abs($reference, $base)",
            Language::Elixir => "to_string(URI.merge(base, reference))",
            Language::Erlang => "uri_string:resolve(Reference, Base)",
            Language::HttpClient => "URIUtils.resolve(new URI(base), reference)",
            Language::OkHttp => "HttpUrl.get(base).resolve(reference)",
            Language::CSharp => "new Uri(new Uri(base), reference).AbsoluteUri",
        }
    }

    /// How to run the snippet, saved as the file it names.
    fn run(self) -> &'static str {
        match self {
            Language::Python => "python3 resolve.py",
            Language::Javascript => "node resolve.js",
            Language::Rust => "cargo +nightly -Zscript resolve.rs",
            Language::Java => "java Resolve.java",
            Language::Go => "go run resolve.go",
            Language::C => "cc resolve.c -lcurl && ./a.out",
            Language::Ruby => "ruby resolve.rb",
            Language::Php => "php resolve.php",
            Language::Perl => "perl resolve.pl",
            Language::Elixir => "elixir resolve.exs",
            Language::Erlang => "escript resolve.erl",
            // Debian's libhttpclient5-java and libokhttp-java; Maven's jars serve as well.
            Language::HttpClient => {
                "java -cp /usr/share/java/httpclient5.jar:/usr/share/java/httpcore5.jar:\
                 /usr/share/java/slf4j-api.jar Resolve.java"
            }
            Language::OkHttp => {
                "java -cp /usr/share/java/okhttp.jar:/usr/share/java/okio.jar Resolve.java"
            }
            // Debian's mono-mcs and mono-runtime; with the .NET SDK, a console project's
            // Program.cs (`dotnet run`), whose System.Uri departs (see `--spec dotnet`).
            Language::CSharp => "mcs resolve.cs && mono resolve.exe",
        }
    }

    /// How a line comment starts.
    fn comment(self) -> &'static str {
        match self {
            Language::Python | Language::Ruby | Language::Perl | Language::Elixir => "#",
            Language::Erlang => "%",
            _ => "//",
        }
    }
}

/// The snippet of `language` for `base` and `reference`, labelled with what `chosen` (with
/// `options`) gives and what the library gives by uriscope's profile of it.
pub fn snippet(
    language: Language,
    chosen: Spec,
    options: &Options,
    base: &str,
    reference: &str,
) -> String {
    // Each answer as the language's own string literal: plain ASCII, and no `\u` a Java
    // comment would read as an escape.
    let literal = |text: &str| language.literal(text);
    let answer = |spec: Spec, options: &Options| {
        let resolved = resolve_with(spec, base, reference, &options.for_spec(spec), &mut NoTrace);
        match resolved {
            Ok(result) => format!("gives: {}", literal(&result)),
            Err(error) => format!("fails: {}", literal(&error.to_string())),
        }
    };
    let library = language.spec();
    let ours = answer(chosen, options);
    let theirs = answer(library, &Options::default());
    let verdict = if chosen == library || ours == theirs {
        "agrees with"
    } else {
        "differs from"
    };
    let c = language.comment();
    let mut text = String::new();
    if language == Language::Php {
        text.push_str("<?php\n");
    }
    if language == Language::Rust {
        text.push_str(
            "#!/usr/bin/env -S cargo +nightly -Zscript\n---\n[package]\nedition = \"2024\"\n\
             [dependencies]\nurl = \"2\"\n---\n",
        );
    }
    let _ = writeln!(
        text,
        "{c} {}, reproduced by uriscope --spec {library}.",
        language.call()
    );
    let _ = writeln!(text, "{c} uriscope --spec {chosen} {ours}");
    let _ = writeln!(text, "{c} this library, by that profile, {theirs}");
    let by_line = by_release_line(library, |line| answer(line, &Options::default()));
    if by_line.len() > 1 {
        let _ = writeln!(
            text,
            "{c} Its releases differ here (each line at its newest patch release):"
        );
        for (lines, answer) in by_line {
            let _ = writeln!(text, "{c}   {lines} {answer}");
        }
    }
    let _ = writeln!(text, "{c} On this pair it {verdict} {}.", chosen.name());
    let _ = writeln!(text, "{c} Run: {}", language.run());
    text.push_str(&program(language, base, reference));
    text
}

/// What each run of `library`'s release lines gives, where the runs differ: `python@3.5 to
/// python@3.13` and its answer. One run where every line agrees (or for a specification).
fn by_release_line(library: Spec, answer: impl Fn(Spec) -> String) -> Vec<(String, String)> {
    let Spec::Library(profile) = library else {
        return Vec::new();
    };
    let mut runs: Vec<(Spec, Spec, String)> = Vec::new();
    for line in profile.lines().map(Spec::Library) {
        let given = answer(line);
        match runs.last_mut() {
            Some((_, last, said)) if *said == given => *last = line,
            _ => runs.push((line, line, given)),
        }
    }
    runs.into_iter()
        .map(|(first, last, said)| {
            let lines = if first == last {
                first.to_string()
            } else {
                format!("{first} to {last}")
            };
            (lines, said)
        })
        .collect()
}

impl Language {
    /// `text` as this language's string literal.
    fn literal(self, text: &str) -> String {
        match self {
            Language::Python => python(text),
            Language::Javascript => javascript(text),
            Language::Rust => rust(text),
            Language::Java => java(text),
            Language::Go => go(text),
            Language::C => c(text),
            Language::Ruby => ruby(text),
            Language::Php => php(text),
            Language::Perl => perl(text),
            Language::Elixir => elixir(text),
            Language::Erlang => erlang(text),
            Language::HttpClient | Language::OkHttp => java(text),
            Language::CSharp => csharp(text),
        }
    }
}

/// The program itself.
fn program(language: Language, base: &str, reference: &str) -> String {
    match language {
        Language::Python => format!(
            "from urllib.parse import urljoin\n\nprint(urljoin({}, {}))\n",
            python(base),
            python(reference)
        ),
        Language::Javascript => format!(
            "console.log(new URL({}, {}).href);\n",
            javascript(reference),
            javascript(base)
        ),
        Language::Rust => format!(
            "fn main() -> Result<(), url::ParseError> {{\n    \
             let base = url::Url::parse({})?;\n    \
             println!(\"{{}}\", base.join({})?);\n    \
             Ok(())\n}}\n",
            rust(base),
            rust(reference)
        ),
        Language::Java => format!(
            "import java.net.URI;\n\npublic class Resolve {{\n    \
             public static void main(String[] args) throws Exception {{\n        \
             System.out.println(new URI({}).resolve(new URI({})));\n    }}\n}}\n",
            java(base),
            java(reference)
        ),
        Language::Go => format!(
            "package main\n\nimport (\n\t\"fmt\"\n\t\"net/url\"\n)\n\nfunc main() {{\n\t\
             base, err := url.Parse({})\n\tif err != nil {{\n\t\tpanic(err)\n\t}}\n\t\
             resolved, err := base.Parse({})\n\tif err != nil {{\n\t\tpanic(err)\n\t}}\n\t\
             fmt.Println(resolved)\n}}\n",
            go(base),
            go(reference)
        ),
        Language::C => format!(
            "#include <stdio.h>\n#include <curl/curl.h>\n\nint main(void) {{\n    \
             CURLU *url = curl_url();\n    char *resolved = NULL;\n    \
             CURLUcode code = curl_url_set(url, CURLUPART_URL, {}, 0);\n    \
             if (!code)\n        code = curl_url_set(url, CURLUPART_URL, {},\n                             \
             CURLU_URLENCODE | CURLU_ALLOW_SPACE);\n    \
             if (!code)\n        code = curl_url_get(url, CURLUPART_URL, &resolved, 0);\n    \
             if (code) {{\n        fprintf(stderr, \"%s\\n\", curl_url_strerror(code));\n        \
             return 1;\n    }}\n    puts(resolved);\n    curl_free(resolved);\n    \
             curl_url_cleanup(url);\n    return 0;\n}}\n",
            c(base),
            c(reference)
        ),
        Language::Ruby => format!(
            "require 'uri'\n\nputs URI.join({}, {})\n",
            ruby(base),
            ruby(reference)
        ),
        Language::Php => format!(
            "$autoload = __DIR__ . '/vendor/autoload.php';\n\
             require_once file_exists($autoload) ? $autoload : 'GuzzleHttp/Psr7/autoload.php';\n\n\
             use GuzzleHttp\\Psr7\\Uri;\nuse GuzzleHttp\\Psr7\\UriResolver;\n\n\
             echo UriResolver::resolve(new Uri({}), new Uri({})), \"\\n\";\n",
            php(base),
            php(reference)
        ),
        Language::Perl => format!(
            "use strict;\nuse warnings;\nuse URI;\n\n\
             print URI->new_abs({}, {})->as_string, \"\\n\";\n",
            perl(reference),
            perl(base)
        ),
        Language::Elixir => format!(
            "URI.merge({}, {}) |> to_string() |> IO.puts()\n",
            elixir(base),
            elixir(reference)
        ),
        Language::Erlang => format!(
            "main(_) ->\n    \
             case uri_string:resolve(<<{}/utf8>>, <<{}/utf8>>) of\n        \
             Resolved when is_binary(Resolved) -> io:format(\"~ts~n\", [Resolved]);\n        \
             Error -> io:format(standard_error, \"~0tp~n\", [Error]), halt(1)\n    \
             end.\n",
            erlang(reference),
            erlang(base)
        ),
        Language::HttpClient => format!(
            "import java.net.URI;\nimport org.apache.hc.client5.http.utils.URIUtils;\n\n\
             public class Resolve {{\n    \
             public static void main(String[] args) throws Exception {{\n        \
             System.out.println(URIUtils.resolve(new URI({}), {}));\n    }}\n}}\n",
            java(base),
            java(reference)
        ),
        Language::OkHttp => format!(
            "import okhttp3.HttpUrl;\n\npublic class Resolve {{\n    \
             public static void main(String[] args) {{\n        \
             HttpUrl resolved = HttpUrl.get({}).resolve({});\n        \
             if (resolved == null) {{\n            \
             System.err.println(\"resolve returned null\");\n            \
             System.exit(1);\n        }}\n        \
             System.out.println(resolved);\n    }}\n}}\n",
            java(base),
            java(reference)
        ),
        Language::CSharp => format!(
            "using System;\n\nclass Resolve\n{{\n    static void Main()\n    {{\n        \
             Console.WriteLine(new Uri(new Uri({}), {}).AbsoluteUri);\n    }}\n}}\n",
            csharp(base),
            csharp(reference)
        ),
    }
}

/// `text` as a Python string literal: `\\xNN`, `\\uNNNN` or `\\UNNNNNNNN` beyond printable
/// ASCII.
fn python(text: &str) -> String {
    quoted(text, '\'', |c, out| match c as u32 {
        n @ 0..=0xff => write!(out, "\\x{n:02x}"),
        n @ 0..=0xffff => write!(out, "\\u{n:04x}"),
        n => write!(out, "\\U{n:08x}"),
    })
}

/// `text` as a JavaScript string literal: `\\uNNNN` or `\\u{N}` beyond printable ASCII.
fn javascript(text: &str) -> String {
    quoted(text, '\'', |c, out| match c as u32 {
        n @ 0..=0xffff => write!(out, "\\u{n:04x}"),
        n => write!(out, "\\u{{{n:x}}}"),
    })
}

/// `text` as a Rust string literal: `\\u{N}` beyond printable ASCII.
fn rust(text: &str) -> String {
    quoted(text, '"', |c, out| write!(out, "\\u{{{:x}}}", c as u32))
}

/// `text` as a Java string literal. Java reads `\\u` escapes before it reads the program, so a
/// control character is an octal escape (a `\\u000a` would end the line); beyond ASCII, UTF-16
/// units as `\\uNNNN`.
fn java(text: &str) -> String {
    quoted(text, '"', |c, out| {
        if (c as u32) < 0x80 {
            return write!(out, "\\{:03o}", c as u32);
        }
        let mut units = [0; 2];
        for unit in c.encode_utf16(&mut units) {
            write!(out, "\\u{unit:04x}")?;
        }
        Ok(())
    })
}

/// `text` as a Go string literal: `\\xNN` below 0x80, `\\uNNNN` or `\\UNNNNNNNN` beyond.
fn go(text: &str) -> String {
    quoted(text, '"', |c, out| match c as u32 {
        n @ 0..=0x7f => write!(out, "\\x{n:02x}"),
        n @ 0..=0xffff => write!(out, "\\u{n:04x}"),
        n => write!(out, "\\U{n:08x}"),
    })
}

/// `text` as a C string literal of its UTF-8 bytes: each byte beyond printable ASCII an octal
/// escape of three digits (a hex escape would swallow the hex digits after it), and every `?`
/// escaped, so that no `??/` is read as a trigraph (C99 and C11 read them).
fn c(text: &str) -> String {
    quoted(text, '"', |ch, out| {
        let mut bytes = [0; 4];
        for byte in ch.encode_utf8(&mut bytes).bytes() {
            write!(out, "\\{byte:03o}")?;
        }
        Ok(())
    })
    .replace('?', "\\?")
}

/// `text` as a Ruby string literal: `\\xNN` for an ASCII control, `\\u{N}` beyond ASCII,
/// and every `#` escaped, so that none starts an interpolation.
fn ruby(text: &str) -> String {
    quoted(text, '"', |c, out| match c as u32 {
        n @ 0..=0x7f => write!(out, "\\x{n:02x}"),
        n => write!(out, "\\u{{{n:x}}}"),
    })
    .replace('#', "\\#")
}

/// `text` as a PHP string literal in double quotes: `\\xNN` for an ASCII control, `\\u{N}`
/// beyond ASCII, and `$` escaped, so that nothing is interpolated.
fn php(text: &str) -> String {
    quoted(text, '"', |c, out| match c as u32 {
        n @ 0..=0x7f => write!(out, "\\x{n:02x}"),
        n => write!(out, "\\u{{{n:x}}}"),
    })
    .replace('$', "\\$")
}

/// `text` as a Perl string literal in double quotes: `\\x{N}` for an ASCII control, and
/// `\\N{U+N}` beyond ASCII, which makes the string one of characters (as a decoded page's
/// text is), with `$` and `@` escaped so that nothing is interpolated.
fn perl(text: &str) -> String {
    quoted(text, '"', |c, out| match c as u32 {
        n @ 0..=0x7f => write!(out, "\\x{{{n:02x}}}"),
        n => write!(out, "\\N{{U+{n:X}}}"),
    })
    .replace('$', "\\$")
    .replace('@', "\\@")
}

/// `text` as an Elixir string literal: `\\xNN` for an ASCII control, `\\u{N}` beyond ASCII,
/// and every `#` escaped, so that none starts an interpolation.
fn elixir(text: &str) -> String {
    quoted(text, '"', |c, out| match c as u32 {
        n @ 0..=0x7f => write!(out, "\\x{n:02X}"),
        n => write!(out, "\\u{{{n:X}}}"),
    })
    .replace('#', "\\#")
}

/// `text` as a C# string literal: UTF-16 units as `\\uNNNN` beyond printable ASCII (C# has
/// no `\\x` of a fixed length: `\\x1` reads as many hex digits as follow, up to four).
fn csharp(text: &str) -> String {
    quoted(text, '"', |c, out| {
        let mut units = [0; 2];
        for unit in c.encode_utf16(&mut units) {
            write!(out, "\\u{unit:04x}")?;
        }
        Ok(())
    })
}

/// `text` as an Erlang string literal: `\\x{N}` beyond printable ASCII.
fn erlang(text: &str) -> String {
    quoted(text, '"', |c, out| write!(out, "\\x{{{:X}}}", c as u32))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testing::assert_shows;

    #[test]
    fn each_language_quotes_what_it_must() {
        let text = "a'\"\\\n\u{e9}\u{1f600}\u{7f}";
        assert_eq!(python(text), r#"'a\'"\\\x0a\xe9\U0001f600\x7f'"#);
        assert_eq!(javascript(text), r#"'a\'"\\\u000a\u00e9\u{1f600}\u007f'"#);
        assert_eq!(rust(text), r#""a'\"\\\u{a}\u{e9}\u{1f600}\u{7f}""#);
        assert_eq!(java(text), r#""a'\"\\\012\u00e9\ud83d\ude00\177""#);
        assert_eq!(go(text), r#""a'\"\\\x0a\u00e9\U0001f600\x7f""#);
        assert_eq!(c(text), r#""a'\"\\\012\303\251\360\237\230\200\177""#);
        assert_eq!(c("x??/y#??/"), r#""x\?\?/y#\?\?/""#);
        let sigils = "#{x}$y@z";
        assert_eq!(ruby(text), r#""a'\"\\\x0a\u{e9}\u{1f600}\x7f""#);
        assert_eq!(ruby(sigils), r##""\#{x}$y@z""##);
        assert_eq!(php(text), r#""a'\"\\\x0a\u{e9}\u{1f600}\x7f""#);
        assert_eq!(php(sigils), r##""#{x}\$y@z""##);
        assert_eq!(perl(text), r#""a'\"\\\x{0a}\N{U+E9}\N{U+1F600}\x{7f}""#);
        assert_eq!(perl(sigils), r##""#{x}\$y\@z""##);
        assert_eq!(elixir(text), r#""a'\"\\\x0A\u{E9}\u{1F600}\x7F""#);
        assert_eq!(elixir(sigils), r##""\#{x}$y@z""##);
        assert_eq!(erlang(text), r#""a'\"\\\x{A}\x{E9}\x{1F600}\x{7F}""#);
        assert_eq!(erlang(sigils), r##""#{x}$y@z""##);
        assert_eq!(csharp(text), r#""a'\"\\\u000a\u00e9\ud83d\ude00\u007f""#);
    }

    #[test]
    fn the_label_says_whether_the_library_agrees() {
        let base = "http://a/b/c/d;p?q";
        let python = snippet(
            Language::Python,
            Spec::Rfc2396,
            &Options::default(),
            base,
            "?y",
        );
        assert_shows(
            &python,
            &[
                "# uriscope --spec rfc2396 gives: 'http://a/b/c/?y'\n",
                "profile, gives: 'http://a/b/c/d;p?y'\n",
                "# On this pair it differs from RFC 2396.\n",
            ],
        );
        let same = snippet(
            Language::Javascript,
            Spec::Rfc3986,
            &Options::default(),
            base,
            "?y",
        );
        assert_shows(&same, &["// On this pair it agrees with RFC 3986.\n"]);
        assert!(same.ends_with("console.log(new URL('?y', 'http://a/b/c/d;p?q').href);\n"));
    }
}
