Feature: Place pages: what each place's own page says, offers and costs
  Every advertising place has a page of its own. Where no calculator prices the place (video in taxis, outdoor
  boards, Russian Post, buses wrapped in a brand, Novosibirsk, benches, "Дикси" shops, stands), the page belongs to
  the cabinet: it says what the place is, how the advertising is shown and which formats are sold, draws them to
  scale beside a person, and takes a request that a manager prices. Where the wizard prices the place, the page
  opens the wizard on it. Six such pages are also public: a visitor without an account prices the place there,
  live and at list prices, and is asked to sign in by e-mail only to book — the choice waits in the browser and
  the wizard opens on it after sign-in.
  Our choices where the spec names only the routes: the texts of the pages, the schemes, the request being the
  cabinet's fast order for the place, a new calculation starting on the next calendar month (a week for Maxima),
  and booking through a choice between the cabinet's and the small-business entrance.

  @R-SCREEN-22 @R-SCREEN-23 @R-SCREEN-25 @R-SCREEN-26 @R-SCREEN-27 @R-SCREEN-29 @R-SCREEN-30 @R-SCREEN-31 @R-SCREEN-34
  Scenario Outline: A place page without a calculator says what the place is (<page>)
    Then the place page "<page>" is headed "<title>" and says "<summary>"

    Examples:
      | page                | title                           | summary                                                                                         |
      | video-taxi          | Видео в такси                   | Экраны на подголовниках передних кресел такси: ролик видит пассажир на заднем сиденье.          |
      | ooh                 | Наружная реклама                | Щиты, суперсайты и брандмауэры на магистралях Москвы: адресная программа под задачу кампании.   |
      | mail-russia         | Почта России                    | Плакаты и экраны в отделениях Почты России: реклама в очереди, у окон выдачи и в зоне ожидания. |
      | bus-branding        | Брендирование автобусов         | Оклейка бортов и задней части автобусов на маршрутах Москвы.                                    |
      | metro-novosibirsk   | Метро Новосибирска              | Стикеры в вагонах и плакаты на станциях Новосибирского метрополитена.                           |
      | pews                | Скамейки                        | Реклама на спинках городских скамеек у остановок и в парках.                                    |
      | dixie-monitor       | Мониторы в магазинах «Дикси»    | Экраны у касс и в торговых залах магазинов «Дикси» в Москве.                                    |
      | advertising-stand   | Рекламные стенды                | Стенды в вестибюлях станций и на переходах: плакат крупного формата в потоке пассажиров.        |
      | outdoor-novosibirsk | Наружная реклама в Новосибирске | Щиты и ситиборды на улицах Новосибирска.                                                        |

  @R-SCREEN-22 @R-SCREEN-23 @R-SCREEN-25 @R-SCREEN-26 @R-SCREEN-27 @R-SCREEN-29 @R-SCREEN-30 @R-SCREEN-31 @R-SCREEN-34
  Scenario: Each place page tells how the advertising is shown and which formats a manager prices
    Then the place pages tell
      | page                | how it works                                                           | formats                                                           |
      | video-taxi          | Средняя поездка — 25 минут; Показ по районам подачи и по времени суток | Ролик 15 или 30 секунд со звуком; Интерактивный баннер с QR-кодом |
      | ooh                 | Размещение от двух недель; Печать и монтаж входят в расчёт менеджера   | Щит 6×3 м; Суперсайт 15×5 м; Брандмауэр по размеру стены          |
      | mail-russia         | Отделения по всей Москве; Выбор отделений по округам                   | Плакат А2 в рамке; Ролик на экране очереди, 10 секунд             |
      | bus-branding        | Срок размещения — от месяца; Маршруты выбираются под район кампании    | Борт целиком; Задняя часть автобуса; Полоса под окнами            |
      | metro-novosibirsk   | Две линии и 13 станций; Размещение на месяц                            | Стикер в вагоне; Плакат на станции                                |
      | pews                | Размещение от месяца; Выбор скамеек по районам                         | Постер на спинке скамейки                                         |
      | dixie-monitor       | Показ рядом с местом покупки; Выбор магазинов по округам               | Ролик 10 или 15 секунд без звука                                  |
      | advertising-stand   | Размещение от двух недель; Печать по требованиям к макету              | Плакат 1,2×1,8 м                                                  |
      | outdoor-novosibirsk | Размещение от двух недель; Адресная программа под задачу               | Щит 6×3 м; Ситиборд 3,7×2,7 м                                     |

  @R-SCREEN-22 @R-SCREEN-23 @R-SCREEN-25 @R-SCREEN-26 @R-SCREEN-27 @R-SCREEN-29 @R-SCREEN-30 @R-SCREEN-31 @R-SCREEN-34
  Scenario Outline: The scheme of a place page names each surface with its size and height (<page>)
    Then the place page "<page>" scheme reads "<read aloud>" with the legend "<legend>"

    Examples:
      | page                | read aloud                                                                           | legend                                                                                                                 |
      | video-taxi          | Схема в масштабе: Экран 10″ на подголовнике рядом с человеком ростом 1,75 м          | Экран 10″ на подголовнике: 0,22 × 0,14 м, нижний край на высоте 0,9 м                                                  |
      | ooh                 | Схема в масштабе: Щит, Суперсайт рядом с человеком ростом 1,75 м                     | Щит: 6 × 3 м, нижний край на высоте 4 м; Суперсайт: 15 × 5 м, нижний край на высоте 6 м                                |
      | mail-russia         | Схема в масштабе: Плакат А2, Экран очереди 32″ рядом с человеком ростом 1,75 м       | Плакат А2: 0,42 × 0,59 м, нижний край на высоте 1,2 м; Экран очереди 32″: 0,71 × 0,4 м, нижний край на высоте 1,9 м    |
      | bus-branding        | Схема в масштабе: Борт автобуса, Задняя часть рядом с человеком ростом 1,75 м        | Борт автобуса: 11 × 2,2 м, нижний край на высоте 0,4 м; Задняя часть: 2,5 × 1,6 м, нижний край на высоте 0,9 м         |
      | metro-novosibirsk   | Схема в масштабе: Стикер в вагоне, Плакат на станции рядом с человеком ростом 1,75 м | Стикер в вагоне: 0,6 × 0,3 м, нижний край на высоте 1,7 м; Плакат на станции: 1,2 × 1,8 м, нижний край на высоте 0,4 м |
      | pews                | Схема в масштабе: Постер на спинке рядом с человеком ростом 1,75 м                   | Постер на спинке: 1,8 × 0,4 м, нижний край на высоте 0,5 м                                                             |
      | dixie-monitor       | Схема в масштабе: Экран у кассы 32″ рядом с человеком ростом 1,75 м                  | Экран у кассы 32″: 0,71 × 0,4 м, нижний край на высоте 1,9 м                                                           |
      | advertising-stand   | Схема в масштабе: Плакат рядом с человеком ростом 1,75 м                             | Плакат: 1,2 × 1,8 м, нижний край на высоте 0,3 м                                                                       |
      | outdoor-novosibirsk | Схема в масштабе: Щит, Ситиборд рядом с человеком ростом 1,75 м                      | Щит: 6 × 3 м, нижний край на высоте 4 м; Ситиборд: 3,7 × 2,7 м, нижний край на высоте 2,5 м                            |

  @R-SCREEN-23 @R-SCREEN-25 @R-SCREEN-27 @R-SCREEN-34
  Scenario: The scheme draws the surfaces at their true size, standing on the ground beside the person
    A box measured against the person drawn 1,75 m tall gives back the surface's own metres, whatever the
    surfaces beside it: a superbillboard and a sticker are drawn to the same rule.

    Then the place page schemes measure, against the person beside them,
      | page                | surface           | number | width  | height | lower edge |
      | ooh                 | Щит               | 1      | 6 м    | 3 м    | 4 м        |
      | ooh                 | Суперсайт         | 2      | 15 м   | 5 м    | 6 м        |
      | mail-russia         | Плакат А2         | 1      | 0,42 м | 0,59 м | 1,2 м      |
      | mail-russia         | Экран очереди 32″ | 2      | 0,71 м | 0,4 м  | 1,9 м      |
      | metro-novosibirsk   | Стикер в вагоне   | 1      | 0,6 м  | 0,3 м  | 1,7 м      |
      | outdoor-novosibirsk | Ситиборд          | 2      | 3,7 м  | 2,7 м  | 2,5 м      |

  @R-SCREEN-22 @R-SCREEN-23 @R-SCREEN-25 @R-SCREEN-26 @R-SCREEN-27 @R-SCREEN-29 @R-SCREEN-30 @R-SCREEN-31 @R-SCREEN-34
  Scenario Outline: The request on a place page asks a manager to price that very place (<page>)
    The captcha is solved in the browser first, so a person only checks the fields and sends.

    When the place page "<page>" request is sent by "Анна Петрова", "+79001234567", "anna@example.ru"
    Then the place page request reached the manager as a fast order for "<place>", "Анна Петрова", "+79001234567", "anna@example.ru"

    Examples:
      | page                | place               |
      | video-taxi          | videoTaxi           |
      | ooh                 | gmg                 |
      | mail-russia         | mailRussia          |
      | bus-branding        | busMonitorsBranding |
      | metro-novosibirsk   | metroNovosibirsk    |
      | pews                | pews                |
      | dixie-monitor       | dixieMonitor        |
      | advertising-stand   | advertisingStand    |
      | outdoor-novosibirsk | outdoorNovosibirsk  |

  @R-SCREEN-29 @R-SCREEN-31
  Scenario: A request that does not go through says why: no connection, or the field the server refused
    Given the place page request cannot reach the server
    When the place page "pews" request is sent by "Анна Петрова", "+79001234567", "anna@example.ru"
    Then the place page request says "Заявка не отправлена: нет связи с сервером. Попробуйте ещё раз." and "" under the phone
    Given the place page request is refused for a phone already in use
    When the place page "advertising-stand" request is sent by "Анна Петрова", "+79001234567", "anna@example.ru"
    Then the place page request says "Заявка не отправлена: проверьте поля формы." and "Этот номер телефона уже используется" under the phone

  @R-SCREEN-22 @R-SCREEN-23 @R-SCREEN-24 @R-SCREEN-25 @R-SCREEN-26 @R-SCREEN-27 @R-SCREEN-29 @R-SCREEN-30 @R-SCREEN-31 @R-SCREEN-32 @R-SCREEN-34 @R-ROLE-09
  Scenario: The place pages belong to the cabinet; the media facade and the transport stops pages open the wizard
    Signed out, these pages ask to sign in (only the public calculators are open to everyone); an observer never
    sees them; an advertiser reads a place page inside the cabinet, with its header and menu, or goes straight
    into the wizard on the page's place where the wizard prices it.

    Then the place pages open as
      | page                | signed out     | an advertiser                                            | an observer        |
      | video-taxi          | sent to /login | shown in the cabinet                                     | sent to /campaigns |
      | ooh                 | sent to /login | shown in the cabinet                                     | sent to /campaigns |
      | mediafacade         | sent to /login | sent to /calculator/step-2?advertisePlace=mediaFacade    | sent to /campaigns |
      | mail-russia         | sent to /login | shown in the cabinet                                     | sent to /campaigns |
      | bus-branding        | sent to /login | shown in the cabinet                                     | sent to /campaigns |
      | metro-novosibirsk   | sent to /login | shown in the cabinet                                     | sent to /campaigns |
      | pews                | sent to /login | shown in the cabinet                                     | sent to /campaigns |
      | dixie-monitor       | sent to /login | shown in the cabinet                                     | sent to /campaigns |
      | advertising-stand   | sent to /login | shown in the cabinet                                     | sent to /campaigns |
      | transport-stop      | sent to /login | sent to /calculator/step-2?advertisePlace=transitShelter | sent to /campaigns |
      | outdoor-novosibirsk | sent to /login | shown in the cabinet                                     | sent to /campaigns |

  @R-SCREEN-36 @R-SCREEN-37 @R-SCREEN-38 @R-SCREEN-40 @R-SCREEN-41 @R-SCREEN-42 @R-ROUTE-07 @R-ROLE-09
  Scenario: The public calculators open to anyone signed out, on their own; signed in, the wizard takes over
    Then the public calculators open as
      | page                      | heading                                     | signed out       | an advertiser                                                      | an observer        |
      | groundTransportation      | Калькулятор: Наземный транспорт: автобусы   | shown on its own | sent to /calculator/step-2?advertisePlace=groundTransportation     | sent to /campaigns |
      | groundTransportationTram  | Калькулятор: Наземный транспорт: трамваи    | shown on its own | sent to /calculator/step-2?advertisePlace=groundTransportationTram | sent to /campaigns |
      | lightboxes-bus            | Калькулятор: Лайтбоксы                      | shown on its own | sent to /calculator/step-2?advertisePlace=lightBoxes               | sent to /campaigns |
      | media-facade-on-varshavka | Калькулятор: Медиафасад на Варшавском шоссе | shown on its own | sent to /calculator/step-2?advertisePlace=mediaFacade              | sent to /campaigns |
      | monitory-metro            | Калькулятор: Мониторы в метро               | shown on its own | sent to /calculator/step-2?advertisePlace=metroMonitors            | sent to /campaigns |
      | city-format-group         | Калькулятор: Максима (группа сити-форматов) | shown on its own | sent to /calculator/step-2?advertisePlace=cityFormatGroup          | sent to /campaigns |

  @R-SCREEN-41
  Scenario: A public calculator prices by the price list alone and says how to book
    When the public calculator "monitory-metro" is opened by a visitor
    Then the public calculator says "Стоимость считается сразу, по ценам прайс-листа. Чтобы забронировать, войдите в кабинет или по e-mail — кампания откроется с тем же выбором, а ваши скидки учтутся в кабинете." and offers "Уже есть кабинет? Войти" leading to "/login"
    And the public calculator has asked the server only for the price list

  @R-SCREEN-36 @R-SCREEN-37 @R-SCREEN-38 @R-SCREEN-40 @R-SCREEN-41 @R-SCREEN-42
  Scenario Outline: A public calculator asks for what prices its place, in the wizard's own controls (<page>)
    When the public calculator "<page>" is opened by a visitor
    Then the public calculator's controls are "<controls>"

    Examples:
      | page                      | controls                                                                                                                                                     |
      | groundTransportation      | Период размещения / Длительность ролика, с / Показов за период / Рейсов в час / Дни показа / Время показа / Маршруты (геотаргетинг; без выбора — весь город) |
      | groundTransportationTram  | Период размещения / Длительность ролика, с / Показов за период / Рейсов в час / Дни показа / Время показа / Маршруты (геотаргетинг; без выбора — весь город) |
      | lightboxes-bus            | Период размещения / Рекламные места                                                                                                                          |
      | media-facade-on-varshavka | Период размещения / Длительность ролика, с / Выходов в час / Часов показа в сутки / Дни показа / Рекламные места                                             |
      | monitory-metro            | Продукт / Период размещения / Длительность ролика, с / Показов ролика в блоке / Рассчитать / Число показов / Коэффициент заполнения блоков / Время показа / Дни показа |
      | city-format-group         | Длительность ролика, с / Период показа / Группы экранов                                                                                                      |

  @R-SCREEN-36 @R-SCREEN-37 @R-SCREEN-38 @R-SCREEN-40 @R-SCREEN-41 @R-SCREEN-42 @R-PER-10 @R-MAXIMA-02
  Scenario Outline: A public calculator opens on its default period and prices at once what needs no choice (<page>)
    Ground transport opens on today to the same day next month (R-PER-10), the Maxima on five days (R-MAXIMA-02),
    the others on the next calendar month (our choice: every place can be booked then).

    Given the public calculators are used on 10.03.2027
    When the public calculator "<page>" is opened by a visitor
    Then the public calculator's period is "<period>"
    And the public calculator's price panel shows "<panel>"

    Examples:
      | page                      | period                  | panel                        |
      | groundTransportation      | 10.03.2027 – 10.04.2027 | 3 654,52 ₽                   |
      | groundTransportationTram  | 10.03.2027 – 10.04.2027 | 2 692,81 ₽                   |
      | lightboxes-bus            | 01.04.2027 – 30.04.2027 | Выберите хотя бы один объект |
      | media-facade-on-varshavka | 01.04.2027 – 30.04.2027 | Выберите хотя бы один объект |
      | monitory-metro            | 01.04.2027 – 03.04.2027 | 35 619,66 ₽                  |
      | city-format-group         | 01.04.2027 – 05.04.2027 | Выберите хотя бы один объект |

  @R-SCREEN-36 @R-SCREEN-37 @R-SCREEN-38 @R-SCREEN-40 @R-SCREEN-41 @R-SCREEN-42
  Scenario Outline: A public calculator prices each change at once, to the kopeck (<page>)
    Given the public calculators are used on 10.03.2027
    When the public calculator "<page>" is opened by a visitor
    And the public calculator's period is set to "<period>"
    And the public calculator's "<control>" is set to "<choice>"
    Then the public calculator's price panel shows "<total>" for "<period>"
    When the public calculator's "<next control>" is set to "<next choice>"
    Then the public calculator's price panel shows "<new total>" for "<period>"

    Examples:
      | page                      | period                  | control                                          | choice                             | total        | next control           | next choice              | new total    |
      | groundTransportation      | 01.04.2027 – 30.04.2027 | Маршруты (геотаргетинг; без выбора — весь город) | Маршрут A-100, Маршрут A-101       | 3 966,60 ₽   | Дни показа             | Будни                    | 4 327,19 ₽   |
      | groundTransportationTram  | 01.04.2027 – 30.04.2027 | Маршруты (геотаргетинг; без выбора — весь город) | Маршрут T-100                      | 2 922,75 ₽   | Показов за период      | 20 000                   | 5 845,51 ₽   |
      | lightboxes-bus            | 01.04.2027 – 30.04.2027 | Рекламные места                                  | Охотный Ряд (Сокольническая): лайтбокс в вестибюле, Театральная (Замоскворецкая): лайтбокс в вестибюле | 101 220,96 ₽ | Рекламные места        | Охотный Ряд (Сокольническая): лайтбокс в вестибюле | 50 610,48 ₽  |
      | media-facade-on-varshavka | 01.04.2027 – 30.04.2027 | Рекламные места                                  | Медиафасад: Варшавское шоссе, 132 | 59 214,26 ₽  | Выходов в час          | 16                       | 118 428,52 ₽ |
      | monitory-metro            | 01.04.2027 – 30.04.2027 | Число показов                                    | 200 000                            | 71 239,31 ₽  | Время показа           | 08:00–10:00 (прайм-тайм) | 89 823,48 ₽  |
      | city-format-group         | 01.04.2027 – 07.04.2027 | Группы экранов                                   | Максима: центр                     | 61 997,84 ₽  | Длительность ролика, с | 10                       | 123 995,68 ₽ |

  @R-SCREEN-36
  Scenario: The bus calculator's panel itemises the price: the base, the season, the geotargeting, the VAT
    Given the public calculators are used on 10.03.2027
    When the public calculator "groundTransportation" is opened by a visitor
    And the public calculator's period is set to "01.04.2027 – 30.04.2027"
    And the public calculator's "Маршруты (геотаргетинг; без выбора — весь город)" is set to "Маршрут A-100, Маршрут A-101"
    Then the public calculator's price panel reads
      | line                 | amount     |
      | Базовая стоимость    | 2 850,00 ₽ |
      | Сезонный коэффициент | 105,74 ₽   |
      | Геотаргетинг         | 295,57 ₽   |
      | Стоимость без НДС    | 3 251,31 ₽ |
      | НДС 22 %             | 715,29 ₽   |
      | Итоговая стоимость   | 3 966,60 ₽ |
    And the public calculator's price panel lists "Автобусные маршруты 3 251,31 ₽" and notes "База: показы × 5 с × 0,06 ₽ × коэффициент показа 0,95"

  @R-SCREEN-38
  Scenario: The light boxes calculator lists each box chosen with its own price
    Given the public calculators are used on 10.03.2027
    When the public calculator "lightboxes-bus" is opened by a visitor
    And the public calculator's period is set to "01.04.2027 – 30.04.2027"
    And the public calculator's "Рекламные места" is set to "Охотный Ряд (Сокольническая): лайтбокс в вестибюле, Театральная (Замоскворецкая): лайтбокс в вестибюле"
    Then the public calculator's price panel reads
      | line                 | amount       |
      | Базовая стоимость    | 80 000,00 ₽  |
      | Сезонный коэффициент | 2 968,00 ₽   |
      | Стоимость без НДС    | 82 968,00 ₽  |
      | НДС 22 %             | 18 252,96 ₽  |
      | Итоговая стоимость   | 101 220,96 ₽ |
    And the public calculator's price panel lists "Охотный Ряд (Сокольническая): лайтбокс в вестибюле 41 484,00 ₽; Театральная (Замоскворецкая): лайтбокс в вестибюле 41 484,00 ₽" and notes "База: месячная цена × дни периода / дни месяца"

  @R-SCREEN-36 @R-SCREEN-37 @R-SCREEN-38 @R-SCREEN-40 @R-SCREEN-41 @R-SCREEN-42 @R-ROUTE-14
  Scenario Outline: Booking signed out offers both entrances, and then the wizard has the same choice at the same price (<page>)
    Given the public calculators are used on 10.03.2027
    When the public calculator "<page>" is opened by a visitor
    And the public calculator's period is set to "<period>"
    And the public calculator's "<control>" is set to "<choice>"
    And the public calculator is booked
    Then the public calculator sends the visitor to the choice of entrance "<sign-in>"
    When the public calculator's visitor signs in as an advertiser without a discount of their own
    Then the public calculator's visitor is taken to "<wizard>"
    And the public calculator's choice waits in the wizard, priced "<total>"

    Examples:
      | page                      | period                  | control                                          | choice                             | sign-in                                                        | wizard                                                     | total        |
      | groundTransportation      | 01.04.2027 – 30.04.2027 | Маршруты (геотаргетинг; без выбора — весь город) | Маршрут A-100, Маршрут A-101       | /authorization?calculatorAutoFlow=groundTransportation         | /calculator/step-2?advertisePlace=groundTransportation     | 3 966,60 ₽   |
      | groundTransportationTram  | 01.04.2027 – 30.04.2027 | Маршруты (геотаргетинг; без выбора — весь город) | Маршрут T-100                      | /authorization?calculatorAutoFlow=groundTransportationTram     | /calculator/step-2?advertisePlace=groundTransportationTram | 2 922,75 ₽   |
      | lightboxes-bus            | 01.04.2027 – 30.04.2027 | Рекламные места                                  | Охотный Ряд (Сокольническая): лайтбокс в вестибюле, Театральная (Замоскворецкая): лайтбокс в вестибюле | /authorization?calculatorAutoFlow=lightBoxes                   | /calculator/step-3?advertisePlace=lightBoxes               | 101 220,96 ₽ |
      | media-facade-on-varshavka | 01.04.2027 – 30.04.2027 | Рекламные места                                  | Медиафасад: Варшавское шоссе, 132 | /authorization?calculatorAutoFlow=mediaFacade                  | /calculator/step-2?advertisePlace=mediaFacade              | 59 214,26 ₽  |
      | monitory-metro            | 01.04.2027 – 30.04.2027 | Число показов                                    | 200 000                            | /authorization?calculatorAutoFlow=metroMonitors                | /calculator/step-3?advertisePlace=metroMonitors            | 71 239,31 ₽  |
      | city-format-group         | 01.04.2027 – 07.04.2027 | Группы экранов                                   | Максима: центр                     | /authorization?calculatorAutoFlow=cityFormatGroup              | /calculator/step-2?advertisePlace=cityFormatGroup          | 61 997,84 ₽  |

  @R-SCREEN-38 @R-SCREEN-40 @R-SCREEN-42
  Scenario Outline: Booking with nothing chosen stays on the page and says what is missing (<page>)
    Given the public calculators are used on 10.03.2027
    When the public calculator "<page>" is opened by a visitor
    And the public calculator is booked
    Then the public calculator stays open and says "Выберите хотя бы один объект" under "<control>"
    And the public calculator remembers no booking

    Examples:
      | page                      | control         |
      | lightboxes-bus            | Рекламные места |
      | media-facade-on-varshavka | Рекламные места |
      | city-format-group         | Группы экранов  |
