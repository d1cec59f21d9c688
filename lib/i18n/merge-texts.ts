/** Texts by namespace, as a text provider takes them. */
export type Texts = { [namespace: string]: unknown };

/** A group of keys; a message is a string, or an array once precompiled (next-intl's icu-minify). */
const isGroup = (value: unknown): value is Texts => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A parent's texts with a segment's added (a namespace or group given in part by both gets the keys of both). */
export function mergeTexts(parent: Texts, added: Texts): Texts {
  const merged: Texts = { ...parent };
  for (const [key, value] of Object.entries(added)) {
    const before = merged[key];
    merged[key] = isGroup(before) && isGroup(value) ? mergeTexts(before, value) : value;
  }
  return merged;
}
