Feature: A worked price for every advertising place
  Each scenario prices one campaign of one place with the demo reference data, and its description shows the sum
  a product owner can redo by hand. VAT is 22 % for campaigns starting in 2026 or later.

  @R-PRICE-02 @R-METRO-18 @R-TGT-05
  Scenario: Metro monitors, video campaign — 200 000 presentations of 10 s over 30.03–02.04.2027
    Choice (R-METRO-18): the base is presentations × clip seconds × price per second (0,04896 ₽), i.e. price × clip × 1000
    per thousand presentations (R-PRICE-02). 100 000 presentations fall in each month: 100 000 × 10 × 0,04896 = 48 960 ₽.
    Choice (R-TGT-05): surcharges are the placement coefficients minus 1, added: prime time 1,3 (+30 %) because day part 2
    is chosen, and primeFrequency 1,15 (+15 %) because the frequency 2 is above the lowest option.
    March: 48 960 × 1,0574 = 51 770,30; × 1,45 = 75 066,94 ₽. April: 48 960 × 1,0371 = 50 776,42; × 1,45 = 73 625,80 ₽.
    When I price "metroMonitors" with:
      | mode              | video      |
      | startDate         | 30.03.2027 |
      | endDate           | 02.04.2027 |
      | clipDuration      | 10         |
      | frequency         | 2          |
      | presentationCount | 200000     |
      | dayParts          | 2,3        |
    Then the periods are:
      | from       | to         | days | total       |
      | 30-03-2027 | 31-03-2027 | 2    | 75 066,94 ₽ |
      | 01-04-2027 | 02-04-2027 | 2    | 73 625,80 ₽ |
    And the totals are:
      | without taxes | 148 692,74 ₽ |
      | taxes         | 32 712,40 ₽  |
      | total         | 181 405,14 ₽ |
    And the audience is 2513400 OTS and 24.43 GRP

  @R-METRO-17 @R-METRO-18 @R-TGT-07
  Scenario: Metro monitors, the other mode — 20 000 presentations of the longest 60 s clip over the default 3 days
    The other mode's price per second is 0,2848 ₽: 20 000 × 60 × 0,2848 = 341 760 ₽; March's ratio gives 361 377,02 ₽.
    The clip at the mode's maximum adds the videoHronometrach coefficient 1,1 (+10 %): 397 514,73 ₽. The frequency 20 is
    above the lowest option, but this mode's option has no primeFrequency coefficient: a missing coefficient counts as 1.
    When I price "metroMonitors" with:
      | mode              | budget     |
      | startDate         | 10.03.2027 |
      | clipDuration      | 60         |
      | frequency         | 20         |
      | presentationCount | 20000      |
    Then the line of "Показы в метро" in period 1 goes:
      | step     | factor | amount       |
      | base     |        | 341 760,00 ₽ |
      | seasonal | 1.0574 | 19 617,02 ₽  |
      | clip     | 0.1    | 36 137,71 ₽  |
      | net      |        | 397 514,73 ₽ |

  @R-FMT-02
  Scenario: Metro monitors without a clip length are priced for the default 5 s clip
    20 000 presentations × 5 s × 0,2848 ₽ = 28 480 ₽, and March's ratio 1,0574 adds 1 634,75 ₽.
    When I price "metroMonitors" with:
      | mode              | budget     |
      | startDate         | 10.03.2027 |
      | frequency         | 20         |
      | presentationCount | 20000      |
    Then the line of "Показы в метро" in period 1 goes:
      | step     | factor | amount      |
      | base     |        | 28 480,00 ₽ |
      | seasonal | 1.0574 | 1 634,75 ₽  |
      | net      |        | 30 114,75 ₽ |

  @R-PRICE-06 @R-PRICE-07 @R-PER-03
  Scenario: Metro stickers — 40 A3 stickers over three half-months
    16.02–28.02 is one half-month, March two: 40 × 1 500 ₽ × 0,936 = 56 160 ₽ and 40 × 3 000 ₽ × 1,0574 = 126 888 ₽.
    OTS = otsInRange × stickers: 40 × 45 000 × 0,936 + 40 × 90 000 × 1,0574 = 5 491 440.
    Given today is 22.11.2026
    When I price "metroStickers" with:
      | startDate    | 16.02.2027 |
      | endDate      | 31.03.2027 |
      | formatId     | A3         |
      | stickerCount | 40         |
    Then the periods are:
      | from       | to         | days | total        |
      | 16-02-2027 | 28-02-2027 | 13   | 56 160,00 ₽  |
      | 01-03-2027 | 31-03-2027 | 31   | 126 888,00 ₽ |
    And the audience is 5491440 OTS and 53.38 GRP

  @R-PRICE-06
  Scenario: Metro stickers — an audience given for the range is the campaign's audience, not scaled again
    The sticker audience answered for 16.02–31.03 is 135 000 contacts a sticker: 40 stickers reach exactly
    40 × 135 000 = 5 400 000, whatever the months' audience ratios, and GRP follows from it.
    Given today is 22.11.2026
    When I price "metroStickers" with:
      | startDate    | 16.02.2027 |
      | endDate      | 31.03.2027 |
      | formatId     | A3         |
      | stickerCount | 40         |
      | otsInRange   | 135000     |
    Then the audience is 5400000 OTS and 52.49 GRP

  @R-PRICE-07
  Scenario: Metro stickers — the sticker count defaults to 1
    Given today is 22.11.2026
    When I price "metroStickers" with:
      | startDate | 01.03.2027 |
      | endDate   | 15.03.2027 |
      | formatId  | A4         |
    Then the total without taxes is "1 057,40 ₽"

  @R-PER-08
  Scenario: Light boxes — three boxes from 15.01 to 14.02.2027, each month its share of days
    One box: January 40 000 × 17/31 = 21 935,48 ₽ × 0,8815 = 19 336,13 ₽; February 40 000 × 14/28 = 20 000 ₽ × 0,936 = 18 720 ₽.
    When I price "lightBoxes" with:
      | startDate | 15.01.2027           |
      | endDate   | 14.02.2027           |
      | itemIds   | LB-001,LB-002,LB-003 |
    Then the periods are:
      | from       | to         | days | total       |
      | 15-01-2027 | 31-01-2027 | 17   | 58 008,39 ₽ |
      | 01-02-2027 | 14-02-2027 | 14   | 56 160,00 ₽ |
    And the total without taxes is "114 168,39 ₽"

  Scenario: Crystal light — two units for March 2027
    2 × 25 000 ₽ × 1,0574 = 52 870 ₽.
    When I price "cristalLight" with:
      | startDate | 01.03.2027    |
      | endDate   | 31.03.2027    |
      | itemIds   | CL-001,CL-002 |
    Then the totals are:
      | without taxes | 52 870,00 ₽ |
      | taxes         | 11 631,40 ₽ |
      | total         | 64 501,40 ₽ |

  @R-STOP-07 @R-STOP-19
  Scenario: Transit shelters — four sides for January and February 2027, one with a booking error
    Sides in ЮАО cost 28 000 ₽ a month, in ЗАО 35 000 ₽. The side 27a has a booking error and is left out, so the base is
    (2 × 28 000 + 35 000) × 2 months = 182 000 ₽. January × 0,8815 = 80 216,50 ₽, February × 0,936 = 85 176 ₽.
    Sides of one monthly tariff share a line with their count: each side is rounded on its own, then multiplied.
    Choice (R-STOP-19): stopsTariffPrice = the base, stopsSeasonalPrice = after the seasonal ratio, stopsAdvDiscountPrice =
    after every discount; countStops counts all selected sides and the free ones (without a booking error).
    When I price "transitShelter" with transit-shelter sides:
      | inventoryNumber | side | region | bookingError |
      | 7               | a    | ЮАО    | false        |
      | 7               | b    | ЮАО    | false        |
      | 11              | a    | ЗАО    | false        |
      | 27              | a    | ЗАО    | true         |
    Then the periods are:
      | from       | to         | days | total       |
      | 01-01-2027 | 31-01-2027 | 31   | 80 216,50 ₽ |
      | 01-02-2027 | 28-02-2027 | 28   | 85 176,00 ₽ |
    And the stops total is:
      | stopsTariffPrice      | 182 000,00 ₽ |
      | stopsSeasonalPrice    | 165 392,50 ₽ |
      | stopsAdvDiscountPrice | 165 392,50 ₽ |
      | seasonalDiscount      | -16 607,50 ₽ |
      | countStops            | 4 all, 3 free |

  @R-NAV-07 @R-NAV-06 @R-NAV-10
  Scenario: Navigation signs — two stations for the first half of 2027
    Курская has two zones that count (the third has no capacity and is dropped): tariff 3, 360 000 ₽ a year, 30 000 ₽ a month.
    Арбатская has four zones: tariff 7, 720 000 ₽ a year, 60 000 ₽ a month. Six months: 90 000 ₽ × (0,8815 + 0,936 + 1,0574 +
    1,0371 + 0,9955 + 0,9719) = 529 146 ₽; the base 540 000 ₽ is in the 5 % tier: 502 688,70 ₽.
    Choice (R-NAV-10): discount is the agency's percent, basePrice the base, basePriceWithDiscount the price after all discounts.
    When I price navigation signs from 01.01.2027 to 30.06.2027 with:
      | station   | zones that count | zones without capacity |
      | Курская   | 2                | 1                      |
      | Арбатская | 4                | 0                      |
    Then the total without taxes is "502 688,70 ₽"
    And the navigation summary has 1 station on tariff 3, 1 on tariff 7, base "540 000,00 ₽" and with discount "502 688,70 ₽"

  @R-CITY-12
  Scenario: Standalone monitors — two monitors in April 2027, 10 s clips at the default frequency 30
    585 impressions a day (19,5 × 30) × 30 days × 10 s × 0,10 ₽ = 17 550 ₽; × 1,0371 = 18 201,11 ₽ a monitor.
    When I price "monitorsStandalone" with:
      | startDate    | 01.04.2027    |
      | endDate      | 30.04.2027    |
      | itemIds      | MS-001,MS-002 |
      | clipDuration | 10            |
    Then the total without taxes is "36 402,22 ₽"
    And the detail "impressionsPerDay" is "585"

  Scenario: Tram monitors — 50 monitors in May 2027 on workdays
    One monitor: 360 impressions × 31 days × 15 s × 0,015 ₽ = 2 511 ₽; × 0,9955 = 2 499,70; days of week +10 % = 2 749,67 ₽.
    When I price "monitorsTram" with:
      | startDate      | 01.05.2027 |
      | endDate        | 31.05.2027 |
      | monitors       | 50         |
      | clipDuration   | 15         |
      | targeting.days | workday    |
    Then the total without taxes is "137 483,50 ₽"

  @R-PRICE-09 @R-PRICE-10 @R-PRICE-11
  Scenario: Bus monitors — the "Старт" package for June 2027
    Choice (R-PRICE-09): base = impressions a day × days × clip × 0,05 ₽, and the 20 % of R-PRICE-10 is added in the base step:
    36 000 × 30 × 10 × 0,05 × 1,2 = 648 000 ₽; × 0,9719 = 629 791,20 ₽; the 5 % volume tier gives 598 301,64 ₽.
    When I price "busMonitors" with:
      | startDate    | 01.06.2027 |
      | endDate      | 30.06.2027 |
      | packageId    | start      |
      | clipDuration | 10         |
    Then the totals are:
      | base price    | 648 000,00 ₽ |
      | without taxes | 598 301,64 ₽ |
    And the detail "totalLabel" is "Итоговая стоимость*"
    And the detail "totalNote" is "* Скидка за объём рассчитывается индивидуально"

  @R-TGT-06 @R-GROUND-10
  Scenario: Ground transport, buses — 500 000 impressions from 20.01 to 19.02.2027 on two routes at morning prime time
    Choice (R-TGT-06): the factor 0,95 scales the price of a bus impression (0,7 for trams) in the base step.
    Impressions spread by days: 193 548 in January (12 days), 306 452 in February (19 days).
    January: 193 548 × 10 s × 0,06 ₽ × 0,95 = 110 322,36 ₽ × 0,8815 = 97 249,16; geo +10 % and prime time +30 % → × 1,4 = 136 148,82 ₽.
    February: 306 452 × 0,57 = 174 677,64 ₽ × 0,936 = 163 498,27; × 1,4 = 228 897,58 ₽.
    When I price "groundTransportation" with:
      | startDate           | 20.01.2027 |
      | endDate             | 19.02.2027 |
      | videoDuration       | 10         |
      | timeIntervalIds     | 2          |
      | transportRouteIds   | a1,a2      |
      | weekPartBaseName    | all        |
      | numberOfImpressions | 500000     |
      | runsPerHour         | 9          |
    Then the periods are:
      | from       | to         | days | total        |
      | 20-01-2027 | 31-01-2027 | 12   | 136 148,82 ₽ |
      | 01-02-2027 | 19-02-2027 | 19   | 228 897,58 ₽ |

  @R-TGT-06 @R-GROUND-02
  Scenario: Ground transport, trams — 30 runs an hour are clamped to 24, which differs from 9 and adds the frequency surcharge
    200 000 × 5 s × 0,06 ₽ × 0,7 = 42 000 ₽; × 1,0574 = 44 410,80; frequency +10 % = 48 851,88 ₽.
    When I price "groundTransportationTram" with:
      | startDate           | 01.03.2027 |
      | endDate             | 31.03.2027 |
      | videoDuration       | 5          |
      | numberOfImpressions | 200000     |
      | runsPerHour         | 30         |
    Then the total without taxes is "48 851,88 ₽"
    And the detail "runsPerHour" is "24"

  @R-CITY-11 @R-TGT-03
  Scenario: City format — three screens in September 2027 with geo targeting, default frequency 8 and hours 19,5
    156 airings a day × 30 days × 5 s × 0,50 ₽ = 11 700 ₽; × 1,0073 = 11 785,41; geo +10 % = 12 963,95 ₽ a screen.
    When I price "cityFormat" with:
      | startDate     | 01.09.2027           |
      | endDate       | 30.09.2027           |
      | itemIds       | CF-001,CF-002,CF-003 |
      | targeting.geo | true                 |
    Then the total without taxes is "38 891,85 ₽"
    And the detail "impressionsPerDay" is "156"

  Scenario: Standalone city format — one screen for 15 days of October 2027, 15 s clips
    156 × 15 days × 15 s × 0,35 ₽ = 12 285 ₽; × 1,0947 = 13 448,39 ₽.
    When I price "cityFormatStandalone" with:
      | startDate    | 01.10.2027 |
      | endDate      | 15.10.2027 |
      | itemIds      | CFS-001    |
      | clipDuration | 15         |
    Then the total without taxes is "13 448,39 ₽"

  @R-MAXIMA-03
  Scenario: Maxima — the centre group over five days across April and May 2027
    Hits: 700 a day for 28–30 April (2 100), 1 400 a day for 1–2 May (2 800); 10 s at 2 ₽ a second of a hit.
    April: 2 100 × 10 × 2 = 42 000 ₽ × 1,0371 = 43 558,20 ₽. May: 2 800 × 20 = 56 000 ₽ × 0,9955 = 55 748 ₽.
    When I price the maxima group "maxima-center" with 10 s clips and hits:
      | date       | hits |
      | 28.04.2027 | 700  |
      | 29.04.2027 | 700  |
      | 30.04.2027 | 700  |
      | 01.05.2027 | 1400 |
      | 02.05.2027 | 1400 |
    Then the periods are:
      | from       | to         | days | total       |
      | 28-04-2027 | 30-04-2027 | 3    | 43 558,20 ₽ |
      | 01-05-2027 | 02-05-2027 | 2    | 55 748,00 ₽ |
    And the audience is 198612 OTS and 1.93 GRP

  @R-PER-02 @R-DISC-07
  Scenario: Turn tiles — a start on 10.02.2027 moves to 16.02.2027 for one month; the agency's 8 % becomes 10 %
    One tile: February 18 000 × 13/28 × 0,936 × 0,9 = 7 040,06 ₽; March 18 000 × 15/31 × 1,0574 × 0,9 = 8 288,65 ₽.
    Given an agency with a personal discount of 8 % for every place
    When I price "turnsTiles" with:
      | startDate | 10.02.2027    |
      | itemIds   | TT-001,TT-002 |
    Then the periods are:
      | from       | to         | days | total       |
      | 16-02-2027 | 28-02-2027 | 13   | 14 080,12 ₽ |
      | 01-03-2027 | 15-03-2027 | 15   | 16 577,30 ₽ |

  @R-TGT-03
  Scenario: Media facade — December 2027, 20 s clips six times an hour in the evening prime time
    117 airings a day (19,5 × 6) × 31 days × 20 s × 2 ₽ = 145 080 ₽; × 1,1093 = 160 937,24; time interval 4 is prime: +30 % = 209 218,42 ₽.
    When I price "mediaFacade" with:
      | startDate                 | 01.12.2027 |
      | endDate                   | 31.12.2027 |
      | itemIds                   | MF-VARSH   |
      | clipDuration              | 20         |
      | frequency                 | 6          |
      | targeting.timeIntervalIds | 4          |
    Then the total without taxes is "209 218,42 ₽"

  Scenario Outline: Special projects are priced by a manager
    When I price "<place>" with:
      | note | anything |
    Then the answer is "Стоимость специального проекта рассчитывает менеджер"

    Examples:
      | place               |
      | nonStandart         |
      | escalatorSteps      |
      | pointersStandart    |
      | beautySalonMonitors |
