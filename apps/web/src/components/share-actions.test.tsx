import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { ShareActions } from './share-actions';
import { dismissToast, getToasts } from './toast/toast-store';

afterEach(async () => {
  for (const toast of getToasts()) dismissToast(toast.id);
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ShareActions', () => {
  it('Copy Link copies the page URL and confirms with a success toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareActions title="Demo" />);
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(getToasts()).toMatchObject([{ kind: 'success', message: 'Link copied.' }]);
  });

  it('Share without the Web Share API offers e-mail and copying instead', async () => {
    const user = userEvent.setup();
    render(<ShareActions title="Demo" url="https://example.org/en/events/1--demo" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share via' });
    expect(dialog).toBeVisible();
    expect(screen.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      `mailto:?subject=Demo&body=${encodeURIComponent('https://example.org/en/events/1--demo')}`,
    );
  });

  it('Share opens the device share sheet when there is one', async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareActions title="Demo" url="https://example.org/x" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ url: 'https://example.org/x', title: 'Demo' });
    expect(screen.queryByRole('dialog')).toBeNull();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    render(<ShareActions title="Demo" />);
    expect(screen.getByRole('button', { name: 'Teilen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link kopieren' })).toBeInTheDocument();
  });
});
