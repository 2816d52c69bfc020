//! The steps of Ruby's `URI.join(base, reference)` (the `uri` library Ruby 3.1 ships, 0.11.0:
//! lib/uri/rfc3986_parser.rb's `split` and `join`, lib/uri/generic.rb's `initialize`, `merge`,
//! `merge_path` and `to_s`, lib/uri/ftp.rb's `merge`), each quoting the lines it follows, and
//! the departures from RFC 3986 §5.2 they make.

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// `uri` 0.11.0's lib/uri/generic.rb: `merge`, `merge_path`, `to_s`.
pub static GENERIC: Library = Library {
    id: "ruby",
    name: "Ruby uri",
    version: "0.11.0",
    file: "lib/uri/generic.rb",
};

/// `uri` 0.11.0's lib/uri/rfc3986_parser.rb: `split`, `parse`, `join`.
pub static PARSER: Library = Library {
    id: "ruby",
    name: "Ruby uri",
    version: "0.11.0",
    file: "lib/uri/rfc3986_parser.rb",
};

/// `uri` 0.11.0's lib/uri/ftp.rb: `FTP#merge`.
pub static FTP: Library = Library {
    id: "ruby",
    name: "Ruby uri",
    version: "0.11.0",
    file: "lib/uri/ftp.rb",
};

const PARSE_TEXT: &str = "def split(uri) #:nodoc:\n  [...]\n  uri.ascii_only? or\n    \
     raise InvalidURIError, \"URI must be ascii only #{uri.dump}\"\n  \
     if m = RFC3986_URI.match(uri)\n    [...]\n  elsif m = RFC3986_relative_ref.match(uri)\n    \
     [...]\n  else\n    raise InvalidURIError, \"bad URI(is not URI?): #{uri.inspect}\"\n  end\n\
     end\n\ndef parse(uri) # :nodoc:\n  URI.for(*self.split(uri), self)\nend";

pub static PARSE_BASE: Step = Step::of_library(
    &PARSER,
    "parse base",
    "URI.parse(base)",
    "join, convert_to_uri(uris[0]), parse, split",
    PARSE_TEXT,
);

pub static PARSE_REFERENCE: Step = Step::of_library(
    &GENERIC,
    "parse reference",
    "URI.parse(reference)",
    "merge, parser.__send__(:convert_to_uri, oth)",
    PARSE_TEXT,
);

pub static ABSOLUTE: Step = Step::of_library(
    &GENERIC,
    "absolute?",
    "a reference with a scheme?",
    "merge",
    "if rel.absolute?\n  #raise BadURIError, \"both URI are absolute\" if absolute?\n  \
     # hmm... should return oth for usability?\n  return rel\nend\n\n\
     unless self.absolute?\n  raise BadURIError, \"both URI are relative\"\nend",
);

pub static SAME_DOCUMENT: Step = Step::of_library(
    &GENERIC,
    "5.2 (2)",
    "no path, authority or query?",
    "merge, RFC2396, Section 5.2, 2)",
    "base = self.dup\n\nauthority = rel.userinfo || rel.host || rel.port\n\n\
     # RFC2396, Section 5.2, 2)\n\
     if (rel.path.nil? || rel.path.empty?) && !authority && !rel.query\n  \
     base.fragment=(rel.fragment) if rel.fragment\n  return base\nend\n\n\
     base.query = nil\nbase.fragment=(nil)",
);

pub static PATH: Step = Step::of_library(
    &GENERIC,
    "5.2 (4)",
    "the reference's path, or a merge",
    "merge, RFC2396, Section 5.2, 4)",
    "# RFC2396, Section 5.2, 4)\nif !authority\n  \
     base.set_path(merge_path(base.path, rel.path)) if base.path && rel.path\nelse\n  \
     # RFC2396, Section 5.2, 4)\n  base.set_path(rel.path) if rel.path\nend",
);

pub static MERGE_PATH: Step = Step::of_library(
    &GENERIC,
    "merge_path",
    "the base's segments, then the reference's",
    "merge_path",
    "base_path = split_path(base)\nrel_path  = split_path(rel)\n\n\
     # RFC2396, Section 5.2, 6), a)\nbase_path << '' if base_path.last == '..'\n\
     while i = base_path.index('..')\n  base_path.slice!(i - 1, 2)\nend\n\n\
     if (first = rel_path.first) and first.empty?\n  base_path.clear\n  rel_path.shift\nend\n\n\
     # RFC2396, Section 5.2, 6), c)\n# RFC2396, Section 5.2, 6), d)\n\
     rel_path.push('') if rel_path.last == '.' || rel_path.last == '..'\n\
     rel_path.delete('.')\n\n# RFC2396, Section 5.2, 6), e)\ntmp = []\n\
     rel_path.each do |x|\n  if x == '..' &&\n      !(tmp.empty? || tmp.last == '..')\n    \
     tmp.pop\n  else\n    tmp << x\n  end\nend\n\n\
     add_trailer_slash = !tmp.empty?\nif base_path.empty?\n  \
     base_path = [''] # keep '/' for root directory\nelsif add_trailer_slash\n  \
     base_path.pop\nend\nwhile x = tmp.shift\n  if x == '..'\n    \
     # RFC2396, Section 4\n    # a .. or . in an absolute path has no special meaning\n    \
     base_path.pop if base_path.size > 1\n  else\n    [...]\n    base_path << x\n    \
     tmp.each {|t| base_path << t}\n    add_trailer_slash = false\n    break\n  end\nend\n\
     base_path.push('') if add_trailer_slash\n\nreturn base_path.join('/')",
);

pub static AUTHORITY: Step = Step::of_library(
    &GENERIC,
    "5.2 (7)",
    "the reference's authority parts, query and fragment",
    "merge, RFC2396, Section 5.2, 7)",
    "# RFC2396, Section 5.2, 7)\nbase.set_userinfo(rel.userinfo) if rel.userinfo\n\
     base.set_host(rel.host)         if rel.host\nbase.set_port(rel.port)         if rel.port\n\
     base.query = rel.query       if rel.query\nbase.fragment=(rel.fragment) if rel.fragment\n\n\
     return base",
);

pub static FTP_TYPECODE: Step = Step::of_library(
    &FTP,
    "FTP#merge",
    "an FTP base's typecode",
    "FTP#merge",
    "def merge(oth) # :nodoc:\n  tmp = super(oth)\n  if self != tmp\n    \
     tmp.set_typecode(oth.typecode)\n  end\n\n  return tmp\nend",
);

pub static TO_S: Step = Step::of_library(
    &GENERIC,
    "to_s",
    "write the URI",
    "to_s",
    "if @scheme\n  str << @scheme\n  str << ':'\nend\n\nif @opaque\n  str << @opaque\nelse\n  \
     if @host || %w[file postgres].include?(@scheme)\n    str << '//'\n  end\n  \
     if self.userinfo\n    str << self.userinfo\n    str << '@'\n  end\n  \
     if @host\n    str << @host\n  end\n  \
     if @port && @port != self.default_port\n    str << ':'\n    str << @port.to_s\n  end\n  \
     str << @path\n  if @query\n    str << '?'\n    str << @query\n  end\nend\n\
     if @fragment\n  str << '#'\n  str << @fragment\nend",
);

pub static AUTHORITY_KEPT: Warning = Warning::new(
    "ruby.authority-kept",
    "merge sets only the parts of the authority the reference has (`set_userinfo`, `set_host`, \
     `set_port`, each `if rel.…`), so the base's user information and port stay with another \
     host: `http://u@a:8080/b` + `//c/d` gives `http://u@c:8080/d`. RFC 3986 §5.2.2 takes the \
     reference's authority whole. uri 0.11.3, 0.12.4, 0.13.2 and 1.0.3 changed it \
     (CVE-2025-27221).",
);

pub static EMPTY_AUTHORITY_IGNORED: Warning = Warning::new(
    "ruby.empty-authority",
    "The expressions read an empty authority as no host (`(?<host>…)?`), and merge asks only \
     `rel.userinfo || rel.host || rel.port`, so `//` is no authority at all: `http://a/b` + \
     `//` gives `http://a/b`, where RFC 3986 §5.2.2 gives `http:`, an empty authority and path.",
);

pub static BASE_FRAGMENT_KEPT: Warning = Warning::new(
    "ruby.base-fragment",
    "A reference with no path, authority or query returns the base as it is (`base = self.dup`), \
     its fragment too where the reference has none: `http://a/b#f` + `` gives `http://a/b#f`. \
     RFC 3986 §5.2.2 takes the reference's fragment, here none.",
);

pub static BASE_DOTS_KEPT: Warning = Warning::new(
    "ruby.base-dots",
    "merge_path removes the base's `..` segments before the merge and leaves its `.` ones, and a \
     `..` or `.` the reference's path does not remove stays: RFC 3986 §5.2.4 removes every dot \
     segment of the merged path.",
);

pub static DOTS_KEPT: Warning = Warning::new(
    "ruby.dots-kept",
    "A reference with a scheme, or with an authority, is taken as it is: its `.` and `..` \
     segments stay (`http://a/b` + `//c/./d` gives `http://c/./d`). RFC 3986 §5.2.2 removes \
     them.",
);

pub static EMPTY_HOST_DROPPED: Warning = Warning::new(
    "ruby.empty-host",
    "to_s writes `//` only for a host (or a `file` or `postgres` scheme), and an empty host is \
     none: `http:///x` + `y` gives `http:/y`. RFC 3986 §5.3 writes `//` for any authority, \
     empty or not.",
);

pub static PORT_AS_NUMBER: Warning = Warning::new(
    "ruby.port-number",
    "The port is read as a number (`v.to_i`) and the scheme's default is left out: `:080` is \
     written `:80`, and `http://a:80/` `http://a/`. RFC 3986 §5.3 writes the authority as it is \
     (§6.2.3's normalization is not resolution's).",
);

pub static QUERY_ESCAPED: Warning = Warning::new(
    "ruby.query-escaped",
    "`query=` deletes tab, CR and LF and escapes each octet outside `[!$-&(-;=?-_a-~]` (a \
     space as `%20`, `'` as `%27`); RFC 3986 §5.3 writes the query as it is.",
);

pub static IP_LITERAL_REFUSED: Warning = Warning::new(
    "ruby.ip-literal",
    "RFC3986_relative_ref groups its IP-literal as `\\[(?<IPv6address>…)|(?<IPvFuture>…)\\]`, \
     so a reference such as `//[::1]/b` matches neither expression and is refused. RFC 3986 \
     §4.2's relative-ref holds `[` IPv6address `]`.",
);
