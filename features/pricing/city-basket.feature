Feature: City formats, standalone monitors and light boxes — the basket

  Background:
    Given a city-format basket for 01.09.2027 to 30.09.2027

  @R-CITY-01 @R-CITY-02
  Scenario: The basket toggles items, and delete-all clears it
    When the advertiser toggles "CF-001", "CF-002" and "CF-001"
    Then the basket holds "CF-002"
    When the advertiser deletes everything from the basket
    Then the basket is empty

  @R-CITY-03
  Scenario Outline: Changing the period, clip, frequency or station goes back to page 1
    Given the list was moved to page 4
    When the advertiser picks another <what>
    Then the list is on page 1

    Examples:
      | what          |
      | period        |
      | clip duration |
      | frequency     |
      | station       |

  @R-CITY-04 @R-CITY-05
  Scenario: Restoring a saved basket selects its items, period, clip and airings coefficient, then sets the restore flag
    When a saved basket of "CF-003, CF-004" for 01.10.2027 to 31.10.2027 with 15 s clips and airings coefficient 0.5 is restored
    Then the basket holds "CF-003, CF-004" for 01.10.2027 to 31.10.2027 with 15 s clips and airings coefficient 0.5
    And the restore flag was set only in the last update

  @R-CITY-09
  Scenario: An item's total price is the sum of its periods
    When I price "lightBoxes" with:
      | startDate | 15.01.2027    |
      | endDate   | 14.02.2027    |
      | itemIds   | LB-001,LB-002 |
    Then the item "LB-001" totals "38 056,13 ₽" over its 2 periods

  @R-CITY-10
  Scenario: City-format and monitor lists have 10 items a page
    Then a list of 23 items shows 10, 10 and 3 on its pages

  @R-CITY-11 @R-CITY-12
  Scenario Outline: Default frequency and hours, and impressions per day
    Then <place> shows <impressions> impressions a day by default

    Examples:
      | place                | impressions |
      | cityFormat           | 156         |
      | monitorsStandalone   | 585         |
