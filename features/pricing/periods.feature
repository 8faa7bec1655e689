Feature: Campaign periods and dates
  Dates are written DD.MM.YYYY; a period label inside the product is DD-MM-YYYY.

  @R-PER-08 @R-PER-11
  Scenario: A campaign is split by calendar month, counting both ends
    When the campaign from 30.01.2028 to 01.03.2028 is split by month
    Then the periods are labelled:
      | from       | to         | days |
      | 30-01-2028 | 31-01-2028 | 2    |
      | 01-02-2028 | 29-02-2028 | 29   |
      | 01-03-2028 | 01-03-2028 | 1    |

  @R-PER-01
  Scenario Outline: The default campaign end is one month after the start
    Choice: "one month" ends the day before the same date next month (both ends counted); when next month has no such
    date, on its last day.
    Then a campaign starting <start> ends by default on <end>

    Examples:
      | start      | end        |
      | 01.03.2027 | 31.03.2027 |
      | 15.01.2027 | 14.02.2027 |
      | 31.01.2027 | 28.02.2027 |

  @R-PER-10
  Scenario Outline: The <place> calculator opens on today to the same day next month
    Choice: the transit-shelter calculator is chosen by its start month (the stops calculator keeps a month), so it
    opens on the next month, as the other places do.
    Given today is <today>
    Then the "<place>" calculator opens on <start> to <end>

    Examples:
      | place                    | today      | start      | end        |
      | groundTransportation     | 22.11.2026 | 22.11.2026 | 22.12.2026 |
      | groundTransportationTram | 22.11.2026 | 22.11.2026 | 22.12.2026 |
      | groundTransportation     | 31.01.2027 | 31.01.2027 | 28.02.2027 |

  @R-PER-02
  Scenario Outline: Turn-tile starts snap to the 1st or the 16th, for one month
    Choice: a start that is not the 1st or the 16th moves forward to the next of them.
    Then turn tiles wished from <wish> run from <start> to <end>

    Examples:
      | wish       | start      | end        |
      | 01.03.2027 | 01.03.2027 | 31.03.2027 |
      | 02.03.2027 | 16.03.2027 | 15.04.2027 |
      | 16.03.2027 | 16.03.2027 | 15.04.2027 |
      | 17.03.2027 | 01.04.2027 | 30.04.2027 |

  @R-PER-03
  Scenario: Sticker periods are half-months starting on the 1st or the 16th
    Then stickers from 10.02.2027 to 20.03.2027 take the half-months:
      | from       | to         |
      | 01.02.2027 | 15.02.2027 |
      | 16.02.2027 | 28.02.2027 |
      | 01.03.2027 | 15.03.2027 |
      | 16.03.2027 | 31.03.2027 |

  @R-PER-04 @R-PER-05 @R-PER-06
  Scenario Outline: The booking window moves on after the cutoff day
    Choice: before day 16 (stickers) or 8 (other places) the current month is offered; after the cutoff (the last day minus 1
    for stickers, minus 7 otherwise) the month after next is the first; in between, next month. The list covers 12 months.
    Given today is <today>
    Then the first month offered for <kind> is <first> and the list ends with <last>

    Examples:
      | today      | kind     | first      | last       |
      | 15.11.2026 | stickers | 01.11.2026 | 01.10.2027 |
      | 16.11.2026 | stickers | 01.12.2026 | 01.11.2027 |
      | 30.11.2026 | stickers | 01.01.2027 | 01.12.2027 |
      | 07.11.2026 | other    | 01.11.2026 | 01.10.2027 |
      | 08.11.2026 | other    | 01.12.2026 | 01.11.2027 |
      | 24.11.2026 | other    | 01.01.2027 | 01.12.2027 |

  @R-PER-07
  Scenario: A period list has 14 options
    Given today is 03.11.2026
    Then the period list has 14 options from 01.11.2026 to 31.12.2027

  @R-PER-09
  Scenario Outline: Extra days at the end of a period
    Choice: the days are "unknown" when the planner gives no day count; then 3, otherwise the days plus 2.
    Then the extra days for <computed> computed days are <extra>

    Examples:
      | computed | extra |
      | 5        | 7     |
      | 0        | 2     |
      | unknown  | 3     |
