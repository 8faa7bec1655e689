# language: en
Feature: Reference calls, their page limits and who may make them

  @R-API-27 @R-ROLE-01
  Scenario Outline: Every reference list of the cabinet is served, public ones without a token
    Chosen: the public lists (the landing's and the visitor's) need no token, every other list needs one.
    Then the reference list "<list>" is served and <who> may read it

    Examples:
      | list                      | who              |
      | packages                  | a signed-in user |
      | formats, public           | a visitor        |
      | package sizes             | a signed-in user |
      | places                    | a signed-in user |
      | places, public            | a visitor        |
      | districts                 | a signed-in user |
      | cities                    | a signed-in user |
      | routes                    | a signed-in user |
      | standalone monitors       | a signed-in user |
      | base plans                | a signed-in user |
      | campaign states           | a signed-in user |
      | metro lines, public       | a visitor        |
      | metro lines               | a signed-in user |
      | metro stations            | a signed-in user |
      | metro stations, public    | a visitor        |
      | typography                | a signed-in user |
      | legal entity bases        | a signed-in user |
      | forms of business, public | a visitor        |
      | video packages            | a signed-in user |
      | landing documents, public | a visitor        |
      | turns tiles, public       | a visitor        |

  @R-CONST-07
  Scenario Outline: A reference list pages with its own limit and caps what is asked
    Chosen: lists the spec does not name start at 100 and serve at most 1000 ("some 500 or 1000").
    When a user asks the list "<list>" for <asked> entries
    Then a page of at most <served> entries is served

    Examples:
      | list            | asked   | served |
      | metro lines     | 1000    | 100    |
      | cities          | 500     | 100    |
      | routes          | nothing | 100    |
      | metro stations  | nothing | 500    |
      | metro stations  | 5000    | 500    |
      | formats, public | 1000    | 100    |
      | news            | 5000    | 1000   |
      | news            | nothing | 100    |
      | districts       | 1000    | 200    |

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
