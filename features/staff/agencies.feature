Feature: An administrator sets an agency's personal discount on the desk
  The spec gives an agency a personal discount (its size, the places it covers, the day it ends) that may ignore
  the global discount factors, and a list of agencies searchable by name; it names no one who sets the discount.
  Our choices, written down here: the desk's «Агентства» lists every agency with its discount, an administrator
  sets, changes or removes it there, and the agency's next calculation prices with it. A discount is from 0,01 to
  90 % with at most two decimals, names the places the product prices (none ticked is not a choice: "every place"
  is), and ends today or later, its last day included.

  @R-ROLE-10 @R-DISC-08
  Scenario: The desk finds agencies by a part of their name and says what each pays
    Given the desk's agencies are:
      | name                 | discount | places                         | until      | ignores global factors |
      | Агентство «Светофор» | 10       |                                | 2027-12-31 | no                     |
      | Ёлка Медиа           | 12.5     | metroMonitors, turnsTiles      | 2026-11-30 | yes                    |
      | Альфа Реклама        |          |                                |            |                        |
    And today is 01.12.2026 in Moscow
    When staff search the agencies for "елка"
    Then the desk lists "Найдено 1 из 3"
    And the agency "Ёлка Медиа" reads "12,5 %", "Мониторы в метро, Плитки на турникетах", "по 30.11.2026, без общих коэффициентов" and "Истекла"
    When staff search the agencies for ""
    Then the desk lists "Агентств: 3"
    And the agency "Агентство «Светофор»" reads "10 %", "Все места", "по 31.12.2027" and "Действует"
    And the agency "Альфа Реклама" reads "Нет", "", "" and "Нет скидки"

  @R-DISC-08
  Scenario Outline: The discount dialog refuses what the server would, at its field (<what>)
    Given today is 01.12.2026 in Moscow
    When an administrator fills the discount dialog with percent "<percent>", places "<places>" and last day "<until>"
    Then the dialog says "<message>" at "<field>"

    Examples:
      | what                  | percent | places        | until      | field   | message                                              |
      | no percent            |         | every place   |            | percent | Укажите размер скидки                                |
      | zero                  | 0       | every place   |            | percent | Скидка — от 0,01 до 90 %                             |
      | above the cap         | 90.5    | every place   |            | percent | Скидка — от 0,01 до 90 %                             |
      | three decimals        | 12.345  | every place   |            | percent | Скидка — не больше двух знаков после запятой         |
      | no place ticked       | 10      | none          |            | places  | Отметьте хотя бы одно место или выберите «Все места» |
      | ended yesterday       | 10      | every place   | 2026-11-30 | until   | Дата окончания не может быть раньше сегодняшней      |

  @R-DISC-08 @R-DISC-09
  Scenario: Only an administrator changes what an agency pays
    Given the desk's agencies are:
      | name                 | discount | places | until      | ignores global factors |
      | Агентство «Светофор» | 10       |        | 2027-12-31 | no                     |
    And today is 01.12.2026 in Moscow
    When a moderator sets the discount of "Агентство «Светофор»" to 15 %
    Then the desk refuses with "Недостаточно прав для этого действия"
    When an administrator sets the discount of "Агентство «Светофор»" to 15 % on "metroMonitors", ignoring the global factors
    Then the agency "Агентство «Светофор»" reads "15 %", "Мониторы в метро", "бессрочно, без общих коэффициентов" and "Действует"
    When an administrator removes the discount of "Агентство «Светофор»"
    Then the agency "Агентство «Светофор»" reads "Нет", "", "" and "Нет скидки"
