/** `npm run sandbox`: the insurer sandbox on its own, until SIGINT/SIGTERM. */
import { loadSandboxConfig } from './config.ts';
import { formatDemoAccounts } from './demo-customers.ts';
import { startSandbox } from './server.ts';

const config = loadSandboxConfig();
try {
  const sandbox = await startSandbox(config);
  console.log(`Insurer sandbox listening on ${sandbox.url} (database: ${config.dbPath})`);
  console.log(`Health: ${sandbox.url}/__sandbox/health · tenant-id: ${config.tenantId}`);
  console.log(formatDemoAccounts());
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Insurer sandbox stopping (${signal}).`);
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`Insurer sandbox failed to start on 127.0.0.1:${config.port}: ${(error as Error).message}`);
  process.exit(1);
}
