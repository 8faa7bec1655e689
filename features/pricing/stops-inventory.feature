Feature: The marketplace prices stop sides as its own inventory knows them
  A stop side's tariff depends on its okrug. The advertiser's browser sends an okrug with every side, but the
  marketplace reads the okrug from its own inventory, so a side always costs its own okrug's tariff and no one
  can buy a central stop at the New Moscow price. A side the inventory does not have cannot be priced or booked.
  Choice (the spec is silent): the old numbering of a stop ("7-A") names the same side as its inventory number.

  Background:
    Given the marketplace's shelter inventory holds:
      | inventory number | old number | side | okrug    |
      | ОСТ-000007-A     | 7-A        | a    | ЮАО      |
      | ОСТ-000007-B     | 7-B        | b    | ЮАО      |
      | ОСТ-000900-A     | 900-A      | a    | Троицкий |

  Scenario: The okrug sent with a side does not change its price
    When an advertiser prices side "ОСТ-000007-A" for 01.2027 saying its okrug is "ТАО"
    Then the side is priced at the "ЮАО" tariff of "28 000,00 ₽" a month

  Scenario: The boundary data's full okrug names find their tariff
    When an advertiser prices side "ОСТ-000900-A" for 01.2027 saying its okrug is "ЦАО"
    Then the side is priced at the "ТАО" tariff of "18 000,00 ₽" a month

  Scenario: A side named by its old number is the same side, counted once
    When an advertiser prices sides "7-B" and "ОСТ-000007-B" for 01.2027
    Then 1 side is priced, as "ОСТ-000007-B"

  Scenario: A side the inventory does not have is refused, naming it
    When an advertiser prices side "ОСТ-0007a" for 01.2027 saying its okrug is "ЦАО"
    Then the pricing is refused with "Нет таких остановок: ОСТ-0007A"

  Scenario: A number asked for with the other side is refused
    When an advertiser prices side "ОСТ-000007-A" as side b for 01.2027
    Then the pricing is refused with "Сторона не совпадает с инвентарным номером ОСТ-000007-A"
