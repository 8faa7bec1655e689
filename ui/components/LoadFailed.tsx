import { Button } from '../design/Button'

/** A section that could not be read: said, with a retry (the page's error row of page.styles). */
export const LoadFailed = ({ onRetry }: { readonly onRetry: () => void }) => (
  <div className="page-error" role="alert">
    Не удалось загрузить раздел. Проверьте соединение.
    <Button variant="secondary" size="small" onPress={onRetry}>
      Повторить
    </Button>
  </div>
)
