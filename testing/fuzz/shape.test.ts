/** @jest-environment node */
import { z } from 'zod';
import { jsonText, type JsonNode } from './json';
import { discoverShape, fieldNames, learnValues, mergeShapes, type Probe, type Shape } from './shape';

/** A handler's 422 as the probe reads it: the paths of the invalid fields, or null once the body passes. */
const probeOf =
  (schema: z.ZodType, sent: string[] = []): Probe =>
  async (node: JsonNode) => {
    sent.push(jsonText(node));
    const parsed = schema.safeParse(JSON.parse(jsonText(node)));
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.')).filter(Boolean);
  };

/** The shape as plain data, for toEqual. */
function plain(shape: Shape): unknown {
  if (shape.kind === 'leaf') return 'leaf';
  if (shape.kind === 'array') return [plain(shape.item)];
  return Object.fromEntries([...shape.fields].map(([key, child]) => [key, plain(child)]));
}

describe('discoverShape', () => {
  it('finds nested objects, arrays of objects and arrays of scalars from the 422 answers alone', async () => {
    const schema = z.object({
      service: z.string(),
      answers: z.array(z.object({ questionId: z.number(), score: z.number() })),
      design: z.object({ name: z.string(), colors: z.object({ primary: z.string() }) }),
      tags: z.array(z.string()),
      accept: z.literal(true),
    });
    expect(plain(await discoverShape(probeOf(schema)))).toEqual({
      service: 'leaf',
      answers: [{ questionId: 'leaf', score: 'leaf' }],
      design: { name: 'leaf', colors: { primary: 'leaf' } },
      tags: ['leaf'],
      accept: 'leaf',
    });
  });

  it('asks a flat query once', async () => {
    const sent: string[] = [];
    const shape = await discoverShape(probeOf(z.object({ service: z.string(), page: z.string() }), sent), { flat: true });
    expect(plain(shape)).toEqual({ service: 'leaf', page: 'leaf' });
    expect(sent).toEqual(['{}']);
  });

  it('is empty for a handler that accepts anything or names no field', async () => {
    expect(plain(await discoverShape(probeOf(z.object({}))))).toEqual({});
    expect(plain(await discoverShape(async () => []))).toEqual({});
  });
});

describe('fieldNames and mergeShapes', () => {
  it('lists every field and merges the anonymous and logged-in forms', async () => {
    const anonymous = await discoverShape(probeOf(z.object({ subject: z.string(), identification: z.string() })));
    const loggedIn = await discoverShape(probeOf(z.object({ subject: z.string(), message: z.object({ text: z.string() }) })));
    const merged = mergeShapes(anonymous, loggedIn);
    expect(plain(merged)).toEqual({ subject: 'leaf', identification: 'leaf', message: { text: 'leaf' } });
    expect(fieldNames(merged)).toEqual(['subject', 'identification', 'message', 'text']);
  });
});

describe('learnValues', () => {
  it('keeps the candidates each field accepts, asking every field at once', async () => {
    const schema = z.object({ service: z.enum(['specialist', 'marketing']), slots: z.array(z.object({ start: z.iso.datetime() })), note: z.string() });
    const sent: string[] = [];
    const shape = await discoverShape(probeOf(schema));
    const candidates: Record<string, string[]> = { service: ['curr', 'specialist', 'logo', 'marketing'], start: ['2026-02-30', '2026-05-20T10:00:00.000Z'] };
    const learned = await learnValues(shape, probeOf(schema, sent), (name) => candidates[name] ?? []);
    expect(Object.fromEntries(learned)).toEqual({ service: ['specialist', 'marketing'], start: ['2026-05-20T10:00:00.000Z'] });
    expect(sent).toHaveLength(4);
  });
});
