//! The `UriParser` syntaxes modelled, each its `UriSyntaxFlags` as _UriSyntax.cs declares them:
//! `HttpSyntaxFlags` (http, https, ws, wss), `FtpSyntaxFlags`, `FileSyntaxFlags` and
//! `UnknownV1SyntaxFlags`, the
//! syntax a scheme no parser is registered for gets (`FindOrFetchAsUnknownV1Syntax`).

/// An authority is required (`MustHaveAuthority`).
pub(super) const MUST_HAVE_AUTHORITY: u32 = 1;
/// An authority is read where `//` follows the scheme (`OptionalAuthority`).
pub(super) const OPTIONAL_AUTHORITY: u32 = 1 << 1;
/// `MayHaveQuery`: else a `?` is part of the path.
pub(super) const MAY_HAVE_QUERY: u32 = 1 << 2;
/// `AllowEmptyHost`: `foo:///x` has an empty host.
pub(super) const ALLOW_EMPTY_HOST: u32 = 1 << 3;
/// `AllowDOSPath`: `foo:c:/x` is a Windows drive path.
pub(super) const ALLOW_DOS_PATH: u32 = 1 << 4;
/// `CanonicalizeAsFilePath`: `Compress` also removes a leading `.` or `..` segment.
pub(super) const CANONICALIZE_AS_FILE_PATH: u32 = 1 << 5;
/// `V1_UnknownUri`: an IPv4 host must be written in dotted decimal (`IsValidCanonical`).
pub(super) const V1_UNKNOWN: u32 = 1 << 6;
/// `MayHaveUserInfo` and `MayHavePort`: every syntax modelled but file's.
pub(super) const MAY_HAVE_USER_INFO_AND_PORT: u32 = 1 << 7;
/// `FileLikeUri`: any number of slashes says an authority, two or four and more a share path.
pub(super) const FILE_LIKE: u32 = 1 << 8;
/// `UnEscapeDotsAndSlashes`: `%2e`, `%2f` and `%5c` in the path are unescaped before it is
/// compressed.
pub(super) const UNESCAPE_DOTS_AND_SLASHES: u32 = 1 << 9;

/// A syntax: the scheme's name, its default port and its flags. Every syntax modelled may have
/// a path and a fragment, allows an IP, DNS or share host, and converts `\` and compresses a
/// path that follows an authority.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Syntax {
    /// The scheme it is registered for; empty for the unknown schemes' syntax.
    pub name: &'static str,
    pub default_port: Option<u16>,
    pub flags: u32,
}

impl Syntax {
    pub(super) fn has(&self, flag: u32) -> bool {
        self.flags & flag != 0
    }
}

const HTTP_FLAGS: u32 =
    MUST_HAVE_AUTHORITY | MAY_HAVE_USER_INFO_AND_PORT | MAY_HAVE_QUERY | CANONICALIZE_AS_FILE_PATH;

pub(super) static HTTP: Syntax = Syntax {
    name: "http",
    default_port: Some(80),
    flags: HTTP_FLAGS,
};
pub(super) static HTTPS: Syntax = Syntax {
    name: "https",
    default_port: Some(443),
    flags: HTTP_FLAGS,
};
pub(super) static WS: Syntax = Syntax {
    name: "ws",
    default_port: Some(80),
    flags: HTTP_FLAGS,
};
pub(super) static WSS: Syntax = Syntax {
    name: "wss",
    default_port: Some(443),
    flags: HTTP_FLAGS,
};
pub(super) static FTP: Syntax = Syntax {
    name: "ftp",
    default_port: Some(21),
    flags: MUST_HAVE_AUTHORITY | MAY_HAVE_USER_INFO_AND_PORT | CANONICALIZE_AS_FILE_PATH,
};
/// `FileSyntaxFlags`: no user information, no port.
pub(super) static FILE: Syntax = Syntax {
    name: "file",
    default_port: None,
    flags: MUST_HAVE_AUTHORITY
        | MAY_HAVE_QUERY
        | ALLOW_EMPTY_HOST
        | ALLOW_DOS_PATH
        | FILE_LIKE
        | CANONICALIZE_AS_FILE_PATH
        | UNESCAPE_DOTS_AND_SLASHES,
};
/// `UnknownV1SyntaxFlags`.
pub(super) static UNKNOWN: Syntax = Syntax {
    name: "",
    default_port: None,
    flags: OPTIONAL_AUTHORITY
        | MAY_HAVE_USER_INFO_AND_PORT
        | MAY_HAVE_QUERY
        | ALLOW_EMPTY_HOST
        | ALLOW_DOS_PATH
        | V1_UNKNOWN,
};

/// The built-in syntaxes modelled.
const MODELLED: [&Syntax; 6] = [&HTTP, &HTTPS, &WS, &WSS, &FTP, &FILE];

/// The built-in syntaxes not modelled: their schemes are refused.
const NOT_MODELLED: [&str; 9] = [
    "gopher", "mailto", "news", "nntp", "telnet", "ldap", "net.tcp", "net.pipe", "uuid",
];

/// The syntax of a scheme (lower-cased), `None` for a built-in one not modelled.
pub(super) fn of(scheme: &str) -> Option<&'static Syntax> {
    if NOT_MODELLED.contains(&scheme) {
        return None;
    }
    Some(
        MODELLED
            .into_iter()
            .find(|syntax| syntax.name == scheme)
            .unwrap_or(&UNKNOWN),
    )
}
