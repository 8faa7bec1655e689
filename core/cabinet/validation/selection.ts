/**
 * R-VAL-15: when all or none of the items are selected, every non-disabled item counts; otherwise only the
 * selected ones. (Selecting nothing means "no filter", selecting everything means the same.)
 */
export const countedItems = <T>(
  items: readonly T[],
  isSelected: (item: T) => boolean,
  isDisabled: (item: T) => boolean = () => false,
): T[] => {
  const selected = items.filter(isSelected)
  const allOrNone = selected.length === 0 || selected.length === items.length
  return allOrNone ? items.filter((item) => !isDisabled(item)) : selected
}
