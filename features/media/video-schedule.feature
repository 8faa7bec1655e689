# language: en
Feature: The video rotation plan of a campaign, and the moderation of creatives and their documents
  A campaign's rotation plan says which of its videos play on a schedule item in which part of the campaign,
  and what share of the airings each one gets. Staff decide on every creative and on the documents it needs;
  the advertiser reads the outcome with the moderator's reason.

  Background:
    Given a campaign running from 10.01.2027 to 20.01.2027 in state "Согласована"

  Scenario Outline: A plan entry lies inside the campaign and runs forward
    The spec shows the videoSchedule calls but not their rules.
    Choice: an entry names a schedule item, a period inside the campaign's and the videos with their shares.
    When the advertiser plans "<videos>" from <start> to <end>
    Then the plan answers "<answer>"

    Examples:
      | videos    | start      | end        | answer                                                                        |
      | Весна 100 | 10.01.2027 | 20.01.2027 | принято                                                                       |
      | Весна 100 | 15.01.2027 | 15.01.2027 | принято                                                                       |
      | Весна 100 | 09.01.2027 | 12.01.2027 | Период показа должен быть внутри периода кампании: с 10.01.2027 по 20.01.2027 |
      | Весна 100 | 18.01.2027 | 21.01.2027 | Период показа должен быть внутри периода кампании: с 10.01.2027 по 20.01.2027 |
      | Весна 100 | 15.01.2027 | 12.01.2027 | Дата окончания раньше даты начала                                             |

  Scenario: Entries of one schedule item do not overlap; another schedule item plays at the same time
    Choice: a schedule item plays one rotation at a time, so two entries of the same item may not share a day.
    Given the plan already holds "Весна 60, Лето 40" from 10.01.2027 to 14.01.2027
    When the advertiser plans "Осень 100" from 14.01.2027 to 16.01.2027
    Then the plan answers "Период пересекается с другой записью плана этого расписания: с 10.01.2027 по 14.01.2027"
    When the advertiser plans "Осень 100" from 15.01.2027 to 16.01.2027
    Then the plan answers "принято"
    When the advertiser plans "Осень 100" from 12.01.2027 to 16.01.2027 on the schedule item "Вход 2"
    Then the plan answers "принято"

  Scenario Outline: The shares of an entry add up to 100 % at most
    Choice: shares are whole per cent from 1 to 100; what is left goes to the schedule item's own creative.
    When the advertiser plans "<videos>" from 10.01.2027 to 12.01.2027
    Then the plan answers "<answer>"

    Examples:
      | videos                      | answer                                                |
      | Весна 60, Лето 40           | принято                                               |
      | Весна 30                    | принято                                               |
      | Весна 60, Лето 41           | Доли роликов в сумме 101%: должно быть не больше 100% |
      | Весна 50, Лето 30, Осень 30 | Доли роликов в сумме 110%: должно быть не больше 100% |
      | Весна 10, Весна 20          | Один и тот же ролик указан в периоде дважды           |

  Scenario Outline: A campaign that has ended changes no video
    Choice: creatives and the plan change in every state but the closed ones, a running campaign included.
    Given the campaign is in state "<state>"
    When the advertiser plans "Весна 100" from 10.01.2027 to 12.01.2027
    Then the plan answers "<answer>"

    Examples:
      | state              | answer                                                                      |
      | Активна            | принято                                                                     |
      | Завершена          | Кампания в статусе «Завершена»: ролики и план показа менять нельзя          |
      | Отменена           | Кампания в статусе «Отменена»: ролики и план показа менять нельзя           |
      | Техническая отмена | Кампания в статусе «Техническая отмена»: ролики и план показа менять нельзя |

  Scenario: A re-uploaded video takes the place and the share of the one it replaces
    Given the plan already holds "Весна 60, Лето 40" from 10.01.2027 to 14.01.2027
    And the plan already holds "Весна 30, Осень 20" from 15.01.2027 to 20.01.2027
    When the advertiser uploads "Весна-2" in place of "Весна"
    Then the plan holds "Весна-2 60, Лето 40" from 10.01.2027 to 14.01.2027
    And the plan holds "Весна-2 30, Осень 20" from 15.01.2027 to 20.01.2027

  Scenario Outline: The campaign's player shows today's biggest share, else the video attached last
    Choice: of the entries running today the video with the largest share plays; with none, the last attached.
    Given the plan already holds "Весна 30, Лето 70" from 10.01.2027 to 14.01.2027
    And the videos "Осень" and "Зима" were attached in that order
    When the player is opened on <day>
    Then it plays "<video>"

    Examples:
      | day        | video |
      | 12.01.2027 | Лето  |
      | 18.01.2027 | Зима  |

  Scenario Outline: Staff approve or reject only a creative under review
    Choice: a decided creative must be sent to moderation again before staff decide again. The message is the
    owner's notification when the decision is taken, the refusal staff read when it is not.
    Given a creative "Макет" in status "<before>"
    When staff <verdict> it with the reason "Нет маркировки"
    Then the creative now reads "<after>"
    And the decision message is "<message>"

    Examples:
      | before       | verdict | after       | message                                            |
      | На модерации | approve | Согласовано | Материал «Макет» согласован                        |
      | На модерации | reject  | Отклонено   | Материал «Макет» отклонён. Причина: Нет маркировки |
      | Согласовано  | reject  | Согласовано | Материал не на модерации (статус «Согласовано»)    |
      | Без статуса  | approve | Без статуса | Материал не на модерации (статус «Без статуса»)    |

  @R-STATE-13 @R-STATE-14
  Scenario: A document sent to rework rejects its creative until it is uploaded again
    Choice: staff check a loaded document (it becomes revision, "checked") or send it to rework with a reason;
    a creative cannot run without its document, so rework rejects the creative as well.
    Given a creative "Макет" in status "На модерации" with its document "Лицензия" uploaded
    Then the document's status is "loaded"
    When staff reject the document with the reason "Срок истёк"
    Then the document's status is "rework"
    And the creative now reads "Отклонено"
    And the decision message is "Документ «Лицензия» к материалу «Макет» отправлен на доработку. Причина: Срок истёк"
    When the advertiser uploads that document again
    Then the document's status is "loaded"
    And the creative now reads "На модерации"
    When staff approve the document
    Then the document's status is "revision"
    And the decision message is "Документ «Лицензия» к материалу «Макет» проверен"

  @R-LIST-05
  Scenario Outline: Only sticker campaigns have a photo-report QR code
    Choice: the code leads to the campaign's photo report page of the cabinet.
    When the QR code of a "<place>" campaign "c-1" is asked for at "https://tablo.ru"
    Then the QR answer is "<answer>"

    Examples:
      | place         | answer                                                        |
      | metroStickers | https://tablo.ru/app/campaigns/c-1/photo-report               |
      | lightBoxes    | QR-код фотоотчёта есть только у кампаний со стикерами в метро |
      | metroMonitors | QR-код фотоотчёта есть только у кампаний со стикерами в метро |
