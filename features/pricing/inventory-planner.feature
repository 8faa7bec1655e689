Feature: The inventory planner
  The planner tells an advertiser whether the screens of a basket can air a clip over a period, after what other
  campaigns already bought on each screen, and proposes another period when the one asked cannot be served.

  @R-API-38 @R-PLANNER-01
  Scenario: A basket that fits is planned as asked, and the advice carries every figure
    Choice: each screen plays a one-minute loop; a clip airs at most once a loop, so at most 60 times an hour, and the clips of all campaigns together fill at most 3 600 seconds of every hour.
    Choice: a request fits only when every screen of the basket serves it on every day.
    Given a basket of city-format screens "СФ-1, СФ-2"
    And other campaigns bought on them:
      | screen | seconds an hour | from       | to         |
      | СФ-2   | 3 480           | 01.03.2027 | 10.03.2027 |
    When the advertiser asks for a 10-second clip 12 times an hour from 01.03.2027 to 10.03.2027
    Then the planner advises:
      | planned from | planned to | screens that fit | screen-days | runs an hour | result  | error |
      | 01.03.2027   | 10.03.2027 | 2                | 20          | 12           | success |       |
    And the planner shows no message

  @R-PLANNER-02
  Scenario: A basket whose first days are sold out is moved later, keeping its length
    Choice: the planner first moves the period later, by up to 30 days, so the advertiser keeps the volume asked.
    Given a basket of city-format screens "СФ-1, СФ-2"
    And other campaigns bought on them:
      | screen | seconds an hour | from       | to         |
      | СФ-2   | 3 481           | 01.03.2027 | 03.03.2027 |
    When the advertiser asks for a 10-second clip 12 times an hour from 01.03.2027 to 10.03.2027
    Then the planner advises:
      | planned from | planned to | screens that fit | screen-days | runs an hour | result  | error |
      | 04.03.2027   | 13.03.2027 | 2                | 20          | 12           | success |       |
    And the planner tells the advertiser "Период изменён автоматически"

  @R-PLANNER-02
  Scenario: A basket that cannot move is shortened to its longest free stretch, if that is at least half of it
    Choice: when moving does not help, the planner shortens the period to its longest stretch where everything fits, the earliest of equals, but never below half of the days asked.
    Given a basket of city-format screens "СФ-1"
    And other campaigns bought on them:
      | screen | seconds an hour | from       | to         |
      | СФ-1   | 3 600           | 08.03.2027 | 30.04.2027 |
    When the advertiser asks for a 10-second clip 12 times an hour from 01.03.2027 to 10.03.2027
    Then the planner advises:
      | planned from | planned to | screens that fit | screen-days | runs an hour | result  | error |
      | 01.03.2027   | 07.03.2027 | 1                | 7           | 12           | success |       |
    And the planner tells the advertiser "Период изменён автоматически"

  @R-API-38 @R-PLANNER-01
  Scenario: Nothing serves the whole basket: the planner refuses and says what would fit in the period asked
    Choice: when nothing serves the basket, the advice keeps the period asked and counts the screens that fit all of it, the screen-days that fit, and the runs an hour each screen could still give on average.
    Given a basket of city-format screens "СФ-1, СФ-2, СФ-3"
    And other campaigns bought on them:
      | screen | seconds an hour | from       | to         |
      | СФ-2   | 3 600           | 01.02.2027 | 30.04.2027 |
      | СФ-3   | 3 550           | 01.02.2027 | 30.04.2027 |
    When the advertiser asks for a 10-second clip 12 times an hour from 01.03.2027 to 10.03.2027
    Then the planner advises:
      | planned from | planned to | screens that fit | screen-days | runs an hour | result  | error |
      | 01.03.2027   | 10.03.2027 | 1                | 10          | 5.7          | dontfit |       |
    And the planner tells the advertiser "Кампанию нельзя разместить с такими параметрами"

  @R-CITY-12
  Scenario: An impressions target is turned into whole runs an hour on each screen
    Choice: a target of impressions over the whole period and basket is turned into whole runs an hour, rounded up, with impressions a day being 19.5 hours times the runs an hour.
    Given a basket of city-format screens "СФ-1, СФ-2"
    When the advertiser asks for 3 900 impressions of a 10-second clip from 01.03.2027 to 10.03.2027
    Then the planner advises:
      | planned from | planned to | screens that fit | screen-days | runs an hour | result  | error |
      | 01.03.2027   | 10.03.2027 | 2                | 20          | 10           | success |       |

  @R-API-38
  Scenario: With an impressions target the period may move but never shrink
    Choice: a shorter period would miss the impressions target, so the planner refuses rather than shortening it.
    Given a basket of city-format screens "СФ-1, СФ-2"
    And other campaigns bought on them:
      | screen | seconds an hour | from       | to         |
      | СФ-1   | 3 600           | 08.03.2027 | 30.04.2027 |
    When the advertiser asks for 3 900 impressions of a 10-second clip from 01.03.2027 to 10.03.2027
    Then the planner advises:
      | planned from | planned to | screens that fit | screen-days | runs an hour | result  | error |
      | 01.03.2027   | 10.03.2027 | 1                | 17          | 8.5         | dontfit |       |

  @R-API-38 @R-PLANNER-02 @R-SCREEN-65
  Scenario: Under the screens chosen, the calculator says the planner moved the period and offers to take it
    Choice: the spec names the call and its messages, not where they show. Under the screens or units chosen, the
    calculators of the places the planner plans say whether the airtime asked is free over the period; a period
    the planner moved or shortened is offered on a button that takes it into the calculation, and the price
    follows. The browser test walks it on the city-format calculator.
    Given a basket of city-format screens "СФ-1, СФ-2"
    And other campaigns bought on them:
      | screen | seconds an hour | from       | to         |
      | СФ-2   | 3 481           | 01.03.2027 | 03.03.2027 |
    When the advertiser asks for a 10-second clip 12 times an hour from 01.03.2027 to 10.03.2027
    Then the calculator's planner says "Период изменён автоматически"
    And it explains "В выбранный период эфира не хватает. | Эфир есть с 04.03.2027 по 13.03.2027: 2 экрана × 10 дней, 12 выходов в час на каждом."
    And it offers the button "Взять период 04.03.2027 – 13.03.2027"

  @R-API-38 @R-PLANNER-01 @R-SCREEN-65
  Scenario: Under the screens chosen, a refusal says how many screens fit and what to change
    Given a basket of city-format screens "СФ-1, СФ-2, СФ-3"
    And other campaigns bought on them:
      | screen | seconds an hour | from       | to         |
      | СФ-2   | 3 600           | 01.02.2027 | 30.04.2027 |
      | СФ-3   | 3 550           | 01.02.2027 | 30.04.2027 |
    When the advertiser asks for a 10-second clip 12 times an hour from 01.03.2027 to 10.03.2027
    Then the calculator's planner says "Кампанию нельзя разместить с такими параметрами"
    And it explains "Эфира на весь период хватает на 1 из 3 экранов; в среднем на экране свободно выходов в час: 5,7. | Уменьшите число выходов или длительность ролика, уберите занятые экраны или выберите другой период."
    And it offers no button

  @R-API-38 @R-SCREEN-67
  Scenario: Under the light boxes chosen, the calculator says they are free, with no message
    Given a basket of crystal lights "КЛ-1, КЛ-2"
    When the advertiser asks for the lights from 01.03.2027 to 10.03.2027
    Then the calculator's planner says "Оба места свободны с 01.03.2027 по 10.03.2027 (10 дней)."
    And it offers no button

  @R-CITY-11
  Scenario Outline: Without a frequency the planner asks for the place's default runs an hour
    Then the planner plans <place> at <runs> runs an hour by default

    Examples:
      | place                 | runs |
      | city formats          | 8    |
      | standalone monitors   | 30   |

  @R-API-38
  Scenario: Crystal lights are held whole, so a held light moves the period past its hold
    Choice: a crystal light or a light box is a lit poster held by one campaign at a time; it has no runs, so its runs an hour are 0.
    Given a basket of crystal lights "КЛ-1, КЛ-2"
    And other campaigns hold:
      | light | from       | to         |
      | КЛ-2  | 01.03.2027 | 05.03.2027 |
    When the advertiser asks for the lights from 01.03.2027 to 10.03.2027
    Then the planner advises:
      | planned from | planned to | screens that fit | screen-days | runs an hour | result  | error |
      | 06.03.2027   | 15.03.2027 | 2                | 20          | 0            | success |       |

  @R-PLANNER-01
  Scenario Outline: Places the planner does not plan answer that the method is not implemented
    Choice: the planner plans city formats, standalone city formats, standalone monitors, the media facade, light boxes and crystal lights; every other place answers notimplemented.
    When the advertiser asks the planner about <place> from 01.03.2027 to 31.03.2027
    Then the planner answers "notimplemented" for 01.03.2027 to 31.03.2027
    And the planner tells the advertiser "Этот способ расчёта пока не поддерживается"

    Examples:
      | place          |
      | metroMonitors  |
      | transitShelter |
      | turnsTiles     |

  @R-PER-03
  Scenario: A sticker package is for sale only if every half-month of the period has room for it
    Choice: a sticker space held on any day of a half-month is taken for that whole half-month; a package of N stickers needs N free spaces of the selection in every half-month of the period.
    Given a sticker selection of 60 spaces and packages of 50 and 100 stickers
    And a campaign holds 11 of the spaces from 10.01.2027 to 12.01.2027
    Then the packages for sale from 01.01.2027 to 15.01.2027 are "none"
    And the packages for sale from 16.01.2027 to 31.01.2027 are "50"
    And the packages for sale from 05.01.2027 to 20.01.2027 are "none"
