Feature: Every place and every unit by one name, where a person reads it
  A place is named once, in one catalogue, and every screen, document and notification reads it: the wizard's
  list of places, the calculators, the public place pages, the campaign list and cards, the invoice and the media
  plan. R-ENT-06 names ten media types; where the spec names a place no name, the catalogue chooses one and
  writes it down. A unit of a list — a light box, a crystal light, a turn tile, a screen, a facade — is named by
  where it is: its station with the station's line (a station of three lines has three Авиамоторная), or its
  address, and by its number there, so no list holds one name twice.

  @R-ENT-06 @R-WIZ-04 @R-SCREEN-02 @R-SCREEN-04
  Scenario Outline: The place <place> is called "<name>" by the catalogue, its calculator, its card and its documents
    Then the place "<place>" is called "<name>" in the place list, on its calculator, on a campaign's card and on its invoice

    Examples: the media types R-ENT-06 names
      | place               | name                           |
      | navigationSign      | Ком. навигация                 |
      | metroStickers       | Стикеры                        |
      | metroMonitors       | Мониторы в метро               |
      | busMonitors         | Маршрутные такси               |
      | monitorsStandalone  | Стационарный монитор           |
      | lightBoxes          | Лайтбоксы                      |
      | monitorsTram        | Мониторы в наземном транспорте |
      | beautySalonMonitors | Мониторы в салонах красоты     |
      | transitShelter      | Остановки наземного транспорта |

    Examples: chosen where the spec names none (plural as the spec's, the market's own words)
      | place                    | name                            |
      | cristalLight             | Кристалайт                      |
      | cityFormat               | Сити-форматы                    |
      | cityFormatStandalone     | Отдельностоящие сити-форматы    |
      | cityFormatGroup          | Максима (группа сити-форматов)  |
      | groundTransportation     | Наземный транспорт: автобусы    |
      | groundTransportationTram | Наземный транспорт: трамваи     |
      | turnsTiles               | Плитки на турникетах            |
      | mediaFacade              | Медиафасады                     |

  @R-ENT-06 @R-ENT-03
  Scenario: The special projects are one group under the name R-ENT-06 gives them
    Then the special projects are offered under "Спецпроекты"

  @R-SCREEN-59 @R-SCREEN-67
  Scenario: Light boxes of one station on three lines read apart by the line
    Given the real Moscow metro
    When the inventory's units are named
    Then the light boxes at "Авиамоторная" are named after the lines "Калининская, Большая кольцевая, Некрасовская"
    And the first light box on the Калининская line reads "Авиамоторная (Калининская): лайтбокс 1"

  @R-SCREEN-59 @R-SCREEN-65 @R-SCREEN-66 @R-SCREEN-67 @R-SCREEN-71 @R-NAV-01
  Scenario: No list of any place holds one name twice, and every unit says where it is
    Given the real Moscow metro
    When the inventory's units are named
    Then no list of the price list holds a name twice
    And every light box, crystal light, turn tile, screen and facade names its station with its line, or its address

  @R-SCREEN-59
  Scenario Outline: The count of a list says what is shown and what is chosen in all
    Given a list of 1890 light boxes with 3 chosen
    When the list shows <shown> of them, <here> of the chosen among them
    Then the list says "<says>"

    Examples:
      | shown | here | says                                               |
      | 1890  | 3    | Выбрано: 3 из 1890                                 |
      | 14    | 1    | Выбрано: 1 из 14 показанных (всего: 3 из 1890)     |
      | 0     | 0    | Выбрано: 0 из 0 показанных (всего: 3 из 1890)      |

  @R-PER-03
  Scenario Outline: Counts are written as Russian says them
    Then <count> half-months are written "<written>"

    Examples:
      | count | written        |
      | 1     | 1 полумесяц    |
      | 2     | 2 полумесяца   |
      | 5     | 5 полумесяцев  |
      | 11    | 11 полумесяцев |
      | 21    | 21 полумесяц   |
      | 24    | 24 полумесяца  |
