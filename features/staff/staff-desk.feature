Feature: The staff desk in the browser
  The spec shows no staff screens ("Moderator screens and moderator permissions: not shown", cabinet §1); issue #48
  asks for what the staff of such a marketplace expect. Our choices, written down here: staff sign in to a desk of
  their own, never the advertiser's cabinet; the desk lists every campaign waiting for a staff decision, oldest
  first, and shows each campaign as staff decide on it; each person is offered only the decisions their role and
  the campaign's state allow (the role table itself is in staff-roles.feature).

  Scenario Outline: Staff land on their desk, and the cabinet's addresses lead there (<who> opens <address>)
    When a desk user who is <who> opens "<address>"
    Then the desk <outcome>

    Examples:
      | who                           | address                  | outcome                          |
      | a moderator                   | /                        | sends them to "/staff"           |
      | a moderator                   | /campaigns               | sends them to "/staff"           |
      | a moderator                   | /media                   | sends them to "/staff"           |
      | a moderator                   | /staff                   | shows its screen "staffQueue"    |
      | a moderator                   | /staff/campaigns/c-7     | shows its screen "staffReview"   |
      | a moderator                   | /staff/payments          | sends them to "/staff"           |
      | an accountant                 | /staff/payments          | shows its screen "staffPayments" |
      | an administrator              | /staff/payments          | shows its screen "staffPayments" |
      | an administrator              | /staff/agencies          | shows its screen "staffAgencies" |
      | an accountant                 | /staff/agencies          | sends them to "/staff"           |
      | a moderator                   | /staff/agencies          | sends them to "/staff"           |
      | an advertiser                 | /staff                   | sends them to "/campaigns"       |
      | an advertiser                 | /staff/campaigns/c-7     | sends them to "/campaigns"       |

  Scenario Outline: The desk's header names the staff member, their roles and the sections they open (<roles>)
    Given a staff member "Анна Смирнова" whose roles are "<roles>"
    Then the desk's header reads "<header>"

    Examples:
      | roles              | header                                                         |
      | moderator          | Очередь · Анна Смирнова · Модератор                            |
      | accountant         | Очередь, Банковские выписки · Анна Смирнова · Бухгалтер        |
      | superuser          | Очередь, Банковские выписки, Агентства · Анна Смирнова · Администратор |
      | editor, accountant | Очередь, Банковские выписки · Анна Смирнова · Редактор, Бухгалтер |

  Scenario Outline: The queue says how long a campaign has waited (<since>)
    Given the desk's clock reads 28.11.2026 12:30 Moscow time
    When a campaign has waited since <since> Moscow time
    Then its row says it has waited "<age>"

    Examples:
      | since            | age         |
      | 28.11.2026 12:30 | только что  |
      | 28.11.2026 12:29 | меньше часа |
      | 28.11.2026 07:30 | 5 часов     |
      | 27.11.2026 12:30 | 1 день      |
      | 25.11.2026 12:00 | 3 дня       |
      | 01.10.2026 12:00 | 58 дней     |

  Scenario: The queue's search and filters are kept in its address, so a reload or a link shows the same queue
    Given the queue narrowed to light boxes on moderation whose creative waits, searched for "Ромашка"
    Then its address reads "place=lightBoxes&state=moderation&waits=creative&q=%D0%A0%D0%BE%D0%BC%D0%B0%D1%88%D0%BA%D0%B0"
    And the same address narrows the queue the same way

  Scenario: An address that names what the queue does not know narrows nothing by it
    When the queue is opened at "place=moon&state=flying,moderation&waits=coffee"
    Then the queue is narrowed to the state "moderation" only

  Scenario Outline: A review offers only the decisions its actions allow (<actions>)
    The server decides what the viewer may do now (their roles and the campaign's state); the desk shows that.

    Given a review whose actions are "<actions>"
    Then the decisions offered on the campaign are "<buttons>"

    Examples:
      | actions                                | buttons                                                       |
      | approve, reject, confirmReservation    | Согласовать кампанию, Отклонить кампанию, Подтвердить бронь   |
      | markPaid, markPartiallyPaid            | Оплачено полностью, Оплачено частично                         |
      | releaseReservation, cancel             | Снять бронь, Отменить кампанию                                |
      |                                        |                                                               |

  Scenario: A rejection says why, in words from the list or the moderator's own
    Then the reasons offered are the moderation templates and "Другая причина"
    And a rejection without a reason is refused with "Выберите причину из списка или напишите свою"
    And a reason of 1001 characters is refused with "Не более 1000 символов, сейчас 1001"

  Scenario: A creative's checks read as a sign and words beside what the format asks
    Given a creative of 1280×720 checked against a format of 1920×1080
    Then its check reads "✗ Разрешение: 1280×720 — не подходит (нужно 1920×1080)"

  Scenario: An imported statement says what it paid and what waits for the accountant
    Given a statement that paid 1 invoice, left 2 payments without a match, repeated 3 and had 1 outgoing
    Then the desk says "Оплачено 1 счёт · 2 платежа ждут решения · 3 платежа уже были загружены раньше · исходящих: 1, они не рассматривались"
