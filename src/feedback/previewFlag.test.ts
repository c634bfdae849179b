// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readFeedbackFlag, withFeedbackFlag } from './previewFlag';
import { sectionOfClick } from './sections';

describe('feedback in the preview', () => {
  it('is written into the preview page only when an endpoint is configured', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withFeedbackFlag(html, false)).toBe(html);
    document.documentElement.innerHTML = withFeedbackFlag(html, true).replace(/^<html>|<\/html>$/g, '');
    expect(readFeedbackFlag(document)).toBe(true);
    document.documentElement.innerHTML = '<head></head><body><script id="docs-feedback-enabled" type="application/json">nope</script></body>';
    expect(readFeedbackFlag(document)).toBe(false);
    document.documentElement.innerHTML = '<head></head><body></body>';
    expect(readFeedbackFlag(document)).toBe(false);
  });

  it('finds the section of a click on a heading button or its icon', () => {
    document.body.innerHTML = '<h2 id="sorting">Sorting</h2><button data-feedback-section="sorting"><svg><path></path></svg></button><a href="#x">x</a>';
    expect(sectionOfClick(document.querySelector('path'))).toBe('sorting');
    expect(sectionOfClick(document.querySelector('a'))).toBeNull();
    expect(sectionOfClick(null)).toBeNull();
  });
});
