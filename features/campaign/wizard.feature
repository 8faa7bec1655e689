Feature: The campaign wizard's steps
  The wizard's steps and their order depend on the place and on the calculator-first "extra flag": the
  user came in from a place's calculator page or the auto-flow (decision 8). It is not the agency flag.

  @R-WIZ-01
  Scenario Outline: Coming from the calculator, a <place> campaign goes <steps>
    Then with the extra flag the steps of a "<place>" campaign are "<steps>"

    Examples:
      | place              | steps                                                      |
      | busMonitors        | placements, calculator, advertiser, media, payment         |
      | transitShelter     | placements, calculator, advertiser                         |
      | metroStickers      | placements, calculator, advertiser, payment, media, printing |
      | lightBoxes         | placements, calculator, advertiser, payment, media, printing |
      | metroMonitors      | placements, calculator, advertiser, payment, media         |
      | monitorsStandalone | placements, calculator, advertiser, payment, media         |

  @R-WIZ-01
  Scenario Outline: Choice: the extra flag changes nothing for <place>, which has no calculator-first order
    Then with the extra flag the steps of a "<place>" campaign are "<steps>"

    Examples:
      | place        | steps                                                        |
      | monitorsTram | placements, advertiser, calculator, payment, media           |
      | turnsTiles   | placements, advertiser, calculator, payment                  |
      | rim          | placements, advertiser, calculator, payment, media, printing |

  @R-WIZ-02
  Scenario Outline: Without the extra flag, a <place> campaign goes <steps>
    Then without the extra flag the steps of a "<place>" campaign are "<steps>"

    Examples:
      | place                | steps                                                        |
      | monitorsStandalone   | placements, advertiser, calculator, payment, media           |
      | metroMonitors        | placements, advertiser, calculator, payment, media           |
      | monitorsTram         | placements, advertiser, calculator, payment, media           |
      | busMonitors          | placements, advertiser, calculator, media, payment           |
      | turnsTiles           | placements, advertiser, calculator, payment                  |
      | transitShelter       | placements, advertiser, calculator                           |
      | cristalLight         | placements, advertiser, calculator, payment, media           |
      | cityFormat           | placements, advertiser, calculator, payment, media           |
      | mediaFacade          | placements, advertiser, calculator, payment, media           |
      | metroStickers        | placements, advertiser, calculator, payment, media, printing |
      | lightBoxes           | placements, advertiser, calculator, payment, media, printing |
      | navigationSign       | placements, advertiser, calculator, payment, media, printing |
      | groundTransportation | placements, advertiser, calculator, payment, media, printing |

  @R-WIZ-02
  Scenario: A wizard for a place outside the list is refused
    Then the steps of a "zeppelin" campaign are refused with "unknownPlace" on the field "advertisePlace"

  @R-WIZ-03 @R-LINK-08
  Scenario Outline: Choice: agencies do not see the payment step, so later steps move up by one (<place>, <step>)
    An agency works on a contract and is invoiced outside the wizard, so its wizard has no payment step.
    That is the only agency difference (decision 8: agencies change the numbering only through the steps
    they see).

    Then without the extra flag the "<step>" step of a "<place>" campaign is number <direct> for an advertiser and <agency> for an agency

    Examples:
      | place          | step       | direct | agency |
      | metroMonitors  | media      | 5      | 4      |
      | metroStickers  | printing   | 6      | 5      |
      | lightBoxes     | poligraphy | 6      | 5      |
      | metroStickers  | media      | 5      | 4      |
      | busMonitors    | media      | 4      | 4      |
      | busMonitors    | payment    | 5      | none   |
      | turnsTiles     | calculator | 3      | 3      |
      | transitShelter | calculator | 3      | 3      |
      | turnsTiles     | media      | none   | none   |

  @R-WIZ-04 @R-WIZ-05 @R-WIZ-06 @R-WIZ-07
  Scenario Outline: The <step> step of a <place> campaign is titled "<title>"
    Choice for R-WIZ-07: choose advertiser is the advertiser step, upload materials the media step, enter
    requisites the payment step; campaign card is no wizard step but the title of the campaign's own page.

    Then the "<step>" step of a "<place>" campaign is titled "<title>"

    Examples:
      | step       | place          | title               |
      | placements | metroMonitors  | Рекламоноситель     |
      | calculator | busMonitors    | Выбор пакета        |
      | calculator | metroMonitors  | Калькулятор         |
      | calculator | transitShelter | Калькулятор         |
      | printing   | metroStickers  | Типография          |
      | advertiser | metroStickers  | Выбор рекламодателя |
      | media      | metroStickers  | Загрузка материалов |
      | payment    | metroStickers  | Ввод реквизитов     |

  @R-WIZ-07
  Scenario: The campaign card is the campaign's own page
    Then the campaign card is titled "Карточка кампании"
