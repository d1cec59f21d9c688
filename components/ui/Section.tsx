import { useId, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';

type HeadingLevel = 1 | 2 | 3 | 4;

type Props = {
  /** The heading's text: also the region's name. */
  title: ReactNode;
  /** The heading's level (h2 unless said): where the section sits in the page's outline (h1: the page's own banner). */
  level?: HeadingLevel;
  /** The heading's id, for a link or a script that targets it; generated when not given. */
  titleId?: string;
  titleClassName?: string;
  /** The heading's other attributes: a ref and tabIndex for a heading that takes focus, aria-describedby. */
  titleProps?: Omit<ComponentPropsWithRef<'h2'>, 'id' | 'className' | 'children'>;
  /**
   * What is drawn around the heading, when more than the heading opens the section (a count, an
   * action, a tooltip): gets the heading and returns the section's opening.
   */
  header?: (heading: ReactNode) => ReactNode;
  /** The section's own id (an anchor a link scrolls to). */
  id?: string;
  /** The element that describes the region beside its name (a banner's text). */
  describedBy?: string;
  ref?: Ref<HTMLElement>;
  className?: string;
  children?: ReactNode;
};

/**
 * The one way to draw a titled section: a region named by its heading (aria-labelledby), so a
 * screen reader lists it by that name. No 'use client': it renders on the server, and inside a
 * client component just the same.
 */
export function Section({ title, level = 2, titleId, titleClassName, titleProps, header, id, describedBy, ref, className, children }: Props) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const Heading = `h${level}` as const;
  const heading = (
    <Heading {...titleProps} id={headingId} className={titleClassName}>
      {title}
    </Heading>
  );
  return (
    <section ref={ref} id={id} aria-labelledby={headingId} aria-describedby={describedBy} className={className}>
      {header ? header(heading) : heading}
      {children}
    </section>
  );
}
