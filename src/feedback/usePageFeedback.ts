import * as React from 'react';
import { browserStorage, type SafeStorage } from '../preferences/storage';
import { buildFeedbackPayload, hasSomethingToSend, type Rating } from './payload';
import { sendFeedback, type SendResult } from './client';
import { readRating, writeRating } from './ratingStore';

export type FeedbackStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface PageFeedbackOptions {
  /** `DOCS_FEEDBACK_URL`. */
  url: string;
  /** The page's path: what the answer is about, and the key its vote is remembered under. */
  page: string;
  product: string | null;
  version: string;
  language: string;
  storage?: SafeStorage;
  send?: typeof sendFeedback;
}

export interface PageFeedback {
  /** The vote shown pressed: the one being given, else the one remembered for this page. */
  rating: Rating | null;
  /** The vote of the answer being written (`null` for a section comment without one). */
  chosen: Rating | null;
  formOpen: boolean;
  /** The heading id the comment is about, when the form was opened from a heading. */
  section: string | null;
  comment: string;
  status: FeedbackStatus;
  /** Whether the form has something to send (a vote, or a comment long enough to be one). */
  canSend: boolean;
  choose: (rating: Rating) => void;
  openSection: (id: string) => void;
  setComment: (comment: string) => void;
  cancel: () => void;
  submit: () => Promise<SendResult | null>;
}

/**
 * State of a page's "Was this page helpful?" widget. A vote opens the comment form; sending posts
 * the vote and the comment together, and remembers the vote once it was received. A failure
 * keeps the form as it was, so the reader can send again.
 */
export function usePageFeedback({ url, page, product, version, language, storage = browserStorage, send = sendFeedback }: PageFeedbackOptions): PageFeedback {
  // Read after mounting: the prerendered page shows no vote, the stored one follows.
  const [stored, setStored] = React.useState<Rating | null>(null);
  React.useEffect(() => setStored(readRating(storage, page)), [storage, page]);
  const [chosen, setChosen] = React.useState<Rating | null>(null);
  const [formOpen, setFormOpen] = React.useState(false);
  const [section, setSection] = React.useState<string | null>(null);
  const [comment, setComment] = React.useState('');
  const [status, setStatus] = React.useState<FeedbackStatus>('idle');

  const choose = React.useCallback((rating: Rating) => {
    setChosen(rating);
    setFormOpen(true);
    setStatus('idle');
  }, []);
  const openSection = React.useCallback((id: string) => {
    setSection(id);
    setFormOpen(true);
    setStatus('idle');
  }, []);
  const cancel = React.useCallback(() => {
    setChosen(null);
    setSection(null);
    setComment('');
    setFormOpen(false);
    setStatus('idle');
  }, []);

  const latest = React.useRef({ chosen, section, comment, status });
  latest.current = { chosen, section, comment, status };
  const submit = React.useCallback(async () => {
    const current = latest.current;
    if (current.status === 'sending') return null;
    const payload = buildFeedbackPayload({ page, rating: current.chosen, comment: current.comment, section: current.section, product, version, language });
    if (!payload) return null;
    setStatus('sending');
    const result = await send(url, payload);
    if (!result.ok) {
      setStatus('failed');
      return result;
    }
    if (payload.rating !== null) {
      writeRating(storage, page, payload.rating);
      setStored(payload.rating);
    }
    setChosen(null);
    setSection(null);
    setComment('');
    setFormOpen(false);
    setStatus('sent');
    return result;
  }, [url, page, product, version, language, storage, send]);

  return {
    rating: chosen ?? stored,
    chosen,
    formOpen,
    section,
    comment,
    status,
    canSend: hasSomethingToSend(chosen, comment),
    choose,
    openSection,
    setComment,
    cancel,
    submit,
  };
}
