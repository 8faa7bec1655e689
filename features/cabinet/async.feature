Feature: Cabinet actions that take a while
  Every action shows that it is working, then ends in success or in error, and can be reset; the steps below
  name what each action does to the screen.

  @R-ASYNC-02 @R-API-10
  Scenario: Saving a new campaign shows loading, then saved
    Given the server will accept a new "cdek" campaign as "c-7"
    When the advertiser saves a new "cdek" campaign and watches
    Then the save went "idle, loading, success" and saved the campaign "c-7"

  @R-ASYNC-02
  Scenario: Saving a campaign that fails shows loading, then error
    Given the server refuses a new campaign with the message "Лимит бюджета" and the errors ""
    When the advertiser saves a new "metroStickers" campaign and watches
    Then the save went "idle, loading, error"

  @R-ASYNC-03
  Scenario Outline: Deleting a campaign <outcome>
    Choice: the delete error reads "Не удалось удалить рекламную кампанию" (the spec leaves it open).

    Given the server <answer> the deletion of the campaign "c-5"
    When the advertiser deletes the campaign "c-5"
    Then the campaign list is stale: <stale>
    And the cabinet says "<message>"

    Examples:
      | answer  | outcome                        | stale | message                               |
      | accepts | marks the campaign list stale  | yes   |                                       |
      | refuses | ends in error, list untouched  | no    | Не удалось удалить рекламную кампанию |

  @R-ASYNC-04
  Scenario: A prolongation is accepted with the new campaign
    Given the server will prolong the "lightBoxes" campaign "c-1" as "c-2"
    When the advertiser prolongs the "lightBoxes" campaign "c-1"
    Then the prolongation is accepted as the campaign "c-2"

  @R-ASYNC-07
  Scenario: Saving schedule dates clears the error flag at the end
    Given the server refuses the change of periods with the message ""
    When the advertiser moves the schedule to 01.03.2026 – 31.03.2026 and watches
    Then the dates went "idle, saving, saving with error, idle"

  @R-ASYNC-08
  Scenario Outline: Pausing or resuming a campaign's showing asks for the state wanted, never a toggle (<answer>)
    Given the campaign "c-1" is showing: <before>
    And the server <answer> starting and stopping
    When the advertiser presses pause or resume on the campaign
    Then the server was asked to show it: <asked>
    And the campaign page says "<reads>"

    Examples:
      | before | answer  | asked | reads                                                          |
      | yes    | accepts | no    | done                                                           |
      | no     | accepts | yes   | done                                                           |
      | yes    | refuses | no    | Нельзя                                                         |
      | yes    | drops   | no    | Не удалось изменить показ: нет связи с сервером. Обновите страницу. |

  @R-ASYNC-09
  Scenario Outline: Notifications are polled every 30 seconds, observers never (<who>)
    Given a cabinet user who is <who>
    When the cabinet polls notifications for <seconds> seconds
    Then notifications were fetched at the seconds "<fetches>"

    Examples:
      | who           | seconds | fetches       |
      | an advertiser | 95      | 0, 30, 60, 90 |
      | an agency     | 29      | 0             |
      | an observer   | 95      | none          |

  @R-ASYNC-10 @R-ASYNC-11 @R-HEAD-10 @R-SCREEN-11
  Scenario: One notification, then all, are marked read
    Given the notifications "Кампания одобрена, Счёт выставлен, Видео отклонено" of which "Счёт выставлен" is read
    When the advertiser marks "Кампания одобрена" read
    Then the unread notifications are "Видео отклонено"
    When the advertiser marks all notifications read
    Then the unread notifications are "none"

  @R-ASYNC-12
  Scenario: Upload progress stops at 99 % until the server has answered
    When a media upload reports "10, 55.7, 40, 100" percent
    Then the upload shows "10, 55, 99" percent and is still uploading
    When the server answers the upload
    Then the upload shows 100 percent and is done

  @R-ASYNC-13
  Scenario: Revoking consent clears the session and goes home
    Given the server accepts the revocation of personal-data consent
    When the advertiser revokes consent to personal-data processing
    Then the revocation went "idle, loading, success"
    And the session is cleared first and they land on "/"

  @R-ASYNC-13 @R-ASYNC-01
  Scenario: A failed revocation stays put and can be reset
    Choice: the message reads "Не удалось отозвать согласие на обработку персональных данных".

    Given the server refuses the revocation of personal-data consent
    When the advertiser revokes consent to personal-data processing
    Then the revocation went "idle, loading, error"
    And the cabinet says "Не удалось отозвать согласие на обработку персональных данных"
    And nobody left the cabinet
    When the revocation is reset
    Then the revocation is idle again

  @R-ASYNC-14
  Scenario: Report generation shows loading while it runs
    When the advertiser asks for a campaigns report and watches
    Then the report went "idle, loading, success"

  @R-STATE-13 @R-STATE-14
  Scenario Outline: A document uploaded for a <document> document of a <media> media
    Given a media item "<media>" with a document "<document>"
    When the advertiser uploads the document
    Then the cabinet shows the document as "loaded" and the media as "<after>"

    Examples:
      | media    | document  | after      |
      | rejected | rework    | moderation |
      | rejected | requested | moderation |
      | approved | notLoaded | approved   |
      | noStatus | revision  | noStatus   |
