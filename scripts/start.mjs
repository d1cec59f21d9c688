// npm start: build if the sources changed, start the embedded sandbox insurer when
// INSURER_API_URL is unset, then serve the production build on PORT (default 3000).
// npm run serve (--no-build) serves an existing build as it is, for ops.
import { buildIfNeeded, spawnNext } from './lib.mjs';
import { startSandbox } from './sandbox-process.mjs';

const noBuild = process.argv.includes('--no-build');
const env = { ...process.env, NODE_ENV: 'production' };
const port = env.PORT || '3000';

if (!noBuild) {
  const code = await buildIfNeeded();
  if (code !== 0) process.exit(code);
}

let sandbox = null;
if (!env.INSURER_API_URL) {
  try {
    sandbox = await startSandbox(env);
  } catch (error) {
    console.error(`[sandbox] ${error.message}`);
    process.exit(1);
  }
}

const server = spawnNext(['start', '--port', port], { env });
console.log(`[portal] http://localhost:${port} (insurer: ${env.INSURER_API_URL || 'embedded sandbox'})`);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  sandbox?.kill('SIGTERM');
  server.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
server.on('exit', (code) => stop(code ?? 0));
sandbox?.on('exit', (code) => {
  if (!stopping) console.error(`[sandbox] exited with code ${code}; stopping the portal`);
  stop(code || 1);
});
