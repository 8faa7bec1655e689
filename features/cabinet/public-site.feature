Feature: The public site as one site
  A visitor meets the landing, the public calculators, sign-in and registration. Each of these pages is one site:
  the same header leads home and to both entrances, the same footer offers what a visitor may open, each page
  has a title of its own, a booking offers both ways in alike, and an address the site does not have says so.
  Our choices where the spec is silent: the public footer lists the public calculators, the landing's news,
  documents, fast order and question form, the advertising law and the four mailboxes (the cabinet's footer
  leads to pages a visitor cannot open); the choice of entrance is a page of its own; titles keep the product's
  name first (R-HEAD-22).

  @R-SCREEN-72 @R-SCREEN-49 @R-SCREEN-44
  Scenario: Every public page is headed by the site's header and ends with the site's footer
    Then a visitor's header reads "Табло" leading home, then "Малому бизнесу, Войти"
    And a signed-in user's header leads to "Перейти в кабинет"
    And the public footer's sections are "Рассчитать стоимость, Табло, Связаться с нами"
    And every link of the public footer opens for a visitor

  @R-HEAD-22 @R-SCREEN-72 @R-SCREEN-38 @R-SCREEN-41 @R-SCREEN-43 @R-SCREEN-49
  Scenario Outline: Each public page has a title of its own (<page>)
    Then the tab of the page "<page>" reads "<title>"

    Examples:
      | page                    | title                                  |
      | /                       | Табло — Реклама в метро и на улицах Москвы |
      | /app/lightboxes-bus     | Табло — Лайтбоксы                      |
      | /app/monitory-metro     | Табло — Мониторы в метро               |
      | /app/preview-minio      | Табло — Предпросмотр материалов        |
      | /app/login              | Табло — Вход                           |
      | /app/msb-authorization  | Табло — Вход для малого бизнеса        |
      | /app/authorization      | Табло — Вход или регистрация           |

  @R-SCREEN-38 @R-SCREEN-41 @R-ROUTE-14
  Scenario: Booking offers both entrances alike, and the booked place is carried on
    When a visitor books "lightBoxes" on a public calculator page
    Then the visitor chooses between "Рекламодателям и агентствам: Войти, Зарегистрироваться" and "Малому бизнесу: Продолжить по e-mail"
    And the small-business entrance carries the booking of "lightBoxes"

  Scenario: An address the site does not have says so, in the site's frame, with the ways on
    Then an unknown address is titled "Табло — Страница не найдена" and offers "На главную, Рассчитать стоимость рекламы, Войти в кабинет"

  @R-CONST-03 @R-CONST-01
  Scenario Outline: The calendar heads a month as a wall calendar does (<month>)
    Then the calendar heads <month> <year> "<heading>" over the weekdays "Пн Вт Ср Чт Пт Сб Вс"

    Examples:
      | month | year | heading      |
      | 12    | 2026 | Декабрь 2026 |
      | 5     | 2027 | Май 2027     |
      | 3     | 2027 | Март 2027    |

  @R-VAL-07
  Scenario Outline: A password shorter than its bound is refused as the field's hint says it (<password>)
    Our choice: the spec sets no password length; ours is 8 to 128 characters, and a refusal names the bound,
    whether the browser or the server refuses.

    Then a new password "<password>" reads "<message>"

    Examples:
      | password       | message                           |
      | 1234567        | Не менее 8 символов               |
      |                | Данное поле является обязательным |
      | надёжный-пароль | accepted                         |
