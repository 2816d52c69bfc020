//! The steps of .NET's `new Uri(baseUri, relativeUri).AbsoluteUri` as Mono 6.8 runs it (the
//! reference source's URI.cs and UriExt.cs under mono/mono's
//! mcs/class/referencesource/System/net/System/), each quoting the lines it follows, and the
//! departures from RFC 3986 §5.2 they make.

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// Mono 6.8's System.Uri (the .NET Framework reference source, URI.cs and UriExt.cs).
pub static URI: Library = Library {
    id: "dotnet",
    name: "Mono",
    version: "6.8.0.105",
    file: "mcs/class/referencesource/System/net/System/URI.cs",
};

pub static PARSE_BASE: Step = Step::of_library(
    &URI,
    "new Uri(base)",
    "parse the base as an absolute URI",
    "Uri(string), CreateThis(uriString, false, UriKind.Absolute), ParseScheme, PrivateParseMinimal",
    "ParsingError err = ParseScheme(m_String, ref m_Flags, ref m_Syntax);\n\
     [...]\nif ((err = PrivateParseMinimal()) != ParsingError.None)\n    e = GetException(err);",
);

pub static PARSE_REFERENCE: Step = Step::of_library(
    &URI,
    "CreateThis(relativeUri)",
    "is the reference absolute?",
    "CreateUri, CreateThis(relativeUri, dontEscape, UriKind.RelativeOrAbsolute), InitializeUri",
    "if (uriKind != UriKind.Absolute && err <= ParsingError.LastRelativeUriOkErrIndex)\n{\n    \
     // RFC 3986 Section 5.4.2 - http:(relativeUri) may be considered a valid relative Uri.\n    \
     m_Syntax = null; // convert to relative uri\n    e = null;\n}\nelse\n    e = GetException(err);",
);

pub static RESOLVE_HELPER: Step = Step::of_library(
    &URI,
    "ResolveHelper",
    "trim, then an empty reference, a fragment, a query",
    "UriExt.cs, ResolveHelper",
    "if (relativeStr.Length > 0 && (IsLWS(relativeStr[0]) || IsLWS(relativeStr[relativeStr.Length - 1])))\n    \
     relativeStr = relativeStr.Trim(_WSchars);\n\nif (relativeStr.Length == 0)\n{\n    \
     newUriString = baseUri.GetParts(UriComponents.AbsoluteUri, \n        \
     baseUri.UserEscaped ? UriFormat.UriEscaped : UriFormat.SafeUnescaped);\n    return null;\n}\n\n\
     // Check for a simple fragment in relative part\nif (relativeStr[0] == '#' && [...])\n    \
     newUriString = baseUri.GetParts(UriComponents.AbsoluteUri & ~UriComponents.Fragment, \n        \
     UriFormat.UriEscaped) + relativeStr;\n\n// Check for a simple query in relative part\n\
     if (relativeStr[0] == '?' && [...])\n    newUriString = baseUri.GetParts(UriComponents.AbsoluteUri \
     & ~UriComponents.Query & ~UriComponents.Fragment, \n        UriFormat.UriEscaped) + relativeStr;",
);

pub static COMBINED_STRING: Step = Step::of_library(
    &URI,
    "GetCombinedString",
    "a scheme in the reference?",
    "URI.cs, GetCombinedString",
    "else if (relativeStr[i] == ':')\n{\n    if (i < 2)\n    {\n        \
     // Note we don't support one-letter Uri schemes.\n        break;\n    }\n    \
     string scheme =  relativeStr.Substring(0, i);\n    [...]\n    if (baseUri.Syntax == syntax) {\n        \
     //Remove the scheme for backward Uri parsers compatibility\n        \
     relativeStr = relativeStr.Substring(i+1);\n    }\n    else {\n        \
     // This is the place where we switch the scheme.\n        result = relativeStr;\n        \
     return ParsingError.None;\n    }\n}",
);

pub static COMBINE_URI: Step = Step::of_library(
    &URI,
    "CombineUri",
    "join the base and the reference",
    "URI.cs, CombineUri",
    "// check for network or local absolute path\nif (c1 == '/' || (c1 == '\\\\' && convBackSlashes)) {\n    \
     if (relativePart.Length >= 2 && relativePart[1] == '/') {\n        \
     return basePart.Scheme + ':' + relativePart;\n    }\n    [...]\n    return left + relativePart;\n}\n\n\
     // Take the base part path up to and including the last slash\n\
     left = basePart.GetParts(UriComponents.Path | UriComponents.KeepDelimiter, [...]);\n[...]\n\
     path = Compress(path, basePart.SecuredPathIndex, ref length, basePart.Syntax);\n\
     return left + new string(path, 0, length) + extra;",
);

pub static COMPRESS: Step = Step::of_library(
    &URI,
    "Compress",
    "remove the dot segments, from the end back",
    "URI.cs, Compress",
    "// This will compress any \"\\\" \"/../\" \"/./\" \"///\" \"/..../\" /XXX.../, etc found in the input\n\
     [...]\n//  /./ or /.<eos> or /../ or /..<eos>\n[...]\nif (dotCount == 2) {\n    \
     // Mark next segment for removal and remove this /../ or /..\n    ++removeSegments;\n}",
);

pub static ABSOLUTE_URI: Step = Step::of_library(
    &URI,
    "AbsoluteUri",
    "parse the combined string again and write it",
    "CreateUri, CreateThis(relativeUri, dontEscape, UriKind.Absolute), AbsoluteUri, GetParts",
    "// If not resolved, we reparse modified Uri string and populate Uri internal data.\n\
     CreateThis(relativeUri, dontEscape, UriKind.Absolute);\n[...]\npublic string AbsoluteUri {\n    \
     [...]\n    return GetParts(UriComponents.AbsoluteUri, UriFormat.UriEscaped);\n}",
);

pub static NOT_MODELLED: Step = Step::of_library(
    &URI,
    "UriParser syntax",
    "a syntax uriscope models?",
    "_UriSyntax.cs, UriParser's built-in parsers and FindOrFetchAsUnknownV1Syntax",
    "HttpUri   = new BuiltInUriParser(\"http\", 80, HttpSyntaxFlags);\n\
     HttpsUri  = new BuiltInUriParser(\"https\", 443, HttpUri.m_Flags);\n\
     WsUri = new BuiltInUriParser(\"ws\", 80, HttpSyntaxFlags);\n\
     WssUri = new BuiltInUriParser(\"wss\", 443, HttpSyntaxFlags);\n\
     FtpUri    = new BuiltInUriParser(\"ftp\", 21, FtpSyntaxFlags);\n\
     FileUri   = new BuiltInUriParser(\"file\", NoDefaultPort, FileSyntaxFlags);\n[...]\n\
     // A not well-known scheme, needs string creation\n\
     syntax = UriParser.FindOrFetchAsUnknownV1Syntax(str);",
);

pub static SAME_SCHEME: Warning = Warning::new(
    "dotnet.same-scheme",
    "GetCombinedString drops a scheme that is the base's (`http:g` is `g` against an http \
     base), the loophole RFC 3986 §5.4.2 allows only for backward compatibility; a strict \
     parser takes `http:g` as it is (§5.2.2).",
);

pub static ONE_LETTER_SCHEME: Warning = Warning::new(
    "dotnet.one-letter-scheme",
    "A letter and `:` start a Windows drive path, not a scheme: `c:/x` is `file:///c:/x`, and \
     `g:h` throws (\"A Dos path must be rooted\"). RFC 3986 §3.1 allows a one-letter scheme.",
);

pub static TRIMMED: Warning = Warning::new(
    "dotnet.trimmed",
    "ResolveHelper trims spaces, tabs and line breaks from both ends of the reference \
     (`Trim(_WSchars)`), and the parse cuts them from the end of the string. RFC 3986 has no \
     white space in a reference (Appendix C leaves stripping it to the application).",
);

pub static BACKSLASH: Warning = Warning::new(
    "dotnet.backslash",
    "A `\\` in the path is a `/` (`ConvertPathSlashes`), and a reference starting with one is \
     a path from the root. RFC 3986 has no `\\` in a URI (§2); the WHATWG URL Standard reads \
     it as a `/` for special schemes.",
);

pub static IRI_UNESCAPED: Warning = Warning::new(
    "dotnet.iri-unescaped",
    "Where the string holds a character beyond ASCII or an escaped unreserved character, IRI \
     parsing unescapes every escaped letter, digit and `-._~!'()*:` of it (`%41` is `A`, `%2e` \
     a `.` that the path's compression then removes). RFC 3986 §6.2.2.2 allows unescaping the \
     unreserved characters only, as a normalization, not in resolution (§5.2).",
);

pub static CANONICAL_AUTHORITY: Warning = Warning::new(
    "dotnet.canonical-authority",
    "AbsoluteUri writes the host lower-cased, an IPv4 address in dotted decimal (`0x7f.1` is \
     `127.0.0.1`), an IPv6 one compressed, and leaves the scheme's default port out. RFC 3986 \
     §5.3 writes the authority as it is (§6.2.2.1 and §6.2.3 are normalizations).",
);

pub static ESCAPED: Warning = Warning::new(
    "dotnet.escaped",
    "AbsoluteUri escapes what a URI cannot hold: a space, `\"<>\\^`{|}`, a control, a `%` not \
     starting an escape, and a character beyond ASCII as its UTF-8 bytes. RFC 3986 §5.2 \
     resolves a reference as written.",
);

pub static MONO_WRITTEN_TWICE: Warning = Warning::new(
    "dotnet.mono-written-twice",
    "Mono 6.8 writes the text after a scheme without an authority twice where IRI parsing \
     applies and leaves nothing to escape: `urn:a:b` + `%41` is `urn:%41A` (its PrivateParseMinimal \
     keeps the text read and ParseRemaining appends the normalized one); the .NET Framework \
     4.8's URI.cs cuts that text first and writes `urn:A`. RFC 3986 §5.3 writes the path once.",
);

pub static MONO_NULL_REFERENCE: Warning = Warning::new(
    "dotnet.mono-null-reference",
    "Mono 6.8 throws a NullReferenceException for a reference that names an http-like scheme \
     without an authority (`http:g`, `ws:x`) where IRI parsing applies to it (it holds `%41`, \
     `%2e` or a character beyond ASCII); the .NET Framework reads it as a relative reference \
     (RFC 3986 §5.4.2's loophole).",
);
