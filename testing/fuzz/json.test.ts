/** @jest-environment node */
import { asQueryValue, fieldName, jsonText, leavesOf, obj, raw, replaceAt, toNode } from './json';

describe('jsonText', () => {
  it('writes number tokens JavaScript cannot hold, repeated keys and __proto__ as a plain key', () => {
    const text = jsonText(obj(['n', raw('1e309')], ['z', raw('-0')], ['a', 1], ['a', 2], ['__proto__', obj(['polluted', 'yes'])]));
    expect(text).toBe('{"n":1e309,"z":-0,"a":1,"a":2,"__proto__":{"polluted":"yes"}}');
    const parsed = JSON.parse(text);
    expect(parsed.n).toBe(Infinity);
    expect(Object.is(parsed.z, -0)).toBe(true);
    expect(parsed.a).toBe(2);
    expect(Object.keys(parsed)).toContain('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('escapes lone surrogates and writes invalid tokens as they are', () => {
    expect(jsonText(['\uD800', raw('NaN')])).toBe('["\\ud800",NaN]');
  });
});

describe('leaves, replacing and names', () => {
  const seed = toNode({ service: 'curr', answers: [{ questionId: 1, comment: '' }], empty: {} });

  it('lists the leaves with their paths', () => {
    expect(leavesOf(seed)).toEqual([['service'], ['answers', 0, 'questionId'], ['answers', 0, 'comment'], ['empty']]);
  });

  it('replaces or drops one leaf, leaving the rest', () => {
    expect(jsonText(replaceAt(seed, ['answers', 0, 'questionId'], raw('1e309')))).toBe('{"service":"curr","answers":[{"questionId":1e309,"comment":""}],"empty":{}}');
    expect(jsonText(replaceAt(seed, ['service'], undefined))).toBe('{"answers":[{"questionId":1,"comment":""}],"empty":{}}');
    expect(jsonText(replaceAt(seed, ['answers', 0], undefined))).toBe('{"service":"curr","answers":[],"empty":{}}');
  });

  it('names a field by its last key', () => {
    expect(fieldName(['answers', 0, 'comment'])).toBe('comment');
    expect(fieldName(['listData', 3])).toBe('listData');
    expect(fieldName([])).toBe('');
  });

  it('writes query values as text', () => {
    expect(asQueryValue('a b')).toBe('a b');
    expect(asQueryValue(raw('-0'))).toBe('-0');
    expect(asQueryValue(obj(['a', null]))).toBe('{"a":null}');
  });
});
