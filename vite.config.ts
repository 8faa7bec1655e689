import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import wyw from '@wyw-in-js/vite'

/** The browser cabinet: served under /app by the Tablo server, built into dist/ui. */
export default defineConfig({
  root: 'ui',
  base: '/app/',
  publicDir: false,
  plugins: [
    wyw({
      include: ['**/*.{ts,tsx}'],
      babelOptions: { presets: ['@babel/preset-typescript', '@babel/preset-react'] },
    }),
    react(),
  ],
  build: { outDir: '../dist/ui', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
})
