Feature: Who sees and changes a campaign
  Owner scoping on the server: an advertiser reads and changes its own campaigns; an observer reads the
  campaigns of the advertiser who invited it and changes nothing; anyone else is told the campaign does not
  exist. Choice: staff work through the back office, so on the advertiser's calls they are like anyone else.

  @R-ROLE-02 @R-ROLE-09 @R-ROLE-05
  Scenario Outline: <viewer> and a campaign of Anna
    Given Anna's campaign on the booking desk
    Then <viewer> has "<access>" access to it

    Examples:
      | viewer               | access |
      | Anna                 | write  |
      | Boris                | none   |
      | an observer of Anna  | read   |
      | an observer of Boris | none   |
      | a moderator          | none   |

  @R-STATE-04
  Scenario Outline: a campaign in <state> can be changed and deleted: <editable>
    Then a campaign in state "<state>" is editable: <editable>

    Examples:
      | state             | editable |
      | draft             | yes      |
      | primaryRejected   | yes      |
      | secondaryRejected | yes      |
      | moderation        | no       |
      | approved          | no       |
      | active            | no       |
