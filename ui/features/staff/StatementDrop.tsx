import { FileUp } from 'lucide-react'
import { DropZone, FileTrigger, Text } from 'react-aria-components'
import { Button } from '../../design/Button'
import { ProgressBar } from '../../design/ProgressBar'
import { dropZone as drop } from '../../components/drop-zone.styles'

/**
 * Where the bank's statement is dropped or chosen (issue #48 item 4): the 1C exchange file as the bank's client
 * exported it (any name, any of its encodings); while it goes up, its progress.
 */
export const StatementDrop = ({
  uploading,
  fileName,
  percent,
  onFile,
}: {
  readonly uploading: boolean
  readonly fileName: string | undefined
  readonly percent: number
  readonly onFile: (file: File) => void
}) => (
  <>
    <DropZone
      className={drop}
      aria-label="Перетащите сюда выписку из банка"
      isDisabled={uploading}
      getDropOperation={() => (uploading ? 'cancel' : 'copy')}
      onDrop={(event) => {
        const item = event.items.find((i) => i.kind === 'file')
        if (item?.kind === 'file') void item.getFile().then(onFile)
      }}
    >
      <FileTrigger
        acceptedFileTypes={['.txt', 'text/plain']}
        onSelect={(files) => {
          const file = files?.[0]
          if (file) onFile(file)
        }}
      >
        <Button isDisabled={uploading}>
          <FileUp aria-hidden="true" />
          Выбрать файл выписки
        </Button>
      </FileTrigger>
      <Text slot="label" className="hint">
        Или перетащите сюда выписку в формате 1С (1CClientBankExchange, обычно kl_to_1c.txt) — её выгружает
        клиент-банк. Платежи с номером счёта в назначении и его суммой отметят счета оплаченными; остальные мы
        покажем вам.
      </Text>
    </DropZone>
    {uploading && <ProgressBar label={`Загрузка «${fileName ?? 'выписка'}»`} value={percent} />}
  </>
)
