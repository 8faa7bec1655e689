Feature: Where opening a campaign leads
  A campaign card or row leads back into the wizard where work is left, to the campaign's own page, or
  nowhere. The rules apply in this order: observers, special projects, transit shelters, then by state.
  Wizard steps are numbered as the viewer sees them (see the wizard feature); these examples are for an
  advertiser who is not an agency, unless they say otherwise.

  @R-LINK-01
  Scenario Outline: A paid or invoiced <place> campaign in state <state> leads to its media step
    Given a "<place>" campaign currently in state "<state>"
    And the campaign is paid: <paid>, invoiced: <invoiced>, print uploaded: no
    Then opening the campaign leads to the media step, number <number>

    Examples:
      | place         | state        | paid | invoiced | number |
      | metroStickers | draft        | yes  | no       | 5      |
      | metroStickers | booked       | no   | yes      | 5      |
      | metroMonitors | cancellation | yes  | yes      | 5      |
      | cityFormat    | draft        | yes  | no       | 5      |

  @R-LINK-02
  Scenario Outline: An unpaid, uninvoiced <place> campaign with print uploaded <upload> leads to <target>
    Choice: a place needs print when its wizard has the printing step: metroStickers and lightBoxes, and
    every place R-WIZ-02 gives a printing step ("anything else adds printing"); monitors, cityFormat,
    cristalLight, mediaFacade and turnsTiles do not.

    Given a "<place>" campaign currently in state "<state>"
    And the campaign is paid: no, invoiced: no, print uploaded: <upload>
    Then opening the campaign leads to <target>

    Examples:
      | place          | state        | upload | target                      |
      | metroStickers  | draft        | yes    | the printing step, number 6 |
      | metroStickers  | draft        | no     | the payment step, number 4  |
      | lightBoxes     | booked       | yes    | the printing step, number 6 |
      | navigationSign | cancellation | yes    | the printing step, number 6 |
      | cityFormat     | draft        | yes    | the payment step, number 4  |
      | metroMonitors  | draft        | yes    | the payment step, number 4  |

  @R-LINK-03
  Scenario Outline: A bus-monitors campaign follows its own rule (legal entity <entity>, invoiced <invoiced>, paid <paid>)
    Choice: the bus-monitors rule overrides R-LINK-01 and R-LINK-02, so a paid campaign with a legal entity
    but no invoices still leads to payment.

    Given a "busMonitors" campaign currently in state "<state>"
    And the campaign is paid: <paid>, invoiced: <invoiced>, print uploaded: no
    And the advertiser has a legal entity: <entity>
    Then opening the campaign leads to <target>

    Examples:
      | state        | entity | invoiced | paid | target                     |
      | draft        | no     | no       | no   | the media step, number 4   |
      | booked       | yes    | yes      | no   | the media step, number 4   |
      | cancellation | yes    | no       | no   | the payment step, number 5 |
      | draft        | yes    | no       | yes  | the payment step, number 5 |

  @R-LINK-04
  Scenario Outline: A rejected <place> campaign leads to its media step
    Given a "<place>" campaign currently in state "<state>"
    Then opening the campaign leads to the media step, number <number>

    Examples:
      | place         | state             | number |
      | metroStickers | primaryRejected   | 5      |
      | busMonitors   | secondaryRejected | 4      |

  @R-LINK-05
  Scenario Outline: An approved or moderated campaign whose printing is settled (<why>) leads to its page
    Given a "metroStickers" campaign currently in state "<state>"
    And <why>
    Then opening the campaign leads to the campaign page

    Examples:
      | state               | why                                          |
      | approved            | its typography invoice was downloaded: yes   |
      | moderation          | a typography order exists: yes               |
      | primaryModeration   | it is a prolongation: yes                    |
      | secondaryModeration | its typography invoice was downloaded: yes   |

  @R-LINK-06
  Scenario Outline: Any other approved or moderated <place> campaign leads to <target>
    Given a "<place>" campaign currently in state "<state>"
    Then opening the campaign leads to <target>

    Examples:
      | place          | state             | target                      |
      | metroStickers  | approved          | the printing step, number 6 |
      | navigationSign | primaryModeration | the printing step, number 6 |
      | metroMonitors  | approved          | the campaign page           |
      | cityFormat     | moderation        | the campaign page           |

  @R-LINK-07
  Scenario Outline: A campaign in state <state> leads to its page
    Given a "metroStickers" campaign currently in state "<state>"
    And the campaign is paid: yes, invoiced: yes, print uploaded: yes
    Then opening the campaign leads to the campaign page

    Examples:
      | state            |
      | waitingForLaunch |
      | active           |
      | completed        |
      | canceled         |
      | techCanceled     |
      | movieCreation    |
      | noStatus         |

  @R-LINK-08
  Scenario Outline: For an agency the step numbers follow the steps it sees (<place>, <state>)
    Choice: an agency sees every step an advertiser sees (it invoices its client in the wizard), so its links
    are numbered alike; a link to a step the place's wizard does not have (turnsTiles has no media step) leads
    to the campaign page.

    Given a "<place>" campaign currently in state "<state>"
    And the campaign is paid: <paid>, invoiced: no, print uploaded: <upload>
    And the viewer is <viewer>
    Then opening the campaign leads to <target>

    Examples:
      | place         | state    | paid | upload | viewer        | target                      |
      | metroStickers | draft    | yes  | no     | an agency     | the media step, number 5    |
      | metroStickers | draft    | no   | yes    | an agency     | the printing step, number 6 |
      | metroStickers | draft    | no   | no     | an agency     | the payment step, number 4  |
      | metroStickers | draft    | no   | no     | an advertiser | the payment step, number 4  |
      | metroStickers | approved | no   | no     | an agency     | the printing step, number 6 |
      | turnsTiles    | draft    | yes  | no     | an advertiser | the campaign page           |

  @R-LINK-09 @R-LINK-10
  Scenario Outline: A transit-shelter campaign whose reservation is <reservation> in state <state> leads to <target>
    Given a "transitShelter" campaign currently in state "<state>"
    And its reservation is "<reservation>"
    And it runs for the partner "p7" and the brand "Кофе & Ко"
    Then opening the campaign leads to <target>

    Examples:
      | state    | reservation | target                                      |
      | active   | confirmed   | nowhere                                     |
      | draft    | confirmed   | nowhere                                     |
      | draft    | reserved    | the transit-shelter calculator at step 3    |
      | approved | notReserved | the transit-shelter calculator at step 3    |
      | completed | canceled   | the transit-shelter calculator at step 3    |

  @R-LINK-09 @R-LINK-10 @R-LINK-11 @R-LINK-12
  Scenario Outline: Choice: every campaign card opens its campaign (<place>, reservation <reservation>, <viewer>)
    R-LINK-09 and R-LINK-11 say a click leads into the wizard nowhere; they do not make the campaign unreachable.
    So a card whose campaign has no wizard link opens the campaign's own page: the transit-shelter campaign whose
    reservation is confirmed, the one waiting for its invoice, is opened from its card like any other. An
    observer's card still opens nothing (R-LINK-12).

    Given a "<place>" campaign currently in state "approved"
    And its reservation is "<reservation>"
    And the viewer is <viewer>
    Then its card opens <target>

    Examples:
      | place          | reservation | viewer        | target                                   |
      | transitShelter | confirmed   | an advertiser | the campaign page                        |
      | transitShelter | reserved    | an advertiser | the transit-shelter calculator at step 3 |
      | nonStandart    | reserved    | an advertiser | the campaign page                        |
      | transitShelter | confirmed   | an observer   | nowhere                                  |

  @R-LINK-11
  Scenario Outline: A special-project campaign on <place> has no link
    Given a "<place>" campaign currently in state "draft"
    And the campaign is paid: yes, invoiced: yes, print uploaded: no
    Then opening the campaign leads to nowhere

    Examples:
      | place               |
      | nonStandart         |
      | escalatorSteps      |
      | pointersStandart    |
      | beautySalonMonitors |

  @R-LINK-12
  Scenario Outline: An observer's campaign cards do not open (<place>, <state>)
    Given a "<place>" campaign currently in state "<state>"
    And the viewer is an observer
    Then opening the campaign leads to nowhere

    Examples:
      | place          | state           |
      | metroStickers  | draft           |
      | metroMonitors  | active          |
      | transitShelter | approved        |

  @R-LINK-07
  Scenario: A campaign with an unknown place or state gets no link rather than a wrong one
    Given a "zeppelin" campaign currently in state "draft"
    Then opening the campaign leads to nowhere
    And the link is refused with "unknownPlace" on the field "advertisePlace"
