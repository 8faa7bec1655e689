import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
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

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )

test('R-SCREEN-49 R-SCREEN-47 R-VAL-07 a newcomer registers (a short password refused as its hint says), confirms by the mailed link, logs in, sees the name and logs out', async ({
  page,
}) => {
  const email = `newcomer-${Date.now()}@example.ru`
  await page.goto(`${product.baseUrl}/app/`)
  await expect(page).toHaveURL(/\/app\/login$/)
  await page.getByRole('link', { name: 'Регистрация' }).click()

  const form = page.getByRole('form', { name: 'Регистрация' })
  await form.getByLabel('ФИО').fill('Светлана Щитова')
  await form.getByLabel('E-mail').fill(email)
  // Issue #47: a short password is refused at its field with the bound its hint names, not 'Неправильный формат',
  // by the browser as the field is left and by the server when sent anyway.
  const password = form.getByLabel('Пароль')
  await expect(password).toHaveAccessibleDescription('Не менее 8 символов')
  await password.fill('short')
  await form.getByLabel('ФИО').focus()
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toHaveAccessibleDescription('Не менее 8 символов')
  await expect(form.getByText('Неправильный формат')).toHaveCount(0)
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click()
  await expect(form.getByRole('alert').first()).toHaveText('Проверьте выделенные поля')
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toHaveAccessibleDescription('Не менее 8 символов')
  const refused = await page.request.post(`${product.baseUrl}/api/v1/clients/register`, {
    data: { email, password: 'short', fullName: 'Светлана Щитова' },
  })
  expect([refused.status(), ((await refused.json()) as { errors: object }).errors]).toEqual([
    400,
    { password: 'expected at least 8 characters' },
  ])
  await password.fill('надёжный-пароль-1')
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click()
  await expect(page.getByText(`Мы отправили письмо на ${email}`)).toBeVisible()

  // Not confirmed yet: R-ERR-03.
  await page.goto(`${product.baseUrl}/app/login`)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Пароль').fill('надёжный-пароль-1')
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page.getByRole('alert')).toContainText('Аккаунт ещё не активирован')

  await page.goto(await product.waitForLink(email))
  await expect(page.getByText(`Аккаунт ${email} подтверждён`)).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Войти' }).click()

  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Пароль').fill('надёжный-пароль-1')
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page.getByTestId('profile-name')).toHaveText('Светлана Щитова')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Здравствуйте, Светлана Щитова!')
  // Session storage by default (R-ENT-12): the token is not kept for the next browser start.
  expect(
    await page.evaluate(() => [
      sessionStorage.getItem('authToken') !== null,
      localStorage.getItem('authToken'),
    ]),
  ).toEqual([true, null])
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'test-results/screens/home-1440.png', fullPage: true })

  await page.getByRole('button', { name: 'Выйти' }).click()
  await expect(page).toHaveURL(/\/app\/login$/)
  expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull()
})

test('R-SCREEN-49 R-ERR-01 R-ERR-07 R-ASYNC-05 the demo login works and a wrong password is refused in Russian', async ({
  page,
}) => {
  // The login page loads none of the cabinet's code, nor the session's wire contracts (effect's Schema) until
  // the first call; signing in brings the shell and its stores (issue #14).
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  const cabinetCode = () => scripts.filter((s) => /\/(SignedInShell|cabinet\.module)-[\w-]+\.js$/.test(s))
  await page.goto(`${product.baseUrl}/app/login`)
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible()
  expect(cabinetCode()).toEqual([])
  const contracts = () => scripts.filter((s) => /\/session\.contract-[\w-]+\.js$/.test(s))
  expect(contracts()).toEqual([])
  await page.getByLabel('E-mail').fill('demo@tablo.local')
  await page.getByLabel('Пароль').fill('wrong-password')
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page.getByRole('alert')).toHaveText('Неверный логин или пароль')
  expect(contracts()).not.toEqual([])
  // R-ERR-07: a sign-in the server never answered is an unexpected error, said in Russian.
  await page.route('**/api/v1/clients/auth', (route) => route.abort('connectionreset'))
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Непредвиденная ошибка. Проверьте соединение или повторите попытку позже',
  )
  await page.unroute('**/api/v1/clients/auth')

  await page.getByLabel('Пароль').fill('tablo-demo-2026')
  // The design system's checkbox: its label is what a person clicks.
  await page.locator('label').filter({ hasText: 'Запомнить меня' }).click()
  await expect(page.getByRole('checkbox', { name: 'Запомнить меня' })).toBeChecked()
  // R-ASYNC-05: while the server has not answered, the form says it is signing in and cannot be sent twice.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/v1/clients/auth', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page.getByRole('button', { name: 'Входим…' })).toBeDisabled()
  release()
  await expect(page.getByTestId('profile-name')).toHaveText('Анна Рекламова')
  await page.unroute('**/api/v1/clients/auth')
  expect(cabinetCode()).toHaveLength(2)
  // Remembered: the token survives in local storage.
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBeNull()
})

test('R-SCREEN-48 R-VAL-07 password restore by the mailed link, a short new password refused at its field', async ({
  page,
}) => {
  await page.goto(`${product.baseUrl}/app/login`)
  await page.getByRole('link', { name: 'Забыли пароль?' }).click()
  await page.getByLabel('E-mail').fill('nobody@example.ru')
  await page.getByRole('button', { name: 'Отправить ссылку' }).click()
  await expect(page.getByRole('alert')).toHaveText('Рекламодатель с таким e-mail не найден')

  await page.getByLabel('E-mail').fill('agency@tablo.local')
  await page.getByRole('button', { name: 'Отправить ссылку' }).click()
  await expect(page.getByText('Письмо со ссылкой для смены пароля отправлено')).toBeVisible()
  await page.goto(await product.waitForLink('agency@tablo.local'))
  // A short new password is refused at its field before anything is sent (issue #47).
  const newPassword = page.getByLabel('Новый пароль')
  await newPassword.fill('новый')
  await page.getByRole('button', { name: 'Сохранить пароль' }).click()
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true')
  await expect(newPassword).toHaveAccessibleDescription('Не менее 8 символов')
  await newPassword.fill('новый-пароль-2026')
  await page.getByRole('button', { name: 'Сохранить пароль' }).click()
  await page.getByRole('main').getByRole('link', { name: 'Войти' }).click()
  await page.getByLabel('E-mail').fill('agency@tablo.local')
  await page.getByLabel('Пароль').fill('новый-пароль-2026')
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page.getByTestId('profile-name')).toHaveText('Агентство «Светофор»')
})

test('R-SCREEN-49 the login screen at 1440, 1024 and 390 px has no serious accessibility problems', async ({
  page,
}) => {
  await page.goto(`${product.baseUrl}/app/login`)
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible()
  await checkScreen(page, 'R-SCREEN-49-login')
  await page.goto(`${product.baseUrl}/app/sign-in`)
  await expect(page.getByRole('button', { name: 'Отправить ссылку' })).toBeVisible()
  await checkScreen(page, 'R-SCREEN-48-restore')
})

// Last in the file: it spends this address's sign-in budget for a minute.
test('R-SCREEN-49 R-ERR-01 R-ERR-04 R-ERR-06 five wrong passwords bring the captcha, which the browser solves: the right password still lets the person in', async ({
  page,
  browser,
}) => {
  const email = await newAdvertiser(page, product, 'captcha')
  await page.getByRole('button', { name: 'Выйти' }).click()
  await page.goto(`${product.baseUrl}/app/login`)
  const challenges: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/public/captcha') challenges.push(r.url())
  })
  /** One press of «Войти», waited for until the server has answered it (with the captcha when it was sent). */
  const tryPassword = async (password: string, withCaptcha = false) => {
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Пароль').fill(password)
    await Promise.all([
      page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === '/api/v1/clients/auth' &&
          (r.request().postData() ?? '').includes('gRecaptchaResponse') === withCaptcha,
      ),
      page.getByRole('button', { name: 'Войти' }).click(),
    ])
  }
  for (let i = 1; i <= 4; i++) {
    await tryPassword(`неверный-${i}`)
    await expect(page.getByRole('alert')).toHaveText('Неверный логин или пароль')
  }
  // The fifth wrong password puts the captcha in use, and the sentence says so (R-ERR-04)…
  await tryPassword('неверный-5')
  await expect(page.getByRole('alert')).toHaveText('Неверный логин, пароль или капча')
  expect(challenges).toHaveLength(0)
  // …from then on the browser solves one before each try: nothing for the person to tick.
  await tryPassword('неверный-6', true)
  await expect(page.getByRole('alert')).toHaveText('Неверный логин, пароль или капча')
  expect(challenges).toHaveLength(1)
  // R-ERR-06: a solved captcha the server still refuses (expired, replayed) is said as a suspicious action.
  await page.route('**/api/v1/clients/auth', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'captcha invalid', errors: { gRecaptchaResponse: 'wrong format' } }),
    }),
  )
  await tryPassword('неверный-7', true)
  await expect(page.getByRole('alert')).toHaveText(
    'Действие похоже на подозрительное. Подтвердите, что вы не робот',
  )
  expect(challenges).toHaveLength(2)
  await page.unroute('**/api/v1/clients/auth')
  // Another browser, which has not met the captcha yet: the server asks for it before the password, the browser
  // solves it and sends the same password again; the person is let in, not told to prove anything.
  const other = await browser.newPage()
  await other.goto(`${product.baseUrl}/app/login`)
  await other.getByLabel('E-mail').fill(email)
  await other.getByLabel('Пароль').fill('надёжный-пароль-1')
  const asked: string[] = []
  other.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/clients/auth') asked.push(String(r.status()))
  })
  await other.getByRole('button', { name: 'Войти' }).click()
  await expect(other.getByTestId('profile-name')).toHaveText('Ирина Кампаниева')
  expect(asked).toEqual(['400', '200'])
  await expect(other.getByRole('alert')).toHaveCount(0)
  await other.close()
  // And the first browser, still solving one first (the right password there cleared the wrong ones).
  await tryPassword('надёжный-пароль-1', true)
  await expect(page.getByTestId('profile-name')).toHaveText('Ирина Кампаниева')
  expect(challenges).toHaveLength(3)
})

test('R-SCREEN-49 an address trying password after password is held back, said in Russian, and nothing is signed in', async ({
  page,
}) => {
  // A script tries one password against account after account from this address (the tests above signed in
  // from it too) until the server holds it back: every answer before that is the plain refusal.
  const answers: number[] = []
  for (let i = 0; i < 25 && !answers.includes(429); i++) {
    const tried = await page.request.post(`${product.baseUrl}/api/v1/clients/auth`, {
      data: { email: `victim-${i}@example.ru`, password: 'qwerty123' },
    })
    answers.push(tried.status())
  }
  expect(answers.at(-1)).toBe(429)
  expect(answers.slice(0, -1).every((status) => status === 401)).toBe(true)
  // …and then even the right password from the same address waits, with the reason and how long.
  await page.goto(`${product.baseUrl}/app/login`)
  await page.getByLabel('E-mail').fill('demo@tablo.local')
  await page.getByLabel('Пароль').fill('tablo-demo-2026')
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    /^Слишком много запросов с вашего адреса\. Повторите через \d+ с$/,
  )
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
})
