Feature: What the cabinet says when the server refuses
  One catalogue turns every refusal into what the person reads, situation by situation; some refusals are
  only recorded or logged and show nothing.

  @R-ERR-08 @R-ERR-09 @R-ERR-10
  Scenario Outline: A new campaign refused with <errors> reads "<message>"
    Choice (R-ERR-08, R-ERR-09): the Russian wording below. "First server message" means the first entry of the
    server's list of errors, or the first field's text when it is a sentence; a field's code (RULES.md decision
    12) is no message, so then the server's own sentence.

    Given the server refuses a new campaign with the message "<server message>" and the errors "<errors>"
    When the advertiser saves a new "metroStickers" campaign
    Then the cabinet says "<message>"

    Examples:
      | server message                             | errors                         | message                                                                                       |
      | Ошибка                                     | expirationDate: expired        | Рекламную кампанию с такими параметрами сейчас нельзя забронировать. Создайте новую кампанию. |
      | Ошибка                                     | advertisePackageSchedule: busy | Не все выбранные пакеты доступны для продажи.                                                 |
      | Лимит бюджета                              |                                | Лимит бюджета                                                                                 |
      | Ошибка                                     | name: Слишком длинное название | Слишком длинное название                                                                      |
      | Слишком много мест и дней в одной кампании | calculation: too large         | Слишком много мест и дней в одной кампании                                                    |

  @R-ERR-11
  Scenario: An invalid schedule raises the schedule-error flag
    Given the server refuses a new campaign with the message "invalid schedule" and the errors ""
    When the advertiser saves a new "metroStickers" campaign
    Then the campaign's schedule is marked as wrong

  @R-ERR-12
  Scenario: Prolongation errors are shown joined
    Choice: the separator is "; ".

    Given the server refuses the prolongation with the messages "Нет свободных мест, Период занят"
    When the advertiser prolongs the "lightBoxes" campaign "c-1"
    Then the cabinet says "Нет свободных мест; Период занят"

  @R-ERR-13
  Scenario Outline: A failed change of periods reads "<message>"
    Given the server refuses the change of periods with the message "<server message>"
    When the advertiser moves the schedule to 01.03.2026 – 31.03.2026
    Then the cabinet says "<message>"

    Examples:
      | server message      | message             |
      |                     | Ошибка периодов     |
      | Период пересекается | Период пересекается |

  @R-ERR-14 @R-ERR-15 @R-STATE-07
  Scenario Outline: <situation> refused with "<server message>" reads "<message>"
    Choice (R-ERR-15): the wording for a reservation that waits for the manager.

    When the server refuses <situation> with the message "<server message>"
    Then the cabinet says "<message>"

    Examples:
      | situation         | server message             | message                                                                                                                             |
      | a landing upload  | Payload too large          | Ошибка загрузки                                                                                                                     |
      | a reservation     | not_reservation            | Кампания передана менеджеру на проверку. Счёт будет выставлен после подтверждения бронирования. Контакты менеджера — в разделе «Профиль». |
      | a reservation     | Не все скедлы подтверждены | Кампания передана менеджеру на проверку. Счёт будет выставлен после подтверждения бронирования. Контакты менеджера — в разделе «Профиль». |
      | a reservation     | Нет мест                   | Нет мест                                                                                                                            |
      | an application    | is not draft               | Кампанию нельзя отправить на модерацию |

  @R-ERR-16
  Scenario Outline: A failed OAuth sign-in shows a closable red bar with the way back to authorization
    Given the server <failure>
    When the cabinet completes the OAuth return of "yandex" with the code "c0de"
    Then a closable red bar says "<message>" with the link "Перейти на страницу авторизации" to "/app/msb-authorization"

    Examples:
      | failure                                              | message          |
      | refuses the OAuth sign-in with the message "Код устарел" | Код устарел  |
      | cannot be reached for the OAuth sign-in              | Failed to fetch  |

  @R-ERR-17 @R-ERR-18 @R-ERR-19
  Scenario Outline: <situation> refused shows no message
    When the server refuses <situation> with the message "Internal error"
    Then the cabinet says nothing

    Examples:
      | situation          |
      | a media upload     |
      | a file download    |
      | a reference list   |

  @R-ERR-17
  Scenario: A failed upload keeps the server's answer for the form
    When a media upload at 40 % is refused with the answer "file: Слишком длинное видео"
    Then the upload stops at 40 % in error, keeping the answer "file: Слишком длинное видео"

  @R-ERR-18 @R-LIST-07
  Scenario: A failed media-plan download stops its spinner and says nothing
    Given the server fails the media-plan download of the "metroStickers" campaign "c-3"
    When the advertiser downloads the media plan of the "metroStickers" campaign "c-3"
    Then the media plan of "c-3" is no longer downloading and is marked failed without a message

  @R-ERR-19 @R-API-18
  Scenario: Failed reference and download-address calls are only logged
    Given the server fails every reference call
    When the cabinet loads the regions and the download address of the video "v-1"
    Then the regions are empty, the download address is missing, and 2 failures were logged
