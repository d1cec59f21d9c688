import { faqPageJsonLd, serializeJsonLd, type FaqEntry } from '@/lib/seo/json-ld';

/** The FAQPage structured data of the given questions (escaped: no text can close the script), with the request's CSP nonce when there is one. */
export function FaqJsonLd({ entries, nonce }: { entries: readonly FaqEntry[]; nonce?: string }) {
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqPageJsonLd(entries)) }} />;
}
