import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react, { reactCompilerPreset } from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import wyw from '@wyw-in-js/vite'
import { compression } from 'vite-plugin-compression2'

/** The faces of Inter every page's text is set in (ui/fonts.css): Cyrillic, and Latin for spaces and digits. */
const FIRST_PAINT_FONTS = /^assets\/inter-(cyrillic|latin)-(400|600)-normal-[\w-]+\.woff2$/

/**
 * The page's own type is fetched with the page, not after the first layout asks for it: the server's text before
 * any script (site-index prerenderedBody) then paints in Inter at once, as React's copy of it will, so the first
 * paint is the page's largest text and not a smaller fallback replaced later (issue #16: LCP).
 */
const preloadFonts = (): Plugin => ({
  name: 'tablo-preload-fonts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) =>
      Object.keys(context.bundle ?? {})
        .filter((file) => FIRST_PAINT_FONTS.test(file))
        .sort()
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/app/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        })),
  },
})

/**
 * The browser cabinet: served under /app by the Tablo server, built into dist/ui. Every text asset is also
 * written brotli- and gzip-compressed beside itself, so the server sends the smaller file without compressing
 * per request; source maps are written for debugging but not linked from the bundles, and the server does not
 * serve them.
 */
export default defineConfig({
  root: 'ui',
  base: '/app/',
  publicDir: 'public',
  plugins: [
    wyw({
      include: ['**/*.{ts,tsx}'],
      babelOptions: { presets: ['@babel/preset-typescript', '@babel/preset-react'] },
    }),
    react(),
    // React Compiler over the calculator wizard: each component keeps what did not change (elements, handlers), so
    // a press re-renders what it touched, not the screen around it (issue 15: a press repaints within a frame).
    // Only there: over every component its memo code cost the login page 2 KB (issue 14: /app/login <= 150 KB).
    babel({ include: [/\/ui\/features\/wizard\/.*\.tsx$/], presets: [reactCompilerPreset()] }),
    preloadFonts(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json)$/,
      exclude: /\.map$/,
      threshold: 1024,
    }),
  ],
  // Every browser the cabinet serves preloads modules natively (one without it only loads a lazy screen's parts
  // as they are imported): the polyfill would be half a kilobyte on every first paint (issue 14's login figure).
  // The manifest names each source's chunk for the server, which preloads a public calculator's parts from its HTML.
  build: {
    outDir: '../dist/ui',
    emptyOutDir: true,
    sourcemap: 'hidden',
    modulePreload: { polyfill: false },
    manifest: true,
    // A second entry, named in no HTML of the build: the server writes it on a public calculator's page in place
    // of the app's entry, which it starts after the first paint (ui/after-first-paint.ts, issue #51 item 2).
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('ui/index.html', import.meta.url)),
        'after-first-paint': fileURLToPath(new URL('ui/after-first-paint.ts', import.meta.url)),
      },
      // The few RxJS modules the shell itself runs (Observable, from, of, defer, map, switchMap, firstValueFrom and
      // their internals) as one chunk: left to the default splitting they were nine chunks of 150–3,600 bytes,
      // each shared with some lazy screen, and every route paid their headers and imports (issue #51: /app/login
      // went from 150.1 to 148.3 KB, every other route 1.7–2.9 KB lighter). The operators only lazy screens use
      // stay in their chunks.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'rx',
              test: /node_modules[\\/]rxjs[\\/]dist[\\/]esm5?[\\/]internal[\\/](Observable|operators[\\/](OperatorSubscriber|mergeInternals|switchMap|map)|observable[\\/](defer|of|from)|firstValueFrom)\.js$/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
})
