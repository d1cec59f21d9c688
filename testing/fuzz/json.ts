/**
 * JSON documents as the fuzzer writes them: unlike JSON.stringify, they may hold number tokens
 * JavaScript cannot (1e309, -0, 2^64), duplicate keys, and `__proto__` as an ordinary key.
 */
export type JsonNode = null | boolean | number | string | JsonNode[] | { readonly obj: readonly (readonly [string, JsonNode])[] } | { readonly raw: string };

/** An object node from its entries (in order; a key may repeat). */
export const obj = (...entries: (readonly [string, JsonNode])[]): JsonNode => ({ obj: entries });

/** A token written as it is (a number JavaScript cannot hold, or deliberately invalid JSON). */
export const raw = (text: string): JsonNode => ({ raw: text });

const isObj = (node: JsonNode): node is { obj: readonly (readonly [string, JsonNode])[] } => typeof node === 'object' && node !== null && 'obj' in node;
const isRaw = (node: JsonNode): node is { raw: string } => typeof node === 'object' && node !== null && 'raw' in node;

/** The document's text. Lone surrogates in strings come out escaped (\ud800), as JSON.stringify writes them. */
export function jsonText(node: JsonNode): string {
  if (node === null || typeof node === 'boolean' || typeof node === 'number' || typeof node === 'string') return JSON.stringify(node);
  if (Array.isArray(node)) return `[${node.map(jsonText).join(',')}]`;
  if (isRaw(node)) return node.raw;
  if (isObj(node)) return `{${node.obj.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')}}`;
  throw new Error('not a JSON node');
}

/** A plain value (a seed body written in the test) as a node. */
export function toNode(value: unknown): JsonNode {
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(toNode);
  if (typeof value === 'object') return obj(...Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, toNode(item)] as const));
  throw new Error(`not JSON: ${typeof value}`);
}

/** A scalar node as a query-string value: strings as they are, anything else as its JSON text. */
export const asQueryValue = (node: JsonNode): string => (typeof node === 'string' ? node : jsonText(node));

/** The leaves of a node, with their paths of keys and indices. */
export function leavesOf(node: JsonNode, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(node)) return node.length === 0 ? [path] : node.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (isObj(node)) return node.obj.length === 0 ? [path] : node.obj.flatMap(([key, value]) => leavesOf(value, [...path, key]));
  return [path];
}

/**
 * The node with the value at `path` replaced by `value` (or removed with `undefined`: a key is
 * dropped, an array item taken out).
 */
export function replaceAt(node: JsonNode, path: readonly (string | number)[], value: JsonNode | undefined): JsonNode {
  if (path.length === 0) return value ?? null;
  const [head, ...rest] = path;
  if (Array.isArray(node) && typeof head === 'number') {
    return node.flatMap((item, index) => (index !== head ? [item] : rest.length === 0 && value === undefined ? [] : [replaceAt(item, rest, value)]));
  }
  if (isObj(node) && typeof head === 'string') {
    return {
      obj: node.obj.flatMap(([key, item]) => (key !== head ? [[key, item] as const] : rest.length === 0 && value === undefined ? [] : [[key, replaceAt(item, rest, value)] as const])),
    };
  }
  return node;
}

/** The last key name on a path (what the value generators look at), '' for the root or an array item of the root. */
export const fieldName = (path: readonly (string | number)[]): string => [...path].reverse().find((part): part is string => typeof part === 'string') ?? '';
