/**
 * A titled card section (the app's `card` with an h2 `section-title`), labelled by its heading for screen
 * readers. `className` sets its outer spacing (default `mt-4`), `titleClassName` the gap under the title.
 */
import clsx from 'clsx';
import { type ReactNode, useId } from 'react';

export function SectionCard({
  title,
  className = 'mt-4',
  titleClassName = 'mb-2',
  children,
}: {
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={clsx('card', className)} aria-labelledby={id}>
      <h2 id={id} className={clsx('section-title', titleClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
