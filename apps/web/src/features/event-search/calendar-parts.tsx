// Date picker pieces shared by the time filter: a field with segments and a popover calendar.
// German weeks start on Monday in every calendar (spec §9), whatever the browser's locale says.
import type { ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { CalendarIcon } from '../../components/icons';
import { firstDayOfWeek } from '../../i18n/dates';
import { useLanguage } from '../../i18n/use-language';

export function useFirstDayOfWeek(): 'sun' | 'mon' {
  return firstDayOfWeek(useLanguage()) === 1 ? 'mon' : 'sun';
}

const cellClass =
  'grid size-9 cursor-default place-items-center rounded-full text-sm outline-none ' +
  'data-[outside-month]:hidden data-[disabled]:text-ink-300 data-[hovered]:bg-ink-50 ' +
  'data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 ' +
  'data-[selected]:bg-brand-600 data-[selected]:text-white';

function CalendarHeader() {
  return (
    <header className="mb-2 flex items-center justify-between gap-2">
      <Button slot="previous" className="grid size-9 place-items-center rounded-full hover:bg-ink-50">
        <span aria-hidden="true">‹</span>
      </Button>
      <Heading className="text-sm font-semibold text-ink-900" />
      <Button slot="next" className="grid size-9 place-items-center rounded-full hover:bg-ink-50">
        <span aria-hidden="true">›</span>
      </Button>
    </header>
  );
}

export function CalendarPopover({ range }: { range?: boolean }) {
  const cells = <CalendarGrid>{(date) => <CalendarCell date={date} className={cellClass} />}</CalendarGrid>;
  return (
    <Popover className="rounded-2xl border border-ink-100 bg-white p-3 shadow-lg">
      <Dialog className="outline-none">
        {range ? (
          <RangeCalendar>
            <CalendarHeader />
            {cells}
          </RangeCalendar>
        ) : (
          <Calendar>
            <CalendarHeader />
            {cells}
          </Calendar>
        )}
      </Dialog>
    </Popover>
  );
}

export function DateField({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className="flex">
      {(segment) => (
        <DateSegment
          segment={segment}
          className="rounded px-0.5 tabular-nums outline-none data-[placeholder]:text-ink-300 data-[focused]:bg-brand-600 data-[focused]:text-white"
        />
      )}
    </DateInput>
  );
}

export function PickerGroup({ children, openLabel }: { children: ReactNode; openLabel: string }) {
  return (
    <Group className="mt-1 flex min-h-11 items-center gap-1 rounded-xl border border-ink-200 bg-white px-3 focus-within:border-brand-600">
      {children}
      <Button
        aria-label={openLabel}
        className="ml-auto grid size-9 place-items-center rounded-full hover:bg-ink-50"
      >
        {/* An inline icon: an emoji glyph showed as an empty box without an emoji font (issue 20). */}
        <CalendarIcon width={20} height={20} />
      </Button>
    </Group>
  );
}
