# language: en
Feature: The media library, the material view and the campaign's materials
  The media library holds the account's videos and images: each shows its kind, format, size and moderation
  state, and can be uploaded, replaced, renamed, sent to moderation and deleted; a file opens in the material
  view. The wizard's materials step says what file a campaign needs and checks each file uploaded to it.

  Our choices where the spec is open: the library shows 20 files a page; a file under review or approved cannot
  be sent to moderation again; a refused change says the server's own sentence and changes nothing.

  # ------------------------------------------------------------------ the media library (R-SCREEN-51)

  @R-SCREEN-51
  Scenario: The media library shows each file as the advertiser reads it, videos and images, no documents
    Given the media library's server holds 45 files, this page of them:
      | id | kind     | name           | type            | status     | size       | width | height | duration |
      | m1 | video    | Ролик          | video/mp4       | noStatus   | 3565158    | 1920  | 1080   | 10.04    |
      | m2 | image    | Макет          | image/png       | rejected   | 950        | 800   | 600    |          |
      | m3 | video    | Одобренный.mp4 | video/mp4       | approved   | 12800      | 1920  | 1080   | 15       |
      | m4 | image    | Без размеров   | image/jpeg      | moderation | 2684354560 |       |        |          |
      | d1 | document | Договор        | application/pdf | noStatus   | 100        |       |        |          |
    When the media library shows page 3 of every kind
    Then the media library asked for 20 files from the 41st, of every kind
    And the media library counts 45 files on 3 pages
    And the media library shows:
      | Название       | Тип         | Формат           | Размер  | Модерация    | badge      | saved as         | may be sent |
      | Ролик          | Видео       | 1920×1080 · 10 с | 3,4 МБ  | Без статуса  | create     | Ролик.mp4        | yes         |
      | Макет          | Изображение | 800×600          | 950 Б   | Отклонено    | rejected   | Макет.png        | yes         |
      | Одобренный.mp4 | Видео       | 1920×1080 · 15 с | 12,5 КБ | Согласовано  | current    | Одобренный.mp4   | no          |
      | Без размеров   | Изображение |                  | 2,5 ГБ  | На модерации | moderation | Без размеров.jpg | no          |

  @R-SCREEN-51
  Scenario: The media library's tabs ask for their own kind: «Видео» the videos, «Изображения» the images
    Given the media library's server holds 1 files, this page of them:
      | id | kind  | name  | type      | status   | size | width | height | duration |
      | m1 | video | Ролик | video/mp4 | noStatus | 100  | 1920  | 1080   | 5        |
    When the media library shows its videos on page 1
    Then the media library asked for 20 files from the 1st, of the kind "video"
    When the media library shows its images on page 2
    Then the media library asked for 20 files from the 21st, of the kind "image"
    And the media library offers the tabs "Все, Видео, Изображения"

  @R-SCREEN-51 @R-ASYNC-12
  Scenario: An upload shows its progress under 100 until the server answers, then the first page
    Given the media library's server holds 21 files, this page of them:
      | id | kind  | name  | type      | status   | size | width | height | duration |
      | m1 | video | Ролик | video/mp4 | noStatus | 100  | 1920  | 1080   | 5        |
    And the media library's server takes a video with progress 20, 100
    And the media library shows its videos on page 2
    When the media library uploads the video "Новый.mp4"
    Then the media library showed the upload of "Новый.mp4" at 0, 20, 99, 100 per cent
    And the media library sent "Новый.mp4" by "POST /api/v1/clients/media-library/video"
    And the media library is on page 1 with no upload under way

  @R-SCREEN-51
  Scenario: A file the server refuses is named with the server's reason, and the list stays as it was
    Given the media library's server holds 1 files, this page of them:
      | id | kind  | name  | type      | status   | size | width | height | duration |
      | m1 | video | Ролик | video/mp4 | noStatus | 100  | 1920  | 1080   | 5        |
    And the media library's server refuses images with "Файл подписан как image/png, а на самом деле это JPEG"
    And the media library opens
    When the media library uploads the image "макет.png"
    Then the media library says of "макет.png": "Файл подписан как image/png, а на самом деле это JPEG"
    And the media library read its page 1 time

  @R-SCREEN-51
  Scenario: Rename, send to moderation, replace and delete each ask the server, then read the page again
    Given the media library's server holds 21 files, this page of them:
      | id | kind  | name  | type      | status   | size | width | height | duration |
      | m1 | video | Ролик | video/mp4 | noStatus | 100  | 1920  | 1080   | 5        |
    And the media library's server accepts every change of "m1"
    And the media library shows its videos on page 2
    When the media library renames "Ролик" to "  Весна 2027 "
    And the media library sends "Ролик" to moderation
    And the media library replaces "Ролик" with "Ролик-2.mp4"
    And the media library deletes "Ролик"
    Then the media library asked:
      | PUT    | /api/v1/clients/media-library/m1/rename        | {"name":"Весна 2027"} |
      | PUT    | /api/v1/clients/media-library/m1/toModeration  |                       |
      | PATCH  | /api/v1/clients/media-library/video/m1/replace | file Ролик-2.mp4      |
      | DELETE | /api/v1/clients/media-library/video/m1         |                       |
    And the media library is on page 1 with no upload under way

  @R-SCREEN-51
  Scenario Outline: A change the media library cannot make says why (<change>)
    Given the media library's server holds 1 files, this page of them:
      | id | kind  | name  | type      | status   | size | width | height | duration |
      | m1 | video | Ролик | video/mp4 | approved | 100  | 1920  | 1080   | 5        |
    And the media library's server refuses every change of "m1" with "<server says>"
    And the media library opens
    When the media library <change>
    Then the media library answers "<answer>"
    And the media library read its page 1 time

    Examples:
      | change                      | server says             | answer                                             |
      | renames "Ролик" to "   "    | Имя занято              | Введите название                                   |
      | renames "Ролик" to "Новое"  | Имя занято              | Имя занято                                         |
      | sends "Ролик" to moderation | Материал уже согласован | Материал уже согласован                            |
      | deletes "Ролик"             |                         | Не удалось выполнить действие. Попробуйте ещё раз. |

  @R-SCREEN-51
  Scenario: A library that cannot be read says what to do and keeps the files shown
    Given the media library's server holds 1 files, this page of them:
      | id | kind  | name  | type      | status   | size | width | height | duration |
      | m1 | video | Ролик | video/mp4 | noStatus | 100  | 1920  | 1080   | 5        |
    And the media library opens
    And the media library's server cannot be reached
    When the media library opens
    Then the media library answers "Не удалось загрузить медиатеку. Проверьте соединение и обновите страницу."
    And the media library still shows "Ролик"

  # ----------------------------------------------------------------- the material view (R-SCREEN-20)

  @R-SCREEN-20 @R-API-18
  Scenario: A video opens with its facts and the player on its signed link
    Given the material view's server holds the file:
      | id | kind  | name  | type      | status   | size    | width | height | duration |
      | m1 | video | Ролик | video/mp4 | rejected | 3565158 | 1920  | 1080   | 10.04    |
    And the material view's server signs "m1" as "https://files.example/m1.mp4?sig=1"
    When the material view opens "m1"
    Then the material view asked "POST /api/v1/clients/media-library/getMedia" for the ids "m1"
    And the material view shows:
      | Название    | Ролик                              |
      | Тип         | Видео                              |
      | Формат      | 1920×1080 · 10 с                   |
      | Размер      | 3,4 МБ                             |
      | Модерация   | Отклонено                          |
      | plays       | https://files.example/m1.mp4?sig=1 |
      | saved as    | Ролик.mp4                          |
      | may be sent | yes                                |

  @R-SCREEN-20 @R-API-18
  Scenario: A video whose link cannot be had still shows its facts, without the player
    Given the material view's server holds the file:
      | id | kind  | name  | type      | status   | size | width | height | duration |
      | m1 | video | Ролик | video/mp4 | noStatus | 950  | 1920  | 1080   | 5        |
    And the material view's server cannot sign "m1"
    When the material view opens "m1"
    Then the material view shows:
      | Название | Ролик |
      | Размер   | 950 Б |
      | plays    |       |
    And the material view logged that the link of "m1" could not be had

  @R-SCREEN-20
  Scenario: An image is shown from its own path, and no video link is asked for
    Given the material view's server holds the file:
      | id | kind  | name  | type       | status   | size  | width | height | duration |
      | i1 | image | Макет | image/jpeg | approved | 12800 | 1200  | 1800   |          |
    When the material view opens "i1"
    Then the material view shows:
      | Тип         | Изображение |
      | Формат      | 1200×1800   |
      | Модерация   | Согласовано |
      | saved as    | Макет.jpg   |
      | may be sent | no          |
    And the material view asked for no video link

  @R-SCREEN-20 @R-STATE-14
  Scenario: A refused file says why beside its status, until it is sent again
    Choice: the spec gives a refusal's reason to the campaign, not to the file. The material page says it too,
    for as long as the file stays refused; a document sent back for rework refuses its creative with the
    document's reason, so that reason is the one read here.
    Given the material view's server holds the file:
      | id | kind  | name  | type       | status   | size  | width | height | duration | reason                    |
      | m1 | image | Макет | image/jpeg | rejected | 12800 | 1200  | 1800   |          | Нет свидетельства на знак |
    And the material view's server puts "m1" on moderation
    When the material view opens "m1"
    Then the material view shows:
      | Модерация          | Отклонено                 |
      | Причина отклонения | Нет свидетельства на знак |
    When the material view sends the file to moderation
    Then the material view shows:
      | Модерация          | На модерации |
      | Причина отклонения |              |

  @R-SCREEN-20
  Scenario: A file no longer in the library says so
    Given the material view's server holds no such file
    When the material view opens "gone"
    Then the material view says "Файл не найден: возможно, он удалён"

  @R-SCREEN-20 @R-STATE-11
  Scenario: Sent to moderation, the file shows its new status and cannot be sent again
    Given the material view's server holds the file:
      | id | kind  | name  | type      | status   | size | width | height | duration |
      | m1 | video | Ролик | video/mp4 | noStatus | 950  | 1920  | 1080   | 5        |
    And the material view's server signs "m1" as "https://files.example/m1.mp4"
    And the material view's server puts "m1" on moderation
    When the material view opens "m1"
    And the material view sends the file to moderation
    Then the material view asked "PUT /api/v1/clients/media-library/m1/toModeration"
    And the material view shows:
      | Модерация   | На модерации |
      | may be sent | no           |

  @R-SCREEN-20
  Scenario Outline: The material view leads back to where the file was opened from (<opened from>)
    Then the material view opened from <opened from> leads back to <back to> by "<link>"

    Examples:
      | opened from        | back to            | link        |
      | the media library  | the media library  | К медиатеке |
      | no place named     | the media library  | К медиатеке |
      | the campaign "c-7" | the campaign "c-7" | К кампании  |

  # ---------------------------------------------- the campaign's materials step, the library's way in

  @R-SCREEN-03 @R-FMT-01
  Scenario Outline: The materials step says what file a <place> campaign needs before one is chosen
    Then the campaign materials step for "<place>" with <clip> asks for "<need>"

    Examples:
      | place         | clip       | need                                    |
      | metroMonitors | 15 s clips | Видеоролик MP4 (H.264), 1920×1080, 15 с |
      | busMonitors   | no clip    | Видеоролик MP4 (H.264), 1280×720        |
      | lightBoxes    | no clip    | Изображение JPEG или PNG                |

  @R-SCREEN-03 @R-ASYNC-12
  Scenario: The materials step lists each file's check: accepted with what the server read, refused with why
    Given the campaign materials step's server accepts "ролик.mp4" for campaign "c-7" as 1920×1080, 10.04 s, avc1
    When the campaign materials step uploads "ролик.mp4" to the "metroMonitors" campaign "c-7"
    And the campaign materials step's server refuses "ролик-2.mp4" for campaign "c-7" with 422 "Файл не прошёл проверку" and duration "Длительность ролика должна быть 15 с"
    And the campaign materials step uploads "ролик-2.mp4" to the "metroMonitors" campaign "c-7"
    Then the campaign materials step lists:
      | ролик-2.mp4 | refused  | Файл не прошёл проверку. Длительность ролика должна быть 15 с |
      | ролик.mp4   | accepted | 1920×1080, 10 с, avc1                                         |
