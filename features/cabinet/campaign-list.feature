Feature: The campaign list, its table and its cards
  Campaigns show as tiles or as a table; what each row and card offers depends on the place, the state and
  who is looking.

  @R-LIST-01 @R-SCREEN-04
  Scenario Outline: The list shows <view> when asked for "<asked>"
    Then the campaign list asked for "<asked>" shows <view>

    Examples:
      | asked   | view  |
      | table   | table |
      | cards   | cards |
      |         | cards |
      | mosaic  | cards |

  @R-LIST-02 @R-LIST-10 @R-SCREEN-04
  Scenario Outline: The table's columns for <who>
    Given a cabinet user who is <who>
    Then the campaign table has the columns "<columns>"

    Examples:
      | who           | columns                                                                                                                           |
      | an advertiser | media, Индекс, Бренд / Рекламодатель, Начало, Окончание, Стоимость, Статус модерации, Статус оплаты, Статус резервирования, Действия |
      | an observer   | media, Индекс, Бренд / Рекламодатель, Начало, Окончание, Стоимость, Действия                                                        |

  @R-LIST-03 @R-SCREEN-04
  Scenario: The start column toggles between newest and oldest first
    Choice: the list opens newest first.

    Then the list is first sorted "-startDate"
    And sorting by Начало once orders "startDate" and again "-startDate"

  @R-LIST-04 @R-LIST-05 @R-LIST-06 @R-LIST-08 @R-LIST-09 @R-ROLE-08
  Scenario Outline: Row actions of a <place> campaign in state <state> (media-plan mode <mode>, <who>)
    Given a cabinet user who is <who>
    And a "<place>" campaign in state "<state>" with a price per period: <priced>
    Then its table row offers "<actions>" in media-plan mode: <mode>

    Examples:
      | who           | place                | state     | priced | mode | actions                                                          |
      | an advertiser | metroStickers        | active    | yes    | yes  | select for media plan, download qr, download media plan, statistics, delete |
      | an advertiser | metroStickers        | active    | yes    | no   | download qr, download media plan, statistics, delete             |
      | an advertiser | lightBoxes           | completed | no     | yes  | select for media plan, statistics, delete                        |
      | an advertiser | metroMonitors        | active    | yes    | yes  | select for media plan, statistics, delete                        |
      | an advertiser | groundTransportation | draft     | yes    | yes  | select for media plan, download media plan, delete               |
      | an advertiser | cristalLight         | approved  | no     | yes  | select for media plan, delete                                    |
      | an advertiser | cdek                 | active    | yes    | yes  | download media plan, statistics, delete                          |
      | an advertiser | busMonitors          | draft     | yes    | no   | delete                                                           |
      | an observer   | metroStickers        | completed | yes    | no   | download qr, download media plan, delete                         |

  @R-LIST-08
  Scenario: The statistics link opens the card page of the statistics
    Then the statistics of the campaign "c-17" open at "/campaigns/c-17/stats?preSection=cardsPage"

  @R-LIST-12 @R-LIST-13 @R-SCREEN-04
  Scenario: An empty list invites the first campaign
    Then the placeholder card reads "Добавить первую рекламную кампанию" and leads to "/calculator/step-1"
    And an empty list reads "Рекламные кампании отсутствуют" and "После создания/завершения рекламных кампаний они будут отображены здесь"

  @R-LIST-14
  Scenario Outline: A <place> campaign gets the <kind> card
    Then a "<place>" campaign gets the "<kind>" card

    Examples:
      | place                    | kind                     |
      | mediaFacade              | mediaFacade              |
      | groundTransportation     | groundTransportation     |
      | groundTransportationTram | groundTransportationTram |
      | cityFormat               | cityFormat               |
      | cristalLight             | cristalLight             |
      | navigationSign           | navigationSign           |
      | metroStickers            | metro                    |
      | lightBoxes               | metro                    |
      | monitorsTram             | metro                    |
      | metroMonitors            | metro                    |
      | cityFormatStandalone     | cityFormatStandalone     |
      | monitorsStandalone       | monitorsStandalone       |
      | cityFormatGroup          | cityFormatGroup          |
      | busMonitors              | default                  |
      | transitShelter           | default                  |

  @R-LIST-15
  Scenario: A campaign without a united schedule gets the simple card
    Given a "metroMonitors" campaign "Весна" in state "active" from 01.03.2026 to 31.03.2026 without a united schedule
    Then its card is simple: "Весна", "Активна", "01.03.2026 – 31.03.2026"

  @R-LIST-16 @R-LIST-17 @R-LIST-18
  Scenario: A card shows index, state, reservation, period, cost and partners without duplicates
    Choice (R-LIST-18): a brand equal to the partner's name is not repeated, and identical lines appear once.

    Given a "metroMonitors" campaign 1042 in state "active", reservation "Зарезервирована", from 01.03.2026 to 31.03.2026
    And its taxes are 20 000,10 ₽ and its sum without taxes 100 000,20 ₽
    And its partners are "Acme/Acme, Acme/Acme, Ромашка/Весна"
    Then its card shows index "1042", state "Активна", reservation "Зарезервирована", period "01.03.2026 – 31.03.2026"
    And its card costs "120 000,30 ₽"
    And its card names the partners "Acme, Ромашка/Весна"

  @R-LIST-19 @R-LIST-20 @R-LIST-22 @R-API-20
  Scenario Outline: A <state> campaign with video uploaded <uploaded> shows <media>
    Given a "metroMonitors" campaign 1042 in state "<state>", reservation "Зарезервирована", from 01.03.2026 to 31.03.2026
    And its video was uploaded: <uploaded>
    Then its card shows <media>

    Examples:
      | state         | uploaded | media                                                                     |
      | active        | yes      | the player of the campaign's video with its first frame as the poster     |
      | completed     | yes      | the player of the campaign's video with its first frame as the poster     |
      | movieCreation | yes      | the placeholder image                                                     |
      | draft         | yes      | the placeholder image                                                     |
      | active        | no       | the placeholder image                                                     |

  @R-LIST-22
  Scenario: A video that fails to load says so on the card
    Given a "metroMonitors" campaign 1042 in state "active", reservation "Зарезервирована", from 01.03.2026 to 31.03.2026
    And its video was uploaded: yes
    When its video fails to load
    Then its card says "Не удалось загрузить видео"

  @R-LIST-05
  Scenario Outline: Only stickers cards offer the QR code for the photo report (<place>)
    Given a "<place>" campaign 1042 in state "active", reservation "Зарезервирована", from 01.03.2026 to 31.03.2026
    Then its card offers the QR download: <qr>

    Examples:
      | place         | qr  |
      | metroStickers | yes |
      | lightBoxes    | no  |

  @R-LIST-11 @R-LINK-12
  Scenario Outline: Standalone city-format cards of an observer hide cost and statuses and lead nowhere (<who>)
    Given a cabinet user who is <who>
    And a "cityFormatStandalone" campaign 1042 in state "active", reservation "Зарезервирована", from 01.03.2026 to 31.03.2026
    Then its card shows cost and statuses: <shown>, and leads somewhere: <link>

    Examples:
      | who           | shown | link |
      | an advertiser | yes   | yes  |
      | an observer   | no    | no   |

  @R-LIST-21
  Scenario Outline: The media-plan button of a city-format card needs every list (<screens>, <formats>, <schedule>)
    Choice: the lists are the screens, their formats and the campaign's schedule entries.

    Then with <screens> screens, <formats> formats and <schedule> schedule entries the media-plan button is enabled: <enabled>

    Examples:
      | screens | formats | schedule | enabled |
      | 2       | 1       | 3        | yes     |
      | 0       | 1       | 3        | no      |
      | 2       | 0       | 3        | no      |
      | 2       | 1       | 0        | no      |

  @R-LIST-23 @R-API-23
  Scenario Outline: Card thumbnails (<card>) fall back to the placeholder when they fail
    Then the thumbnail of the "<card>" card for "m-1" is "<shown>", and "placeholder" once it failed

    Examples:
      | card                 | shown                                   |
      | cityFormat           | a city-format video's poster            |
      | cristalLight         | a crystal-light image's thumbnail       |
      | cityFormatStandalone | a standalone city-format video's poster |

  @R-LIST-20 @R-LIST-23 @R-API-23
  Scenario Outline: A <place> card in state <state> shows its layout: <shown>
    Choice: the spec names the layout's thumbnail for crystal light; every printed or lit place's card shows its
    layout the same way, from the same call, outside a draft (R-LIST-20), and the placeholder once it failed.

    Given a "<place>" campaign 1042 in state "<state>", reservation "Зарезервирована", from 01.03.2026 to 31.03.2026
    And its layout "m-7" was uploaded
    Then its card shows <shown>
    When its thumbnail fails to load
    Then its card shows the placeholder image

    Examples:
      | place          | state           | shown                             |
      | cristalLight   | active          | the thumbnail of the layout "m-7" |
      | lightBoxes     | approved        | the thumbnail of the layout "m-7" |
      | transitShelter | primaryRejected | the thumbnail of the layout "m-7" |
      | metroStickers  | draft           | the placeholder image             |

  @R-LIST-26
  Scenario Outline: Cancelled schedule items are hidden for stickers, light boxes and navigation signs (<place>)
    Given the schedule items "s-1, s-2, s-3" of which "s-2" is cancelled
    Then a "<place>" campaign shows the schedule items "<shown>"

    Examples:
      | place          | shown         |
      | metroStickers  | s-1, s-3      |
      | lightBoxes     | s-1, s-3      |
      | navigationSign | s-1, s-3      |
      | metroMonitors  | s-1, s-2, s-3 |

  @R-LIST-24 @R-LIST-25 @R-PLAN-06
  Scenario: Campaigns are toggled into the consolidated media plan and reset
    When the advertiser toggles the "metroStickers" campaign "c-1" into the media plan
    And the advertiser toggles the "lightBoxes" campaign "c-2" into the media plan
    And the advertiser toggles the "metroStickers" campaign "c-1" into the media plan
    Then the media plan holds "c-2" and its badge shows 1
    When the advertiser toggles the "cdek" campaign "c-3" into the media plan
    Then the media plan refuses it with "Кампания этого рекламоносителя не входит в сводный медиаплан"
    When the media-plan selection is reset
    Then the media plan holds "none" and its badge shows 0

  @R-LIST-27
  Scenario Outline: The accordion opens one item at a time (choosing the open one closes it: <again>)
    Given an accordion whose open item closes when chosen again: <again>
    When the items "<chosen>" are chosen in turn
    Then the open accordion item is "<open>"

    Examples:
      | again   | chosen     | open |
      | no      | a, b       | b    |
      | no      | a, a       | a    |
      | yes     | a, a       | none |
      | yes     | a, b, b, a | a    |

  @R-API-14 @R-ASYNC-14 @R-SCREEN-04
  Scenario: The report of the list covers the campaigns listed, from the first start to the last end, up to today
    Choice: the list has no filter but its order, so its report is of the campaigns it lists; their days are
    counted as a campaign's statistics open, up to today and at most a year.

    Given the campaign list shows the campaigns:
      | campaign | starts     | ends       |
      | c-1      | 10.03.2026 | 10.04.2026 |
      | c-2      | 01.02.2026 | 28.02.2026 |
      | c-3      | 01.05.2026 | 30.06.2026 |
    When the advertiser downloads the report of the campaign list on 01.04.2026
    Then the report was asked for the campaigns "c-1, c-2, c-3" from 01.02.2026 to 01.04.2026
    And the report of the list went "idle, loading, success"

  @R-API-14 @R-SCREEN-04
  Scenario: A report the server cannot make is said in the downloads region, with the server's reason
    Given the campaign list shows the campaigns:
      | campaign | starts     | ends       |
      | c-1      | 10.03.2026 | 10.04.2026 |
    And the server cannot make the report, saying "Некорректные параметры отчёта"
    When the advertiser downloads the report of the campaign list on 01.04.2026
    Then the downloads region says "Некорректные параметры отчёта"
    And the report of the list went "idle, loading, error"

  @R-SCREEN-04
  Scenario: An empty list offers no report
    Given the campaign list shows the campaigns:
      | campaign | starts | ends |
    Then the campaign list offers no report
