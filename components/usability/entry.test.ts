import { usabilityEntrySchema } from '@/lib/validation/usability';
import { clickEvent } from './clickEvent';
import { buildEntry, detectBrowser, detectDevice, formatLocalDate, formatLocalTime, type BrowserContext } from './entry';

const UA = {
  chromeDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.3485.54',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:142.0) Gecko/20100101 Firefox/142.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  chromeIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0.7339.101 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36 OPR/123.0.0.0',
};

const context = (overrides: Partial<BrowserContext> = {}): BrowserContext => ({
  now: new Date(2026, 0, 5, 9, 7),
  userAgent: UA.chromeDesktop,
  maxTouchPoints: 0,
  width: 1280,
  pathname: '/perguntas-frequentes',
  url: 'http://localhost:3000/perguntas-frequentes?x=1',
  ...overrides,
});

describe('dates and times', () => {
  it('formats dd/mm/yyyy and HH:mm in local time', () => {
    expect(formatLocalDate(new Date(2026, 0, 5, 9, 7))).toBe('05/01/2026');
    expect(formatLocalTime(new Date(2026, 0, 5, 9, 7))).toBe('09:07');
    expect(formatLocalDate(new Date(2025, 11, 31, 23, 59))).toBe('31/12/2025');
    expect(formatLocalTime(new Date(2025, 11, 31, 23, 59))).toBe('23:59');
  });
});

describe('detectDevice', () => {
  it.each([
    ['a desktop browser', UA.chromeDesktop, 0, 1280, 'Escritorio'],
    ['a narrow desktop window', UA.chromeDesktop, 0, 500, 'Escritorio'],
    ['an iPhone', UA.iphone, 5, 390, 'Móvil'],
    ['an Android phone', UA.androidPhone, 5, 412, 'Móvil'],
    ['an Android tablet', UA.androidTablet, 10, 1280, 'Tablet'],
    ['an iPad', UA.ipad, 5, 820, 'Tablet'],
    ['an iPad asking for the desktop site', UA.safariMac, 5, 1024, 'Tablet'],
    ['a Mac', UA.safariMac, 0, 1440, 'Escritorio'],
    ['an unknown touch screen at 390 px', 'Mozilla/5.0 (X11; Linux x86_64)', 5, 390, 'Móvil'],
    ['an unknown touch screen at 800 px', 'Mozilla/5.0 (X11; Linux x86_64)', 5, 800, 'Tablet'],
    ['a touch laptop', UA.chromeDesktop, 10, 1366, 'Escritorio'],
  ] as const)('%s → %s', (_, userAgent, maxTouchPoints, width, device) => {
    expect(detectDevice({ userAgent, maxTouchPoints, width })).toBe(device);
  });
});

describe('detectBrowser', () => {
  it.each([
    [UA.chromeDesktop, 'Chrome 140'],
    [UA.edge, 'Edge 140'],
    [UA.opera, 'Opera 123'],
    [UA.firefox, 'Firefox 142'],
    [UA.safariMac, 'Safari 18'],
    [UA.iphone, 'Safari 18'],
    [UA.chromeIphone, 'Chrome 140'],
    [UA.androidPhone, 'Samsung Internet 28'],
    ['curl/8.5.0', 'Outro'],
  ])('%s → %s', (userAgent, browser) => expect(detectBrowser(userAgent)).toBe(browser));
});

describe('buildEntry', () => {
  it('fills a page event from the browser, in the shape the handler accepts', () => {
    const entry = buildEntry({ control: 'pagina' }, context());
    expect(entry).toEqual({
      fechaLocal: '05/01/2026',
      horaLocal: '09:07',
      pagina: '/perguntas-frequentes',
      control: 'pagina',
      extra: '',
      resultado: '',
      identificador: '',
      device: 'Escritorio',
      browser: 'Chrome 140',
      url: 'http://localhost:3000/perguntas-frequentes?x=1',
    });
    expect(usabilityEntrySchema.parse(entry)).toEqual(entry);
  });

  it('logs a login outcome as resultado', () => {
    expect(buildEntry({ control: 'login', resultado: 'Exitoso' }, context())).toMatchObject({ control: 'login', resultado: 'Exitoso' });
  });

  it('clips long texts to what the handler accepts', () => {
    const entry = buildEntry({ extra: 'x'.repeat(5000), elemento: 'y'.repeat(500) }, context({ url: `http://localhost/${'z'.repeat(5000)}` }));
    expect(usabilityEntrySchema.safeParse(entry).success).toBe(true);
    expect(entry.url).toHaveLength(1000);
  });
});

describe('clickEvent', () => {
  const view = { innerWidth: 1280, innerHeight: 720 };

  beforeEach(() => {
    document.body.innerHTML = `
      <main>
        <button id="enviar" data-control="contact-send" data-extra="anonymous"><span>Enviar</span></button>
        <a href="/x" data-page="/perguntas-frequentes" data-control="faq">FAQ</a>
        <button>Sem atributos</button>
      </main>`;
  });

  it('describes a click inside a tracked element with the mouse, the window and the element', () => {
    const span = document.querySelector('#enviar span')!;
    expect(clickEvent(span, { clientX: 120.6, clientY: 48.2 }, view)).toEqual({
      pagina: undefined,
      control: 'contact-send',
      extra: 'anonymous',
      identificador: 'enviar',
      posicionX: 121,
      posicionY: 48,
      anchoVentana: 1280,
      altoVentana: 720,
      elemento: 'button#enviar',
    });
  });

  it('takes data-page over the current path', () => {
    const link = document.querySelector('a')!;
    const event = clickEvent(link, { clientX: 0, clientY: 0 }, view);
    expect(event).toMatchObject({ pagina: '/perguntas-frequentes', control: 'faq', extra: '', identificador: '', elemento: 'a' });
    expect(buildEntry(event!, context({ pathname: '/' })).pagina).toBe('/perguntas-frequentes');
  });

  it('ignores clicks on elements without data-control, data-page or data-extra', () => {
    expect(clickEvent(document.querySelector('button:not([id])')!, { clientX: 1, clientY: 1 }, view)).toBeNull();
  });
});
