//! The steps of Elixir's `to_string(URI.merge(base, rel))` (Elixir 1.14.0's
//! lib/elixir/lib/uri.ex: `parse`, `split_authority`, `merge` and its private helpers, and
//! `String.Chars.URI.to_string`), each quoting the lines it follows, and the departures from
//! RFC 3986 §5.2 they make.

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// Elixir 1.14.0's lib/elixir/lib/uri.ex.
pub static URI: Library = Library {
    id: "elixir",
    name: "Elixir",
    version: "1.14.0",
    file: "lib/elixir/lib/uri.ex",
};

const PARSE_TEXT: &str = "# From https://tools.ietf.org/html/rfc3986#appendix-B\n\
     regex = ~r{^(([a-z][a-z0-9\\+\\-\\.]*):)?(//([^/?#]*))?([^?#]*)(\\?([^#]*))?(#(.*))?}i\n\n\
     [...]\npath = nilify(path)\nscheme = nilify(scheme)\nquery = nilify_query(query_with_question_mark)\n\
     {authority, userinfo, host, port} = split_authority(authority_with_slashes)\n\n\
     scheme = scheme && String.downcase(scheme)\nport = port || (scheme && default_port(scheme))\n\n\
     defp split_authority(\"//\" <> authority) do\n  \
     regex = ~r/(^(.*)@)?(\\[[a-zA-Z0-9:.]*\\]|[^:]*)(:(\\d*))?/\n  \
     components = Regex.run(regex, authority)\n\n  \
     destructure [_, _, userinfo, host, _, port], components\n  userinfo = nilify(userinfo)\n  \
     host = if nilify(host), do: host |> String.trim_leading(\"[\") |> String.trim_trailing(\"]\")\n  \
     port = if nilify(port), do: String.to_integer(port)\n\n  {authority, userinfo, host, port}\nend";

pub static PARSE_BASE: Step = Step::of_library(
    &URI,
    "parse base",
    "URI.parse(base)",
    "merge(base, rel), parse, split_authority",
    PARSE_TEXT,
);

pub static PARSE_REL: Step = Step::of_library(
    &URI,
    "parse rel",
    "URI.parse(rel)",
    "merge(base, rel), parse, split_authority",
    PARSE_TEXT,
);

pub static ABSOLUTE_BASE: Step = Step::of_library(
    &URI,
    "host: nil",
    "a base with a host?",
    "merge(%URI{host: nil}, _rel)",
    "def merge(%URI{host: nil}, _rel) do\n  \
     raise ArgumentError, \"you must merge onto an absolute URI\"\nend",
);

pub static REL_SCHEME: Step = Step::of_library(
    &URI,
    "rel scheme",
    "a reference with a scheme?",
    "merge(_base, %URI{scheme: rel_scheme} = rel)",
    "def merge(_base, %URI{scheme: rel_scheme} = rel) when rel_scheme != nil do\n  \
     %{rel | path: remove_dot_segments_from_path(rel.path)}\nend",
);

pub static REL_HOST: Step = Step::of_library(
    &URI,
    "rel host",
    "a reference with a host?",
    "merge(base, %URI{host: host} = rel)",
    "def merge(base, %URI{host: host} = rel) when host != nil do\n  \
     %{rel | scheme: base.scheme, path: remove_dot_segments_from_path(rel.path)}\nend",
);

pub static NO_PATH: Step = Step::of_library(
    &URI,
    "path: nil",
    "a reference without a path?",
    "merge(%URI{} = base, %URI{path: nil} = rel)",
    "def merge(%URI{} = base, %URI{path: nil} = rel) do\n  \
     %{base | query: rel.query || base.query, fragment: rel.fragment}\nend",
);

pub static MERGE_PATHS: Step = Step::of_library(
    &URI,
    "merge_paths",
    "the base's segments but its last, then the reference's",
    "merge(%URI{} = base, %URI{} = rel), merge_paths",
    "def merge(%URI{} = base, %URI{} = rel) do\n  new_path = merge_paths(base.path, rel.path)\n  \
     %{base | path: new_path, query: rel.query, fragment: rel.fragment}\nend\n\n\
     defp merge_paths(nil, rel_path), do: merge_paths(\"/\", rel_path)\n\
     defp merge_paths(_, \"/\" <> _ = rel_path), do: remove_dot_segments_from_path(rel_path)\n\n\
     defp merge_paths(base_path, rel_path) do\n  [_ | base_segments] = path_to_segments(base_path)\n\n  \
     path_to_segments(rel_path)\n  |> Kernel.++(base_segments)\n  |> remove_dot_segments([])\n  \
     |> Enum.join(\"/\")\nend",
);

pub static REMOVE_DOT_SEGMENTS: Step = Step::of_library(
    &URI,
    "remove_dot_segments",
    "remove the dot segments, last segment first",
    "remove_dot_segments",
    "defp remove_dot_segments([], [head, \"..\" | acc]), do: remove_dot_segments([], [head | acc])\n\
     defp remove_dot_segments([], acc), do: acc\n\
     defp remove_dot_segments([\".\" | tail], acc), do: remove_dot_segments(tail, acc)\n\n\
     defp remove_dot_segments([head | tail], [\"..\", \"..\" | _] = acc),\n  \
     do: remove_dot_segments(tail, [head | acc])\n\n\
     defp remove_dot_segments(segments, [_, \"..\" | acc]), do: remove_dot_segments(segments, acc)\n\
     defp remove_dot_segments([head | tail], acc), do: remove_dot_segments(tail, [head | acc])\n\n\
     defp path_to_segments(path) do\n  path |> String.split(\"/\") |> Enum.reverse()\nend",
);

pub static TO_STRING: Step = Step::of_library(
    &URI,
    "to_string",
    "write the URI",
    "String.Chars.URI.to_string, extract_authority",
    "uri =\n  case scheme && URI.default_port(scheme) do\n    ^port -> %{uri | port: nil}\n    \
     _ -> uri\n  end\n\nauthority = extract_authority(uri)\n\nIO.iodata_to_binary([\n  \
     if(scheme, do: [scheme, ?:], else: []),\n  if(authority, do: [\"//\" | authority], else: []),\n  \
     if(path, do: path, else: []),\n  if(query, do: [\"?\" | query], else: []),\n  \
     if(fragment, do: [\"#\" | fragment], else: [])\n])\n\n\
     defp extract_authority(%{host: nil, authority: authority}) do\n  authority\nend\n\n\
     defp extract_authority(%{host: host, userinfo: userinfo, port: port}) do\n  [\n    \
     if(userinfo, do: [userinfo | \"@\"], else: []),\n    \
     if(String.contains?(host, \":\"), do: [\"[\", host | \"]\"], else: host),\n    \
     if(port, do: [\":\" | Integer.to_string(port)], else: [])\n  ]\nend",
);

pub static HOST_REQUIRED: Warning = Warning::new(
    "elixir.host-required",
    "merge asks the base for a host, not a scheme: a base such as `mailto:x@y` or `http:/a` \
     raises ArgumentError. RFC 3986 §5.1 asks only that the base be absolute (a scheme); \
     Elixir 1.15 asks for a scheme instead.",
);

pub static NO_HOST_NO_AUTHORITY: Warning = Warning::new(
    "elixir.no-host",
    "split_authority reads no host from an authority such as `:80` or `u@`, and merge asks \
     only `rel.host`, so the reference's authority is ignored: `//:80/x` is `/x`. RFC 3986 \
     §5.2.2 takes the reference's authority whole.",
);

pub static TRAILING_DOT: Warning = Warning::new(
    "elixir.trailing-dot",
    "remove_dot_segments drops a final `.` or `..` with no empty segment after it, so the path \
     loses its trailing slash: `http://a/b/c/d;p?q` + `.` gives `http://a/b/c`, `..` \
     `http://a/b`, and `/..` an empty path. RFC 3986 §5.2.4 keeps the `/` (`http://a/b/c/`). \
     Elixir 1.15 keeps it.",
);

pub static PORT_AS_NUMBER: Warning = Warning::new(
    "elixir.port-number",
    "The port is read as a number (`String.to_integer`) and the scheme's default is left out \
     (`URI.default_port`: ftp 21, sftp 22, tftp 69, http and ws 80, https and wss 443, ldap \
     389): `:080` is written `:80`, and `http://a:80/` `http://a/`. RFC 3986 §5.3 writes the \
     authority as it is.",
);

pub static HOST_BRACKETS: Warning = Warning::new(
    "elixir.host-brackets",
    "split_authority takes a host's `[` and `]` away, and to_string puts them back only \
     around a host holding `:`: `[v1.x]` is written `v1.x`. RFC 3986 §5.3 writes the host as \
     it is.",
);

pub static FRAGMENT_LINE: Warning = Warning::new(
    "elixir.fragment-line",
    "The fragment is `(#(.*))` and `.` does not match a line feed, so the fragment ends at \
     the first one and what follows is dropped. RFC 3986 has no line feed in a URI; Appendix \
     B's expression reads the fragment to the end.",
);

pub static SCHEME_LOWERCASED: Warning = Warning::new(
    "elixir.scheme-lowercased",
    "parse lowercases the scheme (`String.downcase(scheme)`). RFC 3986 §5.3 writes the scheme \
     as it is (§6.2.2.1's normalization is not resolution's).",
);
