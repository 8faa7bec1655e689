# language: en
Feature: Light boxes and crystal lights chosen by metro line and station, on the metro scheme
  The light-box and crystal-light calculators list the places for sale at metro stations. A line, then a station
  of it, narrow the list; the metro scheme, drawn from the stations' own coordinates in their line's colour,
  shows where the stations with places for sale are, north up; a station with no place for sale is not drawn. The
  list says how many of its places are chosen. The places chosen are priced at once: each for its
  month's price, with the season's ratio, VAT and the total in roubles and kopecks.

  Our choices where the spec is open: the scheme is drawn from the public metro reference, read once; a station
  without coordinates is left off the scheme but can still be chosen by name; a place the price list puts at no
  station shows only while nothing narrows the list.

  Background:
    Given the metro scheme's lines are:
      | id | name           | colour  |
      | 1  | Сокольническая | #ef161e |
      | 5  | Кольцевая      | #8d5b2d |
    And the metro scheme's stations are:
      | id | name        | line | latitude | longitude |
      | S1 | Лубянка     | 1    | 55.7596  | 37.6255   |
      | S2 | Сокольники  | 1    | 55.7889  | 37.6799   |
      | S3 | Белорусская | 5    | 55.7772  | 37.5822   |
      | S4 | Новая       | 5    |          |           |
      | S5 | Курская     | 5    | 55.7586  | 37.6591   |
    And the metro scheme's light boxes are:
      | id     | name                       | station |
      | LB-101 | Лубянка, вестибюль 1       | S1      |
      | LB-102 | Лубянка, переход           | S1      |
      | LB-201 | Белорусская, выход в город | S3      |
      | LB-301 | Сокольники, выход          | S2      |
      | LB-401 | Новая, касса               | S4      |
      | LB-900 | Склад                      |         |

  @R-SCREEN-59
  Scenario: The metro scheme reads the public lines and stations once, however often the calculator opens
    When the metro scheme opens
    And the metro scheme opens
    Then the metro scheme read "/api/v1/public/metro-lines" once and "/api/v1/public/metro-stations" once
    And the metro scheme offers the lines "Сокольническая, Кольцевая"

  @R-SCREEN-59
  Scenario: A metro reference that cannot be read draws no scheme, is logged, and is read again next time
    Given the metro scheme's stations cannot be read
    When the metro scheme opens
    Then the metro scheme has nothing to draw and has logged a warning
    When the metro scheme's stations can be read again
    And the metro scheme opens
    Then the metro scheme offers the lines "Сокольническая, Кольцевая"

  @R-SCREEN-59
  Scenario: The scheme places the stations where they are, in their line's colour, and leaves off one without coordinates
    Новая has a light box but no coordinates: it is left off the scheme.
    When the metro scheme opens
    Then the metro scheme draws:
      | station     | colour  |
      | Лубянка     | #ef161e |
      | Сокольники  | #ef161e |
      | Белорусская | #8d5b2d |
    And on the metro scheme "Сокольники" is north-east of "Лубянка"
    And on the metro scheme "Белорусская" is north-west of "Лубянка"
    And the metro scheme of the line "Кольцевая" draws "Белорусская"

  @R-SCREEN-59
  Scenario: The scheme draws only the stations with light boxes for sale, and leaves off one with none
    Курская has coordinates but no light box: it is neither drawn nor offered.
    When the metro scheme opens
    Then the metro scheme draws the stations "Лубянка, Сокольники, Белорусская"
    And the metro scheme leaves "Курская" off the drawing, though it has coordinates
    When the metro scheme narrows to the line "Кольцевая"
    Then the metro scheme draws the stations "Белорусская"
    And the metro scheme leaves "Курская" off the drawing, though it has coordinates
    And the metro scheme offers the stations "Белорусская, Новая"

  @R-SCREEN-59
  Scenario Outline: The stations offered are those with places for sale, by name (<line>)
    When the metro scheme opens
    And the metro scheme narrows to the line "<line>"
    Then the metro scheme offers the stations "<stations>"

    Examples:
      | line           | stations                                |
      | all lines      | Белорусская, Лубянка, Новая, Сокольники |
      | Сокольническая | Лубянка, Сокольники                     |
      | Кольцевая      | Белорусская, Новая                      |

  @R-SCREEN-59
  Scenario Outline: A line and a station narrow the light boxes listed (<line>, <station>)
    When the metro scheme opens
    And the metro scheme narrows to the line "<line>"
    And the metro scheme narrows to the station "<station>"
    Then the metro scheme lists the light boxes "<listed>"

    Examples:
      | line           | station      | listed                                         |
      | all lines      | all stations | LB-101, LB-102, LB-201, LB-301, LB-401, LB-900 |
      | Сокольническая | all stations | LB-101, LB-102, LB-301                         |
      | Кольцевая      | all stations | LB-201, LB-401                                 |
      | Сокольническая | Лубянка      | LB-101, LB-102                                 |
      | all lines      | Новая        | LB-401                                         |

  @R-SCREEN-59
  Scenario: A search by name narrows within the station chosen
    When the metro scheme opens
    And the metro scheme narrows to the station "Лубянка"
    And the metro scheme's list is searched for "ПЕРЕХОД"
    Then the metro scheme lists the light boxes "LB-102"

  @R-SCREEN-59
  Scenario: Each light box listed shows its month's price
    When the metro scheme opens
    And the metro scheme narrows to the station "Белорусская"
    Then the metro scheme lists the light boxes with their prices:
      | Белорусская, выход в город | 40 000,00 ₽ в месяц |

  @R-SCREEN-59 @R-CONST-02
  Scenario: The light boxes chosen are priced at once, in roubles and kopecks
    December: 40 000 ₽ a light box for the month, × 1,1093 for the season = 44 372 ₽; two of them 88 744 ₽;
    VAT 22 % is 19 523,68 ₽.
    Given today is 22.11.2026 for the metro scheme
    When the metro scheme opens
    And the metro scheme chooses the light boxes "LB-101, LB-201"
    Then the metro scheme's choice is "LB-101, LB-201"
    And the metro scheme's price panel reads for 01.12.2026 – 31.12.2026:
      | Белорусская, выход в город | 44 372,00 ₽  |
      | Лубянка, вестибюль 1       | 44 372,00 ₽  |
      | Базовая стоимость          | 80 000,00 ₽  |
      | Сезонный коэффициент       | 8 744,00 ₽   |
      | Стоимость без НДС          | 88 744,00 ₽  |
      | НДС 22 %                   | 19 523,68 ₽  |
      | Итоговая стоимость         | 108 267,68 ₽ |

  @R-SCREEN-59
  Scenario: A light box chosen again is given back, and the price follows
    Given today is 22.11.2026 for the metro scheme
    When the metro scheme opens
    And the metro scheme chooses the light boxes "LB-101, LB-201, LB-101"
    Then the metro scheme's choice is "LB-201"
    And the metro scheme's total is "54 133,84 ₽"

  @R-SCREEN-59
  Scenario: The list says how many of its light boxes are chosen, whatever narrows it
    Given the metro scheme's light boxes are:
      | id     | name                       | station |
      | LB-101 | Лубянка, вестибюль 1       | S1      |
      | LB-102 | Лубянка, переход           | S1      |
      | LB-201 | Белорусская, выход в город | S3      |
      | LB-301 | Сокольники, выход          | S2      |
      | LB-401 | Новая, касса               | S4      |
    When the metro scheme opens
    Then the metro scheme's list says "Выбрано: 0 из 5"
    When the metro scheme chooses the light boxes "LB-101"
    Then the metro scheme's list says "Выбрано: 1 из 5"
    When the metro scheme chooses the light boxes "LB-201"
    Then the metro scheme's list says "Выбрано: 2 из 5"
    When the metro scheme narrows to the station "Лубянка"
    Then the metro scheme lists the light boxes "LB-101, LB-102"
    And the metro scheme's list says "Выбрано: 2 из 5"

  @R-SCREEN-59
  Scenario Outline: The scheme serves the calculators whose places stand at metro stations (<place>)
    Then the metro scheme <serves> the calculator of "<place>"

    Examples:
      | place        | serves         |
      | lightBoxes   | serves         |
      | cristalLight | serves         |
      | turnsTiles   | does not serve |
      | cityFormat   | does not serve |

  @R-SCREEN-59
  Scenario: The scheme draws each line station to station, from terminus to terminus
    The reference gives no line order and no line shapes: a line is drawn as the shortest chain joining its
    stations (a ring line closed), and the keyboard walks its stations with light boxes in that order.
    When the metro scheme opens
    Then the metro scheme draws the line "Сокольническая" through "Лубянка, Сокольники" in 1 segment
    And the metro scheme draws the line "Кольцевая" through "Белорусская, Курская" in 1 segment
    And the metro scheme's keyboard walks the line "Сокольническая" through "Лубянка, Сокольники"

  @R-SCREEN-59
  Scenario: A station chosen on the scheme selects its light boxes; chosen again, it unselects them
    When the metro scheme opens
    And the metro scheme chooses the light boxes "LB-201"
    And the station "Лубянка" is chosen on the metro scheme
    Then the metro scheme's choice is "LB-201, LB-101, LB-102"
    And the metro scheme's list says "Выбрано: 3 из 6"
    When the station "Лубянка" is chosen on the metro scheme
    Then the metro scheme's choice is "LB-201"
    And the metro scheme's total is "54 133,84 ₽"
