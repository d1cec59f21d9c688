'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { sectionPath } from '@/lib/cv/paths';
import { CV_SECTIONS, type CvSection } from '@/lib/validation/cv-options';

type SectionLinkProps = {
  section: CvSection;
  onSelect: (section: CvSection) => void;
  /** A pointer over it, the focus on it or a touch: the section is likely opened next (its code can be fetched). */
  onIntent?: (section: CvSection) => void;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'step';
};

/** A link to a section: a real link (new tab, copy address), switched in place on a plain click. */
export function SectionLink({ section, onSelect, onIntent, className, children, ...rest }: SectionLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(section);
  };
  const intent = onIntent && (() => onIntent(section));
  return (
    <a href={sectionPath(section)} onClick={onClick} onPointerEnter={intent} onFocus={intent} onTouchStart={intent} className={className} {...rest}>
      {children}
    </a>
  );
}

/** The six sections as numbered steps; the one shown is marked aria-current="step". */
export function StepNav({ current, onSelect, onIntent }: { current: CvSection; onSelect: (section: CvSection) => void; onIntent?: (section: CvSection) => void }) {
  const t = useTranslations('Cv');
  const list = useRef<HTMLOListElement>(null);
  // On a phone the row scrolls: keep the current section in sight.
  useEffect(() => {
    list.current?.querySelector('[aria-current="step"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav aria-label={t('builder.stepsLabel')}>
      {/* One scrolling row on a phone, wrapped on a desktop. */}
      <ol ref={list} className="cv-steps">
        {CV_SECTIONS.map((section, index) => (
          <li key={section}>
            <SectionLink section={section} onSelect={onSelect} onIntent={onIntent} aria-current={section === current ? 'step' : undefined} className="cv-step">
              <span aria-hidden="true" className="cv-step-number">{index + 1}</span>
              {t(`sections.${section}`)}
            </SectionLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
