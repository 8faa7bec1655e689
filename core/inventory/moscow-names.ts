/**
 * The stops file names districts as 'район Матушкино', 'Рязанский район' or 'поселение Кленовское' and okrugs
 * as 'Южный административный округ'; the boundary files name them 'Матушкино', 'Рязанский', 'Южный'. One key
 * joins the two.
 */
const ADMINISTRATIVE_WORDS =
  /(^|\s)(район|поселение|городской округ|муниципальный округ|административный округ|посёлок|поселок)(?=\s|$)/g

export const regionKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(ADMINISTRATIVE_WORDS, ' ')
    .replace(/[^a-zа-я0-9]+/g, ' ')
    .trim()
