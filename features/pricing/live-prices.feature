Feature: The calculator's prices come from the price list and the advertiser's own terms
  A calculator prices in the browser, as the advertiser changes it, by the same rules the server prices by. For
  that the cabinet reads, once, the price list (the tariffs, the seasons, the volume discounts and the global
  discount factors) and, for a signed-in advertiser, the advertiser's own discounts. A visitor of a public page
  has no terms of their own and is priced by the price list alone.

  @R-API-28
  Scenario: A signed-in agency's calculators read the price list and its own discounts once
    Given the signed-in advertiser is an agency with a personal discount of 10 % on metro monitors
    When the advertiser opens a calculator, and then another
    Then the cabinet has read the price list once and the advertiser's discounts once
    And the price list read holds the global discount factors
    And a metro monitors calculation is priced with a personal discount of 10 %

  @R-API-28
  Scenario: A visitor of a public page is priced by the price list alone
    When a visitor opens a public page's calculator
    Then the cabinet has read the price list once and no discounts
    And a metro monitors calculation is priced with no personal discount
