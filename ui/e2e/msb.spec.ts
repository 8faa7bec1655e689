import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen, expectAccessible } from './support/screens'

// A real OAuth 2 service on loopback: the code 'good' is exchanged for a token that names a user.
let provider: Server
let product: RunningProduct
test.beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      response.setHeader('content-type', 'application/json')
      if (request.url === '/token' && new URLSearchParams(body).get('code') === 'good')
        response.end(JSON.stringify({ access_token: 'access-1' }))
      else if (request.url === '/userinfo' && request.headers.authorization === 'Bearer access-1')
        response.end(JSON.stringify({ default_email: 'oauth-shop@example.ru', real_name: 'Магазин «Полка»' }))
      else {
        response.statusCode = 400
        response.end('{"error":"invalid_grant"}')
      }
    })
  })
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
  product = await startProduct({
    OAUTH_PROVIDERS: JSON.stringify({
      yandex: {
        tokenUrl: `${base}/token`,
        userInfoUrl: `${base}/userinfo`,
        clientId: 'tablo',
        clientSecret: 'secret',
        redirectUri: 'http://localhost/app/auth/yandex',
      },
    }),
  })
})
test.afterAll(async () => {
  await product?.stop()
  await new Promise((resolve) => provider?.close(resolve))
})

test('R-SCREEN-44 R-SCREEN-45 R-SCREEN-46 small business: a new e-mail gets a link, sets a password, signs in', async ({
  page,
}) => {
  // R-ROUTE-11: logged out with calculatorAutoFlow, the cabinet leads to the small-business entrance.
  await page.goto(`${product.baseUrl}/app/campaigns?calculatorAutoFlow=1`)
  await expect(page).toHaveURL(/\/app\/msb-authorization\?calculatorAutoFlow=1$/)
  await expect(page).toHaveTitle('Табло — Вход для малого бизнеса')
  const form = page.getByRole('form', { name: 'Вход для малого бизнеса' })
  await expect(form).toBeVisible()
  await checkScreen(page, 'R-SCREEN-44-msb-authorization')

  const email = `shop-${Date.now()}@example.ru`
  await form.getByLabel('E-mail').fill('не почта')
  await form.getByRole('button', { name: 'Продолжить' }).click()
  await expect(form.getByRole('alert').first()).toBeVisible()
  await expect(page).toHaveURL(/msb-authorization/)
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Название компании или ваше имя').fill('Пекарня «Утро»')
  await form.getByRole('button', { name: 'Продолжить' }).click()
  await expect(page).toHaveURL(/\/app\/msb-confirm\?calculatorAutoFlow=1&email=/)
  await expect(page.getByRole('heading', { name: 'Проверьте почту' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(email)
  await checkScreen(page, 'R-SCREEN-45-msb-confirm')

  const link = await product.waitForLink(email)
  expect(link).toMatch(/\/app\/sign-in\/confirm\/[^/]+\/msb$/)
  await page.goto(link)
  const set = page.getByRole('form', { name: 'Пароль для входа' })
  await expect(set).toBeVisible()
  await checkScreen(page, 'R-SCREEN-46-msb-password')
  await set.getByLabel('Новый пароль').fill('хлеб-и-соль-2027')
  await set.getByRole('button', { name: 'Сохранить пароль' }).click()
  await expect(page.getByText('Пароль задан.')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Войти' }).click()

  await expect(page).toHaveURL(/\/app\/msb-authorization$/)
  await form.getByLabel('E-mail').fill(email)
  await form.getByRole('button', { name: 'Продолжить' }).click()
  await form.getByLabel('Пароль').fill('хлеб-и-соль-2027')
  await form.getByRole('button', { name: 'Войти' }).click()
  await expect(
    page.getByRole('button', { name: 'Выйти' }).or(page.getByRole('button', { name: 'Меню' })),
  ).toBeVisible()

  // The link was used: it cannot set a password again.
  await page.context().clearCookies()
  await page.evaluate(() => sessionStorage.clear())
  await page.goto(link)
  await expect(page.getByText('Ссылка недействительна или устарела.')).toBeVisible()
})

test('R-SCREEN-44 while the page code is on its way, a named, accessible placeholder holds its place', async ({
  page,
}) => {
  // The screen's chunk is held until the placeholder has been read: a slow network or a busy machine, made certain.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/MsbPages-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`${product.baseUrl}/app/msb-authorization`)
  const placeholder = page.getByRole('status', { name: 'Загрузка', exact: true })
  await expect(placeholder).toBeVisible()
  await expect(placeholder).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('form', { name: 'Вход для малого бизнеса' })).toHaveCount(0)
  await expectAccessible(page)
  release()
  await expect(page.getByRole('form', { name: 'Вход для малого бизнеса' })).toBeVisible()
  await expect(placeholder).toHaveCount(0)
})

test('R-SCREEN-50 OAuth return: a refused code shows the closable red bar; a good code opens the cabinet', async ({
  page,
}) => {
  await page.goto(`${product.baseUrl}/app/auth/yandex?code=stale`)
  const bar = page.getByRole('main').getByRole('alert')
  await expect(bar).toContainText('Сервис авторизации не подтвердил вход')
  await expect(bar.getByRole('link', { name: 'Перейти на страницу авторизации' })).toHaveAttribute(
    'href',
    '/app/msb-authorization',
  )
  await checkScreen(page, 'R-SCREEN-50-oauth-failed')
  await bar.getByRole('button', { name: 'Закрыть' }).click()
  await expect(bar).toHaveCount(0)

  await page.goto(`${product.baseUrl}/app/auth/vk?code=any`)
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Вход через «vk» на этом сервере не настроен',
  )

  await page.goto(`${product.baseUrl}/app/auth/yandex?code=good`)
  await expect(page).toHaveURL(/\/app\/?$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Здравствуйте, Магазин «Полка»!')
})
