// The client's address, decided once at the edge (preload.mjs), before Next.js sees the request.
// Next.js keeps an X-Forwarded-For the client sent and only fills it from the socket when there is
// none, so a client could name any address it liked and escape every per-address limit. Here the
// header is rewritten to the one address the portal trusts: the socket's peer, or with TRUST_PROXY
// naming N hops, the address N hops from the right of the chain the balancers appended to (the
// client's own entries, on the left, are never read). The BFF (lib/bff/handler.ts) reads that one
// address; X-Real-IP and Forwarded, which nothing downstream should believe, are dropped.
import { isIP } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** An address as one key: an IPv4 client reaching an IPv6 socket (`::ffff:1.2.3.4`) is 1.2.3.4. */
const normalized = (address) => address.replace(MAPPED_IPV4, '$1');

/**
 * The client's address from the X-Forwarded-For values (`forwardedFor`, every header line, in order),
 * the socket's peer address and the trusted hops: the chain is the header's entries then the peer;
 * the client is the entry `hops` from its right end, or its left end when the chain is shorter (a
 * request that came round the balancer). An entry there that is not an address is the peer's.
 */
export function clientAddress(forwardedFor, peer, hops) {
  const socket = normalized(peer ?? '');
  if (hops === 0) return socket;
  const chain = [...forwardedFor.flatMap((value) => value.split(',')).map((entry) => entry.trim()), socket];
  const entry = normalized(chain[Math.max(0, chain.length - 1 - hops)]);
  return isIP(entry) ? entry : socket;
}

const DROPPED = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/** Rewrites the request's X-Forwarded-For to its client's address (none when the socket has none). */
export function settleClientAddress(request, hops) {
  const raw = request.headers['x-forwarded-for'];
  const forwardedFor = raw === undefined ? [] : [raw].flat();
  const address = clientAddress(forwardedFor, request.socket?.remoteAddress, hops);
  for (const name of DROPPED) delete request.headers[name];
  if (address) request.headers['x-forwarded-for'] = address;
}
