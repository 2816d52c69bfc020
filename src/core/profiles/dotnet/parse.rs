//! One string as System.Uri's constructor reads it: `ParseSchemeCheckImplicitFile` (a scheme,
//! a Windows drive or share path, or Mono's implicit file path `/…`), then for the syntaxes
//! modelled (syntax.rs) `PrivateParseMinimal` and `CheckAuthorityHelper` (user information,
//! host, port), and the rest cut into path, query and fragment (`ParseRemaining`).

use super::host::{self, Host};
use super::syntax::{self, Syntax};

/// `ParsingError`, in its order: the first four leave a string that may be a relative
/// reference, the rest are fatal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Fault {
    BadFormat = 1,
    BadScheme = 2,
    BadAuthority = 3,
    EmptyUriString = 4,
    SchemeLimit = 5,
    MustRootedPath = 7,
    BadHostName = 8,
    BadPort = 10,
    BadAuthorityTerminator = 11,
    /// Not .NET's: a Windows drive path after an unknown scheme (`foo:c:/x`), which uriscope
    /// does not model.
    DosPath = 100,
}

impl Fault {
    /// Whether the string may still be a relative reference (`LastRelativeUriOkErrIndex`).
    pub(super) fn leaves_relative(self) -> bool {
        self <= Fault::EmptyUriString
    }

    /// The exception `GetException` throws, as .NET writes it.
    pub(super) fn message(self) -> &'static str {
        match self {
            Fault::BadFormat => "Invalid URI: The format of the URI could not be determined.",
            Fault::BadScheme => "Invalid URI: The URI scheme is not valid.",
            Fault::BadAuthority => "Invalid URI: The Authority/Host could not be parsed.",
            Fault::EmptyUriString => "Invalid URI: The URI is empty.",
            Fault::SchemeLimit => "Invalid URI: The Uri scheme is too long.",
            Fault::MustRootedPath => {
                "Invalid URI: A Dos path must be rooted, for example, 'c:\\\\'."
            }
            Fault::BadHostName => "Invalid URI: The hostname could not be parsed.",
            Fault::BadPort => "Invalid URI: Invalid port specified.",
            Fault::BadAuthorityTerminator => {
                "Invalid URI: The Authority/Host cannot end with a backslash character ('\\')."
            }
            Fault::DosPath => "a Windows drive path after a scheme",
        }
    }
}

/// What `ParseSchemeCheckImplicitFile` found at the start of a string.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Scheme {
    /// A scheme of a syntax modelled (syntax.rs), lower-cased, and where its `:` is.
    Modelled(&'static Syntax, String, usize),
    /// A scheme of a built-in syntax not modelled (`file`, `mailto`), lower-cased.
    Other(String),
    /// A Windows drive path (`c:/x`, `c|\x`), a share path (`\\h\x`), or on Unix a path
    /// starting with `/`: `UriParser.FileUri` without a scheme written.
    ImplicitFile(&'static str),
}

fn is_lws(c: char) -> bool {
    matches!(c, ' ' | '\n' | '\r' | '\t')
}

/// `ParseScheme` and `ParseSchemeCheckImplicitFile` (the 64-bit path, which looks a known scheme
/// up only after its syntax is checked).
pub(super) fn scheme(s: &[char]) -> Result<Scheme, Fault> {
    if s.is_empty() {
        return Err(Fault::EmptyUriString);
    }
    let idx = s.iter().take_while(|&&c| is_lws(c)).count();
    let end = (idx..s.len()).find(|&i| s[i] == ':').unwrap_or(s.len());
    if idx + 2 >= s.len() || end == idx {
        return Err(Fault::BadFormat);
    }
    let second = s[idx + 1];
    if second == ':' || second == '|' {
        if s[idx].is_ascii_alphabetic() {
            return match s[idx + 2] {
                '\\' | '/' => Ok(Scheme::ImplicitFile("a Windows drive path")),
                _ => Err(Fault::MustRootedPath),
            };
        }
        return Err(if second == ':' {
            Fault::BadScheme
        } else {
            Fault::BadFormat
        });
    }
    if s[idx] == '\\' {
        return match second {
            '\\' | '/' => Ok(Scheme::ImplicitFile("a Windows share path")),
            _ => Err(Fault::BadFormat),
        };
    }
    if s[idx] == '/' {
        return Ok(Scheme::ImplicitFile("a Unix file path"));
    }
    if end == s.len() {
        return Err(Fault::BadFormat);
    }
    if end - idx > 1024 {
        return Err(Fault::SchemeLimit);
    }
    let name = scheme_syntax(&s[idx..end])?;
    Ok(match syntax::of(&name) {
        Some(syntax) => Scheme::Modelled(syntax, name, end),
        None => Scheme::Other(name),
    })
}

/// `CheckSchemeSyntax`: a letter, then letters, digits, `+`, `-` and `.`; lower-cased.
pub(super) fn scheme_syntax(name: &[char]) -> Result<String, Fault> {
    let first_ok = name.first().is_some_and(|c| c.is_ascii_alphabetic());
    let rest_ok = name[1..]
        .iter()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    match first_ok && rest_ok {
        true => Ok(name.iter().collect::<String>().to_ascii_lowercase()),
        false => Err(Fault::BadScheme),
    }
}

/// The authority of an absolute URI.
#[derive(Debug, Clone)]
pub(super) struct Authority {
    pub user_info: Option<Vec<char>>,
    pub host: Host,
    /// The port written, if any (`None` for none or an empty one).
    pub port: Option<u32>,
}

/// An absolute URI of a modelled syntax, its parts as written (after IRI parsing's
/// normalization, where it applies).
#[derive(Debug, Clone)]
pub(super) struct Uri {
    pub syntax: &'static Syntax,
    /// The scheme, lower-cased.
    pub scheme: String,
    pub authority: Option<Authority>,
    pub path: Vec<char>,
    pub query: Option<Vec<char>>,
    pub fragment: Option<Vec<char>>,
    /// Whether IRI parsing's normalization changed a part.
    pub iri_rewrote: bool,
    /// Where Mono 6.8 writes the rest twice: the rest as written, before the normalized one.
    pub written_twice: Option<Vec<char>>,
}

impl Uri {
    /// The port, unless it is the scheme's default (`Uri.IsDefaultPort`).
    pub(super) fn written_port(&self) -> Option<u32> {
        let port = self.authority.as_ref()?.port?;
        (self.syntax.default_port.map(u32::from) != Some(port)).then_some(port)
    }
}

/// `PrivateParseMinimal`, `CheckAuthorityHelper` and `ParseRemaining` on a string of the
/// scheme `name` of `syntax`, whose `:` is at `colon`: the authority where the syntax reads one,
/// then the path, query and fragment. Trailing white space is cut, but where IRI parsing
/// applies (`keep_trailing`) the rest is read from the original string to its end.
pub(super) fn authority_and_rest(
    whole: &[char],
    syntax: &'static Syntax,
    name: &str,
    colon: usize,
    keep_trailing: bool,
) -> Result<Uri, Fault> {
    let mut length = whole.len();
    while length > colon + 1 && is_lws(whole[length - 1]) {
        length -= 1;
    }
    let s = &whole[..length];
    let mut idx = colon + 1;
    let mut authority_found = false;
    let mut share = None;
    // Windows' block, which Mono keeps: slashes say an authority (two or three, any number for
    // a file), a drive letter after them a Windows drive path, and for a file two or four and
    // more a share path, its host after them.
    if syntax.has(syntax::ALLOW_EMPTY_HOST)
        && syntax.has(syntax::ALLOW_DOS_PATH)
        && idx + 1 < length
    {
        let file = syntax.has(syntax::FILE_LIKE);
        let i = (idx..length)
            .find(|&i| s[i] != '/' && s[i] != '\\')
            .unwrap_or(length);
        if file || i - idx <= 3 {
            authority_found = i - idx >= 2;
            let drive =
                i + 1 < length && s[i].is_ascii_alphabetic() && matches!(s[i + 1], ':' | '|');
            if drive {
                if i + 2 < length && matches!(s[i + 2], '\\' | '/') {
                    return Err(Fault::DosPath);
                }
                if file {
                    return Err(Fault::MustRootedPath);
                }
            } else if file
                && i - idx >= 2
                && i - idx != 3
                && i < length
                && !matches!(s[i], '?' | '#')
            {
                share = Some(i);
            }
        }
    }
    let has_slashes = idx + 2 <= length && s[idx] == '/' && s[idx + 1] == '/';
    if share.is_some() {
        authority_found = true;
    } else if syntax.has(syntax::MUST_HAVE_AUTHORITY) {
        if !has_slashes {
            return Err(Fault::BadAuthority);
        }
        authority_found = true;
    } else {
        authority_found = idx + 2 <= length && (authority_found || has_slashes);
    }
    let authority = match authority_found {
        true => {
            let (authority, end) = check_authority(s, share.unwrap_or(idx + 2), syntax)?;
            idx = end;
            Some(authority)
        }
        false => None,
    };
    let rest = if keep_trailing {
        &whole[idx..]
    } else {
        &s[idx..]
    };
    let (path, query, fragment) = remaining(rest, syntax);
    Ok(Uri {
        syntax,
        scheme: name.to_string(),
        authority,
        path,
        query,
        fragment,
        iri_rewrote: false,
        written_twice: None,
    })
}

/// `CheckAuthorityHelper` from `idx`: user information before an `@`, the host, a port; the
/// authority and where it ends.
fn check_authority(s: &[char], idx: usize, syntax: &Syntax) -> Result<(Authority, usize), Fault> {
    let length = s.len();
    let file = syntax.has(syntax::FILE_LIKE);
    if idx == length || matches!(s[idx], '/' | '#' | '?') || (file && s[idx] == '\\') {
        if !syntax.has(syntax::ALLOW_EMPTY_HOST) {
            return Err(Fault::BadHostName);
        }
        let empty = Authority {
            user_info: None,
            host: Host::Empty,
            port: None,
        };
        return Ok((empty, idx));
    }
    let mut start = idx;
    let mut user_info = None;
    let user_info_and_port = syntax.has(syntax::MAY_HAVE_USER_INFO_AND_PORT);
    for at in (idx..length).take_while(|_| user_info_and_port) {
        if at == length - 1 || matches!(s[at], '?' | '#' | '\\' | '/') {
            break;
        }
        if s[at] == '@' {
            user_info = Some(s[idx..at].to_vec());
            start = at + 1;
            break;
        }
    }
    let unknown = syntax.has(syntax::V1_UNKNOWN);
    let found = match s.get(start) {
        Some('[') => host::ipv6(s, start + 1).map(|(a, end)| (Host::Ipv6(a), end)),
        Some(c) if c.is_ascii_digit() && unknown => {
            host::ipv4_canonical(s, start).map(|(a, end)| (Host::Ipv4(a), end))
        }
        Some(c) if c.is_ascii_digit() => host::ipv4(s, start).map(|(a, end)| (Host::Ipv4(a), end)),
        _ => None,
    };
    let found = found
        .or_else(|| host::dns_name(s, start).map(|end| (Host::Name(lower(&s[start..end])), end)))
        .or_else(|| {
            host::share_name(s, start).map(|end| (Host::Share(lower(&s[start..end])), end))
        });
    let Some((host, mut end)) = found else {
        return Err(Fault::BadHostName);
    };
    if end < length && s[end] == '\\' && !file {
        return Err(Fault::BadHostName);
    }
    let mut port = None;
    if end < length && s[end] == ':' && !user_info_and_port {
        return Err(Fault::BadHostName);
    }
    if end < length && s[end] == ':' {
        let mut value: u32 = 0;
        let mut at = end + 1;
        while at < length {
            match s[at] {
                c @ '0'..='9' => {
                    value = value * 10 + c.to_digit(10).unwrap_or_default();
                    if value > 0xFFFF {
                        return Err(Fault::BadPort);
                    }
                }
                '/' | '?' | '#' => break,
                _ => return Err(Fault::BadPort),
            }
            at += 1;
        }
        port = (at > end + 1).then_some(value);
        end = at;
    }
    if end < length && s[end] == '\\' && !syntax.has(syntax::ALLOW_DOS_PATH) {
        return Err(Fault::BadAuthorityTerminator);
    }
    let authority = Authority {
        user_info,
        host,
        port,
    };
    Ok((authority, end))
}

/// `ParseRemaining`'s split: the path to a `?` (where the syntax has a query) or a `#`, the
/// query to a `#`, the fragment to the end.
fn remaining(rest: &[char], syntax: &Syntax) -> (Vec<char>, Option<Vec<char>>, Option<Vec<char>>) {
    let has_query = syntax.has(syntax::MAY_HAVE_QUERY);
    let path_end = (rest.iter())
        .position(|&c| c == '#' || (has_query && c == '?'))
        .unwrap_or(rest.len());
    let after_path = &rest[path_end..];
    let (query, fragment) = match after_path.first() {
        Some('?') => {
            let hash = after_path.iter().position(|&c| c == '#');
            let query = after_path[1..hash.unwrap_or(after_path.len())].to_vec();
            (Some(query), hash.map(|h| after_path[h + 1..].to_vec()))
        }
        Some(_) => (None, Some(after_path[1..].to_vec())),
        None => (None, None),
    };
    (rest[..path_end].to_vec(), query, fragment)
}

/// A DNS or share name, lower-cased as `CreateHostString` writes it.
fn lower(text: &[char]) -> String {
    text.iter().collect::<String>().to_lowercase()
}
