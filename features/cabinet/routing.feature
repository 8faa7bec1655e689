Feature: Where the cabinet sends people
  The cabinet decides every address in one place; the browser's router only applies the decision: show a
  page (inside the cabinet's layout with header and menu, or standalone without them) or send the person on.

  @R-ROUTE-01
  Scenario: The cabinet lives under /app
    Given a cabinet user who is an advertiser
    When they open "/app/campaigns" in the cabinet
    Then the cabinet shows the page "campaigns" with header and menu
    And the browser shows the cabinet page "/campaigns" as "/app/campaigns"

  @R-ROUTE-02 @R-ROUTE-03
  Scenario Outline: The calculator opens its wizard at step one, or at the step asked for (<address>)
    Given a cabinet user who is an advertiser
    When they open "<address>" in the cabinet
    Then the cabinet <outcome>

    Examples:
      | address                                  | outcome                                                      |
      | /calculator                              | sends them to "/calculator/step-1"                           |
      | /calculator?advertisePlace=metroStickers | sends them to "/calculator/step-1?advertisePlace=metroStickers" |
      | /calculator/step-2                       | shows the page "wizard" with header and menu                 |
      | /calculator/step-4/c-17                  | shows the page "wizard" with header and menu                 |

  @R-ROUTE-03
  Scenario: A wizard step may name its campaign
    Given a cabinet user who is an advertiser
    When they open "/calculator/step-4/c-17" in the cabinet
    Then the page is given the step "4" and the campaign "c-17"

  @R-ROUTE-04 @R-ROUTE-06
  Scenario Outline: Lists and details match their exact address; anything else leads to the campaign list (<address>)
    The spec names no default start page: we chose the campaign list.

    Given a cabinet user who is an advertiser
    When they open "<address>" in the cabinet
    Then the cabinet <outcome>

    Examples:
      | address               | outcome                                          |
      | /campaigns            | shows the page "campaigns" with header and menu  |
      | /campaigns/c-17       | shows the page "campaign" with header and menu   |
      | /campaigns/c-17/stats | shows the page "campaignStats" with header and menu |
      | /campaigns/c-17/extra | sends them to "/campaigns"                       |
      | /advertisers          | shows the page "advertisers" with header and menu |
      | /advertisers/a-1      | shows the page "advertiser" with header and menu |
      | /advertisers/a-1/x    | sends them to "/campaigns"                       |
      | /documents            | shows the page "documents" with header and menu  |
      | /documents/old        | sends them to "/campaigns"                       |
      | /no-such-page         | sends them to "/campaigns"                       |
      | /login                | sends them to "/campaigns"                       |

  @R-SCREEN-17 @R-SCREEN-18 @R-SCREEN-19
  Scenario Outline: The further calculator and media addresses lead to their screens (<address>)
    The spec calls /media-step, /calc-stop and /media "further calculator and media screens" and says no more.
    Choice: /media is the media library, and /media-step (the materials) leads there too: creatives are
    uploaded and sent to moderation there. /calc-stop (the stops calculator) opens the wizard on transit
    shelters, as the /transit-shelter page does.

    Given a cabinet user who is an advertiser
    When they open "<address>" in the cabinet
    Then the cabinet <outcome>

    Examples:
      | address     | outcome                                                           |
      | /media      | shows the page "media" with header and menu                       |
      | /media-step | sends them to "/media"                                            |
      | /calc-stop  | sends them to "/calculator/step-2?advertisePlace=transitShelter" |

  @R-ROUTE-05 @R-ROLE-02
  Scenario Outline: Bills exist once the profile has loaded, never for observers (<who>)
    Given a cabinet user who is <who>
    When they open "/bills" in the cabinet
    Then the cabinet <outcome>

    Examples:
      | who                                      | outcome                                      |
      | an advertiser                            | shows the page "bills" with header and menu  |
      | signed in with the profile still loading | sends them to "/campaigns"                   |
      | an observer                              | sends them to "/campaigns"                   |

  @R-ROUTE-07 @R-ROUTE-08
  Scenario Outline: The eight public calculator pages (<page>) open for everyone, standalone when signed in
    Choice for R-ROUTE-08: "outside the main set of pages" means the page stands alone, with no header, no
    mobile menu and no footer. Other place calculator pages stay inside the layout and need a login.

    Given a cabinet user who is <who>
    When they open "/<page>" in the cabinet
    Then the cabinet shows the page "placeCalculator" <layout>

    Examples:
      | who           | page                      | layout                   |
      | signed out    | preview-minio             | without header or menu   |
      | signed out    | groundTransportation      | without header or menu   |
      | signed out    | groundTransportationTram  | without header or menu   |
      | signed out    | lightboxes-bus            | without header or menu   |
      | signed out    | crystalLight              | without header or menu   |
      | signed out    | media-facade-on-varshavka | without header or menu   |
      | signed out    | monitory-metro            | without header or menu   |
      | signed out    | city-format-group         | without header or menu   |
      | an advertiser | monitory-metro            | without header or menu   |
      | an advertiser | city-format-group         | without header or menu   |
      | an advertiser | cdek                      | with header and menu     |
      | an advertiser | beauty-monitors           | with header and menu     |

  @R-ROUTE-09 @R-ROLE-03
  Scenario Outline: Sign-in pages, the small-business ones among them, open only when signed out (<address>)
    Given a cabinet user who is signed out
    When they open "<address>" in the cabinet
    Then the cabinet shows the page "<page>" without header or menu

    Examples:
      | address                         | page             |
      | /msb-authorization              | msbAuthorization |
      | /msb-confirm                    | msbConfirm       |
      | /sign-in/confirm/t0ken/msb      | signInConfirmMsb |
      | /sign-in/confirm/t0ken          | signInConfirm    |
      | /sign-in/confirm                | signInConfirm    |
      | /sign-in                        | signIn           |
      | /login                          | login            |

  @R-ROUTE-10 @R-ROUTE-11
  Scenario Outline: Signed out, other addresses lead to the login page, or to small-business authorization in the auto-flow (<address>)
    Choice: only the path is searched for sign-in/confirm, msb and auth, not the query, so a query cannot switch
    the login redirect off. An exempt path that matches no page shows the "not found" page.

    Given a cabinet user who is signed out
    When they open "<address>" in the cabinet
    Then the cabinet <outcome>

    Examples:
      | address                                                  | outcome                                                                      |
      | /                                                        | sends them to "/login"                                                       |
      | /campaigns                                               | sends them to "/login"                                                       |
      | /cdek                                                    | sends them to "/login"                                                       |
      | /campaigns?next=auth                                     | sends them to "/login"                                                       |
      | /campaigns?calculatorAutoFlow=metroMonitors&authToken=t1 | sends them to "/msb-authorization?calculatorAutoFlow=metroMonitors&authToken=t1" |
      | /old-msb-page                                            | shows the page "notFound" without header or menu                             |

  @R-ROUTE-12
  Scenario: The OAuth return signs in with the service and the code
    Given a cabinet user who is signed out
    When they open "/app/auth/yandex?code=c0de" in the cabinet
    Then the cabinet shows the page "oauthReturn" without header or menu
    When the server answers the OAuth sign-in with the data "token t-9"
    And the cabinet completes the OAuth return
    Then the server was asked without a token to sign in with service "yandex" and code "c0de"
    And the login step receives the data "token t-9"

  @R-ROUTE-13
  Scenario: The calculator auto-flow brings its token along
    When the cabinet starts with "calculatorAutoFlow=lightBoxes&authToken=t-42"
    Then the sign-in token "t-42" is kept after the browser restarts
    And the cabinet remembers the auto-flow for "lightBoxes" at step 3

  @R-ROUTE-14
  Scenario Outline: After login the auto-flow continues in the wizard (<query>)
    Choice: the place is the value of calculatorAutoFlow; the step is the query parameter step when given,
    otherwise the advertiser step of the place's wizard as a calculator-first visitor sees it: 3 for the six
    calculator-first places (placements, calculator, advertiser, …), 2 for the others.

    When the cabinet starts with "<query>"
    And a cabinet user who is an advertiser with the stored auto-flow opens "/campaigns"
    Then the cabinet sends them to "<target>"

    Examples:
      | query                                                | target                                          |
      | calculatorAutoFlow=metroMonitors&authToken=t1        | /calculator/step-3?advertisePlace=metroMonitors |
      | calculatorAutoFlow=lightBoxes&authToken=t1&step=5    | /calculator/step-5?advertisePlace=lightBoxes    |
      | calculatorAutoFlow=cityFormat&authToken=t1           | /calculator/step-2?advertisePlace=cityFormat    |

  @R-ROLE-05 @R-ROLE-09
  Scenario Outline: An observer reaches only campaigns and notifications (<address>)
    Choice: strictly so — no calculator of any kind, not even the public pages, and no home page.

    Given a cabinet user who is an observer
    When they open "<address>" in the cabinet
    Then the cabinet <outcome>

    Examples:
      | address            | outcome                                            |
      | /campaigns         | shows the page "campaigns" with header and menu    |
      | /campaigns/c-1     | shows the page "campaign" with header and menu     |
      | /notifications     | shows the page "notifications" with header and menu |
      | /advertisers       | sends them to "/campaigns"                         |
      | /advertisers/a-1   | sends them to "/campaigns"                         |
      | /bills             | sends them to "/campaigns"                         |
      | /calculator/step-1 | sends them to "/campaigns"                         |
      | /monitory-metro    | sends them to "/campaigns"                         |
      | /profile           | sends them to "/campaigns"                         |
