Feature: Who among staff decides what on the staff desk
  Cabinet §6 names the staff flags (moderator, superuser, editor, content manager, two kinds of moderator) and
  leaves what each may do open (RULES.md, "Left open by the spec"). Issue #48 asks for a table the server
  enforces and the desk follows; this is ours, checked against the one both read (core/staff/staff-roles.ts):
  a moderator decides on content and on held inventory, an accountant (not a flag of the spec: a marketplace that
  takes money needs someone to say it came) on payments and bank statements, a superuser on everything. The two
  kinds of moderator split the campaign review's two stages. Editors and content managers look after the site's
  texts, which have no desk screen yet: they read the queue and decide nothing. Anyone else on staff, and every
  advertiser, agency and observer, is refused with "Недостаточно прав для этого действия" and nothing changes.

  Scenario Outline: What a <role> may do on the desk
    Given someone on staff whose roles are "<role>"
    Then on the desk they may read the queue and any campaign: <read>
    And on the desk they may check creatives and pass the first review stage: <first stage>
    And on the desk they may give a campaign its final approval: <final approval>
    And on the desk they may confirm or give back held inventory: <holds>
    And on the desk they may mark payments and import bank statements: <payments>
    And on the desk they may cancel a campaign: <cancel>
    And on the desk they may run the Moscow clock by hand: <clock>
    And on the desk they may set an agency's personal discount: <agencies>

    Examples:
      | role                         | read | first stage | final approval | holds | payments | cancel | clock | agencies |
      | Администратор                | yes  | yes         | yes            | yes   | yes      | yes    | yes   | yes      |
      | Модератор                    | yes  | yes         | yes            | yes   | no       | yes    | no    | no       |
      | Модератор первичной проверки | yes  | yes         | no             | no    | no       | no     | no    | no       |
      | Модератор итоговой проверки  | yes  | no          | yes            | no    | no       | no     | no    | no       |
      | Бухгалтер                    | yes  | no          | no             | no    | yes      | no     | no    | no       |
      | Редактор                     | yes  | no          | no             | no    | no       | no     | no    | no       |
      | Контент-менеджер             | yes  | no          | no             | no    | no       | no     | no    | no       |
      | Модератор, Бухгалтер         | yes  | yes         | yes            | yes   | yes      | yes    | no    | no       |

  Scenario Outline: A <role> approving a campaign that is <where> leaves it <after>
    Each approval goes as far as the roles reach at the end of a stage: the first stage's moderator passes the
    campaign on to the final approval, a moderator does both at once.

    Given someone on staff whose roles are "<role>"
    When they approve on the desk a campaign that is <where>
    Then after their approval the campaign is <after>

    Examples:
      | role                         | where                          | after                                                       |
      | Модератор                    | waiting for review             | approved                                                    |
      | Администратор                | waiting for review             | approved                                                    |
      | Модератор первичной проверки | waiting for review             | waiting for the final approval                              |
      | Модератор итоговой проверки  | waiting for the final approval | approved                                                    |
      | Модератор итоговой проверки  | waiting for review             | unchanged: "Это решение принимает сотрудник с другой ролью" |
      | Модератор первичной проверки | waiting for the final approval | unchanged: "Это решение принимает сотрудник с другой ролью" |
      | Бухгалтер                    | waiting for the final approval | unchanged: "Это решение принимает сотрудник с другой ролью" |
