//! The steps of Perl's `URI->new_abs($reference, $base)` and of LWP's `URI->new($location,
//! $base)->abs($base)` (URI 5.17: URI.pm's `new`, `_init`, `_uric_escape` and `abs`,
//! URI/_generic.pm's `abs`, `authority`, `path`, URI/_query.pm's `query`), each quoting the
//! lines it follows, and the departures from RFC 3986 §5.2 they make.

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// URI 5.17's URI.pm.
pub static URI_PM: Library = Library {
    id: "perl-uri",
    name: "Perl URI",
    version: "5.17",
    file: "lib/URI.pm",
};

/// URI 5.17's URI/_generic.pm.
pub static GENERIC: Library = Library {
    id: "perl-uri",
    name: "Perl URI",
    version: "5.17",
    file: "lib/URI/_generic.pm",
};

pub static NEW_REFERENCE: Step = Step::of_library(
    &URI_PM,
    "new",
    "URI->new($uri, $base)",
    "new, _init, _uric_escape",
    "$uri =~ s/^<(?:URL:)?(.*)>$/$1/;  #\n$uri =~ s/^\"(.*)\"$/$1/;\n$uri =~ s/^\\s+//;\n\
     $uri =~ s/\\s+$//;\n\nmy $impclass;\nif ($uri =~ m/^($scheme_re):/so) {\n\t$scheme = $1;\n}\n\
     else {\n\tif (($impclass = ref($scheme))) {\n\t    $scheme = $scheme->scheme;\n\t}\n\t\
     elsif ($scheme && $scheme =~ m/^($scheme_re)(?::|$)/o) {\n\t    $scheme = $1;\n        }\n}\n\
     [...]\n$str = $class->_uric_escape($str);\n$str = \"$scheme:$str\" unless $str =~ \
     /^$scheme_re:/o ||\n                             $class->_no_scheme_ok;",
);

pub static NEW_BASE: Step = Step::of_library(
    &GENERIC,
    "new base",
    "URI->new($base)",
    "abs",
    "$base = URI->new($base) unless ref $base;",
);

pub static CLASS_ABS: Step = Step::of_library(
    &URI_PM,
    "URI::abs",
    "the class's own abs",
    "abs",
    "sub abs { $_[0]; }",
);

pub static SCHEME: Step = Step::of_library(
    &GENERIC,
    "scheme",
    "a reference with a scheme?",
    "abs",
    "my $base = shift || Carp::croak(\"Missing base argument\");\n\n\
     if (my $scheme = $self->scheme) {\n\treturn $self unless $URI::ABS_ALLOW_RELATIVE_SCHEME;\n\t\
     $base = URI->new($base) unless ref $base;\n\treturn $self unless $scheme eq $base->scheme;\n}",
);

pub static SET_SCHEME: Step = Step::of_library(
    &GENERIC,
    "scheme($base)",
    "the base's scheme",
    "abs",
    "my $abs = $self->clone;\n$abs->scheme($base->scheme);\n\
     return $abs if $$self =~ m,^(?:$URI::scheme_re:)?//,o;",
);

pub static AUTHORITY: Step = Step::of_library(
    &GENERIC,
    "authority($base)",
    "the base's authority",
    "abs, authority",
    "$abs->authority($base->authority);\n[...]\n\
     $auth =~ s/([^$ACHAR])/ URI::Escape::escape_char($1)/ego;\n\
     if ( my ($user, $host) = $auth =~ /^(.*@)?([^@]+)$/ ) { #-- special escape userinfo part\n  \
     $user ||= '';\n  $user =~ s/([^$URI::uric4user])/ URI::Escape::escape_char($1)/ego;\n  \
     $user =~ s/%40$/\\@/; # recover final '@'\n  \
     $host = \"[$host]\" if _looks_like_raw_ip6_address( $host );\n  $auth = $user . $host;\n}",
);

pub static PATH: Step = Step::of_library(
    &GENERIC,
    "path",
    "the reference's path",
    "abs",
    "my $path = $self->path;\nreturn $abs if $path =~ m,^/,;\n\nif (!length($path)) {\n\t\
     my $abs = $base->clone;\n\tmy $query = $self->query;\n\t\
     $abs->query($query) if defined $query;\n\tmy $fragment = $self->fragment;\n\t\
     $abs->fragment($fragment) if defined $fragment;\n\treturn $abs;\n}",
);

pub static MERGE: Step = Step::of_library(
    &GENERIC,
    "merge",
    "the base's directory, the path, dots removed",
    "abs",
    "my $p = $base->path;\n$p =~ s,[^/]+$,,;\n$p .= $path;\nmy @p = split('/', $p, -1);\n\
     shift(@p) if @p && !length($p[0]);\nmy $i = 1;\nwhile ($i < @p) {\n    \
     if ($p[$i-1] eq \".\") {\n\tsplice(@p, $i-1, 1);\n\t$i-- if $i > 1;\n    }\n    \
     elsif ($p[$i] eq \"..\" && $p[$i-1] ne \"..\") {\n\tsplice(@p, $i-1, 2);\n\t\
     if ($i > 1) {\n\t    $i--;\n\t    push(@p, \"\") if $i == @p;\n\t}\n    }\n    \
     else {\n\t$i++;\n    }\n}\n$p[-1] = \"\" if @p && $p[-1] eq \".\";  # trailing \"/.\"\n\
     if ($URI::ABS_REMOTE_LEADING_DOTS) {\n    shift @p while @p && $p[0] =~ /^\\.\\.?$/;\n}\n\
     $abs->path(\"/\" . join(\"/\", @p));",
);

pub static AS_STRING: Step = Step::of_library(
    &URI_PM,
    "as_string",
    "the URI's string",
    "as_string",
    "sub as_string\n{\n    my $self = shift;\n    $$self;\n}",
);

pub static DOTS_KEPT: Warning = Warning::new(
    "perl.dots-kept",
    "A reference with a scheme, with `//` or with a path from the root is taken as it is, its \
     `.` and `..` segments with it (`/./g` gives `http://a/./g`). RFC 3986 §5.2.2 removes them.",
);

pub static ABOVE_ROOT_KEPT: Warning = Warning::new(
    "perl.above-root-kept",
    "A `..` with no segment before it to remove stays (`../../../g` gives `http://a/../g`; \
     `$URI::ABS_REMOTE_LEADING_DOTS` would remove it, and is off). RFC 3986 §5.2.4 removes it.",
);

pub static BASE_FRAGMENT_KEPT: Warning = Warning::new(
    "perl.base-fragment",
    "A reference with no path is the base with the reference's query and fragment where it \
     has them (`$abs->fragment($fragment) if defined $fragment`), so the base's fragment stays \
     without one: `http://a/b?q#f` + `?y` gives `http://a/b?y#f`. RFC 3986 §5.2.2 takes the \
     reference's fragment, here none.",
);

pub static RELATIVE_SCHEME: Warning = Warning::new(
    "perl.relative-scheme",
    "With `$URI::ABS_ALLOW_RELATIVE_SCHEME` (set by LWP::UserAgent when it follows a \
     `Location`), a reference with the base's scheme and no `//` is resolved as relative: \
     `http:g` gives `http://a/b/c/g`, RFC 3986 §5.4.2's \"backwards compatibility\" reading; a \
     strict parser, and RFC 3986 §5.2.2, keeps `http:g`.",
);

pub static OPAQUE_BASE: Warning = Warning::new(
    "perl.opaque-base",
    "A reference without a scheme is made of its base's class (`URI->new($uri, $base)`); a \
     `mailto`, `data` or `urn` class puts the base's scheme before it (`_no_scheme_ok` is 0) and \
     its `abs` returns it: `mailto:x@y` + `g` gives `mailto:g`. RFC 3986 §5.2.2 merges with the \
     base's path (`mailto:g` too, by another way, for a base without `/`).",
);

pub static AUTHORITY_REWRITTEN: Warning = Warning::new(
    "perl.authority-rewritten",
    "`authority($base->authority)` escapes the base's authority again: an `@` in the user \
     information but the last as `%40`, and a host that looks like a raw IPv6 address \
     (Regexp::IPv6) bracketed. RFC 3986 §5.2.2 copies the base's authority as it is.",
);

pub static PATH_SCHEME: Warning = Warning::new(
    "perl.path-scheme",
    "The `path` getter reads anything before a first `:` as a scheme (`[^:/?#]+:`, not \
     `scheme_re`), so a reference such as `a%20b:c` has the path `c`. RFC 3986 §4.2: a \
     relative reference's first segment holds no `:`, and such a text is no scheme.",
);

pub static TRIMMED: Warning = Warning::new(
    "perl.trimmed",
    "`URI->new` removes white space around the text, and `<URL:…>` or quotes around it. RFC \
     3986 Appendix C suggests it of text in context, not of a reference.",
);

pub static ESCAPED: Warning = Warning::new(
    "perl.escaped",
    "`URI->new` escapes each character outside `uric` and `#` (a space as `%20`, a non-ASCII \
     character as its UTF-8 bytes), a server's non-ASCII host first through IDNA (`xn--`). \
     RFC 3986 §5.2 resolves the text as it is.",
);
