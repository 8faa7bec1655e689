Feature: Planner requests and results

  Background:
    Given a planner

  @R-CITY-06 @R-CITY-07 @R-PLANNER-04
  Scenario: Only the latest request's result is accepted
    When the advertiser asks the planner for 01.03.2027 to 31.03.2027
    And the advertiser asks the planner again for 01.03.2027 to 31.03.2027
    Then the planner is loading request 2 with the started flag
    When the result of request 1 arrives as "success" for 01.03.2027 to 31.03.2027
    Then the result is dropped and the planner is still loading
    When the result of request 2 arrives as "success" for 01.03.2027 to 31.03.2027
    Then the planner is completed without a message

  @R-PLANNER-01
  Scenario Outline: Result messages
    The spec gives them in English: 'The campaign cannot be placed with the given parameters', 'This calculation
    method is not implemented yet' and 'Unknown error in calculations, try changing the campaign parameters'; the
    advertiser reads them in Russian.
    When the advertiser asks the planner for 01.03.2027 to 31.03.2027
    And the result of request 1 arrives as "<result>" for 01.03.2027 to 31.03.2027
    Then the planner message is "<message>"

    Examples:
      | result         | message                                                               |
      | success        |                                                                       |
      | dontfit        | Кампанию нельзя разместить с такими параметрами                       |
      | notimplemented | Этот способ расчёта пока не поддерживается                            |
      | overflow       | Неизвестная ошибка в расчётах: попробуйте изменить параметры кампании |

  @R-PLANNER-02
  Scenario: A changed period takes precedence over the result message
    The spec says 'Period changed automatically'.
    When the advertiser asks the planner for 01.03.2027 to 31.03.2027
    And the result of request 1 arrives as "dontfit" for 01.03.2027 to 05.04.2027
    Then the planner message is "Период изменён автоматически"

  @R-PLANNER-03
  Scenario: A planner error is stored and shown, and the request ends
    When the advertiser asks the planner for 01.03.2027 to 31.03.2027
    And the planner fails with "Сервис планирования недоступен"
    Then the planner shows the error "Сервис планирования недоступен" and is no longer loading

  @R-PLANNER-05
  Scenario: A result marked ignore is dropped
    Choice (R-PLANNER-05): ignore means the result changes nothing, like a stale one.
    When the advertiser asks the planner for 01.03.2027 to 31.03.2027
    And an ignored result of request 1 arrives
    Then the result is dropped and the planner is still loading

  @R-CITY-08
  Scenario: Reset returns the default state, and an old result cannot land after it
    When the advertiser asks the planner for 01.03.2027 to 31.03.2027
    And the planner is reset
    Then the planner is in its default state
    When the advertiser asks the planner for 01.04.2027 to 30.04.2027
    And the result of request 1 arrives as "success" for 01.03.2027 to 31.03.2027
    Then the result is dropped and the planner is still loading

  @R-PLANNER-06
  Scenario: The preview reads the validation rules and the first period's targeting coefficients
    Then a preview with max impressions 5000000, min end date 10.03.2027 and coefficients "hours: 1.1, lines: 1.2" reads them back

  @R-PLANNER-07
  Scenario Outline: Inventory advice: an error is logged and passed on, otherwise the first entry
    When inventory advice arrives with error "<error>"
    Then the callback gets "<callback>" and the log has <logged> error entries

    Examples:
      | error          | callback       | logged |
      | no inventory   | no inventory   | 1      |
      |                | fit 12 of 14   | 0      |
