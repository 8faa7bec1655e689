Feature: Every place ends with a way to pay, and the bill says what is owed
  Issue #47: money vanished between the wizard and the bill. What a campaign owes is its price with VAT and its
  print order; the invoice says so to the kopeck, stays where it was issued, goes to the right legal entity, and
  nothing goes to moderation without the creative the moderator reviews.

  @R-PRICE-12 @R-CONST-06
  Scenario: The print order is on the invoice as a line of its own and in the sum to pay
    The print price is quoted with VAT; its VAT is taken out at the campaign's rate (decision 10).
    Given a campaign owing "100 000,00 ₽" without VAT and "22 000,00 ₽" of VAT
    And a print order "Печать в типографии" of 2 posters for "3 500,00 ₽" with VAT
    When its bill is issued at 22 % VAT on 22.11.2026
    Then the bill's lines are "100 000,00 ₽" and "2 868,85 ₽"
    And the bill's print line reads "Печать: «Печать в типографии», 2 шт. (3 500,00 ₽ с НДС)"
    And the bill has "22 631,15 ₽" of VAT and totals "125 500,00 ₽"

  @R-SCREEN-03
  Scenario: An invoice issued for a sum no longer owed asks to be issued again
    Given a campaign owing "10 000,00 ₽" without VAT and "2 200,00 ₽" of VAT
    And its latest invoice was issued for "12 200,00 ₽"
    Then the requisites step shows that invoice as current
    When a print order "Печать в типографии" of 2 posters for "3 500,00 ₽" with VAT is placed
    Then the requisites step owes "15 700,00 ₽"
    And the requisites step asks to issue the invoice again

  @R-ERR-15 @R-WIZ-02
  Scenario Outline: A transit-shelter campaign is invoiced once the manager confirmed its reservation (<reservation>)
    Given a transit-shelter campaign whose reservation is <reservation>
    Then invoicing it is <answer>

    Examples:
      | reservation | answer                                                            |
      | reserved    | refused: "Счёт будет выставлен после подтверждения бронирования"  |
      | canceled    | refused: "Счёт будет выставлен после подтверждения бронирования"  |
      | confirmed   | allowed                                                           |

  @R-WIZ-03
  Scenario Outline: An agency's campaign is invoiced to its client's legal entity (<case>)
    Given an agency campaign for the client <client>
    Then invoicing it to the requisites of <owner> is <answer>

    Examples:
      | case                 | client        | owner         | answer                                                              |
      | the client's own     | "Вкусный дом" | "Вкусный дом" | allowed                                                             |
      | the agency's own     | "Вкусный дом" | the agency    | refused: "Это юридическое лицо другого рекламодателя"               |
      | another client's     | "Вкусный дом" | "Цветы у дома"| refused: "Это юридическое лицо другого рекламодателя"               |
      | no client chosen     | nobody        | "Вкусный дом" | refused: "Выберите рекламодателя кампании"                          |

  @R-STATE-06
  Scenario Outline: Nothing is sent to moderation without the creative its place shows (<place>)
    Given a draft "<place>" campaign with <creatives>
    Then sending it to moderation is <answer>

    Examples:
      | place          | creatives           | answer                                                                                          |
      | transitShelter | no creative         | refused: "Кампанию нельзя отправить на модерацию без материала: загрузите макет (изображение JPEG или PNG)" |
      | transitShelter | a layout            | allowed                                                                                         |
      | metroMonitors  | a layout            | refused: "Кампанию нельзя отправить на модерацию без материала: загрузите видеоролик"             |
      | metroMonitors  | a clip              | allowed                                                                                         |
      | lightBoxes     | a rejected layout   | refused: "Материал кампании отклонён модератором: загрузите новый макет (изображение JPEG или PNG), затем отправьте кампанию на модерацию" |
      | mediaFacade    | a layout            | allowed                                                                                         |

  @R-ENT-10 @R-VAL-01 @R-VAL-03 @R-VAL-07
  Scenario: The requisites form names what to check by the fields' labels
    Given the requisites of an organisation with the name "ООО «Ромашка»" and the INN "123"
    When the requisites are sent
    Then the form says "Проверьте поля: ИНН, КПП, ОГРН / ОГРНИП, Юридический адрес, ФИО подписанта, Банк, БИК, Корреспондентский счёт, Расчётный счёт"
    And the field "ИНН" reads "Введите корректное значение"
    And the field "КПП" reads "Данное поле является обязательным"
    And an organisation "ООО «Ромашка»" with the INN "7701234567" is listed as "ООО «Ромашка» (организация), ИНН 7701234567"
