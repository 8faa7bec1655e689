Feature: Navigation signs in metro station zones

  Background:
    Given today is 22.11.2026
    And the navigation basket

  @R-NAV-01 @R-NAV-06 @R-NAV-03
  Scenario: Selecting a station adds it to the basket without its zones of no capacity; one zone is table-selected
    When the advertiser adds the station "Курская" with zones "z1:4, z2:2, z3:none"
    Then the basket holds "Курская" with zones "z1, z2"
    And exactly one zone is table-selected, "z1"

  @R-NAV-02 @R-NAV-03
  Scenario: Toggling a zone selects one exit for it and makes it the table-selected zone
    When the advertiser adds the station "Курская" with zones "z1:4, z2:2"
    And the advertiser toggles zone "z2" of "Курская"
    Then zone "z2" is selected with exit "z2-exit-1"
    And exactly one zone is table-selected, "z2"
    When the advertiser toggles zone "z2" of "Курская"
    Then zone "z2" is not selected and has no exit

  @R-NAV-04
  Scenario: The additional-exits flag shows or hides the zones reached through additional exits
    Choice (R-NAV-04): with the flag off such zones are hidden and unselected; turning it on shows them unselected.
    When the advertiser adds the station "Курская" with zones "z1:4, extra:3+"
    Then the visible zones are "z1"
    When the additional exits are shown
    And the advertiser toggles zone "extra" of "Курская"
    Then the visible zones are "z1, extra"
    When the additional exits are hidden
    Then the visible zones are "z1"
    And zone "extra" is not selected and has no exit
    And exactly one zone is table-selected, "z1"

  @R-NAV-05 @R-NAV-09
  Scenario Outline: The default dates start on the first of next month (today if it is the 1st) and last a year
    Given today is <today>
    And the navigation basket
    When the advertiser sets the dates 01.05.2027 to 30.06.2027
    And the navigation basket is reset
    Then the navigation dates are <start> to <end>

    Examples:
      | today      | start      | end        |
      | 22.11.2026 | 01.12.2026 | 30.11.2027 |
      | 01.12.2026 | 01.12.2026 | 30.11.2027 |

  @R-NAV-08
  Scenario Outline: A yearly price is split by 12, the missing kopecks are the annual adjustment of the 12th month
    Choice (R-NAV-08): a month is the yearly price / 12 rounded down to the kopeck; the 12th month of each campaign year
    adds what the twelve months lack, so a full year costs exactly the yearly price.
    Then a yearly price of "<yearly>" is "<month>" a month with an annual adjustment of "<adjustment>"

    Examples:
      | yearly         | month         | adjustment |
      | 360 000,00 ₽   | 30 000,00 ₽   | 0,00 ₽     |
      | 1 000 000,00 ₽ | 83 333,33 ₽   | 0,04 ₽     |
      | 100,00 ₽       | 8,33 ₽        | 0,04 ₽     |

  @R-NAV-07 @R-NAV-10
  Scenario Outline: Tariff 3 below four zones, tariff 7 from four
    When I price navigation signs from 01.01.2027 to 31.01.2027 with:
      | station | zones that count | zones without capacity |
      | Курская | <zones>          | 0                      |
    Then the navigation summary has <t3> station on tariff 3, <t7> on tariff 7, base "<base>" and with discount "<net>"

    Examples:
      | zones | t3 | t7 | base        | net         |
      | 1     | 1  | 0  | 30 000,00 ₽ | 26 445,00 ₽ |
      | 3     | 1  | 0  | 30 000,00 ₽ | 26 445,00 ₽ |
      | 4     | 0  | 1  | 60 000,00 ₽ | 52 890,00 ₽ |
