// autocannon with every answer's latency and status kept (its own summary has no p95 and counts
// latencies of 2xx answers only): what npm run bench's throughput and npm run load measure with.
import autocannon from 'autocannon';

/**
 * Drives `url` with `connections` keep-alive connections for `durationSec`. With `request`
 * (a function of the request's sequence number → {method, path, headers, body, kind}) every
 * request is built afresh; `kind` tags the answer, and `note` (a function of the answer's headers),
 * if given, adds what it returns as the answer's `note`; `request.answered`, if set, is called with
 * each answered request as `request` built it. `overallRate` caps the requests per second
 * of all connections together (unset: as fast as answers come); `until`, a promise, ends the run
 * early when it settles. Resolves to the duration, each answer's latency (ms) with its status, kind
 * and note, the status counts, errors (timeouts included) and timeouts, and how many requests were
 * sent (those still in flight when the time is up are neither answers nor errors).
 */
export function fire({ url, connections, durationSec, timeoutSec = 10, request, note, overallRate, until }) {
  return new Promise((resolve, reject) => {
    const answers = [];
    const statuses = {};
    let sequence = 0;
    // autocannon calls a request's onResponse, then emits 'response' with the latency, in one go
    // for one connection: the kind read in onResponse belongs to the latency emitted next.
    let lastKind = null;
    let lastNote;
    const requests = request
      ? [
          {
            setupRequest: (defaults, context) => {
              const { kind, ...built } = request(sequence++);
              context.kind = kind;
              context.built = built;
              return { ...defaults, ...built };
            },
            onResponse: (_status, _body, context, headers) => {
              request.answered?.(context.built);
              lastKind = context.kind;
              lastNote = note ? note(headers ?? {}) : undefined;
            },
          },
        ]
      : undefined;
    const options = { url, connections, duration: durationSec, timeout: timeoutSec, requests, ...(overallRate ? { overallRate } : {}) };
    const instance = autocannon(options, (error, result) => {
      if (error) reject(error);
      else resolve({ durationSec: result.duration, sent: result.requests.sent, answers, statuses, errors: result.errors, timeouts: result.timeouts });
    });
    instance.on('response', (_client, status, _bytes, latencyMs) => {
      answers.push({ latencyMs, status, kind: lastKind, ...(note ? { note: lastNote } : {}) });
      statuses[status] = (statuses[status] ?? 0) + 1;
      lastKind = null;
    });
    until?.then(() => instance.stop(), () => instance.stop());
  });
}
