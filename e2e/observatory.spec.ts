import { spawn } from 'node:child_process';
import { expect, test } from './support/fixtures';
import { extraPort, portalUrl } from './support/servers';

/**
 * `npm run observatory` against this worker's portal: the MDN HTTP Observatory's scoring, behind a
 * local HTTPS terminator with the HTTP port redirecting to it, must be A+ (score ≥ 100).
 */
test('the MDN HTTP Observatory scores the portal A+', async ({}, testInfo) => {
  test.setTimeout(90_000);
  const worker = testInfo.parallelIndex;
  const output = await new Promise<{ code: number | null; text: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/observatory.mjs'], {
      env: {
        ...process.env,
        OBSERVATORY_TARGET: portalUrl(worker),
        OBSERVATORY_HTTP_PORT: String(extraPort(worker, 6)),
        OBSERVATORY_HTTPS_PORT: String(extraPort(worker, 7)),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk));
    child.on('exit', (code) => resolve({ code, text }));
  });
  console.log(output.text.trim());
  const line = output.text.split('\n').find((row) => row.startsWith('OBSERVATORY_RESULT '));
  expect(line, output.text).toBeDefined();
  const result = JSON.parse(line!.slice('OBSERVATORY_RESULT '.length)) as { grade: string; score: number; passed: number; tests: number };
  testInfo.annotations.push({ type: 'MDN HTTP Observatory', description: `${result.grade} (${result.score}), ${result.passed}/${result.tests} tests passed` });
  expect(result.grade).toBe('A+');
  expect(result.score).toBeGreaterThanOrEqual(100);
  expect(output.code).toBe(0);
});
