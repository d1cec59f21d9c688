// Loaded before the standalone server (`node --import ./guard/preload.mjs server.js`: scripts/lib.mjs
// does it, and a deployment that runs server.js itself must too, or clients choose their own
// address): puts the edge (edge.mjs: the client's address, TRACE and bad escapes refused) and the
// overload guard (overload-guard.mjs) in front of Next.js's request listener. Next.js creates its
// HTTP server inside its own start-up code and exposes no hook before its routing, so the first
// server the process creates gets the wrapped listener; any later one (none today) is left alone.
// OVERLOAD_GUARD=off leaves out the guard, never the edge.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { edgeBodies, edgeListener } from './edge.mjs';
import { guardListener, refusalBodies, settingsFrom } from './overload-guard.mjs';
import { TRUSTED_HOPS_RULE, parseTrustedHops } from './trusted-hops.mjs';

const hops = parseTrustedHops(process.env.TRUST_PROXY);
if (hops === null) throw new RangeError(`TRUST_PROXY must be ${TRUSTED_HOPS_RULE} (got '${process.env.TRUST_PROXY}')`);
const messages = JSON.parse(readFileSync(new URL('./messages.json', import.meta.url), 'utf8'));
const guard = process.env.OVERLOAD_GUARD === 'off' ? null : { settings: settingsFrom(process.env), bodies: refusalBodies(messages) };
const edge = { hops, bodies: edgeBodies(messages) };

const createServer = http.createServer;
let wrapped = false;
http.createServer = function createEdgeServer(...args) {
  const at = args.findIndex((arg) => typeof arg === 'function');
  if (!wrapped && at !== -1) {
    wrapped = true;
    const inner = guard ? guardListener(args[at], guard.settings, guard.bodies).listener : args[at];
    args[at] = edgeListener(inner, edge);
  }
  return createServer.apply(this, args);
};
