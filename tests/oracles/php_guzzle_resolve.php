<?php
// Reads JSON lines [base, reference] and writes one JSON line per pair: {"ok": (string)
// UriResolver::resolve(new Uri(base), new Uri(reference))}, as Guzzle follows a redirect, or
// {"error": "<class>: <message>"} for the exception thrown. With `--connects`, where Guzzle
// connects for that result instead, as `new Uri()` reads it (scheme, host, port, user
// information): {"url", "ok": {...}} or {"url", "error"}. The first line written is PHP's
// version and guzzlehttp/psr7's (Debian's php-guzzlehttp-psr7, from its autoloader's path).
// With `--equivalent`, each pair is two URIs compared instead: {"ok": {"same":
// UriNormalizer::isEquivalent(new Uri(a), new Uri(b)), "a": (string)
// UriNormalizer::normalize(new Uri(a)), "b": …}}.
declare(strict_types=1);

require_once 'GuzzleHttp/Psr7/autoload.php';

use GuzzleHttp\Psr7\Uri;
use GuzzleHttp\Psr7\UriNormalizer;
use GuzzleHttp\Psr7\UriResolver;

$connects = in_array('--connects', $argv, true);
$equivalent = in_array('--equivalent', $argv, true);
$psr7 = 'unknown';
$changelog = '/usr/share/doc/php-guzzlehttp-psr7/changelog.Debian.gz';
if (is_readable($changelog)) {
    $first = gzfile($changelog)[0] ?? '';
    if (preg_match('/\(([0-9.]+)-/', $first, $m)) {
        $psr7 = $m[1];
    }
}
echo json_encode(['version' => PHP_VERSION . ' psr7 ' . $psr7]), "\n";

$flags = JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE;
while (($line = fgets(STDIN)) !== false) {
    [$base, $reference] = json_decode($line, true);
    if ($equivalent) {
        try {
            $a = new Uri($base);
            $b = new Uri($reference);
            $answer = ['ok' => [
                'same' => UriNormalizer::isEquivalent($a, $b),
                'a' => (string) UriNormalizer::normalize($a),
                'b' => (string) UriNormalizer::normalize($b),
            ]];
        } catch (Throwable $e) {
            $answer = ['error' => get_class($e) . ': ' . $e->getMessage()];
        }
        echo json_encode($answer, $flags), "\n";
        continue;
    }
    try {
        $resolved = (string) UriResolver::resolve(new Uri($base), new Uri($reference));
    } catch (Throwable $e) {
        echo json_encode($connects ? ['url' => null] : ['error' => get_class($e) . ': ' . $e->getMessage()], $flags), "\n";
        continue;
    }
    if (!$connects) {
        echo json_encode(['ok' => $resolved], $flags), "\n";
        continue;
    }
    try {
        $uri = new Uri($resolved);
        $userinfo = $uri->getUserInfo();
        echo json_encode(['url' => $resolved, 'ok' => [
            'scheme' => $uri->getScheme(),
            'host' => $uri->getHost() === '' ? null : $uri->getHost(),
            'port' => $uri->getPort(),
            'userinfo' => $userinfo === '' ? null : $userinfo,
        ]], $flags), "\n";
    } catch (Throwable $e) {
        echo json_encode(['url' => $resolved, 'error' => get_class($e) . ': ' . $e->getMessage()], $flags), "\n";
    }
}
