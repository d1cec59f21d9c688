import { API } from '@/lib/logo/contract';
import type { LogoDesign } from '@/lib/logo/catalog';
import { designQuery } from '@/lib/logo/design-query';

/** The address of a design's drawing (GET API.logoPreview): the server draws, the browser shows it as an image. */
export const previewSrc = (design: LogoDesign) => `${API.logoPreview}?${designQuery(design)}`;
