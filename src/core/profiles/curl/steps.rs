//! The steps of a redirect as `curl -L` follows it with libcurl's URL API (lib/urlapi.c:
//! `curl_url_set`, `Curl_is_absolute_url`, `redirect_url` or 7.88's `concat_url`, `parseurl`,
//! `dedotdotify`, `curl_url_get`), each quoting the lines it follows, and the departures from
//! RFC 3986 §5.2 they make.

use super::version::{LINE_COUNT, TABLE};
use crate::core::profiles::curl::version::CurlVersion;
use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// The steps of one line's redirect.
pub(crate) struct Steps {
    pub set_base: Step,
    pub absolute: Step,
    pub splice: Step,
    pub parse: Step,
    pub get: Step,
}

const SET_BASE_TEXT: &str = "/* the URL curl fetched, then the Location it answered */\n\
     curl_url_set(h, CURLUPART_URL, base, 0);\n[...]\n\
     static CURLUcode parseurl(const char *url, CURLU *u, unsigned int flags)\n[...]\n\
     schemelen = Curl_is_absolute_url(url, schemebuf, sizeof(schemebuf), [...]);\n\
     [...]\n    if(!Curl_get_scheme(schemebuf) && !(flags & CURLU_NON_SUPPORT_SCHEME))\n\
     \x20     return CURLUE_UNSUPPORTED_SCHEME;\n[...]\n\
     \x20     /* remove ../ and ./ sequences according to RFC3986 */\n\
     \x20     int err = dedotdotify(path, pathlen, &dedot);";

const ABSOLUTE_TEXT: &str = "/* lib/http.c, Curl_http_follow */\n\
     uc = curl_url_set(data->state.uh, CURLUPART_URL, newurl, (unsigned int)\n\
     \x20                 [...] CURLU_URLENCODE [...] | CURLU_ALLOW_SPACE | [...]);\n[...]\n\
     /* if the new URL is absolute replace the existing with the new. */\n\
     if(Curl_is_absolute_url(url, NULL, 0,\n\
     \x20                       flags & (CURLU_GUESS_SCHEME | CURLU_DEFAULT_SCHEME)))\n\
     \x20 return parseurl_and_replace(url, u, flags);";

const SPLICE_TEXT: &str = "uc = curl_url_get(u, CURLUPART_URL, &oldurl,\n\
     \x20                 (flags & ~CURLU_NO_GUESS_SCHEME) | CURLU_GET_EMPTY);\n[...]\n\
     /* apply the relative part to create a new URL */\n\
     uc = redirect_url(oldurl, url, u, flags);\n[...]\n\
     \x20 switch(relurl[0]) {\n  case '/':\n    if(relurl[1] == '/') {\n\
     \x20     /* protocol-relative URL: //example.com/path */\n      cutoff = protsep;\n[...]\n\
     \x20 case '#':\n    /* fragment-only change */\n    if(u->fragment_present)\n\
     \x20     cutoff = strchr(protsep, '#');\n[...]\n  default:\n\
     \x20   /* path or query-only change */\n[...]\n    if(relurl[0] != '?') {\n\
     \x20     /* append a relative path after the last slash */\n[...]\n\
     \x20 if(!curlx_dyn_addn(&urlbuf, base, prelen) &&\n\
     \x20    !urlencode_str(&urlbuf, useurl, strlen(useurl), !host_changed,\n\
     \x20                   QUERY_NOT_YET)) {";

const SPLICE_TEXT_7_88: &str = "if(Curl_is_absolute_url(part, NULL, 0, [...])\n\
     \x20  || curl_url_get(u, CURLUPART_URL, &oldurl, flags)) {\n\
     \x20 return parseurl_and_replace(part, u, flags);\n}\n\
     /* apply the relative part to create a new URL\n * and replace the existing one with it. */\n\
     redired_url = concat_url(oldurl, part);\n[...]\n\
     \x20   /* now deal with one \"./\" or any amount of \"../\" in the newurl\n\
     \x20      and act accordingly */\n[...]\n\
     \x20 /* then append the new piece on the right side */\n\
     \x20 urlencode_str(&newest, useurl, strlen(useurl), !host_changed, FALSE);";

const PARSE_TEXT: &str = "uc = parseurl_and_replace(curlx_dyn_ptr(&urlbuf), u,\n\
     \x20                         flags & ~U_CURLU_PATH_AS_IS);\n[...]\n\
     \x20   /* find the end of the hostname + port number */\n\
     \x20   hostlen = strcspn(hostp, \"/?#\");\n[...]\n\
     \x20 if(!(flags & CURLU_PATH_AS_IS)) {\n\
     \x20   /* remove ../ and ./ sequences according to RFC3986 */\n\
     \x20   char *dedot;\n    int err = dedotdotify(path, pathlen, &dedot);";

const GET_TEXT: &str = "curl_url_get(h, CURLUPART_URL, &url, 0);\n[...]\n\
     \x20 const char *querysep = ((u->query && u->query[0]) ||\n\
     \x20                         (u->query_present && flags & CURLU_GET_EMPTY)) ?\n\
     \x20   \"?\" : \"\";\n[...]\n\
     \x20   url = curl_maprintf(\"%s%s%s%s%s%s%s%s%s%s%s%s%s%s%s\",\n[...]\n\
     \x20                       u->path ? u->path : \"/\",";

const fn steps_of(library: &'static Library, splice: &'static str, place: &'static str) -> Steps {
    Steps {
        set_base: Step::of_library(
            library,
            "set base",
            "curl_url_set(base): the URL fetched, parsed and stored normalized",
            "curl_url_set, parseurl",
            SET_BASE_TEXT,
        ),
        absolute: Step::of_library(
            library,
            "absolute?",
            "Curl_is_absolute_url(Location): a scheme, then a `:`?",
            "curl_url_set, Curl_is_absolute_url",
            ABSOLUTE_TEXT,
        ),
        splice: Step::of_library(
            library,
            "splice",
            "the base, cut, then the Location, encoded",
            place,
            splice,
        ),
        parse: Step::of_library(
            library,
            "parseurl",
            "parseurl: the new URL read again, its path's dots removed",
            "parseurl, dedotdotify",
            PARSE_TEXT,
        ),
        get: Step::of_library(
            library,
            "get URL",
            "curl_url_get(CURLUPART_URL, 0): the URL written",
            "curl_url_get, urlget_url",
            GET_TEXT,
        ),
    }
}

/// Each line's steps, in `RELEASES`' order.
static STEPS: [Steps; LINE_COUNT] = {
    // Each row is set below; the array needs a value to start from.
    let mut steps = [const {
        steps_of(
            TABLE.lines[0].source,
            SPLICE_TEXT_7_88,
            "curl_url_set, concat_url",
        )
    }; LINE_COUNT];
    let mut i = 0;
    while i < LINE_COUNT {
        steps[i] = if CurlVersion::at(i).has_redirect_url() {
            steps_of(TABLE.lines[i].source, SPLICE_TEXT, "set_url, redirect_url")
        } else {
            steps_of(
                TABLE.lines[i].source,
                SPLICE_TEXT_7_88,
                "curl_url_set, concat_url",
            )
        };
        i += 1;
    }
    steps
};

/// The steps of the line `version` belongs to.
pub(crate) fn of(version: CurlVersion) -> &'static Steps {
    &STEPS[version.index()]
}

pub static BLANK_REFUSED: Warning = Warning::new(
    "curl.blank-refused",
    "From 8.3 (887b998e6e) to 8.13 libcurl refused a blank Location as \"Malformed input to a \
     URL function\" (15839450be took it again in 8.14); RFC 3986 §5.2.2 resolves `\"\"` to the \
     base without its fragment.",
);

pub static SCHEME_REFUSED: Warning = Warning::new(
    "curl.scheme-refused",
    "The Location has a scheme libcurl does not support (`g:h`, `mailto:x`), and curl -L does \
     not pass CURLU_NON_SUPPORT_SCHEME, so the redirect fails; RFC 3986 §5.2.2 takes any \
     scheme as an absolute reference.",
);

pub static SLASHES_REFUSED: Warning = Warning::new(
    "curl.slashes-refused",
    "parseurl wants one to three slashes after the scheme (`http:g` has none), so the redirect \
     fails; RFC 3986 reads `http:g` as the URI with the path `g`.",
);

pub static SLASHES_AS_AUTHORITY: Warning = Warning::new(
    "curl.slashes-as-authority",
    "parseurl reads whatever follows one to three slashes after the scheme as the host \
     (`http:/g` and `///w` give the hosts `g` and `w`); RFC 3986 §3.2 has an authority only \
     after exactly `//` (`http:/g` is a path, `///w` an empty authority and the path `/w`).",
);

pub static BASE_NORMALIZED: Warning = Warning::new(
    "curl.base-normalized",
    "The base is stored normalized and written again before the Location is spliced onto it \
     (the scheme in lower case, dot segments removed, an empty path as `/`, a numeric host \
     rewritten); RFC 3986 §5.2 resolves against the base as written.",
);

pub static ENCODED: Warning = Warning::new(
    "curl.encoded",
    "curl -L passes CURLU_URLENCODE: urlencode_str writes a space as `%20`, a control byte or a \
     byte from 0x7f up as `%XX`, and upper-cases a lower-case escape; RFC 3986 resolves the \
     reference as written (a space is not allowed in it at all).",
);

pub static ENCODED_8_15: Warning = Warning::new(
    "curl.encoded",
    "curl -L passes CURLU_URLENCODE: urlencode_str writes a space as `%20` and a control byte or \
     a byte from 0x7f up as upper-case `%XX` (an escape already there is left as it is); RFC \
     3986 resolves the reference as written (a space is not allowed in it at all).",
);

pub static ENCODED_8_13: Warning = Warning::new(
    "curl.encoded",
    "curl -L passes CURLU_URLENCODE: urlencode_str writes a space as `%20` and a control byte or \
     a byte from 0x7f up as lower-case `%xx` (an escape already there is left as it is); RFC \
     3986 resolves the reference as written (a space is not allowed in it at all).",
);

pub static ENCODED_HIGH_BYTES: Warning = Warning::new(
    "curl.encoded",
    "curl -L passes CURLU_URLENCODE: before 8.13, urlencode_str writes a space as `%20` and a \
     byte from 0x80 up as lower-case `%xx` (a control byte is left, and refused as junk); RFC \
     3986 resolves the reference as written (a space is not allowed in it at all).",
);

pub static PLUS_FOR_SPACE: Warning = Warning::new(
    "curl.plus-for-space",
    "After the first `?`, urlencode_str writes a space as `+`, which a server reads as `+` in a \
     path but as a space in a form query; RFC 3986 has no rule for it (a space is not allowed).",
);

pub static EMPTY_QUERY_DROPPED: Warning = Warning::new(
    "curl.empty-query-dropped",
    "curl_url_get without CURLU_GET_EMPTY does not write an empty query: `?` is lost (`…?` \
     gives `…`); RFC 3986 §5.3 writes `?` whenever the query is defined.",
);

pub static EMPTY_FRAGMENT_DROPPED: Warning = Warning::new(
    "curl.empty-fragment-dropped",
    "curl_url_get without CURLU_GET_EMPTY does not write an empty fragment: `#` is lost; RFC \
     3986 §5.3 writes `#` whenever the fragment is defined.",
);

pub static EMPTY_PATH_SLASH: Warning = Warning::new(
    "curl.empty-path-slash",
    "curl_url_get writes an empty path as `/` (`http://a` + `?y` gives `http://a/?y`, `//g` \
     gives `http://g/`); RFC 3986 keeps the path empty.",
);

pub static ESCAPED_DOT: Warning = Warning::new(
    "curl.escaped-dot",
    "dedotdotify counts `%2e` as a dot (8.13 on, curl #16869), so `%2e%2e/` climbs; RFC 3986 \
     §6.2.2.2 decodes `%2E` only as a normalization, and §5.2.4 removes only `.` and `..` as \
     written.",
);

pub static HOST_REWRITTEN: Warning = Warning::new(
    "curl.host-rewritten",
    "parseurl rewrites the host: escapes decoded, a numeric IPv4 address in any form \
     (`0x7f.1`, `2130706433`) as four decimal numbers, an IPv6 address as inet_ntop writes it; \
     RFC 3986 resolves the authority as written.",
);

pub static PORT_COLON_DROPPED: Warning = Warning::new(
    "curl.port-colon-dropped",
    "A `:` with no port after it is dropped (\"Browser behavior adaptation\" in parse_port); \
     RFC 3986 §6.2.3 only allows dropping it as a normalization.",
);

pub static NUL_CUT: Warning = Warning::new(
    "curl.nul-cut",
    "libcurl reads a C string, which ends at the first NUL byte: what follows it was never \
     seen.",
);

pub static HOST_BYTES: Warning = Warning::new(
    "curl.host-bytes",
    "The decoded host holds bytes that are not UTF-8; curl writes them raw, and they are \
     shown here as `%XX`.",
);

pub static DIRECTORY_FOR_FRAGMENT: Warning = Warning::new(
    "curl.directory-for-fragment",
    "7.88's concat_url cuts the base after its last `/` for every reference that does not \
     start with `/`, an empty one or `#s` too (fixed for `#s` in 8.8.0 and for `\"\"` in \
     8.3.0), so the base's last segment and its query are lost; RFC 3986 §5.2.2 keeps the \
     base's path and query.",
);

pub static BASE_FRAGMENT_KEPT: Warning = Warning::new(
    "curl.base-fragment-kept",
    "Before 8.21 (780ccb256e, curl #21745) a blank Location kept the whole URL, its fragment \
     too; RFC 3986 §5.2.2 takes the fragment from the reference (T.fragment = R.fragment), so \
     there is none.",
);

pub static FILE_QUERY_DROPPED: Warning = Warning::new(
    "curl.file-query-dropped",
    "Before 8.13 curl_url_get writes a file: URL as `file://`, the path and the fragment: its \
     query is lost (bc24c60512 wrote it from 8.13.0).",
);

pub static NIL_PATH: Warning = Warning::new(
    "curl.nil-path",
    "Before 8.20 (e0be05cbab) parseurl kept no path when it was one byte long (`file:///`), \
     and curl_url_get prints the missing string as `(nil)`.",
);
