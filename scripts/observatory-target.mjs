// Is the portal what answers at the observatory's target? The scan scores whatever answers there,
// so without this check a stopped portal (or another app on the port) got a grade as if it were
// ours. The portal is recognised by its liveness answer (GET /api/health →
// {"status":"ok"}) and by its home page (pt-BR, the site's name).

const SITE_NAME = 'Portal de Benefícios';

/** Resolves to null when the portal answers at `target`, else to a sentence saying what was found instead. */
export async function portalProblem(target, { timeoutMs = 5_000 } = {}) {
  const get = (path) => fetch(new URL(path, target), { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  let health;
  try {
    health = await get('/api/health');
  } catch (error) {
    const cause = error?.cause?.code ?? error?.name ?? 'no answer';
    return `nothing answers at ${target.origin} (${cause})`;
  }
  const body = await health.text();
  let status;
  try {
    status = JSON.parse(body)?.status;
  } catch {
    status = undefined;
  }
  if (health.status !== 200 || status !== 'ok') return `${target.origin} answers, but not as the portal: GET /api/health gave ${health.status} instead of 200 {"status":"ok"}`;
  const home = await get('/').catch(() => null);
  const html = home ? await home.text() : '';
  if (!home || home.status !== 200 || !html.includes('lang="pt-BR"') || !html.includes(SITE_NAME)) {
    return `${target.origin} answers /api/health, but its home page is not the portal's (${home ? `status ${home.status}` : 'no answer'})`;
  }
  return null;
}
