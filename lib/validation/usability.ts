import { z } from '@/lib/validation/z';
import { USABILITY_BATCH_MAX, USABILITY_DEVICES, USABILITY_PIXELS_MAX, USABILITY_TEXT_MAX } from './usability-limits';

/**
 * The usability log entries the browser sends to POST /api/usability (SPEC §3). The handler adds
 * idUsuario, direccionIp and ciudadLocalizacion, which the browser never sends (unknown keys are dropped).
 */

const text = (field: keyof typeof USABILITY_TEXT_MAX) => z.string().max(USABILITY_TEXT_MAX[field]);
const pixels = z.number().min(0).max(USABILITY_PIXELS_MAX);

export const usabilityEntrySchema = z.object({
  fechaLocal: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
  horaLocal: z.string().regex(/^\d{2}:\d{2}$/),
  pagina: text('pagina'),
  control: text('control'),
  extra: text('extra'),
  resultado: text('resultado'),
  identificador: text('identificador'),
  device: z.enum(USABILITY_DEVICES),
  browser: text('browser'),
  url: text('url'),
  // Clicks only: the mouse position, the window size and the clicked element.
  posicionX: pixels.optional(),
  posicionY: pixels.optional(),
  anchoVentana: pixels.optional(),
  altoVentana: pixels.optional(),
  elemento: text('elemento').optional(),
});

export const usabilityBatchSchema = z.object({ listData: z.array(usabilityEntrySchema).min(1).max(USABILITY_BATCH_MAX) });

export type UsabilityEntry = z.infer<typeof usabilityEntrySchema>;
export type UsabilityBatch = z.infer<typeof usabilityBatchSchema>;
