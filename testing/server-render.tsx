import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import messages from '@/messages/pt-BR.json';

/**
 * Renders what a Server Component returned (async children and client components included) to
 * HTML as the server does, inside the app's pt-BR message provider, and gives Testing Library
 * queries over it. Use it in a `@jest-environment node` file, with next-intl/server mocked:
 * `jest.mock('next-intl/server', () => jest.requireActual('@/testing/server-render').serverTranslations())`.
 */
export async function renderServer(element: ReactElement) {
  const stream = await renderToReadableStream(
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      {element}
    </NextIntlClientProvider>,
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  // React's inline scripts move streamed Suspense content into place (batched on timers), as in a browser.
  const { document } = new JSDOM(`<!doctype html><html lang="pt-BR"><body>${html}</body></html>`, { runScripts: 'dangerously', pretendToBeVisual: true }).window;
  const streamedPending = () => document.querySelector('div[hidden][id^="S:"]') !== null;
  for (const started = Date.now(); streamedPending() && Date.now() - started < 5_000; ) await new Promise((resolve) => setTimeout(resolve, 25));
  if (streamedPending()) throw new Error('streamed Suspense content was not revealed');
  return { html, document, view: within(document.body) };
}

/** next-intl's server translations over messages/pt-BR.json, outside a Next request. */
export function serverTranslations() {
  const { createTranslator } = jest.requireActual<typeof import('use-intl')>('use-intl');
  return {
    getTranslations: async (namespace?: string) =>
      createTranslator({ locale: 'pt-BR', messages, namespace: namespace as never, timeZone: 'America/Sao_Paulo' }),
  };
}
