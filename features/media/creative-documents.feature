Feature: A creative's documents, added and replaced by the advertiser
  An advertiser gives an image or a video the documents that prove it may be shown (a trademark certificate, a
  licence, a letter of guarantee), each under a category. Staff check each one or send it back to rework with a
  reason, which rejects the creative until a new file is given.

  @R-STATE-13 @R-STATE-14 @R-API-24
  Scenario Outline: A new file under the category of a returned document takes its place
    Choice: the spec's link call names no document it replaces, so a new document under the very category of one
    that waits for the advertiser (sent back to rework, or asked for) takes that one's place and puts the creative
    back on moderation; beside a document that waits for nobody, or under another category, it is simply added.
    Given the advertiser's creative is "Отклонено"
    And its document "Свидетельство.pdf" under "<category>" is "<document>"
    When the advertiser uploads "Свидетельство-2.pdf" under "Права на товарный знак — Свидетельство"
    Then the creative's documents are "<documents>"
    And the creative's status is "<after>"

    Examples:
      | category                                      | document     | documents                                                                     | after        |
      | Права на товарный знак — Свидетельство        | На доработке | Свидетельство-2.pdf: Загружен, ждёт проверки                                  | На модерации |
      | Права на товарный знак — Свидетельство        | Запрошен     | Свидетельство-2.pdf: Загружен, ждёт проверки                                  | На модерации |
      | Права на товарный знак — Свидетельство        | Проверен     | Свидетельство.pdf: Проверен; Свидетельство-2.pdf: Загружен, ждёт проверки     | Отклонено    |
      | Права на товарный знак — Лицензионный договор | На доработке | Свидетельство.pdf: На доработке; Свидетельство-2.pdf: Загружен, ждёт проверки | Отклонено    |

  @R-API-24 @R-SCREEN-20
  Scenario: A file the server refuses is named with the reason on the material page, and nothing is added
    Given the material page of a creative without documents
    And the server refuses "заметки.txt" with "Допустимы только PDF, JPEG и PNG"
    When the advertiser adds "заметки.txt" as "Другой документ" on the material page
    Then the material page says under the file "Допустимы только PDF, JPEG и PNG"
    And the material page lists no documents
    And nothing was linked to the creative
