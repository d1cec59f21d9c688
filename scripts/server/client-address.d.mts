/** See client-address.mjs. */
import type { IncomingMessage } from 'node:http';

export function clientAddress(forwardedFor: string[], peer: string | undefined, hops: number): string;
export function settleClientAddress(request: IncomingMessage, hops: number): void;
