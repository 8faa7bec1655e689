import { Download } from 'lucide-react'
import { useState } from 'react'
import { FileDownload } from '../../core/ports/file-download.port'
import { useService } from '../app/container-context'
import { Button } from '../design/Button'

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
        // A failure is said in the downloads region (DownloadsStore), not again here.
        void files.download(path, name).then(() => setBusy(false))
      }}
    >
      <Download aria-hidden="true" />
      PDF
    </Button>
  )
}
