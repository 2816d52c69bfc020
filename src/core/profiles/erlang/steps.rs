//! The steps of Erlang/OTP's `uri_string:resolve(RefURI, BaseURI)` (OTP 25, stdlib 4.2:
//! lib/stdlib/src/uri_string.erl's `resolve`, `parse`, `resolve_map`, `merge_paths`,
//! `normalize_path_segment` and `recompose`), each quoting the lines it follows, and the
//! departures from RFC 3986 they make.

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// OTP 25.2.3's lib/stdlib/src/uri_string.erl (stdlib 4.2).
pub static URI_STRING: Library = Library {
    id: "erlang",
    name: "Erlang/OTP",
    version: "25.2.3",
    file: "lib/stdlib/src/uri_string.erl",
};

const PARSE_TEXT: &str = "parse_uri_reference(<<>>, _) -> #{path => <<>>};\n\
     parse_uri_reference(URIString, URI) ->\n    try parse_scheme_start(URIString, URI)\n    \
     catch\n        throw:{_,_,_} ->\n            parse_relative_part(URIString, URI)\n    end.\n\n\
     [...]\nparse_hier(?STRING_REST(\"//\", Rest), URI) ->\n    \
     % Parse userinfo - \"//\" is NOT part of authority\n    \
     try parse_userinfo(Rest, URI) of\n        {T, URI1} ->\n            \
     Userinfo = calculate_parsed_userinfo(Rest, T),\n\t    {Rest, URI1#{userinfo => Userinfo}}\n    \
     catch\n        throw:{_,_,_} ->\n            {T, URI1} = parse_host(Rest, URI),\n            \
     Host = calculate_parsed_host_port(Rest, T),\n\t    \
     {Rest, URI1#{host => remove_brackets(Host)}}\n    end;";

pub static PARSE_REF: Step = Step::of_library(
    &URI_STRING,
    "parse RefURI",
    "parse(RefURI)",
    "resolve/3, parse, parse_uri_reference",
    PARSE_TEXT,
);

pub static PARSE_BASE: Step = Step::of_library(
    &URI_STRING,
    "parse BaseURI",
    "parse(BaseURIString)",
    "resolve_map/2, parse, parse_uri_reference",
    PARSE_TEXT,
);

pub static REF_SCHEME: Step = Step::of_library(
    &URI_STRING,
    "scheme",
    "a reference with a scheme?",
    "resolve_map/2",
    "resolve_map(URIMap=#{scheme := _}, _) ->\n    normalize_path_segment(URIMap);\n\
     resolve_map(URIMap, #{scheme := _}=BaseURIMap) ->\n    \
     resolve_map(URIMap, BaseURIMap, resolve_path_type(URIMap));\n\
     resolve_map(_URIMap, BaseURIMap) when is_map(BaseURIMap) ->\n    {error,invalid_scheme,\"\"};",
);

pub static BASE_SCHEME: Step = Step::of_library(
    &URI_STRING,
    "base scheme",
    "a base with a scheme?",
    "resolve_map/2",
    "resolve_map(URIMap, BaseURIString) ->\n    case parse(BaseURIString) of\n        \
     BaseURIMap = #{scheme := _} ->\n            \
     resolve_map(URIMap, BaseURIMap, resolve_path_type(URIMap));\n        \
     BaseURIMap when is_map(BaseURIMap) ->\n            {error,invalid_scheme,\"\"};\n        \
     Error ->\n            Error\n    end.",
);

pub static TARGET: Step = Step::of_library(
    &URI_STRING,
    "resolve_map/3",
    "the reference's host, or its path's type",
    "resolve_map/3, resolve_path_type",
    "resolve_map(URI=#{host := _}, #{scheme := Scheme}, _) ->\n    \
     normalize_path_segment(URI#{scheme => Scheme});\n\
     resolve_map(URI, BaseURI, empty_path) ->\n    Keys = case maps:is_key(query, URI) of\n        \
     true -> [scheme, userinfo, host, port, path];\n        \
     false -> [scheme, userinfo, host, port, path, query]\n    end,\n    \
     maps:merge(URI, maps:with(Keys, BaseURI));\n\
     resolve_map(URI, BaseURI, absolute_path) ->\n    normalize_path_segment(maps:merge(\n        \
     URI,\n        maps:with([scheme, userinfo, host, port], BaseURI)));\n\
     resolve_map(URI=#{path := Path}, BaseURI, relative_path) ->\n    \
     normalize_path_segment(maps:merge(\n        URI#{path => merge_paths(Path, BaseURI)},\n        \
     maps:with([scheme, userinfo, host, port], BaseURI))).",
);

pub static MERGE_PATHS: Step = Step::of_library(
    &URI_STRING,
    "merge_paths",
    "the base's path to its last `/`, then the reference's",
    "merge_paths",
    "merge_paths(Path, BaseURI=#{path := BasePath0}) ->\n    \
     case {BaseURI, iolist_size(BasePath0)} of\n        {#{host := _}, 0} ->\n            \
     merge_paths_absolute(Path);\n        _ ->\n            \
     case string:split(BasePath0, <<$/>>, trailing) of\n                \
     [BasePath, _] when is_binary(Path) -> unicode:characters_to_binary([BasePath, $/, Path]);\n                \
     [BasePath, _] when is_list(Path) -> unicode:characters_to_list([BasePath, $/, Path]);\n                \
     [_] -> Path\n            end\n    end.",
);

pub static REMOVE_DOT_SEGMENTS: Step = Step::of_library(
    &URI_STRING,
    "normalize_path_segment",
    "RFC 3986 §5.2.4's remove_dot_segments",
    "normalize_path_segment, remove_dot_segments",
    "%% 6.2.2.3. Path Segment Normalization\n%% 5.2.4.   Remove Dot Segments\n\
     normalize_path_segment(Map) ->\n    Path = maps:get(path, Map, undefined),\n    \
     Map#{path => remove_dot_segments(Path)}.",
);

pub static RECOMPOSE: Step = Step::of_library(
    &URI_STRING,
    "recompose",
    "write the URI map",
    "recompose, update_*, encode_host",
    "T0 = update_scheme(Map, empty),\nT1 = update_userinfo(Map, T0),\n\
     T2 = update_host(Map, T1),\nT3 = update_port(Map, T2),\nT4 = update_path(Map, T3),\n\
     T5 = update_query(Map, T4),\nupdate_fragment(Map, T5)\n\n\
     encode_host(Cs) ->\n    case classify_host(Cs) of\n        regname -> Cs;\n        \
     ipv4 -> Cs;\n        ipv6 -> bracket_ipv6(Cs);\n        \
     other -> encode(Cs, fun is_reg_name/1)\n    end.\n\n\
     update_port(#{port := undefined}, URI) ->\n    concat(URI, <<\":\">>);\n\
     update_port(#{port := Port}, URI) ->\n    concat(URI,add_colon(encode_port(Port)));",
);

pub static READ_AS_RELATIVE: Warning = Warning::new(
    "erlang.read-as-relative",
    "parse tries the text as a URI and, on an error anywhere in it, as a relative reference \
     from its start, and returns that reading's error: `http://a/b c` is `{error,invalid_uri,\
     \":\"}`, the `:` a relative reference's first segment may not hold, not the space.",
);

pub static PERCENT_UNCHECKED: Warning = Warning::new(
    "erlang.percent-unchecked",
    "The parser admits `%` as a character of every component (`is_pchar($%) -> true;  % \
     pct-encoded`) without the two hex digits RFC 3986 §2.1's pct-encoded requires, so `%zz` \
     resolves as it is.",
);

pub static PORT_AS_NUMBER: Warning = Warning::new(
    "erlang.port-number",
    "The port is read as a number (`binary_to_integer`) and written as one: `:080` is written \
     `:80`. RFC 3986 §5.3 writes the authority as it is (§6.2.3's normalization is not \
     resolution's).",
);

pub static HOST_AFTER_BRACKET: Warning = Warning::new(
    "erlang.host-after-bracket",
    "After an IP literal's `]` the parser reads more hex digits, `:` and `.` into the host \
     (`parse_ipv6_bin_end`), `remove_brackets` then finds no `]` at the host's end, and \
     `recompose` percent-encodes what is not a reg-name character: `//[::1]ab` gives the host \
     `%3A%3A1%5Dab`. RFC 3986 §3.2.2 ends the IP literal at its `]`.",
);

pub static IPVFUTURE_REFUSED: Warning = Warning::new(
    "erlang.ipvfuture",
    "An IP literal may hold only hex digits, `:` and `.` (`is_ipv6`), so RFC 3986 §3.2.2's \
     IPvFuture (`[v1.x]`) is refused.",
);
