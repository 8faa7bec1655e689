# language: en
Feature: A rejected campaign is fixed and sent to moderation again
  The spec makes the rejected states editable and resubmittable (R-STATE-04) and sends a rejected campaign to
  its media step (R-LINK-04); decision 5 returns an edited rejected campaign to draft, its rejection kept in its
  history, and only a draft is sent. Our choices where the spec is silent: a rejected campaign is sent again
  once its owner changed something since the rejection — a creative uploaded, replaced or attached, or the
  campaign itself edited — and sending it passes through the state machine in one step (edited back to draft,
  then sent); nothing changed, nothing is sent. The moderator's reason stands beside the creative it concerns.
  The notification of a rejection carries the reason and leads to the campaign's media step.

  Background:
    Given Anna's light-box campaign "Окна в город" was sent to moderation

  @R-STATE-04 @R-STATE-05
  Scenario: A new layout after the rejection: the campaign goes to moderation again, its history keeps both
    Given the moderator rejected its layout, and so the campaign, for "Нет маркировки «Реклама»"
    And Anna replaced the layout the next day
    Then Anna is offered "Отправить на модерацию повторно"
    When Anna sends the campaign to moderation again
    Then Anna's campaign reads "На модерации"
    And its history reads:
      | Статус «На модерации»            |                          |
      | Статус «Отклонена»               | Нет маркировки «Реклама» |
      | Отправлена на модерацию повторно |                          |

  @R-STATE-05
  Scenario: The reason stands beside the rejected layout until it is replaced
    Given the moderator rejected its layout, and so the campaign, for "Нет маркировки «Реклама»"
    Then its media step says the campaign was rejected for "Нет маркировки «Реклама»"
    And the layout on its media step reads "Отклонено" with the reason "Нет маркировки «Реклама»"
    And Anna is told "Материал кампании отклонён модератором: загрузите новый макет (изображение JPEG или PNG), затем отправьте кампанию на модерацию"

  @R-STATE-04
  Scenario: Nothing changed since the rejection: the campaign is not sent again
    Given the moderator rejected the campaign alone for "Не тот бренд"
    Then Anna is told "После отклонения в кампании ничего не изменилось: замените материал или измените кампанию, затем отправьте её повторно"
    When Anna sends the campaign to moderation again
    Then Anna is refused with "После отклонения в кампании ничего не изменилось: замените материал или измените кампанию, затем отправьте её повторно"
    And Anna's campaign reads "Отклонена"

  @R-STATE-04 @R-STATE-07
  Scenario: A rejected campaign edited by its owner is a draft again and goes to moderation as a resubmission
    Given the moderator rejected the campaign alone for "Не тот бренд"
    And Anna edited the campaign the next day
    Then Anna's campaign reads "Черновик"
    And Anna is offered "Отправить на модерацию повторно"
    When Anna sends the campaign to moderation again
    Then Anna's campaign reads "На модерации"

  @R-STATE-04
  Scenario Outline: A campaign that is <situation> is not sent again as a rejected one
    Given Anna's campaign is <situation>
    When Anna sends the campaign to moderation again
    Then Anna is refused with "Повторно отправить на модерацию можно только отклонённую кампанию"

    Examples:
      | situation                   |
      | on moderation               |
      | agreed                      |
      | a draft never rejected      |

  @R-LINK-04 @R-LINK-06 @R-STATE-05
  Scenario: The notification of a rejection leads to the campaign's media step, and on to where it is now
    Given the moderator rejected its layout, and so the campaign, for "Нет маркировки «Реклама»"
    Then the notification about the campaign leads to its step "Загрузка материалов" as "Исправить и отправить повторно"
    When Anna replaced the layout the next day
    And Anna sends the campaign to moderation again
    # Sent again, a printed place's campaign on moderation leads to its print order (R-LINK-06).
    Then the notification about the campaign leads to its step "Типография" as "К кампании"
