Feature: Choosing transit shelters by place
  Out-of-home is bought by place: around a stop found by its name or street, inside an area drawn on the map, a
  whole district. What is chosen is one selection that the list, the map, the basket and the price share, and each
  step can be taken back and made again.

  @R-SCREEN-62 @R-STOP-01 @R-STOP-11
  Scenario: The free sides within a radius of a found stop, then an area, each step taken back and made again
    Given today is 25.11.2026
    When the advertiser opens the shelters calculator
    And the map shows the stops "Пушкинская: 1 a, 1 b at 37.61 55.76; Тверская: 2 a, 2 b taken at 37.605 55.765; Арбат: 3 a at 37.59 55.75; Выхино: 4 a at 37.82 55.71"
    And the advertiser finds the stop "пушк" and selects the free sides within 1000 m of it
    Then the sides "1 a, 1 b, 2 a" are chosen
    When the advertiser takes the last step back
    Then 0 sides are chosen
    When the advertiser makes the step again
    Then the sides "1 a, 1 b, 2 a" are chosen
    When the advertiser draws the area "37.58 55.74; 37.60 55.74; 37.60 55.755; 37.58 55.755" on the map
    Then the sides "1 a, 1 b, 2 a, 3 a" are chosen
    When the advertiser takes the last step back
    Then the sides "1 a, 1 b, 2 a" are chosen

  # A radius is whole metres from 50 to 5 000 (our choice: a shelter's own size is a few metres, and beyond 5 km a
  # district or an okrug says the same more plainly); anything else is refused and the radius stays.
  @R-SCREEN-62
  Scenario: A radius out of bounds is refused in Russian and changes nothing
    When the advertiser types the radius 20 m
    Then the radius is refused with "Радиус — целое число метров от 50 до 5 000." and stays 500 m
