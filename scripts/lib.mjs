// Helpers shared by scripts/start.mjs and scripts/test.mjs (plain Node, no dependencies).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { STATIC_CSP_FILE, writeStaticCsp } from './csp-hashes.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** Runs the Next.js CLI on the same Node (Node 24 when started through npm). */
const quiet = (options = {}) => ({ ...options, env: { NEXT_TELEMETRY_DISABLED: '1', ...(options.env ?? process.env) } });
export const next = (args, options) => run(process.execPath, [NEXT_BIN, ...args], quiet(options));

// What a production build depends on. NEXT_PUBLIC_* variables are inlined at build time, and the
// prerendered public pages carry these (canonical URLs, the tag manager, the captcha's site key,
// the footer's encarregado).
export const BUILD_ENV = ['SITE_URL', 'GTM_ID', 'CAPTCHA_PROVIDER', 'CAPTCHA_SITE_KEY', 'DPO_NAME', 'DPO_EMAIL'];
const BUILD_INPUTS = ['app', 'components', 'lib', 'messages', 'i18n', 'public', 'proxy.ts', 'instrumentation.ts', 'global.d.ts', 'next.config.mjs', 'postcss.config.mjs', 'scripts/server', 'tsconfig.json', 'package.json', 'package-lock.json'];
const SKIP = /(^|\/)node_modules(\/|$)|\.test\.tsx?$/;

function* files(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) {
    const child = path.join(entry, name);
    if (!SKIP.test(child)) yield* files(child);
  }
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const entry of BUILD_INPUTS) {
    for (const file of files(entry)) hash.update(file).update('\0').update(readFileSync(path.join(ROOT, file)));
  }
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key.startsWith('NEXT_PUBLIC_') || BUILD_ENV.includes(key)) hash.update(`${key}=${value}\0`);
  }
  return hash.digest('hex');
}

export const DIST_DIR = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next');
const STAMP = path.join(DIST_DIR, 'source-hash');

/** Builds only when the sources changed since the last successful build (Next's own cache speeds up the rest). */
export async function buildIfNeeded({ force = false } = {}) {
  const hash = sourceHash();
  const built = existsSync(path.join(DIST_DIR, 'BUILD_ID')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash;
  if (built && !force) {
    console.log(`[build] Sources unchanged since the last build: reusing ${path.relative(ROOT, DIST_DIR)}`);
    return 0;
  }
  const code = await next(['build'], { env: { ...process.env, NODE_ENV: 'production' } });
  if (code === 0) {
    completeStandalone();
    writeFileSync(STAMP, hash);
  }
  return code;
}

/** The self-contained server of `output: 'standalone'` (it has its own trimmed node_modules). */
export const STANDALONE_DIR = path.join(DIST_DIR, 'standalone');
export const STANDALONE_SERVER = path.join(STANDALONE_DIR, 'server.js');

/**
 * Next.js leaves the browser assets out of the standalone folder (a CDN may serve them): copy
 * `<dist>/static` and `public` in, so the standalone server serves everything on its own.
 */
function completeStandalone() {
  const distName = path.relative(ROOT, DIST_DIR);
  const manifest = writeStaticCsp(DIST_DIR);
  console.log(`[build] Hash-based CSP for the prerendered pages: ${Object.keys(manifest.pages).join(', ') || 'none'}`);
  cpSync(path.join(DIST_DIR, STATIC_CSP_FILE), path.join(STANDALONE_DIR, distName, STATIC_CSP_FILE));
  const staticTarget = path.join(STANDALONE_DIR, distName, 'static');
  rmSync(staticTarget, { recursive: true, force: true });
  cpSync(path.join(DIST_DIR, 'static'), staticTarget, { recursive: true });
  if (existsSync(path.join(ROOT, 'public'))) cpSync(path.join(ROOT, 'public'), path.join(STANDALONE_DIR, 'public'), { recursive: true });
  copyGuard();
}

/** The overload guard (scripts/server), loaded before the standalone server, with the texts of its refusals. */
export const GUARD_PRELOAD = path.join(STANDALONE_DIR, 'guard', 'preload.mjs');

function copyGuard() {
  const target = path.dirname(GUARD_PRELOAD);
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'scripts', 'server'), target, { recursive: true, filter: (source) => !source.endsWith('.d.mts') && !source.endsWith('.test.ts') });
  cpSync(path.join(ROOT, 'messages', 'pt-BR.json'), path.join(target, 'messages.json'));
}

/**
 * Starts the standalone server on `port`, on every interface (HOSTNAME is set explicitly: many
 * machines export their host name in it, which the server would otherwise bind to), behind the
 * overload guard.
 */
export function spawnStandalone(port, options = {}) {
  const env = { NEXT_TELEMETRY_DISABLED: '1', ...(options.env ?? process.env), PORT: String(port), HOSTNAME: '::' };
  return spawn(process.execPath, [`--import=${pathToFileURL(GUARD_PRELOAD).href}`, STANDALONE_SERVER], { cwd: STANDALONE_DIR, stdio: 'inherit', ...options, env });
}
