/**
 * What this server instance is doing, for readiness: started (the start-up hook ran), draining
 * (SIGTERM received: still serving, but asking the balancer for no new traffic). On globalThis, not
 * in module state: instrumentation.ts, route handlers and Server Components are separate module
 * graphs in one process, and the overload guard (lib/ops/overload/guard.mjs, loaded before Next.js)
 * reads `drainingSince` to close connections while draining.
 */
const STATE = Symbol.for('portal-beneficios.instance');

export type InstanceState = { startedAt?: number; drainingSince?: number };

const holder = globalThis as typeof globalThis & { [STATE]?: InstanceState };
const state = (): InstanceState => (holder[STATE] ??= {});

export const markStarted = (now = Date.now()) => {
  state().startedAt ??= now;
};
export const markDraining = (now = Date.now()) => {
  state().drainingSince ??= now;
};
export const instanceState = (): Readonly<InstanceState> => ({ ...state() });

/** Forgets the state (tests). */
export const resetInstanceState = () => {
  delete holder[STATE];
};
