Feature: Ground transport — buses and trams

  @R-GROUND-01 @R-GROUND-03
  Scenario Outline: Impressions outside the server's bounds are clamped to them
    The demo validation rules: 10 000 to 100 000 000 impressions, 1 to 24 runs an hour.
    Given the ground calculator for buses
    When the advertiser asks for <asked> impressions
    Then the impressions are <kept>

    Examples:
      | asked     | kept      |
      | 500       | 10000     |
      | 10000     | 10000     |
      | 250000    | 250000    |
      | 200000000 | 100000000 |

  @R-GROUND-01 @R-GROUND-02 @R-GROUND-04
  Scenario Outline: Runs per hour are clamped; buses round them to one decimal, trams keep them as entered
    Choice (R-GROUND-02): both places clamp to the bounds; only buses round to one decimal first.
    Given the ground calculator for <place>
    When the advertiser asks for <asked> runs an hour
    Then the runs an hour are <kept>

    Examples:
      | place  | asked | kept |
      | buses  | 9.46  | 9.5  |
      | buses  | 0.2   | 1    |
      | buses  | 30    | 24   |
      | trams  | 9.46  | 9.46 |
      | trams  | 25    | 24   |

  @R-GROUND-03 @R-GROUND-04 @R-GROUND-12
  Scenario: Ground defaults and ranges
    Choice (R-GROUND-12): the 175–4200 range bounds the daily hits of one transport route.
    Then ground impressions default to 10000 within 10000..100000000 step 1000
    And runs an hour default to 9 within 1..24
    And a route's daily hits range from 175 to 4200

  @R-GROUND-05
  Scenario Outline: Route search matches the inventory number exactly, ignoring case
    Then searching the bus routes for "<query>" finds "<found>"

    Examples:
      | query | found |
      | A-101 | A-101 |
      | a-101 | A-101 |
      | A-10  |       |

  @R-GROUND-06 @R-GROUND-08
  Scenario: Loaded time intervals start unselected; an interval or a day group toggles
    Given the ground calculator for buses
    When the time intervals 1, 2, 3 are loaded
    Then no time interval is selected
    When the advertiser toggles the time interval 2 and the day group "weekend"
    Then the time intervals selected are "2" and the day groups "weekend"
    When the advertiser toggles the time interval 2 and the day group "weekend"
    Then the time intervals selected are "" and the day groups ""

  @R-GROUND-07 @R-GROUND-09
  Scenario: Resetting one targeting, all of them, or everything
    Given the ground calculator for buses
    And the time intervals 1, 2, 3 are loaded
    When the advertiser toggles the time interval 2 and the day group "weekend"
    And the advertiser asks for 50000 impressions
    And the schedule view is shown
    When the advertiser resets the time targeting
    Then the time intervals selected are "" and the day groups "weekend"
    When the advertiser resets all targetings
    Then the day groups are all unselected, the impressions are 10000 and the view is "schedule"
    When the advertiser resets everything
    Then the view is "calculator"

  @R-GROUND-11
  Scenario: A ground periods failure stores its text
    Given the ground calculator for trams
    When loading the periods fails with "Расписание недоступно"
    Then the ground periods error reads "Расписание недоступно"

  @R-GROUND-10 @R-FMT-04
  Scenario: The calculation input refuses a video duration outside 5..60 step 5
    When I price "groundTransportation" with:
      | startDate     | 01.03.2027 |
      | endDate       | 31.03.2027 |
      | videoDuration | 7          |
    Then the price is refused on "videoDuration" with "expected a whole number from 5 to 60 in steps of 5"
    And the calculation is refused at "videoDuration" with "С шагом 5: ближайшие 5 и 10"

  @R-GROUND-01 @R-GROUND-03
  Scenario: A count outside the bounds is priced at the bound, and the calculation says so at its field
    What the calculator counted is said under the field, by the browser and by the server alike.
    When I price "groundTransportation" with:
      | startDate           | 01.03.2027 |
      | endDate             | 31.03.2027 |
      | numberOfImpressions | 500        |
    Then the detail "numberOfImpressions" is "10000"
    And the calculation notes at "numberOfImpressions": "Не меньше 10 000: цена посчитана для 10 000"
