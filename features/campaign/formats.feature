Feature: Formats, constants and layout thresholds
  People read numbers, money and dates the Russian way, in Moscow time; the server reads dates and time
  slots in fixed wire forms. Malformed input is refused, naming the field, rather than shown wrongly.

  @R-CONST-01
  Scenario: The interface speaks Russian
    Then the locale is "ru-RU" and the time zone is "Europe/Moscow"
    And every campaign state, payment state, reservation state, media type and wizard step title is written in Russian

  @R-CONST-02
  Scenario Outline: The number <number> is shown as "<shown>"
    Then the number <number> is shown as "<shown>"

    Examples:
      | number      | shown         |
      | 999         | 999           |
      | 1234567     | 1 234 567     |
      | 10287500.5  | 10 287 500,5  |
      | -2450       | −2 450        |

  @R-CONST-02
  Scenario Outline: <roubles> roubles are shown as "<shown>" in RUB
    Then <roubles> roubles are shown as "<shown>" with the rouble sign and "<bare>" without
    And the currency is "RUB"

    Examples:
      | roubles    | shown          | bare         |
      | 1234567.89 | 1 234 567,89 ₽ | 1 234 567,89 |
      | 2450       | 2 450,00 ₽     | 2 450,00     |
      | 0.5        | 0,50 ₽         | 0,50         |

  @R-CONST-03
  Scenario Outline: A moment at <time> UTC on <day> is shown as the Moscow day <shown>
    Then a moment at <time> UTC on <day> is shown as <shown>

    Examples:
      | day        | time  | shown      |
      | 08.03.2026 | 20:59 | 08.03.2026 |
      | 08.03.2026 | 21:00 | 09.03.2026 |
      | 31.12.2026 | 22:30 | 01.01.2027 |

  @R-CONST-03
  Scenario: A date that does not exist is refused, naming the field
    Then the start date "30.02.2026" is refused with "invalidDate" on the field "startDate"

  @R-CONST-04
  Scenario Outline: The date <day> is sent as "<wire>"
    Then the date <day> is sent as "<wire>" and read back as <day>

    Examples:
      | day        | wire                     |
      | 01.03.2026 | 2026-03-01T00:00:00.000Z |
      | 29.02.2028 | 2028-02-29T00:00:00.000Z |
      | 31.12.2026 | 2026-12-31T00:00:00.000Z |

  @R-CONST-05
  Scenario Outline: The time slot "<slot>" is <verdict>
    Choice: hours 00 to 23 with two digits, a plain hyphen, and a slot may run past midnight; an empty slot
    (same start and end) is refused.

    Then the time slot "<slot>" is <verdict>

    Examples:
      | slot        | verdict  |
      | 08:00-10:00 | accepted |
      | 19:40-01:00 | accepted |
      | 8:00-10:00  | refused  |
      | 24:00-01:00 | refused  |
      | 08:60-09:00 | refused  |
      | 10:00-10:00 | refused  |
      | 08:00–10:00 | refused  |

  @R-CONST-06
  Scenario Outline: On <today> in Moscow an invoice reads "<deadline>"
    Given today in Moscow is <today>
    Then the invoice deadline reads "<deadline>"

    Examples:
      | today      | deadline               |
      | 22.11.2026 | оплатить до 27.11.2026 |
      | 29.12.2026 | оплатить до 03.01.2027 |
      | 25.02.2028 | оплатить до 01.03.2028 |

  @R-CONST-07
  Scenario Outline: The REST list of <list> is asked for <limit> at a time from offset 0
    Then the REST list "<list>" is asked for <limit> items from offset 0

    Examples:
      | list          | limit |
      | cities        | 100   |
      | routes        | 100   |
      | metroLines    | 100   |
      | formats       | 50    |
      | stations      | 500   |
      | groupContents | 500   |
      | spaceGroups   | 100   |
      | any other     | 100   |

  @R-CONST-07
  Scenario: Choice (decision 2): a requested page larger than 1000 is capped at 1000
    Then a request for 5000 items gets at most 1000

  @R-CONST-08
  Scenario Outline: The GraphQL query <query> is limited to <limit>
    Then the GraphQL query "<query>" is limited to <limit>

    Examples:
      | query                | limit |
      | transitShelterSpaces | 24000 |
      | regions              | 200   |
      | metroLines           | 500   |
      | metroLinesPublic     | 100   |
      | metroMonitors        | 50    |
      | stickersSpaces       | 500   |
      | formats              | 50    |
      | formatsLarge         | 500   |
      | stations             | 100   |
      | stationsLarge        | 500   |
      | discounts            | 50    |

  @R-CONST-09
  Scenario Outline: A media item added at <time> UTC on <day> shows "<shown>" while the campaign is edited
    Then a media item added at <time> UTC on <day> shows "<shown>"
    And "<shown>" reads back as <time> UTC on <day>

    Examples:
      | day        | time  | shown            |
      | 01.05.2026 | 06:05 | 01.05.2026 09:05 |
      | 31.12.2026 | 21:15 | 01.01.2027 00:15 |

  @R-CONST-10 @R-CONST-11 @R-CONST-12
  Scenario Outline: A screen <width> px wide: calculator mobile <calc>, logged-in pages mobile <pages>, slider <slider> px
    Then a screen <width> px wide has the mobile calculator: <calc>, mobile logged-in pages: <pages>, a slider of <slider> px

    Examples:
      | width | calc | pages | slider |
      | 375   | yes  | yes   | 320    |
      | 1023  | yes  | yes   | 320    |
      | 1024  | yes  | no    | 320    |
      | 1259  | yes  | no    | 320    |
      | 1260  | no   | no    | 823    |
      | 1920  | no   | no    | 823    |
