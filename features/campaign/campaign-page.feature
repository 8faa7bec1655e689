# language: en
Feature: The campaign page says what the campaign buys
  The campaign page lists the campaign's price by period and, under «Параметры размещения», what the advertiser
  chose in the calculator, in the calculator's own words: the clip, how often it shows, the stations, packages,
  routes, months and sides, named as the price list names them. What the advertiser left alone shows as the
  calculator priced it. An observer sees the same choices, without any sum.

  @R-SCREEN-05
  Scenario: A metro monitors campaign lists its way of counting, its clip, its frequency and its count
    Given a metroMonitors campaign calculated as:
      | mode              | video  |
      | startDate         | 2027-05-04 |
      | endDate           | 2027-05-20 |
      | clipDuration      | 20     |
      | frequency         | 3      |
      | presentationCount | 300000 |
    When the advertiser opens the campaign page
    Then «Параметры размещения» reads:
      | Продукт                       | Видеокампания |
      | Длительность ролика, с        | 20            |
      | Показов ролика в блоке        | 3             |
      | Число показов                 | 300 000       |
      | Коэффициент заполнения блоков | 0,5           |
      | Дни показа                    | Все дни       |

  @R-SCREEN-05
  Scenario: A budget is a sum of money: the advertiser sees it, an observer does not
    Given a metroMonitors campaign calculated as:
      | mode      | budget     |
      | startDate | 2027-05-04 |
      | endDate   | 2027-05-20 |
      | frequency | 2          |
      | budget    | 150000     |
    When the advertiser opens the campaign page
    Then «Параметры размещения» has the line «Бюджет, ₽» reading «150 000»
    When an observer opens the campaign page
    Then «Параметры размещения» has no line «Бюджет, ₽»
    But «Параметры размещения» has the line «Длительность ролика, с» reading «5»

  @R-SCREEN-05
  Scenario: A transit-shelter campaign names its months in calendar order and counts its sides
    Given a transitShelter campaign for the months 2027-03 and 2027-02 on 21 sides
    When the advertiser opens the campaign page
    Then «Параметры размещения» reads:
      | Месяцы размещения      | Февраль 2027, Март 2027 |
      | Остановочные павильоны | 21 сторона              |

  @R-SCREEN-05
  Scenario: Light boxes are named by the price list, the first five of a long list, the rest counted
    Given a lightBoxes campaign on the units LB-001, LB-002, LB-003, LB-004, LB-005, LB-006, LB-007
    When the advertiser opens the campaign page
    Then «Параметры размещения» has the line «Рекламные места» reading «Охотный Ряд (Сокольническая): лайтбокс в вестибюле, Театральная (Замоскворецкая): лайтбокс в вестибюле, Площадь Революции (Арбатско-Покровская): лайтбокс в вестибюле, Курская (Арбатско-Покровская): лайтбокс в вестибюле, Комсомольская (Сокольническая): лайтбокс в вестибюле и ещё 2»

  @R-SCREEN-05 @R-API-11
  Scenario: A bus campaign on chosen routes names them when read; one on no route runs on every route
    Given a groundTransportation campaign on the routes a1, a2
    When the campaign is read as one campaign
    Then the campaign read names the routes "a1, a2", its start 2027-03-01, its end 2027-03-31 and its price by period
    When the advertiser opens the campaign page
    Then «Параметры размещения» has the line «Маршруты (геотаргетинг; без выбора — весь город)» reading «Маршрут A-100, Маршрут A-101»
    Given a groundTransportation campaign on no route
    When the campaign is read as one campaign
    Then the campaign read names the routes ""
    When the advertiser opens the campaign page
    Then «Параметры размещения» has the line «Маршруты (геотаргетинг; без выбора — весь город)» reading «Все маршруты»

  @R-API-11
  Scenario: A campaign of another place carries no routes
    Given a metroMonitors campaign calculated as:
      | mode      | video      |
      | startDate | 2027-05-04 |
      | endDate   | 2027-05-20 |
      | frequency | 2          |
    When the campaign is read as one campaign
    Then the campaign read has no routes
