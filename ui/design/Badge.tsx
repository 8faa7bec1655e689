import { css, cx } from '@linaria/core'
import type { ReactNode } from 'react'
import type { CampaignBadgeClass } from '../../core/campaign/campaign-state.labels'
import { color, font, radius } from './tokens'

const badge = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 22px;
  padding: 0 8px;
  border: 1px solid transparent;
  border-radius: ${radius.pill};
  font-size: ${font.caption};
  font-weight: 600;
  white-space: nowrap;
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`
/** Each status class of the spec (R-STATE-03) and the neutral tones; the text always says the status too. */
const tones = {
  create: css`
    background: ${color.subtle};
    color: ${color.text};
    border-color: ${color.border};
  `,
  moderation: css`
    background: ${color.warningBg};
    color: ${color.warning};
  `,
  rejected: css`
    background: ${color.dangerBg};
    color: ${color.danger};
  `,
  purchased: css`
    background: ${color.infoBg};
    color: ${color.info};
  `,
  current: css`
    background: ${color.successBg};
    color: ${color.success};
  `,
  archive: css`
    background: ${color.surface};
    color: ${color.muted};
    border-color: ${color.border};
  `,
  neutral: css`
    background: ${color.subtle};
    color: ${color.muted};
  `,
  accent: css`
    background: ${color.accentBg};
    color: ${color.accentDark};
  `,
} satisfies Record<CampaignBadgeClass | 'neutral' | 'accent', string>

export type BadgeTone = keyof typeof tones

export interface BadgeProps {
  readonly tone: BadgeTone
  readonly children: ReactNode
}

/** A status at a glance: campaign state, payment, reservation (colour and its words, never colour alone). */
export const Badge = ({ tone, children }: BadgeProps) => (
  <span className={cx(badge, tones[tone])} data-tone={tone}>
    {children}
  </span>
)
