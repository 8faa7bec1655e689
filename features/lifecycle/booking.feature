Feature: Holding inventory for a campaign
  An inventory unit (a shelter side, a sticker space, a light box, a crystal light, a turnstile tile) is held
  by one campaign per day; the database refuses a second holder. Screen time (metro, bus and tram monitors,
  city formats) is shared airtime and holds nothing.
  Choices (R-ERR-08 and R-STATE-09 leave the terms open): an unconfirmed hold lasts 5 days (the invoice's
  'оплатить до' term) and never past the day before the campaign starts; a campaign starting today or earlier
  cannot be reserved at all. A hold lapses the day after its expiration date: the reservation becomes
  canceled and the units are free.

  @R-STATE-09 @R-STOP-07
  Scenario Outline: a <place> campaign holds <units>
    Given the booking desk receives a "<place>" campaign choosing <choice>
    Then the booking desk holds the inventory numbers "<units>"

    Examples:
      | place          | choice                                                  | units            |
      | transitShelter | stops 7 side a, 7 side b and 11 side a                  | 7, 7, 11         |
      | transitShelter | stops 7 side a and 27 side a with a booking error on 27 | 7                |
      | lightBoxes     | items LB-001 and LB-002                                 | LB-001, LB-002   |
      | metroStickers  | sticker spaces СТ-1 and СТ-2                            | СТ-1, СТ-2       |
      | metroMonitors  | no units                                                |                  |

  @R-ERR-08 @R-STATE-09
  Scenario Outline: a hold asked on <today> for a campaign starting <start> expires on <expires>
    Given today is <today> in Moscow for the booking desk
    When the booking desk holds units for a campaign starting <start>
    Then the hold expires on <expires>

    Examples:
      | today      | start      | expires    |
      | 22.11.2026 | 01.01.2027 | 27.11.2026 |
      | 22.11.2026 | 25.11.2026 | 24.11.2026 |
      | 22.11.2026 | 23.11.2026 | 22.11.2026 |

  @R-ERR-08
  Scenario Outline: a campaign starting <start> cannot be reserved on <today>
    Given today is <today> in Moscow for the booking desk
    When the booking desk holds units for a campaign starting <start>
    Then the booking desk refuses on the field "expirationDate" with "expired"

    Examples:
      | today      | start      |
      | 22.11.2026 | 22.11.2026 |
      | 22.11.2026 | 01.11.2026 |

  @R-ERR-08 @R-STATE-09
  Scenario: a hold lapses the day after its expiration date
    Given a hold expiring on 27.11.2026
    Then on 27.11.2026 the hold still stands
    And on 28.11.2026 the hold has lapsed

  @R-STOP-05
  Scenario: the booking error names every conflicting inventory number, grouped by period, earliest first
    Given the database refused stop 11 in 01.02.2027–28.02.2027
    And the database refused stop 7 in 01.01.2027–31.01.2027
    And the database refused stop 9 in 01.01.2027–31.01.2027
    Then the booking error says "Некоторые места уже забронированы другой кампанией"
    And the booking error names the inventory numbers "11, 7, 9"
    And its first period runs 01.01.2027–31.01.2027 with the inventory numbers "7, 9"

  @R-PRICE-07 @R-STATE-09
  Scenario Outline: a <place> campaign paying for <count> stickers choosing the spaces "<spaces>": <accepted>
    Choice: sticker campaigns hold one distinct space per sticker paid for (one by default); other places
    choose no spaces, their units come from the calculator's own choice.
    Given the booking desk receives a "<place>" campaign paying for <count> stickers
    When it chooses the spaces "<spaces>"
    Then the booking desk accepts the spaces: <accepted>

    Examples:
      | place         | count   | spaces           | accepted |
      | metroStickers | 2       | СТ-1, СТ-2       | yes      |
      | metroStickers | default | СТ-1             | yes      |
      | metroStickers | 2       | СТ-1, СТ-1       | no       |
      | metroStickers | 3       | СТ-1, СТ-2       | no       |
      | metroMonitors | default | СТ-1             | no       |
      | lightBoxes    | default |                  | yes      |
