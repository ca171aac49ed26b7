// The time picker of 'Find Events' (spec §2): upcoming from a start day (default now), past, or a
// date range. Dates are calendar days; search-request.ts turns them into instants. What the user
// types is kept here as a draft and searched only once it is a finished, ordered date that has
// settled (issue 20 item 1).
import { type CalendarDate, parseDate } from '@internationalized/date';
import { useEffect, useState } from 'react';
import { DatePicker, DateRangePicker, FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { eventToday } from '../../event-time-zone';
import { CalendarPopover, DateField, PickerGroup, useFirstDayOfWeek } from './calendar-parts';
import type { TimeFilter as Time } from './criteria';
import { type DayRange, isFinishedDay, isReversed, searchableRange } from './typed-dates';
import { useSettledCommit } from './use-settled-commit';

const radioClass =
  'flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-xl px-3 text-sm font-medium text-ink-700 outline-none ' +
  'data-[selected]:bg-white data-[selected]:text-ink-900 data-[selected]:shadow data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600';

export function TimeFilter({ value, onChange }: { value: Time; onChange: (time: Time) => void }) {
  const { t } = useTranslation();
  const firstDayOfWeek = useFirstDayOfWeek();
  const now = eventToday();

  const changeMode = (mode: string) => {
    if (mode === 'past') onChange({ mode: 'past' });
    else if (mode === 'range')
      onChange({ mode: 'range', from: now.toString(), to: now.add({ days: 7 }).toString() });
    else onChange({ mode: 'future' });
  };
  // Today means "from now" (spec §7: start_time_start is the current time), not from midnight.
  const commitFrom = (day: CalendarDate) =>
    onChange(day.compare(now) === 0 ? { mode: 'future' } : { mode: 'future', from: day.toString() });
  const committedFrom = value.mode === 'future' && value.from ? parseDate(value.from) : now;
  const fromDraft = useDraft<CalendarDate | null>(committedFrom, committedFrom.toString(), commitFrom);
  const changeFrom = (day: CalendarDate | null) =>
    fromDraft.change(day, isFinishedDay(day) ? day : undefined);

  const committedRange =
    value.mode === 'range' ? { start: parseDate(value.from), end: parseDate(value.to) } : null;
  const rangeDraft = useDraft<DayRange | null, { from: string; to: string }>(
    committedRange,
    value.mode === 'range' ? `${value.from}/${value.to}` : '',
    (range: { from: string; to: string }) => onChange({ mode: 'range', ...range }),
  );
  const changeRange = (range: DayRange | null) => rangeDraft.change(range, searchableRange(range));

  return (
    <div className="rounded-2xl border border-ink-100 bg-white p-4">
      <RadioGroup value={value.mode} onChange={changeMode} orientation="horizontal">
        <Label className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
          {t('eventSearch.time')}
        </Label>
        <div className="mt-2 flex gap-1 rounded-2xl bg-ink-50 p-1">
          <Radio value="future" className={radioClass}>
            {t('eventSearch.timeFuture')}
          </Radio>
          <Radio value="past" className={radioClass}>
            {t('eventSearch.timePast')}
          </Radio>
          <Radio value="range" className={radioClass}>
            {t('eventSearch.timeRange')}
          </Radio>
        </div>
      </RadioGroup>
      {value.mode === 'future' && (
        <DatePicker
          className="mt-3"
          value={fromDraft.value}
          onChange={changeFrom}
          firstDayOfWeek={firstDayOfWeek}
        >
          <Label className="text-sm font-medium text-ink-700">{t('eventSearch.startingFrom')}</Label>
          <PickerGroup openLabel={t('eventSearch.startingFrom')}>
            <DateField />
          </PickerGroup>
          <CalendarPopover />
        </DatePicker>
      )}
      {value.mode === 'range' && (
        <DateRangePicker
          className="mt-3"
          value={rangeDraft.value}
          onChange={changeRange}
          isInvalid={isReversed(rangeDraft.value)}
          firstDayOfWeek={firstDayOfWeek}
        >
          <Label className="text-sm font-medium text-ink-700">{t('eventSearch.dates')}</Label>
          <PickerGroup openLabel={t('eventSearch.dates')}>
            <DateField slot="start" />
            <span aria-hidden="true" className="px-1">
              –
            </span>
            <DateField slot="end" />
          </PickerGroup>
          <FieldError className="mt-1 block text-sm font-medium text-red-700">
            {t('eventSearch.rangeReversed')}
          </FieldError>
          <CalendarPopover range />
        </DateRangePicker>
      )}
    </div>
  );
}

/**
 * What a picker shows while the user edits it: follows the committed value when that changes from
 * outside (back, a shared link), and commits an edit only when it is searchable and has settled.
 */
function useDraft<D, C = NonNullable<D>>(committed: D, committedKey: string, commit: (value: C) => void) {
  const [value, setValue] = useState<D>(committed);
  const settle = useSettledCommit(commit);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the committed value.
  useEffect(() => {
    settle.cancel();
    setValue(committed);
  }, [committedKey]);
  const change = (next: D, searchable: C | undefined) => {
    setValue(next);
    if (searchable === undefined) settle.cancel();
    else settle.schedule(searchable);
  };
  return { value, change };
}
