import { css, cx } from '@linaria/core'
import { ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components'
import { color, focusRing, radius, space } from './tokens'

const root = css`
  border-bottom: 1px solid ${color.border};
  h3 {
    margin: 0;
    font-size: inherit;
  }
  button {
    width: 100%;
    display: flex;
    align-items: center;
    gap: ${space(2)};
    padding: ${space(3)} 0;
    border: 0;
    border-radius: ${radius.control};
    background: none;
    color: ${color.text};
    font: inherit;
    font-weight: 600;
    text-align: left;
    cursor: pointer;
  }
  button[data-focus-visible] {
    ${focusRing}
  }
  button svg {
    transition: transform 150ms;
    flex: none;
  }
  &[data-expanded] button svg {
    transform: rotate(90deg);
  }
  .panel {
    padding: 0 0 ${space(3)} ${space(6)};
  }
`

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'children'> {
  readonly title: ReactNode
  readonly children: ReactNode
}

/** A section that opens and closes (the FAQ, a campaign's details). Several make an Accordion. */
export const Disclosure = ({ title, children, className, ...props }: DisclosureProps) => (
  <AriaDisclosure {...props} className={cx(root, className as string)}>
    <Heading level={3}>
      <AriaButton slot="trigger">
        <ChevronRight size={16} aria-hidden />
        {title}
      </AriaButton>
    </Heading>
    <DisclosurePanel className="panel">{children}</DisclosurePanel>
  </AriaDisclosure>
)

/** Disclosures of which one (or, with allowsMultipleExpanded, several) is open. */
export const Accordion = DisclosureGroup
