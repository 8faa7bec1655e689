import { Download } from 'lucide-react'
import { useState } from 'react'
import { FileDownload } from '../../core/ports/file-download.port'
import { useService } from '../app/container-context'
import { Button } from '../design/Button'
import { notify } from '../design/Toast'

/** A PDF button: it shows its progress and says why a download failed. */
export const PdfButton = ({
  path,
  name,
  label,
}: {
  readonly path: string
  readonly name: string
  readonly label: string
}) => {
  const files = useService<FileDownload>(FileDownload)
  const [busy, setBusy] = useState(false)
  return (
    <Button
      variant="secondary"
      size="small"
      isPending={busy}
      aria-label={label}
      onPress={() => {
        setBusy(true)
        void files.download(path, name).then((outcome) => {
          setBusy(false)
          if (!outcome.ok) notify({ title: outcome.error, tone: 'error' })
        })
      }}
    >
      <Download aria-hidden="true" />
      PDF
    </Button>
  )
}
