//! The steps of Go's `(*URL).Parse(ref)` on a base from `url.Parse` (src/net/url/url.go:
//! `Parse`, `ResolveReference`, `resolvePath`, `String`), each quoting the lines it follows, and
//! the departures from RFC 3986 §5.2 they make.

use super::version::TABLE;
use crate::core::profiles::go::version::GoVersion;
use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// The steps of one line's `net/url`.
pub(crate) struct Steps {
    pub parse_base: Step,
    pub parse_reference: Step,
    pub absolute: Step,
    pub empty: Step,
    /// Go 1.23 on (go#66084).
    pub opaque_base: Option<Step>,
    pub merge: Step,
    pub string: Step,
}

const PARSE_TEXT: &str = "u, frag, _ := strings.Cut(rawURL, \"#\")\nurl, err := parse(u, false)\n\
     [...]\nif frag == \"\" {\n\treturn url, nil\n}\n[...]\n\
     if url.Scheme, rest, err = getScheme(rawURL); err != nil {\n[...]\n\
     url.Scheme = strings.ToLower(url.Scheme)\n\n\
     if strings.HasSuffix(rest, \"?\") && strings.Count(rest, \"?\") == 1 {\n\
     \turl.ForceQuery = true\n[...]\nif !strings.HasPrefix(rest, \"/\") {\n\
     \tif url.Scheme != \"\" {\n\t\t// We consider rootless paths per RFC 3986 as opaque.\n\
     \t\turl.Opaque = rest\n[...]\n\
     if (url.Scheme != \"\" || !viaRequest && !strings.HasPrefix(rest, \"///\")) && \
     strings.HasPrefix(rest, \"//\") {\n[...]\n\
     \turl.User, url.Host, err = parseAuthority(url.Scheme, authority)\n[...]\n\
     if err := url.setPath(rest); err != nil {";

const ABSOLUTE_TEXT: &str = "url := *ref\nif ref.Scheme == \"\" {\n\turl.Scheme = u.Scheme\n}\n\
     if ref.Scheme != \"\" || ref.Host != \"\" || ref.User != nil {\n\
     \t// The \"absoluteURI\" or \"net_path\" cases.\n\
     \turl.setPath(resolvePath(ref.EscapedPath(), \"\"))\n\treturn &url\n}";

const EMPTY_TEXT: &str = "if ref.Path == \"\" && !ref.ForceQuery && ref.RawQuery == \"\" {\n\
     \turl.RawQuery = u.RawQuery\n\tif ref.Fragment == \"\" {\n\
     \t\turl.Fragment = u.Fragment\n\t\turl.RawFragment = u.RawFragment\n\t}\n}";

const OPAQUE_BASE_TEXT: &str = "if ref.Path == \"\" && u.Opaque != \"\" {\n\
     \turl.Opaque = u.Opaque\n\turl.User = nil\n\turl.Host = \"\"\n\turl.Path = \"\"\n\
     \treturn &url\n}";

const MERGE_TEXT: &str = "// The \"abs_path\" or \"rel_path\" cases.\nurl.Host = u.Host\n\
     url.User = u.User\nurl.setPath(resolvePath(u.EscapedPath(), ref.EscapedPath()))\n\n\
     func resolvePath(base, ref string) string {\n[...]\n\
     \t} else if ref[0] != '/' {\n\t\ti := strings.LastIndex(base, \"/\")\n\
     \t\tfull = base[:i+1] + ref\n[...]\n\t\tif elem == \"..\" {\n\
     \t\t\t// Ignore the leading '/' we already wrote.\n[...]\n\
     \t// We wrote an initial '/', but we don't want two.\n\tr := dst.String()\n\
     \tif len(r) > 1 && r[1] == '/' {\n\t\tr = r[1:]\n\t}";

const STRING_TEXT: &str = "if u.Opaque != \"\" {\n\tbuf.WriteString(u.Opaque)\n} else {\n\
     \tif u.Scheme != \"\" || u.Host != \"\" || u.User != nil {\n\
     \t\tif u.OmitHost && u.Host == \"\" && u.User == nil {\n\t\t\t// omit empty host\n\
     \t\t} else {\n\t\t\tif u.Host != \"\" || u.Path != \"\" || u.User != nil {\n\
     \t\t\t\tbuf.WriteString(\"//\")\n[...]\n\tpath := u.EscapedPath()\n[...]\n\
     if u.ForceQuery || u.RawQuery != \"\" {\n[...]\nif u.Fragment != \"\" {\n\
     \tbuf.WriteByte('#')\n\tbuf.WriteString(u.EscapedFragment())\n}";

const fn steps_of(library: &'static Library, opaque_base: bool) -> Steps {
    Steps {
        parse_base: Step::of_library(
            library,
            "Parse base",
            "url.Parse(base)",
            "Parse, parse",
            PARSE_TEXT,
        ),
        parse_reference: Step::of_library(
            library,
            "Parse ref",
            "url.Parse(ref), in (*URL).Parse",
            "(*URL).Parse, Parse",
            "func (u *URL) Parse(ref string) (*URL, error) {\n\trefURL, err := Parse(ref)\n\
             \tif err != nil {\n\t\treturn nil, err\n\t}\n\
             \treturn u.ResolveReference(refURL), nil\n}",
        ),
        absolute: Step::of_library(
            library,
            "scheme or host",
            "a scheme, a host or user information?",
            "ResolveReference",
            ABSOLUTE_TEXT,
        ),
        empty: Step::of_library(
            library,
            "empty",
            "no path and no query?",
            "ResolveReference",
            EMPTY_TEXT,
        ),
        opaque_base: if opaque_base {
            Some(Step::of_library(
                library,
                "opaque base",
                "no path, against an opaque base? (go#66084)",
                "ResolveReference",
                OPAQUE_BASE_TEXT,
            ))
        } else {
            None
        },
        merge: Step::of_library(
            library,
            "resolvePath",
            "the base's host and user, the merged path without dots",
            "ResolveReference, resolvePath",
            MERGE_TEXT,
        ),
        string: Step::of_library(
            library,
            "String",
            "(*URL).String",
            "(*URL).String",
            STRING_TEXT,
        ),
    }
}

/// Each line's steps, in `RELEASES`' order: go#66084's branch from 1.23 on.
static STEPS: [Steps; 8] = {
    let mut steps = [const { steps_of(TABLE.lines[0].source, false) }; 8];
    let mut i = 0;
    while i < steps.len() {
        let opaque_base = GoVersion(Release::line_at(i)).keeps_opaque_base();
        steps[i] = steps_of(TABLE.lines[i].source, opaque_base);
        i += 1;
    }
    steps
};

/// The steps of the line `version` belongs to.
pub(crate) fn of(version: GoVersion) -> &'static Steps {
    &STEPS[version.line()]
}

pub static BASE_FRAGMENT_KEPT: Warning = Warning::new(
    "go.base-fragment-kept",
    "A reference with no path, no query and no fragment keeps the base's fragment \
     (`url.Fragment = u.Fragment`): `\"\"`, `#` and `//` against `…?q#f` give `…?q#f`; RFC 3986 \
     §5.2.2 takes the fragment from the reference (T.fragment = R.fragment), so there is none.",
);

pub static EMPTY_FRAGMENT_LOST: Warning = Warning::new(
    "go.empty-fragment-lost",
    "Parse cuts at `#` and keeps a fragment only when it is not empty (URL has no flag for an \
     empty one), so `#` is the same as no fragment; RFC 3986 §5.2.2 keeps the empty fragment \
     (`…#`).",
);

pub static EMPTY_HOST_IS_NONE: Warning = Warning::new(
    "go.empty-host",
    "The reference's authority is empty (`//`), and ResolveReference tests `ref.Host != \"\"`: an \
     empty host counts as no host, so the base's host and path are kept; RFC 3986 §5.2.2 takes \
     the reference's (empty) authority and path (`//` gives `http:`, with an empty authority).",
);

pub static TRIPLE_SLASH_IS_PATH: Warning = Warning::new(
    "go.triple-slash-path",
    "Without a scheme, Parse reads `///w` as a path, not as an empty authority \
     (`!strings.HasPrefix(rest, \"///\")`), so it is resolved against the base's host: \
     `http://a///w`; RFC 3986 §4.2 reads an empty authority and the path `/w`: `http:///w`.",
);

pub static SCHEME_LOWERED: Warning = Warning::new(
    "go.scheme-lowercased",
    "Parse lowercases the scheme (`strings.ToLower(url.Scheme)`); RFC 3986 §5.2.2 copies the \
     scheme as written (§6.2.2.1 allows lowercasing it only as normalization).",
);

pub static RE_ESCAPED: Warning = Warning::new(
    "go.re-escaped",
    "Parse decodes the path, the host, the user information and the fragment, and String \
     writes them escaped again its own way (`EscapedPath`, `shouldEscape`): a space becomes \
     `%20`, `\\` `%5C`, non-ASCII `%C3%A9`, a lower-case escape in a host upper case; RFC 3986 \
     resolves the text as written.",
);

pub static BASE_PATH_CLEANED: Warning = Warning::new(
    "go.base-path-cleaned",
    "A reference with no path still goes through resolvePath, which removes the dots of the \
     base's path (`http://a/b/./c` + `?y` gives `http://a/b/c?y`); RFC 3986 §5.2.2 keeps \
     T.path = Base.path as it is.",
);

pub static OPAQUE_BASE: Warning = Warning::new(
    "go.opaque-base",
    "The base is opaque (`mailto:x@y`: no `/` after the scheme), so its path is empty to \
     ResolveReference and the result gets the path `/z` and an empty host, which String writes \
     as `mailto:///z`; RFC 3986 §5.2.3 merges with the base's path: `mailto:z`.",
);

pub static OPAQUE_BASE_DROPPED: Warning = Warning::new(
    "go.opaque-base-dropped",
    "Before Go 1.23 (go#66084) a reference with no path against an opaque base lost the base's \
     opaque part (`urn:a:b` + `#f` gives `urn:#f`); RFC 3986 §5.2.2 keeps Base.path: \
     `urn:a:b#f`.",
);

pub static ROOT_SLASH: Warning = Warning::new(
    "go.resolve-path",
    "resolvePath's dot removal does not give RFC 3986 §5.2.4's path here: it writes a `/` \
     first and strips one of two leading slashes, so a `..` that climbs to the root before an \
     empty segment loses it (`http://a/..//` + `x` gives `http://a/x`, go#80282), and a path \
     always starts with `/`.",
);
