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
