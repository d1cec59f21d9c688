import { fileReply } from '@/lib/bff/replies';
import { spendAttempt } from '@/lib/limits/attempts';
import { log } from '@/lib/ops/log';
import { drawLogo } from '@/lib/logo/draw';
import { logoDownloadHandler } from '@/lib/logo/download';
import { renderPng } from '@/lib/logo/png';
import { logoSlug } from '@/lib/logo/slug';

/**
 * GET logoDownload(id, 'png') → the saved logo as a 1024 × 1024 PNG with a transparent background,
 * `<slug>.png`. Rasterising costs CPU: 20 a minute per customer (429 after). The time it took is
 * logged and sent as Server-Timing.
 */
export const GET = logoDownloadHandler(async ({ design }, session) => {
  const refused = await spendAttempt(['logoPng', session.identification]);
  if (refused) return refused;
  const { png, ms } = renderPng(drawLogo(design).svg);
  log.info({ event: 'logo.png', ms: Math.round(ms), bytes: png.byteLength });
  const reply = fileReply(new Uint8Array(png), 'image/png', `${logoSlug(design.name)}.png`);
  return { ...reply, headers: { ...reply.headers, 'server-timing': `render;dur=${ms.toFixed(1)}` } };
});
