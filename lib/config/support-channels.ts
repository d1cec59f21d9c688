/**
 * Contacts of the home's help block (SPEC §1). Only the toll-free line is given by the spec;
 * every value marked PLACEHOLDER is a stand-in, to be confirmed with the insurer before go-live.
 * Components read the contacts from here only, never hard-code them.
 */

/** A phone line: what the customer reads, and the `tel:` address it dials. */
export type PhoneContact = { display: string; tel: string };

export type SupportContacts = {
  tollFree: PhoneContact;
  phone24h: PhoneContact;
  lending: PhoneContact;
  ombudsman: PhoneContact;
  whatsapp: { display: string; href: string };
  businessEmail: string;
  claimUrl: string;
};

export const SUPPORT_CONTACTS: SupportContacts = {
  // From the spec (SPEC §1, §9).
  tollFree: { display: '0800 450 6000', tel: '08004506000' },
  // PLACEHOLDER, to be confirmed: the 24h customer service line.
  phone24h: { display: '0000 000 0000', tel: '00000000000' },
  // PLACEHOLDER, to be confirmed: the lending-service line (Mon-Fri 8h-19h).
  lending: { display: '0000 000 0001', tel: '00000000001' },
  // PLACEHOLDER, to be confirmed: the ombudsman line (Mon-Fri 9h-17h).
  ombudsman: { display: '0000 000 0002', tel: '00000000002' },
  // PLACEHOLDER, to be confirmed: the WhatsApp number.
  whatsapp: { display: '(00) 00000-0000', href: 'https://wa.me/5500000000000' },
  // PLACEHOLDER, to be confirmed: the e-mail for business accounts.
  businessEmail: 'empresas@example.com',
  // PLACEHOLDER, to be confirmed: the insurer's page to file a claim.
  claimUrl: 'https://www.example.com/sinistro',
};
