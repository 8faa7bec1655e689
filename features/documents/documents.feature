Feature: Invoices, notifications and statistics on the server
  The documents the marketplace issues for a campaign, the notifications an advertiser reads and the daily
  figures of the plays: the rules the server applies, in the words of the cabinet.

  @R-CONST-06
  Scenario Outline: An invoice issued on <issued> is to be paid by <deadline>
    Given a campaign priced at "<net>" without VAT and "<vat>" of VAT
    When an invoice is issued for it on <issued>
    Then the invoice says "оплатить до <deadline>"
    And the invoice totals "<total>"

    Examples:
      | issued     | net         | vat        | deadline   | total       |
      | 22.11.2026 | 100 000,00 ₽ | 22 000,00 ₽ | 27.11.2026 | 122 000,00 ₽ |
      | 29.12.2026 | 1 234,56 ₽   | 271,60 ₽    | 03.01.2027 | 1 506,16 ₽   |

  @R-CONST-06
  Scenario: The invoice lines add up to the campaign's price to the kopeck
    Given a campaign priced at "1 000,00 ₽" without VAT and "220,00 ₽" of VAT
    And its periods are priced "333,333", "333,333" and "333,334" roubles
    When an invoice is issued for it on 22.11.2026
    Then the invoice lines are "333,33 ₽", "333,33 ₽" and "333,34 ₽"

  @R-ASYNC-10 @R-ASYNC-11 @R-ROLE-08
  Scenario: An observer reads the advertiser's notifications but does not mark them read (our choice)
    Given an observer invited by the advertiser "anna"
    Then the observer reads the notifications of "anna"
    And the observer may not mark notifications read
    And the advertiser "anna" may mark notifications read

  @R-PRICE-05
  Scenario Outline: Daily GRP of the plays is OTS / 10 287 500 × 100
    Given the plays of a day reach <ots> contacts
    Then the GRP of that day is <grp>

    Examples:
      | ots       | grp  |
      | 1028750   | 10   |
      | 500000    | 4.86 |
      | 100       | 0    |
