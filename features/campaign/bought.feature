# language: en
Feature: What was bought is shown, item by item, wherever a campaign is read
  The campaign page, the media plan and the statistics say what the advertiser bought: each light box, screen,
  shelter side or sticker space once, with where it is, its format, its dates, its audience and its price, the
  periods of an item under it and each naming it; the invoices with their state, the print order and the
  states the campaign went through; and the plays and contacts delivered against what was ordered. The prices
  are the campaign's own, to the kopeck.

  Background:
    Given the inventory has these light boxes:
      | number   | name                     | station                    |
      | ЛБ-00007 | Авиамоторная: лайтбокс 1 | Авиамоторная (Калининская) |
      | ЛБ-00008 | Авиамоторная: лайтбокс 2 | Авиамоторная (Калининская) |

  @R-SCREEN-05
  Scenario: Each light box bought is one line with its station, format, number, dates and price
    Given an advertiser booked the light boxes ЛБ-00007 and ЛБ-00008 from 20.01.2027 to 10.02.2027
    When the advertiser opens the page of that campaign
    Then «Что куплено» lists these items:
      | name                     | detail                                  | where                      | dates                   |
      | Авиамоторная: лайтбокс 1 | № ЛБ-00007 · Лайтбокс 1200×1800         | Авиамоторная (Калининская) | 20.01.2027 – 10.02.2027 |
      | Авиамоторная: лайтбокс 2 | № ЛБ-00008 · Лайтбокс 1200×1800         | Авиамоторная (Калининская) | 20.01.2027 – 10.02.2027 |
    And each item has 2 periods under it, each naming its item
    And no two lines of «Что куплено» read alike
    And the items add up to the campaign's price without VAT

  @R-SCREEN-05 @R-ROLE-08
  Scenario: An observer reads what was bought, without sums and without the invoices
    Given an advertiser booked the light boxes ЛБ-00007 and ЛБ-00008 from 20.01.2027 to 10.02.2027
    And the campaign was invoiced
    When the advertiser's observer opens the page of that campaign
    Then «Что куплено» lists 2 items without prices
    And the page shows no invoice

  @R-SCREEN-05
  Scenario: The history tells the states the campaign went through, a moderation round being one step
    Given an advertiser booked the light boxes ЛБ-00007 and ЛБ-00008 from 20.01.2027 to 10.02.2027
    And the campaign went through these events:
      | event           | from               | to                 | reason         |
      | sendApplication | draft              | moderation         |                |
      | review          | moderation         | primaryModeration  |                |
      | reject          | primaryModeration  | primaryRejected    | Нет маркировки |
      | payment:paid    |                    |                    |                |
    When the advertiser opens the page of that campaign
    Then the history reads:
      | Статус «Черновик»      |                |
      | Статус «На модерации»  |                |
      | Статус «Отклонена»     | Нет маркировки |
      | Оплата: Оплачена       |                |

  @R-PLAN-10 @R-PLAN-04
  Scenario: The media plan has a row a light box with its number, station, format and days as dates
    Given an advertiser booked the light boxes ЛБ-00007 and ЛБ-00008 from 20.01.2027 to 10.02.2027
    When the advertiser downloads its media plan
    Then the plan's rows are:
      | Инвентарный номер | Адрес / станция            | Формат             | Начало     | Окончание  |
      | ЛБ-00007          | Авиамоторная (Калининская) | Лайтбокс 1200×1800 | 2027-01-20 | 2027-02-10 |
      | ЛБ-00008          | Авиамоторная (Калининская) | Лайтбокс 1200×1800 | 2027-01-20 | 2027-02-10 |
    And the plan writes its start and end columns as dates
    And the plan's rows add up to the campaign's price without VAT
    And its light-box summary names each box's station, format and number

  @R-SCREEN-06
  Scenario: Statistics set the plays delivered against the shows ordered, and the contacts against the order
    Given a metro campaign ordered 300000 shows from 20.10.2026 to 17.11.2026
    When 696 plays with 3885392 OTS have been delivered and today is 28.11.2026
    Then the totals read, against the order:
      | Показы       | 696       | Показано 696 из 300 000 (0,2 %)    |
      | OTS          | 3 885 392 | Из 3 885 418 по заказу (99,9 %)    |
      | GRP          | 37,77     | Из 37,77 по заказу                 |
      | Ход кампании | 100 %     | Прошло дней: 29 из 29              |

  @R-SCREEN-06
  Scenario Outline: A count's axis starts at 0 and ends on a round number at or above its largest day
    When the largest day of the chart counts <largest>
    Then its axis runs from 0 to <top>

    Examples:
      | largest | top     |
      | 24      | 25      |
      | 135893  | 150000  |
      | 0       | 1       |
