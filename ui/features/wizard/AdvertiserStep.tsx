import { css } from '@linaria/core'
import type { PartnerRow } from '../../../core/advertiser/advertiser.store'
import type { AdvertiserFields } from '../../../core/cabinet/view/wizard.view-model'
import { Select } from '../../design/Select'
import { TextField } from '../../design/TextField'
import { space } from '../../design/tokens'

const fields = css`
  display: grid;
  gap: ${space(5)};
  max-width: 560px;
`

const NO_PARTNER = ''

/**
 * 'Выбор рекламодателя': the campaign's name, its brand and, for a partner's campaign, the partner (from the
 * profile's partners; choosing one fills the brand when it is empty).
 */
export const AdvertiserStep = ({
  value,
  partners,
  errors,
  onChange,
}: {
  readonly value: AdvertiserFields
  readonly partners: readonly PartnerRow[]
  readonly errors: Readonly<Record<string, string>>
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
      description="Свой бренд или бренд партнёра из профиля"
      options={[
        { id: NO_PARTNER, name: 'Моя компания' },
        ...partners.map((p) => ({ id: p._id, name: `${p.name} — ${p.brand}` })),
      ]}
      value={value.partnerId ?? NO_PARTNER}
      onChange={(id) => {
        const partner = partners.find((p) => p._id === id)
        const { partnerId: _dropped, ...rest } = value
        onChange(
          partner ? { ...rest, partnerId: partner._id, brandName: rest.brandName || partner.brand } : rest,
        )
      }}
    />
    <TextField
      label="Бренд"
      value={value.brandName}
      onChange={(brandName) => onChange({ ...value, brandName })}
      errorMessage={errors['brandName']}
    />
  </div>
)
