Feature: The public face: the landing and the place pages a visitor meets first
  A media buyer prices a campaign before having an account, and books it without losing the choice; places the
  calculators do not price say what they are and take a request; search engines read each public page.

  @R-SCREEN-72 @R-ROUTE-13 @R-ROUTE-14
  Scenario: A visitor books from a public calculator and, once signed in, continues in the wizard
    Our choice: the booking is remembered at once (a visitor has no token yet), so whichever way they sign in —
    a password, the small-business link, a new account — the cabinet opens the wizard at the advertiser step,
    and the calculation itself waits in the wizard's draft in the same browser.

    When a visitor books "metroMonitors" from a public calculator
    Then the cabinet remembers the auto-flow for "metroMonitors" at step 3
    When a cabinet user who is an advertiser with the stored auto-flow opens "/campaigns"
    Then the cabinet sends them to "/calculator/step-3?advertisePlace=metroMonitors"

  @R-SCREEN-72
  Scenario: The landing offers every place a visitor may price, once each
    Then the landing links to the public pages of
      | place                    | page                         |
      | groundTransportation     | /app/groundTransportation     |
      | groundTransportationTram | /app/groundTransportationTram |
      | lightBoxes               | /app/lightboxes-bus           |
      | cristalLight             | /app/crystalLight             |
      | mediaFacade              | /app/media-facade-on-varshavka |
      | metroMonitors            | /app/monitory-metro           |
      | cityFormatGroup          | /app/city-format-group        |

  @R-SCREEN-72
  Scenario: The landing reads before any script runs
    Then the first answer for "/" carries the heading "Реклама в метро и на улицах Москвы"
    And the first answer for "/app/monitory-metro" carries the heading "Калькулятор: Мониторы в метро"

  @R-SCREEN-72 @R-SCREEN-41 @R-SCREEN-38
  Scenario: A public calculator shows its defaults and their price before any script runs
    Our choice (issue #51): the page's first answer carries the form's fields with the values the form starts
    from and their price at list prices, to the kopeck, so the price is read at the first paint; a calculator
    whose places are chosen first shows its fields and no price until they are.
    Then on "2026-11-25" the first answer's "metroMonitors" calculator shows "Период размещения" as "01.12.2026 — 03.12.2026" and the price of its defaults
    And on "2026-11-25" the first answer's "lightBoxes" calculator shows "Рекламные места" as "не выбрано" and no price

  @R-SCREEN-21 @R-SCREEN-28 @R-SCREEN-35
  Scenario Outline: A place without a calculator says what it is and names the place a request is for (<page>)
    Then the page "<page>" describes "<title>" and takes a request for "<place>"

    Examples:
      | page                     | title                                   | place                  |
      | beauty-monitors          | Мониторы в салонах красоты              | beautySalonMonitors    |
      | cdek                     | Пункты выдачи СДЭК                      | cdek                   |
      | bus-branding-novosibirsk | Брендирование автобусов в Новосибирске  | busBrandingNovosibirsk |

  @R-SCREEN-43
  Scenario Outline: The preview shows a creative in every format and says where the library would take it (<creative>)
    Our choice: the spec names only the page "/preview-minio", open to everyone. It previews a creative on the
    visitor's own computer: read there as the media library reads an upload, drawn in the frame of each of the
    14 formats, and never sent. Print sizes are not in the spec, so an image fits every print format.

    When a visitor previews <creative>
    Then the preview says "<summary>"
    And the formats it fits are "<fits>"

    Examples:
      | creative                                | summary                                  | fits                                                                                       |
      | a clip of 1920×1080 lasting 15 seconds  | Подходит для 3 форматов из 14            | metroMonitors, groundTransportation, mediaFacade                                           |
      | a clip of 1920×1080 lasting 90 seconds  | Не подходит ни для одного из 14 форматов |                                                                                            |
      | an image of 1200×1800                   | Подходит для 7 форматов из 14            | metroStickers, lightBoxes, cristalLight, transitShelter, navigationSign, turnsTiles, mediaFacade |

  @R-SCREEN-43
  Scenario: The preview refuses what the library would refuse, in the library's words
    When a visitor previews a clip of 1920×1080 lasting 15 seconds named "ролик.png"
    Then the preview refuses it with "Файл подписан как .png, а на самом деле это MP4: переименуйте или пересохраните его"
