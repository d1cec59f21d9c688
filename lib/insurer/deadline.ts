import 'server-only';

/**
 * An abort signal that fires after `ms` (with a DOMException named TimeoutError, as
 * AbortSignal.timeout's), and a `clear` for when the call ends. Not AbortSignal.timeout: its timer
 * lives on after the answer, and a timer keeps the async context it was set in (the whole request,
 * about 16 KB) until it fires, so every call kept its request alive for the full timeout.
 */
export function deadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The insurer did not answer in time.', 'TimeoutError')), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
