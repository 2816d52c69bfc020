//! The benchmark inputs, shared by `benches/resolve.rs` and `examples/resolve_loop.rs`.

/// The base of RFC 3986 section 5.4 (and RFC 2396 Appendix C).
pub const BASE: &str = "http://a/b/c/d;p?q";

/// The 42 references of RFC 3986 section 5.4.1 and 5.4.2.
pub const RFC3986_5_4: [&str; 42] = [
    "g:h",
    "g",
    "./g",
    "g/",
    "/g",
    "//g",
    "?y",
    "g?y",
    "#s",
    "g#s",
    "g?y#s",
    ";x",
    "g;x",
    "g;x?y#s",
    "",
    ".",
    "./",
    "..",
    "../",
    "../g",
    "../..",
    "../../",
    "../../g",
    // 5.4.2 abnormal examples
    "../../../g",
    "../../../../g",
    "/./g",
    "/../g",
    "g.",
    ".g",
    "g..",
    "..g",
    "./../g",
    "./g/.",
    "g/./h",
    "g/../h",
    "g;x=1/./y",
    "g;x=1/../y",
    "g?y/./x",
    "g?y/../x",
    "g#s/./x",
    "g#s/../x",
    "http:g",
];

/// A base with 10,000 path segments, for the long references.
pub fn long_base() -> String {
    format!("http://a{}", "/x".repeat(10_000))
}

/// The two long references of issue 2 section 5: `../`×100,000 and `a/./b/../`×100,000.
pub fn long_reference(name: &str) -> String {
    match name {
        "dotdot_x100k" => "../".repeat(100_000),
        "dot_pair_x100k" => "a/./b/../".repeat(100_000),
        _ => unreachable!(),
    }
}

pub const LONG: [&str; 2] = ["dotdot_x100k", "dot_pair_x100k"];
