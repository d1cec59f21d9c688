import type { FieldErrors } from 'react-hook-form';
import type { CvFormValues } from '@/lib/validation/cv';

/** A field to fix before the PDF: its dotted path ('experience.1.end') and its message (a key or pt-BR text). */
export type CvIssue = { path: string; message: string };

/** Every error of the form, in the form's order, as path and message. */
export function issuesOf(errors: FieldErrors<CvFormValues>): CvIssue[] {
  const issues: CvIssue[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const { message, type } = node as { message?: unknown; type?: unknown };
    if (typeof message === 'string' && typeof type === 'string') {
      issues.push({ path: path.join('.'), message });
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'root') walk(child, [...path, key]);
  };
  walk(errors, []);
  return issues;
}
