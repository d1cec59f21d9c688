/** "Meus dados e privacidade": the BFF paths and what they answer (errors: ApiError, lib/bff/protocol.ts). */
export const API = {
  /** GET ?analytics=granted|denied|unset[&analyticsAt=ISO] → the export file (ExportFile), as an attachment. */
  export: '/api/privacy/export',
  /** POST RightsRequestBody (lib/validation/privacy.ts) → 200 RightsRequestResult. */
  request: '/api/privacy/request',
} as const;

/** The rights of LGPD art. 18 the form asks for (art. 18 III, IV, VII, V, IX), in the form's order. */
export const PRIVACY_RIGHTS = ['correcao', 'anonimizacao', 'compartilhamento', 'portabilidade', 'revogacao'] as const;

/** The longest description accepted, by the form and by the handler (lib/validation/privacy.ts). */
export const DETAILS_MAX = 1000;

/** The protocol number the insurer gave the rights request ('LGPD-2026-000123'). */
export type RightsRequestResult = { protocol: string };

/** The insurer's answer comes within this many days (LGPD art. 19 II). */
export const ANSWER_DAYS = 15;

/** One part of the export: what it is, in the customer's words, and what it holds. */
export type ExportPart = {
  /** 'Seus agendamentos com especialistas': the name of her data, not the call it was read with. */
  description: string;
  data: unknown;
};

/** A kind of data the insurer holds but has no read call for: how to ask for it. */
export type RequestOnlyPart = { description: string; howToAsk: string };

/** The file "Baixar meus dados" saves. */
export type ExportFile = {
  title: string;
  /** The time of the export, Brazil time (ISO 8601 with -03:00). */
  exportedAt: string;
  /** The controller and the encarregado (DPO). */
  controller: { name: string; dpo: { name: string; email: string } };
  parts: Record<ExportPartName, ExportPart>;
  notReadable: RequestOnlyPart[];
};

export const EXPORT_PARTS = ['profile', 'ecosystems', 'appointments', 'curriculum', 'logoDesigns', 'courseEnrolments', 'consent'] as const;
export type ExportPartName = (typeof EXPORT_PARTS)[number];

/** The file's name, from the export's Brazil day: 'meus-dados-portal-beneficios-2026-11-26.json'. */
export const exportFileName = (exportedAt: string) => `meus-dados-portal-beneficios-${exportedAt.slice(0, 10)}.json`;
