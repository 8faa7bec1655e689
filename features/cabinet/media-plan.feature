Feature: The consolidated media plan
  Campaigns of the five media-plan places are gathered into one plan, downloaded as one spreadsheet.

  @R-PLAN-01 @R-PLAN-02 @R-PLAN-03 @R-PLAN-06 @R-SCREEN-07
  Scenario Outline: The consolidated media plan screen in the <view> view with 3 campaigns
    Then the consolidated media plan of 3 campaigns in the <view> view is titled "Сводный медиаплан"
    And it offers to switch to the <other> view, links back to "<back>" and shows the badge 3

    Examples:
      | view  | other | back                   |
      | cards | table | /campaigns?view=cards  |
      | table | cards | /campaigns?view=table  |

  @R-PLAN-04 @R-API-26
  Scenario: Downloading the consolidated plan sends the selected campaigns
    Given the advertiser toggles the "metroStickers" campaign "c-1" into the media plan
    And the advertiser toggles the "cristalLight" campaign "c-2" into the media plan
    When the consolidated media plan is downloaded
    Then the consolidated report was asked for with the campaigns "c-1 metroStickers, c-2 cristalLight"

  @R-API-26
  Scenario Outline: Each place's media plan comes from its own report (<place>)
    Choice: the advertiser variants, whose paths the spec leaves open, come from an advertisers' plan named after
    the place.

    Then the media plan of a "<place>" campaign comes from the "<report>"

    Examples:
      | place              | report                        |
      | metroStickers      | stickers report               |
      | metroMonitors      | metro monitors plan           |
      | navigationSign     | navigation signs report       |
      | monitorsTram       | tram monitors report          |
      | monitorsStandalone | standalone monitors report    |
      | busMonitors        | bus monitors report           |
      | transitShelter     | transit shelters report       |
      | lightBoxes         | light boxes plan              |
      | cityFormat         | advertisers' city-format plan |

  @R-LIST-07
  Scenario: A media plan shows a spinner while it downloads
    Given the server takes its time with the media plan of the "metroStickers" campaign "c-1"
    When the advertiser starts downloading the media plan of the "metroStickers" campaign "c-1"
    Then the media plan of "c-1" is downloading: yes
    When the server delivers the media plan
    Then the media plan of "c-1" is downloading: no

  @R-PLAN-05
  Scenario: Resetting the plan asks first
    Then the reset button is red and asks "Отменить формирование сводного медиаплана?" with "Вернуться назад" and "Отменить"

  @R-PLAN-07 @R-PLAN-08 @R-SCREEN-07
  Scenario Outline: With <count> campaigns selected the screen <outcome>
    Then with <count> campaigns selected the consolidated media plan <outcome>

    Examples:
      | count | outcome                        |
      | 0     | sends them to "/campaigns"     |
      | 1     | stays                          |

  @R-PLAN-08 @R-SCREEN-07
  Scenario: The screen leaves once the last campaign is taken out
    Given the advertiser toggles the "lightBoxes" campaign "c-2" into the media plan
    When the advertiser toggles the "lightBoxes" campaign "c-2" into the media plan
    Then with the current selection the consolidated media plan sends them to "/campaigns"

  @R-PLAN-09 @R-PLAN-10 @R-PLAN-11 @R-PLAN-12
  Scenario Outline: A <kind> line of the media-plan summary reads "<row>"
    Then the summary line of <kind> reads "<row>"

    Examples:
      | kind                                                                                                                         | row                                                                                                                                                                 |
      | a sticker package on Кольцевая, 01.03.2026–14.03.2026, A3, 100 stickers at 12 345,67 ₽, 2 packages, launched 01.03.2026     | Линия метро: Кольцевая; Период: 01.03.2026 – 14.03.2026; Формат: A3; Количество стикеров: 100; Стоимость пакета: 12 345,67 ₽; Количество пакетов: 2; Дата запуска: 01.03.2026 |
      | a light box at Арбатская, 01.03.2026–31.03.2026, 1,2x1,8, number LB-7 at 50 000,00 ₽                                        | Станция: Арбатская; Период: 01.03.2026 – 31.03.2026; Формат: 1,2x1,8; Номер: LB-7; Стоимость: 50 000,00 ₽                                                          |
      | a crystal light at Киевская, 01.04.2026–30.04.2026, 3x2, inventory CL-15 at 75 500,50 ₽                                     | Станция: Киевская; Период: 01.04.2026 – 30.04.2026; Формат: 3x2; Инвентарный номер: CL-15; Стоимость: 75 500,50 ₽                                                  |
      | a print item Печать стикеров at 1 500,00 ₽ with delivery at 0,00 ₽                                                          | Наименование: Печать стикеров; Стоимость печати: 1 500,00 ₽; Стоимость доставки: 0,00 ₽                                                                           |
