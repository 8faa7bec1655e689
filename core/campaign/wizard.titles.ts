import type { WizardStep } from './wizard.steps'

/**
 * Step titles (R-WIZ-04..07). The spec fixes 'Рекламоноситель', 'Выбор пакета' / 'Калькулятор' and
 * 'Типография'. R-WIZ-07 is open; choice: choose advertiser is the advertiser step 'Выбор рекламодателя',
 * upload materials is the media step 'Загрузка материалов', enter requisites is the payment step
 * 'Ввод реквизитов' (the invoice is issued to the requisites entered there), and campaign card is no step
 * of the orders: it titles the campaign's own page ('Карточка кампании').
 */
export const stepTitle = (step: WizardStep, place: string): string => {
  switch (step) {
    case 'placements':
      return 'Рекламоноситель'
    case 'calculator':
      return place === 'busMonitors' ? 'Выбор пакета' : 'Калькулятор'
    case 'advertiser':
      return 'Выбор рекламодателя'
    case 'media':
      return 'Загрузка материалов'
    case 'payment':
      return 'Ввод реквизитов'
    case 'printing':
      return 'Типография'
  }
}

export const CAMPAIGN_CARD_TITLE = 'Карточка кампании'
