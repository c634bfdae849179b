// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, createConsentStore, type ConsentStore } from './consent';
import { createSafeStorage } from '../preferences/storage';
import { ConsentPrompt } from './ConsentPrompt';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const throwingStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
} as unknown as Storage;

describe('createConsentStore', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the choice in local storage', () => {
    const store = createConsentStore(createSafeStorage(() => localStorage));
    expect(store.get()).toBeNull();
    store.set('granted');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(createConsentStore(createSafeStorage(() => localStorage)).get()).toBe('granted');
  });

  it('ignores stored values it does not know', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'maybe');
    expect(createConsentStore(createSafeStorage(() => localStorage)).get()).toBeNull();
  });

  it('keeps the choice in memory when storage throws', () => {
    const store = createConsentStore(createSafeStorage(() => throwingStorage));
    expect(store.get()).toBeNull();
    store.set('denied');
    expect(store.get()).toBe('denied');
  });

  it('works without any storage, and when reaching storage throws', () => {
    const none = createConsentStore(createSafeStorage(() => null));
    none.set('granted');
    expect(none.get()).toBe('granted');
    const blocked = createConsentStore(createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    }));
    blocked.set('granted');
    expect(blocked.get()).toBe('granted');
  });
});

describe('ConsentPrompt', () => {
  let host: HTMLDivElement;
  let root: Root;
  let store: ConsentStore;

  beforeEach(() => {
    localStorage.clear();
    store = createConsentStore(createSafeStorage(() => localStorage));
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  const render = (analytics: { enabled: boolean; updateConsent: (choice: 'granted' | 'denied') => void }, prompt = store) =>
    act(() => root.render(<ConsentPrompt store={prompt} analytics={analytics} />));
  const region = () => host.querySelector('section[aria-label="Analytics consent"]');
  const button = (name: string) => [...host.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;

  it('is not part of the server markup', () => {
    expect(renderToString(<ConsentPrompt store={store} analytics={{ enabled: true, updateConsent: () => {} }} />)).toBe('');
  });

  it('asks once, and grants analytics storage on accept', () => {
    const updateConsent = vi.fn();
    render({ enabled: true, updateConsent });
    expect(region()).not.toBeNull();
    expect(region()!.getAttribute('aria-describedby')).toBe(region()!.querySelector('p')!.id);
    expect([...host.querySelectorAll('button')].map((candidate) => candidate.textContent)).toEqual(['Decline', 'Accept']);

    act(() => button('Accept').click());
    expect(updateConsent).toHaveBeenCalledWith('granted');
    expect(region()).toBeNull();
    expect(store.get()).toBe('granted');

    act(() => root.unmount());
    root = createRoot(host);
    render({ enabled: true, updateConsent }, createConsentStore(createSafeStorage(() => localStorage)));
    expect(region()).toBeNull();
  });

  it('remembers a decline', () => {
    const updateConsent = vi.fn();
    render({ enabled: true, updateConsent });
    act(() => button('Decline').click());
    expect(updateConsent).toHaveBeenCalledWith('denied');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
  });

  it('is keyboard usable: both answers are native buttons in reading order', () => {
    render({ enabled: true, updateConsent: () => {} });
    const buttons = [...region()!.querySelectorAll('button')];
    expect(buttons.every((candidate) => candidate.type === 'button' && candidate.tabIndex === 0)).toBe(true);
  });

  it('never shows under Do Not Track / Global Privacy Control', () => {
    render({ enabled: false, updateConsent: () => {} });
    expect(region()).toBeNull();
  });

  it('still works, for this page, when storage throws', () => {
    const updateConsent = vi.fn();
    render({ enabled: true, updateConsent }, createConsentStore(createSafeStorage(() => throwingStorage)));
    act(() => button('Accept').click());
    expect(updateConsent).toHaveBeenCalledWith('granted');
    expect(region()).toBeNull();
  });
});
