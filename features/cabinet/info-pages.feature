Feature: The information pages: home, social advertising, questions and answers, kinds of activity, news
  The home page is where a signed-in user starts, and where the cabinet sends them after logging out or after
  revoking consent to the processing of their personal data. Beside the everyday tasks the cabinet keeps pages
  that only inform: social advertising, questions and answers, the operator's kinds of activity, and the news.
  Our choices where the spec is open: the texts of social advertising and of the kinds of activity are ours;
  the questions and the news are read from the server once per visit (the first 100), the questions in the
  server's order, the news newest first, dated DD.MM.YYYY in Moscow time; a news item the server does not know
  is said to be not found, any other failure can be tried again.

  @R-SCREEN-01 @R-ROUTE-01
  Scenario: The home page opens for every signed-in user but observers
    Observers reach only their campaigns and notifications, so the home page sends them to the campaign list;
    a visitor without a session is asked to sign in first.

    Then the home page, opened at "/app", leads:
      | who                                      | to                                  |
      | an advertiser                            | the home page, with header and menu |
      | an agency                                | the home page, with header and menu |
      | a small business                         | the home page, with header and menu |
      | signed in with the profile still loading | the home page, with header and menu |
      | an observer                              | on to /campaigns                    |
      | signed out                               | on to /login                        |

  @R-SCREEN-01 @R-HEAD-23
  Scenario Outline: Logging out ends the session and sends <who> to the home page, which then asks to sign in
    Given the home page's user is <who>
    When the home page's user logs out
    Then the home page's user is signed out and sent to "/"
    And the home page, opened at "/" once signed out, sends them to "/login"

    Examples:
      | who           |
      | an advertiser |
      | an agency     |
      | an observer   |

  @R-SCREEN-01 @R-ASYNC-13
  Scenario: Revoking consent to personal data sends the user to the home page, signed out
    Given the home page's user is an advertiser
    When the home page's user revokes consent to personal-data processing and the server accepts
    Then the home page's revocation asked the server "PUT /api/v1/clients/profile/revocation-of-personal-data"
    And the home page's user is signed out and sent to "/"

  @R-SCREEN-14
  Scenario: The social advertising page explains what it is, how to place it and what it costs
    Then the social advertising page reads:
      | heading                      | text                                                                                                                                                                                              |
      | Что такое социальная реклама | Информация о благотворительности, здоровье, безопасности и других общественно полезных целях (статья 10 Федерального закона «О рекламе»). В ней не упоминаются товары и коммерческие организации. |
      | Как разместить               | Напишите нам на support@tablo.local: приложите макет или ролик, укажите организацию-заказчика и желаемые места и период. Мы подберём свободные места и согласуем размещение.                      |
      | Сколько это стоит            | Социальная реклама размещается в пределах 5 % годового объёма мест по договорам с органами власти и некоммерческими организациями; условия каждого размещения согласуются отдельно.               |

  @R-SCREEN-16
  Scenario: The kinds of activity page lists the operator's activities with their ОКВЭД codes, in this order
    Then the kinds of activity page lists:
      | ОКВЭД | activity                                                                        |
      | 73.11 | Деятельность рекламных агентств                                                 |
      | 73.12 | Представление в средствах массовой информации                                   |
      | 63.11 | Деятельность по обработке данных, предоставление услуг по размещению информации |
      | 62.01 | Разработка компьютерного программного обеспечения                               |
      | 18.12 | Прочие виды полиграфической деятельности                                        |

  @R-SCREEN-15
  Scenario: The FAQ page shows the questions in the server's order, each with its answer, read once
    Given the FAQ page's server keeps the questions:
      | question                    | answer                                                                         |
      | Когда выставляется счёт?    | После подтверждения бронирования; оплатить его нужно в течение 5 дней.         |
      | Как выбрать остановки?      | Откройте калькулятор остановок, выберите районы или обведите область на карте. |
      | Можно ли продлить кампанию? | Да, продление доступно из карточки кампании.                                   |
    When the FAQ page opens
    And the FAQ page opens again
    Then the FAQ page went "idle, loading, ready"
    And the FAQ page shows:
      | question                    | answer                                                                         |
      | Когда выставляется счёт?    | После подтверждения бронирования; оплатить его нужно в течение 5 дней.         |
      | Как выбрать остановки?      | Откройте калькулятор остановок, выберите районы или обведите область на карте. |
      | Можно ли продлить кампанию? | Да, продление доступно из карточки кампании.                                   |
    And the FAQ page asked the server "GET /api/v1/question-answer?limit=100&offset=0"

  @R-SCREEN-15
  Scenario: The FAQ page without questions is ready and empty
    Given the FAQ page's server keeps no questions
    When the FAQ page opens
    Then the FAQ page went "idle, loading, ready"
    And the FAQ page shows no questions

  @R-SCREEN-15
  Scenario Outline: The FAQ page that could not be read says so, logs why, and reads again when retried (<failure>)
    Given the FAQ page's server <failure>
    When the FAQ page opens
    Then the FAQ page went "idle, loading, error"
    And the FAQ page logged the warning "questions and answers could not be loaded"
    Given the FAQ page's server keeps the questions:
      | question                  | answer                                                                     |
      | Какие ролики принимаются? | Форматы и длительности указаны в технических требованиях каждого продукта. |
    When the FAQ page is retried
    Then the FAQ page shows:
      | question                  | answer                                                                     |
      | Какие ролики принимаются? | Форматы и длительности указаны в технических требованиях каждого продукта. |
    And the FAQ page asked the server "GET /api/v1/question-answer?limit=100&offset=0, GET /api/v1/question-answer?limit=100&offset=0"

    Examples:
      | failure                                      |
      | is unavailable                               |
      | answers with something that is not questions |

  @R-SCREEN-55 @R-CONST-03
  Scenario: The news list shows the newest news first, each dated as in Moscow, whatever the server's order
    Two news of the same moment keep the server's order.

    Given the news list's server keeps the news:
      | id     | title                                   | text                                                           | published                |
      | news-1 | Табло открыто для рекламодателей        | Кампании можно спланировать и оплатить онлайн.                 | 2026-09-01T09:00:00.000Z |
      | news-3 | Новые сезонные коэффициенты             | Сезонные коэффициенты на 2027 год опубликованы.                | 2026-10-31T22:30:00.000Z |
      | news-2 | Остановочные павильоны: 8 414 остановок | В калькулятор остановок добавлены все остановки с павильонами. | 2026-10-01T09:00:00.000Z |
      | news-4 | Ночные показы в метро                   | Мониторы в метро показывают ролики и ночью.                    | 2026-10-01T09:00:00.000Z |
    When the news list opens
    Then the news list shows:
      | date       | title                                   | text                                                           |
      | 01.11.2026 | Новые сезонные коэффициенты             | Сезонные коэффициенты на 2027 год опубликованы.                |
      | 01.10.2026 | Остановочные павильоны: 8 414 остановок | В калькулятор остановок добавлены все остановки с павильонами. |
      | 01.10.2026 | Ночные показы в метро                   | Мониторы в метро показывают ролики и ночью.                    |
      | 01.09.2026 | Табло открыто для рекламодателей        | Кампании можно спланировать и оплатить онлайн.                 |
    And the news list asked the server "GET /api/v1/news?limit=100&offset=0"

  @R-SCREEN-01 @R-SCREEN-55
  Scenario: The home page shows the three newest news of the list
    Given the news list's server keeps the news:
      | id     | title                                   | text                                                           | published                |
      | news-1 | Табло открыто для рекламодателей        | Кампании можно спланировать и оплатить онлайн.                 | 2026-09-01T09:00:00.000Z |
      | news-3 | Новые сезонные коэффициенты             | Сезонные коэффициенты на 2027 год опубликованы.                | 2026-10-31T22:30:00.000Z |
      | news-2 | Остановочные павильоны: 8 414 остановок | В калькулятор остановок добавлены все остановки с павильонами. | 2026-10-01T09:00:00.000Z |
      | news-4 | Ночные показы в метро                   | Мониторы в метро показывают ролики и ночью.                    | 2026-10-01T09:00:00.000Z |
    When the news list opens
    Then the home page's news are "Новые сезонные коэффициенты, Остановочные павильоны: 8 414 остановок, Ночные показы в метро"

  @R-SCREEN-55
  Scenario: The news list is read once, and read again only after a failure
    Given the news list's server is unavailable
    When the news list opens
    Then the news list went "idle, loading, error"
    And the news list logged the warning "news could not be loaded"
    Given the news list's server keeps the news:
      | id     | title                            | text                                           | published                |
      | news-1 | Табло открыто для рекламодателей | Кампании можно спланировать и оплатить онлайн. | 2026-09-01T09:00:00.000Z |
    When the news list is retried
    And the news list opens again
    Then the news list went "idle, loading, error, loading, ready"
    And the news list shows:
      | date       | title                            | text                                           |
      | 01.09.2026 | Табло открыто для рекламодателей | Кампании можно спланировать и оплатить онлайн. |
    And the news list asked the server "GET /api/v1/news?limit=100&offset=0, GET /api/v1/news?limit=100&offset=0"

  @R-SCREEN-56 @R-CONST-03
  Scenario: The news item page shows one news item, asked for by its id, and reads it once
    Given the news item page's server keeps the news:
      | id     | title                       | text                                            | published                |
      | news-3 | Новые сезонные коэффициенты | Сезонные коэффициенты на 2027 год опубликованы. | 2026-10-31T22:30:00.000Z |
    When the news item page opens "news-3"
    And the news item page opens "news-3"
    Then the news item page shows:
      | title | Новые сезонные коэффициенты                     |
      | date  | 01.11.2026                                      |
      | text  | Сезонные коэффициенты на 2027 год опубликованы. |
    And the news item page asked the server "GET /api/v1/news/news-3"

  @R-SCREEN-56
  Scenario: The news item page asks for an id with any characters safely, and for each new id again
    Given the news item page's server keeps the news:
      | id          | title                       | text                                            | published                |
      | итоги 10/26 | Итоги октября               | Кампании октября завершены.                     | 2026-11-02T09:00:00.000Z |
      | news-3      | Новые сезонные коэффициенты | Сезонные коэффициенты на 2027 год опубликованы. | 2026-10-31T22:30:00.000Z |
    When the news item page opens "итоги 10/26"
    Then the news item page shows:
      | title | Итоги октября               |
      | date  | 02.11.2026                  |
      | text  | Кампании октября завершены. |
    When the news item page opens "news-3"
    Then the news item page shows:
      | title | Новые сезонные коэффициенты                     |
      | date  | 01.11.2026                                      |
      | text  | Сезонные коэффициенты на 2027 год опубликованы. |
    And the news item page asked the server "GET /api/v1/news/%D0%B8%D1%82%D0%BE%D0%B3%D0%B8%2010%2F26, GET /api/v1/news/news-3"

  @R-SCREEN-56
  Scenario Outline: The news item page tells a news item the server does not know from a failure to retry (<server>)
    Given the news item page's server <server> "news-9"
    When the news item page opens "news-9"
    Then the news item page ends <ends>
    And the news item page logged <logged>

    Examples:
      | server             | ends                  | logged                                        |
      | knows no news      | not found             | nothing                                       |
      | is unavailable for | failed, to be retried | the warning "a news item could not be loaded" |
