Feature: Money on the staff desk: paid and agreed in either order, a bank statement paid once
  Issue #48: an accountant takes money, a moderator agrees the content, and a campaign that is both moves on to
  waiting for launch without anyone touching a terminal, whichever came first (R-STATE-08 names the payment
  states; the order is our choice). A bank statement (the 1C exchange file every Russian bank exports) pays the
  invoices it names at their sums; what it cannot match is listed for a person with why, and a statement imported
  twice pays nothing twice.

  @R-STATE-08
  Scenario Outline: Paid and agreed, <first> first: the campaign waits for launch
    Given a campaign on moderation for the money desk, its invoice issued for 1 250,00 ₽
    When the <first> decides first
    Then the campaign reads "<between>"
    When the <second> decides next
    Then the campaign reads "Ожидает запуска, Оплачена"

    Examples:
      | first      | second     | between                     |
      | accountant | moderator  | На модерации, Оплачена      |
      | moderator  | accountant | Согласована, Ожидает оплаты |

  @R-STATE-08
  Scenario: A bank statement pays the invoice it names at its sum, and the same statement again pays nothing
    Given a campaign on moderation for the money desk, its invoice issued for 1 250,00 ₽
    And the moderator has agreed it
    When the accountant imports a bank statement with a payment of 1 250,00 ₽ "Оплата по счету № 17"
    Then the statement paid the invoices "17" and left for a person ""
    And the campaign reads "Ожидает запуска, Оплачена"
    When the accountant imports the same bank statement again
    Then the statement paid the invoices "" and left for a person ""
    And the statement counted 1 payment taken before

  Scenario Outline: A payment the statement cannot match is left for a person: <why>
    Given a campaign on moderation for the money desk, its invoice issued for 1 250,00 ₽
    When the accountant imports a bank statement with a payment of <sum> "<purpose>"
    Then the statement paid the invoices "" and left for a person "<why>"
    And the campaign reads "На модерации, Ожидает оплаты"

    Examples:
      | sum        | purpose                       | why                                                    |
      | 1 000,00 ₽ | Оплата по счету № 17          | Сумма 1 000,00 ₽ не равна сумме счёта № 17: 1 250,00 ₽ |
      | 1 250,00 ₽ | Оплата по счету № 99          | Счёта № 99 нет среди выставленных                      |
      | 1 250,00 ₽ | Оплата за рекламу по договору | В назначении платежа нет номера счёта                  |
