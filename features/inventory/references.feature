# language: en
Feature: Reference calls, their page limits and who may make them

  @R-API-27 @R-ROLE-01
  Scenario Outline: Every reference list of the cabinet is served, public ones without a token
    Chosen: the /api/v1/public/ family needs no token, every other reference call needs one.
    Then the reference list "<call>" is served and <who> may read it

    Examples:
      | call                                | who            |
      | /api/v1/data-packages               | a signed-in user |
      | /api/v1/public/data-formats         | a visitor      |
      | /api/v1/data-package-sizes          | a signed-in user |
      | /api/v1/data-places                 | a signed-in user |
      | /api/v1/public/data-places          | a visitor      |
      | /api/v1/regions                     | a signed-in user |
      | /api/v1/cities                      | a signed-in user |
      | /api/v1/routes                      | a signed-in user |
      | /api/v1/clients/monitors-standalone | a signed-in user |
      | /api/v1/base-plans                  | a signed-in user |
      | /api/v1/commercial-campaign-states  | a signed-in user |
      | /api/v1/public/metro-lines          | a visitor      |
      | /api/v1/metro-lines                 | a signed-in user |
      | /api/v1/metro-stations              | a signed-in user |
      | /api/v1/public/metro-stations       | a visitor      |
      | /api/v1/typography                  | a signed-in user |
      | /api/v1/legal-entity-basis          | a signed-in user |
      | /api/v1/public/form-of-business     | a visitor      |
      | /api/v1/data-video-packages         | a signed-in user |
      | /api/v1/public/landing-docs         | a visitor      |
      | /api/v1/public/turns-tiles          | a visitor      |

  @R-CONST-07
  Scenario Outline: A reference list pages with its own limit and caps what is asked
    Chosen: lists the spec does not name start at 100 and serve at most 1000 ("some 500 or 1000").
    When a user asks "<call>" for <asked> entries
    Then a page of at most <served> entries is served

    Examples:
      | call                        | asked   | served |
      | /api/v1/metro-lines         | 1000    | 100    |
      | /api/v1/cities              | 500     | 100    |
      | /api/v1/routes              | nothing | 100    |
      | /api/v1/metro-stations      | nothing | 500    |
      | /api/v1/metro-stations      | 5000    | 500    |
      | /api/v1/public/data-formats | 1000    | 100    |
      | /api/v1/news                | 5000    | 1000   |
      | /api/v1/news                | nothing | 100    |
      | /api/v1/regions             | 1000    | 200    |

  @R-CONST-08
  Scenario Outline: GraphQL lists are capped at the spec's limits
    When a user asks the query "<list>" for <asked> entries
    Then a page of at most <served> entries is served

    Examples:
      | list                            | asked   | served |
      | transitShelterSpaces            | 100000  | 24000  |
      | getTransitShelterSpacesByPeriod | nothing | 1000   |
      | regions                         | 1000    | 200    |
      | metroLines                      | 1000    | 500    |
      | metroLinesPublic                | 1000    | 100    |
      | metroMonitors                   | 1000    | 50     |
      | mskMetroStickersSpaces          | 1000    | 500    |
      | formats                         | nothing | 50     |
      | formats                         | 1000    | 500    |
      | metroStations                   | 1000    | 500    |

  @R-ROLE-01 @R-API-29
  Scenario Outline: Visitors may read the metro, districts, formats and documents without a token
    Then a query of "<fields>" <needs> a token

    Examples:
      | fields                              | needs        |
      | metroLines, metroStations           | does not need |
      | regions                             | does not need |
      | documents, formats                  | does not need |
      | metroLines, metroMonitors           | needs        |
      | getTransitShelterSpacesByPeriod     | needs        |
      | exportTransitSheltersToExcel        | needs        |

  @R-API-33
  Scenario Outline: Documents filter by product, document type and active state
    When I ask for the documents of product "<product>", type "<type>" and active "<active>"
    Then <count> documents are listed

    Examples:
      | product        | type                  | active | count |
      | transitShelter | any                   | any    | 3     |
      | transitShelter | any                   | yes    | 2     |
      | any            | technicalRequirements | yes    | 6     |
      | any            | tariffs               | no     | 6     |

  @R-FMT-01
  Scenario Outline: The video formats of the places
    Then the format "<place>" is <width>×<height> at <ratio>

    Examples:
      | place                | width | height | ratio |
      | metroMonitors        | 1920  | 1080   | 16:9  |
      | busMonitors          | 1280  | 720    | 16:9  |
      | monitorsStandalone   | 1280  | 512    | 5:2   |
      | monitorsTram         | 1920  | 540    | 32:9  |
      | cityFormat           | 512   | 704    | 8:11  |
      | cityFormatGroup      | 1280  | 720    | 16:9  |
      | groundTransportation | 1920  | 1080   | 16:9  |
