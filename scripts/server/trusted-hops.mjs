// TRUST_PROXY, read the same way by the edge (preload.mjs, before Next.js) and by the portal
// (lib/env-schema.ts): how many proxies in front of the portal append to X-Forwarded-For and are
// trusted. `0` (default) or `false`: none, the client is the socket's peer; `1` or `true`: one
// balancer (the form of older configs); `N`: N hops, the outermost first.

const MAX_HOPS = 10;

/** The trusted hops of a TRUST_PROXY value, or null when it is not one (unset or empty: 0). */
export function parseTrustedHops(raw) {
  const value = String(raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  if (!/^\d{1,2}$/.test(value)) return null;
  const hops = Number(value);
  return hops <= MAX_HOPS ? hops : null;
}

export const TRUSTED_HOPS_RULE = `a whole number of trusted proxy hops from 0 to ${MAX_HOPS} (or true/false)`;
