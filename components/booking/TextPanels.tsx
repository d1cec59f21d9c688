'use client';

import { Section } from '@/components/ui/Section';

/**
 * The booking rules and the session's guide, drawn from strings written on the server
 * (BookingRules, SessionGuide). Nothing here is interactive: they are client components only so
 * the page's flight data carries their few strings, not their element tree beside the HTML; their
 * classes are app/globals.css's .booking-rules and .session-guide.
 */

export function RulesPanel({ id, title, headingLevel, items }: { id: string; title: string; headingLevel: 2 | 3; items: string[] }) {
  return (
    <Section title={title} level={headingLevel} titleId={id} className="booking-rules">
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

export type GuideTexts = {
  title: string;
  covers: { title: string; text: string };
  prepare: { title: string; items: string[] };
  tips: { title: string; items: string[] };
};

export function GuidePanel({ id, texts }: { id: string; texts: GuideTexts }) {
  const { title, covers, prepare, tips } = texts;
  return (
    <Section title={title} titleId={id} className="session-guide">
      <div>
        <h3>{covers.title}</h3>
        <p>{covers.text}</p>
      </div>
      <div>
        <h3>{prepare.title}</h3>
        <ol>
          {prepare.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </div>
      <div>
        <h3>{tips.title}</h3>
        <ul>
          {tips.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
