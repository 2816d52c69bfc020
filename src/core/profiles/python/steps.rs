//! The steps of CPython's `urllib.parse.urljoin` (and `urlparse.urljoin` in 2.7), each quoting
//! the lines of the release read, and the departures from RFC 3986 §5.2 they make.

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// CPython 2.7's `urlparse` module: the algorithm of every release before 3.5.
pub static CPYTHON_2_7: Library = Library {
    id: "python",
    name: "CPython",
    version: "2.7.18",
    file: "Lib/urlparse.py",
};

/// CPython 3.5 to 3.13 (bpo-22118's rewrite), read at v3.13.0; the patch releases' changes to
/// `urlsplit` are dated where a step applies them.
pub static CPYTHON_3: Library = Library {
    id: "python",
    name: "CPython",
    version: "3.13.0",
    file: "Lib/urllib/parse.py",
};

/// CPython 3.14 (gh-76960, absent components as `None`; gh-125926 for relative bases).
pub static CPYTHON_3_14: Library = Library {
    id: "python",
    name: "CPython",
    version: "3.14.0",
    file: "Lib/urllib/parse.py",
};

/// The steps of one release's `urljoin`.
pub(crate) struct Steps {
    pub join: Step,
    /// Python 3 only: `urlsplit`'s cleaning.
    pub clean: Option<Step>,
    pub split_base: Step,
    pub split_reference: Step,
    pub gate: Step,
    pub netloc: Step,
    /// 2.7 only: an absolute path is returned as written.
    pub absolute_path: Option<Step>,
    pub empty_path: Step,
    pub merge: Step,
    pub dots: Step,
    pub unsplit: Step,
}

const JOIN_TEXT: &str = "if not base:\n    return url\nif not url:\n    return base";

const SPLIT_3: &str = "url = url.lstrip(_WHATWG_C0_CONTROL_OR_SPACE)\n\
     for b in _UNSAFE_URL_BYTES_TO_REMOVE:\n    url = url.replace(b, \"\")\n\
     [...]\ni = url.find(':')\n\
     if i > 0 and url[0].isascii() and url[0].isalpha():\n    for c in url[:i]:\n        \
     if c not in scheme_chars:\n            break\n    else:\n        \
     scheme, url = url[:i].lower(), url[i+1:]\n\
     if url[:2] == '//':\n    netloc, url = _splitnetloc(url, 2)\n    [...]\n\
     if allow_fragments and '#' in url:\n    url, fragment = url.split('#', 1)\n\
     if '?' in url:\n    url, query = url.split('?', 1)";

const CLEAN_3: &str = "# Only lstrip url as some applications rely on preserving trailing space.\n\
     url = url.lstrip(_WHATWG_C0_CONTROL_OR_SPACE)\n\
     for b in _UNSAFE_URL_BYTES_TO_REMOVE:\n    url = url.replace(b, \"\")";

const MERGE_TITLE: &str = "base directory + path, empty segments dropped";

const MERGE_3: &str = "base_parts = bpath.split('/')\nif base_parts[-1] != '':\n    del base_parts[-1]\n\
         # for rfc3986, ignore all base path should the first character be root.\n\
         if path[:1] == '/':\n    segments = path.split('/')\nelse:\n    \
         segments = base_parts + path.split('/')\n    \
         # filter out elements that would cause redundant slashes on re-joining\n    \
         # the resolved_path\n    segments[1:-1] = filter(None, segments[1:-1])";

const DOTS_TITLE: &str = "drop `.`, pop for `..`";

const DOTS_3: &str = "for seg in segments:\n    if seg == '..':\n        try:\n            \
         resolved_path.pop()\n        except IndexError:\n            pass\n    \
         elif seg == '.':\n        continue\n    else:\n        resolved_path.append(seg)\n\
         if segments[-1] in ('.', '..'):\n    resolved_path.append('')";

pub(crate) static PY3: Steps = Steps {
    join: Step::of_library(
        &CPYTHON_3,
        "urljoin",
        "empty base or reference?",
        "urljoin",
        JOIN_TEXT,
    ),
    clean: Some(Step::of_library(
        &CPYTHON_3,
        "urlsplit clean",
        "strip and delete controls",
        "urlsplit",
        CLEAN_3,
    )),
    split_base: Step::of_library(
        &CPYTHON_3,
        "urlparse base",
        "split the base",
        "urljoin, urlparse(base, '')",
        SPLIT_3,
    ),
    split_reference: Step::of_library(
        &CPYTHON_3,
        "urlparse url",
        "split the reference",
        "urljoin, urlparse(url, bscheme)",
        "scheme, netloc, path, params, query, fragment = \\\n        \
         urlparse(url, bscheme, allow_fragments)\n\
         [urlparse:] if scheme in uses_params and ';' in url:\n    url, params = _splitparams(url)",
    ),
    gate: Step::of_library(
        &CPYTHON_3,
        "scheme gate",
        "same scheme, one that is relative?",
        "urljoin",
        "if scheme != bscheme or scheme not in uses_relative:\n    return _coerce_result(url)",
    ),
    netloc: Step::of_library(
        &CPYTHON_3,
        "netloc",
        "a netloc in the reference?",
        "urljoin",
        "if scheme in uses_netloc:\n    if netloc:\n        \
         return _coerce_result(urlunparse((scheme, netloc, path,\n                                          \
         params, query, fragment)))\n    netloc = bnetloc",
    ),
    absolute_path: None,
    empty_path: Step::of_library(
        &CPYTHON_3,
        "empty path",
        "no path and no params?",
        "urljoin",
        "if not path and not params:\n    path = bpath\n    params = bparams\n    \
         if not query:\n        query = bquery\n    \
         return _coerce_result(urlunparse((scheme, netloc, path,\n                                      \
         params, query, fragment)))",
    ),
    merge: Step::of_library(&CPYTHON_3, "merge", MERGE_TITLE, "urljoin", MERGE_3),
    dots: Step::of_library(&CPYTHON_3, "dots", DOTS_TITLE, "urljoin", DOTS_3),
    unsplit: Step::of_library(
        &CPYTHON_3,
        "urlunparse",
        "put the URL back together",
        "urlunsplit",
        "if netloc:\n    if url and url[:1] != '/': url = '/' + url\n    \
         url = '//' + netloc + url\nelif url[:2] == '//':\n    url = '//' + url\n\
         elif scheme and scheme in uses_netloc and (not url or url[:1] == '/'):\n    \
         url = '//' + url\nif scheme:\n    url = scheme + ':' + url\n\
         if query:\n    url = url + '?' + query\nif fragment:\n    url = url + '#' + fragment",
    ),
};

pub(crate) static PY314: Steps = Steps {
    join: Step::of_library(
        &CPYTHON_3_14,
        "urljoin",
        "empty base or reference?",
        "urljoin",
        JOIN_TEXT,
    ),
    clean: Some(Step::of_library(
        &CPYTHON_3_14,
        "urlsplit clean",
        "strip and delete controls",
        "_urlsplit",
        CLEAN_3,
    )),
    split_base: Step::of_library(
        &CPYTHON_3_14,
        "urlsplit base",
        "split the base",
        "urljoin, _urlsplit(base, None)",
        SPLIT_3,
    ),
    split_reference: Step::of_library(
        &CPYTHON_3_14,
        "urlsplit url",
        "split the reference",
        "urljoin, _urlsplit(url, None)",
        "scheme, netloc, path, query, fragment = \\\n        _urlsplit(url, None, allow_fragments)\n\
         if scheme is None:\n    scheme = bscheme",
    ),
    gate: Step::of_library(
        &CPYTHON_3_14,
        "scheme gate",
        "same scheme, one that is relative?",
        "urljoin",
        "if scheme != bscheme or (scheme and scheme not in uses_relative):\n    \
         return _coerce_result(url)",
    ),
    netloc: Step::of_library(
        &CPYTHON_3_14,
        "netloc",
        "a netloc in the reference?",
        "urljoin",
        "if not scheme or scheme in uses_netloc:\n    if netloc:\n        \
         return _coerce_result(_urlunsplit(scheme, netloc, path,\n                                          \
         query, fragment))\n    netloc = bnetloc",
    ),
    absolute_path: None,
    empty_path: Step::of_library(
        &CPYTHON_3_14,
        "empty path",
        "no path?",
        "urljoin",
        "if not path:\n    path = bpath\n    if query is None:\n        query = bquery\n        \
         if fragment is None:\n            fragment = bfragment\n    \
         return _coerce_result(_urlunsplit(scheme, netloc, path,\n                                      \
         query, fragment))",
    ),
    merge: Step::of_library(&CPYTHON_3_14, "merge", MERGE_TITLE, "urljoin", MERGE_3),
    dots: Step::of_library(&CPYTHON_3_14, "dots", DOTS_TITLE, "urljoin", DOTS_3),
    unsplit: Step::of_library(
        &CPYTHON_3_14,
        "_urlunsplit",
        "put the URL back together",
        "_urlunsplit",
        "if netloc is not None:\n    if url and url[:1] != '/': url = '/' + url\n    \
         url = '//' + netloc + url\nelif url[:2] == '//':\n    url = '//' + url\n\
         if scheme:\n    url = scheme + ':' + url\nif query is not None:\n    \
         url = url + '?' + query\nif fragment is not None:\n    url = url + '#' + fragment",
    ),
};

pub(crate) static PY27: Steps = Steps {
    join: Step::of_library(
        &CPYTHON_2_7,
        "urljoin",
        "empty base or reference?",
        "urljoin",
        JOIN_TEXT,
    ),
    clean: None,
    split_base: Step::of_library(
        &CPYTHON_2_7,
        "urlparse base",
        "split the base",
        "urljoin, urlparse(base, '')",
        "i = url.find(':')\nif i > 0:\n    if url[:i] == 'http': # optimize the common case\n    \
         [...]\n    for c in url[:i]:\n        if c not in scheme_chars:\n            break\n    \
         else:\n        # make sure \"url\" is not actually a port number (in which case\n        \
         # \"scheme\" is really part of the path)\n        rest = url[i+1:]\n        \
         if not rest or any(c not in '0123456789' for c in rest):\n            \
         # not a port number\n            scheme, url = url[:i].lower(), rest\n\
         if url[:2] == '//':\n    netloc, url = _splitnetloc(url, 2)\n[...]",
    ),
    split_reference: Step::of_library(
        &CPYTHON_2_7,
        "urlparse url",
        "split the reference",
        "urljoin, urlparse(url, bscheme)",
        "scheme, netloc, path, params, query, fragment = \\\n        \
         urlparse(url, bscheme, allow_fragments)",
    ),
    gate: Step::of_library(
        &CPYTHON_2_7,
        "scheme gate",
        "same scheme, one that is relative?",
        "urljoin",
        "if scheme != bscheme or scheme not in uses_relative:\n    return url",
    ),
    netloc: Step::of_library(
        &CPYTHON_2_7,
        "netloc",
        "a netloc in the reference?",
        "urljoin",
        "if scheme in uses_netloc:\n    if netloc:\n        \
         return urlunparse((scheme, netloc, path,\n                           \
         params, query, fragment))\n    netloc = bnetloc",
    ),
    absolute_path: Some(Step::of_library(
        &CPYTHON_2_7,
        "absolute path",
        "a path from the root?",
        "urljoin",
        "if path[:1] == '/':\n    return urlunparse((scheme, netloc, path,\n                       \
         params, query, fragment))",
    )),
    empty_path: Step::of_library(
        &CPYTHON_2_7,
        "empty path",
        "no path and no params?",
        "urljoin",
        "if not path and not params:\n    path = bpath\n    params = bparams\n    \
         if not query:\n        query = bquery\n    return urlunparse((scheme, netloc, path,\n                       \
         params, query, fragment))",
    ),
    merge: Step::of_library(
        &CPYTHON_2_7,
        "merge",
        "base directory + path",
        "urljoin",
        "segments = bpath.split('/')[:-1] + path.split('/')",
    ),
    dots: Step::of_library(
        &CPYTHON_2_7,
        "dots",
        "remove `.`, then `<segment>/..` pairs",
        "urljoin",
        "# XXX The stuff below is bogus in various ways...\n\
         if segments[-1] == '.':\n    segments[-1] = ''\nwhile '.' in segments:\n    \
         segments.remove('.')\nwhile 1:\n    i = 1\n    n = len(segments) - 1\n    \
         while i < n:\n        if (segments[i] == '..'\n            \
         and segments[i-1] not in ('', '..')):\n            del segments[i-1:i+1]\n            \
         break\n        i = i+1\n    else:\n        break\nif segments == ['', '..']:\n    \
         segments[-1] = ''\nelif len(segments) >= 2 and segments[-1] == '..':\n    \
         segments[-2:] = ['']",
    ),
    unsplit: Step::of_library(
        &CPYTHON_2_7,
        "urlunparse",
        "put the URL back together",
        "urlunsplit",
        UNSPLIT_BEFORE_GH_85110_CODE,
    ),
};

/// Where the code of a release before gh-85110 (3.12.6) writes `//`.
pub(crate) static UNSPLIT_BEFORE_GH_85110: Step = Step::of_library(
    &CPYTHON_3,
    "urlunparse",
    "put the URL back together (before gh-85110)",
    "urlunsplit (3.5 to 3.12.5)",
    UNSPLIT_BEFORE_GH_85110_CODE,
);

/// `urlunsplit` before gh-85110: 2.7's and 3.5's to 3.12.5's.
const UNSPLIT_BEFORE_GH_85110_CODE: &str = "if netloc or (scheme and scheme in uses_netloc and url[:2] != '//'):\n    \
     if url and url[:1] != '/': url = '/' + url\n    url = '//' + (netloc or '') + url\n\
     if scheme:\n    url = scheme + ':' + url\nif query:\n    url = url + '?' + query\n\
     if fragment:\n    url = url + '#' + fragment";

pub static EMPTY_REFERENCE_KEEPS_FRAGMENT: Warning = Warning::new(
    "python.empty-reference-keeps-fragment",
    "urljoin returns the base unchanged for an empty reference, fragment included (bpo-39799 \
     was closed unmerged); RFC 3986 §5.2.2 sets T.fragment = R.fragment, so the base's fragment \
     is dropped.",
);

pub static CONTROLS_DELETED: Warning = Warning::new(
    "python.controls-deleted",
    "urlsplit deleted TAB, CR or LF inside the text (bpo-43882, CVE-2022-0391: since 3.6.14, \
     3.7.11, 3.8.11, 3.9.5 and 3.10) and read what was left; RFC 3986 has no such step (these \
     characters are not allowed in a URI, §2), while the WHATWG URL Standard removes them too.",
);

pub static LEADING_STRIPPED: Warning = Warning::new(
    "python.leading-stripped",
    "urlsplit stripped C0 controls and spaces from the start (CVE-2023-24329: since 3.7.17, \
     3.8.17, 3.9.17, 3.10.12, 3.11.4 and 3.12), so ` //host` reads as a network-path \
     reference; RFC 3986 has no such step.",
);

pub static SAME_SCHEME_IS_RELATIVE: Warning = Warning::new(
    "python.same-scheme-relative",
    "A reference with the base's scheme and no netloc is resolved as relative (`http:g` gives \
     `http://a/b/c/g`): RFC 3986 §5.2.2's non-strict reading, which urljoin always takes; a \
     strict parser returns `http:g` as it is.",
);

pub static NOT_IN_USES_RELATIVE: Warning = Warning::new(
    "python.scheme-not-relative",
    "The scheme is not in urllib.parse.uses_relative (or differs from the base's), so urljoin \
     returns the reference unchanged, even a relative one (`c` against `s3://bucket/a/b` gives \
     `c`); RFC 3986 §5.2.2 resolves a reference against any base with a scheme.",
);

pub static RETURNED_WITH_DOTS: Warning = Warning::new(
    "python.dots-kept",
    "The reference is returned without removing its dot segments; RFC 3986 §5.2.2 sets \
     T.path = remove_dot_segments(R.path) for a reference with a scheme or an authority.",
);

pub static EMPTY_NETLOC_IS_NONE: Warning = Warning::new(
    "python.empty-netloc-absent",
    "An empty netloc (`//` with nothing before the path) counts as none, so the base's is kept \
     (`///w` gives `http://a/w`); RFC 3986 §5.2.2 takes R.authority, empty, with R.path \
     (`http:///w`).",
);

pub static EMPTY_QUERY_IS_NONE: Warning = Warning::new(
    "python.empty-query-absent",
    "An empty query (`?` alone) counts as none, so the base's query is kept; RFC 3986 §5.2.2 \
     sets T.query = R.query when R.query is defined, even empty (gh-76960 changed this in \
     3.14).",
);

pub static EMPTY_DELIMITER_DROPPED: Warning = Warning::new(
    "python.empty-delimiter-dropped",
    "urlunparse writes no `?` for an empty query and no `#` for an empty fragment; RFC 3986 \
     §5.3 writes each delimiter whenever its component is defined (gh-76960 changed this in \
     3.14).",
);

pub static EMPTY_SEGMENTS_DROPPED: Warning = Warning::new(
    "python.empty-segments-dropped",
    "urljoin drops empty segments while merging (`segments[1:-1] = filter(None, ...)`, \
     cpython#84774), so `g//h` and a base's `//` lose a slash; RFC 3986 §5.2.3 keeps them.",
);

pub static ABSOLUTE_PATH_WITH_DOTS: Warning = Warning::new(
    "python.absolute-path-dots-kept",
    "Python 2.7 (and every release before 3.5) returns a path from the root as written, dot \
     segments and all; RFC 3986 §5.2.2 removes them (`/./g` gives `http://a/g`).",
);

pub static ABOVE_ROOT_KEPT: Warning = Warning::new(
    "python.above-root-kept",
    "Python 2.7 (and every release before 3.5) keeps a `..` that climbs above the root \
     (`http://a/../g`), as RFC 1808 allowed; RFC 3986 §5.2.4 removes it (`http://a/g`).",
);
