import * as React from 'react';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import { vars } from './theme';
import { ShellContext } from './ShellContext';
import { cssTooltip } from '../../src/feedback/cssTooltip';
import { usePageFeedback } from '../../src/feedback/usePageFeedback';
import { feedbackIssueUrl, MAX_COMMENT_LENGTH, type Rating } from '../../src/feedback/payload';

const Root = styled('section')(({ theme }) => ({
  marginTop: theme.spacing(6),
  paddingTop: theme.spacing(3),
  borderTop: `1px solid ${vars(theme).palette.divider}`,
}));

const Question = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.spacing(1.5),
  rowGap: theme.spacing(0.5),
  '& h2': { margin: 0, fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.5, color: vars(theme).palette.text.primary },
}));

const Votes = styled('div')({ display: 'flex', gap: 4 });

const VoteButton = styled('button')(({ theme }) => ({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: 10,
  border: `1px solid ${vars(theme).palette.divider}`,
  cursor: 'pointer',
  color: vars(theme).palette.text.secondary,
  '&:hover': { color: vars(theme).palette.text.primary, backgroundColor: vars(theme).palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: 2 },
  '&[aria-pressed="true"]': {
    color: vars(theme).palette.primary.dark,
    borderColor: vars(theme).palette.primary.main,
    backgroundColor: `rgba(${vars(theme).palette.primary.mainChannel} / 0.1)`,
    ...theme.applyStyles('dark', { color: vars(theme).palette.primary.light }),
  },
  ...cssTooltip({ gap: 6, side: 'start' }),
}));

const Form = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  marginTop: theme.spacing(2),
  maxWidth: 640,
  '& label': { fontSize: '0.875rem', fontWeight: 600, color: vars(theme).palette.text.primary },
}));

const TextArea = styled('textarea')(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 96,
  padding: theme.spacing(1, 1.5),
  resize: 'vertical',
  font: 'inherit',
  fontSize: '0.9375rem',
  lineHeight: 1.5,
  color: vars(theme).palette.text.primary,
  backgroundColor: vars(theme).palette.background.paper,
  border: `1px solid ${vars(theme).palette.divider}`,
  borderRadius: 10,
  '&:hover': { borderColor: vars(theme).palette.text.secondary },
  '&:focus': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: -1, borderColor: 'transparent' },
}));

const Hint = styled('p')(({ theme }) => ({ margin: 0, fontSize: '0.8125rem', lineHeight: 1.5, color: vars(theme).palette.text.secondary }));

const Actions = styled('div')(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: theme.spacing(1) }));

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: '0.875rem',
  lineHeight: 1.5,
  '&:not(:empty)': { marginTop: theme.spacing(1.5) },
  '&[data-status="sent"]': { color: vars(theme).palette.success.dark, ...theme.applyStyles('dark', { color: vars(theme).palette.success.light }) },
  '&[data-status="failed"]': { color: vars(theme).palette.error.dark, ...theme.applyStyles('dark', { color: vars(theme).palette.error.light }) },
  '& a': { color: 'inherit', fontWeight: 600 },
}));

const THUMB_UP = 'M1 21h4V9H1zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73z';
const THUMB_UP_OUTLINED = 'M9 21h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.58 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2M9 9l4.34-4.34L12 10h9v2l-3 7H9zM1 9h4v12H1z';
const THUMB_DOWN = 'M15 3H6c-.83 0-1.54.5-1.84 1.22l-3.02 7.05c-.09.23-.14.47-.14.73v2c0 1.1.9 2 2 2h6.31l-.95 4.57-.03.32c0 .41.17.79.44 1.06L9.83 23l6.59-6.59c.36-.36.58-.86.58-1.41V5c0-1.1-.9-2-2-2m4 0v12h4V3z';
const THUMB_DOWN_OUTLINED = 'M15 3H6c-.83 0-1.54.5-1.84 1.22l-3.02 7.05c-.09.23-.14.47-.14.73v2c0 1.1.9 2 2 2h6.31l-.95 4.57-.03.32c0 .41.17.79.44 1.06L9.83 23l6.59-6.59c.36-.36.58-.86.58-1.41V5c0-1.1-.9-2-2-2m0 12-4.34 4.34L12 14H3v-2l3-7h9zm4-12h4v12h-4z';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export interface PageFeedbackProps {
  /** `DOCS_FEEDBACK_URL`. */
  url: string;
  /** The page's path (canonical, no language prefix). */
  page: string;
  /** Its address for a GitHub issue (production origin + path). */
  pageUrl: string;
  product: string | null;
  version: string;
  /** Heading texts by id, to name the section a comment is about. */
  headingText: (id: string) => string | null;
  /** A heading's comment button was used: the form opens for that section (a new object each time). */
  sectionRequest: { id: string } | null;
}

/** "Was this page helpful?": a vote, then an optional comment, about the page or one of its sections. */
export function PageFeedback({ url, page, pageUrl, product, version, headingText, sectionRequest }: PageFeedbackProps) {
  const { t, userLanguage } = React.useContext(ShellContext);
  const feedback = usePageFeedback({ url, page, product, version, language: userLanguage });
  const id = React.useId();
  const textArea = React.useRef<HTMLTextAreaElement>(null);
  const root = React.useRef<HTMLElement>(null);
  // The rating of the answer that failed: a "No" also offers a GitHub issue.
  const [failedRating, setFailedRating] = React.useState<Rating | null>(null);

  // Opening the form (a vote, a heading's button) moves the focus into it.
  const focusRequest = React.useRef(0);
  const [focusTicket, setFocusTicket] = React.useState(0);
  React.useEffect(() => {
    if (focusTicket === 0) return;
    textArea.current?.focus();
  }, [focusTicket]);
  const requestFocus = () => setFocusTicket(++focusRequest.current);

  const { openSection } = feedback;
  React.useEffect(() => {
    if (!sectionRequest) return;
    openSection(sectionRequest.id);
    setFocusTicket(++focusRequest.current);
  }, [sectionRequest, openSection]);

  const choose = (rating: Rating) => {
    feedback.choose(rating);
    requestFocus();
  };

  const submit = async (event?: React.FormEvent) => {
    event?.preventDefault();
    const rating = feedback.chosen;
    const result = await feedback.submit();
    if (result && !result.ok) setFailedRating(rating);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const sectionName = feedback.section ? (headingText(feedback.section) ?? feedback.section) : null;
  const label = sectionName
    ? `${t('feedback.formLabelSection')} “${sectionName}”`
    : feedback.chosen === 0
      ? t('feedback.formLabelNegative')
      : t('feedback.formLabelPositive');
  const shortcut = isMac() ? '⌘+Enter' : 'Ctrl+Enter';

  const vote = (rating: Rating) => {
    const yes = rating === 1;
    const pressed = feedback.rating === rating;
    return (
      <VoteButton
        type="button"
        aria-label={t(yes ? 'feedback.yes' : 'feedback.no')}
        aria-pressed={pressed}
        data-tooltip={t(yes ? 'feedback.yesTooltip' : 'feedback.noTooltip')}
        data-ga-event-category="feedback"
        data-ga-event-action="vote"
        data-ga-event-label={yes ? 'yes' : 'no'}
        onClick={() => choose(rating)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={yes ? (pressed ? THUMB_UP : THUMB_UP_OUTLINED) : pressed ? THUMB_DOWN : THUMB_DOWN_OUTLINED} />
        </svg>
      </VoteButton>
    );
  };

  return (
    <Root ref={root} className="page-feedback" aria-labelledby={`${id}-question`}>
      <Question>
        <h2 id={`${id}-question`}>{t('feedback.question')}</h2>
        <Votes role="group" aria-labelledby={`${id}-question`}>
          {vote(1)}
          {vote(0)}
        </Votes>
      </Question>
      {feedback.formOpen ? (
        <Form onSubmit={submit} aria-labelledby={`${id}-label`} data-section={feedback.section ?? undefined}>
          <label id={`${id}-label`} htmlFor={`${id}-comment`}>
            {label}
          </label>
          <TextArea
            ref={textArea}
            id={`${id}-comment`}
            name="comment"
            rows={3}
            maxLength={MAX_COMMENT_LENGTH}
            value={feedback.comment}
            onChange={(event) => feedback.setComment(event.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={`${id}-hint`}
          />
          <Hint id={`${id}-hint`}>
            {feedback.chosen === null ? t('feedback.sectionOnly') : t('feedback.hint')} {t('feedback.shortcut').replace('{shortcut}', shortcut)}
          </Hint>
          <Actions>
            <Button type="button" variant="text" onClick={feedback.cancel}>
              {t('feedback.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disableElevation
              disabled={!feedback.canSend || feedback.status === 'sending'}
              data-ga-event-category="feedback"
              data-ga-event-action="send"
            >
              {feedback.status === 'sending' ? t('feedback.sending') : t('feedback.send')}
            </Button>
          </Actions>
        </Form>
      ) : null}
      {/* Always in the document, so that screen readers announce what appears in it. */}
      <Status role="status" aria-live="polite" data-status={feedback.status}>
        {feedback.status === 'sent' ? t('feedback.sent') : null}
        {feedback.status === 'failed' ? (
          <>
            {t('feedback.notSent')}
            {failedRating === 0 ? (
              <>
                {' '}
                <a href={feedbackIssueUrl(pageUrl)} target="_blank" rel="noopener noreferrer">
                  {t('feedback.openIssue')}
                </a>
                .
              </>
            ) : null}
          </>
        ) : null}
      </Status>
    </Root>
  );
}
