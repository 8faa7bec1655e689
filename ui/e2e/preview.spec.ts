import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { buildMp4 } from '../../core/media/mp4-builder'
import { newAdvertiser } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'

let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

/** A layout of 1200×1800 (a shelter poster's proportions) in two colours, as a designer would send it. */
const poster = () =>
  sharp({ create: { width: 1200, height: 1800, channels: 3, background: '#d10029' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="900"><rect width="1200" height="900" fill="#1d2330"/></svg>',
        ),
        top: 900,
        left: 0,
      },
    ])
    .png()
    .toBuffer()

test('R-SCREEN-43 the creative preview: a clip and a layout in every format with the library’s verdict, nothing sent', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ locale: 'ru-RU' })
  const visitor = await context.newPage()
  const uploads: string[] = []
  visitor.on('request', (r) => {
    if (r.method() !== 'GET') uploads.push(r.url())
  })
  await visitor.goto(`${product.baseUrl}/app/preview-minio`)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Предпросмотр материалов' })).toBeVisible()
  const input = visitor.locator('input[type=file]')

  // A Full HD clip of 15 s: the three formats of that size take it; the bus monitors say why not.
  const clip = buildMp4({ width: 1920, height: 1080, durationSeconds: 15, mediaBytes: 50_000 })
  await input.setInputFiles({ name: 'ролик.mp4', mimeType: 'video/mp4', buffer: Buffer.from(clip) })
  await expect(
    visitor.getByRole('heading', { level: 2, name: 'Подходит для 3 форматов из 14' }),
  ).toBeVisible()
  await expect(visitor.getByText('Видеоролик «ролик.mp4»: 1920×1080, 15 с, H.264')).toBeVisible()
  const formats = visitor.getByRole('list').first().locator(':scope > li')
  await expect(formats).toHaveCount(14)
  await expect(formats.first()).toContainText('Мониторы в метро 1920×1080')
  await expect(formats.first()).toContainText('Подходит')
  await expect(
    formats
      .filter({ hasText: 'Мониторы в маршрутных такси 1280×720' })
      .getByText('Разрешение 1920×1080 не подходит: нужно 1280×720'),
  ).toBeVisible()

  // A shelter-sized poster: every print format takes it; the wide ones note their proportions.
  await input.setInputFiles({ name: 'макет.png', mimeType: 'image/png', buffer: await poster() })
  await expect(
    visitor.getByRole('heading', { level: 2, name: 'Подходит для 7 форматов из 14' }),
  ).toBeVisible()
  await expect(
    visitor.getByRole('img', { name: '«макет.png» в формате «Остановочный павильон 1200×1800»' }),
  ).toBeVisible()
  expect(
    await visitor
      .getByRole('img', { name: '«макет.png» в формате «Остановочный павильон 1200×1800»' })
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(1200)
  await expect(
    formats
      .filter({ hasText: 'Стикер в вагоне 600×300' })
      .getByText('Пропорции макета 2:3, у формата — 2:1: края обрежутся или останутся поля'),
  ).toBeVisible()
  await checkScreen(visitor, 'R-SCREEN-43-preview')

  // A text file called .mp4 is refused in the library's words, and nothing was ever sent.
  await input.setInputFiles({
    name: 'ролик.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('not a clip at all'),
  })
  await expect(visitor.getByRole('alert')).toHaveText(
    '«ролик.mp4»: Формат файла не распознан: нужно изображение (JPEG или PNG) или видео (MP4)',
  )
  expect(uploads).toEqual([])
  await context.close()

  // Signed in, the page is the same public preview, not the wizard.
  await newAdvertiser(page, product, 'preview')
  await page.goto(`${product.baseUrl}/app/preview-minio`)
  await expect(page.getByRole('heading', { level: 1, name: 'Предпросмотр материалов' })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/preview-minio$/)
})
