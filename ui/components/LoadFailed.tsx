import { Button } from '../design/Button'

/**
 * A section or list that could not be read: said (the store's own message when it has one), with a retry
 * (the page's error row of page.styles).
 */
export const LoadFailed = ({
  onRetry,
  message = 'Не удалось загрузить раздел. Проверьте соединение.',
}: {
  readonly onRetry: () => void
  readonly message?: string | undefined
}) => (
  <div className="page-error" role="alert">
    {message}
    <Button variant="secondary" size="small" onPress={onRetry}>
      Повторить
    </Button>
  </div>
)
