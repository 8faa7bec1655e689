Feature: Calculator fields keep what is typed and say their bounds where they are typed
  Every numeric field of every calculator keeps what the advertiser typed. A value the field does not take is
  refused under the field, in Russian, naming the bound it breaks, and the price panel names the field that stops
  the price; the server's calculation says the same sentence for the same field. Where the spec clamps a value
  instead (ground transport, R-GROUND-01), the price is counted at the bound and the field says so.

  The metro monitors calculator asks two things apart (our reading of pricing §5 and §9): which product, the video
  campaign ('Видеокампания') or the other mode, named 'Частые показы' for its 10 to 60 showings in a block; and
  whether the quantity is given as a number of showings or as a budget. Both products take a budget.

  @R-METRO-04 @R-METRO-05
  Scenario Outline: The metro budget is refused at its field with the spec's message, and the panel names the field
    Given the "metroMonitors" calculator
    And the advertiser chooses "<product>" for "Продукт"
    And the advertiser chooses "По бюджету" for "Рассчитать"
    When the advertiser types "<budget>" into "Бюджет, ₽"
    Then the field "Бюджет, ₽" holds "<budget>"
    And the field "Бюджет, ₽" says "<message>"
    And the price panel says "Цена не посчитана: «Бюджет, ₽» — <message>"

    Examples:
      | product       | budget    | message                            |
      | Видеокампания | 2449      | Минимальный бюджет: 2 450 ₽        |
      | Видеокампания | 100000001 | Максимальный бюджет: 100 000 000 ₽ |
      | Видеокампания | 12 000    | Введите сумму цифрами              |
      | Частые показы | 14 239    | Минимальный бюджет: 14 240 ₽       |
      | Частые показы | 650 001   | Максимальный бюджет: 650 000 ₽     |

  @R-METRO-05 @R-METRO-23 @R-SCREEN-70
  Scenario: Both metro products take a budget, shown with the placeholder 10 000 000
    The video campaign's budget is digits only (R-METRO-04), so it is shown as its digits; the other product's is
    grouped by thousands as every other figure.
    Given the "metroMonitors" calculator
    Then the calculator offers "Продукт" as "Видеокампания, Частые показы"
    And the calculator offers "Рассчитать" as "По числу показов, По бюджету"
    And the calculator has "Число показов"
    When the advertiser chooses "По бюджету" for "Рассчитать"
    Then the calculator has no "Число показов"
    And the field "Бюджет, ₽" holds "100000"
    And the field "Бюджет, ₽" shows the placeholder "10 000 000"
    And the price panel shows a price
    When the advertiser chooses "Частые показы" for "Продукт"
    Then the field "Бюджет, ₽" holds "100 000"
    And the price panel shows a price

  @R-METRO-16 @R-METRO-17 @R-METRO-20 @R-METRO-21
  Scenario: Choosing the other product moves every field that does not fit it to the product's default
    Choice: a value that fits both products stays (a 30 s clip); one that does not takes the product's default
    (the frequency 10, a count of 50 000); the fill factor belongs to the video campaign alone. A count the new
    product would only round down or cap (R-METRO-10) takes the default too: a switch never prices a count nobody
    chose.
    Given the "metroMonitors" calculator
    And the advertiser types "30" into "Длительность ролика, с"
    And the advertiser chooses "3" for "Показов ролика в блоке"
    And the advertiser types "5 000 000" into "Число показов"
    When the advertiser chooses "Частые показы" for "Продукт"
    Then the calculator holds:
      | Длительность ролика, с | 30     |
      | Показов ролика в блоке | 10     |
      | Число показов          | 50 000 |
    And the calculator offers "Показов ролика в блоке" as "10, 20, 30, 40, 50, 60"
    And the calculator has no "Коэффициент заполнения блоков"
    And the price panel shows a price
    When the advertiser types "60" into "Длительность ролика, с"
    And the advertiser chooses "Видеокампания" for "Продукт"
    Then the calculator holds:
      | Длительность ролика, с        | 5   |
      | Показов ролика в блоке        | 2   |
      | Коэффициент заполнения блоков | 0,5 |

  @R-METRO-17 @R-METRO-20 @R-METRO-16
  Scenario Outline: A metro field keeps what was typed and says the bound it breaks
    Given the "metroMonitors" calculator
    When the advertiser types "<typed>" into "<field>"
    Then the field "<field>" holds "<typed>"
    And the field "<field>" says "<message>"
    And the price panel says "Цена не посчитана: «<field>» — <message>"

    Examples:
      | field                         | typed   | message                                     |
      | Число показов                 | 9 999   | Не меньше 10 000                            |
      | Число показов                 | 12,5    | Введите целое число                         |
      | Число показов                 | много   | Введите число                               |
      | Длительность ролика, с        | 35      | Не больше 30                                |
      | Длительность ролика, с        | 7       | С шагом 5: ближайшие 5 и 10                 |
      | Коэффициент заполнения блоков | 0,0005  | Не меньше 0,001                             |
      | Коэффициент заполнения блоков | 0,1234  | С шагом 0,001: ближайшие 0,123 и 0,124      |

  @R-METRO-10
  Scenario Outline: A count off its step is priced at the step below, one above the maximum at the maximum, and the field says so
    Choice: the spec rounds the count down and caps it rather than refusing it (R-METRO-10); the field keeps what was
    typed and says what the price counted, so nothing is rounded without a word (issue #47). A count below the
    minimum would price nothing and is refused, naming the bound (R-METRO-17, the outline above).
    Given the "metroMonitors" calculator
    And the advertiser chooses "<product>" for "Продукт"
    When the advertiser types "<typed>" into "Число показов"
    Then the field "Число показов" holds "<typed>"
    And the field "Число показов" says "<note>"
    And the price panel shows a price
    And the price counts "presentationCount" as <counted>

    Examples:
      | product       | typed   | note                                          | counted |
      | Видеокампания | 123 456 | С шагом 10 000: цена посчитана для 120 000    | 120000  |
      | Частые показы | 54 321  | С шагом 1 000: цена посчитана для 54 000      | 54000   |
      | Частые показы | 150 000 | Не больше 100 000: цена посчитана для 100 000 | 100000  |

  @R-METRO-06 @R-METRO-07 @R-METRO-08 @R-METRO-09
  Scenario: A budget too small asks for a later end date at the period, or for more budget once the end date is locked
    The spec says 'You need to increase the end date' and 'You need to increase the budget'; the advertiser reads
    them in Russian, at the field they concern. 2 450 ₽ of 10 s clips buys fewer than the 10 000 showings of the
    least campaign.
    Given the "metroMonitors" calculator
    And the advertiser chooses "По бюджету" for "Рассчитать"
    When the advertiser types "10" into "Длительность ролика, с"
    And the advertiser types "2450" into "Бюджет, ₽"
    Then the field "Период размещения" says "Нужно увеличить дату окончания"
    And the price panel says "Цена не посчитана: «Период размещения» — Нужно увеличить дату окончания"
    When the advertiser ticks "Не переносить дату окончания"
    Then the field "Бюджет, ₽" says "Нужно увеличить бюджет"
    And the field "Период размещения" says ""
    When the advertiser types "100000" into "Бюджет, ₽"
    Then the field "Бюджет, ₽" says "Бюджета хватает на 160 000 показов"
    And the price panel shows a price

  @R-GROUND-01 @R-GROUND-03
  Scenario Outline: Ground impressions outside the bounds are priced at the bound, and the field says so
    Given the "groundTransportation" calculator
    When the advertiser types "<asked>" into "Показов за период"
    Then the field "Показов за период" holds "<asked>"
    And the price counts "numberOfImpressions" as <kept>
    And the field "Показов за период" says "<note>"

    Examples:
      | asked       | kept      | note                                                     |
      | 500         | 10000     | Не меньше 10 000: цена посчитана для 10 000              |
      | 10 000      | 10000     |                                                          |
      | 250 000     | 250000    |                                                          |
      | 200 000 000 | 100000000 | Не больше 100 000 000: цена посчитана для 100 000 000    |

  @R-GROUND-03
  Scenario: Ground impressions off the step of 1 000 are refused at the field
    Choice: the spec clamps the bounds (R-GROUND-01) but says nothing of a count between two steps; it is refused,
    as every stepped field is.
    Given the "groundTransportation" calculator
    When the advertiser types "12 500" into "Показов за период"
    Then the field "Показов за период" says "С шагом 1 000: ближайшие 12 000 и 13 000"
    And the price panel says "Цена не посчитана: «Показов за период» — С шагом 1 000: ближайшие 12 000 и 13 000"

  @R-GROUND-01 @R-GROUND-02 @R-GROUND-04
  Scenario Outline: Runs an hour are clamped for both places; buses round them to one decimal, and the field says so
    Given the "<place>" calculator
    When the advertiser types "<asked>" into "Рейсов в час"
    Then the price counts "runsPerHour" as <kept>
    And the field "Рейсов в час" says "<note>"

    Examples:
      | place                    | asked | kept | note                                 |
      | groundTransportation     | 9,46  | 9.5  | Округлено до десятых: цена посчитана для 9,5 |
      | groundTransportation     | 0,5   | 1    | Не меньше 1: цена посчитана для 1    |
      | groundTransportationTram | 9,46  | 9.46 |                                      |
      | groundTransportationTram | 30    | 24   | Не больше 24: цена посчитана для 24  |

  @R-MAXIMA-01 @R-FMT-03
  Scenario: The Maxima's hits a day are refused beside the hits, not at the period
    Given the "cityFormatGroup" calculator
    When the advertiser types "200" into "Выходов в день"
    Then the field "Выходов в день" says "С шагом 175: ближайшие 175 и 350"
    And the field "Период показа" says ""
    When the advertiser types "35" into "Длительность ролика, с"
    Then the field "Длительность ролика, с" says "Не больше 30"
