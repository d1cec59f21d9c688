/** Texts by namespace, as a text provider takes them. */
export type Texts = { [namespace: string]: unknown };

/** A parent's texts with a segment's added (a namespace given in part by both gets the keys of both). */
export function mergeTexts(parent: Texts, added: Texts): Texts {
  const merged: Texts = { ...parent };
  for (const [namespace, value] of Object.entries(added)) {
    const before = merged[namespace];
    merged[namespace] = before && typeof before === 'object' ? { ...before, ...(value as object) } : value;
  }
  return merged;
}
