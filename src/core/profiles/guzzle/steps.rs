//! The steps of Guzzle's `UriResolver::resolve(new Uri($base), new Uri($rel))` (guzzle/psr7
//! 2.4.5: src/UriResolver.php's `resolve` and `removeDotSegments`, src/Uri.php's `__construct`,
//! `parse`, `applyParts`, `withPath` and `composeComponents`), each quoting the lines it
//! follows, and the departures from RFC 3986 §5.2 they make.

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// guzzle/psr7 2.4.5's src/UriResolver.php.
pub static RESOLVER: Library = Library {
    id: "guzzle",
    name: "guzzle/psr7",
    version: "2.4.5",
    file: "src/UriResolver.php",
};

/// guzzle/psr7 2.4.5's src/Uri.php.
pub static URI: Library = Library {
    id: "guzzle",
    name: "guzzle/psr7",
    version: "2.4.5",
    file: "src/Uri.php",
};

const PARSE_TEXT: &str = "// If IPv6\n$prefix = '';\n\
     if (preg_match('%^(.*://\\[[0-9:a-f]+\\])(.*?)$%', $url, $matches)) {\n    \
     $prefix = $matches[1];\n    $url = $matches[2];\n}\n\n\
     $encodedUrl = preg_replace_callback(\n    '%[^:/@?&=#]+%usD',\n    \
     static function ($matches) {\n        return urlencode($matches[0]);\n    },\n    $url\n);\n\n\
     $result = parse_url($prefix . $encodedUrl);\n\nif ($result === false) {\n    return false;\n}\n\n\
     return array_map('urldecode', $result);";

pub static PARSE_BASE: Step = Step::of_library(
    &URI,
    "new Uri(base)",
    "new Uri($base)",
    "__construct, parse, applyParts",
    PARSE_TEXT,
);

pub static PARSE_REL: Step = Step::of_library(
    &URI,
    "new Uri(rel)",
    "new Uri($rel)",
    "__construct, parse, applyParts",
    PARSE_TEXT,
);

pub static SAME_DOCUMENT: Step = Step::of_library(
    &RESOLVER,
    "empty rel",
    "an empty reference?",
    "resolve",
    "if ((string) $rel === '') {\n    \
     // we can simply return the same base URI instance for this same-document reference\n    \
     return $base;\n}",
);

pub static ABSOLUTE: Step = Step::of_library(
    &RESOLVER,
    "scheme",
    "a reference with a scheme?",
    "resolve",
    "if ($rel->getScheme() != '') {\n    \
     return $rel->withPath(self::removeDotSegments($rel->getPath()));\n}",
);

pub static AUTHORITY: Step = Step::of_library(
    &RESOLVER,
    "authority",
    "a reference with an authority?",
    "resolve",
    "if ($rel->getAuthority() != '') {\n    $targetAuthority = $rel->getAuthority();\n    \
     $targetPath = self::removeDotSegments($rel->getPath());\n    \
     $targetQuery = $rel->getQuery();\n} else {\n    \
     $targetAuthority = $base->getAuthority();",
);

pub static PATH: Step = Step::of_library(
    &RESOLVER,
    "path",
    "the target path",
    "resolve",
    "if ($rel->getPath() === '') {\n    $targetPath = $base->getPath();\n    \
     $targetQuery = $rel->getQuery() != '' ? $rel->getQuery() : $base->getQuery();\n} else {\n    \
     if ($rel->getPath()[0] === '/') {\n        $targetPath = $rel->getPath();\n    } else {\n        \
     if ($targetAuthority != '' && $base->getPath() === '') {\n            \
     $targetPath = '/' . $rel->getPath();\n        } else {\n            \
     $lastSlashPos = strrpos($base->getPath(), '/');\n            \
     if ($lastSlashPos === false) {\n                $targetPath = $rel->getPath();\n            \
     } else {\n                $targetPath = substr($base->getPath(), 0, $lastSlashPos + 1) . \
     $rel->getPath();\n            }\n        }\n    }\n    \
     $targetPath = self::removeDotSegments($targetPath);\n    $targetQuery = $rel->getQuery();\n}",
);

pub static REMOVE_DOT_SEGMENTS: Step = Step::of_library(
    &RESOLVER,
    "removeDotSegments",
    "remove `.` and `..`",
    "removeDotSegments",
    "if ($path === '' || $path === '/') {\n    return $path;\n}\n\n$results = [];\n\
     $segments = explode('/', $path);\nforeach ($segments as $segment) {\n    \
     if ($segment === '..') {\n        array_pop($results);\n    \
     } elseif ($segment !== '.') {\n        $results[] = $segment;\n    }\n}\n\n\
     $newPath = implode('/', $results);\n\n\
     if ($path[0] === '/' && (!isset($newPath[0]) || $newPath[0] !== '/')) {\n    \
     // Re-add the leading slash if necessary for cases like \"/..\"\n    \
     $newPath = '/' . $newPath;\n\
     } elseif ($newPath !== '' && ($segment === '.' || $segment === '..')) {\n    \
     // Add the trailing slash if necessary\n    $newPath .= '/';\n}",
);

pub static WITH_PATH: Step = Step::of_library(
    &URI,
    "withPath",
    "the reference with its path cleaned",
    "withPath, validateState",
    "$path = $this->filterPath($path);\n\nif ($this->path === $path) {\n    return $this;\n}\n\n\
     $new = clone $this;\n$new->path = $path;\n$new->composedComponents = null;\n\
     $new->validateState();\n[...]\nif ($this->host === '' && ($this->scheme === 'http' || \
     $this->scheme === 'https')) {\n    $this->host = self::HTTP_DEFAULT_HOST;\n}",
);

pub static COMPOSE: Step = Step::of_library(
    &RESOLVER,
    "new Uri(compose)",
    "the target written, then parsed again",
    "resolve, Uri::composeComponents",
    "return new Uri(Uri::composeComponents(\n    $base->getScheme(),\n    $targetAuthority,\n    \
     $targetPath,\n    $targetQuery,\n    $rel->getFragment()\n));\n[...]\n\
     if ($scheme != '') {\n    $uri .= $scheme . ':';\n}\n\n\
     if ($authority != '' || $scheme === 'file') {\n    $uri .= '//' . $authority;\n}\n\n\
     if ($authority != '' && $path != '' && $path[0] != '/') {\n    $path = '/' . $path;\n}\n\n\
     $uri .= $path;\n\nif ($query != '') {\n    $uri .= '?' . $query;\n}\n\n\
     if ($fragment != '') {\n    $uri .= '#' . $fragment;\n}",
);

pub static TO_STRING: Step = Step::of_library(
    &URI,
    "__toString",
    "write the URI",
    "__toString, composeComponents",
    "$this->composedComponents = self::composeComponents(\n    $this->scheme,\n    \
     $this->getAuthority(),\n    $this->path,\n    $this->query,\n    $this->fragment\n);",
);

pub static EMPTY_AS_NONE: Warning = Warning::new(
    "guzzle.empty-as-none",
    "PSR-7 holds an empty component as none (`getQuery()` and `getFragment()` are `''`), so \
     `?` and `#` are not written, and a reference that writes nothing (`?`, `#`) is the same \
     document: the base, its fragment kept. RFC 3986 §5.3 writes an empty query or fragment, \
     and §5.2.2 takes the reference's (empty) fragment.",
);

pub static LOCALHOST: Warning = Warning::new(
    "guzzle.localhost",
    "`withPath` checks the reference's state (`validateState`): an `http` or `https` URI \
     without a host is given `localhost` (`http:./g` gives `http://localhost/g`). RFC 3986 \
     §5.2.2 removes the dots and adds no host.",
);

pub static DEFAULT_PORT_DROPPED: Warning = Warning::new(
    "guzzle.default-port",
    "`applyParts` drops a port that is its scheme's default (`removeDefaultPort`, from \
     `Uri::DEFAULT_PORTS`: `http://a:80/` is `http://a/`), and writes a port as a number \
     (`:080` is `:80`). RFC 3986 §5.3 writes the authority as it is.",
);

pub static ENCODED: Warning = Warning::new(
    "guzzle.encoded",
    "`applyParts` percent-encodes what RFC 3986 does not allow in each part (`filterPath`, \
     `filterQueryAndFragment`, `filterUserInfoComponent`: a space as `%20`, a `%` without two \
     hexadecimal digits as `%25`, a non-ASCII character's UTF-8 bytes). RFC 3986 §5.2 resolves \
     the text as it is.",
);

pub static LOWERCASED: Warning = Warning::new(
    "guzzle.lowercase",
    "`applyParts` writes the scheme and the host in lower case (`strtr`, ASCII only). RFC 3986 \
     §5.3 writes them as they are (§6.2.2.1's normalization is not resolution's).",
);

pub static FILE_SLASHES: Warning = Warning::new(
    "guzzle.file-slashes",
    "`composeComponents` writes `//` after `file:` even without an authority (\"PHP stream \
     functions like `file_get_contents` only work with `file:///myfile`\"): `file:/a` is \
     `file:///a`. RFC 3986 §5.3 writes `//` only for an authority.",
);
