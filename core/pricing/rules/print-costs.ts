/** R-PRICE-12: print costs are labelled with VAT included. */
export const PRINT_COST_LABEL = 'с НДС'

/** R-PRICE-13: the typography options; doing the print oneself ('independently') costs nothing. */
export const TYPOGRAPHY_OPTIONS = [
  { id: 'independently', name: 'Самостоятельно', price: 0 },
  { id: 'typography', name: 'Типография', price: null },
] as const

export const typographyPrice = (id: string, quoted: number | null = null): number | null =>
  id === 'independently' ? 0 : quoted
