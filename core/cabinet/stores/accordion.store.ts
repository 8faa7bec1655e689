import { StateStore } from '../../shared/store'

/**
 * R-LIST-27: one item open at a time; with closeOnReclick a click on the open item closes it, otherwise it
 * stays open.
 */
export class AccordionStore extends StateStore<{ readonly open: string | undefined }> {
  constructor(
    private readonly options: { readonly closeOnReclick: boolean },
    open?: string,
  ) {
    super({ open })
  }

  click(id: string): void {
    const open = this.getSnapshot().open
    this.set({ open: open === id && this.options.closeOnReclick ? undefined : id })
  }

  isOpen(id: string): boolean {
    return this.getSnapshot().open === id
  }
}
