// Loaded before the standalone server (`node --import ./guard/preload.mjs server.js`: scripts/lib.mjs
// does it, and a deployment that runs server.js itself should too): puts the overload guard
// (overload-guard.mjs) in front of Next.js's request listener. Next.js creates its HTTP server
// inside its own start-up code and exposes no hook before its routing, so the first server the
// process creates gets the guarded listener; any later one (none today) is left alone.
// OVERLOAD_GUARD=off leaves Next.js unguarded.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { guardListener, refusalBodies, settingsFrom } from './overload-guard.mjs';

if (process.env.OVERLOAD_GUARD !== 'off') {
  const settings = settingsFrom(process.env);
  const messages = JSON.parse(readFileSync(new URL('./messages.json', import.meta.url), 'utf8'));
  const bodies = refusalBodies(messages);
  const createServer = http.createServer;
  let guarded = false;
  http.createServer = function createGuardedServer(...args) {
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (!guarded && at !== -1) {
      guarded = true;
      args[at] = guardListener(args[at], settings, bodies).listener;
    }
    return createServer.apply(this, args);
  };
}
