import type { OccupationGroup } from '@/lib/salary/occupation-search';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * The no-JavaScript select's options as one HTML string (the select sets it as its inner HTML):
 * about 270 occupations as React elements were the biggest part of the comparator's server render
 * and a third of its HTML. The markup is HTML's shortest valid form: `</option>` and `</optgroup>`
 * are implied by the next tag, and an id (digits) needs no quotes. The chosen one is marked
 * `selected`, as React does for a select's value.
 */
export function occupationOptionsHtml(placeholder: string, groups: readonly OccupationGroup[], value: string): string {
  const option = (id: string, text: string) =>
    `<option value=${/^[\w-]+$/.test(id) ? id : `"${escapeAttribute(id)}"`}${id === value ? ' selected' : ''}>${escapeText(text)}`;
  let html = option('', placeholder);
  for (const { category, options } of groups) {
    html += `<optgroup label="${escapeAttribute(category)}">`;
    for (const { id, description } of options) html += option(id, description);
  }
  return html;
}
