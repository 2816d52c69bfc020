// Reads JSON lines [base, input] and writes one JSON line per pair: {"href": new URL(input,
// base).href} or {"error": "<message>"}: Node's WHATWG URL, another implementation of the URL
// Standard. With `--connects`, where a browser connects for that URL instead: {"url", "ok":
// {"scheme", "host", "port", "userinfo"}} (its protocol without ":", hostname, port, and
// username[:password] where either is set). The first line written is Node's version.
'use strict';
const readline = require('readline');
const connects = process.argv.includes('--connects');
process.stdout.write(JSON.stringify({ version: process.version }) + '\n');
const lines = readline.createInterface({ input: process.stdin });
const out = [];

/** Where a browser connects for `u`. */
function connection(u) {
  const userinfo = u.username || u.password
    ? u.username + (u.password ? ':' + u.password : '')
    : null;
  return {
    url: u.href,
    ok: {
      scheme: u.protocol.replace(/:$/, ''),
      // The serializer writes "//" after the scheme exactly where the host is not null.
      host: u.href.startsWith(u.protocol + '//') ? u.hostname : null,
      port: u.port ? Number(u.port) : null,
      userinfo,
    },
  };
}

lines.on('line', (line) => {
  const [base, input] = JSON.parse(line);
  try {
    const u = new URL(input, base);
    out.push(JSON.stringify(connects ? connection(u) : { href: u.href }));
  } catch (error) {
    out.push(JSON.stringify({ error: error.message }));
  }
});
lines.on('close', () => process.stdout.write(out.join('\n') + (out.length ? '\n' : '')));
