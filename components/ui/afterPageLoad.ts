/**
 * Runs `callback` `delayMs` after the window's load event (counted from now if it already fired).
 * Returns a cancel function. For what a page does not need to show or work: its code then stays out
 * of what the page loads first.
 */
export function afterPageLoad(delayMs: number, callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    timer = setTimeout(callback, delayMs);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    clearTimeout(timer);
  };
}
