/** @jest-environment node */
import { AUTH_PAGES } from '@/scripts/bench/auth-pages.mjs';
import { SERVER_BASELINE, serverCostMarkdown, serverGrowth } from '@/scripts/bench/server-cost.mjs';

const baseline = { commit: 'abc1234', ratios: { password: 3, logo: 6 } };
const page = (key: string, cpuMs: number, path = `/auth/${key}`, customer = 'Mariana') => ({ key, path, customer, cpuMs, referenceCpuMs: 1 });

describe('the server cost of the logged-in pages against its baseline', () => {
  it('allows 10 % more than the baseline and no more', () => {
    expect(serverGrowth(page('password', 3.3), baseline)).toMatchObject({ before: 3, over: false });
    expect(serverGrowth(page('password', 3.31), baseline).over).toBe(true);
    expect(serverGrowth(page('logo', 5.4), baseline)).toMatchObject({ over: false });
    expect(serverGrowth(page('logo', 5.4), baseline).growth).toBeCloseTo(-0.1);
  });

  it('has no verdict for a page without a baseline', () => {
    expect(serverGrowth(page('dashboard', 9), baseline)).toMatchObject({ before: null, growth: null, over: false });
  });

  it('writes a row per page, the growth past the limit in bold, and names those pages', () => {
    const markdown = serverCostMarkdown({ connections: 10, seconds: 5, pages: [page('password', 3.6), page('logo', 5.4), page('dashboard', 6, '/auth/meu-painel')] }, baseline);
    expect(markdown).toContain('| `/auth/password` | 3.60× | 3.00× | **+20 %** |');
    expect(markdown).toContain('| `/auth/logo` | 5.40× | 6.00× | −10 % |');
    expect(markdown).toContain('| `/auth/meu-painel` | 6.00× | — | — |');
    expect(markdown).toContain('- Over +10 %: `/auth/password`.');
  });

  it('knows only pages the bench measures', () => {
    const keys = new Set(AUTH_PAGES.map((measured) => measured.key));
    expect(Object.keys(SERVER_BASELINE.ratios).filter((key) => !keys.has(key))).toEqual([]);
  });
});
