Feature: The session of an advertiser in the browser

  @R-ASYNC-05 @R-ENT-12
  Scenario: Signing in stores the token for the tab only, unless the advertiser asks to be remembered
    The choice for the open rule: session storage by default (gone with the tab), local storage after
    'Запомнить меня' (kept after a restart).
    Given the server accepts Анна's password
    When Анна signs in as "anna@example.ru"
    Then Анна is signed in
    And her token is kept for this tab only
    When Анна signs in as "anna@example.ru" and asks to be remembered
    Then her token is kept after the browser restarts

  @R-API-04
  Scenario: A response saying Unauthorized removes the token and sends the advertiser to the start page
    Given the server accepts Анна's password
    And Анна has signed in as "anna@example.ru"
    When the server answers a call with "Unauthorized"
    Then Анна is not signed in
    And she is sent to the start page

  @R-API-05
  Scenario: A profile answer 'Token verification error' logs the advertiser out
    Given the server accepts Анна's password
    And Анна has signed in as "anna@example.ru"
    When her profile is refused with "Token verification error"
    Then Анна is not signed in
    And she is sent to the start page

  @R-ASYNC-06
  Scenario: A password restore ends in success or in advertiser-not-found
    When Анна asks to restore the password of a registered e-mail
    Then the restore succeeds
    When Анна asks to restore the password of an unknown e-mail
    Then the advertiser reads "Рекламодатель с таким e-mail не найден"

  @R-API-01 @R-API-06
  Scenario: The account calls go where the spec says, and only the signed-in ones carry the token
    Given the server accepts Анна's password
    And the server answers every account call
    When Анна registers, confirms, signs in, reads her profile, asks to restore her password and signs out
    Then the calls made are:
      | call                      | with the token |
      | registration              | no             |
      | registration confirmation | no             |
      | sign-in                   | no             |
      | profile                   | yes            |
      | password recovery         | no             |
      | sign-out                  | yes            |
