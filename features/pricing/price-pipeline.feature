Feature: The price pipeline every calculator shares
  All money is kept in whole kopecks. For each line (one item in one calendar month) the price goes
  base → × the month's seasonal ratio → × (1 + the sum of the targeting surcharges) → × volume factor →
  × capacity factor → × the agency's factor → × the global discount factor, and is rounded to kopecks once
  at the end (RULES decision 10). Each step shows what it added or took, rounded so the steps add up to the net.

  @R-DISC-01 @R-TGT-04 @R-PRICE-04 @R-DISC-05 @R-TGT-03 @R-DISC-09
  Scenario: Worked example — ten city-format screens in July 2027, geo and prime-time targeting, an agency discount
    Choice (R-DISC-01, R-TGT-04): the order above; surcharges add (10 % + 30 % = 40 %), they do not compound.
    One screen: 156 airings a day (19.5 hours × 8) × 31 days × 30 s × 0,50 ₽ = 72 540,00 ₽.
    July's seasonal ratio 0,9148 gives 66 359,59 ₽; geo +10 % and prime time +30 % give 66 359,592 × 1,4 = 92 903,43 ₽.
    Ten screens make a base of 725 400 ₽: the 500 000–1 000 000 ₽ tier gives 5 % (× 0,95 = 88 258,26 ₽);
    ten screens reach the capacity range of 10 (5 %, × 0,95 = 83 845,34 ₽); the agency's 10 % gives 75 460,81 ₽;
    the summer global factor 0,9 gives 67 914,73 ₽ per screen.
    Given an agency with a personal discount of 10 % for every place
    When I price "cityFormat" with:
      | startDate          | 01.07.2027                                                        |
      | endDate            | 31.07.2027                                                        |
      | itemIds            | CF-001,CF-002,CF-003,CF-004,CF-005,CF-006,CF-007,CF-008,CF-009,CF-010 |
      | clipDuration       | 30                                                                |
      | targeting.geo      | true                                                              |
      | targeting.timeIntervalIds | 4                                                          |
    Then the line of "CF-001" in period 1 goes:
      | step       | factor | amount       |
      | base       |        | 72 540,00 ₽  |
      | seasonal   | 0.9148 | -6 180,41 ₽  |
      | geo        | 0.1    | 6 635,96 ₽   |
      | time       | 0.3    | 19 907,88 ₽  |
      | volume     | 0.95   | -4 645,17 ₽  |
      | capacity   | 0.95   | -4 412,92 ₽  |
      | advertiser | 0.9    | -8 384,53 ₽  |
      | global     | 0.9    | -7 546,08 ₽  |
      | net        |        | 67 914,73 ₽  |
    And the totals are:
      | base price    | 725 400,00 ₽ |
      | without taxes | 679 147,30 ₽ |
      | VAT rate      | 22 %         |
      | taxes         | 149 412,41 ₽ |
      | total         | 828 559,71 ₽ |

  @R-DISC-09 @R-DISC-10
  Scenario: An advertiser with ignoreGlobalDiscountFactors does not get the summer factor
    Choice (R-DISC-10): a global factor applies to a line whose month starts within its dates; several in force → the smallest.
    Given an agency with a personal discount of 10 % for every place
    And the advertiser ignores the global discount factors
    When I price "cityFormat" with:
      | startDate    | 01.07.2027 |
      | endDate      | 31.07.2027 |
      | itemIds      | CF-001     |
      | clipDuration | 30         |
    Then the line of "CF-001" in period 1 goes:
      | step       | factor | amount      |
      | base       |        | 72 540,00 ₽ |
      | seasonal   | 0.9148 | -6 180,41 ₽ |
      | advertiser | 0.9    | -6 635,96 ₽ |
      | net        |        | 59 723,63 ₽ |

  @R-DISC-02 @R-DISC-03 @R-DISC-05
  Scenario Outline: The volume tier is chosen by the campaign's total base price, lower bound included, upper excluded
    Choice (decision 4, R-DISC-02): priceFrom ≤ total base price < priceTo. Choice (R-DISC-03): a rule counts only when the
    campaign starts within its dates and, when it lists places, for those places.
    One light box for a whole month is 40 000 ₽, so <boxes> boxes make <base>.
    Given the volume discount rules are:
      | from    | to            | percent | starts     | ends       | places     |
      | 0       | 120 000       | 0       |            |            |            |
      | 120 000 | 200 000       | 5       |            |            |            |
      | 200 000 | 1 000 000 000 | 10      |            |            |            |
      | 0       | 1 000 000 000 | 50      | 01.01.2030 | 31.12.2030 |            |
      | 0       | 1 000 000 000 | 40      |            |            | cityFormat |
    When I price "lightBoxes" with:
      | startDate | 01.04.2027 |
      | endDate   | 30.04.2027 |
      | itemIds   | <items>    |
    Then the discounts are volume <percent> %, capacity 0 %, advertiser 0 %

    Examples:
      | boxes | items                               | base      | percent |
      | 2     | LB-001,LB-002                       | 80 000 ₽  | 0       |
      | 3     | LB-001,LB-002,LB-003                | 120 000 ₽ | 5       |
      | 5     | LB-001,LB-002,LB-003,LB-004,LB-005  | 200 000 ₽ | 10      |

  @R-DISC-02 @R-PRICE-01
  Scenario: One more day can make a campaign cheaper when it crosses a volume tier, and the product accepts it
    Choice: the volume tier applies to the whole campaign, so crossing a tier may lower the total; the property
    "adding an item or a day never lowers the price" is held before discounts only.
    Two light boxes from 01.04.2027: April is 2 × 40 000 ₽ = 80 000 ₽ of base; 7 days of May add 2 × 9 032,26 ₽
    (98 064,52 ₽ in all, below 100 000 ₽); 8 days add 2 × 10 322,58 ₽ (100 645,16 ₽, the 20 % tier).
    Given the volume discount rules are:
      | from    | to            | percent |
      | 0       | 100 000       | 0       |
      | 100 000 | 1 000 000 000 | 20      |
    When I price "lightBoxes" with:
      | startDate | 01.04.2027    |
      | endDate   | 07.05.2027    |
      | itemIds   | LB-001,LB-002 |
    Then the total without taxes is "100 951,22 ₽"
    When I price "lightBoxes" with the same input but endDate 08.05.2027
    Then the total without taxes is "82 816,20 ₽"
    And the discounts are volume 20 %, capacity 0 %, advertiser 0 %

  @R-DISC-04 @R-DISC-06
  Scenario Outline: A capacity discount of range 1000 is ignored for an agency with a personal discount
    Choice (R-DISC-04): a capacity rule applies when the quantity in its unit reaches its range; the largest range reached wins.
    The demo rules for stops: 3 % from 100 sides, 7 % from 1000 sides.
    Given <who>
    When I price <sides> transit-shelter sides in the "ЮАО" district for 01.2027
    Then the capacity discount is <percent> %

    Examples:
      | who                                                         | sides | percent |
      | today is 22.11.2026                                         | 99    | 0       |
      | today is 22.11.2026                                         | 100   | 3       |
      | today is 22.11.2026                                         | 1000  | 7       |
      | an agency with a personal discount of 5 % for every place   | 1000  | 3       |

  @R-DISC-06
  Scenario Outline: The price says which capacity discount applied and which the personal discount switched off
    A personal discount of 1–5 % switches off the 7 % from 1000 sides, so it can cost more than none; the calculator
    shows both, so the buyer sees why.
    Given <who>
    When I price <sides> transit-shelter sides in the "ЮАО" district for 01.2027
    Then the price says the capacity discount applied is <capacity> %, the personal discount <personal> %, and "<off>" was switched off

    Examples:
      | who                                                       | sides | capacity | personal | off                  |
      | an agency with a personal discount of 5 % for every place | 1000  | 3        | 5        | 7 % from 1000 sides  |
      | an agency with a personal discount of 5 % for every place | 999   | 3        | 5        | nothing              |
      | today is 22.11.2026                                       | 1000  | 7        | 0        | nothing              |

  @R-DISC-08 @R-DISC-07
  Scenario Outline: The agency discount applies only for its places and until it expires; turn tiles take it × 1.25
    Choice (R-DISC-08): an empty list of places means every place; expired means the pricing day is after expirationDate.
    Given today is 22.11.2026
    And an agency with a personal discount of 8 % for "<places>" expiring <expires>
    When I price "<place>" with:
      | startDate | 01.03.2027 |
      | endDate   | 31.03.2027 |
      | itemIds   | <item>     |
    Then the discounts are volume 0 %, capacity 0 %, advertiser <percent> %

    Examples:
      | place      | places                | expires    | item   | percent |
      | lightBoxes | lightBoxes            | 31.12.2026 | LB-001 | 8       |
      | lightBoxes | cityFormat            | 31.12.2026 | LB-001 | 0       |
      | lightBoxes | lightBoxes            | 21.11.2026 | LB-001 | 0       |
      | turnsTiles | turnsTiles,lightBoxes | 31.12.2026 | TT-001 | 10      |

  @R-DISC-11 @R-DISC-12
  Scenario Outline: Each month's seasonal ratio scales the price and the audience
    Choice (R-DISC-12, decision 11): the seasonal price ratio is reference data; the demo set uses the audience ratios.
    One light box for the whole month <month>: 40 000 ₽ × <ratio>.
    When I price "lightBoxes" with:
      | startDate | <start> |
      | endDate   | <end>   |
      | itemIds   | LB-001  |
    Then the total without taxes is "<price>"

    Examples:
      | month    | start      | end        | ratio  | price       |
      | January  | 01.01.2027 | 31.01.2027 | 0.8815 | 35 260,00 ₽ |
      | February | 01.02.2027 | 28.02.2027 | 0.9360 | 37 440,00 ₽ |
      | March    | 01.03.2027 | 31.03.2027 | 1.0574 | 42 296,00 ₽ |
      | April    | 01.04.2027 | 30.04.2027 | 1.0371 | 41 484,00 ₽ |
      | May      | 01.05.2027 | 31.05.2027 | 0.9955 | 39 820,00 ₽ |
      | June     | 01.06.2027 | 30.06.2027 | 0.9719 | 38 876,00 ₽ |
      | July     | 01.07.2027 | 31.07.2027 | 0.9148 | 32 932,80 ₽ |
      | August   | 01.08.2027 | 31.08.2027 | 0.9261 | 33 339,60 ₽ |
      | September| 01.09.2027 | 30.09.2027 | 1.0073 | 40 292,00 ₽ |
      | October  | 01.10.2027 | 31.10.2027 | 1.0947 | 43 788,00 ₽ |
      | November | 01.11.2027 | 30.11.2027 | 1.0684 | 42 736,00 ₽ |
      | December | 01.12.2027 | 31.12.2027 | 1.1093 | 44 372,00 ₽ |

  @R-TGT-07
  Scenario: A missing seasonal coefficient counts as 1
    Given no seasonal coefficient is set for month 3
    When I price "lightBoxes" with:
      | startDate | 01.03.2027 |
      | endDate   | 31.03.2027 |
      | itemIds   | LB-001     |
    Then the total without taxes is "40 000,00 ₽"

  @R-PRICE-08
  Scenario Outline: VAT is the rate in force on the campaign's start date
    Choice (R-PRICE-08): VAT is reference data by date — 20 % until 31.12.2025, 22 % from 01.01.2026 — applied to the
    campaign total at the rate of its start date.
    Given today is 01.11.2025
    When I price "lightBoxes" with:
      | startDate | <start>    |
      | endDate   | <end>      |
      | itemIds   | LB-001     |
    Then the totals are:
      | VAT rate | <rate> |

    Examples:
      | start      | end        | rate |
      | 01.12.2025 | 31.12.2025 | 20 % |
      | 31.12.2025 | 05.01.2026 | 20 % |
      | 01.01.2026 | 31.01.2026 | 22 % |
