import { describe, expect, it, vi } from 'vitest';
import { createTranslate, defaultTranslations } from './translate';

const translations = {
  en: { shell: { next: 'Next', previous: 'Previous' }, group: { nested: { deep: 'Deep' } } },
  fr: { shell: { next: 'Suivant' } },
};

describe('createTranslate', () => {
  it('looks up dot paths in the reader language', () => {
    const t = createTranslate('fr', translations);
    expect(t('shell.next')).toBe('Suivant');
    expect(createTranslate('en', translations)('group.nested.deep')).toBe('Deep');
  });

  it('falls back to English, and warns once per key in development', () => {
    const onWarning = vi.fn();
    const t = createTranslate('fr', translations, { warn: true, onWarning });
    expect(t('shell.previous')).toBe('Previous');
    expect(t('shell.previous')).toBe('Previous');
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onWarning).toHaveBeenCalledWith('Missing translation for fr:shell.previous');
  });

  it('treats a group as missing and returns the key when English lacks it too', () => {
    const onWarning = vi.fn();
    const t = createTranslate('en', translations, { warn: true, onWarning });
    expect(t('group.nested')).toBe('group.nested');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(onWarning).toHaveBeenCalledTimes(2);
  });

  it('stays silent in production and for unknown languages falls back to English', () => {
    const onWarning = vi.fn();
    expect(createTranslate('pt', translations, { onWarning })('shell.next')).toBe('Next');
    expect(onWarning).not.toHaveBeenCalled();
  });

  it('ships English messages for the shell', () => {
    expect(createTranslate('en')('shell.skipToContent')).toBe('Skip to content');
    expect(defaultTranslations.en).toHaveProperty('notFound.title');
  });
});
