/** The policy status in getUserProfile (docs/sandbox.md 'My account'). */
export const POLICY_STATUS = { inForce: 'VIGENTE', notInForce: 'NAO_VIGENTE' } as const;

export type Profile = {
  names: string;
  identification: string;
  email: string;
  cellPhoneNumber: string;
  /** ISO instant the portal account was activated. */
  activationDate: string;
  policy: { product: string; status: string };
};
