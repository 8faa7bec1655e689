import { expect, test } from '@playwright/test'
import { DEMO, signIn } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen, expectAccessible } from './support/screens'

let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

test('R-SCREEN-01 home: the greeting, the ways to the everyday tasks and the latest news', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.advertiser)
  await page.goto(`${product.baseUrl}/app/`)
  const tiles = page.getByRole('list', { name: 'Разделы' })
  await expect(tiles.getByRole('link')).toHaveText([
    'Новая кампания',
    'Рекламные кампании',
    'Медиатека',
    'Скидки',
    'Новости',
  ])
  const latest = page.getByRole('region', { name: 'Новости' })
  await expect(latest.getByRole('listitem').first()).toContainText('Новые сезонные коэффициенты')
  await checkScreen(page, 'R-SCREEN-01-home')
})

test('R-SCREEN-55 R-SCREEN-56 news: newest first, each on its page, an unknown one said so', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.advertiser)
  await page.goto(`${product.baseUrl}/app/`)
  await page.getByRole('list', { name: 'Разделы' }).getByRole('link', { name: 'Новости' }).click()
  await expect(page).toHaveURL(/\/app\/news$/)
  await expect(page).toHaveTitle('Табло — Новости')
  const items = page.getByRole('list', { name: 'Новости' }).getByRole('heading', { level: 2 })
  await expect(items).toHaveText([
    'Новые сезонные коэффициенты',
    'Остановочные павильоны: 8 414 остановок',
    'Табло открыто для рекламодателей',
  ])
  await checkScreen(page, 'R-SCREEN-55-news')

  await page.getByRole('link', { name: 'Остановочные павильоны: 8 414 остановок' }).click()
  await expect(page).toHaveURL(/\/app\/news\/news-2$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Остановочные павильоны: 8 414 остановок')
  await expect(page.getByText('01.10.2026')).toBeVisible()
  await checkScreen(page, 'R-SCREEN-56-news-item')
  await page.getByRole('link', { name: 'Все новости' }).click()
  await expect(page).toHaveURL(/\/app\/news$/)

  await page.goto(`${product.baseUrl}/app/news/no-such-news`)
  await expect(page.getByRole('heading', { name: 'Новость не найдена' })).toBeVisible()
})

test('R-SCREEN-53 discounts: the agency sees its 10 % until the end of 2027 and the volume table', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.agency)
  await page.goto(`${product.baseUrl}/app/discounts`)
  await expect(page).toHaveTitle('Табло — Скидки')
  const personal = page.getByRole('region', { name: 'Персональная скидка' })
  await expect(personal).toContainText('Тип аккаунта: Агентство')
  await expect(personal).toContainText('10 %')
  await expect(personal).toContainText('Действует')
  await expect(personal).toContainText('Действует по 31.12.2027 включительно')
  await expect(personal).toContainText('На все рекламные места')
  const volume = page.getByRole('region', { name: 'Скидки за объём' })
  await expect(volume.getByRole('row')).toHaveCount(5)
  await expect(volume.getByRole('row').nth(1)).toContainText('5 %')
  await checkScreen(page, 'R-SCREEN-53-discounts')
})

test('R-SCREEN-53 discounts of a direct advertiser: no personal discount, the way to ask for one', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.advertiser)
  await page.goto(`${product.baseUrl}/app/discounts`)
  const personal = page.getByRole('region', { name: 'Персональная скидка' })
  await expect(personal).toContainText('Тип аккаунта: Прямой рекламодатель')
  await expect(personal).toContainText('Персональной скидки нет')
})

test('R-ROLE-10 R-DISC-08 R-DISC-09 the administrator finds an agency by name and sets its discount; the agency sees it', async ({
  page,
}) => {
  // A moderator is not offered the screen, and its address leads back to the queue.
  await signIn(page, product.baseUrl, 'moderator@tablo.local')
  await expect(page.getByRole('navigation', { name: 'Разделы рабочего места' })).not.toContainText(
    'Агентства',
  )
  await page.goto(`${product.baseUrl}/app/staff/agencies`)
  await expect(page).toHaveURL(/\/app\/staff$/)
  await page.getByRole('button', { name: 'Выйти' }).click()

  await signIn(page, product.baseUrl, 'admin@tablo.local')
  await page
    .getByRole('navigation', { name: 'Разделы рабочего места' })
    .getByRole('link', { name: 'Агентства' })
    .click()
  await expect(page).toHaveURL(/\/app\/staff\/agencies$/)
  await expect(page).toHaveTitle('Табло — Агентства')
  const table = page.getByRole('grid', { name: 'Агентства и их персональные скидки' })
  const count = page.getByRole('status').filter({ hasText: /Агентств: \d+/ })
  await expect(count).toBeVisible()

  // R-ROLE-10 where a person meets it: a part of the name, in any case, finds the agency; a name nobody has, nothing.
  const search = page.getByRole('searchbox', { name: 'Поиск по названию' })
  await search.fill('СВЕТОФ')
  await expect(page.getByRole('status')).toContainText(/^Найдено 1 из \d+/)
  const row = table.getByRole('row', { name: /Агентство «Светофор»/ })
  await expect(row).toContainText('10 %')
  await expect(row).toContainText('Все места')
  await expect(row).toContainText('по 31.12.2027')
  await expect(row).toContainText('Действует')
  await checkScreen(page, 'staff-agencies')
  await search.fill('ёлка')
  await expect(table).toContainText('Нет агентства, в названии которого есть «ёлка»')
  await search.fill('светофор')

  // The dialog refuses what the server would, at its field, before sending anything.
  await table.getByRole('button', { name: 'Изменить скидку: Агентство «Светофор»' }).click()
  const dialog = page.getByRole('dialog', { name: 'Скидка агентства' })
  await expect(dialog).toContainText('Агентство «Светофор»: скидка 10 %')
  const percent = dialog.getByRole('textbox', { name: 'Скидка, %' })
  await percent.fill('90,5')
  await dialog.getByText('На все места размещения').click()
  await expect(dialog.getByRole('switch', { name: 'На все места размещения' })).not.toBeChecked()
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(dialog.getByText('Скидка — от 0,01 до 90 %')).toBeVisible()
  await expect(dialog.getByText('Отметьте хотя бы одно место или выберите «Все места»')).toBeVisible()
  await percent.fill('12,345')
  await expect(dialog.getByText('Скидка — не больше двух знаков после запятой')).toBeVisible()
  await percent.fill('15')
  await dialog.getByText('Мониторы в метро', { exact: true }).click()
  await expect(dialog.getByRole('checkbox', { name: 'Мониторы в метро' })).toBeChecked()
  await dialog.getByText('Не применять общие коэффициенты скидок').click()
  await expectAccessible(page)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.screenshot({ path: 'reports/screens/staff-agency-discount-dialog-1440.png' })
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status')).toContainText('Агентство «Светофор»: скидка 15 %')
  await expect(row).toContainText('15 %')
  await expect(row).toContainText('Мониторы в метро')
  await expect(row).toContainText('без общих коэффициентов')

  // The agency reads its new terms on its own discounts screen.
  await page.getByRole('button', { name: 'Выйти' }).click()
  await signIn(page, product.baseUrl, DEMO.agency)
  await page.goto(`${product.baseUrl}/app/discounts`)
  const personal = page.getByRole('region', { name: 'Персональная скидка' })
  await expect(personal).toContainText('15 %')
  await expect(personal).toContainText('На места: Мониторы в метро')
  await expect(personal).toContainText('Действует по 31.12.2027 включительно')

  // Removed on the desk, the discount is gone for the agency too; then given back as the seed had it.
  await page.getByRole('button', { name: 'Выйти' }).click()
  await signIn(page, product.baseUrl, 'admin@tablo.local')
  await page.goto(`${product.baseUrl}/app/staff/agencies`)
  await table.getByRole('button', { name: 'Изменить скидку: Агентство «Светофор»' }).click()
  await dialog.getByRole('button', { name: 'Снять скидку' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('Нет скидки')
  await page.getByRole('button', { name: 'Выйти' }).click()
  await signIn(page, product.baseUrl, DEMO.agency)
  await page.goto(`${product.baseUrl}/app/discounts`)
  await expect(personal).toContainText('Персональной скидки нет')
  await page.getByRole('button', { name: 'Выйти' }).click()
  await signIn(page, product.baseUrl, 'admin@tablo.local')
  await page.goto(`${product.baseUrl}/app/staff/agencies`)
  await table.getByRole('button', { name: 'Изменить скидку: Агентство «Светофор»' }).click()
  await percent.fill('10')
  await dialog
    .getByRole('group', { name: 'Действует по (включительно)' })
    .getByRole('spinbutton')
    .first()
    .click()
  await page.keyboard.type('31122027')
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('по 31.12.2027')
})
