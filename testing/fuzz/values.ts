/**
 * The fuzzer's values: bad ones of every kind (wrong types, huge strings, invalid numbers, CPFs
 * with wrong check digits, dates out of range, prototype-pollution keys) and plausible ones chosen
 * by a field's name, so part of the inputs pass validation and reach the insurer.
 */
import fc from 'fast-check';
import { SERVICE_IDS, SERVICES } from '@/lib/config/benefit-services';
import { addDayKeys, brazilInstant, dayKey } from '@/lib/time/brazil';
import { DEMO_PASSWORD, NEW_PASSWORD } from '@/testing/bff-harness';
import { obj, raw, type JsonNode } from './json';
import type { Learned } from './shape';

export const HUGE_LENGTH = 10_000;
export const DEEP_LEVELS = 200;
/** What a pollution payload would set on Object.prototype. */
export const POLLUTION_MARKER = 'polluted';

/** Keys that reach an object's prototype when copied carelessly, or shadow what code calls. */
export const DANGEROUS_KEYS = ['__proto__', 'constructor', 'prototype', POLLUTION_MARKER, 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'then', 'toJSON'] as const;

const WEIRD_STRINGS = [
  '', ' ', '\t\r\n', '\u0000', '\u0000abc', '\u202E', '\uFEFF', '\u2028', '\uD800', '\uDFFF', 'a\uD83D', '\uFFFF',
  'null', 'undefined', 'NaN', 'Infinity', '-Infinity', '-0', '1e309', '0x1F', '1_000', '1,5', ' 42 ', 'true', '[]', '{}', '[object Object]',
  '__proto__', 'constructor', 'prototype', '<script>alert(1)</script>', "' OR '1'='1", '../../../etc/passwd', '..%2F..%2F', '%00', '%', '%E0%A4%A',
  '\r\nSet-Cookie: x=1', 'ÿ', 'Ω', '𝟘𝟙𝟚', '👩‍👩‍👧‍👦', '🇧🇷', 'a\u0301', 'İı', 'ß', '${7*7}', '{{7*7}}', '\\', '"', "'", '`',
];

/** 10,000-character strings (and around it): ASCII, digits, two-byte and four-byte characters, escapes, a lone surrogate. */
export const hugeString = fc
  .tuple(fc.constantFrom('a', '9', 'é', '😀', ' ', '\\', '"', '\u0000', '<', '\uD800'), fc.integer({ min: HUGE_LENGTH / 2, max: HUGE_LENGTH + 2_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/**
 * Any code point, lone surrogates included, most of them ASCII or Latin. (fast-check's own 'binary'
 * and 'grapheme' units build a reverse table of a million code points the first time they shrink.)
 */
const codePoint = fc
  .oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 0x1f }) },
    { weight: 2, arbitrary: fc.integer({ min: 0x80, max: 0x24f }) },
    { weight: 2, arbitrary: fc.integer({ min: 0x250, max: 0xffff }) },
    { weight: 1, arbitrary: fc.integer({ min: 0x10000, max: 0x10ffff }) },
  )
  .map((code) => String.fromCodePoint(code));

export const anyString = (maxLength: number) => fc.string({ unit: codePoint, maxLength });

export const weirdString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...WEIRD_STRINGS) },
  { weight: 4, arbitrary: anyString(40) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...DANGEROUS_KEYS) },
  { weight: 1, arbitrary: hugeString },
);

/** Numbers JSON can write but JavaScript cannot hold exactly, and tokens JSON does not allow. */
const NUMBER_TOKENS = ['1e309', '-1e309', '-0', '0', '-1', '0.5', '1e-400', '9007199254740993', '123456789012345678901234567890', '1E+2', '-9223372036854775808'];
const INVALID_TOKENS = ['NaN', 'Infinity', '-Infinity', '01', '.5', '+1', '0x10', '1_000', 'undefined', "'x'", '{', ']'];

export const numberNode: fc.Arbitrary<JsonNode> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMBER_TOKENS).map(raw) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n) => raw(String(n))) },
  { weight: 1, arbitrary: fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e309', '-0', '0x10', '1,5', '١٢٣') },
);

/** A token that breaks the document (422 expected). */
export const invalidToken = fc.constantFrom(...INVALID_TOKENS).map(raw);

/** The two check digits of a CPF's first nine digits. */
export function cpfCheckDigits(nine: string): string {
  const digit = (digits: string) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (digits.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(nine);
  return `${first}${digit(`${nine}${first}`)}`;
}

const maskCpf = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;

/** The sandbox's demo customers (README), registered or not, blocked, with no policy… */
export const DEMO_CPFS = ['529.982.247-25', '111.444.777-35', '390.533.447-05', '123.456.789-09', '987.654.321-00', '246.813.579-28', '135.792.468-28', '314.159.265-90', '271.828.182-05', '161.803.398-05', '141.421.356-51'];

const nineDigits = fc.stringMatching(/^\d{9}$/);
const validCpf = nineDigits.map((nine) => `${nine}${cpfCheckDigits(nine)}`);
/** A CPF whose check digits are wrong (one of the two shifted by 1–9). */
export const wrongCheckDigitCpf = fc.tuple(validCpf, fc.integer({ min: 9, max: 10 }), fc.integer({ min: 1, max: 9 })).map(([cpf, at, shift]) => {
  const digits = [...cpf];
  digits[at] = String((Number(digits[at]) + shift) % 10);
  return digits.join('');
});

const masked = (cpf: fc.Arbitrary<string>) => fc.tuple(cpf, fc.boolean()).map(([digits, mask]) => (mask ? maskCpf(digits) : digits));

/** CPFs the sandbox knows (registered or not) and others with right check digits, masked or not. */
const goodCpf = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...DEMO_CPFS) }, { weight: 1, arbitrary: masked(validCpf) });
/** CPFs with wrong check digits, repeated digits, too few or too many, letters, full-width digits. */
const badCpf = fc.oneof(
  { weight: 3, arbitrary: masked(wrongCheckDigitCpf) },
  { weight: 1, arbitrary: fc.constantFrom('000.000.000-00', '111.111.111-11', '99999999999', '5299822472', '529982247250', 'abc.def.ghi-jk', '529 982 247 25', '529.982.247-25\u0000', '５２９９８２２４７２５') },
);
export const cpfString = fc.oneof(goodCpf, badCpf);

const pad = (n: number, width: number) => (n < 0 ? `-${String(-n).padStart(width, '0')}` : String(n).padStart(width, '0'));
const today = dayKey(new Date());
const halfHour = (half: number) => `${pad(Math.floor(half / 2), 2)}:${half % 2 === 0 ? '00' : '30'}`;

/** Real days around today (a booking's or a search's range) in the two formats the portal uses, and instants on a half-hour grid (a slot) as ISO strings. */
const goodDate = fc.oneof(
  fc.integer({ min: -400, max: 400 }).map((days) => addDayKeys(today, days)),
  fc.integer({ min: -400, max: 400 }).map((days) => addDayKeys(today, days).split('-').reverse().join('/')),
  fc.record({ days: fc.integer({ min: -3, max: 40 }), half: fc.integer({ min: 0, max: 47 }) }).map(({ days, half }) => brazilInstant(addDayKeys(today, days), halfHour(half)).toISOString()),
);
/** Impossible or out-of-range dates. */
const badDate = fc.oneof(
  fc.constantFrom('0000-00-00', '9999-12-31', '2026-02-30', '2026-13-01', '2026-00-10', '2026-12-32', '1900-01-01', '1969-12-31', '+275760-09-13', '-000001-01-01', '2026-1-1', '31/02/2026', '00/00/0000', '99/99/9999', '2026-02-30T25:61:00Z', 'Invalid Date'),
  fc.record({ y: fc.integer({ min: -1, max: 10_000 }), m: fc.integer({ min: 0, max: 13 }), d: fc.integer({ min: 0, max: 32 }) }).map(({ y, m, d }) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
  fc.record({ y: fc.integer({ min: 0, max: 9999 }), m: fc.integer({ min: 0, max: 13 }), d: fc.integer({ min: 0, max: 32 }) }).map(({ y, m, d }) => `${pad(d, 2)}/${pad(m, 2)}/${pad(y, 4)}`),
);
export const dateString = fc.oneof(goodDate, badDate);

const goodTime = fc.integer({ min: 0, max: 47 }).map(halfHour);
const badTime = fc.oneof(
  fc.constantFrom('24:00', '25:61', '12:60', '-1:00', '9:5', '12:00:00', '12h', 'meio-dia'),
  fc.record({ h: fc.integer({ min: -1, max: 25 }), m: fc.integer({ min: -1, max: 61 }) }).map(({ h, m }) => `${pad(h, 2)}:${pad(m, 2)}`),
);

/** Text in many scripts and forms (what a name, a slogan or a message could hold): shaping, combining marks, emoji sequences, bidi. */
const worldText = fc.oneof(
  fc.constantFrom('مقهى النور', 'קפה', 'नमस्ते दुनिया', 'สวัสดี', '咖啡店', '카페', 'Кофейня', 'Ελληνικά', 'Z\u0337\u0322\u0348a\u0335l\u0338g\u0334o\u0335', '👩🏽‍💻 Loja', '🏳️‍🌈', '\u202Eabc', 'ﷺ', 'ǅ', 'ﬀ', 'ß'.repeat(30), 'A\u0300\u0301\u0302\u0303\u0304', '𓀀𓀁', '🇧🇷🇵🇹'),
  anyString(30),
);

const SERVICE_KEYS = SERVICE_IDS.map((id) => SERVICES[id].pathKey);

/**
 * What a field holds, told by its name: values a form would send (good: a list, or a generator when
 * there are too many) and ones slightly wrong (bad).
 */
type FieldValues = { name: RegExp; good: readonly JsonNode[] | fc.Arbitrary<JsonNode>; bad: fc.Arbitrary<JsonNode> };

const FIELDS: FieldValues[] = [
  { name: /document|cpf|identification/i, good: goodCpf, bad: badCpf },
  { name: /password/i, good: [DEMO_PASSWORD, NEW_PASSWORD, 'Outra(Senha)1'], bad: fc.constantFrom('fraca', 'SEMMINUSCULA1!', `A(${'a'.repeat(70)})`, 'Senha@Ω2026', '') },
  { name: /e-?mail/i, good: ['mariana.oliveira@exemplo.com.br', 'novo.email@exemplo.com.br'], bad: fc.constantFrom('sem-arroba.com', 'a@b', `${'x'.repeat(90)}@exemplo.com`, 'ação@exemplo.com.br', ' a@b.co ') },
  { name: /phone|celular|telefone/i, good: ['(11) 98765-4321', '11987654321'], bad: fc.constantFrom('1198765432', '(00) 00000-0000', '+55 11 98765-4321', '119876543210') },
  { name: /name|nome|slogan|title|titulo/i, good: ['Ana Paula Ferreira', 'Carlos Eduardo Lima', 'Café São João', 'José da Silva'], bad: fc.oneof(fc.constantFrom('Jo', 'Nome123', 'José d’Ávila', 'A'.repeat(101)), worldText) },
  { name: /code|codigo|código/i, good: fc.stringMatching(/^\d{6}$/), bad: fc.constantFrom('12345', '1234567', 'abcdef', ' 123456') },
  { name: /date|day|fecha|data|dia|from|until|start|end/i, good: goodDate, bad: badDate },
  { name: /time|hour|hora|slot/i, good: goodTime, bad: badTime },
  { name: /service/i, good: [...SERVICE_KEYS, ...SERVICE_IDS], bad: fc.constantFrom('Coursera', 'desconhecido', 'logo ', '') },
  { name: /product|ecosystem|eco/i, good: ['3', '5'], bad: fc.constantFrom<JsonNode>(3, 5, '1', '4', '03') },
  { name: /id$|uuid/i, good: fc.oneof(fc.uuid().map(String), fc.integer({ min: 1, max: 40 })), bad: fc.constantFrom<JsonNode>(0, -1, 2 ** 53, 'abc', '00000000-0000-0000-0000-000000000000') },
  { name: /token/i, good: ['sandbox'], bad: fc.constantFrom('e30.e30.e30', 'Fe26.2**invalid', '', 'x'.repeat(4_000)) },
  { name: /accept|terms|skip|uppercase|consent|remember/i, good: [true, false], bad: fc.constantFrom<JsonNode>('true', 1, 0, null) },
  {
    name: /subject|message|comment|text|extra|note|description|summary|query|search|q$/i,
    good: fc.oneof(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }), worldText),
    bad: fc.oneof(anyString(60), fc.constantFrom('x'.repeat(1001), 'y'.repeat(1501), '   ')),
  },
  { name: /url|link|href/i, good: ['https://exemplo.com.br/', '/auth/perfil'], bad: fc.constantFrom('javascript:alert(1)', '//evil.example', 'data:text/html,x') },
  { name: /score|page|limit|offset|size|count|symbol|salary|amount|value|year|month/i, good: fc.integer({ min: 0, max: 10 }), bad: numberNode },
  { name: /color|colour|primary|secondary/i, good: ['#0a7f3f', '#FFFFFF'], bad: fc.constantFrom('#fff', 'red', '#12345g', '') },
];

/** Any scalar: null, a boolean, a number of any kind, or a string of any kind (CPFs and dates among them). */
export const scalarNode: fc.Arbitrary<JsonNode> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom<JsonNode>(null, true, false) },
  { weight: 3, arbitrary: numberNode },
  { weight: 5, arbitrary: weirdString },
  { weight: 1, arbitrary: cpfString },
  { weight: 1, arbitrary: dateString },
);

/** A key of an object: the schema's own fields, the dangerous ones, or any string. */
export const keyOf = (known: readonly string[]) =>
  fc.oneof(
    ...(known.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 3, arbitrary: fc.constantFrom(...DANGEROUS_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );

/** Objects that pollute Object.prototype when merged carelessly. */
const pollution = fc.constantFrom<JsonNode>(
  obj(['__proto__', obj([POLLUTION_MARKER, 'yes'])]),
  obj(['constructor', obj(['prototype', obj([POLLUTION_MARKER, 'yes'])])]),
  obj(['prototype', obj([POLLUTION_MARKER, 'yes'])]),
  obj(['__proto__', obj(['__proto__', obj([POLLUTION_MARKER, 'yes'])])]),
  obj(['__proto__', null]),
  obj(['__proto__', [POLLUTION_MARKER]]),
);

/** 200 levels (and around it) of arrays, objects or both, with a key of `keys` at every level and a scalar at the bottom. */
export const deepNode = (keys: fc.Arbitrary<string>) =>
  fc
    .record({
      levels: fc.integer({ min: DEEP_LEVELS - 50, max: DEEP_LEVELS + 50 }),
      style: fc.constantFrom('array', 'object', 'mixed'),
      key: keys,
      leaf: scalarNode,
    })
    .map(({ levels, style, key, leaf }) => {
      let node: JsonNode = leaf;
      for (let level = 0; level < levels; level += 1) node = style === 'array' || (style === 'mixed' && level % 2 === 1) ? [node] : obj([key, node]);
      return node;
    });

/** A value of any JSON type, small, its object keys from `keys` (dangerous ones among them). */
export const anyJson = (keys: fc.Arbitrary<string>): fc.Arbitrary<JsonNode> =>
  fc.letrec<{ node: JsonNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      scalarNode,
      fc.array(tie('node'), { maxLength: 4 }),
      fc.array(fc.tuple(keys, tie('node')), { maxLength: 4 }).map((entries) => obj(...entries)),
    ),
  })).node;

/** The worst values: deep nesting, pollution payloads, huge strings and arrays, invalid tokens. */
export const evilNode = (keys: fc.Arbitrary<string>): fc.Arbitrary<JsonNode> =>
  fc.oneof(
    { weight: 2, arbitrary: deepNode(keys) },
    { weight: 3, arbitrary: pollution },
    { weight: 2, arbitrary: hugeString },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 3_000 }).map((length) => Array.from({ length }, () => 0)) },
    { weight: 1, arbitrary: invalidToken },
  );

const CANDIDATES = 16;
const generatorOf = (good: FieldValues['good']) => (Array.isArray(good) ? fc.constantFrom(...good) : (good as fc.Arbitrary<JsonNode>));
const fieldsNamed = (name: string) => FIELDS.filter((field) => field.name.test(name));

/** The good values to try in a field called `name` (shape.ts learns which ones it accepts); none for a name that tells nothing. */
export function candidatesFor(name: string): JsonNode[] {
  return fieldsNamed(name).flatMap(({ good }) => (Array.isArray(good) ? [...good] : fc.sample(good as fc.Arbitrary<JsonNode>, { numRuns: CANDIDATES, seed: 1 })));
}

/**
 * A value a form would send in the field `name`: mostly one the handler was seen to accept
 * (`learned`), else a good one, sometimes one slightly wrong; any scalar for a name that tells nothing.
 */
export function plausibleFor(name: string, learned: Learned = new Map()): fc.Arbitrary<JsonNode> {
  const fields = fieldsNamed(name);
  if (fields.length === 0) return scalarNode;
  const accepted = learned.get(name) ?? [];
  return fc.oneof(
    ...(accepted.length > 0 ? [{ weight: 8, arbitrary: fc.constantFrom(...accepted) }] : []),
    { weight: 4, arbitrary: fc.oneof(...fields.map((field) => generatorOf(field.good))) },
    { weight: 1, arbitrary: fc.oneof(...fields.map((field) => field.bad)) },
  );
}

/** A value for the field `name`: a plausible one (most), any scalar, any JSON, or an evil one. */
export function valueFor(name: string, keys: fc.Arbitrary<string>): fc.Arbitrary<JsonNode> {
  return fc.oneof(
    { weight: 6, arbitrary: plausibleFor(name) },
    { weight: 3, arbitrary: scalarNode },
    { weight: 1, arbitrary: anyJson(keys) },
    { weight: 1, arbitrary: evilNode(keys) },
  );
}
