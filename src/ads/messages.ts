import { supportMessage, type SupportMessage } from './inHouseAds';

/** Words of the ad slot; the shell may pass translated ones. `{publisher}` is replaced. */
export interface AdMessages {
  adBy: string;
  adBadge: string;
  learnMore: string;
  support: SupportMessage;
}

export const defaultAdMessages: AdMessages = {
  adBy: 'Ad by {publisher}',
  adBadge: 'Ad',
  learnMore: 'Learn more',
  support: supportMessage,
};

export function withDefaultMessages(messages: Partial<AdMessages> | undefined): AdMessages {
  return { ...defaultAdMessages, ...messages, support: { ...defaultAdMessages.support, ...messages?.support } };
}
