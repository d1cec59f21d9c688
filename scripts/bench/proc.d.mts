/** See proc.mjs. */
export type ProcStat = { pid: number; comm: string; state: string; ppid: number; utime: number; stime: number };
export function parseProcStat(text: string): ProcStat;
export function listeningInodes(text: string, port: number): string[];
export function cpuMsPerAnswer(before: { utime: number; stime: number }, after: { utime: number; stime: number }, answers: number, ticksPerSecond: number): number;
export function clockTicks(): number;
export function procStat(pid: number | string): ProcStat;
export function commandLine(pid: number | string): string;
export function processTree(pid: number): number[];
export function listenerOf(port: number, candidates: readonly number[]): number;
