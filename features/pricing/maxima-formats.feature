Feature: Maxima and the formats and clip durations of the places

  @R-MAXIMA-01
  Scenario Outline: Maxima hits a day run from 175 to 4200 in steps of 175
    One June day on the north group: hits × 5 s × 1,50 ₽ × 0,9719 (175 hits: 1 312,50 ₽ × 0,9719 = 1 275,62 ₽).
    When I price the maxima group "maxima-north" with 5 s clips and hits:
      | date       | hits   |
      | 01.06.2027 | <hits> |
    Then the maxima answer is "<answer>"

    Examples:
      | hits | answer                                                   |
      | 175  | 1 275,62 ₽                                               |
      | 700  | 5 102,48 ₽                                               |
      | 4200 | 30 614,85 ₽                                              |
      | 100  | expected a whole number from 175 to 4200 in steps of 175 |
      | 4375 | expected a whole number from 175 to 4200 in steps of 175 |
      | 200  | expected a whole number from 175 to 4200 in steps of 175 |

  @R-MAXIMA-01 @R-MAXIMA-02
  Scenario: The maxima calculator opens on 700 hits a day over 5 days, from the first day that can be booked
    Given today is 22.11.2026
    Then the maxima calculator opens on 700 hits a day from 01.12.2026 to 05.12.2026

  @R-MAXIMA-01
  Scenario: A day booked without a number of hits is priced at the default 700
    700 hits × 5 s × 1,50 ₽ × 0,9719 = 5 102,48 ₽, the same as a day booked with 700 hits.
    When I price the maxima group "maxima-north" with 5 s clips and hits:
      | date       | hits |
      | 01.06.2027 |      |
    Then the maxima answer is "5 102,48 ₽"

  @R-MAXIMA-01 @R-FMT-02
  Scenario: Without a clip length the maxima group is priced for the calculators' default 5 s clip
    When I price the maxima group "maxima-north" with no clip length and hits:
      | date       | hits |
      | 01.06.2027 | 700  |
    Then the maxima answer is "5 102,48 ₽"

  @R-FMT-01
  Scenario Outline: Video formats of the places
    Then the video format of <place> is <width>x<height> (<ratio>)

    Examples:
      | place                | width | height | ratio |
      | metroMonitors        | 1920  | 1080   | 16:9  |
      | busMonitors          | 1280  | 720    | 16:9  |
      | monitorsStandalone   | 1280  | 512    | 5:2   |
      | monitorsTram         | 1920  | 540    | 32:9  |
      | cityFormat           | 512   | 704    | 8:11  |
      | cityFormatGroup      | 1280  | 720    | 16:9  |
      | groundTransportation | 1920  | 1080   | 16:9  |

  @R-FMT-02 @R-FMT-03 @R-FMT-04
  Scenario: Clip durations
    Then the calculator clip durations are "5, 10, 15, 20, 25, 30, 35, 40, 45" with default 5
    And the maxima video timings are "5, 10, 15, 20, 25, 30"
    And the ground video durations are "5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60" with default 5

  @R-FMT-02
  Scenario: A clip of 50 s is refused by the city-format calculator
    When I price "cityFormat" with:
      | startDate    | 01.09.2027 |
      | endDate      | 30.09.2027 |
      | itemIds      | CF-001     |
      | clipDuration | 50         |
    Then the price is refused on "clipDuration" with "expected a whole number from 5 to 45 in steps of 5"
