Feature: What each role may do in the cabinet
  Advertisers have the full cabinet; agencies the same with their own step numbering; small businesses sign in
  and out their own way; observers only watch campaigns and notifications.

  @R-ROLE-01
  Scenario Outline: Public calls need no sign-in token (<call>)
    Then the server call "<call>" needs a sign-in token: <needs>

    Examples:
      | call                              | needs |
      | places, public                    | no    |
      | metro lines, public               | no    |
      | landing documents, public         | no    |
      | metro stickers media plan, public | no    |
      | profile                           | yes   |
      | campaign list                     | yes   |

  @R-ROLE-02 @R-ROLE-06 @R-ROLE-07 @R-ROLE-08 @R-ROLE-09 @R-LINK-12
  Scenario Outline: The cabinet's permissions by role (<who>)
    Choice: until the profile has loaded nothing role-dependent is granted except the advertisers link, which
    only observers lose.

    Given a cabinet user who is <who>
    Then the cabinet lets them create campaigns: <create>, see advertisers: <advertisers>, see bills: <bills>
    And the cabinet gives them the bell: <bell>, the profile icon: <profile>, cards that open: <cards>
    And the cabinet loads their partners: <partners>, shows invoice links: <invoices>, statistics links: <stats>
    And the cabinet polls their notifications: <polls>

    Examples:
      | who                                      | create | advertisers | bills | bell | profile | cards | partners | invoices | stats | polls |
      | an advertiser                            | yes    | yes         | yes   | yes  | yes     | yes   | yes      | yes      | yes   | yes   |
      | an agency                                | yes    | yes         | yes   | yes  | yes     | yes   | yes      | yes      | yes   | yes   |
      | a small business                         | yes    | yes         | yes   | yes  | yes     | yes   | yes      | yes      | yes   | yes   |
      | an observer                              | no     | no          | no    | no   | no      | no    | no       | no       | no    | no    |
      | signed in with the profile still loading | no     | yes         | no    | yes  | yes     | yes   | no       | no       | no    | no    |

  @R-ROLE-04 @R-HEAD-23
  Scenario Outline: Logout clears the session and leaves for home, or for the small-business site (<who>)
    Choice for R-ROLE-04: the external site is https://msb.tablo.moscow/.

    Given a cabinet user who is <who>
    When they log out of the cabinet
    Then the session is cleared first and they land on "<target>"

    Examples:
      | who              | target                    |
      | an advertiser    | /                         |
      | an observer      | /                         |
      | a small business | https://msb.tablo.moscow/ |

  @R-ROLE-10
  Scenario Outline: Agencies are found by part of their name (<query>)
    Choice: case does not matter, ё counts as е and extra spaces are ignored; an empty search keeps everyone.

    Given the agencies "Медиа Ёлка, Альфа Реклама, Бета Медиа"
    When an agency is searched for "<query>"
    Then the agencies found are "<found>"

    Examples:
      | query  | found                                  |
      | медиа  | Медиа Ёлка, Бета Медиа                 |
      | ЕЛКА   | Медиа Ёлка                             |
      |        | Медиа Ёлка, Альфа Реклама, Бета Медиа  |
      | гамма  | none                                   |

  @R-ROLE-11
  Scenario: Chat has two roles
    Then the chat roles are "advertiser, manager"
