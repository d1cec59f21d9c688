import { faqPageJsonLd, serializeJsonLd, type FaqEntry } from '@/lib/seo/json-ld';

/** The FAQPage structured data of the given questions (escaped: no text can close the script). */
export function FaqJsonLd({ entries }: { entries: readonly FaqEntry[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqPageJsonLd(entries)) }} />;
}
