import { ArrowLeft, Plus } from 'lucide-react'
import { useEffect } from 'react'
import { AdvertiserStore } from '../../../core/advertiser/advertiser.store'
import { CampaignListStore } from '../../../core/cabinet/stores/campaign-list.store'
import { campaignsOfPartner, FIRST_CAMPAIGN_CARD } from '../../../core/cabinet/view/campaign-table.view-model'
import { useService } from '../../app/container-context'
import type { ScreenProps } from '../../app/screen-props'
import { useReadable } from '../../app/use-readable'
import { Notice } from '../../components/form'
import { pageColumn } from '../../components/page.styles'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { useSession } from '../session/use-session'
import { CampaignTable } from '../campaigns/CampaignTable'
import { useDeleteCampaign } from '../campaigns/DeleteCampaign'
import { PartnersSection } from '../profile/PartnersSection'

const useAdvertisersData = () => {
  const advertiser = useService(AdvertiserStore)
  const list = useService(CampaignListStore)
  useEffect(() => {
    void advertiser.load()
    void list.load()
  }, [advertiser, list])
  return { advertiser: useReadable(advertiser), list, campaigns: useReadable(list) }
}

/** /advertisers (R-SCREEN-08): the advertisers the account books for, how many campaigns each has, adding one. */
export const AdvertisersScreen = () => {
  const { advertiser, campaigns } = useAdvertisersData()
  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>Рекламодатели</h1>
      </div>
      {advertiser.loadError && <Notice tone="error">{advertiser.loadError}</Notice>}
      <PartnersSection
        linkTo={(id) => `/advertisers/${id}`}
        campaignsOf={(id) => campaignsOfPartner(campaigns.campaigns, id).length}
      />
    </main>
  )
}

/** /advertisers/{id} (R-SCREEN-09): one advertiser, its brand and its campaigns, with a way to start a new one. */
export const AdvertiserScreen = ({ params }: ScreenProps) => {
  const { advertiser, list, campaigns } = useAdvertisersData()
  const { profile } = useReadable(useSession())
  const { ask, dialog } = useDeleteCampaign()
  const partner = advertiser.partners.find((p) => p._id === params['id'])
  const own = campaignsOfPartner(campaigns.campaigns, params['id'] ?? '')
  return (
    <main className={pageColumn}>
      <Link href="/advertisers" variant="quiet">
        <ArrowLeft size={14} aria-hidden="true" /> Все рекламодатели
      </Link>
      <div className="page-top">
        <h1>
          {partner ? partner.name : 'Рекламодатель'}
          {partner && <span className="page-count">бренд {partner.brand}</span>}
        </h1>
        <Link href={FIRST_CAMPAIGN_CARD.to}>
          <Plus size={14} aria-hidden="true" /> Новая кампания
        </Link>
      </div>
      {advertiser.loadError && <Notice tone="error">{advertiser.loadError}</Notice>}
      {!partner && advertiser.partners.length > 0 ? (
        <EmptyState title="Такого рекламодателя нет">
          Он мог быть удалён. Вернитесь к списку рекламодателей.
        </EmptyState>
      ) : own.length === 0 ? (
        <EmptyState title="Кампаний пока нет">Кампании этого рекламодателя появятся здесь.</EmptyState>
      ) : (
        <CampaignTable
          campaigns={own}
          sort={campaigns.sort}
          onToggleSort={() => void list.toggleSort()}
          isObserver={profile?.isObserver === true}
          partners={advertiser.partners}
          onDelete={ask}
        />
      )}
      {dialog}
    </main>
  )
}
