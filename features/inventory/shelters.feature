# language: en
Feature: Transit-shelter inventory from the Moscow open data
  Every ground stop with a pavilion is a transit shelter whose two sides, a and b, are sold separately.
  The stops list filters by side, regions, text and map polygons.

  Background:
    Given the Moscow districts
      | okrug       | district    |
      | Южный       | Даниловский |
      | Центральный | Тверской    |
    And the ground stops
      | ID | stop                 | district          | longitude | latitude | shelter |
      | 7  | Дербеневская наб.    | Даниловский район | 37.6552   | 55.7257  | да      |
      | 11 | Наб. Тараса Шевченко | район Тверской    | 37.5724   | 55.7494  | да      |
      | 12 | Тверская площадь     | Тверской район    | 37.6100   | 55.7600  | да      |
      | 13 | Без павильона        | Тверской район    | 37.6000   | 55.7500  | нет     |

  @R-API-30 @R-STOP-12
  Scenario: Each stop with a shelter sells sides a and b, numbered from its stop ID
    Chosen: the inventory number is 'ОСТ-' and the stop ID in six digits, then the side letter.
    Then the inventory holds 6 shelter sides
    And stop 7 is sold as "ОСТ-000007-A, ОСТ-000007-B"
    And stop 13 is not sold

  @R-STOP-11
  Scenario Outline: The text search matches the inventory number or the platform name
    Chosen: a part of either, whatever its case, with 'ё' read as 'е'.
    When I search the shelters for "<text>"
    Then the shelter list shows "<sides>"

    Examples:
      | text       | sides                                                                                       |
      | ост-000007 | ОСТ-000007-A, ОСТ-000007-B                                                                  |
      | ТАРАСА     | ОСТ-000011-A, ОСТ-000011-B                                                                  |
      | тверская   | ОСТ-000012-A, ОСТ-000012-B                                                                  |
      | 000012-b   | ОСТ-000012-B                                                                                |
      | нет такой  | —                                                                                           |
      |            | ОСТ-000007-A, ОСТ-000007-B, ОСТ-000011-A, ОСТ-000011-B, ОСТ-000012-A, ОСТ-000012-B          |

  @R-STOP-11 @R-STOP-12
  Scenario Outline: The list filters by side and by okrug or district
    When I list the sides "<side>" in "<regions>"
    Then the shelter list shows "<sides>"

    Examples:
      | side | regions                | sides                      |
      | a    | Тверской               | ОСТ-000011-A, ОСТ-000012-A |
      | b    | Южный                  | ОСТ-000007-B               |
      | all  | Даниловский            | ОСТ-000007-A, ОСТ-000007-B |
      | a    | Южный, Центральный     | ОСТ-000007-A, ОСТ-000011-A, ОСТ-000012-A |

  @R-STOP-11
  Scenario: A map polygon keeps only the shelters inside it
    When I draw the polygon "37.60 55.75, 37.62 55.75, 37.62 55.77, 37.60 55.77" on the map
    Then the shelter list shows "ОСТ-000012-A, ОСТ-000012-B"

  @R-STOP-18 @R-API-30
  Scenario: Availability per okrug and district counts every side free while nothing is booked
    Chosen: campaigns do not book shelters yet, so every side is free in every period.
    When I count the availability for 01.12.2026 – 31.12.2026
    Then "Тверской" has 4 of 4 sides free
    And "Центральный" has 4 of 4 sides free
    And "Южный" has 2 of 2 sides free

  @R-API-30 @R-STOP-09
  Scenario: A spreadsheet import splits rows into added, replaced and missing spaces
    Chosen: a row in the old numbering (stop ID and side, '7-B') is replaced by the side's current number.
    When I import a spreadsheet listing "ОСТ-000007-A, 7-b, нет такого, ОСТ-000007-A"
    Then the added spaces are "ОСТ-000007-A"
    And "7-B" is replaced by "ОСТ-000007-B"
    And the missing spaces are "нет такого"

  @R-API-30
  Scenario: The real Moscow file has 8 414 shelters, sold as 16 828 sides
    Given the real Moscow ground stops
    Then the inventory holds 16828 shelter sides
    And every side lies in one of the 146 districts of the 12 okrugs
