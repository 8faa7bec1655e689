# language: en
Feature: The video rotation plan on the campaign page
  On the page of a campaign that plays videos, the advertiser plans which of the library's videos rotate on which
  days and with what share of the airings; the rest go to the campaign's own video. The page checks a period by
  the rules the server keeps before sending it, and says the plan in words. A video that no moderator has seen
  goes to moderation when it is planned (choice: a plan cannot put an unseen video on the screens).

  Background:
    Given the campaign page of a campaign running from 01.09.2027 to 30.09.2027
    And the library offers the videos "Весна.mp4" and "Лето.mp4" for it
    And the page's plan holds "Весна.mp4 60" from 01.09.2027 to 10.09.2027

  @R-API-13
  Scenario: The plan is said in words, with what is left to the campaign's own video
    Then the plan reads "01.09.2027 – 10.09.2027: Весна.mp4 — 60 % (согласовано); Остальные 40 % — основной ролик кампании"

  @R-API-13
  Scenario Outline: A new period is checked before it is sent (<case>)
    When the advertiser tries to add "<shares>" from <start> to <end>
    Then the plan form says "<says>"

    Examples:
      | case          | shares                    | start      | end        | says                                                                                    |
      | fits          | Весна.mp4 70, Лето.mp4 30 | 11.09.2027 | 20.09.2027 | можно отправить                                                                         |
      | no video      | Весна.mp4 -               | 11.09.2027 | 20.09.2027 | Укажите долю хотя бы одного ролика                                                      |
      | over 100 %    | Весна.mp4 70, Лето.mp4 40 | 11.09.2027 | 20.09.2027 | Доли роликов в сумме 110%: должно быть не больше 100%                                   |
      | share too big | Лето.mp4 120              | 11.09.2027 | 20.09.2027 | Не больше 100                                                                           |
      | overlap       | Лето.mp4 100              | 05.09.2027 | 12.09.2027 | Период пересекается с другой записью плана этого расписания: с 01.09.2027 по 10.09.2027 |
      | outside       | Лето.mp4 100              | 25.09.2027 | 02.10.2027 | Период показа должен быть внутри периода кампании: с 01.09.2027 по 30.09.2027           |
