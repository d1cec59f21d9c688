'use client';

import { ServiceLinkCard, type ServiceLinkView } from './ServiceLinkCard';
import { Section } from '@/components/ui/Section';

export type ServiceCardGroup = { name: string; heading: string; cards: ServiceLinkView[] };

type Props = {
  groups: ServiceCardGroup[];
  /** The service of the page showing the cards, marked with `currentLabel`. */
  current: string | null;
  currentLabel: string;
  headingLevel: 2 | 3;
};

/** The customer's services, one group per ecosystem (SessionServices writes their texts on the server). */
export function ServiceCardGroups({ groups, current, currentLabel, headingLevel }: Props) {
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => (
        <Section key={group.name} title={group.heading} level={headingLevel} titleId={`ecosystem-${group.name}`} titleClassName="section-title" className="flex flex-col gap-4">
          <ul className="grid gap-4 desktop:grid-cols-3">
            {group.cards.map((card) => (
              <ServiceLinkCard key={card.service} card={card} currentLabel={card.service === current ? currentLabel : null} />
            ))}
          </ul>
        </Section>
      ))}
    </div>
  );
}
