/** See haproxy.mjs. */
import type { ChildProcess } from 'node:child_process';
export const SERVED_BY: string;
export const NO_SERVER: string;
export function haproxyConfig(options: { port: number; servers: { name: string; port: number }[]; socket: string; edgeForwardsClient?: boolean }): string;
export function startHaproxy(options: { configFile: string; config: string; logFd: number }): ChildProcess;
export function serverStats(socket: string): Promise<{ name: string; status: string; checkFailures: number; downs: number }[]>;
