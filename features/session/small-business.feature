Feature: The small-business entrance
  A small business signs in on pages of its own (R-ROLE-03). It gives its e-mail first, and the cabinet decides
  what that e-mail needs: a password for a business already with us, a new account and a link by mail for a
  new one. Nobody is registered twice.

  @R-ROLE-03 @R-SCREEN-44 @R-API-07
  Scenario: A business already with us is asked for its password
    Given "bakery@example.ru" has a confirmed account
    When the business gives the e-mail "bakery@example.ru" at the small-business entrance
    Then the e-mail check was asked once, for "bakery@example.ru"
    And it is asked for the password of "bakery@example.ru"
    And no account is registered

  @R-ROLE-03 @R-SCREEN-44 @R-SCREEN-45 @R-API-06
  Scenario: A new business is registered by the simple registration and told to check its mail
    Given "new@example.ru" has no account
    When the business gives the e-mail "new@example.ru" and the name "Пекарня «Утро»" at the small-business entrance
    Then it is told to check the mail sent to "new@example.ru"
    And the simple registration was asked for "new@example.ru" named "Пекарня «Утро»"

  @R-ROLE-03 @R-SCREEN-45 @R-API-07
  Scenario: A business that never opened its link is sent to its mail again, not registered twice
    Given "late@example.ru" has an account that was never confirmed
    When the business gives the e-mail "late@example.ru" at the small-business entrance
    Then the e-mail check was asked once, for "late@example.ru"
    And it is told to check the mail sent to "late@example.ru"
    And no account is registered

  @R-SCREEN-46
  Scenario Outline: The mailed link is checked before the password form shows
    Given the mailed link is <state>
    When the business opens the link
    Then the password form <shows>

    Examples:
      | state                  | shows           |
      | still valid            | shows           |
      | used or out of date    | does not show   |
