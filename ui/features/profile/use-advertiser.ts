import { AdvertiserStore } from '../../../core/advertiser/advertiser.store'
import { useService } from '../../app/container-context'

export const useAdvertiser = (): AdvertiserStore => useService(AdvertiserStore)
