import { describe, expect, it, vi } from 'vitest';
import { copyWithBrowser, shareWithBrowser } from './browser-platform';

const data = { url: 'https://example.org/en/events/7--demo', title: 'Demo for clean air' };

describe('shareWithBrowser', () => {
  it('uses the Web Share API when the device has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    await expect(shareWithBrowser(data, { share })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ url: data.url, title: data.title });
  });

  it('asks for the fallback when the API is missing or refuses the data', async () => {
    await expect(shareWithBrowser(data, {})).resolves.toBe('unsupported');
    const share = vi.fn();
    await expect(shareWithBrowser(data, { share, canShare: () => false })).resolves.toBe('unsupported');
    expect(share).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as cancelled, not as a failure', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    await expect(shareWithBrowser(data, { share })).resolves.toBe('cancelled');
  });

  it('falls back when the browser blocks sharing', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('no gesture', 'NotAllowedError'));
    await expect(shareWithBrowser(data, { share })).resolves.toBe('unsupported');
  });
});

describe('copyWithBrowser', () => {
  it('writes through the Clipboard API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(copyWithBrowser(data.url, { writeText } as unknown as Clipboard)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('falls back to the copy command with a selected textarea, and cleans it up', async () => {
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    const writeText = vi.fn().mockRejectedValue(new Error('insecure context'));
    await expect(copyWithBrowser(data.url, { writeText } as unknown as Clipboard)).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure when nothing can copy', async () => {
    document.execCommand = vi.fn(() => false);
    await expect(copyWithBrowser(data.url, undefined)).resolves.toBe(false);
  });
});
