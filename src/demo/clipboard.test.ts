import { describe, expect, it } from 'vitest';
import { COPIED_FEEDBACK_MS, writeToClipboard } from './clipboard';

describe('writeToClipboard', () => {
  it('resolves true when the browser copies', async () => {
    let copied = '';
    expect(await writeToClipboard('code', { writeText: async (text) => void (copied = text) })).toBe(true);
    expect(copied).toBe('code');
  });

  it('resolves false when the browser refuses or has no clipboard', async () => {
    const denied = { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) };
    expect(await writeToClipboard('code', denied)).toBe(false);
    expect(await writeToClipboard('code', undefined)).toBe(false);
  });

  it('confirms for between 1.2 and 2 seconds', () => {
    expect(COPIED_FEEDBACK_MS).toBeGreaterThanOrEqual(1200);
    expect(COPIED_FEEDBACK_MS).toBeLessThanOrEqual(2000);
  });
});
