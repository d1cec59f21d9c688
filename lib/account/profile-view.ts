import type { AccountProfile, PolicyStatus } from '@/lib/account/types';
import { formatDate } from '@/lib/time/brazil';

/** What Meu Perfil shows: the profile's fields as displayed, the policy and the session's ecosystems. */
export type ProfileView = {
  names: string;
  identification: string;
  product: string;
  status: PolicyStatus;
  /** The customer's ecosystems, comma-separated ('' when none). */
  ecosystems: string;
  /** The activation date, dd/MM/yyyy (Brazil time). */
  activatedOn: string;
  email: string;
  phone: string;
};

export function profileView(profile: AccountProfile, ecosystems: readonly { name: string }[]): ProfileView {
  return {
    names: profile.names,
    identification: profile.identification,
    product: profile.policy.product,
    status: profile.policy.status,
    ecosystems: ecosystems.map((ecosystem) => ecosystem.name).join(', '),
    activatedOn: formatDate(new Date(profile.activatedAt)),
    email: profile.email,
    phone: profile.phone,
  };
}
