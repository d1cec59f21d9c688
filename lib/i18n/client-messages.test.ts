/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_CLIENT_NAMESPACES, SITE_CLIENT_NAMESPACES } from './client-messages';

/** The areas whose client components only render under /auth (app/auth/layout.tsx adds their texts). */
const SERVICE_AREAS = ['account', 'booking', 'courses', 'cv', 'jobs', 'logo', 'salary', 'survey'];

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

/** The namespaces a client component asks for: useTranslations('X…'), or t('X.…') after useTranslations(). */
function namespacesOf(text: string): string[] {
  const named = [...text.matchAll(/useTranslations\(\s*'([A-Za-z]+)/g)].map((m) => m[1]!);
  const whole = /useTranslations\(\s*\)/.test(text) ? [...text.matchAll(/\bt\w*\(\s*'([A-Z][A-Za-z]+)\./g)].map((m) => m[1]!) : [];
  return [...new Set([...named, ...whole])];
}

describe('the texts sent to the browser', () => {
  const root = path.join(__dirname, '..', '..');
  const files = [...sources(path.join(root, 'components')), ...sources(path.join(root, 'app'))].filter((file) => readFileSync(file, 'utf8').includes("'use client'"));

  it('cover every namespace each client component uses, in the area it renders in', () => {
    const missing: string[] = [];
    for (const file of files) {
      const area = path.relative(path.join(root, 'components'), file).split(path.sep)[0]!;
      const allowed: readonly string[] = SERVICE_AREAS.includes(area) ? [...SITE_CLIENT_NAMESPACES, ...SERVICE_CLIENT_NAMESPACES] : SITE_CLIENT_NAMESPACES;
      for (const namespace of namespacesOf(readFileSync(file, 'utf8'))) {
        if (!allowed.includes(namespace)) missing.push(`${path.relative(root, file)}: ${namespace}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds the client components it checks (the scan works)', () => {
    expect(files.length).toBeGreaterThan(50);
  });
});
