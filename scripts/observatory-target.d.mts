/** Resolves to null when the portal answers at `target`, else to a sentence saying what was found instead. */
export function portalProblem(target: URL, options?: { timeoutMs?: number }): Promise<string | null>;
