/**
 * The fuzzer's values: bad ones of every kind (wrong types, huge strings, invalid numbers, CPFs
 * with wrong check digits, dates out of range, prototype-pollution keys) and plausible ones chosen
 * by a field's name, so part of the inputs pass validation and reach the insurer.
 */
import fc from 'fast-check';
import { SERVICE_IDS, SERVICES } from '@/lib/config/benefit-services';
import { addDayKeys, dayKey } from '@/lib/time/brazil';
import { DEMO_PASSWORD, NEW_PASSWORD } from '@/test/bff-harness';
import { obj, raw, type JsonNode } from './json';

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

export const cpfString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...DEMO_CPFS) },
  { weight: 3, arbitrary: fc.tuple(wrongCheckDigitCpf, fc.boolean()).map(([cpf, masked]) => (masked ? maskCpf(cpf) : cpf)) },
  { weight: 1, arbitrary: fc.tuple(validCpf, fc.boolean()).map(([cpf, masked]) => (masked ? maskCpf(cpf) : cpf)) },
  { weight: 1, arbitrary: fc.constantFrom('000.000.000-00', '111.111.111-11', '99999999999', '5299822472', '529982247250', 'abc.def.ghi-jk', '529 982 247 25', '529.982.247-25\u0000', '５２９９８２２４７２５') },
);

const pad = (n: number, width: number) => (n < 0 ? `-${String(-n).padStart(width, '0')}` : String(n).padStart(width, '0'));
const today = dayKey(new Date());

/** Dates of every shape, most of them impossible or out of range. */
export const dateString = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom('0000-00-00', '9999-12-31', '2026-02-30', '2026-02-29', '2024-02-29', '2026-13-01', '2026-00-10', '2026-12-32', '1900-01-01', '1969-12-31', '+275760-09-13', '-000001-01-01', '2026-1-1', '31/02/2026', '00/00/0000', '99/99/9999', '2026-02-30T25:61:00Z', '2026-05-20T12:00:00-03:00', 'Invalid Date'),
  },
  { weight: 2, arbitrary: fc.record({ y: fc.integer({ min: -1, max: 10_000 }), m: fc.integer({ min: 0, max: 13 }), d: fc.integer({ min: 0, max: 32 }) }).map(({ y, m, d }) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`) },
  { weight: 1, arbitrary: fc.record({ y: fc.integer({ min: 0, max: 9999 }), m: fc.integer({ min: 0, max: 13 }), d: fc.integer({ min: 0, max: 32 }) }).map(({ y, m, d }) => `${pad(d, 2)}/${pad(m, 2)}/${pad(y, 4)}`) },
  // Real days around today (a booking's or a search's range), in the two formats the portal uses.
  { weight: 2, arbitrary: fc.integer({ min: -400, max: 400 }).map((days) => addDayKeys(today, days)) },
  { weight: 1, arbitrary: fc.integer({ min: -400, max: 400 }).map((days) => addDayKeys(today, days).split('-').reverse().join('/')) },
);

export const timeString = fc.oneof(
  fc.constantFrom('00:00', '09:30', '23:59', '24:00', '25:61', '12:60', '-1:00', '9:5', '12:00:00', '12h', 'meio-dia'),
  fc.record({ h: fc.integer({ min: -1, max: 25 }), m: fc.integer({ min: -1, max: 61 }) }).map(({ h, m }) => `${pad(h, 2)}:${pad(m, 2)}`),
);

/** Text in many scripts and forms (what a name, a slogan or a message could hold): shaping, combining marks, emoji sequences, bidi. */
const worldText = fc.oneof(
  fc.constantFrom('مقهى النور', 'קפה', 'नमस्ते दुनिया', 'สวัสดี', '咖啡店', '카페', 'Кофейня', 'Ελληνικά', 'Z̷̢͈a̵l̸g̴o̵', '👩🏽‍💻 Loja', '🏳️‍🌈', '‮abc', 'ﷺ', 'ǅ', 'ﬀ', 'ß'.repeat(30), 'À́̂̃̄', '𓀀𓀁', '🇧🇷🇵🇹'),
  anyString(30),
);

const SERVICE_KEYS = SERVICE_IDS.map((id) => SERVICES[id].pathKey);

/** Plausible values by field name: what a form would send, right or slightly wrong. */
const BY_NAME: [RegExp, fc.Arbitrary<JsonNode>][] = [
  [/document|cpf|identification/i, cpfString],
  [/password/i, fc.constantFrom(DEMO_PASSWORD, NEW_PASSWORD, 'Outra(Senha)1', 'fraca', 'SEMMINUSCULA1!', `A(${'a'.repeat(70)})`, 'Senha@Ω2026')],
  [/e-?mail/i, fc.constantFrom('mariana.oliveira@exemplo.com.br', 'novo.email@exemplo.com.br', 'sem-arroba.com', 'a@b', `${'x'.repeat(90)}@exemplo.com`, 'ação@exemplo.com.br', ' a@b.co ')],
  [/phone|celular|telefone/i, fc.constantFrom('(11) 98765-4321', '11987654321', '1198765432', '(00) 00000-0000', '+55 11 98765-4321', '119876543210')],
  [/name|nome|slogan|title|titulo/i, fc.oneof(fc.constantFrom('Ana Paula Ferreira', 'Carlos Eduardo Lima', 'Café São João', 'Jo', 'Nome123', 'José d’Ávila', 'A'.repeat(101)), worldText)],
  [/code|codigo|código/i, fc.oneof(fc.stringMatching(/^\d{6}$/), fc.constantFrom('12345', '1234567', 'abcdef', '000000', ' 123456'))],
  [/date|day|fecha|data|dia|from|until|start|end/i, dateString],
  [/time|hour|hora|slot/i, timeString],
  [/service/i, fc.constantFrom(...SERVICE_KEYS, 'Coursera', 'desconhecido', 'logo ')],
  [/product|ecosystem|eco/i, fc.constantFrom<JsonNode>('3', '5', 3, 5, '1', '4', '03')],
  [/id$|uuid/i, fc.oneof(fc.uuid().map(String), fc.constantFrom<JsonNode>(0, -1, 1, 2 ** 53, '1', 'abc', '00000000-0000-0000-0000-000000000000'))],
  [/token/i, fc.constantFrom('sandbox', 'e30.e30.e30', 'Fe26.2**invalid', '', 'x'.repeat(4_000))],
  [/accept|terms|skip|uppercase|consent|remember/i, fc.constantFrom<JsonNode>(true, false, 'true', 1, 0, null)],
  [/subject|message|comment|text|extra|description|summary|query|search|q$/i, fc.oneof(anyString(60), fc.constantFrom('x'.repeat(1001), 'y'.repeat(1501), '   '))],
  [/url|link|href/i, fc.constantFrom('https://exemplo.com.br/', 'javascript:alert(1)', '//evil.example', '/auth/perfil', 'data:text/html,x')],
  [/score|page|limit|offset|size|count|symbol|salary|amount|value|year|month/i, numberNode],
  [/color|colour|primary|secondary/i, fc.constantFrom('#0a7f3f', '#FFFFFF', '#fff', 'red', '#12345g', '')],
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

/** A value for the field `name`: a plausible one when the name says what it holds, else (or sometimes) anything. */
export function valueFor(name: string, keys: fc.Arbitrary<string>): fc.Arbitrary<JsonNode> {
  const plausible = BY_NAME.filter(([pattern]) => pattern.test(name)).map(([, arbitrary]) => arbitrary);
  return fc.oneof(
    ...(plausible.length > 0 ? [{ weight: 6, arbitrary: fc.oneof(...plausible) }] : []),
    { weight: 3, arbitrary: scalarNode },
    { weight: 1, arbitrary: anyJson(keys) },
    { weight: 1, arbitrary: evilNode(keys) },
  );
}
