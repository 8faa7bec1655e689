Feature: Campaign, payment, reservation, media and document states
  Every campaign shows its state with a Russian label and a coloured badge. The spec gives the labels in
  English; the Russian wording below is our choice (R-STATE-02, R-STATE-08 are open on the wording).

  @R-STATE-01
  Scenario: The campaign states are exactly the listed ones
    Then the campaign states are "draft, movieCreation, approved, moderation, primaryModeration, secondaryModeration, primaryRejected, secondaryRejected, waitingForLaunch, active, completed, canceled, techCanceled, noStatus, booked, cancellation"
    And the state "paused" is refused with "unknownState" on the field "state"

  @R-STATE-02 @R-STATE-03
  Scenario Outline: A campaign in state <state> is labelled "<label>" with the badge "<badge>"
    Choices: draft reads 'Черновик' (the spec gives no text); the spec shows no badge for canceled and
    techCanceled (we use archive) nor for noStatus, booked and cancellation (we use create).

    Then a campaign in state "<state>" is labelled "<label>" with the badge "<badge>"

    Examples:
      | state               | label              | badge      |
      | draft               | Черновик           | create     |
      | movieCreation       | Создание видео     | create     |
      | approved            | Согласована        | moderation |
      | moderation          | На модерации       | moderation |
      | primaryModeration   | На модерации       | moderation |
      | secondaryModeration | На модерации       | moderation |
      | primaryRejected     | Отклонена          | rejected   |
      | secondaryRejected   | Отклонена          | rejected   |
      | waitingForLaunch    | Ожидает запуска    | purchased  |
      | active              | Активна            | current    |
      | completed           | Завершена          | archive    |
      | canceled            | Отменена           | archive    |
      | techCanceled        | Техническая отмена | archive    |
      | noStatus            | Без статуса        | create     |
      | booked              | Забронирована      | create     |
      | cancellation        | Отменяется         | create     |

  @R-STATE-04 @R-STATE-05
  Scenario: Drafts and rejected campaigns can be edited and sent again; two states are rejected ones
    Then the editable states are "draft, primaryRejected, secondaryRejected"
    And the rejected states are "primaryRejected, secondaryRejected"

  @R-STATE-06
  Scenario Outline: Only a draft counts as "draft"; every other state "is not draft"
    Then a campaign in state "<state>" is a draft: <draft>

    Examples:
      | state            | draft |
      | draft            | yes   |
      | booked           | no    |
      | primaryRejected  | no    |
      | moderation       | no    |

  @R-STATE-08
  Scenario Outline: Payment state <state> is shown as "<label>"
    Then the payment state "<state>" is shown as "<label>"

    Examples:
      | state         | label             |
      | paid          | Оплачена          |
      | partiallyPaid | Частично оплачена |
      | notPaid       | Ожидает оплаты    |

  @R-STATE-09
  Scenario Outline: Reservation state <state> is shown as "<label>" (wording is ours)
    Then the reservation state "<state>" is shown as "<label>"

    Examples:
      | state       | label              |
      | notReserved | Не зарезервирована |
      | reserved    | Зарезервирована    |
      | confirmed   | Резерв подтверждён |
      | canceled    | Резерв отменён     |

  @R-STATE-10 @R-STATE-11
  Scenario Outline: Sending media with status <status> to moderation: <outcome>
    Choice: the media statuses are noStatus (default), moderation, primaryModeration, secondaryModeration,
    approved and rejected; sending replaces the status with 'moderation'.

    When the advertiser sends a media item with status "<status>" to moderation
    Then the media outcome is "<outcome>"

    Examples:
      | status            | outcome             |
      | noStatus          | moderation          |
      | rejected          | moderation          |
      | moderation        | alreadyOnModeration |
      | primaryModeration | alreadyOnModeration |
      | approved          | alreadyApproved     |

  @R-STATE-10
  Scenario: A new media item has no status until it is sent
    Then a new media item has the status "noStatus"

  @R-STATE-12
  Scenario: The document statuses are the listed ones
    Then the document statuses are "loaded, rework, requested, revision, notLoaded"

  @R-STATE-13 @R-STATE-14
  Scenario Outline: Uploading a document that was <previous> leaves it loaded and the media <media after>
    When the advertiser uploads a document that was "<previous>" for a media item that is "<media before>"
    Then the uploaded document becomes "loaded" and the media item "<media after>"

    Examples:
      | previous  | media before | media after |
      | rework    | rejected     | moderation  |
      | requested | noStatus     | moderation  |
      | revision  | rejected     | rejected    |
      | notLoaded | approved     | approved    |
      | loaded    | approved     | approved    |
