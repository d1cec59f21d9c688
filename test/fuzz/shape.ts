/**
 * What a handler expects, discovered by asking it: the 422 answer names each invalid field
 * (`fields: { 'design.name': … }`), so an empty body reveals the required fields, an object in each
 * of them reveals the nested ones, and an array of objects the items'. The fuzzer then writes
 * bodies of that shape (and of every other).
 */
import { obj, type JsonNode } from './json';

export type Shape = { kind: 'leaf' } | { kind: 'object'; fields: Map<string, Shape> } | { kind: 'array'; item: Shape };

const ROUNDS = 4;

/** Sends a body (POST…) or a flat query (GET); gives back the answer's `fields` keys when it is a 422 with fields. */
export type Probe = (body: JsonNode) => Promise<string[] | null>;

const emptyObject = (): Shape => ({ kind: 'object', fields: new Map() });

/** Adds a dotted field path (`answers.0.score`) to the shape; numeric parts are array items. */
function addPath(shape: Shape, parts: string[]): Shape {
  if (parts.length === 0) return shape;
  const [head, ...rest] = parts as [string, ...string[]];
  if (/^\d+$/.test(head)) {
    const array = shape.kind === 'array' ? shape : { kind: 'array' as const, item: { kind: 'leaf' as const } as Shape };
    return { kind: 'array', item: addPath(rest.length > 0 && array.item.kind === 'leaf' ? emptyObject() : array.item, rest) };
  }
  const object = shape.kind === 'object' ? shape : emptyObject();
  if (object.kind !== 'object') return shape;
  const child = object.fields.get(head) ?? { kind: 'leaf' };
  object.fields.set(head, addPath(rest.length > 0 && child.kind === 'leaf' ? (/^\d+$/.test(rest[0]!) ? { kind: 'array', item: { kind: 'leaf' } } : emptyObject()) : child, rest));
  return object;
}

/** The body that asks the next question: every unresolved leaf gets `{}` (round 1) or `[{}]` (round 2+). */
function questionBody(shape: Shape, round: number, tried: Set<string>, path: string[] = []): JsonNode {
  if (shape.kind === 'object') return obj(...[...shape.fields].map(([key, child]) => [key, questionBody(child, round, tried, [...path, key])] as const));
  if (shape.kind === 'array') return [questionBody(shape.item, round, tried, [...path, '0'])];
  const key = path.join('.');
  if (!tried.has(`${key}:{}`)) {
    tried.add(`${key}:{}`);
    return obj();
  }
  if (!tried.has(`${key}:[]`)) {
    tried.add(`${key}:[]`);
    return [obj()];
  }
  return null;
}

/** The shape of a handler's body (or query), from a few probes. Empty when it names no fields. */
export async function discoverShape(probe: Probe, { flat = false } = {}): Promise<Shape> {
  let shape: Shape = emptyObject();
  let body: JsonNode = obj();
  const tried = new Set<string>();
  for (let round = 0; round < (flat ? 1 : ROUNDS); round += 1) {
    const fields = await probe(body);
    if (!fields) break;
    for (const field of fields) shape = addPath(shape, field.split('.'));
    body = questionBody(shape, round, tried);
  }
  return shape;
}

/** Every field name of a shape (for the keys of generated objects). */
export function fieldNames(shape: Shape): string[] {
  if (shape.kind === 'object') return [...shape.fields].flatMap(([key, child]) => [key, ...fieldNames(child)]);
  if (shape.kind === 'array') return fieldNames(shape.item);
  return [];
}

/** Merges two shapes (a route that reads different bodies anonymous and logged in). */
export function mergeShapes(a: Shape, b: Shape): Shape {
  if (a.kind === 'object' && b.kind === 'object') {
    const fields = new Map(a.fields);
    for (const [key, child] of b.fields) fields.set(key, fields.has(key) ? mergeShapes(fields.get(key)!, child) : child);
    return { kind: 'object', fields };
  }
  if (a.kind === 'array' && b.kind === 'array') return { kind: 'array', item: mergeShapes(a.item, b.item) };
  return a.kind === 'leaf' ? b : a;
}
