import { expect, test, type APIRequestContext } from '@playwright/test';
import { Redis } from 'ioredis';
import { redisUrl, sandboxUrl } from './servers';

/** The sandbox insurer started by playwright.config.ts (scripts/start.mjs), on its developer endpoints. */
const devEndpoints = () => `${sandboxUrl(test.info().parallelIndex)}/__sandbox`;

export type OutboxMessage = { to: string; subject: string; body: string; code: string; sentAt: string };

/** sandbox/README.md, Faults: a fault on the insurer calls whose path starts with `path`. */
export type SandboxFault = {
  path: string;
  latencyMs?: number;
  status?: number;
  body?: 'garbage' | 'truncated-cipher' | 'empty' | 'html';
  times?: number;
};

/**
 * A fresh world for the test: restores the demo customers and clears the sandbox's mail, attempts
 * and faults, and empties this worker's Redis database, where its portal keeps its limits.
 */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${devEndpoints()}/reset`);
  expect(response.ok(), 'sandbox reset').toBe(true);
  await resetLimits();
}

let redis: Redis | undefined;

/** Empties this worker's Redis database (the portal's limits). */
export async function resetLimits(): Promise<void> {
  redis ??= new Redis(redisUrl(test.info().parallelIndex), { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.flushdb();
}

/** The mail sent to a CPF, newest first. */
export async function readOutbox(request: APIRequestContext, cpf: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${devEndpoints()}/outbox/${cpf.replace(/\D/g, '')}`);
  expect(response.ok(), 'sandbox outbox').toBe(true);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages;
}

/** The newest verification code e-mailed to a CPF (waits for the mail). */
export async function latestCode(request: APIRequestContext, cpf: string): Promise<string> {
  let code = '';
  await expect(async () => {
    code = (await readOutbox(request, cpf))[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 5_000 });
  return code;
}

export async function setFault(request: APIRequestContext, fault: SandboxFault): Promise<void> {
  const response = await request.post(`${devEndpoints()}/faults`, { data: fault });
  expect(response.ok(), 'sandbox fault').toBe(true);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  const response = await request.delete(`${devEndpoints()}/faults`);
  expect(response.ok(), 'sandbox faults cleared').toBe(true);
}

/** A contact message as the sandbox stored it (sendRequest: anonymous, sendUserRequest: authenticated). */
export type StoredContactMessage = {
  channel: 'anonymous' | 'authenticated';
  identification: string;
  fullname: string;
  email: string;
  subject: string;
  message: string;
  /** The support code of the error the customer came from, when the form sent it. */
  supportCode?: string;
  receivedAt: string;
};

/** The contact messages the insurer received, newest first. */
export async function readMessages(request: APIRequestContext): Promise<StoredContactMessage[]> {
  const response = await request.get(`${devEndpoints()}/messages`);
  expect(response.ok(), 'sandbox messages').toBe(true);
  const { messages } = (await response.json()) as { messages: StoredContactMessage[] };
  return messages;
}

/** A usability log entry as saveLogUser stored it, with its user-id header. */
export type StoredUsabilityEntry = { userId: string; entry: Record<string, unknown>; receivedAt: string };

/** The usability entries the insurer received, newest first. */
export async function readUsability(request: APIRequestContext): Promise<StoredUsabilityEntry[]> {
  const response = await request.get(`${devEndpoints()}/usability`);
  expect(response.ok(), 'sandbox usability').toBe(true);
  const { entries } = (await response.json()) as { entries: StoredUsabilityEntry[] };
  return entries;
}

/** A survey as saveAnswerSurvey stored it: the answers (schedulingId, questionSurveyId, score, observation) or a skip. */
export type StoredSurvey = {
  identification: string;
  service: string;
  skipped: boolean;
  testAnswers: { schedulingId: number; questionSurveyId: number; score: number; observation: string }[];
  receivedAt: string;
};

/** The surveys the insurer received, newest first. */
export async function readSurveys(request: APIRequestContext): Promise<StoredSurvey[]> {
  const response = await request.get(`${devEndpoints()}/surveys`);
  expect(response.ok(), 'sandbox surveys').toBe(true);
  const { answers } = (await response.json()) as { answers: StoredSurvey[] };
  return answers;
}

/** A course enrolment as the partner recorded it (docs/sandbox.md, online courses). */
export type StoredCourseEnrolment = { identification: string; courseId: string; name: string; program: string; enrolledAt: string };

/** Every course enrolment the partner holds, newest first. */
export async function readCourseEnrolments(request: APIRequestContext): Promise<StoredCourseEnrolment[]> {
  const response = await request.get(`${devEndpoints()}/courses/enrollments`);
  expect(response.ok(), 'sandbox course enrolments').toBe(true);
  const { enrollments } = (await response.json()) as { enrollments: StoredCourseEnrolment[] };
  return enrollments;
}

/** CV builder: the CV the partner stores for a CPF (`curriculum` null when none), with its revision. */
export type StoredCv = { curriculum: Record<string, unknown> | null; revision: number; updatedAt: string | null };

export async function readCv(request: APIRequestContext, cpf: string): Promise<StoredCv> {
  const response = await request.get(`${devEndpoints()}/cv/${cpf.replace(/\D/g, '')}`);
  expect(response.ok(), 'sandbox cv').toBe(true);
  return (await response.json()) as StoredCv;
}
