Feature: Building a campaign in the wizard
  The advertiser chooses a place, names the campaign, prices it in a calculator that shows the price on every
  change, gets an invoice, uploads materials and orders the print. The price the screen shows is the price the
  server charges.

  @R-SCREEN-02
  Scenario: The catalogue offers every place a calculator prices
    When the advertiser opens the placements catalogue
    Then it lists 16 places
    And it does not list the special project "nonStandart"
    And it offers "nonStandart" among the special projects a manager prices

  @R-SCREEN-03
  Scenario: Before the campaign is saved its place travels in the address, afterwards its number
    When a "lightBoxes" campaign is on step 3 before it is saved
    Then the next step's address is "/calculator/step-4?advertisePlace=lightBoxes"
    When a "lightBoxes" campaign "c-1" is on step 3
    Then the next step's address is "/calculator/step-4/c-1"
    And the steps before it are done and the steps after it are ahead

  @R-SCREEN-02 @R-SCREEN-03
  Scenario: Leaving the wizard with unsaved changes asks first; moving between its steps does not
    Given the wizard holds changes the server has not been told
    Then following a link to "/campaigns" asks first
    And following a link to "/calculator/step-3?advertisePlace=lightBoxes" goes at once
    Given the wizard holds nothing unsaved
    Then following a link to "/campaigns" goes at once

  @R-API-10 @R-SCREEN-67
  Scenario: Before money changes hands, sticker and light-box places are checked as still free
    Then a saved "lightBoxes" campaign is checked for taken places on the "payment" step
    And a saved "metroStickers" campaign is checked for taken places on the "printing" step
    And a saved "lightBoxes" campaign is not checked on the "calculator" step
    And a saved "metroMonitors" campaign is not checked on the "payment" step

  @R-SCREEN-03
  Scenario: A campaign needs a name before it is saved
    When the advertiser leaves the campaign name empty
    Then the wizard says "Укажите название кампании"

  @R-SCREEN-65 @R-SCREEN-67
  Scenario Outline: A new <place> calculation starts on <start> and is priced once a unit is chosen
    Given today is 25.11.2026
    When the advertiser opens the "<place>" calculator and chooses its first unit
    Then the calculation starts on "<start>"
    And the price panel's lines add up to the total

    Examples:
      | place       | start      |
      | lightBoxes  | 2026-12-01 |
      | cityFormat  | 2026-12-01 |
      | mediaFacade | 2026-12-01 |

    @R-SCREEN-66
    Examples: standalone monitors
      | place              | start      |
      | monitorsStandalone | 2026-12-01 |

    @R-SCREEN-68 @R-PER-10
    Examples: buses start today (their routes may stay unchosen: the whole city)
      | place                | start      |
      | groundTransportation | 2026-11-25 |

  @R-SCREEN-64 @R-NAV-01 @R-NAV-02 @R-NAV-04 @R-NAV-07
  Scenario: Navigation signs are chosen by station, zone and exit; four zones of a station take tariff 7
    Given the metro station "Лубянка" sells four zones, the last two behind an additional exit
    When the advertiser adds "Лубянка" to a navigation-sign calculation and chooses its first zone
    Then that zone's sign points to "Выход 1" and "Лубянка" is on tariff 3 with 1 zone chosen
    When the advertiser asks for additional exits and chooses the other three zones
    Then "Лубянка" is on tariff 7 with 4 zones chosen
    When the advertiser no longer asks for additional exits
    Then "Лубянка" is on tariff 3 with 2 zones chosen

  @R-NAV-05 @R-GROUND-07
  Scenario Outline: «Сбросить расчёт» starts the <place> calculation afresh, and «Вернуть» brings the choice back
    Choice: a reset is the whole calculation, as a new one starts (the navigation signs' dates a year from the first
    of next month, every ground targeting at its default), and what it replaced comes back until the next change.

    When the advertiser sets the "<place>" calculation's "<field>" to <value>
    And the advertiser resets the calculation
    Then the calculation is a new "<place>" calculation
    When the advertiser takes the reset back
    Then the calculation's "<field>" is <value> again
    When the advertiser resets the calculation and then changes anything
    Then there is no reset to take back

    Examples:
      | place                | field            | value          |
      | navigationSign       | startDate        | "2027-05-01"   |
      | groundTransportation | weekPartBaseName | "weekend"      |
      | groundTransportation | timeIntervalIds  | [1, 2]         |

  @R-SCREEN-69
  Scenario: The ground-transport schedule gives each day its impressions, none on days the campaign does not run
    When the advertiser asks for 10000 bus impressions on workdays from "01.12.2026" to "31.12.2026"
    Then the schedule runs on 23 of 31 days, adding up to 10000 impressions
    And the schedule shows no impressions on "2026-12-05", a Saturday

  @R-SCREEN-03
  Scenario: The bus monitors total carries the note on individual volume discounts
    Given today is 25.11.2026
    When the advertiser prices a "busMonitors" calculation
    Then the price panel notes "Скидки за объём на мониторы в автобусах рассчитываются индивидуально"

  @R-SCREEN-61 @R-STOP-01 @R-STOP-02 @R-STOP-04
  Scenario: Shelter sides are chosen one by one or a page at once, and the months wait while sides are chosen
    Given today is 25.11.2026
    When the advertiser opens the shelters calculator
    Then it offers whole months from "Декабрь 2026" to "Ноябрь 2027"
    When the advertiser chooses side "a" of "ОСТ-000007" in "ЦАО"
    Then 1 side is chosen and the months cannot be changed
    When the advertiser chooses every free side of a page of "ОСТ-1 a, ОСТ-1 b, ОСТ-2 a taken"
    Then 3 sides are chosen
    When the advertiser chooses every free side of a page of "ОСТ-1 a, ОСТ-1 b, ОСТ-2 a taken"
    Then 1 side is chosen and the months cannot be changed
    And the shelters are priced at the tariff of "ЦАО" for one month

  @R-SCREEN-62 @R-STOP-01 @R-STOP-11
  Scenario: On the map a stop is chosen whole, an area takes the free sides inside it, and the list sees the same
    Given today is 25.11.2026
    When the advertiser opens the shelters calculator
    And the map shows the stops "Пушкинская: 1 a, 1 b at 37.61 55.76; Арбат: 2 a, 2 b taken at 37.59 55.75; Выхино: 3 a at 37.82 55.71"
    Then the map draws 3 stops
    When the advertiser picks the stop "Арбат" on the map
    Then the sides "2 a" are chosen
    And the map draws "Арбат" as chosen and "Пушкинская" as free
    When the advertiser draws an area from 37.55 55.73 to 37.65 55.78 on the map
    Then the sides "1 a, 1 b, 2 a" are chosen
    When the advertiser picks the stop "Пушкинская" on the map
    Then the sides "2 a" are chosen

  @R-SCREEN-03
  Scenario: Units another campaign holds are dropped, and only they
    When the advertiser's light boxes "a, b, c" meet a booking conflict on "b"
    Then the light boxes left are "a, c"

  @R-SCREEN-54 @R-PRICE-12 @R-PRICE-13
  Scenario: The print is priced per item with VAT, and doing it oneself costs nothing
    When a light boxes campaign of 3 boxes looks at the print packages
    Then "Самостоятельно" costs "0,00 ₽ с НДС"
    And "Печать в типографии" costs "5 000,00 ₽ с НДС" for "3 шт. × 1 500,00 ₽ + доставка 500,00 ₽"

  @R-SCREEN-33 @R-SCREEN-39
  Scenario Outline: A place page opens its calculator: at once when signed in, after signing in otherwise
    When someone <who> opens the place page "<page>"
    Then they are sent to "<address>"

    Examples:
      | who           | page            | address                                          |
      | signed in     | transit-shelter | /calculator/step-2?advertisePlace=transitShelter |
      | signed in     | monitory-metro  | /calculator/step-2?advertisePlace=metroMonitors  |
      | not signed in | crystalLight    | /authorization?calculatorAutoFlow=cristalLight     |
