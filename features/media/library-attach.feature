# language: en
Feature: A file of the media library put on a campaign
  An advertiser who already has the right file in the media library puts it on a campaign from the materials
  step instead of uploading it again. The library offers only the files that pass the place's technical check
  and the bought clip length, and none the campaign already has. Moderation judges the file, not the campaign
  (choice): a file never sent goes to moderation with the campaign, one on moderation or approved keeps its
  status, and a rejected one cannot be used — a new file is needed.

  @R-API-15
  Scenario Outline: A library file keeps or takes its moderation status on the campaign (<before>)
    Given a file of the media library whose moderation status is "<before>"
    When the advertiser puts it on a campaign
    Then the materials step says "<after>"

    Examples:
      | before                 | after                                               |
      | Без статуса            | На модерации                                        |
      | На модерации           | На модерации                                        |
      | На вторичной модерации | На вторичной модерации                              |
      | Согласовано            | Согласовано                                         |
      | Отклонено              | Материал отклонён модератором: загрузите новый файл |

  @R-API-15
  Scenario: The choice offers the fitting files the campaign does not have, and puts one on its own schedule
    Given the media library offers for metro monitors "Весна.mp4" on moderation and "Лето.mp4" approved
    And the campaign "c1" already has "Весна.mp4"
    When the advertiser opens the choice from the media library for a clip of 10 seconds
    Then the library was asked for the files fit for metroMonitors with a clip of 10 seconds
    And the choice offers "Лето.mp4 — 1920×1080 · 10 с · Согласовано"
    When the advertiser puts "Лето.mp4" on the campaign "c1"
    Then the file "Лето.mp4" was sent to the schedule "c1" of the campaign "c1"

  @R-API-15
  Scenario Outline: A file a campaign uses stays in the library (<how>, campaign <state>)
    Choice: deleting it would take it off the campaign behind the advertiser's back, or off a finished campaign's
    record of what it showed; the advertiser replaces it there first, or deletes the draft.
    Given the library file "Весна.mp4" is <how> the campaign "Весна в метро", which is <state>
    When the advertiser deletes "Весна.mp4" from the library
    Then the library says "<says>"

    Examples:
      | how            | state     | says                                                                                       |
      | attached to    | draft     | Файл нельзя удалить: он используется в кампании «Весна в метро». Сначала замените его там. |
      | attached to    | completed | Файл нельзя удалить: он используется в кампании «Весна в метро». Сначала замените его там. |
      | in the plan of | draft     | Файл нельзя удалить: он используется в кампании «Весна в метро». Сначала замените его там. |
      | in the plan of | completed | удалён                                                                                     |
