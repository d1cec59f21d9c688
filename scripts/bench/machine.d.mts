/** See machine.mjs. */
export type MachineLoad = { cores: number; before: number; during: { min: number; max: number; mean: number; samples: number }; after: number };
export function watchLoad(intervalMs?: number): { stop(): MachineLoad };
export function describeLoad(load: MachineLoad): string;
export const BUSY_LOAD: number;
export function busyLoad(load?: number): number | null;
