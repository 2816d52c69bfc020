// Reads JSON lines [base, input] and writes one JSON line per pair: {"href": new URL(input,
// base).href} or {"error": "<message>"}: Node's WHATWG URL, another implementation of the URL
// Standard. The first line written is Node's version.
'use strict';
const readline = require('readline');
process.stdout.write(JSON.stringify({ version: process.version }) + '\n');
const lines = readline.createInterface({ input: process.stdin });
const out = [];
lines.on('line', (line) => {
  const [base, input] = JSON.parse(line);
  try {
    out.push(JSON.stringify({ href: new URL(input, base).href }));
  } catch (error) {
    out.push(JSON.stringify({ error: error.message }));
  }
});
lines.on('close', () => process.stdout.write(out.join('\n') + (out.length ? '\n' : '')));
