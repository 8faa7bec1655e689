Feature: What the metro can still take in a period
  Before an advertiser books metro stickers or metro monitors, the marketplace says what is still free in the
  chosen period: which sticker packages still fit, and how many monitors are free on an average day. Another
  campaign's hold takes a space or a monitor for the days it holds it; a hold elsewhere takes nothing from the
  advertiser's choice.

  @R-API-36 @R-PER-03
  Scenario: A sticker package is offered only when every half-month of the period has room for it
    A sticker campaign runs in half-months, so a space held on any day of a half-month is not free in it.
    Given the stations chosen have the sticker spaces "A, B, C"
    And another campaign holds the space "A" on 14.01.2027 and 15.01.2027
    And another campaign holds a space of another station on 20.01.2027
    When the advertiser asks which sticker packages fit from 10.01.2027 to 20.01.2027
    Then the period is counted in the half-months "01.01.2027–15.01.2027, 16.01.2027–31.01.2027"
    And the half-months have "2, 3" free spaces
    And the packages offered are those of "2" stickers, out of packages of "2, 3" stickers

  @R-API-36
  Scenario: Outside the held half-month every package fits
    Given the stations chosen have the sticker spaces "A, B, C"
    And another campaign holds the space "A" on 14.01.2027 and 15.01.2027
    When the advertiser asks which sticker packages fit from 16.01.2027 to 31.01.2027
    Then the half-months have "3" free spaces
    And the packages offered are those of "2, 3" stickers, out of packages of "2, 3" stickers

  @R-API-36 @R-SCREEN-03
  Scenario Outline: The sticker calculator says how many spaces are free, and where the stickers do not fit
    Choice: the spec names the call, not where it shows. Beside the lines, the sticker calculator lists each
    half-month of its period with the spaces still free on them, and warns at the first half-month that has
    fewer free spaces than stickers chosen; the booking's own check still guards the campaign.
    Given the stations chosen have the sticker spaces "A, B, C"
    And another campaign holds the space "A" on 14.01.2027 and 15.01.2027
    When the advertiser prices <stickers> stickers from 10.01.2027 to 20.01.2027
    Then the sticker calculator lists "01.01.2027 – 15.01.2027: свободно 2 места; 16.01.2027 – 31.01.2027: свободно 3 места"
    And the sticker calculator warns <warning>

    Examples:
      | stickers | warning                                                                                                                               |
      | 2        | of nothing                                                                                                                            |
      | 3        | "С 01.01.2027 по 15.01.2027 свободно 2 места, а стикеров выбрано 3: уменьшите число стикеров, добавьте линии или выберите другой период." |

  @R-API-19 @R-SCREEN-70
  Scenario: The metro calculator says how many monitors the video plays on, in all and line by line
    Choice: the spec names the call, not where it shows. Under the metro monitors calculator of the wizard (the
    read is the signed-in cabinet's), the monitors free on an average day of the period across the network, of
    all there are, then the same line by line; the browser test reads them against the server's answer.
    Given the metro lines:
      | line           | monitors | held monitor-days |
      | Сокольническая | 197      | 0                 |
      | Кольцевая      | 114      | 6                 |
    When the advertiser prices the metro monitors over 3 days
    Then the metro calculator says "В среднем за день свободно 309 из 311 мониторов на 2 линиях"
    And it lists the lines "Сокольническая: 197 мониторов; Кольцевая: 112 из 114 мониторов"

  @R-API-19
  Scenario Outline: Monitors free on an average day of the period
    Each day counts the monitors nobody holds that day; the counts are averaged over the days, to two decimals.
    When the stations chosen have 10 monitors, of which <held> monitor-days are held over <days> days
    Then the marketplace answers <free> monitors free on an average day

    Examples:
      | held | days | free |
      | 0    | 3    | 10   |
      | 1    | 3    | 9,67 |
      | 30   | 3    | 0    |
      | 0    | 0    | 0    |
