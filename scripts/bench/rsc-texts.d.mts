/** See rsc-texts.mjs. */
export type FlightRow = { id: string; tag: string; text: string };
export type ClientProvider = { bytes: number; namespaces: string[]; shared: number };
export function rscPayload(html: string): Buffer;
export function flightRows(payload: Buffer): FlightRow[];
export function clientTexts(html: string): { payloadBytes: number; providers: ClientProvider[]; bytes: number };
