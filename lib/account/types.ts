/** The app's view of the customer's account, mapped from the wire profile by lib/account/insurer.ts (pure: pages and components read it). */

export type PolicyStatus = 'inForce' | 'notInForce' | 'unknown';

/** The app's view of the insurer's profile. */
export type AccountProfile = {
  names: string;
  identification: string;
  email: string;
  /** 11 digits. */
  phone: string;
  activatedAt: string;
  policy: { product: string; status: PolicyStatus };
};
