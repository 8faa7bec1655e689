# language: en
Feature: The discounts screen says which discounts the account has
  The discounts screen (the spec names it, not what it shows) says whether the account is an agency or a direct
  advertiser, its personal discount with the places it covers and whether it prices today (by the same rule the
  calculators apply: only an agency's, only until its last day), and the volume discounts by a campaign's base
  price.

  @R-SCREEN-53 @R-DISC-08
  Scenario Outline: An agency's personal discount of 10 % until <until>, looked at on 25.11.2026, <says>
    Given an agency with a personal discount of 10 % on light boxes and metro stickers until <until>
    When it opens the discounts screen on 25.11.2026
    Then the account is shown as "Агентство"
    And the personal discount reads 10 % for "Лайтбоксы, Стикеры": "<says>"

    Examples:
      | until      | says                                  |
      | 2026-11-25 | Действует по 25.11.2026 включительно  |
      | 2026-11-24 | Срок скидки истёк 24.11.2026          |

  @R-SCREEN-53 @R-DISC-08
  Scenario: A direct advertiser's personal discount is shown, with why it does not price
    Given a direct advertiser with a personal discount of 7 % on metro monitors with no last day
    When it opens the discounts screen on 25.11.2026
    Then the account is shown as "Прямой рекламодатель"
    And the personal discount reads 7 % for "Мониторы в метро": "Персональная скидка действует только для агентств"

  @R-SCREEN-53
  Scenario: The volume discounts by base price, from the smallest
    Given the volume discounts:
      | from     | to            | percent |
      | 5000000  | 10000000      | 7       |
      | 500000   | 5000000       | 3       |
      | 10000000 | 1000000000    | 10      |
      | 100      | 500000        | 0       |
    When a direct advertiser with no personal discount opens the discounts screen on 25.11.2026
    Then the volume discounts read:
      | от 500 000 ₽ до 5 000 000 ₽    | 3  |
      | от 5 000 000 ₽ до 10 000 000 ₽ | 7  |
      | от 10 000 000 ₽                | 10 |
    And no personal discount is shown
