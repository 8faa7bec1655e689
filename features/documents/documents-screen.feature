# language: en
Feature: The documents screen finds a place's documents
  The documents screen lists the price lists, technical requirements, rules and discount tables of every place,
  grouped under the place's name (a group can be folded), the newest first. It opens on the documents in force;
  the archive is a tick away. A search finds the documents whose name holds every word typed, in any case and
  with ё read as е; a type can be chosen.

  Background:
    Given the documents:
      | name                       | place          | type                  | in force | published  |
      | Тарифы на 2026 год         | metroMonitors  | tariffs               | yes      | 2026-01-01 |
      | Тарифы 2025 (архив)        | metroMonitors  | tariffs               | no       | 2025-01-01 |
      | Технические требования     | lightBoxes     | technicalRequirements | yes      | 2026-02-01 |
      | Тарифы: ёлочные украшения  | transitShelter | tariffs               | yes      | 2026-03-01 |

  @R-SCREEN-13 @R-SCREEN-60
  Scenario: It opens on the documents in force, each under its place, the places by name
    When the documents screen opens
    Then the documents screen shows:
      | Лайтбоксы                      | Технические требования    |
      | Мониторы в метро               | Тарифы на 2026 год        |
      | Остановки наземного транспорта | Тарифы: ёлочные украшения |

  @R-SCREEN-13 @R-SCREEN-60
  Scenario: With the archive, every document, the newest first under its place
    When the documents screen shows the archive too
    Then the documents screen shows:
      | Лайтбоксы                      | Технические требования    |
      | Мониторы в метро               | Тарифы на 2026 год        |
      | Мониторы в метро               | Тарифы 2025 (архив)       |
      | Остановки наземного транспорта | Тарифы: ёлочные украшения |

  @R-SCREEN-13 @R-SCREEN-60
  Scenario Outline: A search for "<search>" finds <found>, the archive included
    When the documents screen with the archive is searched for "<search>"
    Then the documents found are "<found>"

    Examples:
      | search      | found                     |
      | ТАРИФЫ 2026 | Тарифы на 2026 год        |
      | елочные     | Тарифы: ёлочные украшения |
      | тарифы      | Тарифы на 2026 год, Тарифы 2025 (архив), Тарифы: ёлочные украшения |
      | нет такого  |                           |

  @R-SCREEN-13 @R-SCREEN-60
  Scenario: A type chosen
    When the documents screen shows only "technicalRequirements"
    Then the documents found are "Технические требования"
