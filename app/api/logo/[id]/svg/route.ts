import { drawLogo } from '@/lib/logo/draw';
import { logoDownloadHandler } from '@/lib/logo/download';
import { svgReply } from '@/lib/logo/replies';
import { logoSlug } from '@/lib/logo/slug';

/** GET logoDownload(id, 'svg') → the saved logo as an SVG file, `<slug>.svg`. */
export const GET = logoDownloadHandler(async ({ design }) => svgReply(drawLogo(design).svg, `${logoSlug(design.name)}.svg`));
