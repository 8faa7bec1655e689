Feature: Prices, totals and what a priced campaign carries

  @R-PRICE-01
  Scenario: The live price follows the selection, one stop side at a time
    Given the stops price for 01.2027 is live
    When the advertiser adds side a of stop 7 in ЮАО
    Then the live price without taxes is "24 682,00 ₽"
    When the advertiser adds side b of stop 7 in ЮАО
    Then the live price without taxes is "49 364,00 ₽"
    When the advertiser adds side a of stop 7 in ЮАО
    Then the live price without taxes is "24 682,00 ₽"

  @R-PRICE-03
  Scenario Outline: The best price uses price2 when it exists and the hits exceed 1 000 000
    The centre maxima group costs 2 ₽ a second of a hit, 1,80 ₽ past a million hits; the north one 1,50 / 1,35 ₽.
    Then a placement at <price> ₽ with price2 <price2> for <hits> hits is priced at <best> ₽

    Examples:
      | price   | price2 | hits      | best    |
      | 2       | 1.8    | 1000000   | 2       |
      | 2       | 1.8    | 1000001   | 1.8     |
      | 0.04896 | none   | 5000000   | 0.04896 |

  @R-PRICE-05
  Scenario Outline: GRP is OTS as a percentage of the 10 287 500 audience base
    Choice (R-PRICE-05): GRP = OTS / 10 287 500 × 100, to 2 decimals.
    Then <ots> OTS make <grp> GRP

    Examples:
      | ots        | grp   |
      | 10287500   | 100   |
      | 2513400    | 24.43 |
      | 102875     | 1     |

  @R-PRICE-12 @R-PRICE-13
  Scenario: Print costs are shown with VAT, and doing the print oneself costs nothing
    Then print costs are labelled "с НДС"
    And the typography option "independently" costs 0 ₽

  @R-TGT-01 @R-TGT-02
  Scenario: A priced campaign's periods carry their schedule, prices and targets
    When I price "lightBoxes" with:
      | startDate | 15.01.2027 |
      | endDate   | 14.02.2027 |
      | itemIds   | LB-001     |
    Then its periods price for schedule "s1" with target "frequency" = 8 has:
      | from       | to         | base        | with seasonal | net         |
      | 2027-01-15 | 2027-01-31 | 21 935,48 ₽ | 19 336,13 ₽   | 19 336,13 ₽ |
      | 2027-02-01 | 2027-02-14 | 20 000,00 ₽ | 18 720,00 ₽   | 18 720,00 ₽ |
    And the target names are "frequency, dayFrequency, hours, lines, videoHronometrach"
