/**
 * The route of a request as its file names it (`/api/logo/[id]/png`), for logs: each dynamic
 * segment's value replaced by its name, so no id, CPF or code of the path reaches a log line.
 * Catch-all values (joined with '/') become `[...name]`.
 */
export function routePattern(pathname: string, params: Readonly<Record<string, string>>): string {
  let segments = pathname.split('/');
  for (const [name, value] of Object.entries(params)) {
    const parts = value.split('/');
    const at = segments.findIndex((_, index) => parts.every((part, offset) => decode(segments[index + offset]) === part));
    if (at > 0 && value !== '') segments = [...segments.slice(0, at), parts.length > 1 ? `[...${name}]` : `[${name}]`, ...segments.slice(at + parts.length)];
  }
  return segments.join('/');
}

function decode(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
