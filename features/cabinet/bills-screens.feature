# language: en
Feature: The bills and the invoices
  The bills screen is where an advertiser finds every invoice of the account, a hundred a page as the server
  orders them, with its sum with VAT in roubles and kopecks, its payment state and the day to pay by, each
  downloadable; below them the annexes of the invoiced campaigns. The wizard's payment step makes an invoice out
  to a legal entity of the profile.

  Our choices where the spec is open: an invoice that could not be asked for tells the user to look in «Счета»
  before asking again.

  # ---------------------------------------------------------------- the bills screen (R-SCREEN-10, R-SCREEN-52)

  @R-SCREEN-10 @R-SCREEN-52 @R-CONST-02 @R-CONST-03
  Scenario: The bills screen lists the invoices as the server orders them, sums with VAT in roubles and kopecks
    Given the bills screen's server holds 250 invoices, this page of them:
      | number | campaign      | issued     | pay until  | without VAT | VAT       | with VAT   | payment       | state name       |
      | 17     | Весна в метро | 2026-11-20 | 2026-11-25 | 1011936.79  | 222626.09 | 1234562.88 | notPaid       | Не оплачен       |
      | 16     | Осень         | 2026-10-02 | 2026-10-07 | 500         | 110       | 610        | partiallyPaid | Оплачен частично |
    And the bills screen's server holds the annexes:
      | number | campaign      | file                             |
      | 5      | Весна в метро | /api/v1/clients/annexes/c-17/pdf |
    When the bills screen opens
    Then the bills screen asked for 100 invoices from the first
    And the bills screen counts 250 invoices on 3 pages
    And the bills screen shows the invoices:
      | № счёта | Кампания      | Выставлен  | Оплатить до | Сумма с НДС    | Оплата           | badge      |
      | 17      | Весна в метро | 20.11.2026 | 25.11.2026  | 1 234 562,88 ₽ | Не оплачен       | create     |
      | 16      | Осень         | 02.10.2026 | 07.10.2026  | 610,00 ₽       | Оплачен частично | moderation |
    And the bills screen shows the annexes:
      | number | campaign      | file                             |
      | 5      | Весна в метро | /api/v1/clients/annexes/c-17/pdf |

  @R-SCREEN-10 @R-CONST-07
  Scenario: The bills screen's third page asks for the invoices from the 201st
    Given the bills screen's server holds 250 invoices, this page of them:
      | number | campaign | issued     | pay until  | without VAT | VAT | with VAT | payment | state name |
      | 17     | Весна    | 2026-11-20 | 2026-11-25 | 1000        | 220 | 1220     | paid    | Оплачен    |
      | 16     | Осень    | 2026-10-02 | 2026-10-07 | 500         | 110 | 610      | notPaid | Не оплачен |
    And the bills screen's server holds no annexes
    When the bills screen turns to page 3
    Then the bills screen asked for 100 invoices from the 201st
    And the bills screen is on page 3

  @R-SCREEN-10
  Scenario: A bills load that fails says what to do and keeps the invoices shown
    Given the bills screen's server holds 250 invoices, this page of them:
      | number | campaign | issued     | pay until  | without VAT | VAT | with VAT | payment | state name |
      | 17     | Весна    | 2026-11-20 | 2026-11-25 | 1000        | 220 | 1220     | paid    | Оплачен    |
      | 16     | Осень    | 2026-10-02 | 2026-10-07 | 500         | 110 | 610      | notPaid | Не оплачен |
    And the bills screen's server holds no annexes
    And the bills screen opens
    And the bills screen's server cannot be reached
    When the bills screen is loaded again
    Then the bills screen says "Не удалось загрузить счета. Проверьте соединение и обновите страницу."
    And the bills screen still shows the invoices "17, 16"

  @R-SCREEN-10 @R-CONST-06
  Scenario: A paid invoice shows no day to pay by, an invoice still to pay shows its day
    Given the bills screen's server holds 3 invoices, this page of them:
      | number | campaign      | issued     | pay until  | without VAT | VAT | with VAT | payment       | state name       |
      | 17     | Весна в метро | 2026-11-20 | 2026-11-25 | 1000        | 220 | 1220     | notPaid       | Не оплачен       |
      | 16     | Осень         | 2026-10-02 | 2026-10-07 | 500         | 110 | 610      | partiallyPaid | Оплачен частично |
      | 15     | Лето          | 2026-06-01 | 2026-06-06 | 500         | 110 | 610      | paid          | Оплачен          |
    And the bills screen's server holds no annexes
    When the bills screen opens
    Then the bills screen gives the days to pay by:
      | № счёта | Оплатить до |
      | 17      | 25.11.2026  |
      | 16      | 07.10.2026  |
      | 15      | —           |

  @R-SCREEN-10 @R-SCREEN-52
  Scenario: Invoices and annexes are saved under their numbers, and each annex is named with its campaign
    Given the bills screen's server holds 1 invoices, this page of them:
      | number | campaign      | issued     | pay until  | without VAT | VAT | with VAT | payment | state name |
      | 17     | Весна в метро | 2026-11-20 | 2026-11-25 | 1000        | 220 | 1220     | notPaid | Не оплачен |
    And the bills screen's server holds annex 7 of the campaign "Весна в метро"
    When the bills screen opens
    Then the bills screen saves invoice 17 as "invoice-17.pdf"
    And the bills screen lists the annex as "Приложение № 7 — Весна в метро", saved as "annex-7.pdf"

  # -------------------------------------------------------------- the invoice of a campaign (R-SCREEN-52)

  @R-SCREEN-52
  Scenario: The payment step makes the invoice out to the legal entity chosen and shows its number, sum and day
    Given the invoice desk will issue invoice "18" of 1 234 562,88 ₽ to pay by 2026-11-27 for the "metroMonitors" campaign "c-18"
    When the invoice desk issues the invoice of the "metroMonitors" campaign "c-18" to the legal entity "le-1"
    Then the invoice desk asked "POST /api/v1/clients/commercial-campaigns/metroMonitors/c-18/invoice" with:
      | legalEntityId | le-1 |
    And the invoice desk shows:
      | Счёт №      | 18             |
      | Сумма с НДС | 1 234 562,88 ₽ |
      | Оплатить до | 27.11.2026     |

  @R-SCREEN-52
  Scenario Outline: An invoice refused or not reached says why (<case>)
    Given the invoice desk's server answers <answer>
    When the invoice desk issues the invoice of the "lightBoxes" campaign "c-19" to the legal entity "le-1"
    Then the invoice desk says "<message>"

    Examples:
      | case                      | answer                      | message                                                                        |
      | the server's own sentence | 409 "Кампания уже оплачена" | Кампания уже оплачена                                                          |
      | the server in codes       | 500 "internal error"        | Счёт не выставлен: нет связи с сервером. Проверьте раздел «Счета» и повторите. |
      | no answer                 | nothing                     | Счёт не выставлен: нет связи с сервером. Проверьте раздел «Счета» и повторите. |
