import { BEACON_BATCH, flushUsability, logUsability } from './queue';
import { blobText } from '@/testing/blob-text';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const sendBeacon = jest.fn<boolean, [string, BodyInit | null | undefined]>();


/** The batches sent so far, whichever way they went. */
async function sentBatches(): Promise<{ listData: Record<string, unknown>[] }[]> {
  const beacons = await Promise.all(sendBeacon.mock.calls.map(([, data]) => blobText(data as Blob)));
  const fetches = fetchMock.mock.calls.map(([, init]) => String(init?.body));
  return [...beacons, ...fetches].map((body) => JSON.parse(body));
}

beforeEach(() => {
  flushUsability();
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 204 } as Response);
  sendBeacon.mockReset().mockReturnValue(true);
  global.fetch = fetchMock;
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});

describe('the usability queue', () => {
  it('sends queued entries as one beacon of a JSON Blob to /api/usability', async () => {
    logUsability({ control: 'pagina' });
    logUsability({ control: 'login', resultado: 'Exitoso' });
    expect(sendBeacon).not.toHaveBeenCalled();
    flushUsability();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/usability');
    expect((blob as Blob).type).toBe('application/json');
    const [batch] = await sentBatches();
    expect(batch?.listData).toEqual([
      expect.objectContaining({ control: 'pagina', pagina: '/', url: 'http://localhost/', device: 'Escritorio' }),
      expect.objectContaining({ control: 'login', resultado: 'Exitoso' }),
    ]);
    flushUsability();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it(`sends by itself once ${BEACON_BATCH} entries are queued, in beacons of at most ${BEACON_BATCH}`, async () => {
    for (let i = 0; i < BEACON_BATCH * 2 + 3; i += 1) logUsability({ control: `c${i}` });
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    flushUsability();
    expect((await sentBatches()).map((batch) => batch.listData.length)).toEqual([BEACON_BATCH, BEACON_BATCH, 3]);
  });

  it('sends what is queued when the page is left or hidden, without waiting for the tracker', async () => {
    logUsability({ control: 'login', resultado: 'Error' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    logUsability({ control: 'login', resultado: 'Exitoso' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect((await sentBatches()).map((batch) => batch.listData.map((entry) => entry.resultado))).toEqual([['Error'], ['Exitoso']]);
  });

  it('drops the click entries when the consent no longer stands at sending time (a withdrawal nobody was told of)', async () => {
    localStorage.setItem('agreeCampaign', '1');
    logUsability({ control: 'fale-conosco', posicionX: 1, posicionY: 2 });
    logUsability({ control: 'login', resultado: 'Exitoso' });
    flushUsability();
    logUsability({ control: 'fale-conosco', posicionX: 3, posicionY: 4 });
    logUsability({ control: 'login', resultado: 'Error' });
    localStorage.removeItem('agreeCampaign');
    flushUsability();
    expect((await sentBatches()).map((batch) => batch.listData.map((entry) => entry.posicionX ?? entry.resultado))).toEqual([
      [1, 'Exitoso'],
      ['Error'],
    ]);
  });

  it('falls back to fetch with keepalive when the beacon is refused', async () => {
    sendBeacon.mockReturnValue(false);
    logUsability({ control: 'fale-conosco' });
    flushUsability();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/usability',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } }),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).listData).toHaveLength(1);
  });
});
