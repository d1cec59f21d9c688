// BFF overhead: what the portal's login route adds to the insurer's own login. Sequential pairs,
// each a wrong login of one valid but unregistered CPF (the insurer answers 102): first through
// POST /api/auth/login, then straight to the sandbox's /login/loginV2 in the insurer's AES wire
// format. Both sides do the same insurer work; the portal adds its hop, validation, limits, the AES
// on its side and its answer. Every call has a CPF and an X-Forwarded-For of its own (the portal
// runs with TRUST_PROXY=1, scripts/bench.mjs), so the portal's failed-login limits (per CPF and per
// client IP) never stop a call before the insurer.
// Timed from the request to the last byte of the answer; the direct call's encryption happens before
// its clock starts and its decryption after it stops, as a client's would.
import { decryptJson, encryptJson } from '../../lib/insurer/crypto.ts';
import { WIRE_HEADERS, WIRE_PATHS } from '../../lib/insurer/wire-paths.ts';
import { loadSandboxConfig } from '../../sandbox/config.ts';
import { clientAddress, syntheticCpfs } from './identities.mjs';
import { differences, summarize } from './stats.mjs';

const NOT_REGISTERED = '102';
const WRONG_PASSWORD = 'Senha@Errada1';

async function timed(request) {
  const started = performance.now();
  const response = await request();
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

/** Resolves to {calls, portal, direct, difference}: summaries (ms) of `calls` measured pairs after `warmUp` unmeasured ones. */
export async function bffOverhead({ portalUrl, sandboxUrl, calls, warmUp = 20 }) {
  const { aesPassphrase, tenantId } = loadSandboxConfig();
  const cpfs = syntheticCpfs(warmUp + calls);
  const portal = [];
  const direct = [];
  for (const [i, cpf] of cpfs.entries()) {
    const viaPortal = await timed(() =>
      fetch(`${portalUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: portalUrl, 'x-forwarded-for': clientAddress(i) },
        body: JSON.stringify({ document: cpf, password: WRONG_PASSWORD }),
      }),
    );
    const answer = JSON.parse(viaPortal.text);
    if (viaPortal.status !== 400 || answer.code !== NOT_REGISTERED) throw new Error(`the portal answered ${viaPortal.status} ${viaPortal.text} to a wrong login`);

    const body = JSON.stringify({ data: encryptJson({ documentNumber: cpf, password: WRONG_PASSWORD, tokenCaptcha: 'sandbox', publicIp: '127.0.0.1' }, aesPassphrase) });
    const straight = await timed(() =>
      fetch(`${sandboxUrl}${WIRE_PATHS.login}`, { method: 'POST', headers: { 'content-type': 'application/json', [WIRE_HEADERS.tenant]: tenantId }, body }),
    );
    const envelope = decryptJson(JSON.parse(straight.text), aesPassphrase);
    if (envelope.code !== NOT_REGISTERED) throw new Error(`the sandbox answered ${envelope.code} to a wrong login`);

    if (i >= warmUp) {
      portal.push(viaPortal.ms);
      direct.push(straight.ms);
    }
  }
  return { calls, portal: summarize(portal), direct: summarize(direct), difference: summarize(differences(portal, direct)) };
}
