Feature: A prolongation continues the campaign
  Choice (cabinet §7 names the call, not its terms): unless another choice is given, the prolongation keeps
  the campaign's choice and moves it to begin the day after the campaign ends, for as long again; a choice by
  months moves by the months it spans.

  @R-STATE-06
  Scenario Outline: prolonging a campaign of <from> to <to>
    Given a campaign chosen for "<from>"
    When the booking desk prolongs it
    Then the prolongation is chosen for "<to>"

    Examples:
      | from                      | to                        |
      | 10.01.2027–20.01.2027     | 21.01.2027–31.01.2027     |
      | 16.02.2027–31.03.2027     | 01.04.2027–14.05.2027     |
      | months 2027-01, 2027-02   | months 2027-03, 2027-04   |
      | months 2027-11, 2027-12   | months 2028-01, 2028-02   |
