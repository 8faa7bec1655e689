Feature: The transit-shelter stops calculator
  An advertiser picks stop sides (a or b) by district and month; the basket groups them by district.

  Background:
    Given the stops calculator for 01.2027 with the stops:
      | stop | side | district | available |
      | 101  | a    | ЦАО      | yes       |
      | 101  | b    | ЦАО      | yes       |
      | 102  | a    | ЮАО      | yes       |
      | 103  | a    | ЮАО      | no        |

  @R-STOP-01
  Scenario: Selecting a stop toggles it
    When the advertiser selects stop 101 side a
    Then 1 stop side is selected
    When the advertiser selects stop 101 side a
    Then 0 stop sides are selected

  @R-STOP-02
  Scenario: Select-all toggles all available stops
    When the advertiser selects all stops
    Then 3 stop sides are selected
    When the advertiser selects all stops
    Then 0 stop sides are selected

  @R-STOP-03
  Scenario Outline: Changing the side, the district or the page resets pagination
    Choice: a page change goes to the asked page; side and district changes go back to page 1.
    Given the stops list was moved to page 3
    When the advertiser changes the <what> to "<value>"
    Then the stops list is on page <page>

    Examples:
      | what     | value | page |
      | side     | b     | 1    |
      | district | ЮАО   | 1    |
      | page     | 2     | 2    |

  @R-STOP-04
  Scenario: Changing the month is refused while stops are selected
    When the advertiser selects stop 101 side a
    And the advertiser changes the month to 02.2027
    Then the month change is refused and the month stays 01.2027
    When the advertiser selects stop 101 side a
    And the advertiser changes the month to 02.2027
    Then the month is 02.2027

  @R-STOP-05 @R-STOP-06 @R-STOP-07
  Scenario: A booking error marks the stops of its first period and leaves them out of the price
    Choice (R-STOP-06, decision 3): the first message and the inventory numbers stay visible until the selection changes.
    When the advertiser selects all stops
    And the booking fails with "Места заняты" for stops 101 in the first period and 102 in the second
    Then stop 101 is marked with a booking error and stop 102 is not
    And the booking message reads "Места заняты"
    And the selection is priced at the base of 1 side
    When the advertiser selects stop 103 side a
    Then the booking message is cleared

  @R-STOP-08
  Scenario: Reset keeps the discount and clears everything else
    Given the advertiser's discount in the stops calculator is 12 %
    When the advertiser selects stop 101 side a
    And the advertiser changes the side to "b"
    And the stops calculator is reset
    Then 0 stop sides are selected
    And the stops calculator keeps the discount of 12 % and the side "all"

  @R-STOP-09 @R-SCREEN-63
  Scenario: Importing from a spreadsheet merges the available matched stops and closes the import
    Given the import window is open
    When the spreadsheet import adds stops 101 b and 103 a, replaces stop 102 a and misses stop 999
    Then the selected stop sides are "101:b, 102:a"
    And the import window is closed

  @R-STOP-10
  Scenario: Loading a saved campaign sets its stops with their saved prices and its start month
    When a saved campaign starting 15.03.2027 with stop 102 side a at "28 000 ₽" is loaded
    Then the selected stop sides are "102:a"
    And the month is 03.2027
    And stop 102 side a keeps the saved price "28 000,00 ₽"

  @R-STOP-11 @R-STOP-12
  Scenario Outline: The list filters by side, region, map polygon and a text search on inventory number or platform name
    Then filtering by side "<side>", regions "<regions>", <polygon> and search "<search>" lists "<stops>"

    Examples:
      | side | regions | polygon             | search     | stops           |
      | all  |         | no polygon          |            | 101a,101b,102a,103a |
      | b    |         | no polygon          |            | 101b            |
      | all  | ЮАО     | no polygon          |            | 102a,103a       |
      | all  |         | the centre polygon  |            | 101a,101b       |
      | all  |         | no polygon          | 103        | 103a            |
      | all  |         | no polygon          | пушкин     | 101a,101b       |

  @R-STOP-13 @R-SCREEN-61
  Scenario: The summary shows the total or the sides
    Then the summary modes are "total, sides"
    When the advertiser shows the summary by sides
    Then the summary mode is "sides"

  @R-STOP-14 @R-STOP-15
  Scenario: The basket groups stops per district, ten to a page, with regions that open and close
    Given 23 sides of ЮАО and 2 of ЦАО are selected
    Then the basket shows:
      | district | stopsCount | pages | shown on page 1 |
      | ЦАО      | 2          | 1     | 2               |
      | ЮАО      | 23         | 3     | 10              |
    And page 3 of ЮАО shows 3 stops
    And with only ЦАО open, ЮАО shows no stops
    And a list of 45 stops has 3 pages of 20

  @R-STOP-16 @R-STOP-17 @R-STOP-18
  Scenario: Loading stops — all districts in 13 requests, one in 2, spaces in pages of 1000
    Choice (R-STOP-16): all districts = the availability counts plus one request for each of the 12 okrugs.
    Then loading all districts makes 13 requests and a single district 2
    And 8414 shelter spaces are fetched in 9 requests of 1000
    And a district's availability reads code, name, available count and parent

  @R-STOP-20
  Scenario: Downloading the address program yields a link and a type
    Then an address program reads the file "address-program.xlsx" of type "xlsx"
