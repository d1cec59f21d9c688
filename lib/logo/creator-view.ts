import 'server-only';
import { logoBriefSchema } from '@/lib/validation/logo';
import type { LogoBrief } from './catalog';
import type { LogoCreatorView } from './contract';
import { drawLogo } from './draw';
import { proposalsFor } from './proposals';

type Query = Record<string, string | string[] | undefined>;

const BRIEF_FIELDS = ['name', 'slogan', 'segment', 'type', 'palette', 'font'] as const satisfies readonly (keyof LogoBrief)[];

/** The page's query, one value per field. */
const single = (value: Query[string]) => (typeof value === 'string' ? value : undefined);

/** The brief of the query; with a valid one, its proposals; with `proposal` (1…8), the one being customised. */
export function logoCreatorView(query: Query, proposal: Query[string]): LogoCreatorView {
  const initial = Object.fromEntries(BRIEF_FIELDS.flatMap((key) => (single(query[key]) === undefined ? [] : [[key, single(query[key])!]])));
  const brief = single(query.name) !== undefined ? logoBriefSchema.safeParse(initial) : null;
  if (!brief?.success) return { initial, invalid: brief !== null, proposals: null, chosen: null };
  const designs = proposalsFor(brief.data);
  const omitted = designs.length ? drawLogo(designs[0]!).omitted : [];
  const number = Number(single(proposal));
  const design = designs[number - 1];
  return { initial, invalid: false, proposals: { brief: brief.data, designs, omitted }, chosen: design ? { design, number } : null };
}
