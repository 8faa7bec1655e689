import { css } from '@linaria/core'
import type { PartnerRow } from '../../../core/advertiser/advertiser.store'
import { advertiserChoices, OWN_COMPANY } from '../../../core/cabinet/view/campaign-advertiser.view-model'
import type { AdvertiserFields } from '../../../core/cabinet/view/wizard.view-model'
import { Link } from '../../design/Link'
import { Select } from '../../design/Select'
import { TextField } from '../../design/TextField'
import { space } from '../../design/tokens'

const fields = css`
  display: grid;
  gap: ${space(5)};
  max-width: 560px;
`

/**
 * 'Выбор рекламодателя': the campaign's name, its brand and, for a partner's campaign, the partner (from the
 * profile's partners; choosing one fills the brand when it is empty). An agency books for a client: it must
 * choose one, since the invoice is made out to the client's legal entity (issue #47).
 */
export const AdvertiserStep = ({
  value,
  partners,
  isAgency,
  errors,
  fixedReason,
  onChange,
}: {
  readonly value: AdvertiserFields
  readonly partners: readonly PartnerRow[]
  readonly isAgency: boolean
  readonly errors: Readonly<Record<string, string>>
  /** Why the saved campaign keeps its advertiser (core advertiserFixedReason): the choice is then read-only. */
  readonly fixedReason?: string | undefined
  readonly onChange: (fields: AdvertiserFields) => void
}) => (
  <div className={fields}>
    <TextField
      label="Название кампании"
      isRequired
      value={value.name}
      onChange={(name) => onChange({ ...value, name })}
      errorMessage={errors['name']}
    />
    <Select
      label="Рекламодатель"
      isDisabled={fixedReason !== undefined}
      description={
        fixedReason ??
        (isAgency
          ? 'Клиент агентства: счёт выставляется на его юридическое лицо'
          : 'Свой бренд или бренд партнёра из профиля')
      }
      options={advertiserChoices(partners, isAgency).map((c) => ({ id: c.id, name: c.label }))}
      value={value.partnerId ?? (isAgency ? null : OWN_COMPANY.id)}
      {...(errors['partnerId'] ? { errorMessage: errors['partnerId'] } : {})}
      onChange={(id) => {
        const partner = partners.find((p) => p._id === id)
        const { partnerId: _dropped, ...rest } = value
        onChange(
          partner ? { ...rest, partnerId: partner._id, brandName: rest.brandName || partner.brand } : rest,
        )
      }}
    />
    {isAgency && partners.length === 0 && (
      <p>
        У агентства ещё нет рекламодателей. <Link href="/profile">Добавить рекламодателя в профиле</Link>
      </p>
    )}
    <TextField
      label="Бренд"
      value={value.brandName}
      onChange={(brandName) => onChange({ ...value, brandName })}
      errorMessage={errors['brandName']}
    />
  </div>
)
