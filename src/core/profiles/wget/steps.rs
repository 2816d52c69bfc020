//! The steps of GNU Wget following a `Location` (1.21.3: src/retr.c's `retrieve_url`, src/url.c's
//! `uri_merge`, `url_parse`, `path_simplify` and `url_string`), each quoting the lines it follows,
//! and the departures from RFC 3986 §5.2 they make.

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// GNU Wget 1.21.3's src/url.c.
pub static URL_C: Library = Library {
    id: "wget",
    name: "GNU Wget",
    version: "1.21.3",
    file: "src/url.c",
};

/// GNU Wget 1.21.3's src/retr.c.
pub static RETR_C: Library = Library {
    id: "wget",
    name: "GNU Wget",
    version: "1.21.3",
    file: "src/retr.c",
};

pub static LOCATION: Step = Step::of_library(
    &RETR_C,
    "Location",
    "the Location, as the header gives it",
    "retrieve_url, http.c resp_header_strdup",
    "mynewloc = xstrdup (hs->newloc) [the header's value, its white space trimmed]\n[...]\n\
     /* The HTTP specs only allow absolute URLs to appear in\n   redirects, but a ton of \
     boneheaded webservers and CGIs out\n   there break the rules and use relative URLs, and \
     popular\n   browsers are lenient about this, so wget should be too. */\n\
     construced_newloc = uri_merge (url, mynewloc ? mynewloc : \"\");",
);

pub static MERGE: Step = Step::of_library(
    &URL_C,
    "uri_merge",
    "splice the link onto the base's text",
    "uri_merge",
    "if (url_has_scheme (link))\n  return xstrdup (link);\n\n/* We may not examine BASE past END. */\n\
     end = path_end (base);\n[...]\nif (!*link) [the base]\nelse if (*link == '?') [the base \
     to its path's end, then LINK]\nelse if (*link == '#') [the base to its first '#', then \
     LINK]\nelse if (*link == '/' && *(link + 1) == '/') [the base to its first \"//\", then \
     LINK]\nelse if (*link == '/') [the base to the first '/' after \"//\", then LINK]\nelse\n  \
     {\n    /* LINK is a relative URL: we need to replace everything\n       after last slash \
     (possibly empty) with LINK. */",
);

pub static PARSE: Step = Step::of_library(
    &URL_C,
    "url_parse",
    "parse the merged text",
    "retrieve_url, url_parse",
    "newloc_parsed = url_parse (mynewloc, &up_error_code, iri, true);\n[url_parse:]\n\
     scheme = url_scheme (url);\n[...]\nif (iri && iri->utf8_encode)\n  {\n    \
     iri->utf8_encode = remote_to_utf8 (iri, iri->orig_url ? iri->orig_url : url, &new_url);\n    \
     [...]\n        url_encoded = reencode_escapes (new_url);\n[...]\nif (percent_encode)\n  \
     url_encoded = reencode_escapes (url);\n[...]\npath_modified = path_simplify (scheme, \
     u->path);\n[...]\nhost_modified = lowercase_str (u->host);",
);

pub static URL_STRING: Step = Step::of_library(
    &URL_C,
    "url_string",
    "write the URL wget requests",
    "url_parse, url_string",
    "u->url = url_string (u, URL_AUTH_SHOW);\n[url_string:]\nAPPEND (p, scheme_str);\n\
     [user, ':' password, '@']\n[host, in brackets where it holds a ':']\n\
     if (url->port != scheme_port)\n  {\n    *p++ = ':';\n    \
     p = number_to_string (p, url->port);\n  }\n\nfull_path_write (url, p);  [/path;params?query]",
);

pub static FRAGMENT_DROPPED: Warning = Warning::new(
    "wget.fragment-dropped",
    "The URL Wget requests is written by `url_string`, which writes the path, params and query \
     but no fragment: `#s` is parsed and dropped. RFC 3986 §5.2.2 keeps the reference's \
     fragment in the target.",
);

pub static ESCAPED: Warning = Warning::new(
    "wget.escaped",
    "`reencode_escapes` escapes each unsafe byte that is not reserved (a space, `\"`, `<`, `>`, \
     `\\`, `^`, `{`, `|`, `}`, a byte above 0x7f) and a `%` that starts no escape; RFC 3986 §5.2 \
     resolves the text as it is.",
);

pub static C_LOCALE_UNESCAPED: Warning = Warning::new(
    "wget.c-locale",
    "Under `LC_ALL=C` the IRI conversion (`remote_to_utf8`, `do_conversion`) first decodes each \
     escape of a character that is not reserved (`url_unescape_except_reserved`), so `%7e` \
     becomes `~` and `%3c` becomes `<`, which is escaped again as `%3C`; a UTF-8 locale leaves \
     them. RFC 3986 §6.2.2.2 allows decoding only the unreserved.",
);

pub static HOST_REWRITTEN: Warning = Warning::new(
    "wget.host",
    "The host is lower-cased, its escapes decoded and, where it is not ASCII, encoded by IDNA \
     (libidn2, `idn_encode`). RFC 3986 §5.2 copies the authority as it is.",
);

pub static PORT_AS_NUMBER: Warning = Warning::new(
    "wget.port-number",
    "The port is read as a number and written only where it is not the scheme's default \
     (`http://a:80/` is `http://a/`, `:080` is `:80`). RFC 3986 §5.3 writes the authority as \
     it is.",
);

pub static PATH_SIMPLIFIED: Warning = Warning::new(
    "wget.path-simplified",
    "`url_parse` simplifies the whole path (`path_simplify`), the base's part too, after a \
     merge that removed nothing: `?y` against a base whose path holds `..` loses it, where RFC \
     3986 §5.2.2 keeps the base's path as it is.",
);
