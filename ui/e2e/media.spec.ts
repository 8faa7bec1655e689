import { expect, test } from '@playwright/test'
import { buildMp4 } from '../../core/media/mp4-builder'
import { createMetroCampaign } from './support/api'
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
// A failure keeps the server's own account of it beside the trace.
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the pattern
test.afterEach(async ({}, info) => {
  if (info.status !== info.expectedStatus) await info.attach('server.log', { body: product.log() })
})

const clip = (name: string) => ({
  name,
  mimeType: 'video/mp4',
  buffer: Buffer.from(buildMp4({ width: 1920, height: 1080, durationSeconds: 10, mediaBytes: 20_000 })),
})

test('R-SCREEN-19 R-SCREEN-51 R-SCREEN-20 R-SCREEN-03 R-SCREEN-05 R-ASYNC-12 R-API-02 media library at /media: upload with progress, refuse a bad file, moderate, rename, view, pick for a campaign, plan its rotation, delete', async ({
  page,
}) => {
  await newAdvertiser(page, product, 'media')
  await page.goto(`${product.baseUrl}/app/media`)
  await expect(page).toHaveTitle('Табло — Медиатека')
  await expect(page.getByRole('heading', { name: 'Файлов пока нет' })).toBeVisible()
  await checkScreen(page, 'R-SCREEN-51-media-library-empty')

  const input = page.locator('input[type=file]')
  // R-ASYNC-12: the whole file sent, the answer held back: the bar stays at 99 % at most until the server answers.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  // R-API-02: the file goes as a multipart form, as the browser writes one (its boundary in the type).
  let uploadType: string | undefined
  await page.route('**/api/v1/clients/media-library/video', async (route) => {
    uploadType = route.request().headers()['content-type']
    await held
    await route.continue()
  })
  await input.setInputFiles(clip('Весенний ролик.mp4'))
  const bar = page.getByRole('progressbar', { name: 'Загрузка «Весенний ролик.mp4»' })
  await expect(bar).toBeVisible()
  for (let look = 0; look < 5; look++) {
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(99)
    await page.waitForTimeout(200)
  }
  await expect(page.getByText('«Весенний ролик.mp4» загружен')).toHaveCount(0)
  release()
  const table = page.getByRole('grid', { name: 'Медиатека' })
  await expect(page.getByText('«Весенний ролик.mp4» загружен')).toBeVisible()
  await expect(bar).toHaveCount(0)
  await page.unroute('**/api/v1/clients/media-library/video')
  expect(uploadType).toMatch(/^multipart\/form-data; boundary=\S+$/)
  const row = table.getByRole('row').nth(1)
  await expect(row).toContainText('Весенний ролик.mp4')
  await expect(row).toContainText('1920×1080 · 10 с')
  await expect(row).toContainText('Без статуса')

  // A file that is not what it says: the server's reason, and the list as it was.
  await input.setInputFiles({ name: 'макет.png', mimeType: 'image/png', buffer: Buffer.from('не картинка') })
  await expect(page.getByRole('main').getByRole('alert')).toContainText('«макет.png» не загружен:')
  await expect(table.getByRole('row')).toHaveCount(2)
  await page.getByRole('button', { name: 'Понятно' }).click()

  await table.getByRole('button', { name: 'Действия: Весенний ролик.mp4' }).click()
  await page.getByRole('menuitem', { name: 'Отправить на модерацию' }).click()
  await expect(row).toContainText('На модерации')

  await table.getByRole('button', { name: 'Действия: Весенний ролик.mp4' }).click()
  await page.getByRole('menuitem', { name: 'Переименовать' }).click()
  const rename = page.getByRole('dialog', { name: 'Переименовать файл' })
  await rename.getByLabel('Название').fill('Весна 2027')
  // R-API-02: a call with fields that are not a file sends them as JSON, saying so.
  const renaming = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/rename'))
  await rename.getByRole('button', { name: 'Сохранить' }).click()
  const renamed = await renaming
  expect(renamed.headers()['content-type']).toBe('application/json')
  expect(renamed.postDataJSON()).toEqual({ name: 'Весна 2027' })
  await expect(row).toContainText('Весна 2027')
  await page.getByRole('tab', { name: 'Изображения' }).click()
  await expect(page.getByRole('heading', { name: 'Файлов пока нет' })).toBeVisible()
  await page.getByRole('tab', { name: 'Видео' }).click()
  await expect(table.getByRole('row')).toHaveCount(2)
  await checkScreen(page, 'R-SCREEN-51-media-library')

  await table.getByRole('link', { name: 'Весна 2027' }).click()
  await expect(page).toHaveURL(/\/app\/material\/library\/[0-9a-f-]{36}$/)
  await expect(page).toHaveTitle('Табло — Материал')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Весна 2027')
  const about = page.getByRole('region', { name: 'О файле' })
  await expect(about).toContainText('Модерация')
  await expect(about).toContainText('На модерации')
  await expect(about).toContainText('1920×1080 · 10 с')
  await expect(page.getByLabel('Ролик Весна 2027')).toHaveAttribute('src', /signature=/)
  await checkScreen(page, 'R-SCREEN-20-material')

  // R-API-15: the wizard's materials step takes the file from the library instead of a new upload; a file the
  // campaign has is not offered again. The date is far enough ahead to stay open on any day the suite runs.
  const campaignId = await createMetroCampaign(page, product.baseUrl, 'Весна в метро', '2027-09-01')
  await page.goto(`${product.baseUrl}/app/calculator/step-5/${campaignId}`)
  await expect(page.getByRole('heading', { name: 'Загрузка материалов' })).toBeVisible()
  await page.getByRole('button', { name: 'Выбрать из медиатеки' }).click()
  const pick = page.getByRole('dialog', { name: 'Выбрать из медиатеки' })
  const files = pick.getByRole('radiogroup', { name: 'Файл из медиатеки' })
  await expect(files.getByRole('radio')).toHaveCount(1)
  await expect(pick.getByRole('button', { name: 'Прикрепить' })).toBeDisabled()
  await files
    .getByRole('radio', { name: 'Весна 2027 — 1920×1080 · 10 с · На модерации' })
    .check({ force: true })
  await checkScreen(page, 'R-SCREEN-03-library-pick')
  await pick.getByRole('button', { name: 'Прикрепить' }).click()
  await expect(pick).toBeHidden()
  await expect(page.getByText('«Весна 2027» прикреплён к кампании')).toBeVisible()
  const already = page.getByRole('list', { name: 'Уже в кампании' })
  await expect(already).toContainText('«Весна 2027» уже в кампании')
  await expect(already).toContainText('На модерации')
  await expect(page.getByRole('region', { name: 'Отправка на модерацию' })).toBeVisible()
  await page.getByRole('button', { name: 'Выбрать из медиатеки' }).click()
  await expect(pick).toContainText('В медиатеке нет подходящих файлов. Нужен файл: Видеоролик MP4')
  await pick.getByRole('button', { name: 'Отмена' }).click()
  await expect(pick).toBeHidden()

  // The campaign page's rotation plan (cabinet §7 videoSchedule): the file rotates on some of the campaign's days,
  // checked by the server's own rules before anything is sent.
  await page.goto(`${product.baseUrl}/app/campaigns/${campaignId}`)
  const plan = page.getByRole('region', { name: 'План показа роликов' })
  await expect(plan).toContainText('Плана нет: все дни показывается основной ролик кампании.')
  const planForm = plan.getByRole('form', { name: 'Добавить период' })
  const days = async (from: string, to: string) => {
    await planForm.getByRole('spinbutton', { name: /^день/ }).first().click()
    await page.keyboard.type(`${from}${to}`.replaceAll('.', ''))
  }
  const share = planForm.getByLabel('Доля «Весна 2027», %')
  await planForm.getByRole('button', { name: 'Добавить в план' }).click()
  await expect(planForm).toContainText('Выберите дни показа')
  await days('02.09.2027', '05.09.2027')
  await share.fill('120')
  await planForm.getByRole('button', { name: 'Добавить в план' }).click()
  await expect(planForm).toContainText('Не больше 100')
  await share.fill('60')
  await planForm.getByRole('button', { name: 'Добавить в план' }).click()
  const periods = plan.getByRole('list', { name: 'Периоды плана показа' })
  await expect(periods).toContainText('02.09.2027 – 05.09.2027')
  await expect(periods).toContainText('Весна 2027 — 60 % (на модерации)')
  await expect(periods).toContainText('Остальные 40 % — основной ролик кампании')
  // A second period over the first: the rule's sentence, nothing sent.
  await days('04.09.2027', '08.09.2027')
  await share.fill('100')
  await planForm.getByRole('button', { name: 'Добавить в план' }).click()
  await expect(planForm).toContainText(
    'Период пересекается с другой записью плана этого расписания: с 02.09.2027 по 05.09.2027',
  )
  await checkScreen(page, 'R-SCREEN-05-video-plan')
  await plan.getByRole('button', { name: 'Удалить период 02.09.2027 – 05.09.2027' }).click()
  await expect(plan).toContainText('Плана нет')

  // A file a campaign uses stays in the library until the campaign no longer does (here: the draft is deleted).
  await page.goto(`${product.baseUrl}/app/media`)
  const removeFile = async () => {
    await table.getByRole('button', { name: 'Действия: Весна 2027' }).click()
    await page.getByRole('menuitem', { name: 'Удалить' }).click()
    await page
      .getByRole('alertdialog', { name: 'Удалить файл?' })
      .getByRole('button', { name: 'Удалить' })
      .click()
  }
  await removeFile()
  await expect(
    page.getByText(
      'Файл нельзя удалить: он используется в кампании «Весна в метро». Сначала замените его там.',
    ),
  ).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(2)
  await page.goto(`${product.baseUrl}/app/campaigns/${campaignId}`)
  await page.getByRole('button', { name: 'Удалить' }).click()
  await page
    .getByRole('alertdialog', { name: 'Удалить рекламную кампанию?' })
    .getByRole('button', { name: 'Удалить' })
    .click()
  await expect(page).toHaveURL(/\/app\/campaigns$/)

  await page.goto(`${product.baseUrl}/app/media`)
  await removeFile()
  await expect(page.getByRole('heading', { name: 'Файлов пока нет' })).toBeVisible()

  await page.goto(`${product.baseUrl}/app/material/library/00000000-0000-4000-8000-000000000000`)
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Файл не найден')
})

test('R-SCREEN-17 R-SCREEN-18 R-SCREEN-19 the further addresses: /media the library, /media-step to it, /calc-stop the stops calculator', async ({
  page,
}) => {
  await newAdvertiser(page, product, 'media-addresses')
  await page.goto(`${product.baseUrl}/app/media-step`)
  await expect(page).toHaveURL(/\/app\/media$/)
  await expect(page).toHaveTitle('Табло — Медиатека')
  await expect(page.getByRole('heading', { name: 'Файлов пока нет' })).toBeVisible()
  await checkScreen(page, 'R-SCREEN-17-media-step')

  await page.goto(`${product.baseUrl}/app/calc-stop`)
  await expect(page).toHaveURL(/\/app\/calculator\/step-2\?advertisePlace=transitShelter$/)
  await page.getByLabel('Название кампании').fill('Остановки по пути')
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page.getByText(/Найдено сторон: 16\s828\. Выбрано: 0/)).toBeVisible()
  await checkScreen(page, 'R-SCREEN-18-calc-stop')
})
