<?php
// Reads JSON lines [a, b] and writes one JSON line per pair: {"ok": {"same":
// UriNormalizer::isEquivalent(new Uri(a), new Uri(b)), "a": (string)
// UriNormalizer::normalize(new Uri(a)), "b": …}}, or {"error": "<class>: <message>"} for the
// exception thrown. The first line written is PHP's version and guzzlehttp/psr7's.
declare(strict_types=1);

require_once 'GuzzleHttp/Psr7/autoload.php';

use GuzzleHttp\Psr7\Uri;
use GuzzleHttp\Psr7\UriNormalizer;

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
    [$a, $b] = json_decode($line, true);
    try {
        $ua = new Uri($a);
        $ub = new Uri($b);
        $answer = ['ok' => [
            'same' => UriNormalizer::isEquivalent($ua, $ub),
            'a' => (string) UriNormalizer::normalize($ua),
            'b' => (string) UriNormalizer::normalize($ub),
        ]];
    } catch (Throwable $e) {
        $answer = ['error' => get_class($e) . ': ' . $e->getMessage()];
    }
    echo json_encode($answer, $flags), "\n";
}
