Feature: The advertiser's payment orders and print orders
  The cabinet lists payments under a campaign (GET, POST, PUT) but shows no payload. The advertiser declares
  each payment order it sent against the campaign's invoice, on the campaign's page once it is invoiced; staff,
  who see the money arrive, read the declared orders at their desk and mark the campaign partly or fully paid,
  and that mark confirms the orders declared before it.

  Scenario Outline: A campaign in state <state> takes payment orders: <verdict>
    Choice: payment is the state machine's event from approved to waitingForLaunch, so only an approved
    campaign takes orders; a draft, a campaign on moderation and one already running or over do not.

    Given a campaign costing "122 000,00 ₽" in state "<state>"
    When the advertiser declares payment order "4711" of "1 000,00 ₽" dated 22.11.2026
    Then the order is <verdict>

    Examples:
      | state            | verdict                   |
      | approved         | accepted                  |
      | draft            | refused as "state"        |
      | moderation       | refused as "state"        |
      | waitingForLaunch | refused as "state"        |
      | completed        | refused as "state"        |

  Scenario: A paid campaign takes no more orders
    Given a campaign costing "122 000,00 ₽" in state "approved"
    And staff marked it paid
    When the advertiser declares payment order "4711" of "1,00 ₽" dated 22.11.2026
    Then the order is refused as "paymentState"

  Scenario: A campaign holding places is paid only after the manager confirmed its reservation
    Choice: the advertiser meets the same manager path as the staff's mark ('Не все скедлы подтверждены').

    Given a campaign costing "122 000,00 ₽" in state "approved"
    And it holds places with its reservation "reserved"
    When the advertiser declares payment order "4711" of "1 000,00 ₽" dated 22.11.2026
    Then the order is refused as "reservationStatus" saying "Не все скедлы подтверждены"
    Given the manager confirmed its reservation
    When the advertiser declares payment order "4711" of "1 000,00 ₽" dated 22.11.2026
    Then the order is accepted

  Scenario Outline: An amount of <amount> roubles is <verdict>
    Choice: amounts are exact to the kopeck; a fraction of a kopeck is refused, never rounded.

    Given a campaign costing "122 000,00 ₽" in state "approved"
    When the advertiser declares payment order "1" of <amount> roubles dated 22.11.2026
    Then the order is <verdict>

    Examples:
      | amount    | verdict                |
      | 1000.55   | accepted               |
      | 0.01      | accepted               |
      | 122000    | accepted               |
      | 100.005   | refused as "amount"    |
      | 0         | refused as "amount"    |
      | -5        | refused as "amount"    |
      | 122000.01 | refused as "amount"    |

  Scenario: Orders never add up past the price
    Given a campaign costing "122 000,00 ₽" in state "approved"
    And the advertiser declared payment order "1" of "100 000,00 ₽" dated 22.11.2026
    When the advertiser declares payment order "2" of "22 000,01 ₽" dated 22.11.2026
    Then the order is refused as "amount" saying "Сумма больше остатка к оплате: 22 000,00 ₽"
    When the advertiser declares payment order "2" of "22 000,00 ₽" dated 22.11.2026
    Then the order is accepted
    And the campaign shows paid "0,00 ₽", pending "122 000,00 ₽" and remaining "0,00 ₽"

  Scenario: Staff's mark confirms the declared orders, which are then no longer corrected
    Choice: an unconfirmed order is corrected as a whole; its old amount counts as free again.

    Given a campaign costing "122 000,00 ₽" in state "approved"
    And the advertiser declared payment order "1" of "100 000,00 ₽" dated 22.11.2026
    When the advertiser corrects order "1" to "122 000,00 ₽"
    Then the order is accepted
    Given staff marked it partially paid
    Then the campaign shows paid "122 000,00 ₽", pending "0,00 ₽" and remaining "0,00 ₽"
    When the advertiser corrects order "1" to "100 000,00 ₽"
    Then the order is refused as "paymentId"

  Scenario Outline: An order dated <date> against an invoice of 20.11.2026 on 22.11.2026 is <verdict>
    Given a campaign costing "122 000,00 ₽" in state "approved"
    When the advertiser declares payment order "7" of "10,00 ₽" dated <date>
    Then the order is <verdict>

    Examples:
      | date       | verdict              |
      | 20.11.2026 | accepted             |
      | 22.11.2026 | accepted             |
      | 23.11.2026 | refused as "date"    |
      | 19.11.2026 | refused as "date"    |

  Scenario: The same order is not declared twice
    Given a campaign costing "122 000,00 ₽" in state "approved"
    And the advertiser declared payment order "15" of "10,00 ₽" dated 21.11.2026
    When the advertiser declares payment order "15" of "20,00 ₽" dated 21.11.2026
    Then the order is refused as "number"
    When the advertiser declares payment order "15" of "20,00 ₽" dated 22.11.2026
    Then the order is accepted

  Scenario: Once staff say the campaign is paid, nothing remains whatever was declared
    Choice: the staff's mark is final: money may arrive by a way the orders do not show.

    Given a campaign costing "122 000,00 ₽" in state "approved"
    And the advertiser declared payment order "1" of "50 000,00 ₽" dated 22.11.2026
    And staff marked it paid
    Then the campaign shows paid "50 000,00 ₽", pending "0,00 ₽" and remaining "0,00 ₽"

  @R-PRICE-12 @R-PRICE-13
  Scenario Outline: Printing <count> stickers with "<package>" costs <total>
    Choice: the print price is per printed item plus one delivery; printing oneself costs nothing.

    Given a typography package "<package>" printing at "1 500,00 ₽" an item with delivery "500,00 ₽"
    When the advertiser orders the print of a sticker campaign of <count> stickers with it
    Then the print order costs "<total>" labelled "с НДС"

    Examples:
      | package       | count | total      |
      | standard      | 3     | 5 000,00 ₽ |
      | standard      | 1     | 2 000,00 ₽ |
      | independently | 40    | 0,00 ₽     |

  Scenario Outline: The campaign page says what is wrong with an order before sending it
    Choice: the form checks what it can on its own, in the very words the server refuses with, and sends nothing
    until every field is right; what only the server knows (the sum left to pay) is its refusal, at the field.

    Given a campaign costing "122 000,00 ₽" in state "approved"
    When on 22.11.2026 the advertiser fills the payment form with number "<number>", date "<date>" and amount "<amount>"
    Then the payment form says "<message>" at the <field>
    And the payment form sends nothing

    Examples:
      | number | date       | amount  | field  | message                                       |
      |        | 22.11.2026 | 1000    | number | Укажите номер платёжного поручения            |
      | A-12   | 22.11.2026 | 1000    | number | Номер платёжного поручения — от 1 до 6 цифр   |
      | 1234567| 22.11.2026 | 1000    | number | Номер платёжного поручения — от 1 до 6 цифр   |
      | 512    |            | 1000    | date   | Укажите дату платежа                          |
      | 512    | 23.11.2026 | 1000    | date   | Дата платежа не может быть позже сегодняшней  |
      | 512    | 22.11.2026 |         | amount | Укажите сумму платежа                         |
      | 512    | 22.11.2026 | 0       | amount | Не меньше 0,01                                |
      | 512    | 22.11.2026 | 100,005 | amount | С шагом 0,01: ближайшие 100 и 100,01          |
      | 512    | 22.11.2026 | много   | amount | Введите число                                 |

  Scenario: Once the orders cover the sum the page takes no new one, but a pending one is still corrected
    Given a campaign costing "122 000,00 ₽" in state "approved"
    And the advertiser declared payment order "1" of "122 000,00 ₽" dated 22.11.2026
    Then the campaign page says "Поручения покрывают всю сумму: ждём подтверждения оплаты" instead of the form
    And the order "1" can be corrected on the campaign page
    Given staff marked it paid
    Then the campaign page says "Кампания оплачена: новые поручения не нужны" instead of the form
    And the order "1" can no longer be corrected on the campaign page
