# language: en
Feature: The account screens: signing in by a link, the personal cabinet and the advertisers an account books for
  Signed out, a person confirms a new account by the mailed link, asks for a link to restore a password and sets
  the new one, or comes back from an outside sign-in service (OAuth). Signed in, the personal cabinet holds the
  profile, the payment requisites, the advertisers (a partner and its brand) the account books campaigns for, and
  the observers it invites; the advertisers list shows each advertiser with how many campaigns run for it, and an
  advertiser's page lists those campaigns.

  Our choices where the spec is open: the advertisers list and the personal cabinet show one and the same list of
  advertisers; a campaign booked for two advertisers counts for both; every change is followed by the list read
  again, so the screen never shows what the server did not keep; a form the server refuses shows the server's own
  Russian sentence and one sentence per field; the session an outside service opens is kept for the tab only, as
  a password sign-in without 'Запомнить меня' is.

  Changing a row: an advertiser or requisites are changed in the form they were added with, starting from what
  the server keeps; a refused change leaves the list as it was. Requisites that invoices were already made out to
  may be changed (the server refuses only an INN and KPP another of the account's requisites has): an issued
  invoice keeps the requisites it was made out with, the next invoices and annexes carry the new ones, and the
  form says so.

  Rule: The advertisers an account books for

    Background:
      Given the advertisers screens' server has the advertisers:
        | id | name          | brand   |
        | p1 | ООО «Ромашка» | Ромашка |
        | p2 | ИП Васильев   | Василёк |
        | p3 | АО «Лютик»    | Лютик   |
      And the advertisers screens' server has the campaigns:
        | id | name          | advertisers | without taxes | taxes   |
        | c1 | Весна в метро | p1          | 100000        | 20000   |
        | c2 | Лето у метро  | p1, p2      | 250000.5      | 50000.1 |
        | c3 | Осень на МЦК  | p2          | 12345.67      | 2469.13 |

    @R-SCREEN-08 @R-API-08
    Scenario: The advertisers list names each advertiser with its brand and counts its campaigns
      When the advertisers list opens
      Then the advertisers list shows:
        | advertiser    | brand   | campaigns |
        | ООО «Ромашка» | Ромашка | 2         |
        | ИП Васильев   | Василёк | 2         |
        | АО «Лютик»    | Лютик   | 0         |

    @R-SCREEN-09 @R-CONST-02
    Scenario: An advertiser's page lists only the campaigns booked for it, each with its cost with taxes
      When the advertiser page opens at "/advertisers/p2"
      Then the advertiser page is of "ИП Васильев / Василёк"
      And the advertiser page lists:
        | campaign     | cost         |
        | Лето у метро | 300 000,60 ₽ |
        | Осень на МЦК | 14 814,80 ₽  |

    @R-SCREEN-09
    Scenario Outline: The page at <address> is of "<advertiser>" and lists "<campaigns>"
      When the advertiser page opens at "<address>"
      Then the advertiser page is of "<advertiser>"
      And the advertiser page lists the campaigns "<campaigns>"

      Examples:
        | address         | advertiser              | campaigns                   |
        | /advertisers/p1 | ООО «Ромашка» / Ромашка | Весна в метро, Лето у метро |
        | /advertisers/p3 | АО «Лютик» / Лютик      |                             |
        | /advertisers/p9 |                         |                             |

    @R-SCREEN-57 @R-SCREEN-08 @R-API-08
    Scenario: A new advertiser is sent with its name and brand, and the list read again shows it
      When the advertisers list opens
      And the partners screen adds the advertiser "ООО «Астра»" with the brand "Астра"
      Then the partners screen asked the server:
        | call                          | body                                   | with the token |
        | POST /api/v1/clients/partners | {"name":"ООО «Астра»","brand":"Астра"} | yes            |
      And the advertisers list shows:
        | advertiser    | brand   | campaigns |
        | ООО «Ромашка» | Ромашка | 2         |
        | ИП Васильев   | Василёк | 2         |
        | АО «Лютик»    | Лютик   | 0         |
        | ООО «Астра»   | Астра   | 0         |

    @R-SCREEN-57 @R-VAL-07
    Scenario: An advertiser the account already has is refused field by field, and the list stays as it was
      Given the partners screen's server refuses the advertiser saying "Такое значение уже используется" with the fields "name: already in use; brand: already in use"
      When the advertisers list opens
      And the partners screen adds the advertiser "ООО «Ромашка»" with the brand "Ромашка"
      Then the partners screen says "Такое значение уже используется"
      And the partners screen marks the fields "name: Данное значение уже используется в системе; brand: Данное значение уже используется в системе"
      And the advertisers list shows:
        | advertiser    | brand   | campaigns |
        | ООО «Ромашка» | Ромашка | 2         |
        | ИП Васильев   | Василёк | 2         |
        | АО «Лютик»    | Лютик   | 0         |

    @R-SCREEN-57 @R-SCREEN-08 @R-API-08
    Scenario: An advertiser changed is sent to its own address with the new name and brand, and the list shows it
      When the advertisers list opens
      And the partners screen changes the advertiser "ИП Васильев" to "ИП Васильева" with the brand "Васильки"
      Then the partners screen asked the server:
        | call                            | body                                       | with the token |
        | PUT /api/v1/clients/partners/p2 | {"name":"ИП Васильева","brand":"Васильки"} | yes            |
      And the advertisers list shows:
        | advertiser    | brand    | campaigns |
        | ООО «Ромашка» | Ромашка  | 2         |
        | ИП Васильева  | Васильки | 2         |
        | АО «Лютик»    | Лютик    | 0         |

    @R-SCREEN-57 @R-VAL-07
    Scenario: An advertiser changed into one the account already has is refused field by field, and stays as it was
      Given the partners screen's server refuses changes to the advertiser "ИП Васильев" saying "Такое значение уже используется" with the fields "name: already in use; brand: already in use"
      When the advertisers list opens
      And the partners screen changes the advertiser "ИП Васильев" to "АО «Лютик»" with the brand "Лютик"
      Then the partners screen says "Такое значение уже используется"
      And the partners screen marks the fields "name: Данное значение уже используется в системе; brand: Данное значение уже используется в системе"
      And the advertisers list shows:
        | advertiser    | brand   | campaigns |
        | ООО «Ромашка» | Ромашка | 2         |
        | ИП Васильев   | Василёк | 2         |
        | АО «Лютик»    | Лютик   | 0         |

    @R-SCREEN-57 @R-SCREEN-08 @R-API-08
    Scenario: Removing an advertiser deletes it on the server and the list read again no longer has it
      When the advertisers list opens
      And the partners screen removes the advertiser "ИП Васильев"
      Then the partners screen asked the server:
        | call                               | body | with the token |
        | DELETE /api/v1/clients/partners/p2 |      | yes            |
      And the advertisers list shows:
        | advertiser    | brand   | campaigns |
        | ООО «Ромашка» | Ромашка | 2         |
        | АО «Лютик»    | Лютик   | 0         |

  Rule: The personal cabinet

    Background:
      Given the personal cabinet's server knows the account:
        | name   | Анна Петрова    |
        | phone  | +7 999 123-4567 |
        | e-mail | anna@example.ru |
      And the personal cabinet's server has the requisites:
        | id | name          | inn        |
        | e1 | ООО «Ромашка» | 7701234567 |
      And the partners screen's server has the observers:
        | id | name           | e-mail          | signed in |
        | o1 | Ольга Смирнова | olga@example.ru | yes       |

    @R-SCREEN-12 @R-API-08
    Scenario: The personal cabinet shows the account, its requisites and its observers
      When the personal cabinet opens
      Then the personal cabinet shows the profile:
        | name   | Анна Петрова    |
        | phone  | +7 999 123-4567 |
        | e-mail | anna@example.ru |
      And the personal cabinet shows the requisites:
        | name          | inn        |
        | ООО «Ромашка» | 7701234567 |
      And the personal cabinet shows the observers:
        | name           | e-mail          | signed in |
        | Ольга Смирнова | olga@example.ru | yes       |

    @R-SCREEN-12
    Scenario: A list the server cannot give is said, and nothing is shown in its place
      Given the personal cabinet's server cannot give the observers, saying "Сервис временно недоступен"
      When the personal cabinet opens
      Then the personal cabinet warns "Не удалось загрузить данные кабинета: Сервис временно недоступен"
      And the personal cabinet shows the observers:
        | name | e-mail | signed in |

    @R-SCREEN-12 @R-API-08
    Scenario: Saving the profile sends the name and the phone; the e-mail, the login, is not sent
      When the personal cabinet opens
      And the personal cabinet saves the name "Анна Сергеевна Петрова" and the phone "+7 999 765-4321"
      Then the personal cabinet asked the server:
        | call                        | body                                                            | with the token |
        | PUT /api/v1/clients/profile | {"fullName":"Анна Сергеевна Петрова","phone":"+7 999 765-4321"} | yes            |
      And the personal cabinet succeeds

    @R-SCREEN-12 @R-VAL-07
    Scenario Outline: A profile the server refuses reads "<message>"
      Given the personal cabinet's server <refusal>
      When the personal cabinet saves the name "Анна" and the phone "<phone>"
      Then the personal cabinet says "<message>"
      And the personal cabinet marks the fields "<fields>"

      Examples:
        | refusal                                                                                    | phone              | message                                                                 | fields                                      |
        | refuses the profile saying "Проверьте поля: phone" with the fields "phone: wrong format"   | 8 (999) 1234567890 | Проверьте поля: phone                                                   | phone: Неправильный формат                  |
        | refuses the profile saying "Проверьте поля: fullName" with the fields "fullName: required" | +7 999 1234567     | Проверьте поля: fullName                                                | fullName: Данное поле является обязательным |
        | cannot be reached for the profile                                                          | +7 999 1234567     | Непредвиденная ошибка. Проверьте соединение или повторите попытку позже |                                             |

    @R-SCREEN-12 @R-SCREEN-58 @R-API-08
    Scenario: New requisites are sent with the form of business and the basis, and the list read again shows them
      When the personal cabinet opens
      And the personal cabinet adds the requisites of an organisation signed by its charter:
        | name    | ООО «Астра»             |
        | inn     | 7707083893              |
        | kpp     | 770701001               |
        | ogrn    | 1027700132195           |
        | address | Москва, ул. Тверская, 1 |
      Then the personal cabinet asked the server:
        | call                                | body                                                                                                                                                                         | with the token |
        | POST /api/v1/clients/legal-entities | {"name":"ООО «Астра»","inn":"7707083893","kpp":"770701001","ogrn":"1027700132195","address":"Москва, ул. Тверская, 1","formOfBusiness":"legalEntityOrg","basisId":"charter"} | yes            |
      And the personal cabinet shows the requisites:
        | name          | inn        |
        | ООО «Ромашка» | 7701234567 |
        | ООО «Астра»   | 7707083893 |

    @R-SCREEN-58 @R-API-08
    Scenario: Requisites changed start from what the server keeps, stay the advertiser's they were, and the list shows them
      Given the personal cabinet's server has the requisites "e2" of an organisation kept for the advertiser "p1":
        | name                 | ООО «Астра»             |
        | inn                  | 7707083893              |
        | kpp                  | 770701001               |
        | ogrn                 | 1027700132195           |
        | address              | Москва, ул. Тверская, 1 |
        | signerFullName       | Иванова Анна Сергеевна  |
        | bankName             | ПАО Банк                |
        | bik                  | 044525225               |
        | correspondingAccount | 30101810400000000225    |
        | checkingAccount      | 40702810938000000001    |
      When the personal cabinet opens
      And the personal cabinet changes the inn of the requisites "ООО «Астра»" to "7707083894"
      Then the personal cabinet asked the server:
        | call                                  | body                                                                                                                                                                                                                                                                                                                                                                                          | with the token |
        | PUT /api/v1/clients/legal-entities/e2 | {"name":"ООО «Астра»","inn":"7707083894","kpp":"770701001","ogrn":"1027700132195","address":"Москва, ул. Тверская, 1","signerFullName":"Иванова Анна Сергеевна","bankName":"ПАО Банк","bik":"044525225","correspondingAccount":"30101810400000000225","checkingAccount":"40702810938000000001","formOfBusiness":"legalEntityOrg","basisId":"charter","partnerId":"p1","isAllowedToShow":true} | yes            |
      And the personal cabinet shows the requisites:
        | name          | inn        |
        | ООО «Ромашка» | 7701234567 |
        | ООО «Астра»   | 7707083894 |

    @R-SCREEN-57 @R-SCREEN-12 @R-API-08
    Scenario: Inviting an observer sends the name and e-mail, says where the invitation went and lists it unused
      When the personal cabinet opens
      And the partners screen invites the observer "Пётр Иванов" at "petr@example.ru"
      Then the partners screen asked the server:
        | call                           | body                                                 | with the token |
        | POST /api/v1/clients/observers | {"email":"petr@example.ru","fullName":"Пётр Иванов"} | yes            |
      And the partners screen's invitation went to "petr@example.ru"
      And the partners screen shows the observers:
        | name           | e-mail          | signed in |
        | Ольга Смирнова | olga@example.ru | yes       |
        | Пётр Иванов    | petr@example.ru | no        |

    @R-SCREEN-57 @R-VAL-07
    Scenario: An invitation to a malformed e-mail is refused on the e-mail field
      Given the partners screen's server refuses the invitation saying "Проверьте поля: email" with the fields "email: wrong format"
      When the personal cabinet opens
      And the partners screen invites the observer "Пётр Иванов" at "petr@example"
      Then the partners screen says "Проверьте поля: email"
      And the partners screen marks the fields "email: Неправильный формат"
      And the partners screen shows the observers:
        | name           | e-mail          | signed in |
        | Ольга Смирнова | olga@example.ru | yes       |

    @R-SCREEN-57 @R-API-08
    Scenario: Removing an observer deletes it on the server and the list read again no longer has it
      When the personal cabinet opens
      And the partners screen removes the observer "Ольга Смирнова"
      Then the partners screen asked the server:
        | call                                | body | with the token |
        | DELETE /api/v1/clients/observers/o1 |      | yes            |
      And the partners screen shows the observers:
        | name | e-mail | signed in |

  Rule: Signing in by a mailed link or an outside service

    @R-SCREEN-47 @R-ROUTE-09
    Scenario Outline: The confirmation page at <address> takes its token from the address
      When the sign-in confirmation page opens at "<address>"
      Then the sign-in confirmation page is given <token>

      Examples:
        | address                   | token               |
        | /sign-in/confirm/t0ken-1  | the token "t0ken-1" |
        | /app/sign-in/confirm/Ab_9 | the token "Ab_9"    |
        | /sign-in/confirm          | no token            |

    @R-SCREEN-47 @R-API-06
    Scenario: The mailed link confirms the account without a session and names the account confirmed
      Given the sign-in confirmation page's server confirms the account "anna@example.ru"
      When the sign-in confirmation page opens at "/sign-in/confirm/t0ken-1"
      And the sign-in confirmation page confirms its token
      Then the sign-in confirmation page asked the server:
        | call                                  | body                | with the token |
        | POST /api/v1/clients/register/confirm | {"token":"t0ken-1"} | no             |
      And the sign-in confirmation page names the confirmed account "anna@example.ru"

    @R-SCREEN-47 @R-ERR-07
    Scenario Outline: A link that cannot confirm says why (<why>)
      Given the sign-in confirmation page's server <why>
      When the sign-in confirmation page opens at "/sign-in/confirm/t0ken-1"
      And the sign-in confirmation page confirms its token
      Then the sign-in confirmation page says "<message>"

      Examples:
        | why                                                | message                                                                 |
        | refuses the link with "confirmation link inactive" | Ссылка подтверждения недействительна или уже использована               |
        | cannot be reached                                  | Непредвиденная ошибка. Проверьте соединение или повторите попытку позже |

    @R-SCREEN-48 @R-ASYNC-06 @R-API-06
    Scenario: The sign-in page asks for the e-mail and sends the restore link to it, without a session
      When the sign-in page opens at "/sign-in"
      Then the sign-in page asks for the e-mail to send a restore link to
      When the sign-in page asks for a restore link for "anna@example.ru"
      Then the sign-in page asked the server:
        | call                         | body                        | with the token |
        | POST /api/v1/clients/recover | {"email":"anna@example.ru"} | no             |
      And the sign-in page succeeds

    @R-SCREEN-48 @R-API-06
    Scenario: The restore link opens the sign-in page on the new password, sent with the link's token
      When the sign-in page opens at "/sign-in?restore=r3st0re"
      Then the sign-in page asks for a new password for the link "r3st0re"
      When the sign-in page sets the new password "новый-пароль-1"
      Then the sign-in page asked the server:
        | call                                 | body                                            | with the token |
        | POST /api/v1/clients/recover/confirm | {"token":"r3st0re","password":"новый-пароль-1"} | no             |
      And the sign-in page succeeds

    @R-SCREEN-48 @R-ERR-05
    Scenario Outline: A new password the server refuses with "<answer>" reads "<message>"
      Given the sign-in page's server refuses the new password with "<answer>"
      When the sign-in page opens at "/sign-in?restore=r3st0re"
      And the sign-in page sets the new password "новый-пароль-1"
      Then the sign-in page says "<message>"

      Examples:
        | answer                      | message                                                       |
        | restore link inactive       | Ссылка для восстановления пароля недействительна или устарела |
        | restore confirmation failed | Не удалось сменить пароль. Запросите новую ссылку             |

    @R-SCREEN-50 @R-ROUTE-12 @R-ROUTE-10
    Scenario Outline: The OAuth return at <address>, opened by <who>, <outcome>
      The return needs a code: without one the address is no page of ours. Someone already signed in is not
      signed in a second time and lands on the campaign list.

      When the OAuth return at "<address>" is opened by <who>
      Then the OAuth return <outcome>

      Examples:
        | who                | address                         | outcome                                    |
        | someone signed out | /app/auth/yandex?code=c0de      | signs in with "yandex" and the code "c0de" |
        | someone signed out | /app/auth/vk?code=A%2B1&state=x | signs in with "vk" and the code "A+1"      |
        | someone signed out | /app/auth/yandex                | shows the page "notFound"                  |
        | someone signed out | /app/auth/yandex?code=          | shows the page "notFound"                  |
        | an advertiser      | /app/auth/yandex?code=c0de      | sends them to "/campaigns"                 |

    @R-SCREEN-50 @R-ENT-12
    Scenario: The session an outside service opens is kept for this tab only, and the cabinet opens
      When the OAuth return hands the cabinet the session "t-9"
      Then the OAuth return's session "t-9" is kept for this tab only
      And the OAuth return tells the cabinet it is signed in
