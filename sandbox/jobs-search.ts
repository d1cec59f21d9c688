import { UF_NAMES } from './contract/regions.ts';
import {
  foldText,
  keywordTerms,
  type ContractType,
  type SearchOffersRequest,
  type StateCode,
  type WireOffer,
  type WireOfferSummary,
  type WorkMode,
} from './contract/jobs.ts';
import { generateOffers, PARTNER } from './content/jobs-catalogue.ts';
import { type Db, sql } from './db.ts';

/**
 * The job partner's search engine: the offers (table jobs_offers) and their full-text index
 * (SQLite FTS5, accent-insensitive: `unicode61 remove_diacritics 2`).
 *
 * The index lives in the connection's temp schema and is rebuilt from jobs_offers at every seed:
 * FTS5 keeps its data in shadow tables that SQLite lets no one write directly (better-sqlite3
 * opens databases in defensive mode), so a main-schema index would break the sandbox reset, which
 * empties every table of sqlite_master. A derived index rebuilt in a few milliseconds is simpler.
 */
const FTS_TABLE = 'jobs_offers_fts';

/** Column weights of the ranking (bm25), in the index's column order. */
const WEIGHTS = { title: 10, occupation: 4, company: 3, place: 2, text: 1 } as const;

/** Words too common to search by ('vaga de motorista' searches 'motorista'); kept when nothing else is left. */
const STOP_WORDS = new Set(['a', 'o', 'as', 'os', 'de', 'da', 'do', 'das', 'dos', 'e', 'em', 'na', 'no', 'nas', 'nos', 'para', 'por', 'com', 'um', 'uma', 'ou', 'vaga', 'vagas', 'emprego', 'empregos']);

/** Terms at least this long also match longer words ('desenvolv' finds 'desenvolvedor'). */
const PREFIX_MIN = 3;

/**
 * A keyword as a safe FTS5 MATCH expression: every term quoted (so `"`, `*`, `(`, `AND`, `NEAR`,
 * `title:` and friends are plain words, never syntax), all terms required, longer ones as
 * prefixes. Null when the keyword has no letter or digit to search by.
 * 'Técnico de manutenção' → `"técnico"* AND "manutenção"*`.
 */
export function buildMatchExpression(keyword: string): string | null {
  const terms = keywordTerms(keyword);
  const meaningful = terms.filter((term) => !STOP_WORDS.has(foldText(term)));
  const chosen = [...new Set(meaningful.length > 0 ? meaningful : terms)];
  if (chosen.length === 0) return null;
  return chosen.map((term) => `"${term.replaceAll('"', '""')}"${[...term].length >= PREFIX_MIN ? '*' : ''}`).join(' AND ');
}

type OfferRow = {
  id: number;
  title: string;
  company: string;
  occupation: string;
  city: string;
  state: StateCode;
  mode: WorkMode;
  contract: ContractType;
  salary_min: number | null;
  salary_max: number | null;
  posted_at: number;
  summary: string;
  description: string;
  details: string;
  apply_url: string;
};

function ensureIndex(db: Db): void {
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.${FTS_TABLE} USING fts5(title, occupation, company, place, text, tokenize = 'unicode61 remove_diacritics 2')`);
}

/** Replaces the offers with the catalogue, dated from `now`, and rebuilds the index. Deterministic. */
export function seedJobOffers(db: Db, now: number): void {
  ensureIndex(db);
  const insert = sql(
    db,
    `INSERT INTO jobs_offers (id, title, company, occupation, city, city_key, state, mode, contract, salary_min, salary_max, posted_at, summary, description, details, apply_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const index = sql(db, `INSERT INTO ${FTS_TABLE} (rowid, title, occupation, company, place, text) VALUES (?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    db.exec(`DELETE FROM jobs_offers; DELETE FROM ${FTS_TABLE};`);
    for (const offer of generateOffers(now)) {
      const { id, title, company, occupation, city, state, mode, contract, salaryMin, salaryMax, postedAt, summary, description, activities, requirements, benefits, applyUrl } =
        offer;
      const details = JSON.stringify({ activities, requirements, benefits });
      insert.run(id, title, company, occupation, city, foldText(city), state, mode, contract, salaryMin, salaryMax, postedAt, summary, description, details, applyUrl);
      index.run(id, title, occupation, company, `${city} ${UF_NAMES[state]} ${state}`, [description, ...activities, ...requirements].join(' '));
    }
  })();
}

export type SearchPage = { total: number; page: number; pageSize: number; totalPages: number; offers: WireOfferSummary[] };

const summaryOf = (row: OfferRow): WireOfferSummary => ({
  id: row.id,
  title: row.title,
  company: row.company,
  city: row.city,
  state: row.state,
  mode: row.mode,
  contract: row.contract,
  salaryMin: row.salary_min,
  salaryMax: row.salary_max,
  postedAt: new Date(row.posted_at).toISOString(),
  summary: row.summary,
});

/** One page of the offers matching the request (validated by searchOffersRequestSchema), best or newest first. */
export function searchOffers(db: Db, request: SearchOffersRequest & { page: number; pageSize: number }): SearchPage {
  const match = request.keyword ? buildMatchExpression(request.keyword) : null;
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (match) {
    where.push(`${FTS_TABLE} MATCH ?`);
    params.push(match);
  }
  if (request.state) {
    where.push('o.state = ?');
    params.push(request.state);
  }
  if (request.city) {
    where.push('o.city_key = ?');
    params.push(foldText(request.city));
  }
  for (const [column, values] of [['mode', request.modes], ['contract', request.contracts]] as const) {
    if (values && values.length > 0) {
      where.push(`o.${column} IN (${values.map(() => '?').join(', ')})`);
      params.push(...values);
    }
  }
  const from = match ? `${FTS_TABLE} JOIN jobs_offers o ON o.id = ${FTS_TABLE}.rowid` : 'jobs_offers o';
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const bm25 = `bm25(${FTS_TABLE}, ${Object.values(WEIGHTS).join(', ')})`;
  const order = match && (request.order ?? 'relevancia') === 'relevancia' ? `${bm25}, o.posted_at DESC, o.id` : 'o.posted_at DESC, o.id';

  const total = sql(db, `SELECT COUNT(*) FROM ${from} ${filter}`).pluck().get(...params) as number;
  const { page, pageSize } = request;
  const rows = sql(db, `SELECT o.* FROM ${from} ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, pageSize, (page - 1) * pageSize) as OfferRow[];
  return { total, page, pageSize, totalPages: Math.ceil(total / pageSize), offers: rows.map(summaryOf) };
}

/** One offer in full, or undefined. */
export function findOffer(db: Db, id: number): WireOffer | undefined {
  const row = sql(db, 'SELECT * FROM jobs_offers WHERE id = ?').get(id) as OfferRow | undefined;
  if (!row) return undefined;
  const details = JSON.parse(row.details) as Pick<WireOffer, 'activities' | 'requirements' | 'benefits'>;
  return {
    ...summaryOf(row),
    occupation: row.occupation,
    description: row.description,
    ...details,
    partner: PARTNER.name,
    applyUrl: row.apply_url,
  };
}

/** The states that have offers (with how many) and their cities, alphabetically. */
export function offerLocations(db: Db): { states: { state: StateCode; offers: number; cities: string[] }[] } {
  const rows = sql(db, 'SELECT state, city, COUNT(*) AS offers FROM jobs_offers GROUP BY state, city').all() as { state: StateCode; city: string; offers: number }[];
  const byState = new Map<StateCode, { state: StateCode; offers: number; cities: string[] }>();
  for (const { state, city, offers } of rows) {
    const entry = byState.get(state) ?? { state, offers: 0, cities: [] };
    entry.offers += offers;
    entry.cities.push(city);
    byState.set(state, entry);
  }
  const collator = new Intl.Collator('pt-BR');
  return {
    states: [...byState.values()]
      .map((entry) => ({ ...entry, cities: entry.cities.sort(collator.compare) }))
      .sort((a, b) => collator.compare(UF_NAMES[a.state], UF_NAMES[b.state])),
  };
}
