Feature: The prices and reference figures the marketplace answers
  The server's calculate call runs the very calculators of the browser and the command line over the reference
  data in force, so a price is the same to the kopeck wherever it is computed. These scenarios run the server's
  use case over the bundled reference set.

  @R-API-09
  Scenario Outline: The calculate call prices a campaign of any place exactly as the calculator does
    Given it is 22.11.2026 in Moscow
    When a visitor asks the marketplace to price the example campaign of "<place>"
    Then the marketplace's price equals the calculator's price to the kopeck

    Examples:
      | place                |
      | metroMonitors        |
      | metroStickers        |
      | lightBoxes           |
      | transitShelter       |
      | navigationSign       |
      | groundTransportation |
      | cityFormatGroup      |

  @R-API-09 @R-DISC-08
  Scenario: A signed-in agency is priced with its personal discount, a visitor without
    Given it is 22.11.2026 in Moscow
    And the agency "Светофор" has a personal discount of 10 % on every place until 31.12.2027
    When a visitor asks the marketplace to price the example campaign of "lightBoxes"
    And the agency "Светофор" asks the marketplace to price the example campaign of "lightBoxes"
    Then the agency's price has an advertiser discount of 10 %
    And the agency pays less than the visitor

  @R-API-34 @R-API-35
  Scenario: The seasonal figures of a period
    The choice for a period of several days: each day counts with its month's ratio.
    When the marketplace is asked for the seasonal coefficients
    Then it answers twelve monthly ratios, January 0,8815 and December 1,1093
    When the marketplace is asked for the seasonal discount of 31.01.2027 – 01.02.2027
    Then the marketplace answers 0,9088

  @R-API-37 @R-PLANNER-06
  Scenario: The metro-monitors preview shows the priced campaign and the bounds of the form
    Given it is 22.11.2026 in Moscow
    When a visitor previews 200 000 presentations of a 10-second clip from 30.03.2027 to 02.04.2027
    Then the preview's price equals the calculator's price
    And the preview says the period holds at least 200 000 presentations
    And the preview names the first end date that holds them
