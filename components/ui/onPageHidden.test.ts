import { onPageHidden } from './onPageHidden';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('onPageHidden', () => {
  it('runs on pagehide and when the page is hidden, not when it is shown again; never after its removal', () => {
    const callback = jest.fn();
    const remove = onPageHidden(callback);
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    setVisibility('visible');
    expect(callback).toHaveBeenCalledTimes(2);
    expect(callback).toHaveBeenCalledWith();
    remove();
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    expect(callback).toHaveBeenCalledTimes(2);
  });
});
