# language: en
Feature: Campaign entities, catalogues and their defaults
  The cabinet's entities start with fixed defaults and use fixed catalogues of places, calculators and media
  types, so that the server, the interface and the calculators all speak of the same things.

  @R-ENT-01
  Scenario: The advertising places are identified by the listed ids, in order
    Then the advertising places are:
      | metroStickers          |
      | metroMonitors          |
      | busMonitors            |
      | monitorsStandalone     |
      | lightBoxes             |
      | monitorsTram           |
      | nonStandart            |
      | escalatorSteps         |
      | navigationSign         |
      | beautySalonMonitors    |
      | rim                    |
      | videoTaxi              |
      | gmg                    |
      | mailRussia             |
      | transitShelter         |
      | outdoorNovosibirsk     |
      | busMonitorsBranding    |
      | metroNovosibirsk       |
      | cdek                   |
      | pews                   |
      | dixieMonitor           |
      | advertisingStand       |
      | busBrandingNovosibirsk |
      | cityFormat             |
      | turnsTiles             |
      | cristalLight           |
      | cityFormatGroup        |
      | cityFormatStandalone   |
      | threeOne               |
      | groundTransportation   |
      | mediaFacade            |
      | groundTransportationTram |

  @R-ENT-01
  Scenario: A campaign on a place outside the list is refused, naming the place field
    When an advertiser starts a campaign on the place "moonBillboards" from 01.03.2026 to 31.03.2026
    Then the new campaign is refused with "unknownPlace" on the field "advertisePlace"

  @R-ENT-02
  Scenario Outline: A calculator exists for <calculator>
    Then the calculator "<calculator>" prices the places "<places>"

    Examples:
      | calculator           | places                                         |
      | metroMonitors        | metroMonitors                                  |
      | metroStickers        | metroStickers                                  |
      | lightBoxes           | lightBoxes                                     |
      | cristalLight         | cristalLight                                   |
      | transitShelter       | transitShelter                                 |
      | navigationSign       | navigationSign                                 |
      | monitorsStandalone   | monitorsStandalone                             |
      | monitorsTram         | monitorsTram                                   |
      | busMonitors          | busMonitors                                    |
      | groundTransportation | groundTransportation, groundTransportationTram |
      | cityFormat           | cityFormat, cityFormatStandalone, cityFormatGroup |
      | maxima               | cityFormatGroup                                |
      | turnsTiles           | turnsTiles                                     |
      | mediaFacade          | mediaFacade                                    |

  @R-ENT-03
  Scenario: The special projects form one group (the pointers project is called pointersStandart)
    Then the special projects are "nonStandart, escalatorSteps, pointersStandart, beautySalonMonitors"

  @R-ENT-04
  Scenario: A new campaign starts as a draft, not paid and not reserved
    When an advertiser starts a campaign on the place "metroStickers" from 01.03.2026 to 31.03.2026
    Then the new campaign is in state "draft" shown as "Черновик"
    And its payment state is "notPaid" shown as "Ожидает оплаты"
    And its reservation status is "notReserved"
    And the new campaign costs 0,00 ₽

  @R-ENT-05
  Scenario Outline: A campaign priced by impressions is a real-time-bidding campaign
    When an advertiser starts a campaign on the place "metroMonitors" priced by "<calculation type>"
    Then it is a real-time-bidding campaign: <rtb>

    Examples:
      | calculation type | rtb |
      | impressionPrice  | yes |
      | fixedPrice       | no  |

  @R-ENT-06 @R-ENT-07
  Scenario Outline: The media type <id> is named "<name>" and is <type>
    Then the media type "<id>" is named "<name>" and is of type "<type>"

    Examples:
      | id                  | name                           | type   |
      | navigationSign      | Ком. навигация                 | static |
      | metroStickers       | Стикеры                        | static |
      | metroMonitors       | Мониторы в метро               | video  |
      | busMonitors         | Маршрутные такси               | video  |
      | monitorsStandalone  | Стационарный монитор           | video  |
      | lightBoxes          | Лайтбоксы                      | static |
      | monitorsTram        | Мониторы в наземном транспорте | video  |
      | specialProjects     | Спецпроекты                    | static |
      | beautySalonMonitors | Мониторы в салонах красоты     | static |
      | transitShelter      | Остановки наземного транспорта | static |

  @R-ENT-06
  Scenario: Every media type has an icon of its own, and an unknown media type is refused
    Then each of the 10 media types has its own icon
    And the media type "radio" is refused with "unknownMediaType"

  @R-ENT-08
  Scenario Outline: A media item is a still image or a video
    Then a media item of type "<type>" is <verdict>

    Examples:
      | type   | verdict  |
      | static | accepted |
      | video  | accepted |
      | audio  | refused  |

  @R-ENT-09 @R-ENT-10
  Scenario: New requisites act on the charter for an organisation
    Then empty requisites have the basis "charter" and the form of business "legalEntityOrg"
    And the bases offered are "charter, proxy"
    And the forms of business offered are "legalEntityOrg, individualEntrepreneur, individual"

  @R-ENT-11
  Scenario Outline: Only the individual form shows a read-only e-mail and a phone
    Then the form "<form>" shows the contact fields "<fields>"

    Examples:
      | form                   | fields                    |
      | individual             | email (read-only), phone  |
      | individualEntrepreneur |                           |
      | legalEntityOrg         |                           |

  @R-ENT-12
  Scenario Outline: Choice: the token is kept in local storage only when the login is remembered or came by auto-flow
    Then a login remembered "<remembered>" through auto-flow "<auto-flow>" keeps its token in "<storage>" storage

    Examples:
      | remembered | auto-flow | storage |
      | yes        | no        | local   |
      | no         | yes       | local   |
      | no         | no        | session |

  @R-ENT-13
  Scenario: The typography-invoice flag, the notification bar, the auto-flow and the landing info are local flags
    Then the local flag of the typography invoice of campaign "c42" is kept under "typographyInvoiceDownloaded:c42"
    And the local flags "notificationBarClosed, calculatorAutoFlow, landingInfo" are kept in local storage
