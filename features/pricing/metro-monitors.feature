Feature: Metro monitors — modes, budget, presentations and day parts
  Two modes: the video campaign ('video') and the other, budget-limited one ('budget').

  @R-METRO-01
  Scenario: Each selection block records itself as the last selected block
    Given the metro monitors calculator in the video mode
    When the advertiser selects lines "1, 2"
    And the advertiser selects time "2"
    Then the last selected block is "time"

  @R-METRO-02 @R-METRO-04 @R-METRO-05
  Scenario Outline: The budget is checked per mode and fixed once it passes
    Given the metro monitors calculator in the <mode> mode
    When the advertiser enters the budget "<budget>"
    Then the budget reads "<message>" and the fixed budget is <fixed>

    Examples:
      | mode   | budget     | message                             | fixed     |
      | video  | 2449       | Минимальный бюджет: 2 450 ₽         | none      |
      | video  | 2450       |                                     | 2450      |
      | video  | 100000001  | Максимальный бюджет: 100 000 000 ₽  | none      |
      | video  | 12 000     | Введите сумму цифрами               | none      |
      | budget | 14239      | Минимальный бюджет: 14 240 ₽        | none      |
      | budget | 650000     |                                     | 650000    |
      | budget | 650001     | Максимальный бюджет: 650 000 ₽      | none      |

  @R-METRO-03
  Scenario: A preset resets the state but keeps the places, the discount and the agency flag
    Given the metro monitors calculator in the video mode for an agency with a 7 % discount on "metroMonitors"
    And the advertiser selects lines "1"
    And the advertiser enters the budget "50000"
    When the advertiser applies the preset of the budget mode
    Then the metro calculator is blank in the budget mode with places "metroMonitors", discount 7 and the agency flag

  @R-METRO-06 @R-METRO-07 @R-METRO-08
  Scenario Outline: A budget too small for the minimum presentations asks for more budget or a later end date
    Choice (open trigger): the message appears when the budget buys fewer presentations than the mode's minimum (10 000).
    2 450 ₽ at 10 s × 0,04896 ₽ × 1,0574 buys 4 732 presentations. The spec's sentences are said in Russian, at
    the field they concern: 'You need to increase the budget' at the budget, 'You need to increase the end date'
    at the end date.
    When I price "metroMonitors" with:
      | mode          | video      |
      | startDate     | 10.03.2027 |
      | clipDuration  | 10         |
      | frequency     | 1          |
      | budget        | 2450       |
      | endDateLocked | <locked>   |
    Then the calculation is refused at "<field>" with "<message>"

    Examples:
      | locked | field   | message                        |
      | true   | budget  | Нужно увеличить бюджет         |
      | false  | endDate | Нужно увеличить дату окончания |

  @R-METRO-19 @R-METRO-10
  Scenario: A budget-driven video campaign over the default 3 days
    Choice: the budget pays for the price before discounts and VAT (with the seasonal ratio and the surcharges).
    One presentation costs 5 s × 0,04896 ₽ × 1,0574 (March) = 0,25885 ₽, so 100 000 ₽ buys 386 327 presentations,
    rounded down to the step: 380 000. 380 000 × 5 × 0,04896 = 93 024 ₽; × 1,0574 = 98 363,58 ₽.
    When I price "metroMonitors" with:
      | mode         | video      |
      | startDate    | 10.03.2027 |
      | clipDuration | 5          |
      | frequency    | 1          |
      | budget       | 100000     |
    Then the detail "presentationCount" is "380000"
    And the periods are:
      | from       | to         | days | total        |
      | 10-03-2027 | 12-03-2027 | 3    | 98 363,58 ₽  |

  @R-METRO-08 @R-METRO-09
  Scenario: The end date can be locked, and the budget and period errors cleared
    Given the metro monitors calculator in the video mode
    When the advertiser locks the end date
    And the advertiser enters the budget "10"
    And the period error "You need to increase the end date" is shown
    And the advertiser clears the errors
    Then the end date is locked and no budget or period error is shown

  @R-METRO-10 @R-METRO-11 @R-METRO-17
  Scenario Outline: The presentation count is rounded down to its step, capped, zeroed below min and clamped to the stop value
    Choice (R-METRO-11): the stop value is the monitors' capacity over the period — daily capacity × days × fill factor,
    divided by the half airings coefficient.
    Then <count> presentations in the <mode> mode with a stop value of <stop> become <result>

    Examples:
      | count     | mode   | stop       | result    |
      | 123456    | video  | 999999999  | 120000    |
      | 9999      | video  | 999999999  | 0         |
      | 200000000 | video  | 999999999  | 100000000 |
      | 500000    | video  | 333333     | 330000    |
      | 54321     | budget | 999999999  | 54000     |
      | 150000    | budget | 999999999  | 100000    |
      | 9000      | budget | 999999999  | 0         |

  @R-METRO-11 @R-METRO-15 @R-METRO-16
  Scenario Outline: The stop value from capacity, fill factor and the half airings coefficient
    Choice (R-METRO-15): the half airings coefficient is 0,5 when the clip fits twice into a block, otherwise 1.
    The demo capacity is 2 000 000 presentations a day; blocks of the video mode last 30 s.
    Then <days> days of <clip> s clips at fill factor <fill> hold <stop> presentations

    Examples:
      | days | clip | fill    | stop      |
      | 3    | 10   | 0.5     | 6000000   |
      | 3    | 20   | 0.5     | 3000000   |
      | 1    | 20   | 0.0004  | 2000      |
      | 1    | 20   | 1.23456 | 2000000   |

  @R-METRO-12 @R-METRO-20 @R-METRO-21
  Scenario Outline: Clip durations and frequencies per mode
    Choice (R-METRO-12): the standard variant allows 45 s, the extended one 60 s.
    When I price "metroMonitors" with:
      | mode              | <mode>     |
      | startDate         | 10.03.2027 |
      | clipDuration      | <clip>     |
      | frequency         | <freq>     |
      | presentationCount | 10000      |
    Then the calculation is refused at "<field>" with "<message>"

    Examples:
      | mode   | clip | freq | field        | message                                          |
      | video  | 35   | 1    | clipDuration | Не больше 30                                     |
      | budget | 65   | 10   | clipDuration | Не больше 60                                     |
      | budget | 7    | 10   | clipDuration | С шагом 5: ближайшие 5 и 10                      |
      | video  | 10   | 10   | frequency    | Выберите одно из значений: 1, 2, 3               |
      | budget | 60   | 15   | frequency    | Выберите одно из значений: 10, 20, 30, 40, 50, 60 |

  @R-METRO-12
  Scenario: The metro variants' longest clips
    Then the metro variants allow clips up to 45 and 60 seconds

  @R-METRO-13 @R-METRO-14 @R-METRO-22
  Scenario: Day parts, the evening split and prime time shown in Moscow time
    Choice (R-METRO-13): the server keeps interval times in UTC; shown in Moscow they move 3 hours later.
    Then the day parts are "05:30-08:00, 08:00-10:00 prime, 10:00-17:30, 17:30-19:40 prime, 19:40-01:00"
    And the evening split is at 19:40
    And a prime interval stored from 05:00 to 07:00 shows from 08:00 to 10:00

  @R-METRO-23 @R-METRO-24 @R-METRO-25
  Scenario: Budget placeholder, airings-per-hour groups and the day types of schedules
    Then the budget placeholder is "10 000 000 ₽"
    And the airings per hour groups are "2, 4, 6, 12"
    And the days "workday, weekend" are "workday, holiday" in schedules

  @R-METRO-26
  Scenario Outline: Report failures set their flags
    Given the metro monitors calculator in the video mode
    When the <report> report fails
    Then the flag <flag> is set

    Examples:
      | report        | flag                      |
      | mlines        | reportsMlinesError        |
      | timeIntervals | reportsTimeIntervalsError |
      | otsPerPeriod  | reportsOtsPerPeriodError  |
