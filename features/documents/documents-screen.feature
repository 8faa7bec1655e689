# language: en
Feature: The documents screen finds a place's documents
  The documents screen lists the price lists, technical requirements, rules and discount tables of every place,
  grouped under the place's name (a group can be folded), the newest first. A search finds the documents whose
  name holds every word typed, in any case and with ё read as е; a type can be chosen, and documents no longer in
  force can be left out.

  Background:
    Given the documents:
      | name                       | place          | type                  | in force | published  |
      | Тарифы на 2026 год         | metroMonitors  | tariffs               | yes      | 2026-01-01 |
      | Тарифы 2025 (архив)        | metroMonitors  | tariffs               | no       | 2025-01-01 |
      | Технические требования     | lightBoxes     | technicalRequirements | yes      | 2026-02-01 |
      | Тарифы: ёлочные украшения  | transitShelter | tariffs               | yes      | 2026-03-01 |

  @R-SCREEN-60
  Scenario: Every document under its place, the places by name, the newest first
    When the documents screen is shown with no search and no filter
    Then the documents screen shows:
      | Лайтбоксы        | Технические требования    |
      | Мониторы в метро | Тарифы на 2026 год        |
      | Мониторы в метро | Тарифы 2025 (архив)       |
      | Остановки        | Тарифы: ёлочные украшения |

  @R-SCREEN-60
  Scenario Outline: A search for "<search>" finds <found>
    When the documents screen is searched for "<search>"
    Then the documents found are "<found>"

    Examples:
      | search      | found                     |
      | ТАРИФЫ 2026 | Тарифы на 2026 год        |
      | елочные     | Тарифы: ёлочные украшения |
      | тарифы      | Тарифы на 2026 год, Тарифы 2025 (архив), Тарифы: ёлочные украшения |
      | нет такого  |                           |

  @R-SCREEN-60
  Scenario: A type chosen, and the documents no longer in force left out
    When the documents screen shows only "technicalRequirements"
    Then the documents found are "Технические требования"
    When the documents screen shows only the documents in force
    Then the documents found are "Технические требования, Тарифы на 2026 год, Тарифы: ёлочные украшения"
