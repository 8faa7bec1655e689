# language: en
Feature: The Maxima calculator
  The Maxima calculator prices groups of city-format screens by hits a day over a period, and saves the
  campaign with the calculation as the form holds it.

  # ---------------------------------------------------------------- the Maxima calculator (R-SCREEN-71)

  @R-SCREEN-71 @R-MAXIMA-01 @R-MAXIMA-03 @R-FMT-03
  Scenario: The Maxima calculator offers the clip length, the period with hits a day, and the groups of screens
    Given today is 22.11.2026 for the Maxima calculator
    When the Maxima calculator opens
    Then the Maxima calculator offers:
      | control                | from | to   | step | default |
      | Длительность ролика, с | 5    | 30   | 5    | 5       |
      | Выходов в день         | 175  | 4200 | 175  | 700     |
    And the Maxima calculator's groups of screens are "Максима: центр, Максима: север"
    And the Maxima calculator starts on 01.12.2026 with 700 hits a day, 5 s clips and no group chosen

  @R-SCREEN-71
  Scenario: Without a group the Maxima calculator asks for one instead of a price
    Given today is 22.11.2026 for the Maxima calculator
    When the Maxima calculator opens
    Then the Maxima calculator says of "advertisingSpaceGroupIds": "Выберите хотя бы один объект"

  @R-SCREEN-71 @R-MAXIMA-03 @R-CONST-02
  Scenario: The Maxima price panel, in roubles and kopecks
    Five December days at 1 400 hits of 10 s on the centre group at 2 ₽ a second of a hit: 140 000 ₽;
    December's ratio 1,1093 adds 15 302 ₽; VAT 22 % of 155 302 ₽ is 34 166,44 ₽.
    Given today is 22.11.2026 for the Maxima calculator
    When the Maxima calculator opens
    And the Maxima calculator chooses the group "Максима: центр"
    And the Maxima calculator sets 10 s clips
    And the Maxima calculator sets the period 01.12.2026 – 05.12.2026 at 1400 hits a day
    Then the Maxima price panel reads for 01.12.2026 – 05.12.2026:
      | Максима: центр       | 155 302,00 ₽ |
      | Базовая стоимость    | 140 000,00 ₽ |
      | Сезонный коэффициент | 15 302,00 ₽  |
      | Стоимость без НДС    | 155 302,00 ₽ |
      | НДС 22 %             | 34 166,44 ₽  |
      | Итоговая стоимость   | 189 468,44 ₽ |

  @R-SCREEN-71 @R-MAXIMA-01
  Scenario: Changing the hits a day keeps the period, every day at the new number
    Given today is 22.11.2026 for the Maxima calculator
    When the Maxima calculator opens
    And the Maxima calculator sets the period 01.12.2026 – 03.12.2026 at 700 hits a day
    And the Maxima calculator sets 875 hits a day
    Then the Maxima calculator's schedule is:
      | 2026-12-01 | 875 |
      | 2026-12-02 | 875 |
      | 2026-12-03 | 875 |

  @R-SCREEN-71 @R-MAXIMA-03 @R-API-10
  Scenario: Going on from the Maxima calculator saves the campaign with the calculation as the form holds it
    Given today is 22.11.2026 for the Maxima calculator
    And the Maxima calculator's server will save the campaign as "c-77"
    When the Maxima calculator opens
    And the Maxima calculator chooses the group "Максима: север"
    And the Maxima calculator sets the period 01.12.2026 – 02.12.2026 at 350 hits a day
    And the Maxima calculator saves the campaign "Зима" for the brand "Ромашка"
    Then the Maxima calculator asked "POST /api/v1/clients/commercial-campaigns/cityFormatGroup" with:
      """
      {
        "name": "Зима",
        "brandName": "Ромашка",
        "calculation": {
          "videoTiming": 5,
          "advertisingSpaceGroupIds": ["maxima-north"],
          "numberOfHitsSchedule": [
            { "date": "2026-12-01", "numberOfHits": 350 },
            { "date": "2026-12-02", "numberOfHits": 350 }
          ]
        }
      }
      """
    And the Maxima calculator's campaign is "c-77"
