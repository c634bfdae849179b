import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseAdStyle, resetSessionAdStyle, sessionAdStyle } from './adStyle';
import { isCrawler } from './isCrawler';

describe('ad style', () => {
  afterEach(() => resetSessionAdStyle());

  it('is inline for 20 % of draws', () => {
    expect(chooseAdStyle(() => 0)).toBe('inline');
    expect(chooseAdStyle(() => 0.1999)).toBe('inline');
    expect(chooseAdStyle(() => 0.2)).toBe('image');
    expect(chooseAdStyle(() => 0.99)).toBe('image');
  });

  it('is drawn once per page session', () => {
    const random = vi.fn(() => 0.1);
    expect(sessionAdStyle(random)).toBe('inline');
    expect(sessionAdStyle(() => 0.9)).toBe('inline');
    expect(random).toHaveBeenCalledTimes(1);
    resetSessionAdStyle();
    expect(sessionAdStyle(() => 0.9)).toBe('image');
  });
});

describe('isCrawler', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    'facebookexternalhit/1.1',
    'Mozilla/5.0 (compatible; Yahoo! Slurp)',
    'Some web crawler',
    'Baiduspider',
  ])('recognises %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    '',
  ])('lets readers through: %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });

  it('treats a missing user agent as a reader', () => {
    expect(isCrawler(undefined)).toBe(false);
    expect(isCrawler(null)).toBe(false);
  });
});
