Feature: The server calls behind the cabinet's actions
  Each cabinet action calls the server the way the spec lists it. These are the calls of the actions the
  cabinet core carries today; the other calls the same rules list (the campaign list, complete, invoice,
  vacancy checks, typography, images, video schedules, statistics exports, document categories and
  downloads, the other profile calls) are not made by these actions and are not claimed here.

  @R-API-08 @R-API-10 @R-API-13 @R-API-14 @R-API-24
  Scenario Outline: To <action>, the cabinet makes the call the spec lists
    When the cabinet is asked to <action>
    Then the cabinet called the server once, to <action>

    Examples:
      | action                                             |
      | create a metroStickers campaign                    |
      | update the metroStickers campaign c-1              |
      | delete the campaign c-1                            |
      | send the application of the cdek campaign c-1      |
      | prolong the lightBoxes campaign c-1                |
      | start or stop a schedule item of the campaign c-1  |
      | move the dates of a metro monitors schedule of c-1 |
      | generate a campaigns report                        |
      | load the notifications                             |
      | mark the notification n-1 read                     |
      | mark all notifications read                        |
      | upload a document for the media m-1                |

  @R-API-12
  Scenario Outline: A campaign's partners and payment orders: to <action>, the cabinet makes the call listed
    When the cabinet is asked to <action>
    Then the cabinet called the server once, to <action>

    Examples:
      | action                                                     |
      | add the partner p-2 to the metroMonitors campaign c-1      |
      | remove the partner p-1 from the metroMonitors campaign c-1 |
      | load the payment orders of the campaign c-1                |
      | declare a payment order for the campaign c-1               |
      | correct the payment order o-1 of the campaign c-1          |

  @R-API-12
  Scenario: Booking a draft for another advertiser adds the new one before the old one goes
    Given the server accepts partner changes of the metroMonitors campaign "c-1"
    When the advertiser books the metroMonitors campaign "c-1" of the partner "p-1" for the partner "p-2"
    Then the cabinet called the server, in order:
      | POST   | /api/v1/clients/commercial-campaigns/metroMonitors/c-1/partners      |
      | DELETE | /api/v1/clients/commercial-campaigns/metroMonitors/c-1/partners/p-1 |

  @R-API-12
  Scenario: A campaign sent to moderation keeps its advertiser, and the advertiser is told why
    Given the server refuses partner changes of the metroMonitors campaign "c-1" with "Рекламодателя кампании в статусе «На модерации» сменить нельзя"
    When the advertiser books the metroMonitors campaign "c-1" of the partner "p-1" for the partner "p-2"
    Then the change is refused with "Рекламодателя кампании в статусе «На модерации» сменить нельзя"
    And the cabinet called the server, in order:
      | POST | /api/v1/clients/commercial-campaigns/metroMonitors/c-1/partners |

  @R-API-02
  Scenario Outline: Fields without a file go to the server as JSON: <action>
    When the cabinet is asked to <action>
    Then the call went to the server as JSON

    Examples:
      | action                                             |
      | create a metroStickers campaign                    |
      | update the metroStickers campaign c-1              |
      | start or stop a schedule item of the campaign c-1  |
      | move the dates of a metro monitors schedule of c-1 |

  @R-API-17 @R-ASYNC-12 @R-API-02
  Scenario Outline: Uploading <what> sends form data where the spec says and shows its progress
    Given the server takes the upload of <what> reporting 35 and 100 percent
    When the advertiser uploads <what>
    Then the call went to the server as a multipart form
    And the form sent holds the file "spring.mp4"
    And the upload showed "35, 99, 100" percent

    Examples:
      | what                                              |
      | the video of the campaign c-1                     |
      | images of the metroStickers campaign c-1          |
      | the video of the schedule s-1 of the campaign c-1 |
      | the video v-1 of the city-format schedule s-1     |
      | the video v-1 of the standalone schedule s-1      |
      | the media-facade video v-1 of the campaign c-1    |
      | a replacement of the library video m-1            |

  @R-API-15 @R-API-02
  Scenario: Attaching a library media to a schedule item sends a form of three fields
    Given the server accepts attaching media to the campaign "c-1"
    When the advertiser attaches the media "m-1" to the schedule item "s-1" of the campaign "c-1"
    Then the cabinet called the server once, to attach a library media to the campaign c-1
    And the call went to the server as a multipart form
    And the attach form was "mediaId: m-1; scheduleId: s-1; advertisingCampaignId: c-1"

  @R-API-16
  Scenario: A new schedule item is the last one the server lists
    Given the server answers a new schedule item of the campaign "c-1" with the united schedule "s-1, s-2, s-3"
    When the advertiser adds a schedule item to the campaign "c-1"
    Then the cabinet goes on with the schedule item "s-3"
