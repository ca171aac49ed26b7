// The three page layouts of spec §2 "Layout": two-column, three-column and text page. Below the
// wide breakpoint (s) every layout stacks into one column.
import type { ReactNode } from 'react';

export type PageLayoutName = 'two-column' | 'three-column' | 'text';

/** Main content with a side column (filters, map) on the left from `m` up. */
export function TwoColumnLayout({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 s:px-6 s:py-8 m:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      {aside !== undefined && <aside className="min-w-0">{aside}</aside>}
      <div className={`min-w-0 ${aside === undefined ? 'm:col-span-2' : ''}`}>{children}</div>
    </div>
  );
}

/** Centre content between two side columns (e.g. details, map, related items). */
export function ThreeColumnLayout({
  start,
  end,
  children,
}: {
  start?: ReactNode;
  end?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 s:px-6 s:py-8 m:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)]">
      <aside className="min-w-0 max-m:order-2">{start}</aside>
      <div className="min-w-0">{children}</div>
      <aside className="min-w-0 max-m:order-3">{end}</aside>
    </div>
  );
}

/** A readable single column for information pages and forms. */
export function TextPageLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl px-4 py-8 s:px-6 s:py-12">{children}</div>;
}

export function PageLayout({ layout, children }: { layout: PageLayoutName; children: ReactNode }) {
  if (layout === 'two-column') return <TwoColumnLayout>{children}</TwoColumnLayout>;
  if (layout === 'three-column') return <ThreeColumnLayout>{children}</ThreeColumnLayout>;
  return <TextPageLayout>{children}</TextPageLayout>;
}
