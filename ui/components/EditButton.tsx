import { Button } from '../design/Button'

/** «Изменить» beside a row's «Удалить»: named for the row it changes, so a screen reader tells the rows apart. */
export const EditButton = ({ what, onPress }: { readonly what: string; readonly onPress: () => void }) => (
  <Button variant="secondary" size="small" aria-label={`Изменить ${what}`} onPress={onPress}>
    Изменить
  </Button>
)
