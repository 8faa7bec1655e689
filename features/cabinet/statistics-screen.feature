# language: en
Feature: The statistics screen opens on the days that have played
  A running or finished campaign's statistics screen opens on the campaign's own days up to today in Moscow:
  never before its start, never past its end, and at most the 366 days the server answers in one go (the latest
  of them). A campaign that has not started yet opens on its first day. The totals show plays, OTS and GRP, the
  GRP with two decimals, as Russian writes numbers.

  @R-SCREEN-06
  Scenario Outline: A campaign from <start> to <end>, looked at on <today>, opens on <from> – <to>
    Given a campaign running from <start> to <end>
    And today in Moscow is <today> for the statistics
    When its statistics screen opens
    Then the period shown is <from> to <to>

    Examples:
      | start      | end        | today      | from       | to         |
      | 2026-11-01 | 2026-12-31 | 2026-11-25 | 2026-11-01 | 2026-11-25 |
      | 2026-11-01 | 2026-12-31 | 2027-03-01 | 2026-11-01 | 2026-12-31 |
      | 2026-11-01 | 2026-12-31 | 2026-10-01 | 2026-11-01 | 2026-11-01 |
      | 2025-01-01 | 2026-12-31 | 2026-11-25 | 2025-11-25 | 2026-11-25 |

  @R-SCREEN-06
  Scenario: The totals, as Russian writes them
    When the statistics total 1234567 plays, 98765432 OTS and a GRP of 960.0049
    Then the totals read:
      | Показы | 1 234 567  |
      | OTS    | 98 765 432 |
      | GRP    | 960,00     |
