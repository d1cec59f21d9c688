/**
 * Runs `callback` whenever the page is hidden (another tab, the app switcher) or left (`pagehide`:
 * a navigation, a close, the back-forward cache): the last moment a page can keep or send anything.
 * Returns the removal. Both events may fire for one departure: `callback` must bear being run twice.
 */
export function onPageHidden(callback: () => void): () => void {
  const onLeave = () => callback();
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') callback();
  };
  window.addEventListener('pagehide', onLeave);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    window.removeEventListener('pagehide', onLeave);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
