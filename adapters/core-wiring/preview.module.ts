import { CreativePreviewStore } from '../../core/cabinet/stores/creative-preview.store'
import { ContainerModule } from '../container/di'

/**
 * The public creative preview (R-SCREEN-43): it reads the visitor's file in the browser and needs no port; bound in
 * its screen's scope (issue #49 item 5), so the file chosen is let go of with the page.
 */
export const previewScreenModule = new ContainerModule(({ bind }) => {
  bind(CreativePreviewStore).toDynamicValue(() => new CreativePreviewStore())
})
