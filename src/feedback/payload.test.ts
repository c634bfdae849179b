import { describe, expect, it } from 'vitest';
import { buildFeedbackPayload, commentToSend, feedbackIssueUrl, hasSomethingToSend, MAX_COMMENT_LENGTH } from './payload';

const base = { page: '/x/react-data-grid/sorting/', product: 'x-data-grid', version: '8.9.1', language: 'en' } as const;

describe('feedback payload', () => {
  it('sends the vote with the page, product, version and language, and nothing else', () => {
    expect(buildFeedbackPayload({ ...base, rating: 1 })).toEqual({ page: '/x/react-data-grid/sorting/', rating: 1, product: 'x-data-grid', version: '8.9.1', language: 'en' });
    expect(buildFeedbackPayload({ ...base, rating: 0, product: null })).toEqual({ ...base, rating: 0, product: null });
  });

  it('trims the comment and drops one under 10 characters (the vote still goes)', () => {
    expect(buildFeedbackPayload({ ...base, rating: 0, comment: '   The sort example is missing a server-side case.  \n' })?.comment).toBe(
      'The sort example is missing a server-side case.',
    );
    const short = buildFeedbackPayload({ ...base, rating: 0, comment: '  too short ' });
    expect(short).toEqual({ ...base, rating: 0 });
    expect(commentToSend('123456789')).toBeNull();
    expect(commentToSend('1234567890')).toBe('1234567890');
    expect(commentToSend('   ')).toBeNull();
    expect(commentToSend(null)).toBeNull();
  });

  it('caps the comment at 1,000 characters without splitting a character', () => {
    expect(commentToSend('a'.repeat(5000))).toHaveLength(MAX_COMMENT_LENGTH);
    const emoji = commentToSend('👍'.repeat(1200))!;
    expect(Array.from(emoji)).toHaveLength(MAX_COMMENT_LENGTH);
    expect(emoji.endsWith('\ud83d')).toBe(false);
  });

  it('names the section a comment is about, and only with a comment', () => {
    expect(buildFeedbackPayload({ ...base, rating: 1, comment: 'This part helped me a lot.', section: 'multi-sorting' })).toMatchObject({
      rating: 1,
      comment: 'This part helped me a lot.',
      section: 'multi-sorting',
    });
    expect(buildFeedbackPayload({ ...base, rating: 1, comment: 'short', section: 'multi-sorting' })).not.toHaveProperty('section');
    expect(buildFeedbackPayload({ ...base, rating: 1, comment: 'A long enough comment.', section: '  ' })).not.toHaveProperty('section');
  });

  it('a section comment may come without a vote; without either there is nothing to send', () => {
    expect(buildFeedbackPayload({ ...base, rating: null, comment: 'The example throws in strict mode.', section: 'api' })).toMatchObject({ rating: null, section: 'api' });
    expect(buildFeedbackPayload({ ...base, rating: null, comment: 'tiny', section: 'api' })).toBeNull();
    expect(hasSomethingToSend(null, 'tiny')).toBe(false);
    expect(hasSomethingToSend(0, '')).toBe(true);
    expect(hasSomethingToSend(null, 'long enough now')).toBe(true);
  });

  it('links the docs feedback issue form with the page address', () => {
    const url = new URL(feedbackIssueUrl('https://mui.com/x/react-charts/bars/?a=1#x'));
    expect(url.origin + url.pathname).toBe('https://github.com/mui/mui-x/issues/new');
    expect(url.searchParams.get('template')).toBe('6.docs-feedback.yml');
    expect(url.searchParams.get('page-url')).toBe('https://mui.com/x/react-charts/bars/?a=1#x');
  });
});
