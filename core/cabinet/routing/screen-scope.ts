import type { ScreenId } from './route.table'

/** The flows whose stores live in a scope of their own (issue #49 item 5); the composition root binds each. */
export type ScreenFlow = 'cabinet' | 'wizard' | 'staff' | 'landing' | 'preview' | 'oauth' | 'msb'

/** Which flow's bindings (the UI's composition root, ui/main.tsx) make each routed screen's scope (issue #49 item 5). */
const SCREEN_FLOWS: Partial<Record<ScreenId, ScreenFlow>> = {
  home: 'cabinet',
  campaigns: 'cabinet',
  campaign: 'cabinet',
  campaignStats: 'cabinet',
  mediaPlan: 'cabinet',
  advertisers: 'cabinet',
  advertiser: 'cabinet',
  bills: 'cabinet',
  profile: 'cabinet',
  documents: 'cabinet',
  faq: 'cabinet',
  news: 'cabinet',
  newsItem: 'cabinet',
  discounts: 'cabinet',
  media: 'cabinet',
  material: 'cabinet',
  staffQueue: 'staff',
  staffReview: 'staff',
  staffPayments: 'staff',
  staffAgencies: 'staff',
  oauthReturn: 'oauth',
  msbAuthorization: 'msb',
  signInConfirmMsb: 'msb',
}

/**
 * Screens that hand their state on to each other share one scope while the user moves between them: the campaigns
 * list carries the media plan's choice to its page; a campaign's page and its statistics read the one campaign;
 * the desk's review links back to the queue as it was filtered (and a decision makes that queue stale).
 */
const SHARED_SCOPES: Partial<Record<ScreenId, (params: Readonly<Record<string, string>>) => string>> = {
  campaigns: () => 'campaigns',
  mediaPlan: () => 'campaigns',
  campaign: (params) => `campaign:${params['id'] ?? ''}`,
  campaignStats: (params) => `campaign:${params['id'] ?? ''}`,
  staffQueue: () => 'staff',
  staffReview: () => 'staff',
  staffPayments: () => 'staff',
}

/**
 * The scope a routed screen's stores live in (issue #49 item 5): its flow, and a key that starts it afresh when it
 * changes (another screen, or the same screen for another campaign, news item, material…); none for a screen
 * whose stores are all app-wide.
 */
export const screenScopeOf = (
  screen: ScreenId,
  params: Readonly<Record<string, string>>,
): { readonly flow: ScreenFlow; readonly key: string } | undefined => {
  const flow = SCREEN_FLOWS[screen]
  if (!flow) return undefined
  const shared = SHARED_SCOPES[screen]
  return { flow, key: shared ? shared(params) : `${screen}:${Object.values(params).join('/')}` }
}
