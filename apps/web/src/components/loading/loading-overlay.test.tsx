import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { LoadingOverlay } from './loading-overlay';
import { clearLoading, setLoading } from './loading-store';

describe('LoadingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => clearLoading());
    vi.useRealTimers();
  });

  it('appears only when loading lasts longer than 1000 ms', () => {
    render(<LoadingOverlay />);
    act(() => setLoading('queries', true));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('never appears for a load that ends within 1000 ms', () => {
    render(<LoadingOverlay />);
    act(() => setLoading('queries', true));
    act(() => vi.advanceTimersByTime(600));
    act(() => setLoading('queries', false));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays while any feed is busy and disappears when cleared', () => {
    render(<LoadingOverlay />);
    act(() => {
      setLoading('queries', true);
      setLoading('route', true);
    });
    act(() => vi.advanceTimersByTime(1000));
    act(() => setLoading('queries', false));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => clearLoading());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
