// The texts a page sends to the browser (pure): the messages that next-intl's client providers carry
// inside the page's inline RSC payload.
//
// How: Next.js streams the RSC payload into the HTML as inline scripts
// `self.__next_f.push([1,"<chunk>"])` (the array is JSON; Next only escapes <, >, & and the line
// separators as \uXXXX, which JSON.parse reads back). The type-1 chunks, concatenated, are the
// React Flight rows: `<hex id>:<tag?><JSON>\n`, or `<hex id>:T<hex byte length>,<text>` for a long
// string (no newline; its length counts UTF-8 bytes). A client component's element is the JSON
// array ["$", "$L<id>", key, props]. next-intl's NextIntlClientProvider renders such an element whose
// props hold `locale` and `messages` (its client reference is a bare module id and export name, so
// the props are what identifies it); a segment's lib/i18n/MoreTexts carries `messages` alone (merged
// into its parent's in the browser), and counts as a provider too. Each provider's texts are the UTF-8 bytes of its `messages`
// prop as serialized in the payload: a namespace a second provider shares with the first is sent as
// a reference ("$2:props:messages:Common") and counts only as that reference.

const PUSH = /self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** The RSC payload of an HTML page: its type-1 `self.__next_f.push` chunks, concatenated, as a Buffer. */
export function rscPayload(html) {
  const parts = [];
  for (const [, array] of html.matchAll(PUSH)) {
    const [type, data] = JSON.parse(array);
    if (type === 1) parts.push(Buffer.from(data, 'utf8'));
    else if (type === 3) parts.push(Buffer.from(data, 'base64'));
  }
  return Buffer.concat(parts);
}

const COLON = 0x3a;
const NEWLINE = 0x0a;
const COMMA = 0x2c;
const T = 0x54;

/** The Flight rows of a payload: [{id, tag, text}], `tag` '' for a plain JSON row, 'T' for a text row. */
export function flightRows(payload) {
  const rows = [];
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(COLON, at);
    if (colon < 0) break;
    const id = payload.toString('utf8', at, colon);
    if (payload[colon + 1] === T) {
      const comma = payload.indexOf(COMMA, colon + 2);
      const length = Number.parseInt(payload.toString('latin1', colon + 2, comma), 16);
      if (comma < 0 || !Number.isFinite(length)) throw new Error(`bad text row '${id}'`);
      rows.push({ id, tag: 'T', text: payload.toString('utf8', comma + 1, comma + 1 + length) });
      at = comma + 1 + length;
      continue;
    }
    let end = payload.indexOf(NEWLINE, colon + 1);
    if (end < 0) end = payload.length;
    const body = payload.toString('utf8', colon + 1, end);
    const tag = /^[A-Z]/.test(body) ? body[0] : '';
    rows.push({ id, tag, text: tag ? body.slice(1) : body });
    at = end + 1;
  }
  return rows;
}

/** Messages by namespace: 'Profile' → {…}, or a reference to a namespace sent before ('$2:props:messages:Common'). */
const isMessages = (messages) =>
  messages !== null &&
  typeof messages === 'object' &&
  !Array.isArray(messages) &&
  Object.entries(messages).every(
    ([name, texts]) => /^[A-Z]/.test(name) && ((texts !== null && typeof texts === 'object') || (typeof texts === 'string' && texts.startsWith('$'))),
  );

/**
 * A client element carrying texts: next-intl's provider (`locale` and `messages`), or a segment's
 * lib/i18n/MoreTexts (`messages` only: it adds them to its parent provider's in the browser).
 */
const isProvider = (node) =>
  Array.isArray(node) &&
  node.length === 4 &&
  node[0] === '$' &&
  typeof node[1] === 'string' &&
  node[1].startsWith('$L') &&
  node[3] !== null &&
  typeof node[3] === 'object' &&
  isMessages(node[3].messages);

function* providers(node) {
  if (node === null || typeof node !== 'object') return;
  if (isProvider(node)) yield node[3];
  for (const child of Array.isArray(node) ? node : Object.values(node)) yield* providers(child);
}

/**
 * The next-intl client providers of a page's HTML: resolves to {payloadBytes, providers: [{bytes,
 * namespaces, shared}], bytes}: the RSC payload's size, each provider's messages (UTF-8 bytes of
 * their JSON, their namespaces, and how many of them are references to texts sent before), and the
 * sum of the providers' bytes.
 */
export function clientTexts(html) {
  const payload = rscPayload(html);
  const found = [];
  for (const row of flightRows(payload)) {
    if (row.tag !== '' || !/^[[{]/.test(row.text)) continue;
    for (const props of providers(JSON.parse(row.text))) {
      const namespaces = Object.keys(props.messages);
      const shared = namespaces.filter((name) => typeof props.messages[name] === 'string' && props.messages[name].startsWith('$')).length;
      found.push({ bytes: Buffer.byteLength(JSON.stringify(props.messages), 'utf8'), namespaces, shared });
    }
  }
  return { payloadBytes: payload.length, providers: found, bytes: found.reduce((sum, provider) => sum + provider.bytes, 0) };
}
