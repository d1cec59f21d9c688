import { MESSAGES } from './messages';
import type { ApiError } from './protocol';
import { failure, type Reply } from './replies';

/**
 * The one way an insurer refusal (a business code) becomes the ApiError a page shows: each flow
 * declares a table code → Refusal (lib/<feature>/refusals.ts), and refusalFrom turns it into the
 * `refusal` that insurerFailure (lib/bff/replies.ts) applies. A code the table does not name gets
 * `otherwise`: by default a 400 with the insurer's own code and message.
 */
export type Refusal = {
  /** The HTTP status: 400 unless said (403 not among the customer's services, 404 gone, 409 conflict, 413 too large). */
  status?: RefusalStatus;
  /** The pt-BR text to show (MESSAGES…); none: the insurer's own message. */
  message?: string;
  /** ApiError.code the clients check: the insurer's code unless said; null: no code. */
  code?: string | null;
  /** The rule holds only when the insurer's message contains this text; else the code's next rule is tried. */
  messageIncludes?: string;
};

/** An insurer code → its refusal, or its refusals tried in order (the first that holds). */
export type RefusalTable = Readonly<Record<string, Refusal | readonly Refusal[]>>;

const ERROR_OF: Record<number, ApiError['error']> = { 400: 'business', 403: 'forbidden', 404: 'notFound', 409: 'business', 413: 'tooLarge' };
type RefusalStatus = 400 | 403 | 404 | 409 | 413;

/** The reply of one refusal rule to an insurer code and message. */
function refusalReply(rule: Refusal, code: string, insurerMessage: string): Reply {
  const status = rule.status ?? 400;
  const replyCode = rule.code === undefined ? code : rule.code;
  return failure(status, {
    error: ERROR_OF[status]!,
    ...(replyCode === null ? {} : { code: replyCode }),
    message: rule.message || insurerMessage || MESSAGES.Validation.invalidRequest,
  });
}

/** A flow's refusal table → the `refusal` of insurerFailure. */
export function refusalFrom(table: RefusalTable, otherwise: Refusal = {}): (code: string, message: string) => Reply {
  return (code, message) => {
    const rules: readonly Refusal[] = ([] as Refusal[]).concat(table[code] ?? []);
    const rule = rules.find((each) => each.messageIncludes === undefined || message.includes(each.messageIncludes)) ?? otherwise;
    return refusalReply(rule, code, message);
  };
}
