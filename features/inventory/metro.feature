# language: en
Feature: Metro inventory and generated spaces

  @R-API-31
  Scenario: The metro comes from the real data with the lines' colours and hubs
    Given the real Moscow metro
    Then the metro has 19 lines and 369 stations
    And the line "Сокольническая" is coloured "#f91f22"
    And the stations named "Курская" share one hub across 3 lines

  @R-API-32
  Scenario Outline: A space's audience over a range is its daily audience times the days
    Then a daily audience of "<daily>" over <from> – <to> is "<total>"

    Examples:
      | daily  | from       | to         | total   |
      | 12 000 | 01.12.2026 | 15.12.2026 | 180 000 |
      | 5 000  | 28.02.2026 | 01.03.2026 | 10 000  |
      | 1 000  | 01.01.2026 | 31.12.2026 | 365 000 |

  @R-API-32
  Scenario: City-format periods are split by calendar month
    Then the range 20.12.2026 – 10.01.2027 splits into "20.12.2026–31.12.2026 (12), 01.01.2027–10.01.2027 (10)"

  @R-API-32
  Scenario: The generated inventory is the same on every start
    Chosen: spaces without public data are generated from a fixed seed.
    Given the real Moscow metro
    When the inventory is generated twice
    Then both runs hold the same spaces
    And there are 150 standalone monitors, 12 city-format groups holding 300 city formats and 5 media facades
    And every metro station has between 4 and 12 monitors
