import { supportCodeOf } from '@/lib/ops/support-code';
import { SupportCode } from './SupportCode';

/**
 * The support code of a failed server render, made from its digest as the `page.error` log line's
 * (lib/ops/page-error.ts). app/error.tsx loads it only when it shows one, with its code.
 */
export function DigestSupportCode({ digest }: { digest: string }) {
  return <SupportCode code={supportCodeOf(digest)} />;
}
