import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function collect(): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
}

/**
 * Runs `work` inside a request-like async-local state (as Next.js gives each request) and tells
 * whether that state is still reachable once `work` has ended and the garbage collector has run:
 * true when something `work` left behind (a pending timer, a listener) keeps the request alive.
 */
export async function requestKeptAfter(work: () => Promise<unknown>): Promise<boolean> {
  const request = new AsyncLocalStorage<{ body: number[] }>();
  let kept: WeakRef<object> | undefined;
  await request.run({ body: new Array(10_000).fill(1) }, async () => {
    kept = new WeakRef(request.getStore()!);
    await work();
  });
  await collect();
  return kept!.deref() !== undefined;
}
