// Synthetic identities for the measurements (pure): valid but unregistered CPFs, so a wrong login
// reaches the insurer and is refused there (code 102) without locking anyone, and distinct client
// addresses, so the portal's per-IP limits see many clients as they would in real traffic.

/** The two check digits of a CPF's first nine digits (the Receita Federal's mod-11 rule). */
export function cpfCheckDigits(nineDigits) {
  if (!/^\d{9}$/.test(nineDigits)) throw new RangeError(`nine digits expected, got '${nineDigits}'`);
  const digit = (digits) => {
    const sum = [...digits].reduce((total, d, i) => total + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(nineDigits);
  return `${first}${digit(nineDigits + first)}`;
}

/**
 * `count` distinct valid CPFs (11 digits), deterministic: consecutive bases from `firstBase`
 * (default 700000000, a range no demo customer uses), skipping the all-equal ones CPF rules refuse.
 */
export function syntheticCpfs(count, firstBase = 700_000_000) {
  const cpfs = [];
  for (let base = firstBase; cpfs.length < count; base += 1) {
    if (base > 999_999_999) throw new RangeError('ran out of nine-digit bases');
    const nine = String(base).padStart(9, '0');
    const cpf = nine + cpfCheckDigits(nine);
    if (!/^(\d)\1{10}$/.test(cpf)) cpfs.push(cpf);
  }
  return cpfs;
}

/**
 * The n-th of 2^24 distinct private client addresses (10.0.0.0/8), for X-Forwarded-For: taken as
 * the client's only by a portal with TRUST_PROXY=1, the script that sends it standing for the
 * balancer (scripts/load.mjs, scripts/bench.mjs), or behind HAProxy keeping it (npm run chaos).
 */
export function clientAddress(n) {
  const i = ((n % 0x1000000) + 0x1000000) % 0x1000000;
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}
