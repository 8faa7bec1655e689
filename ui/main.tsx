import '@fontsource/inter/cyrillic-400.css'
import '@fontsource/inter/cyrillic-600.css'
import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-600.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserContainer } from '../adapters/browser/browser.root'
import { App } from './app/App'
import { ContainerProvider } from './app/container-context'
import { globals } from './app/theme'

/** The browser's entry: the composition root builds the container; React only renders. */
const container = createBrowserContainer()
document.body.classList.add(globals)
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ContainerProvider container={container}>
      <App />
    </ContainerProvider>
  </StrictMode>,
)
