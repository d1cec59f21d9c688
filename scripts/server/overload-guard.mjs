// Admission control in front of Next.js: each request is let in, made to wait its turn, or refused at
// once with a 503 and Retry-After, before Next.js spends anything on it.
//
// Why in front: an instance that accepts more than it can serve makes every request wait, then every
// health check time out, and the balancer takes it out of rotation, sending its load to the others.
// Refusing early keeps the loop quick, so health, readiness and the requests let in stay fast while
// the excess gets an honest "try again in a moment". The rules:
// - a limit on the requests inside Next.js at once, at most `maxInFlight`, cut while the event loop
//   falls behind (sampled as @fastify/under-pressure does; see createAdmission); the next ones wait
//   in a queue (arrival order), which costs nothing while they wait and gives the loop room to
//   finish what it started;
// - when as many wait as are inside and the queue is not moving (the longest wait past half of
//   `maxQueueMs`), a new request is refused at once, as is one that finds
//   `maxQueue` waiting; one that waited `maxQueueMs` all the same is refused then (the queue bounds
//   the latency of what is answered);
// - while the loop's mean delay exceeds `maxEventLoopDelayMs` and the limit is reached, new arrivals
//   are refused at once rather than queued.
// OVERLOAD_MAX_IN_FLIGHT, OVERLOAD_TARGET_DELAY_MS, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
// OVERLOAD_MAX_QUEUE and OVERLOAD_MAX_QUEUE_MS set them (0 turns a rule off).
// Exempt: health and readiness (the balancer must hear them, above all under load: the guard answers
// them itself, with the portal's own functions, in the callback the request arrives in), the metrics
// and status for operators, and Next's static files (a page already served must still get its scripts).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { STATIC_PAGE_CSP } from './security-headers.mjs';

/** Shared with the portal's own code (lib/ops/overload.ts reads it for /api/status and the metrics). */
export const OVERLOAD_STATE = Symbol.for('portal-beneficios.overload');
/** lib/ops/instance-state.ts: set when the instance drains after SIGTERM. */
const INSTANCE_STATE = Symbol.for('portal-beneficios.instance');
/** lib/ops/probes.ts: the portal's own health and readiness answers, by path. */
const PROBES = Symbol.for('portal-beneficios.probes');

export const DEFAULTS = Object.freeze({ minInFlight: 8, maxInFlight: 48, targetDelayMs: 100, maxEventLoopDelayMs: 400, maxQueue: 1024, maxQueueMs: 1500, retryAfterSec: 2, sampleMs: 250 });
const RESOLUTION_MS = 10;

const EXEMPT = /^\/(?:api\/(?:health|ready|status|metrics)(?:[/?]|$)|_next\/static\/|favicon\.ico$|robots\.txt$)/;

/** Whether the request path skips admission (exact prefixes only: `/api/healthy` is not exempt). */
export const isExempt = (url) => EXEMPT.test(url ?? '/');

/** Reads the guard's settings from the environment (OVERLOAD_*), falling back to DEFAULTS; 0 turns a rule off. */
export function settingsFrom(env) {
  const read = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0 (got '${raw}')`);
    return value;
  };
  const settings = {
    minInFlight: DEFAULTS.minInFlight,
    maxInFlight: read('OVERLOAD_MAX_IN_FLIGHT', DEFAULTS.maxInFlight),
    targetDelayMs: read('OVERLOAD_TARGET_DELAY_MS', DEFAULTS.targetDelayMs),
    maxEventLoopDelayMs: read('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', DEFAULTS.maxEventLoopDelayMs),
    maxQueue: read('OVERLOAD_MAX_QUEUE', DEFAULTS.maxQueue),
    maxQueueMs: read('OVERLOAD_MAX_QUEUE_MS', DEFAULTS.maxQueueMs),
    retryAfterSec: DEFAULTS.retryAfterSec,
    sampleMs: DEFAULTS.sampleMs,
  };
  settings.minInFlight = Math.min(settings.minInFlight, settings.maxInFlight);
  return settings;
}

/**
 * The refusal answers, from the portal's texts (messages/pt-BR.json, namespace Overload): a small
 * page for a page request, the BFF's error shape for /api/*.
 */
export function refusalBodies(messages) {
  const t = messages.Overload;
  const escape = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html =
    `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(t.title)}</title></head><body><main><h1>${escape(t.title)}</h1><p>${escape(t.body)}</p>` +
    `<p><a href="">${escape(t.retry)}</a></p></main></body></html>`;
  return { html, json: JSON.stringify({ error: 'overloaded', message: t.apiMessage }) };
}

/**
 * The admission state machine, without I/O (tested alone): `admit(onEnter, onRefuse)` either calls
 * `onEnter(release)` now or later (the caller calls `release()` when the request is done), or
 * `onRefuse(reason)`; it returns a function that withdraws a request still waiting (its client left).
 * `sample({ slowDelayMs, meanDelayMs, elapsedMs })`, called every `sampleMs`, feeds it the event
 * loop's delay and moves the limit. `now` is injected.
 *
 * The limit on requests inside Next.js starts at `maxInFlight`, the concurrency an operator allows
 * (enough for requests parked on a slow insurer, which use no CPU), and moves as TCP's congestion
 * window does, with the loop's delay as the signal: each window whose slow delays (its 90th
 * percentile) exceeded `targetDelayMs` cuts it by a quarter (down to `minInFlight`); each calm window that found it in use
 * with requests waiting raises it by a tenth, or by as many as wait, back up to `maxInFlight`. So
 * CPU-bound work is let in only as fast as the loop keeps up, and every request, a probe or a
 * refusal included, waits about one short loop turn to be heard.
 */
export function createAdmission(settings, { now = () => performance.now() } = {}) {
  const floor = Math.min(settings.minInFlight, settings.maxInFlight);
  const stats = {
    limit: settings.maxInFlight,
    inFlight: 0,
    queued: 0,
    admitted: 0,
    refused: { queueFull: 0, queueTimeout: 0, eventLoop: 0 },
    eventLoopDelayMs: 0,
    throughput: 0,
  };
  /** @type {{ enter: Function, refuse: Function, since: number, gone: boolean }[]} (gone: withdrawn, refused or let in) */
  const queue = [];
  const limited = settings.maxInFlight > 0;
  let completed = 0;
  let behind = false;
  let congested = false;

  const count = () => (stats.queued = queue.filter((waiting) => !waiting.gone).length);
  const expire = () => {
    if (settings.maxQueueMs <= 0) return;
    const oldest = now() - settings.maxQueueMs;
    while (queue.length > 0 && (queue[0].gone || queue[0].since < oldest)) {
      const waiting = queue.shift();
      if (waiting.gone) continue;
      waiting.gone = true;
      stats.refused.queueTimeout += 1;
      waiting.refuse('queueTimeout');
    }
  };
  const next = () => {
    expire();
    while (queue.length > 0 && stats.inFlight < stats.limit) {
      const waiting = queue.shift();
      if (waiting.gone) continue;
      waiting.gone = true;
      enter(waiting.enter);
    }
    count();
  };
  function enter(onEnter) {
    stats.inFlight += 1;
    stats.admitted += 1;
    let released = false;
    onEnter(() => {
      if (released) return;
      released = true;
      stats.inFlight -= 1;
      completed += 1;
      next();
    });
  }
  const refuse = (onRefuse, reason) => {
    stats.refused[reason] += 1;
    onRefuse(reason);
    return () => undefined;
  };

  function admit(onEnter, onRefuse) {
    if (!limited) {
      enter(onEnter);
      return () => undefined;
    }
    // Below the limit, a request goes in whatever the loop's delay: a slow loop with few requests is
    // a slow machine, not a crowd, and refusing its few customers would help nobody.
    if (stats.inFlight < stats.limit && stats.queued === 0) {
      enter(onEnter);
      return () => undefined;
    }
    expire();
    if (behind) return refuse(onRefuse, 'eventLoop');
    // Refused now rather than after the wait: a crowd waits (as many as are inside) and the queue is
    // not moving, the one waiting longest having waited half of maxQueueMs. Read from the queue
    // itself, not the loop: work inside may be slow where the loop does not show it (compression in
    // the thread pool, a machine short of CPU), and a loop slowed for a moment under a steady load
    // refuses nobody. Otherwise it waits its turn.
    const oldest = queue.find((waiting) => !waiting.gone);
    const stuck = oldest !== undefined && settings.maxQueueMs > 0 && now() - oldest.since > settings.maxQueueMs / 2;
    if (stats.queued >= settings.maxQueue || (stats.queued >= stats.limit && stuck)) return refuse(onRefuse, 'queueFull');
    const waiting = { enter: onEnter, refuse: onRefuse, since: now(), gone: false };
    queue.push(waiting);
    stats.queued += 1;
    return () => {
      if (waiting.gone) return;
      waiting.gone = true;
      count();
    };
  }

  function sample({ slowDelayMs, meanDelayMs, elapsedMs }) {
    stats.eventLoopDelayMs = Math.round(meanDelayMs);
    behind = settings.maxEventLoopDelayMs > 0 && meanDelayMs > settings.maxEventLoopDelayMs;
    const rate = elapsedMs > 0 ? (completed * 1000) / elapsedMs : 0;
    stats.throughput = stats.throughput === 0 ? rate : 0.5 * stats.throughput + 0.5 * rate;
    completed = 0;
    congested = settings.targetDelayMs > 0 && slowDelayMs > settings.targetDelayMs;
    if (congested) {
      stats.limit = Math.max(floor, Math.floor(stats.limit * 0.75));
    } else if (stats.inFlight >= stats.limit && stats.queued > 0) {
      // Calm with requests waiting: those inside are waiting on I/O, so let the waiting ones in too.
      stats.limit = Math.min(settings.maxInFlight, stats.limit + Math.max(Math.ceil(stats.limit * 0.1), stats.queued));
    }
    next();
  }
  return { admit, sample, stats };
}

/** A probe's answer as its route gives it (lib/bff/json-response.ts: small JSON, never compressed). */
function answerProbe(request, response, { status, body }) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store, no-transform', 'content-length': Buffer.byteLength(text) });
  response.end(request.method === 'HEAD' ? undefined : text);
}

/**
 * Wraps an HTTP request listener with admission control. `settings` as settingsFrom gives, `bodies`
 * as refusalBodies gives. Returns the wrapped listener and the running admission (its stats are also
 * published on globalThis[OVERLOAD_STATE]).
 */
export function guardListener(listener, settings, bodies) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const admission = createAdmission(settings);
  // The delay less the monitor's own resolution, as under-pressure reads it.
  let last = performance.now();
  const sampler = setInterval(() => {
    const at = performance.now();
    const delay = (ns) => (histogram.count > 0 ? Math.max(0, ns / 1e6 - RESOLUTION_MS) : 0);
    // The window's 90th percentile, not its maximum: one garbage collection is not congestion.
    admission.sample({ slowDelayMs: delay(histogram.percentile(90)), meanDelayMs: delay(histogram.mean), elapsedMs: at - last });
    last = at;
    histogram.reset();
  }, settings.sampleMs);
  sampler.unref();
  globalThis[OVERLOAD_STATE] = { settings, stats: admission.stats };

  const refuse = (request, response, reason) => {
    if (response.headersSent || response.writableEnded) return;
    const api = request.url?.startsWith('/api/');
    response.writeHead(503, {
      'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'retry-after': String(settings.retryAfterSec),
      'cache-control': 'no-store',
      'x-overload': reason,
      // The page has no script, style or image: nothing may load.
      ...(api ? {} : { 'content-security-policy': STATIC_PAGE_CSP }),
      'x-content-type-options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : api ? bodies.json : bodies.html);
  };

  const guarded = function guardedListener(request, response) {
    // While draining, each answer closes its connection, so a balancer's kept-alive connections move
    // to the other instances before this one stops accepting.
    if (globalThis[INSTANCE_STATE]?.drainingSince !== undefined && !response.headersSent) response.setHeader('connection', 'close');
    const probe = (request.method === 'GET' || request.method === 'HEAD') && globalThis[PROBES]?.[request.url];
    if (probe) return answerProbe(request, response, probe());
    if (isExempt(request.url)) return listener.call(this, request, response);
    // One 'close' for both ends of the wait: the answer finished or the client left. Let in, it frees
    // the place; still waiting, it leaves the queue.
    let release = null;
    const withdraw = admission.admit(
      (done) => {
        release = done;
        if (response.destroyed) done();
        else listener.call(this, request, response);
      },
      (reason) => refuse(request, response, reason),
    );
    response.once('close', () => (release ? release() : withdraw()));
  };
  return { listener: guarded, admission, stop: () => clearInterval(sampler) };
}
