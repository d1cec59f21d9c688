import 'server-only';
import { getProfile } from '@/lib/account/insurer';
import { getAppointments } from '@/lib/booking/insurer';
import { MESSAGES } from '@/lib/bff/messages';
import { getCourseEnrolments } from '@/lib/courses/insurer';
import { getCurriculum } from '@/lib/cv/insurer';
import { getEnv } from '@/lib/env';
import type { InsurerFailure, InsurerResult } from '@/lib/insurer/request';
import { listLogos } from '@/lib/logo/insurer';
import type { SessionData } from '@/lib/session/session-data';
import { brazilIso } from '@/lib/time/brazil-calendar';
import type { ConsentQuery } from '@/lib/validation/privacy';
import type { ExportFile, ExportPartName, RequestOnlyPart } from './contract';

/**
 * "Baixar meus dados" (LGPD art. 18 II and V, art. 19 §3): one JSON file of what the insurer and its
 * partners answer the portal for this customer, each part named as the customer knows it. Every part is
 * read first (in parallel, each call with the insurer's timeout); the file is only made when all
 * of them were read, so a failure never gives a partial file that looks complete.
 */

const T = MESSAGES.Privacy.export;

/** The insurer's reads, by part. */
const READS = {
  profile: (jwt: string) => getProfile(jwt),
  appointments: (jwt: string) => getAppointments({ jwt }),
  curriculum: (jwt: string) => getCurriculum(jwt),
  logoDesigns: (jwt: string) => listLogos(jwt),
  courseEnrolments: (jwt: string) => getCourseEnrolments(jwt),
} satisfies Partial<Record<ExportPartName, (jwt: string) => Promise<InsurerResult<unknown>>>>;

type ReadPart = keyof typeof READS;
const READ_PARTS = Object.keys(READS) as ReadPart[];

/** What the insurer holds and the portal cannot read: how to ask for it (the rights request of the same page). */
const NOT_READABLE: RequestOnlyPart[] = Object.values(T.notReadable).map((description) => ({ description, howToAsk: T.howToAsk }));

export type ExportRead = { kind: 'ok'; file: ExportFile } | { kind: 'failed'; failure: InsurerFailure };

/** Reads every part for the session's customer (its JWT only: no other customer's data can come in) and makes the file. */
export async function readExport(session: SessionData, consent: ConsentQuery, now = new Date()): Promise<ExportRead> {
  const results = await Promise.all(READ_PARTS.map((part) => READS[part](session.jwt)));
  const failed = results.find((result): result is InsurerFailure => result.kind !== 'ok');
  if (failed) return { kind: 'failed', failure: failed };
  const read = Object.fromEntries(
    READ_PARTS.map((part, index) => [part, { description: T.parts[part], data: (results[index] as { data: unknown }).data }]),
  ) as Record<ReadPart, ExportFile['parts'][ReadPart]>;
  const env = getEnv();
  const { listEcosystem, eco, isParcelamentoUser, isProtegido, lastsession } = session;
  const file: ExportFile = {
    title: T.title,
    exportedAt: brazilIso(now),
    controller: { name: T.controller, dpo: { name: env.DPO_NAME, email: env.DPO_EMAIL } },
    parts: {
      profile: read.profile,
      ecosystems: { description: T.parts.ecosystems, data: { listEcosystem, chosenEcosystem: eco, isParcelamentoUser, isProtegido, lastLogin: lastsession } },
      appointments: read.appointments,
      curriculum: read.curriculum,
      logoDesigns: read.logoDesigns,
      courseEnrolments: read.courseEnrolments,
      consent: { description: T.parts.consent, data: { analytics: consent.analytics, ...(consent.analyticsAt ? { analyticsAt: brazilIso(new Date(consent.analyticsAt)) } : {}) } },
    },
    notReadable: NOT_READABLE,
  };
  return { kind: 'ok', file };
}

const CHUNK = 16 * 1024;

/** The file as a stream of UTF-8 JSON (2-space indented), handed out in 16 kB chunks as the response is read. */
export function exportStream(file: ExportFile): ReadableStream<Uint8Array<ArrayBuffer>> {
  const bytes = new TextEncoder().encode(`${JSON.stringify(file, null, 2)}\n`);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      controller.enqueue(bytes.slice(offset, offset + CHUNK));
      offset += CHUNK;
      if (offset >= bytes.length) controller.close();
    },
  });
}
