# language: en
Feature: Signing in and what the advertiser is told when it fails
  The cabinet speaks Russian. Where the spec gives a message only in English, the Russian sentence the
  advertiser reads renders it; both are quoted below.

  @R-ERR-01 @R-ERR-02 @R-ERR-03 @R-ERR-05 @R-ERR-06 @R-ERR-07 @R-API-03 @R-SCREEN-49
  Scenario Outline: A failed sign-in shows the sentence for the server's answer
    When the server refuses the sign-in with "<server answer>"
    Then the advertiser reads "<message>"

    Examples:
      | server answer            | message                                                                 | spec says                                          |
      | wrong login/password     | Неверный логин или пароль                                               | Wrong login/password                               |
      | advertiser not found     | Неверный логин или пароль                                               | Wrong login/password                               |
      | advertiser not active    | Аккаунт заблокирован. Обратитесь в поддержку                            | account blocked                                    |
      | advertiser not confirmed | Аккаунт ещё не активирован: перейдите по ссылке из письма               | account not yet activated                          |
      | captcha invalid          | Действие похоже на подозрительное. Подтвердите, что вы не робот         | a suspicious-action message (open wording)         |
      | something nobody expected| Непредвиденная ошибка. Проверьте соединение или повторите попытку позже | unexpected error, check connection or retry later  |

  @R-ERR-04 @R-SCREEN-49
  Scenario: With a captcha on the form, a refused sign-in names the captcha too
    When the server refuses the sign-in with "wrong login/password" while a captcha was asked for
    Then the advertiser reads "Неверный логин, пароль или капча"

  @R-ERR-05
  Scenario Outline: Registration and restore failures have their own sentences (open wording, chosen here)
    When the server refuses the account request with "<server answer>"
    Then the advertiser reads "<message>"

    Examples:
      | server answer               | message                                                         |
      | email already in use        | Этот e-mail уже зарегистрирован. Войдите или восстановите пароль |
      | restore link inactive       | Ссылка для восстановления пароля недействительна или устарела   |
      | restore confirmation failed | Не удалось сменить пароль. Запросите новую ссылку               |
      | advertiser not found        | Рекламодатель с таким e-mail не найден                          |

  @R-ERR-07
  Scenario: A server that cannot be reached is an unexpected error, not a wrong password
    Given the server cannot be reached
    When Анна signs in as "anna@example.ru"
    Then the advertiser reads "Непредвиденная ошибка. Проверьте соединение или повторите попытку позже"
    And Анна is not signed in
