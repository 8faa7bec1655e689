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
  Scenario Outline: Choice: an agency sees the same steps as an advertiser, numbered alike (<place>, <step>)
    Every place ends with a way to pay, the agency included: an agency invoices its client's legal entity in
    the wizard. The agency flag changes what the steps ask (the client on the advertiser step, the client's
    requisites on the payment step), not which steps there are.

    Then without the extra flag the "<step>" step of a "<place>" campaign is number <direct> for an advertiser and <agency> for an agency

    Examples:
      | place          | step       | direct | agency |
      | metroMonitors  | media      | 5      | 5      |
      | metroMonitors  | payment    | 4      | 4      |
      | metroStickers  | printing   | 6      | 6      |
      | lightBoxes     | poligraphy | 6      | 6      |
      | busMonitors    | payment    | 5      | 5      |
      | turnsTiles     | payment    | 4      | 4      |
      | transitShelter | calculator | 3      | 3      |
      | turnsTiles     | media      | none   | none   |

  @R-WIZ-01 @R-WIZ-02 @R-ERR-15
  Scenario Outline: Choice: a transit-shelter campaign goes on to its requisites and layout once the manager confirms it
    The spec ends a transit-shelter campaign's wizard at the calculator and issues its invoice after the manager
    confirms the reservation. Once confirmed, the campaign is invoiced and gets its layout in two more steps.

    Then the steps of a transit-shelter campaign whose reservation is <reservation> are "<steps>"

    Examples:
      | reservation | steps                                                  |
      | reserved    | placements, advertiser, calculator                     |
      | confirmed   | placements, advertiser, calculator, payment, media     |

  @R-WIZ-02 @R-ERR-15 @R-LINK-09 @R-LINK-10
  Scenario Outline: Choice: a transit-shelter layout is uploaded once the manager confirms the reservation (<place>, <reservation>)
    The layout is uploaded on the "Загрузка материалов" step, which a transit-shelter campaign's wizard has only
    after the confirmation (above); its last step before that says so. Until then the campaign's page says that
    the layout and the invoice wait for the manager, with no upload to try; afterwards it leads to that step, as
    the page of any draft without its material leads to its own. «Продолжить оформление» (R-LINK-10) edits the
    same campaign: its campaignId is read from the link's query.

    Given a "<place>" campaign currently in state "draft"
    And its reservation is "<reservation>"
    And it has no material yet
    Then its page offers for the material: <offer>

    Examples:
      | place          | reservation | offer                                                                                                                                                  |
      | transitShelter | reserved    | the note "Макет можно будет загрузить после того, как менеджер подтвердит бронирование: тогда же будет выставлен счёт. Контакты менеджера — в разделе «Профиль»." |
      | transitShelter | confirmed   | the link "Загрузить макет" to step 5                                                                                                                   |
      | metroMonitors  | reserved    | the link "Загрузить видеоролик" to step 5                                                                                                              |

  @R-ROUTE-03 @R-WIZ-02
  Scenario Outline: Choice: «Продолжить» in the catalogue never leads to a step the wizard lacks (<at>)
    A step the campaign's wizard has only after the manager's confirmation, or not at all, would send the user
    back to the catalogue, a loop; such a draft is resumed on its campaign's page, which says what comes next.

    Then the catalogue resumes a "transitShelter" draft last seen at "<at>" at "<href>"

    Examples:
      | at                                              | href                  |
      | /calculator/step-3/c1                           | /calculator/step-3/c1 |
      | /calculator/step-5/c1                           | /campaigns/c1         |
      | /calculator/step-5?advertisePlace=transitShelter | nowhere               |

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
