// A titled group of the Statistics section (statistics-section.tsx, statistics-month-chart.tsx).
import type { ReactNode } from 'react';

export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-ink-100 bg-white px-4 py-3">
      <h3 className="mb-2 font-semibold text-ink-900">{title}</h3>
      {children}
    </section>
  );
}
