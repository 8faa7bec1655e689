Feature: The server calls behind the cabinet's actions
  Each cabinet action calls the server the way the spec lists it. These are the calls of the actions the
  cabinet core carries today; the other calls the same rules list (the campaign list, complete, invoice,
  vacancy checks, typography, payments, partners, images, video schedules, statistics exports, document
  categories and downloads, the other profile calls) are not made by these actions and are not claimed here.

  @R-API-08 @R-API-10 @R-API-13 @R-API-14 @R-API-24
  Scenario Outline: To <action>, the cabinet calls <method> <path>
    When the cabinet is asked to <action>
    Then the cabinet called the server once with <method> "<path>"

    Examples:
      | action                                                | method | path                                                                   |
      | create a metroStickers campaign                       | POST   | /api/v1/clients/commercial-campaigns/metroStickers                     |
      | update the metroStickers campaign c-1                 | PUT    | /api/v1/clients/commercial-campaigns/metroStickers/c-1                 |
      | delete the campaign c-1                               | DELETE | /api/v1/clients/commercial-campaigns/c-1                               |
      | send the application of the cdek campaign c-1         | POST   | /api/v1/clients/commercial-campaigns/cdek/c-1/application              |
      | prolong the lightBoxes campaign c-1                   | POST   | /api/v1/clients/commercial-campaigns/lightBoxes/c-1/prolongation       |
      | start or stop a schedule item of the campaign c-1     | PATCH  | /api/v1/clients/commercial-campaigns/c-1/setAllowed                    |
      | move the dates of a metro monitors schedule of c-1    | PUT    | /api/v1/clients/commercial-campaigns/metroMonitors/c-1/changeScheduleDate |
      | generate a campaigns report                           | POST   | /api/v1/clients/campaigns-report                                       |
      | load the notifications                                | GET    | /api/v1/clients/notifications                                          |
      | mark the notification n-1 read                        | POST   | /api/v1/clients/notifications/n-1/read                                 |
      | mark all notifications read                           | POST   | /api/v1/clients/notifications/readAll                                  |
      | upload a document for the media m-1                   | POST   | /api/v1/clients/documents/m-1/category                                 |

  @R-API-17 @R-ASYNC-12
  Scenario Outline: Uploading <what> sends form data with <method> <path> and shows its progress
    Given the server takes the upload at <method> "<path>" reporting 35 and 100 percent
    When the advertiser uploads <what>
    Then the form sent holds the file "spring.mp4"
    And the upload showed "35, 99, 100" percent

    Examples:
      | what                                               | method | path                                                                                   |
      | the video of the campaign c-1                      | PATCH  | /api/v1/clients/commercial-campaigns/c-1/video                                         |
      | images of the metroStickers campaign c-1           | POST   | /api/v1/clients/commercial-campaigns/metroStickers/c-1/images                          |
      | the video of the schedule s-1 of the campaign c-1  | POST   | /api/v1/clients/commercial-campaigns/c-1/s-1/video                                     |
      | the video v-1 of the city-format schedule s-1      | PATCH  | /api/v1/advertisers/advertising-campaigns/cityFormatSchedule/s-1/video/v-1             |
      | the video v-1 of the standalone schedule s-1       | PATCH  | /api/v1/advertisers/advertising-campaigns/cityFormatStandaloneSchedule/s-1/video/v-1   |
      | the media-facade video v-1 of the campaign c-1     | POST   | /api/v1/advertisers/advertising-campaigns/mediaFacade/c-1/videoSchedule/v-1/upload     |
      | a replacement of the library video m-1             | PATCH  | /api/v1/clients/media-library/video/m-1/replace                                        |

  @R-API-15
  Scenario: Attaching a library media to a schedule item sends a form of three fields
    Given the server accepts attaching media to the campaign "c-1"
    When the advertiser attaches the media "m-1" to the schedule item "s-1" of the campaign "c-1"
    Then the cabinet called the server once with PATCH "/api/v1/clients/commercial-campaigns/c-1/attach"
    And the attach form was "mediaId: m-1; scheduleId: s-1; advertisingCampaignId: c-1"

  @R-API-16
  Scenario: A new schedule item is the last one the server lists
    Given the server answers a new schedule item of the campaign "c-1" with the united schedule "s-1, s-2, s-3"
    When the advertiser adds a schedule item to the campaign "c-1"
    Then the cabinet goes on with the schedule item "s-3"
