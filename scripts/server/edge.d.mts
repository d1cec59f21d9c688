/** See edge.mjs. */
import type { IncomingMessage, ServerResponse } from 'node:http';

type Listener = (request: IncomingMessage, response: ServerResponse) => void;
type Bodies = { html: string; json: string };
export type EdgeBodies = { method: Bodies; badEscape: Bodies };

export const ALLOWED_METHODS: string;
export function hasBadEscape(url: string | undefined): boolean;
export function edgeBodies(messages: { Edge: Record<'home' | 'methodTitle' | 'methodBody' | 'badAddressTitle' | 'badAddressBody', string> }): EdgeBodies;
export function edgeListener(listener: Listener, options: { hops: number; bodies: EdgeBodies }): Listener;
