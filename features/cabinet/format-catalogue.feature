@R-ENT-06
Feature: A catalogue of formats: what each format is, asks for, reaches and costs
  Before pricing a campaign, an advertiser browses every format the marketplace sells: its size, what its
  creative must be (what the upload will check, never a second list), its audience and its list price, the same
  price its calculator gives. Our choices where the spec is silent (issue #50 item 5): a page per place of the
  catalogue of places with its name; the price of the calculator's own defaults, and of its first unit where the
  defaults choose none (a transit-shelter side in the centre); a place a manager prices says so.

  Scenario: The catalogue lists every place the marketplace sells by its name
    When a visitor opens the catalogue of formats
    Then it lists every place the marketplace sells, each by the name the catalogue of places gives it

  @R-FMT-01
  Scenario Outline: A screen asks for the resolution it plays (<name>)
    When a visitor reads the format page of "<name>"
    Then it asks for a video of <resolution> pixels
    And a video the upload would accept for "<name>" is one the page asks for

    Examples:
      | name                           | resolution |
      | Мониторы в метро               | 1920×1080  |
      | Маршрутные такси               | 1280×720   |
      | Стационарный монитор           | 1280×512   |
      | Мониторы в наземном транспорте | 1920×540   |
      | Сити-форматы                   | 512×704    |

  @R-FMT-02 @R-FMT-04
  Scenario Outline: A screen lists the clip lengths sold (<name>)
    When a visitor reads the format page of "<name>"
    Then it lists clip lengths from 5 to <longest> seconds in steps of 5

    Examples:
      | name                         | longest |
      | Мониторы в метро             | 45      |
      | Наземный транспорт: автобусы | 60      |

  Scenario: A printed format asks for an image, not a video
    When a visitor reads the format page of "Лайтбоксы"
    Then it asks for an image in JPEG or PNG and for no video
    And its size reads "Лайтбокс: 1200×1800 мм (1,2 × 1,8 м)"

  Scenario: The list price is the calculator's for one light box over next month
    Given today is 2026-11-29 in Moscow
    When a visitor reads the format page of "Лайтбоксы"
    Then its price is what the calculator gives for the first light box from 01.12.2026 to 31.12.2026
    And it shows the audience of that month

  Scenario: A place a manager prices says so
    When a visitor reads the format page of "Нестандартный проект"
    Then it gives no price and says "Стоимость рассчитывает менеджер по заявке"
