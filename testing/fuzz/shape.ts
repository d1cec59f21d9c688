/**
 * What a handler expects, discovered by asking it: the 422 answer names each invalid field
 * (`fields: { 'design.name': … }`), so an empty body reveals the required fields, an object in each
 * of them reveals the nested ones, and an array of objects the items'. Then candidate values in
 * each field tell which ones it accepts (an enumeration's members among them). The fuzzer writes
 * bodies of that shape with those values (and bodies of every other kind).
 */
import { obj, type JsonNode } from './json';

export type Shape = { kind: 'leaf' } | { kind: 'object'; fields: Map<string, Shape> } | { kind: 'array'; item: Shape };

const ROUNDS = 4;

/** Sends a body (POST…) or a flat query (GET); gives back the invalid fields the 422 names (none when the body passed). */
export type Probe = (body: JsonNode) => Promise<string[]>;

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
    if (fields.length === 0) break;
    for (const field of fields) shape = addPath(shape, field.split('.'));
    body = questionBody(shape, round, tried);
  }
  return shape;
}

type Leaf = { key: string; name: string };

/** The leaves of a shape: their dotted paths (`answers.0.score`, as the 422 names them) and field names. */
function leavesOf(shape: Shape, path: string[] = [], name = ''): Leaf[] {
  if (shape.kind === 'object') return [...shape.fields].flatMap(([key, child]) => leavesOf(child, [...path, key], key));
  if (shape.kind === 'array') return leavesOf(shape.item, [...path, '0'], name);
  return [{ key: path.join('.'), name }];
}

/** A document of the shape (arrays of one item) with `valueAt(leaf key)` in each leaf. */
function fill(shape: Shape, valueAt: (key: string) => JsonNode, path: string[] = []): JsonNode {
  if (shape.kind === 'object') return obj(...[...shape.fields].map(([key, child]) => [key, fill(child, valueAt, [...path, key])] as const));
  if (shape.kind === 'array') return [fill(shape.item, valueAt, [...path, '0'])];
  return valueAt(path.join('.'));
}

/** What each field name was seen to accept. */
export type Learned = ReadonlyMap<string, readonly JsonNode[]>;

/**
 * The values each leaf accepts among its candidates (`candidatesFor(field name)`), all leaves asked
 * at once, one candidate each per probe. A body that passes validation may reach the insurer: probe
 * with an anonymous browser, in a sandbox reset before the test.
 */
export async function learnValues(shape: Shape, probe: Probe, candidatesFor: (name: string) => readonly JsonNode[]): Promise<Learned> {
  const leaves = leavesOf(shape).filter((leaf) => leaf.key !== '');
  const pools = new Map(leaves.map((leaf) => [leaf.key, candidatesFor(leaf.name)]));
  const learned = new Map<string, JsonNode[]>();
  const rounds = Math.max(0, ...[...pools.values()].map((pool) => pool.length));
  for (let round = 0; round < rounds; round += 1) {
    const pick = (key: string) => {
      const pool = pools.get(key) ?? [];
      return pool.length > 0 ? pool[round % pool.length]! : null;
    };
    const invalid = new Set(await probe(fill(shape, pick)));
    for (const leaf of leaves) {
      const value = pick(leaf.key);
      if ((pools.get(leaf.key) ?? []).length === 0 || invalid.has(leaf.key)) continue;
      const known = learned.get(leaf.name) ?? [];
      if (!known.some((seen) => JSON.stringify(seen) === JSON.stringify(value))) learned.set(leaf.name, [...known, value]);
    }
  }
  return learned;
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
