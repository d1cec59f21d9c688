/**
 * One fuzz input of a route handler: who sends it, the path segments, the query, the headers and
 * the body bytes. Most inputs are well-formed requests with bad or borderline fields, so they get
 * past the plumbing into validation, and some of them through it to the insurer.
 */
import fc from 'fast-check';
import { COOKIE } from '@/lib/session/config';
import { asQueryValue, fieldName, jsonText, leavesOf, obj, replaceAt, toNode, type JsonNode } from './json';
import { encodeComponent, type RouteFile, type RouteParams } from './routes';
import type { Learned, Shape } from './shape';
import { DANGEROUS_KEYS, anyJson, evilNode, hugeString, keyOf, plausibleFor, valueFor, weirdString } from './values';

export type Body = { readonly text: string } | { readonly bytes: readonly number[] } | null;

export type FuzzInput = {
  /** 0: a fresh anonymous browser; n: the property's n-th browser. */
  readonly who: number;
  /** Deployed behind a trusted proxy with a captcha provider (TRUST_PROXY=1, CAPTCHA_PROVIDER=turnstile), or not. */
  readonly proxied: boolean;
  readonly params: RouteParams;
  readonly query: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Body;
};

const ABSENT = Symbol('absent');

/** An object, array or leaf of the discovered shape, each field sometimes left out or made evil, sometimes with extra keys. */
export function shapedNode(shape: Shape, name: string, keys: fc.Arbitrary<string>): fc.Arbitrary<JsonNode> {
  if (shape.kind === 'leaf') return valueFor(name, keys);
  if (shape.kind === 'array') {
    return fc.oneof({ weight: 6, arbitrary: fc.array(shapedNode(shape.item, name, keys), { minLength: 1, maxLength: 4 }) }, { weight: 1, arbitrary: valueFor(name, keys) });
  }
  const fields = [...shape.fields].map(([key, child]) =>
    fc.oneof(
      { weight: 10, arbitrary: shapedNode(child, key, keys).map((value) => [key, value] as const) },
      { weight: 1, arbitrary: fc.constant(ABSENT) },
      { weight: 1, arbitrary: evilNode(keys).map((value) => [key, value] as const) },
    ),
  );
  const extras = fc.array(fc.tuple(keyOf([]), anyJson(keys)), { maxLength: 2 });
  return fc.tuple(fc.tuple(...fields), extras, fc.boolean()).map(([entries, extra, extraFirst]) => {
    const present = entries.filter((entry): entry is readonly [string, JsonNode] => entry !== ABSENT);
    return obj(...(extraFirst ? [...extra, ...present] : [...present, ...extra]));
  });
}

/** Every field present with a plausible value, most of them right: the inputs that get through validation to the insurer. */
export function plausibleNode(shape: Shape, name: string, learned: Learned): fc.Arbitrary<JsonNode> {
  if (shape.kind === 'leaf') return plausibleFor(name, learned);
  if (shape.kind === 'array') return fc.array(plausibleNode(shape.item, name, learned), { minLength: 1, maxLength: 3 });
  const fields = [...shape.fields].map(([key, child]) => plausibleNode(child, key, learned).map((value) => [key, value] as const));
  return fc.tuple(...fields).map((entries) => obj(...entries));
}

/** A document with one leaf replaced by another value of its field or an evil one, or dropped. */
export function mutated(document: fc.Arbitrary<JsonNode>, keys: fc.Arbitrary<string>): fc.Arbitrary<JsonNode> {
  return document.chain((node) => {
    const leaves = leavesOf(node);
    return fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...leaves).chain((path) => valueFor(fieldName(path), keys).map((value) => replaceAt(node, path, value))) },
      { weight: 1, arbitrary: fc.constantFrom(...leaves).map((path) => replaceAt(node, path, undefined)) },
      { weight: 2, arbitrary: fc.constantFrom(...leaves).chain((path) => evilNode(keys).map((value) => replaceAt(node, path, value))) },
    );
  });
}

/**
 * A body (or query) document: plausible, plausible but for one field, of the shape but wild, and,
 * for routes with known-valid bodies (seeds.ts), those as they are or with one field changed.
 */
export function documentArb(shape: Shape, seeds: readonly unknown[], keys: fc.Arbitrary<string>, learned: Learned): fc.Arbitrary<JsonNode> {
  const plausible = plausibleNode(shape, '', learned);
  const known = seeds.length > 0 ? fc.constantFrom(...seeds.map(toNode)) : null;
  return fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 3, arbitrary: mutated(plausible, keys) },
    { weight: 3, arbitrary: shapedNode(shape, '', keys) },
    ...(known ? [{ weight: 2, arbitrary: known }, { weight: 4, arbitrary: mutated(known, keys) }] : []),
  );
}

/** Byte sequences that are not UTF-8: stray continuation bytes, overlong forms, encoded surrogates, past U+10FFFF. */
const INVALID_UTF8 = [[0xff], [0xfe], [0x80], [0xc3, 0x28], [0xa0, 0xa1], [0xe2, 0x28, 0xa1], [0xe2, 0x82, 0x28], [0xf0, 0x28, 0x8c, 0xbc], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xc3]];

const bytesOf = (text: string) => [...new TextEncoder().encode(text)];

/** A body of raw bytes, shown in counterexamples as text with its non-ASCII bytes as \xNN. */
const bytesBody = (bytes: number[]): Body & fc.WithToStringMethod => ({
  bytes,
  [fc.toStringMethod]: () => `{"bytes":"${bytes.map((b) => (b >= 0x20 && b < 0x7f && b !== 0x5c ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`)).join('')}"}`,
});

/** A JSON body whose string values (or the whole text) carry bytes that are not UTF-8. */
function invalidUtf8Body(document: fc.Arbitrary<JsonNode>): fc.Arbitrary<Body> {
  const bad = fc.array(fc.constantFrom(...INVALID_UTF8), { minLength: 1, maxLength: 4 }).map((sequences) => sequences.flat());
  return fc.tuple(document, bad, fc.nat()).map(([node, bytes, at]) => {
    const text = jsonText(node);
    // Inside the first string value when there is one (so the JSON still parses), else anywhere.
    const quotes = [...text.matchAll(/":"/g)].map((match) => (match.index ?? 0) + 3);
    const cut = quotes.length > 0 ? quotes[at % quotes.length]! : at % (text.length + 1);
    return bytesBody([...bytesOf(text.slice(0, cut)), ...bytes, ...bytesOf(text.slice(cut))]);
  });
}

/** Text that is not a JSON document: truncated, form-encoded, XML, a BOM before it, UTF-16. */
function garbageBody(document: fc.Arbitrary<JsonNode>): fc.Arbitrary<Body> {
  return fc.oneof(
    fc.tuple(document, fc.nat()).map(([node, at]) => ({ text: jsonText(node).slice(0, at % (jsonText(node).length + 1)) })),
    document.map((node) => bytesBody([0xef, 0xbb, 0xbf, ...bytesOf(jsonText(node))])),
    document.map((node) => bytesBody([...Buffer.from(`\ufeff${jsonText(node)}`, 'utf16le')])),
    fc.constantFrom('document=52998224725&password=x', '<xml/>', 'null', 'undefined', '\u0000', ' '.repeat(100), '{"a":1}{"b":2}', '{"a":1,}', "{'a':1}").map((text) => ({ text })),
    weirdString.map((text) => ({ text })),
  );
}

/** A request body: a document of the handler's shape (most), any JSON type, evil, garbage, not UTF-8, or none. */
export function bodyArb(shape: Shape, seeds: readonly unknown[], keys: fc.Arbitrary<string>, learned: Learned): fc.Arbitrary<Body> {
  const document = documentArb(shape, seeds, keys, learned);
  return fc.oneof(
    { weight: 12, arbitrary: document.map((node) => ({ text: jsonText(node) })) },
    { weight: 2, arbitrary: anyJson(keys).map((node) => ({ text: jsonText(node) })) },
    { weight: 2, arbitrary: evilNode(keys).map((node) => ({ text: jsonText(node) })) },
    { weight: 1, arbitrary: invalidUtf8Body(document) },
    { weight: 1, arbitrary: garbageBody(document) },
    { weight: 1, arbitrary: fc.constantFrom<Body>(null, { text: '' }) },
  );
}

/** Query pieces that are not well-formed: broken escapes, repeated and bracketed keys, bare separators. */
const RAW_QUERY = ['%E0%A4%A', '%', '%%', '&&&', '=', '==x', 'a=1&a=2', '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '__proto__=x', '%00=%00', '+=+', 'x=%uD800'];

/** A query string: a document's fields (documentArb) as pairs, sometimes with dangerous keys and broken pieces after them. */
export function queryArb(shape: Shape, seeds: readonly unknown[], keys: fc.Arbitrary<string>, learned: Learned): fc.Arbitrary<string> {
  const pairs = documentArb(shape, seeds, keys, learned).map((node) =>
    typeof node === 'object' && node !== null && 'obj' in node ? node.obj.map(([key, value]) => [key, asQueryValue(value)] as const) : [['', asQueryValue(node)] as const],
  );
  return fc
    .tuple(pairs, fc.array(fc.tuple(keyOf(DANGEROUS_KEYS), fc.oneof(weirdString, hugeString)), { maxLength: 2 }), fc.array(fc.constantFrom(...RAW_QUERY), { maxLength: 2 }))
    .map(([fields, extra, broken]) => [...fields, ...extra].map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`).concat(broken).join('&'));
}

/** A dynamic path segment: a UUID, a number, dot segments, dangerous keys, any string, a huge one. */
const segmentValue = fc.oneof(
  { weight: 2, arbitrary: fc.uuid().map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('1', '0', '-1', '9007199254740993', '.', '..', '%2e%2e', '..%2F..%2Fetc', 'png', 'svg', 'tyc', 'PolicyPrivacy', 'a/b', ' ', '%00') },
  { weight: 2, arbitrary: fc.constantFrom(...DANGEROUS_KEYS) },
  { weight: 3, arbitrary: weirdString.filter((value) => value.length > 0) },
  { weight: 1, arbitrary: hugeString },
);

/** Every dynamic segment of the route filled (catch-all ones with 0–4 segments). */
export function paramsArb(route: RouteFile): fc.Arbitrary<RouteParams> {
  const entries = route.segments.flatMap((segment): fc.Arbitrary<readonly [string, string | string[]]>[] => {
    if (segment.kind === 'dynamic') return [segmentValue.map((value) => [segment.name, value] as const)];
    if (segment.kind === 'catchAll') return [fc.array(segmentValue, { minLength: segment.optional ? 0 : 1, maxLength: 4 }).map((values) => [segment.name, values] as const)];
    return [];
  });
  return fc.tuple(...entries).map((pairs): RouteParams => Object.fromEntries(pairs));
}

/** A header value a Node server could pass on (visible Latin-1 and tabs; no CR or LF). */
const headerValue = fc.string({ unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(0x09)).map((code) => String.fromCharCode(code)), maxLength: 60 });

export type Site = { url: string; ipUrl: string };

/** Who the request says it comes from: same origin (most), the 127.0.0.1 name, Sec-Fetch-Site only, nothing, a foreign site, garbage. */
export const originHeaders = (site: Site) =>
  fc.oneof(
    { weight: 30, arbitrary: fc.constant([['origin', site.url]] as [string, string][]) },
    { weight: 3, arbitrary: fc.constant([['origin', site.ipUrl], ['host', new URL(site.ipUrl).host]] as [string, string][]) },
    { weight: 1, arbitrary: fc.constant([['sec-fetch-site', 'same-origin']] as [string, string][]) },
    { weight: 1, arbitrary: fc.constant([] as [string, string][]) },
    { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', `${site.url}.evil.example`, site.url.toUpperCase(), `${site.url}/`, 'file://').map((origin) => [['origin', origin]] as [string, string][]) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('origin', 'host', 'sec-fetch-site', 'x-forwarded-host', 'x-forwarded-proto'), headerValue).map(([name, value]) => [['origin', site.url], [name, value]] as [string, string][]) },
  );

/** The body's declared type: JSON (most), with parameters and odd casing, other types, none, garbage. */
export const contentTypeHeaders = fc.oneof(
  { weight: 30, arbitrary: fc.constant([['content-type', 'application/json']] as [string, string][]) },
  { weight: 2, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'APPLICATION/JSON', ' application/json ; charset=latin1', 'application/json;;', 'application/json, text/plain').map((type) => [['content-type', type]] as [string, string][]) },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', 'application/json-patch+json', 'image/png', '').map((type) => [['content-type', type]] as [string, string][]) },
  { weight: 1, arbitrary: fc.constant([] as [string, string][]) },
  { weight: 1, arbitrary: headerValue.map((type) => [['content-type', type]] as [string, string][]) },
);

/**
 * One of the portal's own cookies with a forged value: a logged-in browser sends its real one first
 * (which is the one read), an anonymous one only this.
 */
const portalCookie = fc
  .tuple(fc.constantFrom(...Object.values(COOKIE)), fc.oneof(fc.constantFrom('', 'x', 'Fe26.2**', `Fe26.2*1*${'A'.repeat(40)}*${'B'.repeat(22)}*${'C'.repeat(64)}**${'D'.repeat(43)}*${'E'.repeat(43)}~2`, '%FF%FE', 'null'), headerValue))
  .map(([name, value]) => `${name}=${value}`);

/** Other headers a client controls: lengths that lie, forwarded addresses, captcha tokens, cities, extra cookies, odd languages. */
export const extraHeaders = fc.array(
  fc.oneof(
    fc.tuple(fc.constant('content-length'), fc.constantFrom('99999999999999999999', '1e309', '-1', 'abc', '0', '16385', '1.5')),
    fc.tuple(fc.constant('x-forwarded-for'), fc.oneof(fc.constantFrom('203.0.113.7', '::1', '2001:db8::1', '1.2.3.4, 5.6.7.8', 'unknown', '999.999.999.999', ''), headerValue)),
    fc.tuple(fc.constant('x-captcha-token'), fc.oneof(fc.array(fc.uuid(), { minLength: 1, maxLength: 3 }).map((tokens) => tokens.join(',')), fc.constantFrom('sandbox', 'a,b,c', ',,,', 'x'.repeat(5_000)), headerValue)),
    fc.tuple(fc.constant('x-vercel-ip-city'), fc.oneof(fc.constantFrom('S%C3%A3o%20Paulo', '%E0%A4%A', '%', '%FF'), headerValue)),
    fc.tuple(fc.constant('cookie'), fc.oneof(fc.constantFrom('x=1', 'a', '=', ';;', '__proto__=1', 'constructor=x', `big=${'x'.repeat(4_000)}`), headerValue, portalCookie)),
    fc.tuple(fc.constantFrom('accept-language', 'user-agent', 'accept', 'referer', 'x-requested-with'), headerValue),
  ),
  { maxLength: 3 },
);

export type InputOptions = { route: RouteFile; method: string; shape: Shape; learned: Learned; seeds: readonly unknown[]; keys: readonly string[]; browsers: number; site: Site };

/** One input of a handler. GET routes get a query and no body; the others a body (and sometimes a query). */
export function inputArb({ route, method, shape, learned, seeds, keys, browsers, site }: InputOptions): fc.Arbitrary<FuzzInput> {
  const keyArb = keyOf(keys);
  const isGet = method === 'GET';
  return fc.record({
    who: fc.integer({ min: 0, max: browsers }),
    proxied: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    params: paramsArb(route),
    query: isGet ? queryArb(shape, seeds, keyArb, learned) : fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryArb({ kind: 'leaf' }, [], keyArb, new Map()) }),
    headers: fc.tuple(originHeaders(site), isGet ? fc.constant([]) : contentTypeHeaders, extraHeaders).map(([origin, type, extra]) => [...origin, ...type, ...extra]),
    body: isGet ? fc.constant(null) : bodyArb(shape, seeds, keyArb, learned),
  });
}
