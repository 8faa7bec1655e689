import { probeCreative, type LocalFile } from '../../media/creative-probe'
import { StateStore } from '../../shared/store'
import { creativePreview, type CreativePreview } from '../view/creative-preview.view-model'

export type CreativePreviewState =
  | { readonly status: 'idle' }
  | { readonly status: 'reading'; readonly fileName: string }
  | {
      readonly status: 'ready'
      readonly fileName: string
      readonly kind: 'image' | 'video'
      readonly preview: CreativePreview
    }
  | { readonly status: 'refused'; readonly fileName: string; readonly message: string }

export const PREVIEW_READ_FAILED = 'Файл не удалось прочитать: выберите его ещё раз'

/**
 * The public creative preview (R-SCREEN-43): reads a file chosen on the visitor's own computer, in the browser
 * and without sending it, and says for every format whether the library would take it. A file chosen while
 * another is being read replaces it: the first one's answer is dropped.
 */
export class CreativePreviewStore extends StateStore<CreativePreviewState> {
  private reading = 0

  constructor() {
    super({ status: 'idle' })
  }

  async inspect(file: LocalFile): Promise<void> {
    const turn = ++this.reading
    const fileName = file.name
    this.set({ status: 'reading', fileName })
    let next: CreativePreviewState
    try {
      const probed = await probeCreative(file)
      next = probed.ok
        ? { status: 'ready', fileName, kind: probed.value.probe.kind, preview: creativePreview(probed.value) }
        : { status: 'refused', fileName, message: probed.error.message }
    } catch {
      next = { status: 'refused', fileName, message: PREVIEW_READ_FAILED }
    }
    if (turn === this.reading) this.set(next)
  }

  clear(): void {
    this.reading += 1
    this.set({ status: 'idle' })
  }
}
