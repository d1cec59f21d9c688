// The tag manager's loader: its code is fetched by ConsentManager only with consent, after the spec's delay.

export function tagManagerUrl(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
}

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

/** Adds the Google Tag Manager script once (the standard snippet, without inline code). */
export function injectTagManager(containerId: string): void {
  if (document.querySelector('script[data-tag-manager]')) return;
  const w = window as WindowWithDataLayer;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  // The page's CSP nonce, where the page has one (pages rendered per request): the browser hides the
  // attribute but keeps the property. The prerendered pages allow the tag manager's host instead.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  script.async = true;
  script.src = tagManagerUrl(containerId);
  script.dataset.tagManager = containerId;
  document.head.appendChild(script);
}
