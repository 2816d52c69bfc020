// Reads JSON lines [base, reference] and writes one JSON line per pair: where a browser connects
// for new URL(reference, base) (Node's URL, another implementation of the URL Standard): its
// protocol without ":", hostname, port, and username[:password] where either is set:
// {"url", "ok": {"scheme", "host", "port", "userinfo"}}, or {"error"} where it throws. The
// first line written is Node's version.
'use strict';
const readline = require('readline');
process.stdout.write(JSON.stringify({ version: process.version }) + '\n');
const lines = readline.createInterface({ input: process.stdin });
const out = [];
lines.on('line', (line) => {
  const [base, reference] = JSON.parse(line);
  try {
    const u = new URL(reference, base);
    const userinfo = u.username || u.password
      ? u.username + (u.password ? ':' + u.password : '')
      : null;
    out.push(JSON.stringify({
      url: u.href,
      ok: {
        scheme: u.protocol.replace(/:$/, ''),
        // The serializer writes "//" after the scheme exactly where the host is not null.
        host: u.href.startsWith(u.protocol + '//') ? u.hostname : null,
        port: u.port ? Number(u.port) : null,
        userinfo,
      },
    }));
  } catch (error) {
    out.push(JSON.stringify({ error: `${error.name}: ${error.message}` }));
  }
});
lines.on('close', () => process.stdout.write(out.join('\n') + (out.length ? '\n' : '')));
