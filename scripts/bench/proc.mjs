// A process's CPU time on Linux, read from /proc, and the process that serves a port. The parsers
// are pure (the tests feed them text); the readers below them touch /proc.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/**
 * /proc/<pid>/stat → {pid, comm, state, ppid, utime, stime} (utime and stime in clock ticks). The
 * command name is in parentheses and may itself hold spaces and parentheses: the fields after it
 * are read from the last ')'.
 */
export function parseProcStat(text) {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) throw new Error(`not a /proc/<pid>/stat line: '${text.slice(0, 80)}'`);
  // Fields from the third on (state is field 3, ppid 4, utime 14, stime 15; man 5 proc).
  const rest = text.slice(close + 2).trim().split(/\s+/);
  const field = (n) => rest[n - 3];
  const utime = Number(field(14));
  const stime = Number(field(15));
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`no utime/stime in '${text.slice(0, 80)}'`);
  return { pid: Number(text.slice(0, open).trim()), comm: text.slice(open + 1, close), state: field(3), ppid: Number(field(4)), utime, stime };
}

/**
 * The socket inodes listening on `port` in the text of /proc/net/tcp or /proc/net/tcp6 (the local
 * address's port is hex after the colon; state 0A is LISTEN; the inode is the tenth column).
 */
export function listeningInodes(text, port) {
  const inodes = [];
  for (const line of text.split('\n').slice(1)) {
    const columns = line.trim().split(/\s+/);
    if (columns.length < 10) continue;
    const [, local, , state] = columns;
    const localPort = Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16);
    if (state === '0A' && localPort === port) inodes.push(columns[9]);
  }
  return inodes;
}

/** CPU milliseconds per answer between two samples of {utime, stime} (ticks), at `ticksPerSecond`. */
export function cpuMsPerAnswer(before, after, answers, ticksPerSecond) {
  if (!(answers > 0)) return Number.NaN;
  const ticks = after.utime + after.stime - (before.utime + before.stime);
  return ((ticks / ticksPerSecond) * 1000) / answers;
}

/** Clock ticks per second (`getconf CLK_TCK`; 100 on Linux when getconf is missing). */
export function clockTicks() {
  try {
    const value = Number.parseInt(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }), 10);
    return value > 0 ? value : 100;
  } catch {
    return 100;
  }
}

/** The parsed /proc/<pid>/stat of a live process. */
export const procStat = (pid) => parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));

/** The command line of a live process, its arguments joined by spaces. */
export const commandLine = (pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');

/** `pid` and every process below it (children first found through each one's ppid). */
export function processTree(pid) {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      parents.set(Number(name), procStat(name).ppid);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree;
}

/**
 * The process among `candidates` (pids) that holds the socket listening on `port`: the one that
 * answers the port's requests. Throws when none or several do.
 */
export function listenerOf(port, candidates) {
  const inodes = new Set(['tcp', 'tcp6'].flatMap((file) => listeningInodes(readFileSync(`/proc/net/${file}`, 'utf8'), port)));
  if (inodes.size === 0) throw new Error(`nothing listens on port ${port}`);
  const holders = candidates.filter((pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
          return target.startsWith('socket:[') && inodes.has(target.slice(8, -1));
        } catch {
          return false;
        }
      });
    } catch {
      return false;
    }
  });
  if (holders.length !== 1) throw new Error(`expected one process of [${candidates.join(', ')}] listening on port ${port}, found ${holders.length}`);
  return holders[0];
}
