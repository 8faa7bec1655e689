import { css, cx } from '@linaria/core'
import { formatRoubles, fromRoubles, type Kopecks } from '../../core/shared/money'

const money = css`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

export type MoneyProps =
  | {
      readonly kopecks: Kopecks
      readonly roubles?: never
      readonly sign?: boolean
      readonly className?: string
    }
  | {
      readonly roubles: number
      readonly kopecks?: never
      readonly sign?: boolean
      readonly className?: string
    }

/** Money as a Russian document writes it, `1 234 567,89 ₽` (R-CONST-02), through the core's formatter. */
export const Money = ({ kopecks, roubles, sign, className }: MoneyProps) => {
  const amount = kopecks ?? fromRoubles(roubles ?? 0)
  return (
    <span className={cx(money, className)}>{formatRoubles(amount, sign === undefined ? {} : { sign })}</span>
  )
}
