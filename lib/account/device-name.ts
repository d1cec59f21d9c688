import { UAParser } from 'ua-parser-js';
import { translate } from '@/lib/bff/messages';

// Read by key: the bundler may inline only the keys it sees used as properties of the JSON module.
const DEVICE = translate('Privacy.sessions.device') ?? '{browser} no {os}';
const UNKNOWN = translate('Privacy.sessions.unknownBrowser') ?? 'Navegador desconhecido';

/** ua-parser-js's browser names as customers know them. */
const BROWSERS: Record<string, string> = {
  'Mobile Safari': 'Safari',
  'Chrome Headless': 'Chrome',
  'Chrome WebView': 'Chrome',
  'Mobile Chrome': 'Chrome',
  'Mobile Firefox': 'Firefox',
  'Samsung Browser': 'Samsung Internet',
  'Opera Mobi': 'Opera',
  'Edge Mobile': 'Edge',
};

/** The system, or the device when people name it so (an iPhone, an iPad, a Mac). */
function systemOf({ os, device }: UAParser.IResult): string | undefined {
  if (device.model === 'iPhone' || device.model === 'iPad') return device.model;
  if (os.name === 'Mac OS') return 'Mac';
  if (os.name === 'Chromium OS') return 'Chromebook';
  return os.name;
}

/** "Chrome no Android", "Safari no iPhone", "Firefox", "Navegador desconhecido": the browser of a User-Agent in words. */
export function deviceName(userAgent: string): string {
  // Empty, ua-parser-js would read the browser's own navigator.userAgent, where there is one.
  if (!userAgent) return UNKNOWN;
  const result = new UAParser(userAgent).getResult();
  const browser = result.browser.name && (BROWSERS[result.browser.name] ?? result.browser.name);
  if (!browser) return UNKNOWN;
  const os = systemOf(result);
  return os ? DEVICE.replace('{browser}', browser).replace('{os}', os) : browser;
}
