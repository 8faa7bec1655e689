# language: en
Feature: The landing's documents and questions reach people without an account
  The landing is for visitors who have not signed up yet. Its documents (the offer, the requirements) are listed
  and downloaded from the public offer archive, so no account is needed to read them. Anyone may ask a question:
  the form is posted to the public feedback address with the self-hosted captcha solved in the browser, the
  question is kept for the sales team and they get a mail that names the file that came with it (the file stays in
  the product's storage, a mail does not carry it). A form whose captcha fails keeps nothing and takes no file. A
  signed-in advertiser's feedback is kept with their account and needs no captcha.

  @R-API-25
  Scenario: The landing's documents are read and downloaded at public addresses
    Given the landing's documents on the server are:
      | name                 | file               |
      | Публичная оферта     | oferta-2026.pdf    |
      | Требования к макетам | требования 1.pdf   |
    When the landing's documents load
    Then the landing's documents were read from "GET /api/v1/public/landing-docs"
    And the landing offers the documents:
      | Публичная оферта     | /api/v1/public/offer/oferta-2026.pdf                                            |
      | Требования к макетам | /api/v1/public/offer/%D1%82%D1%80%D0%B5%D0%B1%D0%BE%D0%B2%D0%B0%D0%BD%D0%B8%D1%8F%201.pdf |

  @R-API-25
  Scenario: A visitor's question is posted to the public feedback address with the captcha solved
    Given the landing's captcha is solved as "solution-7"
    When a visitor asks "  Сколько стоит неделя на Кольцевой?  " from " anna@example.com " without a name
    Then the question went to "POST /api/v1/public/feedback/file" after "GET /api/v1/public/captcha"
    And the question sent was:
      | email              | anna@example.com                   |
      | message            | Сколько стоит неделя на Кольцевой? |
      | gRecaptchaResponse | solution-7                         |

  @R-API-25
  Scenario: The question is kept for the sales team, who get a mail naming its file
    Given the landing's question desk takes the captcha "solution-7"
    When the question "Нужна ли справка для социальной рекламы?" from "Anna@Example.COM" signed "  Анна  " comes with the file "бриф.pdf" of 2048 bytes with the captcha "solution-7"
    Then the question desk answered that it took the file "бриф.pdf"
    And the question desk kept:
      | email   | anna@example.com                         |
      | name    | Анна                                     |
      | message | Нужна ли справка для социальной рекламы? |
      | file    | бриф.pdf, application/pdf, 2048 bytes    |
    And the sales mailbox got "Табло: вопрос с сайта" reading:
      | Анна                                         |
      | anna@example.com                             |
      | Нужна ли справка для социальной рекламы?     |
      | Файл: бриф.pdf (application/pdf, 2048 байт) |

  @R-API-25
  Scenario: A question whose captcha fails keeps nothing and takes no file
    Given the landing's question desk takes the captcha "solution-7"
    When the question "Есть ли скидки?" from "anna@example.com" signed "Анна" comes with the file "бриф.pdf" of 2048 bytes with the captcha "solution-8"
    Then the question desk refused it with "gRecaptchaResponse: wrong format"
    And the question desk kept nothing, took no file and sent no mail

  @R-API-25
  Scenario: A signed-in advertiser's feedback is kept with the account, without a captcha
    Given the landing's question desk takes the captcha "solution-7"
    When the advertiser "account-3" sends the feedback "  Спасибо, всё понятно  " from "Boris@Example.com"
    Then the question desk kept:
      | account | account-3             |
      | email   | boris@example.com     |
      | message | Спасибо, всё понятно  |
    And the question desk sent no mail
