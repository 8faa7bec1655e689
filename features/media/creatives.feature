# language: en
Feature: Creatives — the technical check against the place's format, and the statuses of media and documents
  Every creative is checked against the format of the place it is meant for before it is accepted: the
  resolution of R-FMT-01, the clip lengths the place sells (R-FMT-02, R-FMT-04) and the codec. The server
  measures the file itself; the advertiser reads what is wrong and what is needed.

  @R-FMT-01
  Scenario Outline: A video's resolution must be its place's format
    Given an H.264 video of <width>×<height> lasting 15 seconds
    When it is checked for the place <place>
    Then the check answers "<answer>"

    Examples:
      | place                | width | height | answer                                           |
      | metroMonitors        | 1920  | 1080   | подходит                                         |
      | metroMonitors        | 1280  | 720    | Разрешение 1280×720 не подходит: нужно 1920×1080 |
      | busMonitors          | 1280  | 720    | подходит                                         |
      | monitorsStandalone   | 1280  | 512    | подходит                                         |
      | monitorsTram         | 1920  | 540    | подходит                                         |
      | cityFormat           | 512   | 704    | подходит                                         |
      | cityFormat           | 704   | 512    | Разрешение 704×512 не подходит: нужно 512×704    |
      | cityFormatGroup      | 1280  | 720    | подходит                                         |
      | groundTransportation | 1920  | 1080   | подходит                                         |

  @R-FMT-01
  Scenario: A video the screens cannot play is refused with every problem at once
    The spec names no codec. Choice: the screens take H.264 in MP4; H.265 (hvc1) is refused.
    Given an H.265 video of 1280×720 lasting 60 seconds
    When it is checked for the place metroMonitors
    Then the check answers "Разрешение 1280×720 не подходит: нужно 1920×1080; Кодек hvc1 не подходит: нужен H.264; Длительность 60 с не подходит: нужно от 5 до 45 с"

  @R-FMT-02 @R-FMT-04
  Scenario Outline: A clip must last as long as the place sells, to half a second
    Given an H.264 video of 1920×1080 lasting <seconds> seconds
    When it is checked for the place <place>
    Then the check answers "<answer>"

    Examples:
      | place                | seconds | answer                                            |
      | metroMonitors        | 5       | подходит                                          |
      | metroMonitors        | 45,4    | подходит                                          |
      | metroMonitors        | 50      | Длительность 50 с не подходит: нужно от 5 до 45 с |
      | metroMonitors        | 3,2     | Длительность 3,2 с не подходит: нужно от 5 до 45 с |
      | groundTransportation | 60      | подходит                                          |
      | groundTransportation | 65      | Длительность 65 с не подходит: нужно от 5 до 60 с |

  @R-FMT-02
  Scenario: A clip for a bought length must last that long
    Given an H.264 video of 1920×1080 lasting 20 seconds
    When it is checked for the place metroMonitors with a bought clip of 15 seconds
    Then the check answers "Длительность 20 с не подходит: нужно 15 с"

  @R-FMT-01
  Scenario: Screens take video, print and light-box places take still images
    Given an image of 1920×1080
    When it is checked for the place metroMonitors
    Then the check answers "Для экранов нужен видеоролик MP4 (H.264), а не изображение"
    When it is checked for the place cristalLight
    Then the check answers "подходит"

  @R-STATE-10
  Scenario: A creative added to the library has no status
    When the advertiser adds a creative to the library
    Then the creative's status is "Без статуса"

  @R-STATE-11
  Scenario Outline: Sending a creative to moderation replaces its status
    R-STATE-11 does not name the new status. Choice: "moderation"; a creative already under review or
    approved cannot be sent again.
    Given the advertiser's creative is "<before>"
    When the advertiser sends it to moderation
    Then the creative's status is "<after>"
    And the advertiser is told "<message>"

    Examples:
      | before          | after           | message                   |
      | Без статуса     | На модерации    | -                         |
      | Отклонено       | На модерации    | -                         |
      | На модерации    | На модерации    | Материал уже на модерации |
      | Согласовано     | Согласовано     | Материал уже согласован   |

  @R-STATE-12 @R-STATE-13 @R-STATE-14
  Scenario Outline: A document upload loads the document and may put the creative back on moderation
    Given the advertiser's creative is "Отклонено"
    And its trademark document is "<document>"
    When the advertiser uploads the document again
    Then the document is "loaded"
    And the creative's status is "<after>"

    Examples:
      | document  | after        |
      | notLoaded | Отклонено    |
      | loaded    | Отклонено    |
      | revision  | Отклонено    |
      | rework    | На модерации |
      | requested | На модерации |

  @R-API-23
  Scenario: A video's card poster is drawn again whenever what it shows changes
    The poster shows the video's name, length and frame size. Choice: it is drawn in the background after an
    upload, a replacement or a rename, and drawn on the spot if asked for before that; an image's thumbnail is
    made while the upload is checked, since decoding the image is the check.
    When the advertiser adds a video to the library
    Then its card poster has been asked for 1 time
    When the advertiser renames it "Весна на Тверской"
    Then its card poster has been asked for 2 times
    When the advertiser adds a creative to the library
    Then its card poster has been asked for 0 times

  @R-API-21 @R-API-23 @R-API-24
  Scenario: The media library, thumbnail and document calls are the listed ones
    Uploading and removing an image, sending to moderation, renaming, the list for attaching and the documents'
    calls by id have no path in the spec. Choice: they sit beside the spec's other media-library and document
    calls.
    Then the media calls are:
      | list               |
      | getMedia           |
      | upload             |
      | remove             |
      | toModeration       |
      | rename             |
      | listForAttach      |
      | replace            |
      | imageFile          |
      | imageThumb         |
      | cityFormatThumb    |
      | standaloneThumb    |
      | videoDownloadUrl   |
      | videoFile          |
      | attach             |
      | documentUpload     |
      | documentCategories |
      | linkDocument       |
      | unlinkDocument     |
      | renameDocument     |
      | removeDocument     |
      | downloadDocument   |

  @R-API-22
  Scenario Outline: An image is saved under its library name
    When the file "<name>" of type <type> is downloaded
    Then it is saved as "<saved>"

    Examples:
      | name          | type       | saved         |
      | Витрина       | image/png  | Витрина.png   |
      | Витрина.png   | image/png  | Витрина.png   |
      | Макет осени   | image/jpeg | Макет осени.jpg |
      | Свидетельство | application/pdf | Свидетельство.pdf |
