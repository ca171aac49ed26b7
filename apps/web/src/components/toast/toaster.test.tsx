import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { showToast } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows an error toast as an alert for 5000 ms, then removes it', () => {
    render(<Toaster />);
    act(() => {
      showToast('error', 'We lost connection to the mother ship.');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('We lost connection to the mother ship.');
    expect(screen.getByRole('alert')).toHaveClass('bg-red-700');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a success toast as a status message', () => {
    render(<Toaster />);
    act(() => {
      showToast('success', 'Event created.');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Event created.');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can be dismissed before its time', () => {
    render(<Toaster />);
    act(() => {
      showToast('error', 'Not your source.');
    });
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the same words once while they show, keeping their time; again after they have gone', () => {
    render(<Toaster />);
    act(() => {
      showToast('error', 'Association unavailable');
    });
    act(() => vi.advanceTimersByTime(3000));
    act(() => {
      showToast('error', 'Association unavailable');
      showToast('error', 'Another failure');
    });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Association unavailable'),
      expect.stringContaining('Another failure'),
    ]);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => {
      showToast('error', 'Association unavailable');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(5000));
  });
});
