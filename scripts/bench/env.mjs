/** A positive whole number from the environment variable `name`, or `fallback` when unset or invalid. */
export function countFromEnv(name, fallback) {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
