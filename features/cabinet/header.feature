Feature: The cabinet's header, menu, footer and dialogs
  What the header and its menus offer depends on who is signed in; the core decides it, the screen draws it.

  @R-HEAD-01
  Scenario: Without a token there is no header
    Given a cabinet user who is signed out
    Then the cabinet has no header

  @R-HEAD-02 @R-HEAD-03 @R-HEAD-04 @R-ROLE-06
  Scenario Outline: The header for <who>
    Given a cabinet user who is <who>
    Then the header's left side shows "<left>"
    And the header's highlighted link is "<highlighted>"
    And the header's right side shows "<right>"

    Examples:
      | who                                      | left                                            | highlighted  | right                 |
      | an advertiser                            | new campaign, campaigns, advertisers, bills     | new campaign | bell, profile, logout |
      | an agency                                | new campaign, campaigns, advertisers, bills     | new campaign | bell, profile, logout |
      | signed in with the profile still loading | campaigns, advertisers                          | none         | bell, profile, logout |
      | an observer                              | campaigns                                       | none         | logout                |

  @R-HEAD-05
  Scenario Outline: The mobile menu for <who> adds notifications with their count, profile and logout
    Given a cabinet user who is <who>
    When the mobile menu opens with 3 unread notifications
    Then the mobile menu lists "<entries>"

    Examples:
      | who           | entries                                                                      |
      | an advertiser | new campaign, campaigns, advertisers, bills, notifications (3), profile, logout |
      | an observer   | campaigns, notifications (3), logout                                         |

  @R-HEAD-06
  Scenario: The mobile menu closes 300 ms after a choice
    Given the mobile menu is open
    When a menu entry is chosen
    Then the mobile menu is still open after 299 ms and closed after 300 ms

  @R-HEAD-07 @R-HEAD-08 @R-HEAD-09
  Scenario: The bell opens and closes the notifications, which are fetched when they open and close when the advertiser looks elsewhere
    When the advertiser presses the bell
    Then the notification dropdown is open and the notifications were fetched 1 time
    When the advertiser presses the bell
    Then the notification dropdown is closed and the notifications were fetched 1 time
    When the advertiser presses the bell
    And the advertiser turns to another part of the page
    Then the notification dropdown is closed and the notifications were fetched 2 times

  @R-HEAD-10 @R-HEAD-11 @R-HEAD-12
  Scenario Outline: The dropdown lists unread notifications only (<read>)
    Given the dropdown holds "Кампания одобрена, Счёт выставлен" of which "<read>" are read
    Then the dropdown lists "<listed>" or says "<empty>"
    And the dropdown is at most 240 px high

    Examples:
      | read                                | listed                              | empty                |
      | none                                | Кампания одобрена, Счёт выставлен   |                      |
      | Счёт выставлен                      | Кампания одобрена                   |                      |
      | Кампания одобрена, Счёт выставлен   | none                                | Нет новых оповещений |

  @R-HEAD-13
  Scenario: The footer lists its entries in order
    Then the footer offers "publicOffer, activities, offerArchive, advertisingLaw, partnershipConfirmation, requisites, privacyPolicy, social, faq, mailSales, mailQuality, mailSupport, mailPress"

  @R-HEAD-14 @R-HEAD-15 @R-HEAD-16 @R-HEAD-17
  Scenario: The offer archive lists each offer by the period it was in force, loading once
    Choice (R-HEAD-15): an offer is in force from the day it was published (Moscow time) to the day before the
    next one; the newest reads "с … по настоящее время". Newest first.

    Given the offer archive holds offers published on "01.02.2024, 10.06.2024, 03.09.2025"
    When the offer archive is opened, closed and opened again
    Then the offer archive is titled "Архив оферт" and was loaded 1 time
    And the offers read "с 03.09.2025 по настоящее время, 10.06.2024 – 02.09.2025, 01.02.2024 – 09.06.2024"
    And the offer archive scrolls: no

  @R-HEAD-16
  Scenario Outline: The offer archive scrolls above five entries (<count>)
    Then an offer archive of <count> entries scrolls: <scrolls>

    Examples:
      | count | scrolls |
      | 5     | no      |
      | 6     | yes     |

  @R-HEAD-18
  Scenario: The page does not scroll while a modal is open, even with a modal over a modal
    When a modal opens and a second modal opens over it
    Then the page scroll is locked: yes
    When the second modal closes
    Then the page scroll is locked: yes
    When the first modal closes
    Then the page scroll is locked: no

  @R-HEAD-19 @R-HEAD-20 @R-HEAD-21
  Scenario: The dialogs' default labels
    Then the delete button reads "Удалить", the error dialog's button "Ок" and cancel "Отмена"

  @R-HEAD-22
  Scenario Outline: Page titles start with the product's name (<title>)
    Then the page titled "<title>" shows "<shown>" in the browser

    Examples:
      | title              | shown                      |
      | Рекламные кампании | Табло — Рекламные кампании |
      |                    | Табло                      |
