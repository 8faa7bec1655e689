Feature: Taken is taken
  A light box, a crystal light or a turn tile is held by one campaign a day. A list offers the units of the
  period chosen and says, in words, which another campaign holds on any day of it: such a unit cannot be chosen
  and is not priced. The campaign an owner is editing holds nothing against itself; anyone else still finds its
  units taken. Screens sell airtime shared by campaigns, so nothing of theirs is ever taken. When a unit is taken
  anyway between the list and the save (a hold lapsed, another advertiser was quicker), the refusal names it as
  the list does — its station or address, never a number the list does not show — with a way on: drop it.

  Background:
    Given another advertiser's campaign holds the light boxes "LB-001, LB-004" from 10.01.2027 to 31.01.2027

  @R-SCREEN-67 @R-STOP-05
  Scenario Outline: A light box held on any day of <period> is taken for everyone else
    When an advertiser looks at the light boxes for <period>
    Then the light boxes taken are "<taken>"

    Examples:
      | period                  | taken          |
      | 01.01.2027 – 31.01.2027 | LB-001, LB-004 |
      | 01.12.2026 – 10.01.2027 | LB-001, LB-004 |
      | 01.12.2026 – 09.01.2027 |                |
      | 01.02.2027 – 28.02.2027 |                |

  @R-SCREEN-67
  Scenario: The owner editing the campaign finds its own light boxes free; nobody else does
    When the holding advertiser looks at the light boxes for 01.01.2027 – 31.01.2027 while editing that campaign
    Then the light boxes taken are ""
    When an advertiser looks at the light boxes for 01.01.2027 – 31.01.2027 naming that campaign
    Then the light boxes taken are "LB-001, LB-004"

  @R-SCREEN-65 @R-SCREEN-66
  Scenario: Screens sell airtime: nothing of theirs is taken
    When an advertiser looks at the city formats for 01.01.2027 – 31.01.2027
    Then the city formats taken are ""

  @R-SCREEN-67 @R-STOP-07
  Scenario: A taken light box says so on its row, and one already chosen leaves the choice and the price
    When an advertiser looks at the light boxes for 01.01.2027 – 31.01.2027
    Then the row of "LB-004" reads "Курская (Арбатско-Покровская): лайтбокс в вестибюле" with "Занято на эти даты"
    And the row of "LB-005" reads "Комсомольская (Сокольническая): лайтбокс в вестибюле" with its price "40 000,00 ₽ в месяц"
    And of the light boxes chosen "LB-004, LB-005", the list drops "LB-004"

  @R-STOP-05 @R-STOP-06
  Scenario: A conflict at saving names the light boxes as the list does, not by their numbers
    When saving is refused because another campaign holds "LB-001, LB-004"
    Then the refusal at saving reads "Некоторые места уже забронированы другой кампанией на эти даты: Охотный Ряд (Сокольническая): лайтбокс в вестибюле; Курская (Арбатско-Покровская): лайтбокс в вестибюле."

  @R-SCREEN-67
  Scenario Outline: A question about what is taken that cannot be answered is refused at the field
    When an advertiser asks what is taken of "<place>" from "<from>" to "<to>"
    Then the question is refused at "<field>" with "<says>"

    Examples:
      | place      | from       | to         | field     | says                                        |
      | lightBoxes |            | 2027-01-31 | startDate | Укажите дату начала в формате ГГГГ-ММ-ДД    |
      | lightBoxes | 2027-02-01 | 2027-01-31 | endDate   | Дата окончания раньше даты начала           |
      | nowhere    | 2027-01-01 | 2027-01-31 | place     | Неизвестное место размещения: nowhere       |
