Feature: The campaign lifecycle
  The spec lists the states but not the moves between them; this is the designed lifecycle. Each move is
  triggered by one party: the advertiser, a moderator, the payment system or the Moscow clock.
  draft -> moderation -> primaryModeration -> secondaryModeration -> approved -> waitingForLaunch -> active
  -> completed; rejections lead to primaryRejected or secondaryRejected, and editing them returns the campaign
  to draft (decision 5); booked, movieCreation, cancellation, canceled and techCanceled branch off as below.
  Choices: a booked campaign holds its inventory while it is still being prepared; since only a draft can be
  sent, the advertiser releases the booking (back to draft) before sending. A cancellation request cannot be
  withdrawn: a moderator confirms it. A moderator can cancel technically anything between booking and the end
  of the run. noStatus is the placeholder shown before the server gives a state: nothing leads to or from it.

  @R-STATE-06 @R-STATE-01
  Scenario Outline: <actor> moves a campaign from <from> to <to> by <event>
    Given a campaign currently in state "<from>"
    When the <actor> triggers "<event>"
    Then the campaign is now in state "<to>"

    Examples:
      | from                | actor      | event                 | to                  |
      | draft               | advertiser | sendApplication       | moderation          |
      | moderation          | moderator  | startReview           | primaryModeration   |
      | primaryModeration   | moderator  | passPrimaryModeration | secondaryModeration |
      | primaryModeration   | moderator  | rejectPrimary         | primaryRejected     |
      | secondaryModeration | moderator  | approve               | approved            |
      | secondaryModeration | moderator  | rejectSecondary       | secondaryRejected   |
      | primaryRejected     | advertiser | edit                  | draft               |
      | secondaryRejected   | advertiser | edit                  | draft               |
      | approved            | payment    | confirmPayment        | waitingForLaunch    |
      | waitingForLaunch    | clock      | startDateReached      | active              |
      | active              | clock      | endDatePassed         | completed           |
      | draft               | advertiser | orderVideo            | movieCreation       |
      | movieCreation       | moderator  | videoReady            | draft               |
      | draft               | advertiser | book                  | booked              |
      | booked              | advertiser | releaseBooking        | draft               |
      | booked              | advertiser | requestCancellation   | cancellation        |
      | approved            | advertiser | requestCancellation   | cancellation        |
      | waitingForLaunch    | advertiser | requestCancellation   | cancellation        |
      | cancellation        | moderator  | confirmCancellation   | canceled            |
      | active              | moderator  | techCancel            | techCanceled        |
      | booked              | moderator  | techCancel            | techCanceled        |

  @R-STATE-07
  Scenario Outline: Sending a campaign that is <state> fails with 'is not draft', shown as 'Кампанию нельзя отправить на модерацию'
    Given a campaign currently in state "<state>"
    When the advertiser triggers "sendApplication"
    Then the move is refused with "is not draft" and the message "Кампанию нельзя отправить на модерацию"

    Examples:
      | state             |
      | primaryRejected   |
      | booked            |
      | moderation        |
      | completed         |

  @R-STATE-04 @R-STATE-07
  Scenario: A rejected campaign is edited back to draft and then sent again (decision 5)
    Given a campaign currently in state "secondaryRejected"
    When the advertiser triggers "edit"
    And the advertiser triggers "sendApplication"
    Then the campaign is now in state "moderation"

  @R-STATE-01
  Scenario Outline: The wrong party cannot make a move, and finished campaigns stay finished
    Given a campaign currently in state "<from>"
    When the <actor> triggers "<event>"
    Then the move is refused with "<code>"
    And the campaign is still in state "<from>"

    Examples:
      | from             | actor      | event            | code              |
      | waitingForLaunch | advertiser | startDateReached | actorNotAllowed   |
      | approved         | advertiser | confirmPayment   | actorNotAllowed   |
      | secondaryModeration | advertiser | approve       | actorNotAllowed   |
      | completed        | moderator  | techCancel       | illegalTransition |
      | canceled         | advertiser | edit             | illegalTransition |
      | techCanceled     | clock      | endDatePassed    | illegalTransition |

  @R-STATE-01
  Scenario: Every state the lifecycle reaches is in the list; noStatus is never reached
    Then from a new draft the lifecycle reaches "draft, movieCreation, approved, moderation, primaryModeration, secondaryModeration, primaryRejected, secondaryRejected, waitingForLaunch, active, completed, canceled, techCanceled, booked, cancellation"
    And the finished states "completed, canceled, techCanceled, noStatus" allow no move to anybody

  @R-STATE-06
  Scenario Outline: The <actor> may trigger "<events>" from <state>
    Then from "<state>" the <actor> may trigger "<events>"

    Examples:
      | state            | actor      | events                         |
      | draft            | advertiser | sendApplication, orderVideo, book |
      | approved         | advertiser | requestCancellation            |
      | approved         | payment    | confirmPayment                 |
      | active           | clock      | endDatePassed                  |
      | active           | moderator  | techCancel                     |
      | draft            | moderator  |                                |

  @R-STATE-01
  Scenario Outline: The Moscow clock starts and completes campaigns running from 01.05.2026 to 31.05.2026
    Given a campaign currently in state "<from>" running from 01.05.2026 to 31.05.2026
    When the Moscow clock reaches <today>
    Then the campaign is now in state "<to>"

    Examples:
      | from             | today      | to               |
      | waitingForLaunch | 30.04.2026 | waitingForLaunch |
      | waitingForLaunch | 01.05.2026 | active           |
      | active           | 31.05.2026 | active           |
      | active           | 01.06.2026 | completed        |
      | waitingForLaunch | 02.06.2026 | completed        |
      | approved         | 01.06.2026 | approved         |
