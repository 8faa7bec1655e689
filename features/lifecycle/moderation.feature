Feature: The back office moves campaigns through the state machine
  The spec shows no moderator screens; staff get one "approve", one "reject" and one "cancel", which the core
  turns into the machine's moves. An action the machine does not allow from the campaign's state is refused
  with the machine's own error.

  @R-STATE-06
  Scenario Outline: staff <action> a campaign in <from>: it ends in <to>
    Given a campaign on the staff desk in state "<from>"
    When staff "<action>" it
    Then it passes through "<events>" and ends in state "<to>"

    Examples:
      | from                | action  | events                                     | to                |
      | moderation          | approve | startReview, passPrimaryModeration, approve | approved          |
      | primaryModeration   | approve | passPrimaryModeration, approve             | approved          |
      | secondaryModeration | approve | approve                                    | approved          |
      | moderation          | reject  | startReview, rejectPrimary                 | primaryRejected   |
      | primaryModeration   | reject  | rejectPrimary                              | primaryRejected   |
      | secondaryModeration | reject  | rejectSecondary                            | secondaryRejected |
      | cancellation        | cancel  | confirmCancellation                        | canceled          |
      | active              | cancel  | techCancel                                 | techCanceled      |

  @R-STATE-04
  Scenario Outline: staff cannot <action> a campaign in <from>
    Given a campaign on the staff desk in state "<from>"
    When staff "<action>" it
    Then staff are refused with "illegalTransition"

    Examples:
      | from      | action  |
      | draft     | approve |
      | approved  | approve |
      | draft     | reject  |
      | completed | cancel  |
      | draft     | cancel  |

  @R-ERR-15 @R-STATE-09
  Scenario: a campaign holding inventory is not paid before its reservation is confirmed
    Given an approved campaign on the staff desk holding inventory with reservation "reserved"
    When staff mark it paid in full
    Then staff are refused with "not_reservation" saying "Не все скедлы подтверждены"

  @R-STATE-08 @R-STATE-09
  Scenario Outline: a <kind> payment of an approved campaign with reservation <reservation>
    Given an approved campaign on the staff desk holding inventory with reservation "<reservation>"
    When staff mark it paid <kind>
    Then its payment state is "<payment>" and its state is "<state>"

    Examples:
      | reservation | kind      | payment       | state            |
      | confirmed   | in full   | paid          | waitingForLaunch |
      | confirmed   | partially | partiallyPaid | approved         |

  @R-STATE-09
  Scenario Outline: a manager confirms a reservation in <from>
    Given a reservation in state "<from>"
    When the manager confirms it
    Then the reservation answer is "<answer>"

    Examples:
      | from        | answer             |
      | reserved    | confirmed          |
      | notReserved | nothing to confirm |
      | confirmed   | nothing to confirm |
      | canceled    | nothing to confirm |
