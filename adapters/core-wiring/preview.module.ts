import { CreativePreviewStore } from '../../core/cabinet/stores/creative-preview.store'
import { ContainerModule } from '../container/di'

/** The public creative preview (R-SCREEN-43): it reads the visitor's file in the browser and needs no port. */
export const previewModule = new ContainerModule(({ bind }) => {
  bind(CreativePreviewStore)
    .toDynamicValue(() => new CreativePreviewStore())
    .inSingletonScope()
})
